import LayoutModel

/// A node of a screen built in Swift, with its children:
///
/// ```swift
/// ViewNode("root").background(.white) {
///     ViewNode.label("title", "Today").height(44)
///     ViewNode.ad("banner").height(50).content(height: .adaptive(.provider(.anchoredAdaptiveBanner)), at: 1200)
/// }
/// ```
///
/// Modifiers return a changed copy, as SwiftUI's do. Nodes built in Swift have no place in a
/// file, so their findings are located at line 1, column 1 of the screen's `file` name.
public struct ViewNode: Sendable {
    /// The node itself (its `parent` and `children` are set when the screen is built).
    public var node: Node
    public var children: [ViewNode]

    /// A node of `kind` with `children`.
    public init(_ id: String, kind: NodeKind = .view, @ViewNodeBuilder children: () -> [ViewNode] = { [] }) {
        node = Node(id: id, location: .start)
        node.kind = kind
        self.children = children()
    }

    /// A label showing `text`.
    public static func label(_ id: String, _ text: String) -> ViewNode {
        ViewNode(id, kind: .label).with { $0.text = text }
    }

    /// An image view; `hasAlpha` says whether its image has an alpha channel.
    public static func image(_ id: String, hasAlpha: Bool = true) -> ViewNode {
        ViewNode(id, kind: .image).with { $0.imageHasAlpha = hasAlpha }
    }

    /// An ad slot.
    public static func ad(_ id: String) -> ViewNode {
        ViewNode(id, kind: .ad)
    }

    /// This node with `children` appended.
    public func children(@ViewNodeBuilder _ children: () -> [ViewNode]) -> ViewNode {
        var copy = self
        copy.children += children()
        return copy
    }

    /// This node with its style changed by `change`.
    public func style(_ change: (inout Style) -> Void) -> ViewNode {
        with { change(&$0.style) }
    }

    /// A fixed width in points.
    public func width(_ points: Double) -> ViewNode { style { $0.width = .length(.points(points)) } }

    /// A fixed height in points (the slot reserved before content arrives).
    public func height(_ points: Double) -> ViewNode { style { $0.height = .length(.points(points)) } }

    /// A height that adapts to the node's width (an ad provider, an aspect ratio, a table).
    public func height(_ size: AdaptiveSize) -> ViewNode { style { $0.height = .adaptive(size) } }

    /// Flex grow factor.
    public func flexGrow(_ factor: Double) -> ViewNode { style { $0.flexGrow = factor } }

    /// An opaque or translucent background.
    public func background(_ color: Color) -> ViewNode { with { $0.background = color } }

    /// Content that arrives at `at` ms and takes these sizes (nil leaves an axis as reserved).
    public func content(width: SizeValue? = nil, height: SizeValue? = nil, at: Double) -> ViewNode {
        with { $0.content = Content(at: at, width: width, height: height, location: .start) }
    }

    /// Content that arrives at `at` ms, `height` points tall.
    public func content(height: Double, at: Double) -> ViewNode {
        content(height: .length(.points(height)), at: at)
    }

    /// The font the node's text is set in: `.style(.headline)`, or `.custom(…)` with a size of its own.
    public func font(_ font: FontSpec) -> ViewNode { with { $0.font = font } }

    /// The most lines the node's text shows (0: as many as it needs).
    public func numberOfLines(_ lines: Int) -> ViewNode { with { $0.numberOfLines = max(0, lines) } }

    /// Marks the node as primary content (the launch metrics wait for it).
    public func primary(_ isPrimary: Bool = true) -> ViewNode { with { $0.primary = isPrimary } }

    /// Applies the device's safe-area insets as padding.
    public func safeArea(_ applies: Bool = true) -> ViewNode { with { $0.safeArea = applies } }

    /// This node with `change` applied to the underlying `Node`, for properties without a modifier.
    public func with(_ change: (inout Node) -> Void) -> ViewNode {
        var copy = self
        change(&copy.node)
        return copy
    }

    /// The node tree rooted here, in pre-order with parents linked, built without recursion.
    public var tree: NodeTree {
        var nodes: [Node] = []
        var stack: [(view: ViewNode, parent: Int?)] = [(self, nil)]
        while let (view, parent) = stack.popLast() {
            var node = view.node
            node.parent = parent
            node.children = []
            let index = nodes.count
            nodes.append(node)
            if let parent { nodes[parent].children.append(index) }
            for child in view.children.reversed() { stack.append((child, index)) }
        }
        return NodeTree(nodes: nodes)
    }
}

/// Collects `ViewNode`s written one per line, with `if`, `if let`, `switch` and `for`.
@resultBuilder
public enum ViewNodeBuilder {
    public static func buildExpression(_ node: ViewNode) -> [ViewNode] { [node] }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
}
