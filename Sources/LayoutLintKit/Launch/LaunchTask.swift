import LayoutModel

/// One `work` or `request` event as the launch simulation ran it. Times are ms from launch.
public struct LaunchTask: Sendable, Hashable {
    /// The event as written.
    public enum Kind: Sendable, Hashable {
        case work(WorkEvent)
        case request(RequestEvent)

        /// The kind of a `work` or `request` action; nil for other events.
        public init?(_ action: TimelineEvent.Action) {
            switch action {
            case .work(let work): self = .work(work)
            case .request(let request): self = .request(request)
            default: return nil
            }
        }
    }

    /// What made a task ready when it was.
    public enum Release: Sendable, Hashable {
        /// Its own `at`: nothing it waits for finished later.
        case own
        /// The finish of this task (the last of those it waits for to finish).
        case task(Int)
        /// The first frame (`"after": ["firstFrame"]`).
        case firstFrame
    }

    /// The event's work or request.
    public var kind: Kind
    /// The index of the event in the screen's timeline.
    public var eventIndex: Int
    /// Where the event's object starts.
    public var location: SourceLocation
    /// The event's `at`.
    public var atMs: Double
    /// When it could start: the later of `at` and the finish of everything in its `after`.
    public var readyMs: Double
    /// When it started: `readyMs`, except main-thread work, which waits until main is free.
    public var startMs: Double
    /// When it ended: work's last ms, a request's response arriving.
    public var endMs: Double
    /// When it finished, for `after` and `blocks`: `endMs`, or for a request with `onMain`
    /// when that main-thread work has run.
    public var finishMs: Double
    /// What made it ready at `readyMs`.
    public var releasedBy: Release
    /// For a request with `onMain`: its first slice in `LaunchSimulation.mainSlices` (the
    /// first of its pieces).
    public var responseSlice: Int?
    /// Its runs on the main thread in time order (indices into `LaunchSimulation.mainSlices`):
    /// one per piece of a main `work` or of a request's `onMain`; empty for background work and
    /// requests without `onMain`. Other work may run between two pieces.
    public var mainSlices: [Int] = []

    /// The work's or request's name.
    public var name: String {
        switch kind {
        case .work(let work): work.name
        case .request(let request): request.name
        }
    }

    /// True for `work` on the main thread (not a request's `onMain`, which is its own slice).
    public var isMainWork: Bool {
        if case .work(let work) = kind { return work.thread == .main }
        return false
    }

    /// How many pieces its main-thread run is split into: a main work's `pieces`, a request's
    /// `onMainPieces`; 1 for background work.
    public var mainPieces: Int {
        switch kind {
        case .work(let work): work.thread == .main ? max(1, work.pieces) : 1
        case .request(let request): max(1, request.onMainPieces)
        }
    }

    /// True for work marked `essential`: the first frame legitimately waits for it.
    public var isEssential: Bool {
        if case .work(let work) = kind { return work.essential }
        return false
    }

    /// The request, when this is one.
    public var request: RequestEvent? {
        if case .request(let request) = kind { return request }
        return nil
    }
}

/// One uninterrupted run on the main thread: a main `work`, or a request's `onMain` work, or
/// one piece of either when it is split into `pieces`.
public struct MainSlice: Sendable, Hashable {
    /// The task (index into `LaunchSimulation.tasks`).
    public var task: Int
    /// True for a request's response work (`onMain`), false for a `work` event.
    public var isResponse: Bool
    /// When it was queued on main: for a piece after the first, when the piece before it ended.
    public var readyMs: Double
    /// When main took it.
    public var startMs: Double
    /// When it ended.
    public var endMs: Double
    /// Which piece of its work this is, from 0.
    public var piece = 0
    /// How many pieces its work is split into (1: not split).
    public var pieceCount = 1

    /// How long it ran, in ms.
    public var durationMs: Double { endMs - startMs }
    /// How long it waited in the main queue for earlier work.
    public var queuedMs: Double { startMs - readyMs }
    /// True when another piece of its work follows: it returns to the run loop, which turns
    /// (and commits a frame) before main runs anything else, even if main is busy right after.
    public var yields: Bool { piece + 1 < pieceCount }
}

/// A contiguous busy period of the main thread: slices back to back, during which no frame can
/// be produced. A block never spans the first frame: work that waits for it starts a new block.
/// A piece that yields ends its block: the run loop turns between it and whatever runs next.
public struct MainBlock: Sendable, Hashable {
    /// When its first slice started.
    public var startMs: Double
    /// When its last slice ended: main is free from then on, or, when it `yields`, the run
    /// loop turns then even if the next piece starts at once.
    public var endMs: Double
    /// Its slices (indices into `LaunchSimulation.mainSlices`).
    public var slices: Range<Int>
    /// True when it ends with a piece that yields to the run loop: a change made before its end
    /// is committed at its end, whether or not main is busy at the next refresh tick.
    public var yields = false

    /// How long main was busy, in ms.
    public var durationMs: Double { endMs - startMs }

    /// Merges time-ordered `slices` into blocks; empty slices block nothing and are skipped
    /// (an empty piece still turns the run loop). A slice joins the block before it when it
    /// starts as that block ends, after the first frame's tick or before it, and no piece
    /// yielded in between.
    static func merge(_ slices: [MainSlice], firstFrameMs: Double) -> [MainBlock] {
        var blocks: [MainBlock] = []
        var turned = false
        for (index, slice) in slices.enumerated() {
            guard slice.endMs > slice.startMs else {
                if slice.yields {
                    turned = true
                    if let last = blocks.last, last.endMs == slice.startMs { blocks[blocks.count - 1].yields = true }
                }
                continue
            }
            if var last = blocks.last, last.endMs == slice.startMs, slice.startMs != firstFrameMs, !turned {
                last.endMs = slice.endMs
                last.slices = last.slices.lowerBound..<(index + 1)
                last.yields = slice.yields
                blocks[blocks.count - 1] = last
            } else {
                blocks.append(MainBlock(startMs: slice.startMs, endMs: slice.endMs, slices: index..<(index + 1), yields: slice.yields))
            }
            turned = slice.yields
        }
        return blocks
    }
}
