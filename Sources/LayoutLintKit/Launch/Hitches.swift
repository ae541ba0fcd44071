import LayoutModel

/// Frames missed because the main thread was busy while frames were due.
public struct Hitch: Sendable, Hashable {
    /// The block that missed them (index into `LaunchSimulation.mainBlocks`).
    public var block: Int
    /// When frames were first due during the block: its start, or the start of the demand.
    public var dueFromMs: Double
    /// The demand that made them due then.
    public var demand: FrameDemand
    /// ⌈B / T⌉ − 1 for B = block end − `dueFromMs`: one refresh interval is the frame's own.
    public var missedFrames: Int
    /// `missedFrames` × T.
    public var hitchMs: Double
}

/// Hitch time after the first frame, Apple's way: hitches over the time frames were due.
public struct HitchReport: Sendable, Hashable {
    /// The blocks that missed frames, in time order.
    public var hitches: [Hitch]
    /// The sum of `hitchMs`.
    public var hitchMs: Double
    /// How long frames were due after the first frame, in ms: the union of the demands, a
    /// change counting until one refresh interval after the frame that shows it is committed.
    public var dueMs: Double
    /// `hitchMs` per second of `dueMs` (0 when no frame was due). Apple: good < 5, poor > 10.
    public var hitchMsPerS: Double
    /// The demands after the first frame (clipped to start at it), in start order.
    public var demands: [FrameDemand] = []
}

extension LaunchSimulation {
    /// Hitches after the first frame, for the screen's own demands (`frameDemands`) plus
    /// `extra` (list scrolls, animations). A block of B ms during which frames are due from
    /// time d on costs (⌈(end − d) / T⌉ − 1) × T ms; once due, a frame stays due until main is
    /// free. Each piece of work split into `pieces` is its own block, so pieces no longer than
    /// T miss nothing. O((blocks + demands) log demands).
    public func hitchReport(adding extra: [FrameDemand] = []) -> HitchReport {
        let first = firstFrameMs, interval = clock.intervalMs
        var due: [FrameDemand] = []
        var counted: [(start: Double, end: Double)] = []
        for demand in frameDemands + extra {
            let start = max(demand.startMs, first)
            if demand.endMs > start {
                var clipped = demand
                clipped.startMs = start
                due.append(clipped)
            }
            if case .change = demand.source {
                counted.append((start, demand.endMs + interval))
            } else if demand.endMs > start {
                counted.append((start, demand.endMs))
            }
        }
        due = due.enumerated().sorted { ($0.element.startMs, $0.offset) < ($1.element.startMs, $1.offset) }.map(\.element)
        // The demand reaching furthest among the first k (by start), for "is d covered?".
        var furthest: [Int] = []
        for index in due.indices {
            furthest.append(furthest.last.map { due[$0].endMs >= due[index].endMs ? $0 : index } ?? index)
        }
        var hitches: [Hitch] = []
        for (index, block) in zip(blocksAfterFirstFrame.indices, blocksAfterFirstFrame) {
            var low = 0, high = due.count
            while low < high {
                let middle = (low + high) / 2
                if due[middle].startMs <= block.startMs { low = middle + 1 } else { high = middle }
            }
            let demand: FrameDemand
            if low > 0, due[furthest[low - 1]].endMs > block.startMs {
                demand = due[furthest[low - 1]]
            } else if low < due.count, due[low].startMs < block.endMs {
                demand = due[low]
            } else {
                continue
            }
            let dueFrom = max(block.startMs, demand.startMs)
            let missed = clock.intervals(spanning: block.endMs - dueFrom) - 1
            guard missed >= 1, missed < 1e15 else { continue }
            hitches.append(Hitch(block: index, dueFromMs: dueFrom, demand: demand, missedFrames: Int(missed), hitchMs: missed * interval))
        }
        let total = hitches.reduce(0) { $0 + $1.hitchMs }
        let dueMs = Self.unionLength(counted)
        return HitchReport(
            hitches: hitches, hitchMs: total, dueMs: dueMs, hitchMsPerS: dueMs > 0 ? total / (dueMs / 1000) : 0, demands: due)
    }

    /// The total length of the union of half-open intervals.
    static func unionLength(_ intervals: [(start: Double, end: Double)]) -> Double {
        var total = 0.0
        var current: (start: Double, end: Double)?
        for interval in intervals.sorted(by: { $0.start < $1.start }) where interval.end > interval.start {
            if let open = current, interval.start <= open.end {
                current = (open.start, max(open.end, interval.end))
            } else {
                if let open = current { total += open.end - open.start }
                current = interval
            }
        }
        if let open = current { total += open.end - open.start }
        return total
    }
}
