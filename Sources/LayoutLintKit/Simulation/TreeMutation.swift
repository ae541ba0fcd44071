import LayoutModel

/// A node tree being changed by timeline events, kept flat.
///
/// Inserting appends the new subtree's nodes to the arena and links the new root into its
/// parent's children; removing unlinks a subtree from its parent and forgets its ids. Both are
/// O(size of the subtree + children of the parent). `compacted()` yields the reachable tree in
/// pre-order (root at 0, parents before children) for the layout engine.
public struct MutableTree: Sendable {
    private(set) var tree: NodeTree
    private var indexByID: [String: Int]
    /// True once the arena is no longer in pre-order: after a removal (unreachable nodes) or
    /// an insertion (appended nodes that may precede earlier siblings).
    private var needsCompaction = false
    /// Nodes whose style changed since the last `takeRestyled()`, in order, repeats possible.
    private var restyled: [Int] = []

    /// True when a node was inserted or removed since the tree was last compacted.
    public var changedShape: Bool { needsCompaction }

    /// The tree as it is now; in pre-order once `compact()` ran after a change of shape.
    public var current: NodeTree { tree }

    public init(_ tree: NodeTree) {
        self.tree = tree
        var index: [String: Int] = [:]
        for (position, node) in tree.nodes.enumerated() { index[node.id] = position }
        indexByID = index
    }

    /// The arena index of the node with this id, if it is in the tree.
    public func index(of id: String) -> Int? { indexByID[id] }

    /// The node at an arena index.
    public subscript(index: Int) -> Node { tree.nodes[index] }

    /// Content arrives: the node's style width/height become the given sizes (adaptive sizes
    /// stay adaptive for the engine to resolve), and a label's text the text it brings. Nil
    /// sizes leave that axis alone, nil text the node's text.
    public mutating func arrive(at index: Int, width: SizeValue?, height: SizeValue?, text: String? = nil) {
        if let width { tree.nodes[index].style.width = width }
        if let height { tree.nodes[index].style.height = height }
        if let text { tree.nodes[index].text = text }
        restyled.append(index)
    }

    /// `show` / `hide`: display flex or none.
    public mutating func setDisplayed(_ displayed: Bool, at index: Int) {
        tree.nodes[index].style.display = displayed ? .flex : .none
        restyled.append(index)
    }

    /// Copies the style properties named in `keys` from `style` onto the node.
    public mutating func setStyle(_ style: Style, keys: [String], at index: Int) {
        for key in keys { tree.nodes[index].style.copy(key, from: style) }
        restyled.append(index)
    }

    /// Appends `subtree` to the arena and makes its root a child of `parent` at `position`
    /// (nil or past the end: last). Returns the arena index of the new root.
    @discardableResult
    public mutating func insert(_ subtree: NodeTree, into parent: Int, at position: Int?) -> Int? {
        guard !subtree.nodes.isEmpty else { return nil }
        let offset = tree.nodes.count
        for var node in subtree.nodes {
            node.parent = node.parent.map { $0 + offset } ?? parent
            node.children = node.children.map { $0 + offset }
            indexByID[node.id] = tree.nodes.count
            tree.nodes.append(node)
        }
        let count = tree.nodes[parent].children.count
        let slot = min(max(position ?? count, 0), count)
        tree.nodes[parent].children.insert(offset, at: slot)
        needsCompaction = true
        return offset
    }

    /// Unlinks the node and its subtree from the tree. The root cannot be removed.
    public mutating func remove(at index: Int) {
        guard let parent = tree.nodes[index].parent else { return }
        tree.nodes[parent].children.removeAll { $0 == index }
        tree.nodes[index].parent = nil
        for member in tree.preorder(from: index) where indexByID[tree.nodes[member].id] == member {
            indexByID[tree.nodes[member].id] = nil
        }
        needsCompaction = true
    }

    /// The indices of the nodes restyled since the last call, and forgets them.
    public mutating func takeRestyled() -> [Int] {
        defer { restyled.removeAll(keepingCapacity: true) }
        return restyled
    }

    /// Replaces the arena by the reachable tree in pre-order (`compacted()`), renumbering the
    /// nodes, and forgets restyled nodes (a new shape is laid out whole).
    public mutating func compact() {
        guard needsCompaction else { return }
        self = MutableTree(compacted())
    }

    /// The reachable tree in pre-order, root at 0, so that index order is document order.
    /// O(nodes); the tree is returned as is until something was inserted or removed.
    public func compacted() -> NodeTree {
        guard needsCompaction else { return tree }
        let order = tree.preorder()
        var newIndex = Array(repeating: -1, count: tree.nodes.count)
        for (position, old) in order.enumerated() { newIndex[old] = position }
        var nodes: [Node] = []
        nodes.reserveCapacity(order.count)
        for old in order {
            var node = tree.nodes[old]
            node.parent = node.parent.map { newIndex[$0] }
            node.children = node.children.map { newIndex[$0] }
            nodes.append(node)
        }
        return NodeTree(nodes: nodes)
    }
}

extension Style {
    /// Copies one style property, named as in the layout format (`height`, `marginTop`, …).
    /// Unknown names are ignored (the decoder has already rejected them).
    public mutating func copy(_ key: String, from other: Style) {
        if copyEdge(key, from: other) { return }
        switch key {
        case "flexDirection": flexDirection = other.flexDirection
        case "justifyContent": justifyContent = other.justifyContent
        case "alignItems": alignItems = other.alignItems
        case "alignSelf": alignSelf = other.alignSelf
        case "alignContent": alignContent = other.alignContent
        case "flexWrap": flexWrap = other.flexWrap
        case "position": positionType = other.positionType
        case "display": display = other.display
        case "overflow": overflow = other.overflow
        case "direction": direction = other.direction
        case "flex": flex = other.flex
        case "flexGrow": flexGrow = other.flexGrow
        case "flexShrink": flexShrink = other.flexShrink
        case "flexBasis": flexBasis = other.flexBasis
        case "width": width = other.width
        case "height": height = other.height
        case "minWidth": minWidth = other.minWidth
        case "minHeight": minHeight = other.minHeight
        case "maxWidth": maxWidth = other.maxWidth
        case "maxHeight": maxHeight = other.maxHeight
        case "aspectRatio": aspectRatio = other.aspectRatio
        case "gap": gap = other.gap
        case "columnGap": columnGap = other.columnGap
        case "rowGap": rowGap = other.rowGap
        case "left": position.left = other.position.left
        case "top": position.top = other.position.top
        case "right": position.right = other.position.right
        case "bottom": position.bottom = other.position.bottom
        case "start": position.start = other.position.start
        case "end": position.end = other.position.end
        default: break
        }
    }

    /// `margin*`, `padding*`, `border*`: returns false when `key` is none of them.
    private mutating func copyEdge(_ key: String, from other: Style) -> Bool {
        let groups: [(String, WritableKeyPath<Style, Edges>)] = [("margin", \.margin), ("padding", \.padding), ("border", \.border)]
        for (prefix, path) in groups where key.hasPrefix(prefix) {
            let edge = key.dropFirst(prefix.count)
            let slot: WritableKeyPath<Edges, Length>
            switch edge {
            case "", "Width": slot = \.all
            case "Left", "LeftWidth": slot = \.left
            case "Top", "TopWidth": slot = \.top
            case "Right", "RightWidth": slot = \.right
            case "Bottom", "BottomWidth": slot = \.bottom
            case "Start", "StartWidth": slot = \.start
            case "End", "EndWidth": slot = \.end
            case "Horizontal": slot = \.horizontal
            case "Vertical": slot = \.vertical
            default: return false
            }
            self[keyPath: path][keyPath: slot] = other[keyPath: path][keyPath: slot]
            return true
        }
        return false
    }
}
