import LayoutModel

/// Replays a screen's timeline on one device: lays out a frame at t = 0 and at every distinct
/// event time, and scores the shift between consecutive frames (SPEC §4.1–4.4).
///
/// A pure function of (screen, device, options). `work` and `request` events do not change
/// layout and are not simulated here; `tap` marks later shifts as expected; `gesture` is an
/// input only. Events up to the first frame (t = 0 unless given; content with `at` up to it
/// included) are part of it: nothing was on screen before it, so they cannot shift anything.
/// `ReplayTimes` gives the screen its display times before it is replayed.
///
/// Cost: O(nodes) per frame for the tree copy, snapshot and scoring (plus the engine's layout
/// and O(u log u) for the union of u unstable nodes), and O(events) overall to apply events.
/// All frames are kept: memory is O(frames × nodes).
public enum TimelineSimulator {
    /// The number of frames `simulate` makes for `screen`: one at t = 0 and one per later
    /// distinct time of an event or a content arrival. O(nodes + events), nothing laid out.
    public static func frameCount(of screen: Screen) -> Int {
        Replay.frameTimes(of: screen).count
    }

    /// Simulates with a caller-supplied layout function returning absolute frames indexed like
    /// the tree's nodes (the engine in production, fixed rectangles in tests). The first frame
    /// is at `firstFrameMs`: everything up to it is part of it (`ReplayTimes` puts the changes
    /// of a launch at their display times).
    public static func simulate<Failure: Error>(
        screen: Screen, device: DeviceProfile, options: AnalysisOptions, firstFrameMs: Double = 0,
        layout: (NodeTree, DeviceProfile) throws(Failure) -> [Rect]
    ) throws(Failure) -> Timeline {
        var replay = Replay(screen: screen)
        let bounds = device.bounds
        for time in replay.times where time <= firstFrameMs { replay.applyAll(at: time) }
        let initial = replay.tree.compacted()
        var previous = FrameSnapshot(
            atMs: firstFrameMs, tree: initial, absoluteFrames: try layout(initial, device), screen: bounds, scale: device.scale)
        var frames = [previous]
        var steps: [TimelineStep] = []
        let taps = screen.timeline.compactMap { event -> Double? in
            if case .tap = event.action { return event.at }
            return nil
        }
        for time in replay.times where time > firstFrameMs {
            let pending = replay.applyAll(at: time)
            var current = previous
            current.atMs = time
            // Inputs, work and requests change nothing: the previous layout stands.
            if !pending.changes.isEmpty {
                let tree = replay.tree.compacted()
                current = FrameSnapshot(atMs: time, tree: tree, absoluteFrames: try layout(tree, device), screen: bounds, scale: device.scale)
                current.layoutIndex = previous.layoutIndex + 1
            }
            let changes = pending.changes.map { $0.resolved(previous: previous, current: current) }
            var step = TimelineStep(atMs: time, changes: changes, taps: pending.taps)
            if let score = ShiftScoring.score(
                from: previous, to: current, screenWidth: bounds.width, screenHeight: bounds.height,
                threshold: options.shiftThreshold)
            {
                let expected = taps.contains { time - $0 >= 0 && time - $0 < 500 }
                let culprit = changes.enumerated().max { ($0.element.magnitude, -$0.offset) < ($1.element.magnitude, -$1.offset) }?.element
                step.shift = LayoutShift(
                    atMs: time, score: score, expected: expected, cause: ShiftCause.describe(step), culprit: culprit)
            }
            steps.append(step)
            frames.append(current)
            previous = current
        }
        let scored = steps.compactMap(\.shift).filter { !$0.expected }.map { (atMs: $0.atMs, score: $0.score.score) }
        return Timeline(frames: frames, steps: steps, cls: ShiftScoring.cumulativeLayoutShift(scored))
    }
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

    func resolved(previous: FrameSnapshot, current: FrameSnapshot) -> NodeChange {
        let before = previous[id].flatMap { $0.isDisplayed ? $0.frame : nil }
        let after = current[id].flatMap { $0.isDisplayed ? $0.frame : nil }
        return NodeChange(
            kind: kind, id: id, location: location, before: before, after: after, contentWidth: contentWidth,
            contentHeight: contentHeight, reservedWidth: reservedWidth, reservedHeight: reservedHeight)
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
    mutating func applyAll(at time: Double) -> (changes: [PendingChange], taps: [String]) {
        var changes: [PendingChange] = []
        var taps: [String] = []
        for id in arrivals.removeValue(forKey: time) ?? [] {
            guard let index = tree.index(of: id), let content = tree[index].content else { continue }
            if let change = arrive(index: index, width: content.width, height: content.height) { changes.append(change) }
        }
        while nextEvent < events.count, events[nextEvent].at <= time {
            let event = events[nextEvent]
            nextEvent += 1
            if case .tap(let id) = event.action { taps.append(id) }
            if let change = apply(event) { changes.append(change) }
        }
        return (changes, taps)
    }

    private mutating func arrive(index: Int, width: SizeValue?, height: SizeValue?) -> PendingChange? {
        guard width != nil || height != nil else { return nil }
        let node = tree[index]
        let change = PendingChange(
            kind: .arrived, id: node.id, location: node.location, contentWidth: width, contentHeight: height,
            reservedWidth: node.style.reservesWidth, reservedHeight: node.style.reservesHeight)
        tree.arrive(at: index, width: width, height: height)
        return change
    }

    /// Applies one event; events naming nodes that are not in the tree (any more) do nothing.
    private mutating func apply(_ event: TimelineEvent) -> PendingChange? {
        switch event.action {
        case .arrive(let id, let width, let height):
            guard let index = tree.index(of: id) else { return nil }
            let content = tree[index].content
            return arrive(index: index, width: width ?? content?.width, height: height ?? content?.height)
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
                tree.arrive(at: index, width: content.width, height: content.height)
            }
        }
    }
}
