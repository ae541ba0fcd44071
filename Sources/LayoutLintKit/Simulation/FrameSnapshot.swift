import LayoutModel

/// One node as laid out in one frame of the timeline.
public struct NodeState: Sendable, Hashable {
    /// The node's id: its identity across frames.
    public var id: String
    /// Index of the parent in the snapshot's `nodes`; nil for the root.
    public var parent: Int?
    /// Absolute frame in screen coordinates (points).
    public var frame: Rect
    /// False when the node or an ancestor has `display: none`.
    public var isDisplayed: Bool
    /// Product of the node's and its ancestors' opacity.
    public var effectiveOpacity: Double
    /// The frame clipped to the screen and to clipping ancestors; nil when nothing of it is on screen.
    public var visual: Rect?
    /// False for a leaf that paints nothing (a `view` without children, visible background or
    /// shadow): it cannot be seen to move. Containers with children always count.
    public var canBeSeen: Bool
    /// True when the node paints pixels of its own (a kind other than `view`, a visible
    /// background or a shadow). A node that does not is seen to move only through a displayed
    /// child (`ShiftScoring`).
    public var paintsItself: Bool

    /// Displayed, effective opacity > 0 and a non-empty frame.
    public var isVisible: Bool { isDisplayed && effectiveOpacity > 0 && !frame.isEmpty }

    /// Visible and at least partly on screen (not clipped away entirely).
    public var isShown: Bool { isVisible && visual.map { !$0.isEmpty } ?? false }

    public init(
        id: String, parent: Int? = nil, frame: Rect, isDisplayed: Bool = true, effectiveOpacity: Double = 1, visual: Rect?,
        canBeSeen: Bool = true, paintsItself: Bool = true
    ) {
        self.paintsItself = paintsItself
        self.id = id
        self.parent = parent
        self.frame = frame
        self.isDisplayed = isDisplayed
        self.effectiveOpacity = effectiveOpacity
        self.visual = visual
        self.canBeSeen = canBeSeen
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
    /// given), which removes the single-precision noise of the engine's arithmetic.
    /// Walks the tree once in pre-order, carrying display, opacity and the clip rectangle down
    /// from parents: O(nodes). The clip starts as the screen; ancestors with `clipsToBounds`
    /// or `overflow` hidden/scroll narrow it for their descendants.
    public init(atMs: Double, tree: NodeTree, absoluteFrames: [Rect], screen: Rect, scale: Double = 0) {
        let order = tree.preorder()
        var states: [NodeState] = []
        states.reserveCapacity(order.count)
        // Per tree index: position in `states`, and the clip its children inherit.
        var position = Array(repeating: -1, count: tree.nodes.count)
        var childClip = Array<Rect?>(repeating: nil, count: tree.nodes.count)
        for index in order {
            var parent: (position: Int, state: NodeState, clip: Rect?)?
            if let p = tree.nodes[index].parent, p < position.count, position[p] >= 0 {
                parent = (position[p], states[position[p]], childClip[p])
            }
            let frame = index < absoluteFrames.count ? absoluteFrames[index] : .zero
            let (state, clip) = Self.state(of: tree.nodes[index], frame: frame, parent: parent, screen: screen, scale: scale)
            childClip[index] = clip
            position[index] = states.count
            states.append(state)
        }
        self.init(atMs: atMs, nodes: states, scale: scale)
    }

    /// One node's state from its laid-out frame (snapped here) and its parent's state and the
    /// clip the parent gives its children (nil parent: the root, clipped by the screen); also
    /// returns the clip the node gives its own children.
    static func state(
        of node: Node, frame laidOut: Rect, parent: (position: Int, state: NodeState, clip: Rect?)?, screen: Rect, scale: Double
    ) -> (state: NodeState, childClip: Rect?) {
        let frame = snap(laidOut, scale: scale)
        var displayed = node.style.display != .none
        var opacity = node.opacity
        var clip: Rect? = screen
        if let parent {
            displayed = displayed && parent.state.isDisplayed
            opacity *= parent.state.effectiveOpacity
            clip = parent.clip
        }
        let visual = clip.flatMap { frame.intersection($0) }
        let clips = node.clipsToBounds || node.style.overflow != .visible
        let state = NodeState(
            id: node.id, parent: parent?.position, frame: frame, isDisplayed: displayed, effectiveOpacity: opacity, visual: visual,
            canBeSeen: !node.children.isEmpty || node.kind != .view || node.draws || node.shadow != nil,
            paintsItself: node.kind != .view || node.draws || node.shadow != nil)
        return (state, clips ? visual : clip)
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
