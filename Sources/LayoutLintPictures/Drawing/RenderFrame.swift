import LayoutLintKit
import LayoutModel

/// One laid-out moment of a screen on a device: what the pictures draw.
///
/// Built from a `NodeTree` and the layout engine's absolute frames (or by hand in tests), so
/// rendering depends on plain values only.
struct RenderFrame: Sendable {
    let tree: NodeTree
    /// Per node index: the frame in screen coordinates (points), where it is seen: inside a
    /// scroll view, moved up by its content offset.
    let frames: [Rect]
    /// Per node index: false when the node or an ancestor has display none.
    let isDisplayed: [Bool]
    /// The screen in points (the device's bounds).
    let screen: Rect
    /// What of each node shows (display, effective opacity, clip, visible rectangle), decided
    /// once from the above by the Kit's one rule (`FrameVisibility`), as the paint walk and
    /// shift scoring decide it.
    let visibility: FrameVisibility
    /// List cells on screen, drawn after (over) their list node.
    var cells: [ListCellFrame]
    /// Indices of the nodes whose `content` has not arrived at this frame's time: reserved
    /// slots, drawn hatched instead of with their content.
    var awaitingContent: Set<Int>

    /// A frame laid out at `frames` with its scroll views at `contentOffsets` (by node index);
    /// `isDisplayed` defaults to every node displayed.
    init(
        tree: NodeTree, frames: [Rect], isDisplayed: [Bool]? = nil, screen: Rect, cells: [ListCellFrame] = [],
        awaitingContent: Set<Int> = [], contentOffsets: [Int: Double] = [:]
    ) {
        self.tree = tree
        self.isDisplayed = isDisplayed ?? Array(repeating: true, count: tree.nodes.count)
        self.screen = screen
        let visibility = FrameVisibility(
            tree: tree, frames: frames, isDisplayed: self.isDisplayed, screen: screen, contentOffsets: contentOffsets)
        self.visibility = visibility
        self.frames = contentOffsets.isEmpty ? frames : frames.indices.map { visibility[$0].onScreen(frames[$0]) }
        self.cells = cells
        self.awaitingContent = awaitingContent
    }

    /// The frame of node `index`, or an empty rectangle when the layout has none for it.
    func frame(of index: Int) -> Rect {
        index < frames.count ? frames[index] : .zero
    }

    /// Whether node `index` and its ancestors are displayed (false when the layout does not know it).
    func displayed(_ index: Int) -> Bool {
        visibility[index].isDisplayed
    }
}

/// One cell of a virtualised list on screen.
struct ListCellFrame: Sendable {
    /// The list node's index in the screen's tree.
    var listIndex: Int
    /// The cell type's name.
    var type: String
    /// The row the cell shows, when known (pictures for people name it on the cell).
    var row: Int? = nil
    /// The cell's frame in screen coordinates.
    var rect: Rect
    /// The cell's template laid out at `rect` (screen coordinates), when it has one.
    var content: RenderFrame?
}
