import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// A list built in code: `cells` maps type names to heights (in the given order).
func makeList(
    cells: [(String, Double)], rows: ListSpec.Rows, heights: [Double]? = nil, reuse: Bool = true,
    poolLimit: [String: Int] = [:], prefetch: Int = 0, scroll: [ListSpec.ScrollSegment]
) -> ListSpec {
    var list = ListSpec(
        cells: cells.map { ListSpec.CellType(name: $0.0, height: $0.1, location: .start) }, rows: rows, location: .start)
    list.heights = heights
    list.reuse = reuse
    list.poolLimit = poolLimit
    list.prefetch = prefetch
    list.scroll = scroll
    return list
}

func simulate(_ list: ListSpec, viewport: Double, rate: Double = 60) throws -> ReuseResult {
    try ReuseSimulation.run(list, viewport: viewport, refreshRate: rate)
}

@Suite struct ReuseSimulationTests {
    /// 100 rows × 50 pt, viewport 500, 3000 pt/s at 60 Hz = 50 pt per frame: exactly one row
    /// leaves and one enters per frame.
    let wholeRows = makeList(
        cells: [("row", 50)], rows: .pattern(count: 100, pattern: ["row"]),
        scroll: [.init(to: .end, velocity: 3000)])

    @Test func wholeRowsPerFrameReuseOneCell() throws {
        let result = try simulate(wholeRows, viewport: 500)
        let row = try #require(result.types.first)
        // Frame 0 at offset 0 shows rows 0…9 ([450, 500) is the last whose top is < 500): 10 cells.
        #expect(row.allocations == 10)
        #expect(row.steadyAllocations == 0)
        #expect(row.peakLive == 10)
        // Each frame returns one cell and dequeues it again: the pool holds at most 1.
        #expect(row.peakPool == 1)
        #expect(row.discards == 0)
        #expect(row.recommendedPoolLimit == 1)
        // Content 5000, end = 5000 − 500 = 4500, 4500 / 50 = 90 frames after the first.
        #expect(result.frameCount == 91)
        #expect(result.durationMs == 1500)
    }

    @Test func poolLimitZeroDiscardsEveryLeavingCell() throws {
        var list = wholeRows
        list.poolLimit = ["row": 0]
        let row = try #require(try simulate(list, viewport: 500).types.first)
        // Rows 10…99 enter after the first frame (90 allocations); rows 0…89 leave (90 discards).
        #expect(row.allocations == 100)
        #expect(row.steadyAllocations == 90)
        #expect(row.discards == 90)
        #expect(row.peakPool == 0)
        #expect(row.recreated == 90)
        #expect(row.recommendedPoolLimit == 1)
    }

    @Test func withoutReuseEveryEnteringRowAllocates() throws {
        var list = wholeRows
        list.reuse = false
        let result = try simulate(list, viewport: 500)
        let row = try #require(result.types.first)
        // Every one of the 100 rows is shown once: 100 allocations, 90 after the first frame;
        // rows 0…89 leave: 90 discards. With reuse the 10 cells of the first frame suffice.
        #expect(row.allocations == 100)
        #expect(row.steadyAllocations == 90)
        #expect(row.discards == 90)
        #expect(row.peakPool == 0)
        #expect(row.peakLive == 10)
        #expect(result.allocationsWithReuse == 10)
    }

    /// 1800 pt/s at 60 Hz = 30 pt per frame: offsets 0, 30, 60, …, 4500 (150 frames).
    /// At offsets that are multiples of 50 ten rows are visible, otherwise eleven.
    @Test func partialRowsPerFrame() throws {
        var list = wholeRows
        list.scroll = [.init(to: .end, velocity: 1800)]
        let result = try simulate(list, viewport: 500)
        let row = try #require(result.types.first)
        #expect(result.frameCount == 151)
        // Offset 30 shows rows 0…10: the 11th cell is allocated at frame 1 and no limit avoids it.
        #expect(row.allocations == 11)
        #expect(row.steadyAllocations == 1)
        #expect(row.unlimitedSteadyAllocations == 1)
        #expect(row.peakLive == 11)
        // 120 → 150: row 2 leaves and nothing enters (pool 1); 150 → 180: row 13 takes it back.
        #expect(row.peakPool == 1)
        #expect(row.recommendedPoolLimit == 1)
        #expect(row.discards == 0)

        list.poolLimit = ["row": 0]
        let limited = try #require(try simulate(list, viewport: 500).types.first)
        // Without a pool rows 10…99 all allocate (90), of which 89 are re-created cells.
        #expect(limited.steadyAllocations == 90)
        #expect(limited.recreated == 89)
        #expect(limited.discards == 90)
    }
}

@Suite struct ReusePrefetchAndHeightsTests {
    /// The 100 × 50 pt list with prefetch 2, scrolled to the end and back at 50 pt per frame.
    @Test func prefetchFollowsTheScrollDirection() throws {
        let list = makeList(
            cells: [("row", 50)], rows: .pattern(count: 100, pattern: ["row"]), prefetch: 2,
            scroll: [.init(to: .end, velocity: 3000), .init(to: .offset(0), velocity: 3000)])
        let result = try simulate(list, viewport: 500)
        let row = try #require(result.types.first)
        // Frame 0: rows 0…9 visible + 10, 11 prefetched = 12 cells, never more (12 on every frame
        // until prefetch is clamped by the list's ends).
        #expect(row.allocations == 12)
        #expect(row.steadyAllocations == 0)
        #expect(row.peakLive == 12)
        // Offsets 4450, 4500 (frames 89, 90): the prefetch clamps at row 99, so rows 88 and 89 leave
        // without replacement: pool 2. Frame 91 (offset 4450, scrolling up) needs rows 87…98: row 99
        // returns (pool 3) and rows 87, 88, 89 take all 3 — the drawdown 3 is the recommended limit.
        #expect(row.peakPool == 3)
        #expect(row.recommendedPoolLimit == 3)
        #expect(result.frameCount == 1 + 90 + 90)

        // With a limit of 1: frame 90 discards 1 (pool full), frame 91 discards row 99's cell
        // and allocates 2 of its 3 rows; at the top, the last frame discards 1 more.
        var limited = list
        limited.poolLimit = ["row": 1]
        let one = try #require(try simulate(limited, viewport: 500).types.first)
        #expect(one.steadyAllocations == 2)
        #expect(one.discards == 3)
        #expect(one.recreated == 2)
        // With 2: frame 91 returns into a full pool (discard 1) and allocates 1.
        limited.poolLimit = ["row": 2]
        let two = try #require(try simulate(limited, viewport: 500).types.first)
        #expect(two.steadyAllocations == 1)
        limited.poolLimit = ["row": 3]
        #expect(try simulate(limited, viewport: 500).types.first?.steadyAllocations == 0)
    }

    /// Rows a 100, b 300, a 100, a 100, b 300, a 100 (tops 0, 100, 400, 500, 600, 900; content
    /// 1000), viewport 400, 6000 pt/s at 60 Hz = 100 pt per frame to the end (600): 6 frames.
    @Test func perRowHeights() throws {
        let list = makeList(
            cells: [("a", 40), ("b", 40)], rows: .types(["a", "b", "a", "a", "b", "a"]),
            heights: [100, 300, 100, 100, 300, 100], scroll: [.init(to: .end, velocity: 6000)])
        let result = try simulate(list, viewport: 400)
        let a = try #require(result.types.first)
        let b = try #require(result.types.last)
        // Visible rows per offset: 0 → 0…1, 100 → 1…2, 200 → 1…3, 300 → 1…4, 400 → 2…4,
        // 500 → 3…4, 600 → 4…5.
        // a: frame 0 allocates row 0; 100: row 0's cell goes to row 2; 200: row 3 allocates;
        // 500: row 2 returns (pool 1); 600: row 3 returns (pool 2) and row 5 takes one.
        #expect(a.allocations == 2)
        #expect(a.steadyAllocations == 1)
        #expect(a.peakLive == 2)
        #expect(a.peakPool == 2)
        // Drawdowns: 1 → 0 at offset 100, 2 → 1 at 600: a pool of 1 suffices.
        #expect(a.recommendedPoolLimit == 1)
        // b: frame 0 allocates row 1; 300: row 4 allocates; 400: row 1 returns and stays pooled.
        #expect(b.allocations == 2)
        #expect(b.steadyAllocations == 1)
        #expect(b.peakPool == 1)
        #expect(b.recommendedPoolLimit == 0)
        #expect(result.frameCount == 7)
        #expect(result.peakLive == 4)
    }

    /// The recorder sees the first frame, every frame where rows change, and the last frame.
    @Test func recorderSeesChangingFrames() throws {
        let list = makeList(
            cells: [("row", 50)], rows: .pattern(count: 20, pattern: ["row"]),
            scroll: [.init(to: .end, velocity: 600)])
        var series = ReuseTimeSeries(types: ["row"])
        let result = try ReuseSimulation.run(list, viewport: 500, refreshRate: 60, recorder: &series)
        // 600 pt/s at 60 Hz = 10 pt per frame; end = 1000 − 500 = 500: 50 frames. A row boundary
        // crosses an edge every 5 frames (offsets 0, 10, 50, 60, 100, …): enter at 10, 60, …,
        // leave at 50, 100, … — frames 0, 1, 5, 6, 10, …, 46, 50: 1 + 2 × 10 = 21 samples.
        #expect(result.frameCount == 51)
        #expect(series.samples.count == 21)
        #expect(series.samples.map(\.frame).prefix(5) == [0, 1, 5, 6, 10])
        #expect(series.samples.first?.allocated == [10])
        #expect(series.samples[1].allocated == [1])
        #expect(series.samples[1].live == [11])
        #expect(series.samples[2].pooled == [1])
        #expect(series.samples.last?.timeMs == 50 * 1000 / 60.0)
        #expect(series.samples.last?.offset == 500)
    }
}

@Suite struct ReuseScaleTests {
    /// 1,000,000 rows (post ×4, ad: 730 pt per period, content 146,000,000 pt) in a 759 pt
    /// viewport with prefetch 1, to the end at 3000 pt/s (50 pt/frame) and back at 6000 pt/s.
    @Test func millionRowsToTheEndAndBack() throws {
        let list = makeList(
            cells: [("post", 120), ("ad", 250)],
            rows: .pattern(count: 1_000_000, pattern: ["post", "post", "post", "post", "ad"]),
            poolLimit: ["ad": 0], prefetch: 1,
            scroll: [.init(to: .end, velocity: 3000), .init(to: .offset(0), velocity: 6000)])
        // Memory does not grow with the rows: the geometry keeps one period, the simulation
        // only the range of rows with cells and per-type counters.
        #expect(try RowGeometry(list).storedRowValues == 5)
        let result = try simulate(list, viewport: 759)
        // end = 146,000,000 − 759 = 145,999,241: ⌈/50⌉ = 2,919,985 frames down, ⌈/100⌉ = 1,459,993 up.
        #expect(result.frameCount == 1 + 2_919_985 + 1_459_993)
        #expect(result.rowCount == 1_000_000)
        let post = try #require(result.types.first)
        let ad = try #require(result.types.last)
        // Frame 0: rows 0…5 visible (post 5's top 730 < 759) + post 6 prefetched: 6 posts, 1 ad.
        // At most 6 posts are visible (a sliver of post 2, posts 3, 4, the ad, posts 1–3 of the next
        // period: 730 pt + sliver) and the prefetched row is then post 4: 7. Offset 950 (frame 19)
        // is such a window (950 − 730 = 220 lies in post 2's last 29 pt). The unlimited post pool
        // allocates only that 7th cell after the first frame.
        #expect(post.peakLive == 7)
        #expect(post.allocations == 7)
        #expect(post.steadyAllocations == 1)
        // Two ads are visible when the window spans the 480 pt of posts between them (759 > 480):
        // one steady allocation no limit avoids; after that one pooled ad cell suffices.
        #expect(ad.peakLive == 2)
        #expect(ad.unlimitedSteadyAllocations == 1)
        #expect(ad.recommendedPoolLimit == 1)
        // With poolLimit 0 every entering ad allocates: down, the 199,999 ads after row 4; up, every
        // ad except the 2 on screen at the end (rows 999,994 and 999,999): 199,998. Discards: down,
        // all ads but those 2 leave (199,998); up, all 200,000 then live but row 4's leave (199,999).
        #expect(ad.steadyAllocations == 199_999 + 199_998)
        #expect(ad.recreated == 399_996)
        #expect(ad.discards == 199_998 + 199_999)
    }
}

@Suite struct ReuseEdgeCaseTests {
    @Test func absurdInputsFinishAndStayConsistent() throws {
        // 0.000001 pt/s over 4500 pt would take 2.7e11 frames: the leg jumps between the frames
        // where rows change, so it costs as much as any other scroll over those rows.
        var slow = makeList(
            cells: [("row", 50)], rows: .pattern(count: 100, pattern: ["row"]), scroll: [.init(to: .end, velocity: 0.000001)])
        let result = try simulate(slow, viewport: 500)
        // Every offset after 0 is inside a row, so 11 rows are visible from frame 1 on.
        #expect(result.types.first?.allocations == 11)
        #expect(result.types.first?.peakLive == 11)
        #expect(result.frameCount == 270_000_000_001)
        // A list without height needs no cells; neither does one without rows.
        #expect(try simulate(slow, viewport: 0).types.first?.allocations == 0)
        slow.rows = .types([])
        #expect(try simulate(slow, viewport: 500).types.first?.allocations == 0)
        // Non-positive velocities and targets past the end: no movement / stop at the end.
        let still = makeList(
            cells: [("row", 50)], rows: .pattern(count: 100, pattern: ["row"]),
            scroll: [.init(to: .end, velocity: 0), .init(to: .offset(1e9), velocity: 3000)])
        let stopped = try simulate(still, viewport: 500)
        // Only the second leg moves: 4500 pt at 50 pt per frame.
        #expect(stopped.frameCount == 91)
        #expect(stopped.types.first?.allocations == 10)
    }
}

/// Keeps every sample, to check what the simulation reports frame by frame.
struct ReuseTimeSeries: ReuseRecorder, Sendable {
    /// The cell type names, in the order of the samples' per-type arrays.
    var types: [String] = []
    private(set) var samples: [ReuseFrameSample] = []

    init(types: [String] = []) {
        self.types = types
    }

    var wantsSamples: Bool { true }

    mutating func record(_ sample: ReuseFrameSample) {
        samples.append(sample)
    }
}
