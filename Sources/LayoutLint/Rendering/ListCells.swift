import LayoutModel

/// The cells a frame shows in its lists: at scroll offset 0, the rows whose tops lie inside
/// each displayed list's frame, each laid out from its type's template at list width × cell
/// height (SPEC §5).
enum ListCells {
    /// Cells drawn per list at most (a list of zero-height rows could otherwise ask for all).
    static let maxCellsPerList = 200

    /// The cells of every displayed list of a laid-out tree, in document order. Templates are
    /// laid out once per (type, height): O(lists × (log rows + visible cells) + template layouts).
    static func cells(tree: NodeTree, layout: LayoutResult, device: DeviceProfile) -> [ListCellFrame] {
        var cells: [ListCellFrame] = []
        for index in tree.nodes.indices {
            let node = tree.nodes[index]
            guard node.kind == .list, let spec = node.list, index < layout.absoluteFrames.count, index < layout.isDisplayed.count,
                layout.isDisplayed[index], let rows = try? RowGeometry(spec)
            else { continue }
            let frame = layout.absoluteFrames[index]
            guard !frame.isEmpty else { continue }
            var templates: [String: (frames: [Rect], isDisplayed: [Bool])?] = [:]
            var row = 0
            while row < rows.count, rows.top(row) < frame.height, row < maxCellsPerList {
                let type = spec.cells[rows.type(ofRow: row)]
                let top = rows.top(row), height = rows.top(row + 1) - top
                let rect = Rect(x: frame.x, y: frame.y + top, width: frame.width, height: height)
                var content: RenderFrame?
                if let template = type.template, height > 0 {
                    let key = "\(type.name)\u{0}\(height)"
                    if templates[key] == nil {
                        let cellDevice = DeviceProfile(name: "cell", width: frame.width, height: height, scale: device.scale)
                        templates[key] = (try? ScreenLayout.layout(template, on: cellDevice)).map { ($0.absoluteFrames, $0.isDisplayed) }
                    }
                    if let laidOut = templates[key] ?? nil {
                        let frames = laidOut.frames.map { Rect(x: $0.x + rect.x, y: $0.y + rect.y, width: $0.width, height: $0.height) }
                        content = RenderFrame(tree: template, frames: frames, isDisplayed: laidOut.isDisplayed, screen: rect)
                    }
                }
                cells.append(ListCellFrame(listIndex: index, type: type.name, rect: rect, content: content))
                row += 1
            }
        }
        return cells
    }
}
