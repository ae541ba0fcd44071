import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// A deliberately naive reference: materialises every row, visits every frame, scans all rows
/// for the visible ones and keeps pools per type. Independent of the real simulation's
/// frame jumping, period arithmetic and drawdown bookkeeping.
struct NaiveReuse {
    struct Counts: Equatable {
        var allocations = 0, steady = 0, peakLive = 0, peakPool = 0, discards = 0
    }

    static func run(_ list: ListSpec, viewport: Double, rate: Double, limits: [String: Int]?) -> [Counts] {
        let names = list.cells.map(\.name)
        let rowTypes: [Int]
        switch list.rows {
        case .pattern(let count, let pattern):
            rowTypes = (0..<count).map { names.firstIndex(of: pattern[$0 % pattern.count]) ?? 0 }
        case .types(let types):
            rowTypes = types.map { names.firstIndex(of: $0) ?? 0 }
        }
        let heights = list.heights ?? rowTypes.map { list.cells[$0].height }
        var tops = [0.0]
        for height in heights { tops.append((tops.last ?? 0) + height) }
        let content = tops.last ?? 0
        let maxOffset = max(0, content - viewport)

        var counts = [Counts](repeating: Counts(), count: names.count)
        var pools = [Int](repeating: 0, count: names.count)
        var live = Set<Int>()
        var frame = 0
        func show(_ offset: Double, down: Bool) {
            var visible: [Int] = []
            for row in rowTypes.indices where tops[row + 1] > offset && tops[row] < offset + viewport {
                visible.append(row)
            }
            var needed = Set(visible)
            if let first = visible.first, let last = visible.last {
                for extra in 1...max(1, list.prefetch) where list.prefetch > 0 {
                    let row = down ? last + extra : first - extra
                    if row >= 0 && row < rowTypes.count { needed.insert(row) }
                }
            }
            for row in live.subtracting(needed).sorted() {
                let type = rowTypes[row]
                let limit = limits.map { $0[names[type]] ?? Int.max } ?? Int.max
                if list.reuse && pools[type] < limit { pools[type] += 1 } else { counts[type].discards += 1 }
            }
            for type in names.indices { counts[type].peakPool = max(counts[type].peakPool, pools[type]) }
            for row in needed.subtracting(live).sorted() {
                let type = rowTypes[row]
                if list.reuse && pools[type] > 0 {
                    pools[type] -= 1
                } else {
                    counts[type].allocations += 1
                    if frame > 0 { counts[type].steady += 1 }
                }
            }
            live = needed
            for type in names.indices {
                counts[type].peakLive = max(counts[type].peakLive, live.filter { rowTypes[$0] == type }.count)
            }
        }
        show(0, down: true)
        var offset = 0.0
        for segment in list.scroll {
            let target: Double
            switch segment.to {
            case .end: target = maxOffset
            case .offset(let value): target = min(max(0, value), maxOffset)
            }
            guard target != offset else { continue }
            let step = segment.velocity / rate
            let down = target > offset
            var k = 1
            while true {
                let raw = down ? offset + Double(k) * step : offset - Double(k) * step
                let reached = down ? raw >= target : raw <= target
                frame += 1
                show(reached ? target : raw, down: down)
                if reached { break }
                k += 1
            }
            offset = target
        }
        return counts
    }
}

/// A small deterministic generator (64-bit LCG) for the randomised comparisons.
private struct Generator {
    var state: UInt64
    mutating func next(_ range: ClosedRange<Int>) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return range.lowerBound + Int((state >> 33) % UInt64(range.count))
    }
}

@Suite struct ReuseReferenceTests {
    /// 300 random lists (pattern and explicit rows, per-row heights, prefetch, pool limits,
    /// several scroll legs, 60 and 120 Hz): the simulation's counts equal the naive reference's,
    /// and the recommended limit is the smallest limit whose steady-state allocations equal
    /// those of an unlimited pool (found by trying every limit in the reference).
    @Test func matchesNaiveReferenceOnRandomLists() throws {
        var random = Generator(state: 42)
        let allNames = ["a", "b", "c"]
        for _ in 0..<300 {
            let typeCount = random.next(1...3)
            let names = Array(allNames.prefix(typeCount))
            let cells = names.map { ($0, Double(random.next(1...8) * 25)) }
            let rows: ListSpec.Rows
            if random.next(0...1) == 0 {
                rows = .pattern(
                    count: random.next(0...60), pattern: (0..<random.next(1...5)).map { _ in names[random.next(0...typeCount - 1)] })
            } else {
                rows = .types((0..<random.next(0...60)).map { _ in names[random.next(0...typeCount - 1)] })
            }
            let heights: [Double]? = random.next(0...3) == 0 ? (0..<rows.count).map { _ in Double(random.next(1...40)) * 7.5 } : nil
            let limits = Dictionary(
                uniqueKeysWithValues: names.compactMap { name in
                    random.next(0...1) == 0 ? (name, random.next(0...4)) : nil
                })
            let scroll: [ListSpec.ScrollSegment] = (0..<random.next(1...3)).map { _ in
                let target: ListSpec.ScrollSegment.Target = random.next(0...2) == 0 ? .end : .offset(Double(random.next(0...3000)))
                return .init(to: target, velocity: Double(random.next(1...60) * 100 + random.next(0...99)))
            }
            let list = makeList(
                cells: cells, rows: rows, heights: heights, reuse: random.next(0...4) != 0, poolLimit: limits,
                prefetch: random.next(0...3), scroll: scroll)
            let viewport = Double(random.next(4...24) * 25)
            let rate = random.next(0...1) == 0 ? 60.0 : 120.0

            let result = try ReuseSimulation.run(list, viewport: viewport, refreshRate: rate)
            let naive = NaiveReuse.run(list, viewport: viewport, rate: rate, limits: limits)
            let unlimited = NaiveReuse.run(list, viewport: viewport, rate: rate, limits: nil)
            for (index, cell) in result.types.enumerated() {
                let expected = naive[index]
                let got = NaiveReuse.Counts(
                    allocations: cell.allocations, steady: cell.steadyAllocations, peakLive: cell.peakLive,
                    peakPool: cell.peakPool, discards: cell.discards)
                #expect(got == expected, "list \(list) viewport \(viewport) type \(cell.type)")
                var reuseOn = list
                reuseOn.reuse = true
                let floor = NaiveReuse.run(reuseOn, viewport: viewport, rate: rate, limits: nil)[index].steady
                let smallest = (0...200).first { limit in
                    NaiveReuse.run(reuseOn, viewport: viewport, rate: rate, limits: [cell.type: limit])[index].steady == floor
                }
                #expect(cell.recommendedPoolLimit == smallest, "list \(list) viewport \(viewport) type \(cell.type)")
                #expect(cell.unlimitedSteadyAllocations == floor)
                if list.reuse { #expect(cell.unlimitedAllocations == unlimited[index].allocations) }
            }
        }
    }
}
