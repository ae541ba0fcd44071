import LayoutLintKit
import LayoutModel

/// The cells a frame shows in its lists: `VisibleCells` of each displayed list (the same cells
/// the rendering-cost analysis counts), each with its template placed at the cell.
enum ListCells {
    /// The cells of every displayed list of a laid-out tree, in document order, clipped like
    /// the paint walk clips them (to the screen and clipping ancestors); lists in
    /// `scrollOffsets` (by tree index) are scrolled that many points down.
    static func cells(
        tree: NodeTree, layout: LayoutResult, device: DeviceProfile, layouter: any Layouter, scrollOffsets: [Int: Double] = [:]
    ) -> [ListCellFrame] {
        var cells: [ListCellFrame] = []
        let frame = RenderFrame(tree: tree, frames: layout.absoluteFrames, isDisplayed: layout.isDisplayed, screen: device.bounds)
        for index in tree.nodes.indices {
            guard let spec = tree.nodes[index].list, let visible = frame.visibility[index].visible else { continue }
            let listFrame = frame.frame(of: index)
            let offset = scrollOffsets[index] ?? 0
            for cell in VisibleCells.cells(of: spec, frame: listFrame, clip: visible, device: device, layouter: layouter, offset: offset) {
                let content = cell.template.map { template in
                    RenderFrame(
                        tree: template.tree,
                        frames: template.layout.absoluteFrames.map {
                            Rect(x: $0.x + cell.rect.x, y: $0.y + cell.rect.y, width: $0.width, height: $0.height)
                        },
                        isDisplayed: template.layout.isDisplayed, screen: cell.rect)
                }
                cells.append(ListCellFrame(listIndex: index, type: spec.cells[cell.type].name, rect: cell.rect, content: content))
            }
        }
        return cells
    }
}
