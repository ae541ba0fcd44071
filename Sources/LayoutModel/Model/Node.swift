/// What a node draws.
public enum NodeKind: String, Sendable, Hashable, CaseIterable {
    case view, label, image, ad, list, spinner
}

/// One node of a screen's view tree. Children are indices into the owning `NodeTree`.
public struct Node: Sendable, Hashable {
    public var id: String
    public var kind: NodeKind = .view
    public var style = Style()
    /// The background colour; nil draws no background.
    public var background: Color?
    public var opacity: Double = 1
    /// The text as written, or a `text` table's first entry (the language the screen is
    /// designed in, shown when no locale is asked for or the table lacks it).
    public var text: String?
    /// A `text` table's strings by locale (`{"en": "Save", "de": "Speichern"}`); empty when
    /// `text` is a plain string.
    public var localizedText: [String: String] = [:]
    /// The font `text` is set in (a label's size comes from it): `body` unless given.
    public var font: FontSpec = .body
    /// Where `font` was written (nil: not written, or built in code).
    public var fontLocation: SourceLocation?
    /// The most lines `text` shows (0: as many as it needs).
    public var numberOfLines: Int = 0
    /// For images: whether the bitmap carries alpha (default true).
    public var imageHasAlpha: Bool = true
    public var cornerRadius: Double = 0
    public var clipsToBounds: Bool = false
    public var shadow: Shadow?
    /// Adds the device's safe-area insets to the padding.
    public var safeArea: Bool = false
    public var content: Content?
    public var list: ListSpec?
    /// A scroll view's scroll script (`"overflow": "scroll"`), in the form a list's takes: where
    /// its content offset goes after the first frame. Nil: the scroll view stays at offset 0.
    public var scroll: [ListSpec.ScrollSegment]?
    public var primary: Bool = false
    /// Rules disabled for this node and its subtree.
    public var disabledRules: [String] = []

    /// Index of the parent in the tree; nil for the root.
    public var parent: Int?
    /// Indices of the children in the tree, in order.
    public var children: [Int] = []

    /// Where the node's object starts in the source.
    public var location: SourceLocation
    /// Where the node's `id` value was written (nil for nodes built in code).
    public var idLocation: SourceLocation?
    /// Where each style key was written, for diagnostics that point at a style value.
    public var styleLocations: [String: SourceLocation] = [:]

    public init(id: String, location: SourceLocation) {
        self.id = id
        self.location = location
    }

    /// True when the node paints pixels: a background with alpha > 0, or a drawing kind.
    public var draws: Bool {
        if let background, background.alpha > 0 { return true }
        switch kind {
        case .label, .image, .ad, .spinner: return true
        case .view, .list: return false
        }
    }
}

/// A drop shadow; without `path` the renderer must compute its shape offscreen.
public struct Shadow: Sendable, Hashable {
    public var radius: Double
    public var path: Bool
    public init(radius: Double, path: Bool) {
        self.radius = radius
        self.path = path
    }
}

/// Content that arrives later.
public struct Content: Sendable, Hashable {
    /// Arrival time in ms from launch; nil when only a timeline event (or the end of a request
    /// that blocks the node) delivers it.
    public var at: Double?
    /// Inside a list's cell template only: when the content arrives in ms from launch, whenever
    /// the cell appears (`at` there counts from the cell's appearance); a cell that appears
    /// later shows it at once. Nil unless given.
    public var atTime: Double?
    /// The sizes the node takes when the content arrives; nil on an axis keeps the slot's size
    /// (both nil: the content is drawn at the slot's own size).
    public var width: SizeValue?
    public var height: SizeValue?
    /// A label's text when the content arrives (a price, a name loaded later), measured like
    /// the text written on the node; nil keeps the node's text.
    public var text: String?
    /// `text` by locale, when given as a table.
    public var localizedText: [String: String] = [:]
    public var location: SourceLocation

    public init(at: Double? = nil, width: SizeValue? = nil, height: SizeValue? = nil, text: String? = nil, location: SourceLocation) {
        self.at = at
        self.width = width
        self.height = height
        self.text = text
        self.location = location
    }
}

/// A view tree in contiguous storage: `nodes[0]` is the root, parents precede children.
public struct NodeTree: Sendable, Hashable {
    public var nodes: [Node]

    public init(nodes: [Node]) {
        self.nodes = nodes
    }

    public var root: Node { nodes[0] }

    /// Indices in depth-first pre-order (document order), without recursion.
    public func preorder(from start: Int = 0) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(nodes.count)
        var stack = [start]
        while let index = stack.popLast() {
            order.append(index)
            stack.append(contentsOf: nodes[index].children.reversed())
        }
        return order
    }

    /// The index of the node with this id, if any.
    public func index(of id: String) -> Int? {
        nodes.firstIndex { $0.id == id }
    }
}
