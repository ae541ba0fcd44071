import LayoutModel

/// Replays a screen's timeline on one device: lays out a frame at t = 0 and at every distinct
/// event time, and scores the shift between consecutive frames.
///
/// A pure function of (screen, device, options). `work` and `request` events do not change
/// layout and are not simulated here; `tap` marks later shifts as expected; `gesture` is an
/// input only. Events up to the first frame (t = 0 unless given; content with `at` up to it
/// included) are part of it: nothing was on screen before it, so they cannot shift anything.
/// `ReplayTimes` gives the screen its display times before it is replayed.
///
/// Incremental: one tree is changed in place by the events. With a layouter that
/// offers a `LayoutSession`, a frame lays out again only what changed, updates the states of
/// the nodes whose frame or inherited display, opacity or clip changed, scores the shift over
/// those nodes and stores only them (`TimelineFrames`), the runs of nodes that only moved
/// together as one move each. A subtree the session reports as moved by whole points
/// (`SubtreeMove`) is moved as a whole where nothing it inherits changed: its nodes' frames
/// and visible parts in one tight loop, stored as moves straight away. Time per frame:
/// O(changed nodes) plus a few operations per moved node, plus the layout of the dirty paths
/// and their children; memory O(nodes + stored records), a record per node whose state
/// changed other than by moving and per moved run. A frame after an insertion or removal is
/// laid out whole (O(nodes)), as is every frame of the closure form.
public enum TimelineSimulator {
    /// The number of frames `simulate` makes for `screen`: one at t = 0 and one per later
    /// distinct time of an event or a content arrival. O(nodes + events), nothing laid out.
    public static func frameCount(of screen: Screen) -> Int {
        Replay.frameTimes(of: screen).count
    }

    /// Simulates with a caller-supplied layout function returning absolute frames indexed like
    /// the tree's nodes (fixed rectangles in tests). Every frame is laid out and compared whole.
    /// The first frame is at `firstFrameMs`: everything up to it is part of it (`ReplayTimes`
    /// puts the changes of a launch at their display times).
    public static func simulate<Failure: Error>(
        screen: Screen, device: DeviceProfile, options: AnalysisOptions, firstFrameMs: Double = 0,
        layout: (NodeTree, DeviceProfile) throws(Failure) -> [Rect]
    ) throws(Failure) -> Timeline {
        var replay = Replay(screen: screen)
        for time in replay.times where time <= firstFrameMs { replay.applyAll(at: time) }
        replay.tree.compact()
        _ = replay.tree.takeRestyled()
        var run = Run(screen: screen, device: device, options: options, firstFrameMs: firstFrameMs)
        run.start(at: firstFrameMs, tree: replay.tree.current, absoluteFrames: try layout(replay.tree.current, device))
        for time in replay.times where time > firstFrameMs {
            let pending = replay.applyAll(at: time)
            // Inputs, work and requests change nothing: the previous layout stands.
            guard !pending.changes.isEmpty else {
                run.unchanged(at: time, pending)
                continue
            }
            let changedShape = replay.tree.changedShape
            replay.tree.compact()
            _ = replay.tree.takeRestyled()
            let tree = replay.tree.current
            run.whole(at: time, pending, tree: tree, absoluteFrames: try layout(tree, device), changedShape: changedShape)
        }
        return run.finish(contentArrivals: replay.arrivedAt)
    }

    /// Simulates with `layouter`, incrementally when it offers a session, and keeps the
    /// layouts `recorder` asks for. The first frame is at `firstFrameMs`.
    public static func simulate(
        screen: Screen, device: DeviceProfile, options: AnalysisOptions, firstFrameMs: Double = 0, layouter: any Layouter,
        recorder: inout LayoutRecorder
    ) throws(LayoutError) -> Timeline {
        var meter = WorkMeter.unlimited
        do {
            return try simulate(
                screen: screen, device: device, options: options, firstFrameMs: firstFrameMs, layouter: layouter, recorder: &recorder,
                meter: &meter)
        } catch {
            switch error {
            case .layout(let error): throw error
            // An unlimited meter is never over.
            case .overBudget: return Timeline(frames: TimelineFrames(scale: device.scale), steps: [], cls: 0, contentArrivals: [:])
            }
        }
    }

    /// Why a replay stopped.
    public enum Failure: Error, Sendable {
        /// A frame could not be laid out.
        case layout(LayoutError)
        /// `meter` passed its limits after `framesDone` of the `frames` frames.
        case overBudget(framesDone: Int, frames: Int)
    }

    /// Simulates with `layouter` as above, charging `meter` each frame after the first the node
    /// states it changed (every node, for a frame laid out whole); stops as soon as the meter is
    /// over, so a replay too long for the budget ends once the budget is spent.
    public static func simulate(
        screen: Screen, device: DeviceProfile, options: AnalysisOptions, firstFrameMs: Double = 0, layouter: any Layouter,
        recorder: inout LayoutRecorder, meter: inout WorkMeter
    ) throws(Failure) -> Timeline {
        func laidOut<T>(_ body: () throws(LayoutError) -> T) throws(Failure) -> T {
            do { return try body() } catch { throw .layout(error) }
        }
        var replay = Replay(screen: screen)
        for time in replay.times where time <= firstFrameMs { replay.applyAll(at: time) }
        replay.tree.compact()
        _ = replay.tree.takeRestyled()
        var run = Run(screen: screen, device: device, options: options, firstFrameMs: firstFrameMs)
        var session = try laidOut { () throws(LayoutError) in try layouter.session(for: replay.tree.current, on: device) }
        var last = try laidOut { () throws(LayoutError) in try wholeLayout(replay.tree.current, device, layouter, &session) }
        recorder.record { TreeLayout(tree: replay.tree.current, layout: last) }
        run.start(at: firstFrameMs, tree: replay.tree.current, absoluteFrames: last.absoluteFrames)
        let later = replay.times.filter { $0 > firstFrameMs }
        for (done, time) in later.enumerated() {
            let pending = replay.applyAll(at: time)
            guard !pending.changes.isEmpty else {
                run.unchanged(at: time, pending)
                continue
            }
            let changedShape = replay.tree.changedShape
            replay.tree.compact()
            let restyled = replay.tree.takeRestyled()
            let tree = replay.tree.current
            let charged: Bool
            if !changedShape, let live = session, restyled.allSatisfy({ live.update(tree.nodes[$0], at: $0) }) {
                let laid = try laidOut { () throws(LayoutError) in try live.layoutMoves() }
                let stored = run.frames.storedCount
                let changed = run.incremental(
                    at: time, pending, tree: tree, changed: laid.changed + restyled, moved: laid.moved, restyled: restyled,
                    frame: live.absoluteFrame(of:))
                if recorder.keepsAll { last = live.result() }
                charged = meter.chargeChanged(changed, stored: run.frames.storedCount - stored)
            } else {
                // A new shape, or a change the session cannot follow: start over with this tree.
                session = try laidOut { () throws(LayoutError) in try layouter.session(for: tree, on: device) }
                last = try laidOut { () throws(LayoutError) in try wholeLayout(tree, device, layouter, &session) }
                let stored = run.frames.storedCount
                run.whole(at: time, pending, tree: tree, absoluteFrames: last.absoluteFrames, changedShape: changedShape)
                charged = meter.chargeWholeFrame(nodes: tree.nodes.count, stored: run.frames.storedCount - stored)
            }
            recorder.record { TreeLayout(tree: tree, layout: last) }
            guard charged else { throw .overBudget(framesDone: done + 2, frames: later.count + 1) }
        }
        recorder.finish { TreeLayout(tree: replay.tree.current, layout: session?.result() ?? last) }
        return run.finish(contentArrivals: replay.arrivedAt)
    }

    /// The whole layout of `tree`: the session's first layout, or the layouter's.
    private static func wholeLayout(
        _ tree: NodeTree, _ device: DeviceProfile, _ layouter: any Layouter, _ session: inout LayoutSession?
    ) throws(LayoutError) -> LayoutResult {
        guard let session else { return try layouter.layout(tree, on: device) }
        _ = try session.layout()
        return session.result()
    }
}

/// The frames being built: the current frame's states, changed in place frame after frame.
private struct Run {
    let bounds: Rect
    let scale: Double
    let threshold: Double
    /// Times of `tap` events.
    let taps: [Double]
    /// The current frame.
    var live = FrameSnapshot(atMs: 0, nodes: [])
    /// Per position: the tree index of the node; the children's positions (CSR); the end of
    /// its subtree's positions (document order keeps a subtree together).
    var treeIndex: [Int] = []
    var childStart: [Int] = []
    var childPositions: [Int] = []
    var subtreeEnd: [Int] = []
    /// Per position: how many positions before it hold a node that clips its children (a
    /// moved subtree with one inside is decided node by node).
    var clippersBefore: [Int] = []
    /// Per tree index: the node's position (-1 when not in the tree).
    var position: [Int] = []
    /// Per position: the node's own display, opacity, clipping and content offset
    /// (`Visibility.Own` but the frame), read here rather than from the tree, where reading a
    /// node copies all of it.
    var ownStyle: [Visibility.Own] = []
    /// The positions of the scroll views with a `scroll` script, with their nodes.
    var scrollers: [(position: Int, node: Node)] = []
    let scrolls: ScrollViews
    var frames: TimelineFrames
    var steps: [TimelineStep] = []

    init(screen: Screen, device: DeviceProfile, options: AnalysisOptions, firstFrameMs: Double) {
        bounds = device.bounds
        scale = device.scale
        threshold = options.shiftThreshold
        scrolls = ScrollViews(firstFrameMs: firstFrameMs, refreshRate: device.refreshRate, scale: device.scale)
        taps = screen.timeline.compactMap { event -> Double? in
            if case .tap = event.action { return event.at }
            return nil
        }
        frames = TimelineFrames(scale: device.scale)
    }

    /// The first frame.
    mutating func start(at time: Double, tree: NodeTree, absoluteFrames: [Rect]) {
        live = wholeFrame(at: time, tree: tree, absoluteFrames: absoluteFrames)
        frames.append(whole: live)
    }

    /// The states of every node of `tree`, and the positions that go with them.
    private mutating func wholeFrame(at time: Double, tree: NodeTree, absoluteFrames: [Rect]) -> FrameSnapshot {
        let offsets = scrolls.offsets(in: tree, frames: absoluteFrames, atMs: time)
        let built = FrameSnapshot.states(of: tree, absoluteFrames: absoluteFrames, screen: bounds, scale: scale, contentOffsets: offsets)
        treeIndex = built.order
        position = built.position
        ownStyle = built.order.map { Visibility.Own(tree.nodes[$0], frame: .zero, contentOffset: offsets[$0] ?? 0) }
        scrollers = built.order.filter { ScrollViews.isScripted(tree.nodes[$0]) }.map { (built.position[$0], tree.nodes[$0]) }
        childStart = [0]
        childPositions = []
        for index in built.order {
            for child in tree.nodes[index].children where position[child] >= 0 { childPositions.append(position[child]) }
            childStart.append(childPositions.count)
        }
        subtreeEnd = Array(repeating: 0, count: built.order.count)
        for at in built.order.indices.reversed() {
            subtreeEnd[at] = childStart[at + 1] > childStart[at] ? max(at + 1, subtreeEnd[childPositions[childStart[at + 1] - 1]]) : at + 1
        }
        countClippers()
        return FrameSnapshot(atMs: time, nodes: built.states, scale: scale)
    }

    /// Sets `clippersBefore` from `ownStyle`. O(nodes).
    private mutating func countClippers() {
        var count = 0
        clippersBefore = ownStyle.indices.map { at in
            defer { if ownStyle[at].clips && childStart[at + 1] > childStart[at] { count += 1 } }
            return count
        }
        clippersBefore.append(count)
    }

    /// A frame in which nothing changed layout: only the scroll views may have scrolled, which
    /// moves nothing (`rescroll`).
    mutating func unchanged(at time: Double, _ pending: Pending) {
        let wanted = offsets(at: time) { live.nodes[$0].frame }
        let scrolled = rescroll(to: wanted)
        live.atMs = time
        let step = TimelineStep(atMs: time, changes: [], taps: pending.taps)
        steps.append(step)
        let current = live.nodes
        frames.append(
            atMs: time, layoutIndex: live.layoutIndex,
            changes: scrolled.lazy.map { (position: $0.position, before: $0.before, after: current[$0.position]) }, current: current)
    }

    /// The content offset of each scripted scroll view at `time` (by position), with the frames
    /// `frame` gives by position.
    private func offsets(at time: Double, frame: (Int) -> Rect) -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        for (at, node) in scrollers {
            let children = childPositions[childStart[at]..<childStart[at + 1]].map(frame)
            offsets[at] = scrolls.offset(of: node, frame: frame(at), children: children, atMs: time)
        }
        return offsets
    }

    /// Scrolls the scroll views at the positions of `offsets` to those offsets in the current
    /// frame, its layout unchanged: what shows of their content is decided again
    /// (`FrameVisibility.update`). Scrolling is not a shift, so this is what a shift is scored
    /// against: the frame before the change, scrolled as the user sees it when the change
    /// comes. Returns the positions whose state changed, ascending, with their states before.
    /// O(scroll views + the nodes inside those that scrolled).
    private mutating func rescroll(to offsets: [Int: Double]) -> [(position: Int, before: NodeState)] {
        var starts: [Int] = []
        for (at, offset) in offsets where ownStyle[at].contentOffset != offset {
            ownStyle[at].contentOffset = offset
            starts.append(at)
        }
        guard !starts.isEmpty else { return [] }
        var changed: [(position: Int, before: NodeState)] = []
        var nodes: [NodeState] = []
        swap(&nodes, &live.nodes)
        let (childStart, childPositions, ownStyle) = (self.childStart, self.childPositions, self.ownStyle)
        FrameVisibility.update(
            starts, screen: bounds, parent: { nodes[$0].parent }, children: { childPositions[childStart[$0]..<childStart[$0 + 1]] },
            own: { at in
                var own = ownStyle[at]
                own.frame = nodes[at].frame
                return own
            },
            current: { nodes[$0].visibility },
            set: { at, own, visibility in
                let old = nodes[at]
                var state = old
                state.visibility = visibility
                state.contentOffset = own.contentOffset
                guard state != old else { return }
                changed.append((at, old))
                nodes[at] = state
            })
        swap(&nodes, &live.nodes)
        return changed
    }

    /// A frame laid out whole, compared whole with the previous one (scrolled as this frame is).
    mutating func whole(at time: Double, _ pending: Pending, tree: NodeTree, absoluteFrames: [Rect], changedShape: Bool) {
        let original = live
        // The scroll views of the previous frame scrolled to where this frame has them, by id.
        let offsetsByID = scrolls.offsets(in: tree, frames: absoluteFrames, atMs: time)
        var wanted: [Int: Double] = [:]
        for (at, node) in scrollers {
            wanted[at] = tree.index(of: node.id).map { offsetsByID[$0] ?? 0 } ?? ownStyle[at].contentOffset
        }
        _ = rescroll(to: wanted)
        let previous = live
        var current = wholeFrame(at: time, tree: tree, absoluteFrames: absoluteFrames)
        current.layoutIndex = previous.layoutIndex + 1
        let changes = pending.changes.map {
            $0.resolved(before: { original[$0] }, after: { current[$0] }, scrolled: current.scrolledAncestor(of:))
        }
        let score = ShiftScoring.score(
            from: previous, to: current, screenWidth: bounds.width, screenHeight: bounds.height, threshold: threshold)
        if changedShape || original.nodes.count != current.nodes.count {
            frames.append(whole: current)
        } else {
            let differences = current.nodes.indices.lazy.filter { current.nodes[$0] != original.nodes[$0] }
            frames.append(
                atMs: time, layoutIndex: current.layoutIndex,
                changes: differences.map { (position: $0, before: original.nodes[$0], after: current.nodes[$0]) }, current: current.nodes)
        }
        live = current
        record(at: time, changes: changes, taps: pending.taps, score: score)
    }

    /// A frame in which the nodes at tree indices `changed` (laid out anew, restyled; any
    /// order, repeats allowed) may have changed, and the descendants of each of `moved`'s
    /// roots moved by its offset (see `SubtreeMove`): the states of `changed` are recomputed,
    /// and their descendants' where display, opacity or clip pass down differently
    /// (`FrameVisibility.update`); a moved subtree whose clip, display, opacity and scrolling
    /// stay as they were (no clipping node inside it, nothing in it restyled, scrolled or
    /// changed by an event, nothing above it passing down anything new) is moved as a whole
    /// (`moveSubtree`), else decided node by node too. Returns how many node states changed.
    @discardableResult
    mutating func incremental(
        at time: Double, _ pending: Pending, tree: NodeTree, changed: [Int], moved: [SubtreeMove] = [], restyled: [Int],
        frame: (Int) -> Rect
    ) -> Int {
        var starts = changed.compactMap { index in index < position.count && position[index] >= 0 ? position[index] : nil }
        var clippingChanged = false
        for index in restyled where index < position.count && position[index] >= 0 {
            let offset = ownStyle[position[index]].contentOffset
            let clipped = ownStyle[position[index]].clips
            ownStyle[position[index]] = Visibility.Own(tree.nodes[index], frame: .zero, contentOffset: offset)
            clippingChanged = clippingChanged || clipped != ownStyle[position[index]].clips
            // A scroll view restyled to scroll no more goes back to the top (`ScrollViews.offset`).
            if let scroller = scrollers.firstIndex(where: { $0.position == position[index] }) {
                scrollers[scroller].node = tree.nodes[index]
            }
        }
        if clippingChanged { countClippers() }
        // Scrolled first, on the previous layout: the shift is scored against that.
        let (order, grid) = (treeIndex, scale)
        let scrolled = rescroll(to: offsets(at: time) { FrameSnapshot.snap(frame(order[$0]), scale: grid) })
        // The moved subtrees as runs of positions, ascending; those that must be decided node by
        // node join the starts.
        var (runs, decided) = movedRuns(
            moved,
            except: restyled.map { $0 < position.count ? position[$0] : -1 } + scrolled.map(\.position)
                + pending.changes.compactMap { live.indexByID[$0.id] } + starts)
        starts += decided
        var tainted = [Bool](repeating: false, count: runs.count)
        // Positions whose state changed, ascending, with their states before.
        var differences: [Int] = []
        var before: [NodeState] = []
        // The states are changed through a local array so that the closures below can share it.
        var nodes: [NodeState] = []
        swap(&nodes, &live.nodes)
        let (treeIndex, childStart, childPositions, scale, ownStyle) = (
            self.treeIndex, self.childStart, self.childPositions, self.scale, self.ownStyle
        )
        func decide(_ starts: [Int]) {
            FrameVisibility.update(
                starts, screen: bounds, parent: { nodes[$0].parent }, children: { childPositions[childStart[$0]..<childStart[$0 + 1]] },
                own: { at in
                    var own = ownStyle[at]
                    own.frame = FrameSnapshot.snap(frame(treeIndex[at]), scale: scale)
                    return own
                },
                current: { nodes[$0].visibility },
                set: { at, own, visibility in
                    // A moved subtree reached from above is decided node by node after all.
                    if !runs.isEmpty, let run = Self.run(containing: at, in: runs) { tainted[run] = true }
                    // Only the frame, what shows and the content offset change here: compared and
                    // written in place, without copying the whole state of a node that did not change.
                    guard
                        nodes[at].frame != own.frame || nodes[at].visibility != visibility
                            || nodes[at].contentOffset != own.contentOffset
                    else { return }
                    differences.append(at)
                    before.append(nodes[at])
                    nodes[at].frame = own.frame
                    nodes[at].visibility = visibility
                    nodes[at].contentOffset = own.contentOffset
                })
        }
        decide(starts)
        if tainted.contains(true) {
            // Their nodes decided again, after the first pass: each from its parent's final state.
            let firstDifferences = differences, firstBefore = before
            (differences, before) = ([], [])
            decide(runs.indices.filter { tainted[$0] }.flatMap { runs[$0].start..<runs[$0].end })
            (differences, before) = Self.merged((firstDifferences, firstBefore), (differences, before))
            runs = runs.indices.filter { !tainted[$0] }.map { runs[$0] }
        }
        // The moved subtrees: each node's frame and what shows of it, in place.
        var movedCandidates: [(position: Int, before: NodeState)] = []
        var movedRecords: [TimelineFrames.Record] = []
        var movedCount = 0
        for run in runs {
            movedCount += run.end - run.start
            Self.moveSubtree(run, nodes: &nodes, scale: scale, candidates: &movedCandidates, records: &movedRecords)
        }
        swap(&nodes, &live.nodes)
        live.atMs = time
        live.layoutIndex += 1
        let current = live
        func previous(_ id: String) -> NodeState? {
            guard let at = current.indexByID[id] else { return nil }
            var low = 0, high = differences.count
            while low < high {
                let middle = (low + high) / 2
                if differences[middle] < at { low = middle + 1 } else { high = middle }
            }
            return low < differences.count && differences[low] == at ? before[low] : current.nodes[at]
        }
        let changes = pending.changes.map {
            $0.resolved(before: previous, after: { current[$0] }, scrolled: current.scrolledAncestor(of:))
        }
        let changedCandidates = differences.indices.lazy.map { (position: differences[$0], before: before[$0]) }
        let candidates = Self.merged(Array(changedCandidates), movedCandidates).lazy.map {
            ($0.position, $0.before, current.nodes[$0.position])
        }
        // The shape is unchanged, so a child's position is the same in both frames; a child
        // not among the differences was displayed before as it is now.
        func previousState(at position: Int) -> NodeState {
            var low = 0, high = differences.count
            while low < high {
                let middle = (low + high) / 2
                if differences[middle] < position { low = middle + 1 } else { high = middle }
            }
            return low < differences.count && differences[low] == position ? before[low] : current.nodes[position]
        }
        let score = ShiftScoring.score(
            candidates, scale: scale, screenWidth: bounds.width, screenHeight: bounds.height, threshold: threshold,
            displayedChild: { position in
                let children = childPositions[childStart[position]..<childStart[position + 1]]
                return children.contains { current.nodes[$0].visibility.isDisplayed }
                    && children.contains { previousState(at: $0).visibility.isDisplayed }
            })
        // Stored against the previous frame as it was: before scrolling, where it scrolled.
        let stored = Self.merged(scrolled, differences.indices.map { (differences[$0], before[$0]) })
        let states = stored.lazy.filter { $0.before != current.nodes[$0.position] }.map {
            TimelineFrames.Record.state(position: $0.position, before: $0.before, after: current.nodes[$0.position])
        }
        frames.append(atMs: time, layoutIndex: live.layoutIndex, records: Self.merged(Array(states), movedRecords), current: current.nodes)
        record(at: time, changes: changes, taps: pending.taps, score: score)
        return stored.count + movedCount
    }

    /// A moved subtree's descendants: positions `start..<end` moved by (`dx`, `dy`) points.
    struct MovedRun {
        var start: Int
        var end: Int
        var dx: Double
        var dy: Double
    }

    /// The moved subtrees of `moved` as runs of positions, ascending, but those holding a node
    /// that clips its children, or one of the positions `except`: their positions are
    /// returned apart, to be decided node by node.
    private func movedRuns(_ moved: [SubtreeMove], except: [Int]) -> (runs: [MovedRun], decided: [Int]) {
        guard !moved.isEmpty else { return ([], []) }
        var runs = moved.compactMap { move -> MovedRun? in
            guard move.root >= 0, move.root < position.count, position[move.root] >= 0 else { return nil }
            let root = position[move.root]
            return MovedRun(start: move.withRoot ? root : root + 1, end: subtreeEnd[root], dx: move.dx, dy: move.dy)
        }
        runs.sort { $0.start < $1.start }
        var excluded = [Bool](repeating: false, count: runs.count)
        for at in except where at >= 0 {
            if let run = Self.run(containing: at, in: runs) { excluded[run] = true }
        }
        var kept: [MovedRun] = []
        var decided: [Int] = []
        for (index, run) in runs.enumerated() {
            if excluded[index] || clippersBefore[run.end] != clippersBefore[run.start] {
                decided += run.start..<run.end
            } else if let last = kept.last, last.end == run.start, last.dx == run.dx, last.dy == run.dy {
                // Moved siblings one after the other are one run.
                kept[kept.count - 1].end = run.end
            } else {
                kept.append(run)
            }
        }
        return (kept, decided)
    }

    /// The index of the run of `runs` (ascending, disjoint) holding `position`, if any. O(log runs).
    private static func run(containing position: Int, in runs: [MovedRun]) -> Int? {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].end <= position { low = middle + 1 } else { high = middle }
        }
        return low < runs.count && runs[low].start <= position ? low : nil
    }

    /// Moves the nodes of `run` in `nodes` by its offset, as deciding them one by one would:
    /// each frame is the moved layout snapped to the grid (the session moves origins that are
    /// whole points by whole points, which the grid keeps as they are), and what shows of it
    /// is decided again at that frame under the clip, display, opacity and scrolling it had
    /// (`incremental` checked that nothing passes down anything new). Appends the nodes that
    /// may count in the shift (visible, something of them on screen before or after) to
    /// `candidates` with their states before, and the run to `records` as moves, a node whose
    /// visible part does not move with it (`TimelineFrames.moved`) as a changed state, as
    /// `TimelineFrames` would find them. O(nodes of the run).
    private static func moveSubtree(
        _ run: MovedRun, nodes: inout [NodeState], scale: Double, candidates: inout [(position: Int, before: NodeState)],
        records: inout [TimelineFrames.Record]
    ) {
        let dx = Int32((run.dx * scale).rounded()), dy = Int32((run.dy * scale).rounded())
        var open = run.start
        for at in run.start..<run.end {
            let old = nodes[at].frame, oldVisibility = nodes[at].visibility
            let frame = Rect(
                x: run.dx == 0 ? old.x : FrameSnapshot.snap(old.x + run.dx, scale: scale),
                y: run.dy == 0 ? old.y : FrameSnapshot.snap(old.y + run.dy, scale: scale), width: old.width, height: old.height)
            let visibility = oldVisibility.at(frame)
            if nodes[at].isVisible && (oldVisibility.visible != nil || visibility.visible != nil) {
                candidates.append((at, nodes[at]))
            }
            let movesWithIt =
                oldVisibility.visible == oldVisibility.onScreen(old)
                ? visibility.visible == visibility.onScreen(frame) : visibility.visible == oldVisibility.visible
            nodes[at].frame = frame
            nodes[at].visibility = visibility
            guard !movesWithIt else { continue }
            if open < at { records.append(.moved(start: open, end: at, dx: dx, dy: dy)) }
            records.append(.changed(position: at, after: nodes[at]))
            open = at + 1
        }
        if open < run.end { records.append(.moved(start: open, end: run.end, dx: dx, dy: dy)) }
    }

    /// Two ascending lists of records merged in ascending position (no position in both). O(first + second).
    private static func merged(_ first: [TimelineFrames.Record], _ second: [TimelineFrames.Record]) -> [TimelineFrames.Record] {
        merged(first, second, position: \.position)
    }

    /// Two ascending lists of positions with their states before, merged (no position in both).
    private static func merged(
        _ first: (positions: [Int], before: [NodeState]), _ second: (positions: [Int], before: [NodeState])
    ) -> ([Int], [NodeState]) {
        let pairs = merged(
            first.positions.indices.map { (first.positions[$0], first.before[$0]) },
            second.positions.indices.map { (second.positions[$0], second.before[$0]) })
        return (pairs.map(\.position), pairs.map(\.before))
    }

    /// Two ascending lists of (position, state before) merged in ascending position; where both
    /// have a position, the first list's state (the earlier one) is kept. O(first + second).
    private static func merged(
        _ first: [(position: Int, before: NodeState)], _ second: [(position: Int, before: NodeState)]
    ) -> [(position: Int, before: NodeState)] {
        merged(first, second, position: \.position)
    }

    /// Two lists ascending by `position` merged in ascending order; where both have a position,
    /// the first list's element is kept and the second's left out. O(first + second).
    private static func merged<Element>(_ first: [Element], _ second: [Element], position: (Element) -> Int) -> [Element] {
        guard !first.isEmpty else { return second }
        guard !second.isEmpty else { return first }
        var result: [Element] = []
        result.reserveCapacity(first.count + second.count)
        var i = 0, j = 0
        while i < first.count || j < second.count {
            if j == second.count || (i < first.count && position(first[i]) <= position(second[j])) {
                if j < second.count, position(first[i]) == position(second[j]) { j += 1 }
                result.append(first[i])
                i += 1
            } else {
                result.append(second[j])
                j += 1
            }
        }
        return result
    }

    private mutating func record(at time: Double, changes: [NodeChange], taps stepTaps: [String], score: ShiftScore?) {
        var step = TimelineStep(atMs: time, changes: changes, taps: stepTaps)
        if let score {
            let expected = taps.contains { time - $0 >= 0 && time - $0 < 500 }
            let culprit = changes.enumerated().max { ($0.element.magnitude, -$0.offset) < ($1.element.magnitude, -$1.offset) }?.element
            step.shift = LayoutShift(atMs: time, score: score, expected: expected, cause: ShiftCause.describe(step), culprit: culprit)
        }
        steps.append(step)
    }

    func finish(contentArrivals: [String: Double]) -> Timeline {
        let scored = steps.compactMap(\.shift).filter { !$0.expected }.map { (atMs: $0.atMs, score: $0.score.score) }
        return Timeline(
            frames: frames, steps: steps, cls: ShiftScoring.cumulativeLayoutShift(scored), contentArrivals: contentArrivals)
    }
}

/// What applying one time's events gave: the node changes and the taps.
private struct Pending {
    var changes: [PendingChange]
    var taps: [String]
}

/// A change recorded while applying events, before the new frame is laid out.
private struct PendingChange {
    var kind: NodeChange.Kind
    var id: String
    var location: SourceLocation
    var contentWidth: SizeValue?
    var contentHeight: SizeValue?
    var reservedWidth = false
    var reservedHeight = false

    func resolved(
        before previous: (String) -> NodeState?, after current: (String) -> NodeState?,
        scrolled: (String) -> (id: String, offset: Double)?
    ) -> NodeChange {
        let before = previous(id).flatMap { $0.visibility.isDisplayed ? $0.frame : nil }
        let after = current(id).flatMap { $0.visibility.isDisplayed ? $0.frame : nil }
        var change = NodeChange(
            kind: kind, id: id, location: location, before: before, after: after, contentWidth: contentWidth,
            contentHeight: contentHeight, reservedWidth: reservedWidth, reservedHeight: reservedHeight)
        if let (scrollView, offset) = scrolled(id) { (change.scrollView, change.scrollOffset) = (scrollView, offset) }
        return change
    }
}

/// The mutable state of a replay: the tree, the events in time order and content still to arrive.
private struct Replay {
    var tree: MutableTree
    /// Events sorted by time, file order kept within a time.
    let events: [TimelineEvent]
    var nextEvent = 0
    /// Content arrivals by time: node ids in document order (inserted nodes join when inserted).
    var arrivals: [Double: [String]] = [:]
    /// When each node's content arrived (a frame time), by node id, as it arrives.
    var arrivedAt: [String: Double] = [:]
    /// Every distinct time at which something happens, ascending, starting at 0.
    let times: [Double]

    init(screen: Screen) {
        tree = MutableTree(screen.tree)
        events = screen.timeline.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        for index in screen.tree.preorder() {
            if let at = screen.tree.nodes[index].content?.at {
                arrivals[at, default: []].append(screen.tree.nodes[index].id)
            }
        }
        times = Self.frameTimes(of: screen)
    }

    /// Every distinct time at which something happens, ascending, starting at 0: a frame of the
    /// timeline each (content arrivals of the tree and of inserted nodes, and event times).
    static func frameTimes(of screen: Screen) -> [Double] {
        var times: Set<Double> = [0]
        for index in screen.tree.preorder() {
            if let at = screen.tree.nodes[index].content?.at { times.insert(at) }
        }
        for event in screen.timeline {
            times.insert(event.at)
            if case .insert(let subtree, _, _) = event.action {
                for node in subtree.nodes { if let at = node.content?.at, at > event.at { times.insert(at) } }
            }
        }
        return times.sorted()
    }

    /// Applies the content arrivals and then the events of time `time`.
    @discardableResult
    mutating func applyAll(at time: Double) -> Pending {
        var changes: [PendingChange] = []
        var taps: [String] = []
        for id in arrivals.removeValue(forKey: time) ?? [] {
            guard let index = tree.index(of: id), let content = tree[index].content else { continue }
            arrivedAt[id] = time
            if let change = arrive(index: index, width: content.width, height: content.height, text: content.text) {
                changes.append(change)
            }
        }
        while nextEvent < events.count, events[nextEvent].at <= time {
            let event = events[nextEvent]
            nextEvent += 1
            switch event.action {
            case .tap(let id): taps.append(id)
            case .arrive(let id, _, _) where tree.index(of: id) != nil: arrivedAt[id] = time
            default: break
            }
            if let change = apply(event) { changes.append(change) }
        }
        return Pending(changes: changes, taps: taps)
    }

    private mutating func arrive(index: Int, width: SizeValue?, height: SizeValue?, text: String?) -> PendingChange? {
        guard width != nil || height != nil || (text != nil && text != tree[index].text) else { return nil }
        let node = tree[index]
        let change = PendingChange(
            kind: .arrived, id: node.id, location: node.location, contentWidth: width,
            contentHeight: height ?? (text != nil ? .length(.auto) : nil),
            reservedWidth: node.style.reservesWidth, reservedHeight: node.style.reservesHeight)
        tree.arrive(at: index, width: width, height: height, text: text)
        return change
    }

    /// Applies one event; events naming nodes that are not in the tree (any more) do nothing.
    private mutating func apply(_ event: TimelineEvent) -> PendingChange? {
        switch event.action {
        case .arrive(let id, let width, let height):
            guard let index = tree.index(of: id) else { return nil }
            let content = tree[index].content
            return arrive(index: index, width: width ?? content?.width, height: height ?? content?.height, text: content?.text)
        case .show(let id), .hide(let id):
            guard let index = tree.index(of: id) else { return nil }
            let shown: Bool
            if case .show = event.action { shown = true } else { shown = false }
            tree.setDisplayed(shown, at: index)
            return PendingChange(kind: shown ? .shown : .hidden, id: id, location: tree[index].location)
        case .insert(let subtree, let into, let position):
            guard let parent = tree.index(of: into), let root = tree.insert(subtree, into: parent, at: position) else { return nil }
            scheduleContent(of: subtree, insertedAt: event.at)
            return PendingChange(kind: .inserted(into: into), id: tree[root].id, location: tree[root].location)
        case .remove(let id):
            guard let index = tree.index(of: id) else { return nil }
            let change = PendingChange(kind: .removed, id: id, location: tree[index].location)
            tree.remove(at: index)
            return change
        case .set(let id, let style, let keys):
            guard let index = tree.index(of: id) else { return nil }
            tree.setStyle(style, keys: keys, at: index)
            return PendingChange(kind: .styled, id: id, location: tree[index].location)
        case .tap, .gesture, .work, .request:
            return nil
        }
    }

    /// Content of inserted nodes: already there if it arrived by the insertion, else scheduled.
    private mutating func scheduleContent(of subtree: NodeTree, insertedAt time: Double) {
        for position in subtree.preorder() {
            let node = subtree.nodes[position]
            guard let content = node.content, let at = content.at, let index = tree.index(of: node.id) else { continue }
            if at > time {
                arrivals[at, default: []].append(node.id)
            } else {
                arrivedAt[node.id] = time
                tree.arrive(at: index, width: content.width, height: content.height, text: content.text)
            }
        }
    }
}
