/// When a change can be seen: frames are produced on refresh ticks, and only when
/// the main thread is free. A change at time t shows in the first frame at or after t: the
/// first frame if t is at or before it, else the first tick ≥ t at which main is not inside a
/// block.
///
/// A block that ends with a piece yielding to the run loop (`MainBlock.yields`) lets a frame
/// through: a change made while it runs, or due at a tick that falls inside it, is committed
/// when the run loop turns at its end and shows at the first tick at or after that end, even
/// if the next piece is running by then (the render server draws what was committed).
/// O(blocks log blocks) to build, O(log blocks) per question.
public struct FrameGate: Sendable, Hashable {
    public let clock: RefreshClock
    public let firstFrameMs: Double
    /// The main thread's busy blocks in time order.
    public let blocks: [MainBlock]
    /// For each block, the frame a change held up by it gets: when that frame is committed and
    /// the tick that shows it. After an ordinary block, the first tick at or after its end at
    /// which main is free, committed then (a tick can fall in a later block when blocks are
    /// closer together than a refresh interval); after a block that yields, committed at its end
    /// and shown at the first tick at or after it.
    private let frameAfter: [Frame]

    /// A frame that shows a change: when it is committed and when it is on screen.
    private struct Frame: Sendable, Hashable {
        var commitMs: Double
        var displayMs: Double
    }

    init(clock: RefreshClock, firstFrameMs: Double, blocks: [MainBlock]) {
        self.clock = clock
        self.firstFrameMs = firstFrameMs
        self.blocks = blocks
        var frames = [Frame](repeating: Frame(commitMs: 0, displayMs: 0), count: blocks.count)
        for index in blocks.indices.reversed() {
            let block = blocks[index]
            let tick = clock.tick(atOrAfter: block.endMs)
            if block.yields {
                frames[index] = Frame(commitMs: block.endMs, displayMs: tick)
            } else if let later = Self.block(containing: tick, in: blocks), later > index {
                frames[index] = frames[later]
            } else {
                frames[index] = Frame(commitMs: tick, displayMs: tick)
            }
        }
        frameAfter = frames
    }

    /// The display time of the first frame that shows a change happening at `time` ms.
    public func displayMs(ofChangeAt time: Double) -> Double {
        frame(ofChangeAt: time).displayMs
    }

    /// When the frame showing a change at `time` ms is committed: its display tick, or, when a
    /// piece yielding to the run loop lets it through, the end of that piece (a refresh interval
    /// or less before it shows). From then on the change no longer waits for main.
    public func commitMs(ofChangeAt time: Double) -> Double {
        frame(ofChangeAt: time).commitMs
    }

    private func frame(ofChangeAt time: Double) -> Frame {
        guard time > firstFrameMs else { return Frame(commitMs: firstFrameMs, displayMs: firstFrameMs) }
        if let running = Self.block(containing: time, in: blocks), blocks[running].yields { return frameAfter[running] }
        let tick = clock.tick(atOrAfter: time)
        if let index = Self.block(containing: tick, in: blocks) { return frameAfter[index] }
        return Frame(commitMs: tick, displayMs: tick)
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
