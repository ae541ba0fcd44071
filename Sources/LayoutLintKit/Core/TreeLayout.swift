import LayoutModel

/// A node tree and its layout on one device: one frame as the engine computed it.
public struct TreeLayout: Sendable {
    public var tree: NodeTree
    public var layout: LayoutResult

    public init(tree: NodeTree, layout: LayoutResult) {
        self.tree = tree
        self.layout = layout
    }
}
