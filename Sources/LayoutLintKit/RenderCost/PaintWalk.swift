import LayoutModel

/// What a list's cells are painted into: the list node, where it is and what clips it.
public struct CellPaintInput: Sendable {
    /// Index of the list node in the frame's tree.
    public var list: Int
    /// The list's rows and cell types.
    public var spec: ListSpec
    /// The list node's frame in screen coordinates.
    public var frame: Rect
    /// The list's visible rectangle: cells are clipped to it (a list clips its content).
    public var clip: Rect
    /// The list's effective opacity, to multiply into each cell layer's opacity.
    public var opacity: Double
}

/// Appends the drawing layers of a list's visible cells, in paint order, to `layers`.
///
/// The extension point for lists: the paint walk calls it right after the list's own
/// layer, so cell layers paint above the list's background and below the list's later siblings.
/// Appended layers must have `rect` already clipped to `input.clip` (and be skipped when that
/// is empty) and `opacity` multiplied by `input.opacity`; their `node` is `input.list`.
/// A cell layer's `parentLayer` may name an earlier cell layer (its template ancestor);
/// left nil, the walk sets it to the list's nearest drawing layer.
public typealias CellLayerProvider = @Sendable (_ input: CellPaintInput, _ layers: inout [DrawLayer]) -> Void

/// A reason a node is rendered offscreen each frame.
public enum OffscreenCause: Sendable, Hashable {
    /// cornerRadius > 0 with clipsToBounds: the content is masked offscreen.
    case roundedClip(cornerRadius: Double)
    /// A shadow without a path: its shape is found from the rendered alpha offscreen.
    case shadowWithoutPath(radius: Double)
    /// opacity < 1 on a node with drawing descendants: the group is flattened offscreen.
    case groupOpacity(opacity: Double, drawingDescendants: Int)
}

/// One offscreen pass of one visible node.
public struct OffscreenPass: Sendable, Hashable {
    /// Index of the node in the analysed frame's tree.
    public var node: Int
    /// The node's id and where it is written (frames after inserts index a different tree).
    public var id: String
    public var location: SourceLocation
    public var cause: OffscreenCause
}

/// The painter's walk over one frame: visible drawing layers in paint order and offscreen passes.
public enum PaintWalk {
    /// Walks `tree` laid out at `absoluteFrames` with the layout's `isDisplayed` flags on
    /// `screen`, its scroll views at `contentOffsets` (by node index): what shows is decided
    /// once (`FrameVisibility`), then painted in order
    /// (`walk(tree:absoluteFrames:visibility:cells:)`). Nothing without a frame and a flag for
    /// every node.
    public static func walk(
        tree: NodeTree, absoluteFrames: [Rect], isDisplayed: [Bool], screen: Rect, cells: CellLayerProvider?,
        contentOffsets: [Int: Double] = [:]
    ) -> (layers: [DrawLayer], offscreen: [OffscreenPass]) {
        let count = tree.nodes.count
        guard count > 0, absoluteFrames.count >= count, isDisplayed.count >= count else { return ([], []) }
        let visibility = FrameVisibility(
            tree: tree, frames: absoluteFrames, isDisplayed: isDisplayed, screen: screen, contentOffsets: contentOffsets)
        return walk(tree: tree, absoluteFrames: absoluteFrames, visibility: visibility, cells: cells)
    }

    /// Walks `tree` in document pre-order (the painting order) with an explicit stack, reading
    /// what shows from `visibility` (the frame's, decided on `absoluteFrames`).
    ///
    /// A node whose subtree cannot show (`NodeVisibility.showsSubtree`: not displayed, fully
    /// transparent, clipped away) is skipped with its subtree. A drawing node with a visible
    /// rectangle is a layer at that rectangle and its effective opacity. A node without one is
    /// no layer, but its children may still show when it does not clip.
    ///
    /// Complexity: O(n + c) time and memory for n nodes and c cell layers.
    public static func walk(
        tree: NodeTree, absoluteFrames: [Rect], visibility: FrameVisibility, cells: CellLayerProvider?
    ) -> (layers: [DrawLayer], offscreen: [OffscreenPass]) {
        let count = tree.nodes.count
        var layers: [DrawLayer] = []
        var passes: [(order: Int, pass: OffscreenPass)] = []
        guard count > 0, absoluteFrames.count >= count else { return ([], []) }
        var firstLayer = [Int](repeating: 0, count: count)
        var ownLayer = [Bool](repeating: false, count: count)
        var nearestLayer = [Int?](repeating: nil, count: count)
        var enterOrder = [Int](repeating: 0, count: count)
        var entered = 0
        enum Step { case enter(Int), exit(Int) }
        var stack: [Step] = [.enter(0)]
        while let step = stack.popLast() {
            switch step {
            case .enter(let index):
                let node = tree.nodes[index]
                let shown = visibility[index]
                guard shown.showsSubtree(clips: Visibility.clips(node)) else { continue }
                let inheritedLayer = node.parent.flatMap { $0 >= 0 && $0 < count ? nearestLayer[$0] : nil }
                let frame = absoluteFrames[index]
                enterOrder[index] = entered
                entered += 1
                firstLayer[index] = layers.count
                nearestLayer[index] = inheritedLayer
                if node.draws, let seen = shown.visible {
                    var layer = DrawLayer(node: index, drawing: node, frame: frame, rect: seen, opacity: shown.opacity)
                    layer.parentLayer = inheritedLayer
                    nearestLayer[index] = layers.count
                    ownLayer[index] = true
                    layers.append(layer)
                }
                if let spec = node.list, let seen = shown.visible, let cells {
                    let start = layers.count
                    cells(CellPaintInput(list: index, spec: spec, frame: frame, clip: seen, opacity: shown.opacity), &layers)
                    for cell in start..<layers.count where layers[cell].parentLayer == nil {
                        layers[cell].parentLayer = nearestLayer[index]
                    }
                }
                stack.append(.exit(index))
                for child in node.children.reversed() where child > index && child < count {
                    stack.append(.enter(child))
                }
            case .exit(let index):
                guard visibility[index].visible != nil else { continue }
                let node = tree.nodes[index]
                let descendants = layers.count - firstLayer[index] - (ownLayer[index] ? 1 : 0)
                for cause in causes(of: node, drawingDescendants: descendants) {
                    passes.append((enterOrder[index], OffscreenPass(node: index, id: node.id, location: node.location, cause: cause)))
                }
            }
        }
        passes.sort { $0.order < $1.order }
        return (layers, passes.map(\.pass))
    }

    /// The offscreen passes a visible node causes, in a fixed order.
    public static func causes(of node: Node, drawingDescendants: Int) -> [OffscreenCause] {
        var found: [OffscreenCause] = []
        if node.cornerRadius > 0 && node.clipsToBounds {
            found.append(.roundedClip(cornerRadius: node.cornerRadius))
        }
        if let shadow = node.shadow, !shadow.path {
            found.append(.shadowWithoutPath(radius: shadow.radius))
        }
        if node.opacity < 1 && drawingDescendants > 0 {
            found.append(.groupOpacity(opacity: node.opacity, drawingDescendants: drawingDescendants))
        }
        return found
    }
}
