/// When a change can be seen (issue 12): frames are produced on refresh ticks, and only when
/// the main thread is free. A change at time t shows in the first frame at or after t: the
/// first frame if t is at or before it, else the first tick ≥ t at which main is not inside a
/// block. O(blocks log blocks) to build, O(log blocks) per question.
public struct FrameGate: Sendable, Hashable {
    public let clock: RefreshClock
    public let firstFrameMs: Double
    /// The main thread's busy blocks in time order.
    public let blocks: [MainBlock]
    /// For each block, the first tick at or after its end at which main is free (a tick can
    /// fall in a later block when blocks are closer together than a refresh interval).
    private let freeTickAfter: [Double]

    init(clock: RefreshClock, firstFrameMs: Double, blocks: [MainBlock]) {
        self.clock = clock
        self.firstFrameMs = firstFrameMs
        self.blocks = blocks
        var free = [Double](repeating: 0, count: blocks.count)
        for index in blocks.indices.reversed() {
            let tick = clock.tick(atOrAfter: blocks[index].endMs)
            if let later = Self.block(containing: tick, in: blocks), later > index {
                free[index] = free[later]
            } else {
                free[index] = tick
            }
        }
        freeTickAfter = free
    }

    /// The display time of the first frame that shows a change happening at `time` ms.
    public func displayMs(ofChangeAt time: Double) -> Double {
        guard time > firstFrameMs else { return firstFrameMs }
        let tick = clock.tick(atOrAfter: time)
        if let index = Self.block(containing: tick, in: blocks) { return freeTickAfter[index] }
        return tick
    }

    /// The index of the block with start ≤ `time` < end, if any.
    static func block(containing time: Double, in blocks: [MainBlock]) -> Int? {
        var low = 0, high = blocks.count
        while low < high {
            let middle = (low + high) / 2
            if blocks[middle].startMs <= time { low = middle + 1 } else { high = middle }
        }
        guard low > 0, time < blocks[low - 1].endMs else { return nil }
        return low - 1
    }
}
