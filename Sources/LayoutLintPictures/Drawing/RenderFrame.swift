import LayoutLintKit
import LayoutModel

/// One laid-out moment of a screen on a device: what the pictures draw.
///
/// Built from a `NodeTree` and the layout engine's absolute frames (or by hand in tests), so
/// rendering depends on plain values only.
struct RenderFrame: Sendable {
    var tree: NodeTree
    /// Per node index: the frame in screen coordinates (points).
    var frames: [Rect]
    /// Per node index: false when the node or an ancestor has display none.
    var isDisplayed: [Bool]
    /// The screen in points (the device's bounds).
    var screen: Rect
    /// List cells on screen, drawn after (over) their list node.
    var cells: [ListCellFrame]
    /// Indices of the nodes whose `content` has not arrived at this frame's time: reserved
    /// slots, drawn hatched instead of with their content.
    var awaitingContent: Set<Int>

    /// A frame; `isDisplayed` defaults to every node displayed.
    init(
        tree: NodeTree, frames: [Rect], isDisplayed: [Bool]? = nil, screen: Rect, cells: [ListCellFrame] = [],
        awaitingContent: Set<Int> = []
    ) {
        self.tree = tree
        self.frames = frames
        self.isDisplayed = isDisplayed ?? Array(repeating: true, count: tree.nodes.count)
        self.screen = screen
        self.cells = cells
        self.awaitingContent = awaitingContent
    }

    /// The frame of node `index`, or an empty rectangle when the layout has none for it.
    func frame(of index: Int) -> Rect {
        index < frames.count ? frames[index] : .zero
    }

    /// Whether node `index` is displayed (false when the layout does not know it).
    func displayed(_ index: Int) -> Bool {
        index < isDisplayed.count && isDisplayed[index]
    }
}

/// One cell of a virtualised list on screen.
struct ListCellFrame: Sendable {
    /// The list node's index in the screen's tree.
    var listIndex: Int
    /// The cell type's name.
    var type: String
    /// The cell's frame in screen coordinates.
    var rect: Rect
    /// The cell's template laid out at `rect` (screen coordinates), when it has one.
    var content: RenderFrame?
}

/// What each node of a frame looks like on screen, derived once per frame: O(nodes).
struct FrameGeometry: Sendable {
    /// Per node: the frame clipped to the screen and to clipping ancestors; nil when nothing
    /// of it is visible (not displayed, zero opacity, empty, or clipped away).
    var visible: [Rect?]
    /// Per node: the clip its descendants inherit (the node's own clip when it clips).
    var clip: [Rect?]
    /// Per node: its opacity times its ancestors' (UIKit's effective alpha).
    var opacity: [Double]

    /// Walks the tree in document order with an explicit stack (no recursion).
    init(_ frame: RenderFrame) {
        let count = frame.tree.nodes.count
        visible = Array(repeating: nil, count: count)
        clip = Array(repeating: nil, count: count)
        opacity = Array(repeating: 0, count: count)
        guard count > 0 else { return }
        for index in frame.tree.preorder() {
            let node = frame.tree.nodes[index]
            let parentClip: Rect?
            let parentOpacity: Double
            if let parent = node.parent, parent < count {
                parentClip = clip[parent]
                parentOpacity = opacity[parent]
            } else {
                parentClip = frame.screen
                parentOpacity = 1
            }
            guard frame.displayed(index), let inherited = parentClip else { continue }
            let alpha = parentOpacity * min(max(node.opacity, 0), 1)
            opacity[index] = alpha
            let rect = frame.frame(of: index)
            let clipsChildren = node.clipsToBounds || node.style.overflow != .visible
            clip[index] = clipsChildren ? rect.intersection(inherited) : inherited
            if alpha > 0 { visible[index] = rect.intersection(inherited) }
        }
    }

    /// True when node `index` paints pixels and some of it is visible.
    func paints(_ index: Int, in tree: NodeTree) -> Bool {
        visible[index] != nil && tree.nodes[index].draws
    }
}
