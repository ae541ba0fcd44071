import LayoutLintKit
import LayoutModel

/// The shifts inside lists that the findings report, as diagrams: per list, each cell type's
/// worst shift of each cause and the worst shift of all, when rows on screen moved; each with
/// the screen as the timeline showed it then and the list's cells from the shift's scene.
enum CellShiftPictures {
    /// `cell-shift-<list>-row-<row>-<ms>.png`: the list (`PictureNames.distinct` among the
    /// screen's lists), the row whose cell changed, and the shift's time.
    static func fileName(list: String, row: Int, atMs: Double) -> String {
        "cell-shift-\(list)-row-\(row)-\(Format.number(atMs.rounded())).png"
    }

    /// The diagrams' inputs and file names, in list order then time order, each shift once.
    static func inputs(_ pictures: ScreenPictures) -> [(file: String, input: CellShiftDiagram.Input)] {
        let names = PictureNames.distinct(pictures.cells.map(\.id))
        var result: [(file: String, input: CellShiftDiagram.Input)] = []
        for list in pictures.cells {
            var seen: Set<String> = []
            let shifts = (list.summaries.map(\.worst) + [list.worstShift].compactMap { $0 })
                .filter { $0.scene != nil && !$0.movedRows.isEmpty && abs($0.distance) >= CellTimeline.threshold - 1e-9 }
                .sorted { ($0.atMs, $0.row) < ($1.atMs, $1.row) }
            for shift in shifts {
                let file = fileName(list: names[list.id] ?? PictureNames.slug(list.id), row: shift.row, atMs: shift.atMs)
                guard !seen.contains(file), let input = input(shift, in: list, pictures: pictures) else { continue }
                seen.insert(file)
                result.append((file, input))
            }
        }
        return result
    }

    /// The diagram of `shift`: the last frame of the timeline shown at or before it, its list's
    /// cells replaced by the scene's before and after. Nil when the frame has no such list.
    static func input(_ shift: CellShift, in list: ListCellTimeline, pictures: ScreenPictures) -> CellShiftDiagram.Input? {
        guard let scene = shift.scene,
            let base = pictures.frames.last(where: { $0.atMs <= shift.atMs }) ?? pictures.frames.first,
            let index = base.tree.index(of: list.id), let spec = base.tree.nodes[index].list, base.frame.displayed(index)
        else { return nil }
        let listFrame = base.frame.frame(of: index)
        func frame(_ rows: [CellScene.Row]) -> RenderFrame {
            var frame = base.frame
            frame.cells =
                frame.cells.filter { $0.listIndex != index }
                + ListCells.cells(
                    of: rows, offset: scene.offset, listIndex: index, listFrame: listFrame, spec: spec, stages: list.stages,
                    device: pictures.device, layouter: pictures.layouter)
            return frame
        }
        let before = frame(scene.before), after = frame(scene.after)
        var arrived: (id: String, afterMs: Double, rect: Rect)?
        if case .arrival(let number) = shift.cause, let stages = list.stages[shift.type], number < stages.arrivals.count {
            let arrival = stages.arrivals[number]
            let cell = after.cells.first { $0.listIndex == index && $0.row == shift.row }
            let rect = cell?.content.map { $0.frame(of: arrival.node) } ?? .zero
            arrived = (arrival.id, arrival.afterMs, rect)
        }
        return CellShiftDiagram.Input(
            screen: pictures.screen.name, device: pictures.device, deviceLabel: pictures.device.name + pictures.settingSuffix,
            list: list.id, listIndex: index, before: before, after: after, shift: shift, scene: scene,
            cellType: list.types[shift.type], arrived: arrived)
    }
}
