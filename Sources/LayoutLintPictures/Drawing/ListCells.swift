import LayoutLintKit
import LayoutModel

/// The cells a frame shows in its lists: `VisibleCells` of each displayed list (the same cells
/// the rendering-cost analysis counts), each with its template placed at the cell.
enum ListCells {
    /// The cells of every displayed list of a laid-out tree, in document order, clipped like
    /// the paint walk clips them (to the screen and clipping ancestors); lists in
    /// `scrollOffsets` (by tree index) are scrolled that many points down. With `shownForMs`
    /// (how long the list's script has played), each cell's template nodes whose content
    /// arrives later than the time its row has been on screen (since the script first brought
    /// it in) are marked as not arrived, and content timed from launch (`atTime`) later than
    /// `sinceLaunchMs`, the frame's time.
    static func cells(
        tree: NodeTree, layout: LayoutResult, device: DeviceProfile, layouter: any Layouter, scrollOffsets: [Int: Double] = [:],
        shownForMs: Double? = nil, sinceLaunchMs: Double? = nil
    ) -> [ListCellFrame] {
        var cells: [ListCellFrame] = []
        let frame = RenderFrame(tree: tree, frames: layout.absoluteFrames, isDisplayed: layout.isDisplayed, screen: device.bounds)
        for index in tree.nodes.indices {
            guard let spec = tree.nodes[index].list, let visible = frame.visibility[index].visible else { continue }
            let listFrame = frame.frame(of: index)
            let offset = scrollOffsets[index] ?? 0
            // The script's legs, once per list (its row geometry is O(rows)), when arrivals are timed.
            let phases =
                shownForMs == nil ? [] : ScrollPosition.phases(of: spec, viewport: listFrame.height, refreshRate: device.refreshRate)
            for cell in VisibleCells.cells(of: spec, frame: listFrame, clip: visible, device: device, layouter: layouter, offset: offset) {
                let content = cell.template.map { template in
                    let awaiting = shownForMs.map { elapsed in
                        // The row's time on screen: from when the script first brought it in.
                        let top = cell.rect.y - listFrame.y + offset
                        let appeared = ScrollPosition.firstShownMs(top: top, viewport: listFrame.height, phases: phases) ?? 0
                        let shown = elapsed - appeared
                        return Set(
                            template.tree.nodes.indices.filter { index in
                                guard let content = template.tree.nodes[index].content else { return false }
                                if let at = content.at { return at > shown }
                                if let atTime = content.atTime { return atTime > (sinceLaunchMs ?? elapsed) }
                                return false
                            })
                    }
                    return RenderFrame(
                        tree: template.tree,
                        frames: template.layout.absoluteFrames.map {
                            Rect(x: $0.x + cell.rect.x, y: $0.y + cell.rect.y, width: $0.width, height: $0.height)
                        },
                        isDisplayed: template.layout.isDisplayed, screen: cell.rect, awaitingContent: awaiting ?? [])
                }
                cells.append(
                    ListCellFrame(listIndex: index, type: spec.cells[cell.type].name, row: cell.row, rect: cell.rect, content: content))
            }
        }
        return cells
    }
}

extension ListCells {
    /// The cells of `rows` (a `CellScene`'s side) of list `listIndex`, laid out at `listFrame` and
    /// scrolled `offset` points down: each row's template as its cell showed it at its stage
    /// (the content arrived so far in place, what is still due marked as not arrived), laid out
    /// once per (type, stage, height) at the list's width × the row's height.
    static func cells(
        of rows: [CellScene.Row], offset: Double, listIndex: Int, listFrame: Rect, spec: ListSpec, stages: [CellStages?],
        device: DeviceProfile, layouter: any Layouter
    ) -> [ListCellFrame] {
        struct Key: Hashable {
            var type: Int
            var stage: Int
            var height: Double
        }
        var laidOut: [Key: (tree: NodeTree, layout: LayoutResult, awaiting: Set<Int>)?] = [:]
        var cells: [ListCellFrame] = []
        for row in rows where row.type < spec.cells.count && row.height > 0 {
            let rect = Rect(x: listFrame.x, y: listFrame.y + row.top - offset, width: listFrame.width, height: row.height)
            let key = Key(type: row.type, stage: row.stage, height: row.height)
            if laidOut[key] == nil {
                laidOut[key] = spec.cells[row.type].template.flatMap { template in
                    guard !template.nodes.isEmpty else { return nil }
                    let measured = row.type < stages.count ? stages[row.type] : nil
                    let tree = measured.map { $0.template(template, atStage: row.stage) } ?? template
                    let size = DeviceProfile(name: device.name, width: listFrame.width, height: row.height, scale: device.scale)
                    guard let layout = try? layouter.layout(tree, on: size) else { return nil }
                    return (tree, layout, measured?.awaiting(atStage: row.stage) ?? [])
                }
            }
            let content = (laidOut[key] ?? nil).map { cell in
                RenderFrame(
                    tree: cell.tree,
                    frames: cell.layout.absoluteFrames.map { Rect(x: $0.x + rect.x, y: $0.y + rect.y, width: $0.width, height: $0.height) },
                    isDisplayed: cell.layout.isDisplayed, screen: rect, awaitingContent: cell.awaiting)
            }
            cells.append(ListCellFrame(listIndex: listIndex, type: spec.cells[row.type].name, row: row.row, rect: rect, content: content))
        }
        return cells
    }
}
