import LayoutModel

/// Cell reuse of a virtualised list while its scroll script plays.
///
/// The offset starts at 0 (the resting first frame, which prefetches towards the end: the only
/// way a list at offset 0 can scroll). Each segment moves towards its target at `velocity / rate`
/// points per frame and ends exactly on it; `"end"` is content height − viewport (≥ 0), and
/// numeric targets are clamped to 0…end like a scroll view without bounce. A row is visible when
/// its bottom is below the offset and its top above offset + viewport (for rows of positive
/// height: [top, bottom) meets [offset, offset + viewport)); `prefetch` more rows in the scroll
/// direction also need cells. Each frame, cells of rows that no longer need one return to their
/// type's pool (or are discarded when it is full), then rows that newly need one dequeue a
/// pooled cell or allocate (`CellLedger`). A list with no height needs no cells.
///
/// Cost: the needed rows are always one contiguous range, and they only change when a row
/// boundary crosses an edge of the viewport. The simulation jumps from one such frame to the
/// next (`ScrollLeg.firstFrame`), finds the new range by binary search on row positions, and
/// counts per type only the rows that enter or leave: O(log rows + rows that change + types)
/// per changing frame, independent of the velocity. Memory: the current range and per-type
/// counters — no per-row storage beyond what an explicit list's input already has
/// (`RowGeometry`).
public enum ReuseSimulation {
    /// The refresh rate used when a device gives none (or a non-positive one).
    public static let defaultRefreshRate = ScrollScript.defaultRefreshRate

    /// Simulates `list` in a viewport `viewport` points tall at `refreshRate` Hz.
    public static func run(_ list: ListSpec, viewport: Double, refreshRate: Double) throws(ReuseInputError) -> ReuseResult {
        var recorder = NoReuseRecorder()
        return try run(list, viewport: viewport, refreshRate: refreshRate, recorder: &recorder)
    }

    /// How long `list`'s scroll script takes in a viewport `viewport` points tall, in ms: the
    /// simulation's `durationMs`, found from the script's legs alone (O(segments) after the row
    /// geometry), so a recorder can bucket time before the simulation runs.
    public static func durationMs(_ list: ListSpec, viewport: Double, refreshRate: Double) throws(ReuseInputError) -> Double {
        let geometry = try RowGeometry(list)
        let rate = refreshRate.isFinite && refreshRate > 0 ? refreshRate : defaultRefreshRate
        let state = ScrollState(list: list, geometry: geometry, viewport: viewport, refreshRate: rate)
        guard state.viewport > 0 else { return 0 }
        var offset = 0.0
        var frames = 0
        for segment in list.scroll {
            let target = state.target(of: segment)
            guard let leg = ScrollLeg(from: offset, to: target, velocity: segment.velocity, refreshRate: rate) else { continue }
            frames += leg.frames
            offset = target
        }
        return Double(frames) * 1000 / rate
    }

    /// Simulates `list`, passing every frame where a row enters or leaves (and the first and
    /// last frames) to `recorder`.
    public static func run<Recorder: ReuseRecorder>(
        _ list: ListSpec, viewport: Double, refreshRate: Double, recorder: inout Recorder
    ) throws(ReuseInputError) -> ReuseResult {
        let geometry = try RowGeometry(list)
        let rate = refreshRate.isFinite && refreshRate > 0 ? refreshRate : defaultRefreshRate
        var state = ScrollState(list: list, geometry: geometry, viewport: viewport, refreshRate: rate)
        state.play(list.scroll, recorder: &recorder)
        return state.result(list)
    }
}

/// The mutable state of one simulation: the rows that have cells and the per-type ledgers.
private struct ScrollState {
    let geometry: RowGeometry
    let viewport: Double
    let prefetch: Int
    let refreshRate: Double
    var ledgers: [CellLedger]

    /// Rows that have a cell.
    var needed: Range<Int> = 0..<0
    /// The visible rows: first row, and one past the last.
    var visibleFirst = 0
    var visibleEnd = 0
    var frame = 0
    var lastRecordedFrame = -1
    var live = 0
    var peakLive = 0
    var offset = 0.0
    var leaving: [Int]
    var entering: [Int]
    /// Scratch for each sample's live and pooled counts, refilled in place rather than
    /// allocated per sample (a long list records tens of millions of samples).
    var liveScratch: [Int]
    var pooledScratch: [Int]

    init(list: ListSpec, geometry: RowGeometry, viewport: Double, refreshRate: Double) {
        self.geometry = geometry
        self.viewport = viewport.isFinite && viewport > 0 ? viewport : 0
        self.prefetch = max(0, list.prefetch)
        self.refreshRate = refreshRate
        ledgers = list.cells.map { CellLedger(limit: list.poolLimit[$0.name], reuse: list.reuse) }
        leaving = [Int](repeating: 0, count: geometry.typeCount)
        entering = leaving
        liveScratch = [Int](repeating: 0, count: ledgers.count)
        pooledScratch = liveScratch
    }

    var maxOffset: Double { max(0, geometry.contentHeight - viewport) }

    /// Where a segment of the script scrolls to, within the content.
    func target(of segment: ListSpec.ScrollSegment) -> Double {
        switch segment.to {
        case .end: maxOffset
        case .offset(let value): value.isNaN ? 0 : min(max(0, value), maxOffset)
        }
    }

    mutating func play<Recorder: ReuseRecorder>(_ script: [ListSpec.ScrollSegment], recorder: inout Recorder) {
        show(at: 0, down: true, recorder: &recorder)
        guard viewport > 0 else { return }
        for segment in script {
            let target = target(of: segment)
            guard let leg = ScrollLeg(from: offset, to: target, velocity: segment.velocity, refreshRate: refreshRate) else {
                continue
            }
            let base = frame
            var step = 1
            while true {
                frame = base + step
                show(at: leg.offset(step), down: leg.down, recorder: &recorder)
                if step >= leg.frames { break }
                step = Self.nextChange(
                    after: step, on: leg, geometry: geometry, first: visibleFirst, end: visibleEnd, viewport: viewport)
            }
            frame = base + leg.frames
            offset = target
        }
        if recorder.wantsSamples, lastRecordedFrame != frame {
            let none = [Int](repeating: 0, count: ledgers.count)
            record(allocated: none, discarded: none, recorder: &recorder)
        }
    }

    /// The first frame after `step` where the visible rows `first..<end` change (or the leg's
    /// last frame). Static, so that the caller's state is not copied for the call.
    static func nextChange(
        after step: Int, on leg: ScrollLeg, geometry: RowGeometry, first: Int, end: Int, viewport view: Double
    ) -> Int {
        let count = geometry.count
        if leg.down {
            // The first visible row leaves once the offset reaches its bottom; the next row
            // enters once the viewport's bottom passes its top.
            let firstBottom = first < count ? geometry.top(first + 1) : .infinity
            let nextTop = end < count ? geometry.top(end) : .infinity
            let estimate = min(firstBottom - leg.start, nextTop - view - leg.start) / leg.step
            return leg.firstFrame(after: step, estimate: estimate) { $0 >= firstBottom || nextTop < $0 + view }
        }
        let firstTop = first > 0 ? geometry.top(first) : -Double.infinity
        let lastTop = end > 0 ? geometry.top(end - 1) : -Double.infinity
        let estimate = min(leg.start - firstTop, leg.start - (lastTop - view)) / leg.step
        return leg.firstFrame(after: step, estimate: estimate) { $0 < firstTop || lastTop >= $0 + view }
    }

    /// Shows the frame at `offset`: updates the needed rows and the ledgers, records a sample.
    mutating func show<Recorder: ReuseRecorder>(at offset: Double, down: Bool, recorder: inout Recorder) {
        let count = geometry.count
        var next: Range<Int> = 0..<0
        if viewport > 0, count > 0 {
            visibleFirst = geometry.firstRow(endingBelow: offset, from: visibleFirst)
            visibleEnd = max(visibleFirst, geometry.firstRow(startingAtOrBelow: offset + viewport, from: visibleEnd))
            next =
                down
                ? visibleFirst..<min(count, visibleEnd + min(prefetch, count))
                : max(0, visibleFirst - prefetch)..<visibleEnd
        }
        self.offset = offset
        guard next != needed || frame == 0 else { return }
        for index in leaving.indices {
            leaving[index] = 0
            entering[index] = 0
        }
        let (gone1, gone2) = Self.subtract(next, from: needed)
        let (new1, new2) = Self.subtract(needed, from: next)
        geometry.countTypes(in: gone1, into: &leaving)
        geometry.countTypes(in: gone2, into: &leaving)
        geometry.countTypes(in: new1, into: &entering)
        geometry.countTypes(in: new2, into: &entering)
        needed = next
        live = next.count
        peakLive = max(peakLive, live)
        let steady = frame > 0
        for type in ledgers.indices where leaving[type] != 0 || entering[type] != 0 {
            let (allocated, discarded) = ledgers[type].apply(leaving: leaving[type], entering: entering[type], steady: steady)
            // Reuse the scratch arrays for this frame's allocations and discards.
            entering[type] = allocated
            leaving[type] = discarded
        }
        if recorder.wantsSamples { record(allocated: entering, discarded: leaving, recorder: &recorder) }
    }

    mutating func record<Recorder: ReuseRecorder>(allocated: [Int], discarded: [Int], recorder: inout Recorder) {
        for index in ledgers.indices {
            liveScratch[index] = ledgers[index].live
            pooledScratch[index] = ledgers[index].pool
        }
        recorder.record(
            ReuseFrameSample(
                frame: frame, timeMs: Double(frame) * 1000 / refreshRate, offset: offset,
                live: liveScratch, pooled: pooledScratch, allocated: allocated, discarded: discarded))
        lastRecordedFrame = frame
    }

    /// `range` minus `removed`, as two (possibly empty) ranges.
    static func subtract(_ removed: Range<Int>, from range: Range<Int>) -> (Range<Int>, Range<Int>) {
        let cut = min(range.upperBound, max(range.lowerBound, removed.lowerBound))
        let resume = min(range.upperBound, max(range.lowerBound, removed.upperBound))
        return (range.lowerBound..<cut, resume..<range.upperBound)
    }

    func result(_ list: ListSpec) -> ReuseResult {
        let types = zip(list.cells, ledgers).map { cell, ledger in
            CellReuse(
                type: cell.name, poolLimit: ledger.limit, allocations: ledger.allocations,
                steadyAllocations: ledger.steadyAllocations, peakLive: ledger.peakLive, peakPool: ledger.peakPool,
                discards: ledger.discards, recommendedPoolLimit: ledger.recommendedLimit,
                unlimitedAllocations: ledger.twinAllocations, unlimitedSteadyAllocations: ledger.twinSteadyAllocations)
        }
        return ReuseResult(
            types: types, rowCount: geometry.count, frameCount: frame + 1,
            durationMs: Double(frame) * 1000 / refreshRate, peakLive: peakLive)
    }
}
