import LayoutModel

/// The launch and the main thread of one screen on one device, from
/// t = 0, when the user taps the icon. A pure value: build it with `init(screen:device:)`.
///
/// - `work` on `main` runs one slice at a time in order of readiness (ties in file order), each
///   ready at the later of its `at` and the finish of everything in its `after`; `background`
///   work runs in parallel with everything.
/// - A `request` is a round trip of `duration` ms from when it is ready; its `onMain` work is
///   queued on main when the response arrives, and the request finishes (for `after` and for
///   the content it `blocks`) when that work has run, or at the response if it has none.
/// - Main-thread work split into `pieces` (a `work`'s, or `onMain`'s) runs as that many slices:
///   each piece, when it ends, queues the next behind whatever is already queued, so other main
///   work may run in between, and the run loop turns between pieces. Each piece is its own
///   block (hitches and hangs are counted per piece), and a change made during a piece shows at
///   the first tick at or after the piece's end. Before the first frame nothing changes: the
///   first frame waits until main is idle with nothing queued, so for every piece.
/// - Frames are produced on the device's refresh ticks (`RefreshClock`) when main is free. The
///   first frame is the first tick at which main is idle with nothing ready to run — work ready
///   at that very tick runs first and delays it, except work waiting for `"firstFrame"`, which
///   starts right after it. Producing a frame takes no main-thread time in this model.
/// - A change at time t (content arriving, `show`, `set`, …) appears in the first frame at or
///   after t (`displayMs(ofChangeAt:)`); content a request blocks arrives no earlier than the
///   request's finish (`contentArrivalMs(of:declaredAt:)`).
///
/// Cost: O((events + waits) log events) to build; the questions below are O(log) or O(blocks).
/// `firstFrameMs(emptying:)` replays the schedule up to the first frame.
public struct LaunchSimulation: Sendable {
    /// Apple's hang threshold: a main-thread block at least this long after the first frame.
    public static let hangThresholdMs = 250.0

    /// The device's refresh ticks.
    public let clock: RefreshClock
    /// The `after` waits resolved by name.
    public let graph: LaunchGraph
    /// The `work` and `request` events in file order, as they ran.
    public let tasks: [LaunchTask]
    /// Every run on the main thread in time order.
    public let mainSlices: [MainSlice]
    /// The main thread's blocks and the rule for when changes can be seen.
    public let gate: FrameGate
    /// Which requests hold back which nodes' content.
    public let content: LaunchContent
    /// When the primary content is on screen; nil when no node is `primary`.
    public let primaryContent: PrimaryContent?
    /// The gestures, and the changes after the first frame, that need frames (for hitches).
    public let frameDemands: [FrameDemand]
    private let input: LaunchSchedule.Input

    /// Simulates `screen`'s timeline on `device`. Times and durations that are not finite and
    /// non-negative count as 0 (the decoder rejects them; this keeps the simulation total).
    public init(screen: Screen, device: DeviceProfile) {
        clock = RefreshClock(hz: device.refreshRate)
        graph = LaunchGraph(timeline: screen.timeline)
        func sane(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        let kinds = graph.events.compactMap { LaunchTask.Kind(screen.timeline[$0].action) }
        let specs = zip(graph.events, kinds).map { index, kind -> LaunchSchedule.TaskSpec in
            let at = sane(screen.timeline[index].at)
            switch kind {
            case .work(let work):
                let main = work.thread == .main
                return .init(
                    at: at, duration: sane(work.duration), lane: main ? .main : .background, pieces: main ? max(1, work.pieces) : 1)
            case .request(let request):
                return .init(
                    at: at, duration: sane(request.duration), lane: .network, onMain: request.onMain.map(sane),
                    pieces: max(1, request.onMainPieces))
            }
        }
        input = LaunchSchedule.Input(graph: graph, tasks: specs, clock: clock)
        let schedule = LaunchSchedule(input)
        tasks = zip(graph.events, kinds).enumerated().map { task, pair in
            LaunchTask(
                kind: pair.1, eventIndex: pair.0, location: screen.timeline[pair.0].location, atMs: specs[task].at,
                readyMs: schedule.ready[task], startMs: schedule.start[task], endMs: schedule.end[task],
                finishMs: schedule.finish[task], releasedBy: schedule.releasedBy[task], responseSlice: schedule.responseSlice[task],
                mainSlices: schedule.slicesOf[task])
        }
        mainSlices = schedule.slices
        gate = FrameGate(
            clock: clock, firstFrameMs: schedule.firstFrameMs, blocks: MainBlock.merge(schedule.slices, firstFrameMs: schedule.firstFrameMs)
        )
        content = LaunchContent(tasks: tasks)
        let chains = RequestChains(tasks: tasks, graph: graph, finishOrder: schedule.finishOrder)
        primaryContent = PrimaryContent(screen: screen, content: content, gate: gate, chains: chains)
        frameDemands = FrameDemand.demands(of: screen, content: content, gate: gate)
    }

    /// When the first frame is on screen.
    public var firstFrameMs: Double { gate.firstFrameMs }

    /// The main thread's busy blocks in time order.
    public var mainBlocks: [MainBlock] { gate.blocks }

    /// The display time of the first frame that shows a change happening at `time`.
    public func displayMs(ofChangeAt time: Double) -> Double {
        gate.displayMs(ofChangeAt: time)
    }

    /// When the change `event` makes to the tree shows: the first frame at or after the change
    /// happens (`LaunchContent.changeMs(of:)`: content waits for the requests blocking its
    /// node). Nil for inputs and launch work, which keep their times. The display time of every
    /// event's change is this one function's.
    public func displayMs(of event: TimelineEvent) -> Double? {
        content.changeMs(of: event).map { gate.displayMs(ofChangeAt: $0) }
    }

    /// When content of node `id`, in the tree from `presentMs` and declared to arrive at
    /// `declaredMs` (nil: when its requests let it), shows; nil if it never arrives.
    public func displayMs(ofContentOf id: String, declaredAt declaredMs: Double?, presentMs: Double) -> Double? {
        content.arrivalMs(of: id, declaredAt: declaredMs, presentMs: presentMs).map { gate.displayMs(ofChangeAt: $0) }
    }

    /// When content of node `id` declared to arrive at `declaredMs` really arrives: not before
    /// the requests that block the node have finished.
    public func contentArrivalMs(of id: String, declaredAt declaredMs: Double) -> Double {
        content.arrivalMs(of: id, declaredAt: declaredMs)
    }

    /// The blocks that start at or after the first frame (hitches and hangs count from it on).
    public var blocksAfterFirstFrame: ArraySlice<MainBlock> {
        let blocks = gate.blocks
        let first = blocks.firstIndex { $0.startMs >= gate.firstFrameMs } ?? blocks.endIndex
        return blocks[first...]
    }

    /// The longest main-thread block after the first frame, in ms (0 when there is none).
    public var longestMainBlockMs: Double {
        blocksAfterFirstFrame.map(\.durationMs).max() ?? 0
    }

    /// The blocks after the first frame of at least `hangThresholdMs`. Each piece of split work
    /// ends its block, so 40 pieces of 8 ms are no hang.
    public var hangs: [MainBlock] {
        blocksAfterFirstFrame.filter { $0.durationMs >= Self.hangThresholdMs }
    }

    /// The main slices before the first frame that are not essential work — non-essential
    /// `work` and requests' `onMain` — and take time: what `blocking-launch-work` is about.
    /// Indices into `mainSlices`, in time order; work split into pieces is named once, by its
    /// first piece (`mainMs(ofWorkAt:)` is the time of all its pieces).
    public var launchBlockers: [Int] {
        mainSlices.indices.filter { index in
            let slice = mainSlices[index]
            return slice.piece == 0 && slice.startMs < firstFrameMs && slice.durationMs > 0
                && (slice.isResponse || !tasks[slice.task].isEssential)
        }
    }

    /// The slices of the work that slice `index` is part of: every piece of the same `work`, or
    /// of the same request's `onMain`, in time order (just `index` when it is not split).
    public func pieces(ofWorkAt index: Int) -> [Int] {
        let slice = mainSlices[index]
        guard slice.pieceCount > 1 else { return [index] }
        return tasks[slice.task].mainSlices.filter { mainSlices[$0].isResponse == slice.isResponse }
    }

    /// The main-thread time of all the pieces of the work that slice `index` is part of, in ms.
    public func mainMs(ofWorkAt index: Int) -> Double {
        pieces(ofWorkAt: index).reduce(0) { $0 + mainSlices[$1].durationMs }
    }

    /// The first frame if the main-thread work of `emptied` (task indices: their `work`, or a
    /// request's `onMain`) took no time. O((events + waits) log events).
    public func firstFrameMs(emptying emptied: Set<Int>) -> Double {
        LaunchSchedule(input, emptied: emptied, untilFirstFrame: true).firstFrameMs
    }

    /// The main slices that overlap [`from`, `to`), as a range of `mainSlices` indices.
    public func slices(overlapping from: Double, _ to: Double) -> Range<Int> {
        var low = 0, high = mainSlices.count
        while low < high {
            let middle = (low + high) / 2
            if mainSlices[middle].endMs <= from { low = middle + 1 } else { high = middle }
        }
        var upper = low
        while upper < mainSlices.count, mainSlices[upper].startMs < to { upper += 1 }
        return low..<upper
    }
}
