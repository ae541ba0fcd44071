/// How a measure function must treat one available dimension (Yoga's `YGMeasureMode`).
public enum MeasureMode: Sendable, Hashable {
    /// The node must be exactly this size.
    case exactly
    /// The node may be at most this size.
    case atMost
    /// No constraint: the size passed is NaN; answer the content's natural size.
    case undefined
}

/// The content size a measure function reports, in points (padding and border excluded).
public struct MeasuredSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Measures a leaf's content inside the given available content-box size (Yoga's contract).
/// A dimension whose mode is `.undefined` is passed as NaN.
public typealias MeasureFunction =
    @Sendable (_ width: Double, _ widthMode: MeasureMode, _ height: Double, _ heightMode: MeasureMode) -> MeasuredSize

/// The engine's input: styles in contiguous storage, index 0 is the root.
///
/// A node is added after its parent, so parents always precede their children and every
/// pass over the tree can run in index order without recursion. Children keep insertion order.
public struct LayoutTree: Sendable {
    /// Styles as the engine reads them, converted once when a node is added.
    var styles: [FlexStyle] = []
    /// Adaptive sizes per node: empty while no node has one, else one entry per node (the
    /// engine reads `adaptive[node]` of every node whose style has `hasAdaptive`, the root too).
    var adaptive: [AdaptiveRules] = []
    var parents: [Int] = []
    var measures: [MeasureFunction?] = []
    /// Points added to each node's resolved padding (safe areas); empty until first used.
    var extraPadding: [Insets] = []

    /// Nodes the first `addNode` makes room for.
    static let initialCapacity = 16

    public init() {}

    /// Adds `insets` to node `index`'s padding after its style padding is resolved, so a
    /// percentage padding of 5 % plus a 59 pt inset is 5 % of the containing width + 59.
    public mutating func addExtraPadding(_ insets: Insets, to index: Int) {
        guard index >= 0 && index < count else { return }
        if extraPadding.isEmpty { extraPadding = [Insets](repeating: Insets(), count: count) }
        if extraPadding.count < count { extraPadding += [Insets](repeating: Insets(), count: count - extraPadding.count) }
        extraPadding[index].top += insets.top
        extraPadding[index].left += insets.left
        extraPadding[index].bottom += insets.bottom
        extraPadding[index].right += insets.right
    }

    /// Appends a node under `parent` (nil for the root) and returns its index.
    /// A node with a measure function is a leaf: children added under it are ignored by layout.
    @discardableResult
    public mutating func addNode(style: Style, parent: Int?, measure: MeasureFunction? = nil) -> Int {
        if styles.isEmpty {
            // Room for a small tree at once, instead of growing through capacities 1, 2, 4 and 8
            // (each a new buffer and a copy): building a screen's tree is a fixed cost of its layout.
            styles.reserveCapacity(LayoutTree.initialCapacity)
            parents.reserveCapacity(LayoutTree.initialCapacity)
            measures.reserveCapacity(LayoutTree.initialCapacity)
        }
        var flexStyle = FlexStyle(style)
        flexStyle.hasMeasure = measure != nil
        if flexStyle.hasAdaptive { makeAdaptiveTable() }
        // The table covers the nodes before this one, so this node's entry is appended even
        // when it is the first to need one (the root included).
        if !adaptive.isEmpty || flexStyle.hasAdaptive { adaptive.append(AdaptiveRules(style)) }
        styles.append(flexStyle)
        parents.append(parent ?? -1)
        measures.append(measure)
        return styles.count - 1
    }

    /// Gives node `index` a new style and measure function (a layout session's changes).
    mutating func replace(_ index: Int, style: Style, measure: MeasureFunction?) {
        var flexStyle = FlexStyle(style)
        flexStyle.hasMeasure = measure != nil
        styles[index] = flexStyle
        if flexStyle.hasAdaptive { makeAdaptiveTable() }
        if !adaptive.isEmpty { adaptive[index] = AdaptiveRules(style) }
        measures[index] = measure
    }

    /// Gives every node added so far an (empty) adaptive entry, once.
    private mutating func makeAdaptiveTable() {
        guard adaptive.isEmpty, !styles.isEmpty else { return }
        adaptive = [AdaptiveRules](repeating: AdaptiveRules(Style()), count: styles.count)
    }

    /// The number of nodes.
    public var count: Int { styles.count }
}

/// Settings of one layout run.
public struct LayoutOptions: Sendable, Hashable {
    /// Pixels per point for the final rounding pass; 0 turns rounding off.
    public var pointScaleFactor: Double
    /// The screen height adaptive sizes resolve against.
    public var screenHeight: Double
    /// Trees deeper than this are rejected with `LayoutError.tooDeep`.
    public var maxDepth: Int
    /// The root's direction when its style inherits one: right to left for a right-to-left
    /// language. Rows then run from the right and `start`/`end` edges are right/left, in every
    /// node that does not set its own `direction` (Yoga's `YGNodeCalculateLayout` direction).
    public var rightToLeft = false

    public init(pointScaleFactor: Double = 1, screenHeight: Double = 0, maxDepth: Int = 20_000) {
        self.pointScaleFactor = pointScaleFactor
        self.screenHeight = screenHeight
        self.maxDepth = maxDepth
    }
}

/// The engine's output, indexed like the tree.
public struct LayoutResult: Sendable, Hashable {
    /// Frames relative to the parent's border box, after pixel-grid rounding.
    public var frames: [Rect]
    /// Frames in root coordinates: the sum of the rounded parent-relative origins.
    public var absoluteFrames: [Rect]
    /// False when the node or one of its ancestors has `display: none`.
    public var isDisplayed: [Bool]

    public init(frames: [Rect], absoluteFrames: [Rect], isDisplayed: [Bool]) {
        self.frames = frames
        self.absoluteFrames = absoluteFrames
        self.isDisplayed = isDisplayed
    }
}

/// Why a tree cannot be laid out.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The tree nests deeper than `LayoutOptions.maxDepth`.
    case tooDeep(depth: Int, limit: Int)
    /// The tree has no nodes.
    case emptyTree
    /// A node's parent index does not name an earlier node (or a second root was added).
    case invalidParent(node: Int, parent: Int)
    /// The tree is too deep for the caller's stack and no thread with a stack of `bytes`
    /// could be created (the system refused the memory).
    case stackUnavailable(bytes: Int)

    public var description: String {
        switch self {
        case .tooDeep(let depth, let limit):
            return
                "the view tree is \(depth) levels deep, over the limit of \(limit); flatten it to at most \(limit) levels or raise maxDepth"
        case .emptyTree:
            return "the layout tree has no nodes; add a root node first"
        case .invalidParent(let node, let parent):
            return
                "node \(node) names parent \(parent), which is not an earlier node; add parents before their children and give only node 0 no parent"
        case .stackUnavailable(let bytes):
            return
                "laying this tree out needs a thread stack of \(bytes / (1024 * 1024)) MB, which the system refused; flatten the tree or lower maxDepth"
        }
    }
}
