import LayoutModel

/// One node as laid out in one frame of the timeline.
public struct NodeState: Sendable, Hashable {
    /// The node's id: its identity across frames.
    public var id: String
    /// Index of the parent in the snapshot's `nodes`; nil for the root.
    public var parent: Int?
    /// Absolute frame in screen coordinates (points), on the device's pixel grid, as laid out:
    /// inside a scroll view, where it is with the scroll view at the top. Shifts compare these,
    /// so scrolling moves nothing; `screenFrame` is where the node is seen.
    public var frame: Rect
    /// What of the node shows in this frame, decided on `frame` (`Visibility`): displayed,
    /// effective opacity, clip and visible rectangle (the node's visual representation).
    public var visibility: NodeVisibility
    /// False for a leaf that paints nothing (a `view` without children, visible background or
    /// shadow): it cannot be seen to move. Containers with children always count.
    public var canBeSeen: Bool
    /// True when the node paints pixels of its own (a kind other than `view`, a visible
    /// background or a shadow). A node that does not is seen to move only through a displayed
    /// child (`ShiftScoring`).
    public var paintsItself: Bool
    /// For a scroll view, how far its content is scrolled up in this frame (its content
    /// offset, from its `scroll` script); 0 for every other node.
    public var contentOffset: Double = 0

    /// Where the node is on screen: `frame` moved up by the scroll views around it.
    public var screenFrame: Rect { visibility.onScreen(frame) }

    /// Visible as the Layout Instability API means it: displayed, effective opacity above 0
    /// (clamped, as everything that paints clamps it) and a non-empty frame, wherever it is.
    public var isVisible: Bool { visibility.isDisplayed && visibility.opacity > 0 && !frame.isEmpty }

    /// Visible and at least partly on screen (not clipped away entirely).
    public var isShown: Bool { visibility.visible.map { !$0.isEmpty } ?? false }

    public init(id: String, parent: Int? = nil, frame: Rect, visibility: NodeVisibility, canBeSeen: Bool = true, paintsItself: Bool = true)
    {
        self.id = id
        self.parent = parent
        self.frame = frame
        self.visibility = visibility
        self.canBeSeen = canBeSeen
        self.paintsItself = paintsItself
    }

    /// The state of `node` at `frame` (already on the pixel grid) with `visibility`.
    init(_ node: Node, parent: Int?, frame: Rect, visibility: NodeVisibility) {
        let paints = node.kind != .view || node.draws || node.shadow != nil
        self.init(
            id: node.id, parent: parent, frame: frame, visibility: visibility, canBeSeen: !node.children.isEmpty || paints,
            paintsItself: paints)
    }
}

/// The laid-out screen at one moment: every node of the tree at that time, in document order.
public struct FrameSnapshot: Sendable, Hashable {
    /// Milliseconds from launch.
    public var atMs: Double
    /// Nodes in depth-first pre-order (parents precede children).
    public var nodes: [NodeState]
    /// Index into `nodes` by node id.
    public private(set) var indexByID: [String: Int]
    /// Which call of the simulation's layout function produced this frame (0 for the first).
    /// Frames that change nothing reuse the previous layout and so share its index.
    public var layoutIndex = 0
    /// Pixels per point of the grid the frames lie on; 0 when unknown.
    public var scale: Double

    public init(atMs: Double, nodes: [NodeState], scale: Double = 0) {
        self.atMs = atMs
        self.nodes = nodes
        self.scale = scale
        var index: [String: Int] = [:]
        index.reserveCapacity(nodes.count)
        for (position, node) in nodes.enumerated() { index[node.id] = position }
        indexByID = index
    }

    /// The state of the node with this id, if it is in the tree at this time.
    public subscript(id: String) -> NodeState? {
        indexByID[id].map { nodes[$0] }
    }

    /// Builds a snapshot of a tree laid out with `absoluteFrames` (indexed like `tree.nodes`).
    ///
    /// Frames are snapped to the device pixel grid (`scale` pixels per point; 0 keeps them as
    /// given), which removes the single-precision noise of the engine's arithmetic, and what
    /// shows is decided on the snapped frames (`FrameVisibility`), with the scroll views' content
    /// offsets by node index (`contentOffsets`, absent: 0): O(nodes).
    public init(atMs: Double, tree: NodeTree, absoluteFrames: [Rect], screen: Rect, scale: Double = 0, contentOffsets: [Int: Double] = [:])
    {
        self.init(
            atMs: atMs,
            nodes: Self.states(of: tree, absoluteFrames: absoluteFrames, screen: screen, scale: scale, contentOffsets: contentOffsets)
                .states,
            scale: scale)
    }

    /// The states of the nodes of `tree` in document order (`order`: their tree indices), and
    /// each tree index's position among them (-1 for nodes the root does not reach). O(nodes).
    static func states(
        of tree: NodeTree, absoluteFrames: [Rect], screen: Rect, scale: Double, contentOffsets: [Int: Double] = [:]
    ) -> (states: [NodeState], order: [Int], position: [Int]) {
        let frames = tree.nodes.indices.map { snap($0 < absoluteFrames.count ? absoluteFrames[$0] : .zero, scale: scale) }
        let visibility = FrameVisibility(tree: tree, frames: frames, screen: screen, contentOffsets: contentOffsets)
        let order = tree.preorder()
        var states: [NodeState] = []
        states.reserveCapacity(order.count)
        var position = Array(repeating: -1, count: tree.nodes.count)
        for index in order {
            let parent = tree.nodes[index].parent.flatMap { $0 < position.count && position[$0] >= 0 ? position[$0] : nil }
            position[index] = states.count
            var state = NodeState(tree.nodes[index], parent: parent, frame: frames[index], visibility: visibility[index])
            state.contentOffset = Visibility.Own(tree.nodes[index], frame: .zero, contentOffset: contentOffsets[index] ?? 0).contentOffset
            states.append(state)
        }
        return (states, order, position)
    }

    /// `rect` with its edges on the nearest multiple of 1 / `scale` points.
    public static func snap(_ rect: Rect, scale: Double) -> Rect {
        let x = snap(rect.x, scale: scale), y = snap(rect.y, scale: scale)
        return Rect(x: x, y: y, width: snap(rect.maxX - x, scale: scale), height: snap(rect.maxY - y, scale: scale))
    }

    /// `value` on the nearest multiple of 1 / `scale` (unchanged when `scale` is not positive).
    public static func snap(_ value: Double, scale: Double) -> Double {
        guard scale > 0, scale.isFinite, value.isFinite else { return value }
        return (value * scale).rounded() / scale
    }

    /// The content offsets of this frame's scrolled scroll views by their index in `tree` (the
    /// tree the frame was laid out from), for drawing and painting the frame as it was seen.
    /// O(nodes).
    public func contentOffsets(in tree: NodeTree) -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        for node in nodes where node.contentOffset != 0 {
            if let index = tree.index(of: node.id) { offsets[index] = node.contentOffset }
        }
        return offsets
    }

    /// The nearest scroll view around the node with this id that is scrolled (its content
    /// offset not 0), with its offset; nil when none is. O(depth).
    public func scrolledAncestor(of id: String) -> (id: String, offset: Double)? {
        var current = indexByID[id].flatMap { nodes[$0].parent }
        while let index = current {
            if nodes[index].contentOffset != 0 { return (nodes[index].id, nodes[index].contentOffset) }
            current = nodes[index].parent
        }
        return nil
    }

    /// True when `ancestor` is `node` or one of its ancestors (positions in `nodes`).
    public func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
        var current: Int? = node
        while let index = current {
            if index == ancestor { return true }
            current = nodes[index].parent
        }
        return false
    }

    /// How many ancestors the node at `position` has (0 for the root). O(depth).
    public func depth(of position: Int) -> Int {
        var depth = 0
        var current = nodes[position].parent
        while let index = current {
            depth += 1
            current = nodes[index].parent
        }
        return depth
    }
}
