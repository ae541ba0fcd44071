/// The frames of a timeline, stored as the changes between them: a frame is a whole snapshot
/// only where the tree changed shape (and at the start), otherwise the node states that
/// changed since the frame before. Reading a frame rebuilds its snapshot.
///
/// Memory is O(nodes + changes), independent of the number of frames: a whole snapshot is
/// also kept once the changes since the last one add up to the node count, so rebuilding any
/// frame costs O(nodes) (plus O(log frames) to find where to start).
public struct TimelineFrames: RandomAccessCollection, Sendable {
    public typealias Index = Int

    /// Per frame: time, layout index, and where its changes end in `changedPositions`.
    private var times: [Double] = []
    private var layoutIndices: [Int] = []
    private var changeEnds: [Int] = []
    /// Changed node states, frame after frame: position in the frame's `nodes`, new state.
    private var changedPositions: [Int32] = []
    private var changedStates: [NodeState] = []
    /// Whole snapshots: (frame, nodes), in frame order; the first is frame 0.
    private var keyframes: [(frame: Int, nodes: [NodeState])] = []
    /// Changes stored since the last whole snapshot.
    private var changesSinceKeyframe = 0
    private let scale: Double

    /// Frames on a grid of `scale` pixels per point (see `FrameSnapshot.scale`).
    init(scale: Double) {
        self.scale = scale
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { times.count }

    /// The time of frame `index` (its snapshot's `atMs`), without rebuilding it. O(1).
    public func time(at index: Int) -> Double { times[index] }

    /// The snapshot of frame `index`. O(nodes) to rebuild.
    public subscript(index: Int) -> FrameSnapshot {
        var low = 0, high = keyframes.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if keyframes[middle].frame <= index { low = middle } else { high = middle - 1 }
        }
        let keyframe = keyframes[low]
        var nodes = keyframe.nodes
        if keyframe.frame < index {
            for change in changeEnds[keyframe.frame]..<changeEnds[index] {
                nodes[Int(changedPositions[change])] = changedStates[change]
            }
        }
        var snapshot = FrameSnapshot(atMs: times[index], nodes: nodes, scale: scale)
        snapshot.layoutIndex = layoutIndices[index]
        return snapshot
    }

    /// Appends a frame as a whole snapshot (the first frame, or the tree changed shape).
    mutating func append(whole snapshot: FrameSnapshot) {
        append(atMs: snapshot.atMs, layoutIndex: snapshot.layoutIndex, whole: snapshot.nodes)
    }

    private mutating func append(atMs: Double, layoutIndex: Int, whole nodes: [NodeState]) {
        keyframes.append((times.count, nodes))
        changesSinceKeyframe = 0
        times.append(atMs)
        layoutIndices.append(layoutIndex)
        changeEnds.append(changedPositions.count)
    }

    /// Appends a frame as the states that changed since the previous frame (`changes` in any
    /// order); `current` is the whole frame, kept as a snapshot once enough changes piled up.
    mutating func append(atMs: Double, layoutIndex: Int, changes: [(position: Int, state: NodeState)], current: [NodeState]) {
        guard !times.isEmpty, changesSinceKeyframe + changes.count <= Swift.max(current.count, 64) else {
            append(atMs: atMs, layoutIndex: layoutIndex, whole: current)
            return
        }
        for change in changes {
            changedPositions.append(Int32(change.position))
            changedStates.append(change.state)
        }
        changesSinceKeyframe += changes.count
        times.append(atMs)
        layoutIndices.append(layoutIndex)
        changeEnds.append(changedPositions.count)
    }

    /// For each of `ids`, the runs of consecutive frames (as ranges of frame indices, in order)
    /// in which the node with that id is in the tree and its state satisfies `predicate`.
    ///
    /// Walks the frames once, as they are stored: every node of each whole snapshot, then only
    /// the states that changed — O(nodes per whole snapshot + changes + ids + runs), where
    /// reading each frame (`self[i]`) would cost O(frames × nodes).
    public func runs(of ids: [String], where predicate: (NodeState) -> Bool) -> [[Range<Int>]] {
        var tracked: [String: Int] = [:]
        for (index, id) in ids.enumerated() where tracked[id] == nil { tracked[id] = index }
        var runs = Array(repeating: [Range<Int>](), count: ids.count)
        // Per tracked id: the frame its current run started at, or nil when it is not in one.
        var runStart = Array(repeating: Int?.none, count: ids.count)
        // Per position of the current snapshot: the tracked id there, or -1.
        var trackedAt: [Int] = []
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
                var present = Array(repeating: false, count: ids.count)
                for (position, node) in nodes.enumerated() {
                    guard let index = tracked[node.id] else { continue }
                    trackedAt[position] = index
                    present[index] = true
                    set(index, holds: predicate(node), at: frame)
                }
                for index in ids.indices where !present[index] { set(index, holds: false, at: frame) }
            } else if frame > 0 {
                for change in changeEnds[frame - 1]..<changeEnds[frame] {
                    let position = Int(changedPositions[change])
                    guard position < trackedAt.count, trackedAt[position] >= 0 else { continue }
                    set(trackedAt[position], holds: predicate(changedStates[change]), at: frame)
                }
            }
        }
        for index in ids.indices { set(index, holds: false, at: times.count) }
        for (index, id) in ids.enumerated() where tracked[id] != index { runs[index] = runs[tracked[id] ?? index] }
        return runs
    }
}
