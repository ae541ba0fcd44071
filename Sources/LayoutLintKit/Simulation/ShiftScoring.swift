import LayoutModel

/// A node that moved between two frames: its start point's move in points (screen coordinates).
public struct NodeMove: Sendable, Hashable {
    public var id: String
    public var dx: Double
    public var dy: Double

    /// max(|dx|, |dy|): the move distance of the Layout Instability API.
    public var distance: Double { max(abs(dx), abs(dy)) }
}

/// The score of the change between two frames.
public struct ShiftScore: Sendable, Hashable {
    /// Area of the union of the unstable nodes' previous and current visual representations / screen area.
    public var impactFraction: Double
    /// min(largest move distance / max(screen width, height), 1).
    public var distanceFraction: Double
    /// The unstable nodes in the current frame's document order.
    public var moved: [NodeMove]

    /// impact fraction × distance fraction.
    public var score: Double { impactFraction * distanceFraction }
}

/// The Layout Instability algorithm over two frame snapshots, and Chrome's session windows.
public enum ShiftScoring {
    /// Scores the change from `previous` to `current` on a screen of `screenWidth` × `screenHeight`.
    ///
    /// A node is unstable when it is visible in both frames (`NodeState.isVisible`: displayed,
    /// its effective opacity, clamped as the painting clamps it, above 0), some of its visual
    /// representation (`NodeVisibility.visible`) is on screen in one of them, and its start
    /// point moved by ≥ `threshold` in x or y. Nodes present in only one frame (inserted, removed) and nodes that only change size are never unstable; nor are
    /// nodes that paint nothing: a node that does not paint itself (`NodeState.paintsItself`)
    /// counts only with a displayed child in both frames, as Chrome's Layout Instability
    /// tracks a container through what it draws (a container whose children are all hidden,
    /// or whose only child is inserted or removed as it moves, is not seen to move); nor are
    /// inline clip crossers: nodes entirely off screen in one of the frames whose move is
    /// horizontal only (|dy| below the threshold), as carousels and pagers slide in sideways
    /// (Layout Instability spec). Returns nil when no node is unstable. O(n + u log u) for n
    /// nodes and u unstable nodes.
    public static func score(
        from previous: FrameSnapshot, to current: FrameSnapshot, screenWidth: Double, screenHeight: Double,
        threshold: Double = 3
    ) -> ShiftScore? {
        let candidates = current.nodes.indices.lazy.compactMap { position -> (Int, NodeState, NodeState)? in
            let node = current.nodes[position]
            guard node.isVisible, let before = previous[node.id] else { return nil }
            return (position, before, node)
        }
        let shownBefore = displayedChildren(previous), shownNow = displayedChildren(current)
        return score(
            candidates, scale: current.scale, screenWidth: screenWidth, screenHeight: screenHeight, threshold: threshold,
            displayedChild: { position in
                let before = previous.indexByID[current.nodes[position].id].map { shownBefore[$0] } ?? false
                return before && shownNow[position]
            })
    }

    /// Per position: true when the node has a displayed child. O(nodes).
    static func displayedChildren(_ frame: FrameSnapshot) -> [Bool] {
        var shown = [Bool](repeating: false, count: frame.nodes.count)
        for node in frame.nodes where node.visibility.isDisplayed {
            if let parent = node.parent, parent < shown.count { shown[parent] = true }
        }
        return shown
    }

    /// The score over the nodes that may have moved: (position in the current frame, state
    /// before, state now) in ascending position, every node whose state changed among them.
    /// Nodes left out did not move, so the score equals that of the whole frames.
    /// `displayedChild(position)` says whether the node has a displayed child in both frames;
    /// it is asked only of nodes that do not paint themselves. O(c + u log u) for c candidates.
    static func score<Candidates: Sequence>(
        _ candidates: Candidates, scale: Double, screenWidth: Double, screenHeight: Double, threshold: Double,
        displayedChild: (Int) -> Bool
    ) -> ShiftScore? where Candidates.Element == (Int, NodeState, NodeState) {
        // Pixel-grid rounding leaves values like 2.9999999; a hair of tolerance keeps 3 ≥ 3.
        let limit = threshold - 1e-9
        var moved: [NodeMove] = []
        var region: [Rect] = []
        var largest = 0.0
        // Visual representations (previous, current) of unstable nodes, by position in the current frame.
        var unstable: [Int: (before: Rect?, after: Rect?)] = [:]
        for (position, before, node) in candidates where node.isVisible {
            guard before.isVisible else { continue }
            let (visualBefore, visualNow) = (before.visibility.visible, node.visibility.visible)
            guard visualBefore != nil || visualNow != nil else { continue }
            let dx = FrameSnapshot.snap(node.frame.x - before.frame.x, scale: scale)
            let dy = FrameSnapshot.snap(node.frame.y - before.frame.y, scale: scale)
            guard abs(dx) >= limit || abs(dy) >= limit else { continue }
            guard before.paintsItself || node.paintsItself || displayedChild(position) else { continue }
            let crossesClipSideways = (visualBefore == nil || visualNow == nil) && abs(dy) < limit
            guard !crossesClipSideways else { continue }
            let move = NodeMove(id: node.id, dx: dx, dy: dy)
            moved.append(move)
            largest = max(largest, move.distance)
            unstable[position] = (visualBefore, visualNow)
            // A node inside its unstable parent in both frames adds nothing to the union: leave
            // it out of the sweep (children usually move with their parents).
            if let parent = node.parent, let outer = unstable[parent],
                Self.covers(outer.before, visualBefore), Self.covers(outer.after, visualNow)
            {
                continue
            }
            if let visualBefore { region.append(visualBefore) }
            if let visualNow { region.append(visualNow) }
        }
        guard !moved.isEmpty else { return nil }
        let screenArea = screenWidth * screenHeight
        let longestSide = max(screenWidth, screenHeight)
        guard screenArea > 0, longestSide > 0 else { return nil }
        let impact = min(CoverageSweep.unionArea(region) / screenArea, 1)
        let distance = min(largest / longestSide, 1)
        return ShiftScore(impactFraction: impact, distanceFraction: distance, moved: moved)
    }

    /// True when `inner` is empty or lies inside `outer`.
    private static func covers(_ outer: Rect?, _ inner: Rect?) -> Bool {
        guard let inner else { return true }
        guard let outer else { return false }
        return outer.contains(inner)
    }

    /// The session windows of scored shifts, as Chrome and Lighthouse compute them.
    ///
    /// `shifts` must be in time order. A shift starts a new window when it comes more than
    /// 1000 ms after the previous shift or more than 5000 ms after the window's first shift.
    /// Returns each window's (start ms, sum of scores). O(shifts).
    public static func sessionWindows(_ shifts: [(atMs: Double, score: Double)]) -> [(startMs: Double, sum: Double)] {
        var windows: [(startMs: Double, sum: Double)] = []
        var previousMs = -Double.infinity
        for shift in shifts {
            if let last = windows.last, shift.atMs - previousMs <= 1000, shift.atMs - last.startMs <= 5000 {
                windows[windows.count - 1].sum += shift.score
            } else {
                windows.append((startMs: shift.atMs, sum: shift.score))
            }
            previousMs = shift.atMs
        }
        return windows
    }

    /// Cumulative layout shift: the largest session window sum, 0 without shifts.
    public static func cumulativeLayoutShift(_ shifts: [(atMs: Double, score: Double)]) -> Double {
        sessionWindows(shifts).map(\.sum).max() ?? 0
    }
}
