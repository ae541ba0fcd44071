import LayoutModel

/// Content laid out outside the screen in one frame, grouped by why: the container whose
/// children overflowed it along its main axis, and the child to make shrink or scroll.
struct OffScreenContent: Sendable {
    enum Axis: Sendable { case horizontal, vertical }

    /// A drawing node outside the screen.
    struct Hidden: Sendable {
        var id: String
        var kind: NodeKind
        var primary: Bool
        var frame: Rect
    }

    /// The first ancestor whose children overflow it; nil when nothing overflowed (the node
    /// was placed outside the screen by its own position, margins or size).
    var container: String?
    /// The child to make a scroll view that takes the space left (the largest child, when it
    /// is a container that does not shrink); nil when the container itself should scroll.
    var culprit: (id: String, size: Double)?
    var axis: Axis
    /// The children's extent along the axis and the container's size (points).
    var contentEnd: Double
    var containerEnd: Double
    /// The screen's size along the axis.
    var screenExtent: Double
    /// The drawing nodes outside the screen: ads and primary content first, then tree order.
    var hidden: [Hidden]

    /// What identifies the defect across frames and devices.
    var key: String {
        "\(container ?? "") \(culprit?.id ?? "") \(axis) \(container == nil ? hidden.first?.id ?? "" : "")"
    }

    /// Slack for the pixel grid: a node must reach this far past the screen's edge.
    static let tolerance = 0.5

    /// The off-screen content of `frame` on `screen`. A node counts when it draws content (a
    /// label, an image, an ad, a list, or primary content), is visible, reaches past the
    /// screen's edge, and nothing can scroll it into view: no ancestor is a scroll view
    /// (`overflow: "scroll"`) or a list. Under a clipping ancestor only what the clip leaves
    /// counts (content clipped away on purpose does not). O(nodes × depth).
    static func find(in frame: FrameSnapshot, nodes: [String: Node], screen: Rect) -> [OffScreenContent] {
        let states = frame.nodes
        var children = Array(repeating: [Int](), count: states.count)
        for (position, state) in states.enumerated() {
            if let parent = state.parent, parent >= 0, parent < states.count, parent != position { children[parent].append(position) }
        }
        var groups: [String: OffScreenContent] = [:]
        var order: [String] = []
        for (position, state) in states.enumerated() where state.isVisible {
            guard let node = nodes[state.id], node.primary || [.label, .image, .ad, .list].contains(node.kind) else { continue }
            guard var shown = Self.reachable(position, states: states, nodes: nodes) else { continue }
            shown = state.frame.intersection(shown) ?? .zero
            guard !shown.isEmpty else { continue }
            let vertical = shown.maxY > screen.maxY + tolerance || shown.y < screen.y - tolerance
            let horizontal = shown.maxX > screen.maxX + tolerance || shown.x < screen.x - tolerance
            guard vertical || horizontal else { continue }
            var group = Self.cause(of: position, states: states, children: children, nodes: nodes, screen: screen)
            if group.container == nil { group.axis = vertical ? .vertical : .horizontal }
            group.screenExtent = group.axis == .vertical ? screen.height : screen.width
            let hidden = Hidden(id: state.id, kind: node.kind, primary: node.primary, frame: state.frame)
            let key = group.key.isEmpty || group.container == nil ? "\(group.key)\(state.id)" : group.key
            if groups[key] == nil {
                groups[key] = group
                order.append(key)
            }
            groups[key]?.hidden.append(hidden)
        }
        return order.compactMap { key in
            guard var group = groups[key] else { return nil }
            let important = group.hidden.filter { $0.kind == .ad || $0.primary }
            group.hidden = important + group.hidden.filter { !($0.kind == .ad || $0.primary) }
            return group
        }
    }

    /// The rectangle the clipping ancestors leave (the whole plane when none clips); nil when
    /// an ancestor is a scroll view or a list, which can bring the node into view.
    private static func reachable(_ position: Int, states: [NodeState], nodes: [String: Node]) -> Rect? {
        var clip = Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
        var current = states[position].parent
        var steps = 0
        while let ancestor = current, ancestor >= 0, ancestor < states.count, steps <= states.count {
            steps += 1
            if let node = nodes[states[ancestor].id] {
                if node.style.overflow == .scroll || node.kind == .list { return nil }
                if Visibility.clips(node) { clip = clip.intersection(states[ancestor].frame) ?? .zero }
            }
            current = states[ancestor].parent
        }
        return clip
    }

    /// The nearest ancestor of `position` whose relative children reach past it along its main
    /// axis, with the child to make a scroll view.
    private static func cause(of position: Int, states: [NodeState], children: [[Int]], nodes: [String: Node], screen: Rect)
        -> OffScreenContent
    {
        var current = states[position].parent
        var steps = 0
        while let ancestor = current, ancestor >= 0, ancestor < states.count, steps <= states.count {
            steps += 1
            current = states[ancestor].parent
            guard let container = nodes[states[ancestor].id] else { continue }
            let vertical = [.column, .columnReverse].contains(container.style.flexDirection)
            let start = { (rect: Rect) in vertical ? rect.y : rect.x }
            let end = { (rect: Rect) in vertical ? rect.maxY : rect.maxX }
            let box = states[ancestor].frame
            let flowing = children[ancestor].filter { child in
                states[child].isVisible && nodes[states[child].id].map { $0.style.positionType != .absolute } ?? true
            }
            guard let first = flowing.map({ start(states[$0].frame) }).min(), let last = flowing.map({ end(states[$0].frame) }).max()
            else { continue }
            guard last > end(box) + tolerance || first < start(box) - tolerance else { continue }
            // The largest child, when it is a container that keeps its size although the
            // container is too small: it should scroll and take the space left. Otherwise the
            // container itself should scroll.
            var culprit: (id: String, size: Double)?
            var largest = -1.0
            for child in flowing {
                let size = end(states[child].frame) - start(states[child].frame)
                guard size > largest else { continue }
                largest = size
                let node = nodes[states[child].id]
                culprit = node.flatMap { !$0.children.isEmpty && $0.kind != .list && Self.shrink($0) == 0 ? ($0.id, size) : nil }
            }
            return OffScreenContent(
                container: container.id, culprit: culprit, axis: vertical ? .vertical : .horizontal,
                contentEnd: max(last, end(box)) - min(first, start(box)), containerEnd: end(box) - start(box), screenExtent: 0,
                hidden: [])
        }
        return OffScreenContent(container: nil, culprit: nil, axis: .vertical, contentEnd: 0, containerEnd: 0, screenExtent: 0, hidden: [])
    }

    /// The node's flex shrink factor as the engine resolves it (0 unless given, or a negative `flex`).
    private static func shrink(_ node: Node) -> Double {
        if let shrink = node.style.flexShrink { return shrink }
        if let flex = node.style.flex, flex < 0 { return -flex }
        return 0
    }
}
