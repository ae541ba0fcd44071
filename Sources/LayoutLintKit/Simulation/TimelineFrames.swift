import LayoutModel

/// The frames of a timeline, stored as the changes between them: a frame is a whole snapshot
/// only where the tree changed shape (and at the start), otherwise the node states that
/// changed since the frame before, with the nodes that only moved kept as moves. Reading a
/// frame rebuilds its snapshot.
///
/// A move is a run of consecutive positions (a run of siblings with their subtrees is one:
/// positions are in document order) whose states changed only by one offset of their frames,
/// a whole number of device pixels, under the same clip, what shows of each moving with it
/// (wholly shown, or not at all, before and after): what a node that grows in a column does
/// to the nodes below it. It is stored as (positions, offset) however many nodes it moves, so the memory of a
/// frame is O(nodes whose state changed otherwise + runs moved), not O(nodes moved).
///
/// Memory is O(nodes + records): a whole snapshot is also kept once the records since the
/// last one add up to the node count, so rebuilding any frame costs O(nodes + records ×
/// log nodes) (plus O(log frames) to find where to start).
public struct TimelineFrames: RandomAccessCollection, Sendable {
    public typealias Index = Int

    /// A run of positions `start..<end` whose frames moved by (`dx`, `dy`) device pixels,
    /// their states otherwise unchanged.
    struct Move: Sendable, Hashable {
        var start: Int32
        var end: Int32
        var dx: Int32
        var dy: Int32
    }

    /// Per frame: time, layout index, and where its changes and moves end in the arrays below.
    private var times: [Double] = []
    private var layoutIndices: [Int] = []
    private var changeEnds: [Int] = []
    private var moveEnds: [Int] = []
    /// Changed node states, frame after frame: position in the frame's `nodes`, new state.
    private var changedPositions: [Int32] = []
    private var changedStates: [NodeState] = []
    /// Moved runs, frame after frame.
    private var moves: [Move] = []
    /// Whole snapshots: (frame, nodes), in frame order; the first is frame 0.
    private var keyframes: [(frame: Int, nodes: [NodeState])] = []
    /// Records (changes and moves) stored since the last whole snapshot.
    private var recordsSinceKeyframe = 0
    /// Nodes of all whole snapshots.
    private var keyframeNodes = 0
    private let scale: Double

    /// Frames on a grid of `scale` pixels per point (see `FrameSnapshot.scale`).
    init(scale: Double) {
        self.scale = scale
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { times.count }

    /// The time of frame `index` (its snapshot's `atMs`), without rebuilding it. O(1).
    public func time(at index: Int) -> Double { times[index] }

    /// How many node states and moves are stored, the nodes of whole snapshots included: what
    /// the frames' memory grows with.
    var storedCount: Int { changedStates.count + moves.count + keyframeNodes }
    /// How many moved runs are stored.
    var movedRunCount: Int { moves.count }

    /// The snapshot of frame `index`. O(nodes + records since the last whole snapshot).
    public subscript(index: Int) -> FrameSnapshot {
        var low = 0, high = keyframes.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if keyframes[middle].frame <= index { low = middle } else { high = middle - 1 }
        }
        let keyframe = keyframes[low]
        var nodes = keyframe.nodes
        if keyframe.frame < index {
            var offsets = Offsets(count: nodes.count)
            // Per position set by a change: the offset moves had given it when it was set.
            var setAt: [Int: (Int64, Int64)] = [:]
            for frame in keyframe.frame + 1...index {
                for move in moves[moveEnds[frame - 1]..<moveEnds[frame]] { offsets.add(move) }
                for change in changeEnds[frame - 1]..<changeEnds[frame] {
                    let position = Int(changedPositions[change])
                    nodes[position] = changedStates[change]
                    setAt[position] = offsets.at(position)
                }
            }
            let total = offsets.all()
            for position in nodes.indices {
                var (dx, dy) = total[position]
                if let (sx, sy) = setAt[position] { (dx, dy) = (dx - sx, dy - sy) }
                if dx != 0 || dy != 0 { nodes[position] = Self.moved(nodes[position], dx: dx, dy: dy, scale: scale) }
            }
        }
        var snapshot = FrameSnapshot(atMs: times[index], nodes: nodes, scale: scale)
        snapshot.layoutIndex = layoutIndices[index]
        return snapshot
    }

    /// `state` moved by (`dx`, `dy`) device pixels: its frame exactly as snapping the moved
    /// frame gives it, and what shows of it with it when all of it showed.
    static func moved(_ state: NodeState, dx: Int64, dy: Int64, scale: Double) -> NodeState {
        var moved = state
        let x = ((state.frame.x * scale).rounded() + Double(dx)) / scale
        let y = ((state.frame.y * scale).rounded() + Double(dy)) / scale
        moved.frame = Rect(x: x, y: y, width: state.frame.width, height: state.frame.height)
        if state.visibility.visible == state.visibility.onScreen(state.frame) {
            moved.visibility.visible = moved.visibility.onScreen(moved.frame)
        }
        return moved
    }

    /// Appends a frame as a whole snapshot (the first frame, or the tree changed shape).
    mutating func append(whole snapshot: FrameSnapshot) {
        append(atMs: snapshot.atMs, layoutIndex: snapshot.layoutIndex, whole: snapshot.nodes)
    }

    private mutating func append(atMs: Double, layoutIndex: Int, whole nodes: [NodeState]) {
        keyframes.append((times.count, nodes))
        keyframeNodes += nodes.count
        recordsSinceKeyframe = 0
        times.append(atMs)
        layoutIndices.append(layoutIndex)
        changeEnds.append(changedPositions.count)
        moveEnds.append(moves.count)
    }

    /// One change of a frame: a node's state before and now (stored as a move when it only
    /// moved), a node known to have changed other than by moving, or a run of positions
    /// `start..<end` known to have moved by (`dx`, `dy`) device pixels, their states otherwise
    /// unchanged.
    enum Record {
        case state(position: Int, before: NodeState, after: NodeState)
        case changed(position: Int, after: NodeState)
        case moved(start: Int, end: Int, dx: Int32, dy: Int32)

        /// The first position it changes.
        var position: Int {
            switch self {
            case .state(let position, _, _), .changed(let position, _): position
            case .moved(let start, _, _, _): start
            }
        }
    }

    /// Appends a frame as the states that changed since the previous frame: `changes` gives,
    /// in ascending position, each changed position with its state before and now. Runs of
    /// consecutive positions that only moved by one whole number of pixels are stored as one
    /// move each. `current` is the whole frame, kept as a snapshot once enough records piled up.
    mutating func append<Changes: Sequence>(atMs: Double, layoutIndex: Int, changes: Changes, current: [NodeState])
    where Changes.Element == (position: Int, before: NodeState, after: NodeState) {
        append(
            atMs: atMs, layoutIndex: layoutIndex, records: changes.lazy.map { .state(position: $0, before: $1, after: $2) },
            current: current)
    }

    /// Appends a frame as its `records`, in ascending position, none overlapping: stored as
    /// `append(atMs:layoutIndex:changes:current:)` stores the states they stand for, moves
    /// next to each other by one offset joined into one.
    mutating func append<Records: Sequence>(atMs: Double, layoutIndex: Int, records: Records, current: [NodeState])
    where Records.Element == Record {
        let changeStart = changedPositions.count, moveStart = moves.count
        var run: Move?
        func close() {
            if let open = run { moves.append(open) }
            run = nil
        }
        func move(_ start: Int, _ end: Int, _ dx: Int32, _ dy: Int32) {
            if let open = run, open.end == Int32(start), open.dx == dx, open.dy == dy {
                run?.end = Int32(end)
            } else {
                close()
                run = Move(start: Int32(start), end: Int32(end), dx: dx, dy: dy)
            }
        }
        func change(_ position: Int, _ after: NodeState) {
            close()
            changedPositions.append(Int32(position))
            changedStates.append(after)
        }
        for record in records {
            switch record {
            case .state(let position, let before, let after):
                if let (dx, dy) = offset(from: before, to: after) { move(position, position + 1, dx, dy) } else { change(position, after) }
            case .changed(let position, let after): change(position, after)
            case .moved(let start, let end, let dx, let dy): move(start, end, dx, dy)
            }
        }
        close()
        let records = changedPositions.count - changeStart + moves.count - moveStart
        guard !times.isEmpty, recordsSinceKeyframe + records <= Swift.max(current.count, 64) else {
            changedPositions.removeSubrange(changeStart...)
            changedStates.removeSubrange(changeStart...)
            moves.removeSubrange(moveStart...)
            append(atMs: atMs, layoutIndex: layoutIndex, whole: current)
            return
        }
        recordsSinceKeyframe += records
        times.append(atMs)
        layoutIndices.append(layoutIndex)
        changeEnds.append(changedPositions.count)
        moveEnds.append(moves.count)
    }

    /// The offset in whole device pixels by which `after` is `before` moved, when that is all
    /// that changed (and the offset is not zero); nil otherwise.
    private func offset(from before: NodeState, to after: NodeState) -> (Int32, Int32)? {
        guard scale > 0, scale.isFinite, before.frame.width == after.frame.width, before.frame.height == after.frame.height else {
            return nil
        }
        let dx = (after.frame.x * scale).rounded() - (before.frame.x * scale).rounded()
        let dy = (after.frame.y * scale).rounded() - (before.frame.y * scale).rounded()
        guard abs(dx) < Double(Int32.max), abs(dy) < Double(Int32.max), dx != 0 || dy != 0 else { return nil }
        guard Self.moved(before, dx: Int64(dx), dy: Int64(dy), scale: scale) == after else { return nil }
        return (Int32(dx), Int32(dy))
    }

    /// For each of `ids`, the runs of consecutive frames (as ranges of frame indices, in order)
    /// in which the node with that id is in the tree and its state satisfies `predicate`.
    ///
    /// Walks the frames once, as they are stored: every node of each whole snapshot, then only
    /// the records stored — O(nodes per whole snapshot + records × log ids + ids + runs), where
    /// reading each frame (`self[i]`) would cost O(frames × nodes).
    public func runs(of ids: [String], where predicate: (NodeState) -> Bool) -> [[Range<Int>]] {
        var tracked: [String: Int] = [:]
        for (index, id) in ids.enumerated() where tracked[id] == nil { tracked[id] = index }
        var runs = Array(repeating: [Range<Int>](), count: ids.count)
        // Per tracked id: the frame its current run started at, or nil when it is not in one.
        var runStart = Array(repeating: Int?.none, count: ids.count)
        // Per position of the current snapshot: the tracked id there, or -1.
        var trackedAt: [Int] = []
        // The positions of tracked ids, ascending, and their current states.
        var trackedPositions: [Int] = []
        var states: [Int: NodeState] = [:]
        var nextKeyframe = 0
        func set(_ index: Int, holds: Bool, at frame: Int) {
            if holds, runStart[index] == nil { runStart[index] = frame }
            if !holds, let start = runStart[index] {
                runs[index].append(start..<frame)
                runStart[index] = nil
            }
        }
        for frame in 0..<times.count {
            if nextKeyframe < keyframes.count, keyframes[nextKeyframe].frame == frame {
                let nodes = keyframes[nextKeyframe].nodes
                nextKeyframe += 1
                trackedAt = Array(repeating: -1, count: nodes.count)
                trackedPositions = []
                states = [:]
                var present = Array(repeating: false, count: ids.count)
                for (position, node) in nodes.enumerated() {
                    guard let index = tracked[node.id] else { continue }
                    trackedAt[position] = index
                    trackedPositions.append(position)
                    states[position] = node
                    present[index] = true
                    set(index, holds: predicate(node), at: frame)
                }
                for index in ids.indices where !present[index] { set(index, holds: false, at: frame) }
            } else if frame > 0 {
                for move in moves[moveEnds[frame - 1]..<moveEnds[frame]] where !trackedPositions.isEmpty {
                    var low = 0, high = trackedPositions.count
                    while low < high {
                        let middle = (low + high) / 2
                        if trackedPositions[middle] < Int(move.start) { low = middle + 1 } else { high = middle }
                    }
                    while low < trackedPositions.count, trackedPositions[low] < Int(move.end) {
                        let position = trackedPositions[low]
                        low += 1
                        guard let state = states[position] else { continue }
                        let moved = Self.moved(state, dx: Int64(move.dx), dy: Int64(move.dy), scale: scale)
                        states[position] = moved
                        set(trackedAt[position], holds: predicate(moved), at: frame)
                    }
                }
                for change in changeEnds[frame - 1]..<changeEnds[frame] {
                    let position = Int(changedPositions[change])
                    guard position < trackedAt.count, trackedAt[position] >= 0 else { continue }
                    states[position] = changedStates[change]
                    set(trackedAt[position], holds: predicate(changedStates[change]), at: frame)
                }
            }
        }
        for index in ids.indices { set(index, holds: false, at: times.count) }
        for (index, id) in ids.enumerated() where tracked[id] != index { runs[index] = runs[tracked[id] ?? index] }
        return runs
    }
}

/// Offsets in device pixels added to runs of positions, read at one position at a time (a
/// Fenwick tree over the differences) or at every position at once.
private struct Offsets {
    private var tree: [(Int64, Int64)]

    init(count: Int) {
        tree = Array(repeating: (0, 0), count: count + 2)
    }

    private mutating func add(at position: Int, _ dx: Int64, _ dy: Int64) {
        var i = position + 1
        while i < tree.count {
            tree[i].0 += dx
            tree[i].1 += dy
            i += i & -i
        }
    }

    mutating func add(_ move: TimelineFrames.Move) {
        add(at: Int(move.start), Int64(move.dx), Int64(move.dy))
        add(at: Int(move.end), -Int64(move.dx), -Int64(move.dy))
    }

    /// The offset of `position`. O(log count).
    func at(_ position: Int) -> (Int64, Int64) {
        var i = position + 1
        var sum: (Int64, Int64) = (0, 0)
        while i > 0 {
            sum.0 += tree[i].0
            sum.1 += tree[i].1
            i -= i & -i
        }
        return sum
    }

    /// The offset of every position `0..<count`. O(count log count).
    func all() -> [(Int64, Int64)] {
        (0..<(tree.count - 2)).map(at)
    }
}
