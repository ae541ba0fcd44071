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
    /// For a request with `onMain`: its slice in `LaunchSimulation.mainSlices`.
    public var responseSlice: Int?

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

/// One uninterrupted run on the main thread: a main `work`, or a request's `onMain` work.
public struct MainSlice: Sendable, Hashable {
    /// The task (index into `LaunchSimulation.tasks`).
    public var task: Int
    /// True for a request's response work (`onMain`), false for a `work` event.
    public var isResponse: Bool
    /// When it was queued on main.
    public var readyMs: Double
    /// When main took it.
    public var startMs: Double
    /// When it ended.
    public var endMs: Double

    /// How long it ran, in ms.
    public var durationMs: Double { endMs - startMs }
    /// How long it waited in the main queue for earlier work.
    public var queuedMs: Double { startMs - readyMs }
}

/// A contiguous busy period of the main thread: slices back to back, during which no frame can
/// be produced. A block never spans the first frame: work that waits for it starts a new block.
public struct MainBlock: Sendable, Hashable {
    /// When its first slice started.
    public var startMs: Double
    /// When its last slice ended: main is free from then on.
    public var endMs: Double
    /// Its slices (indices into `LaunchSimulation.mainSlices`).
    public var slices: Range<Int>

    /// How long main was busy, in ms.
    public var durationMs: Double { endMs - startMs }

    /// Merges time-ordered `slices` into blocks; empty slices block nothing and are skipped.
    static func merge(_ slices: [MainSlice], firstFrameMs: Double) -> [MainBlock] {
        var blocks: [MainBlock] = []
        for (index, slice) in slices.enumerated() where slice.endMs > slice.startMs {
            if var last = blocks.last, last.endMs == slice.startMs, slice.startMs != firstFrameMs {
                last.endMs = slice.endMs
                last.slices = last.slices.lowerBound..<(index + 1)
                blocks[blocks.count - 1] = last
            } else {
                blocks.append(MainBlock(startMs: slice.startMs, endMs: slice.endMs, slices: index..<(index + 1)))
            }
        }
        return blocks
    }
}
