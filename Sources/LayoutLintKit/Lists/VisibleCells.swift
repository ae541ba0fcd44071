import LayoutModel

/// One cell of a list on screen, with its type's template laid out at the cell's size.
public struct VisibleCell: Sendable {
    /// The row the cell shows.
    public var row: Int
    /// The cell type's index in `ListSpec.cells`.
    public var type: Int
    /// The cell's frame in screen coordinates.
    public var rect: Rect
    /// The type's template laid out at the cell's width × height (frames relative to the
    /// cell's top-left corner); nil when the type has no template or it cannot be laid out.
    public var template: TreeLayout?
}

/// The cells a list shows at a scroll offset (0 unless a snapshot scrolled it), as the
/// rendering-cost analysis counts them and the pictures draw them: one
/// definition for both.
///
/// Row 0 starts at the list's top minus the offset; each row is its `heights` entry or its
/// type's height (a self-sizing type's on screen: its template's own height, the rows above
/// placed at the estimate; a type whose template receives content: at least its template's
/// height before the content); the cells are the rows of positive height that overlap `clip` (the
/// list's visible rectangle) vertically. A template is laid out once per (type, row height) through the layouter, at the
/// list's width × the row height, so adaptive sizes in it resolve against that height.
///
/// Complexity: O(log rows) to find the first visible row, then O(rows in the clip + template
/// layouts); nothing proportional to the rows outside the clip.
public enum VisibleCells {
    /// The visible cells of `spec` for a list laid out at `frame` and scrolled `offset` points
    /// down, in row order; empty when the rows cannot be simulated (the decoder rejects such
    /// lists first).
    public static func cells(
        of spec: ListSpec, frame: Rect, clip: Rect, device: DeviceProfile, layouter: any Layouter, offset: Double = 0
    ) -> [VisibleCell] {
        let offset = offset.isFinite ? offset : 0
        guard let rows = try? RowGeometry(spec), clip.height > 0, frame.width > 0 else { return [] }
        struct Key: Hashable { var type: Int; var height: Double }
        var templates: [Key: TreeLayout?] = [:]
        // A self-sizing cell on screen is as tall as its template (measured once per type).
        var measured: [Int: Double] = [:]
        var cells: [VisibleCell] = []
        var row = rows.firstRow(endingBelow: clip.y - frame.y + offset)
        // How much taller than their estimates the self-sizing cells above are.
        var extra = 0.0
        while row < rows.count, frame.y + rows.top(row) - offset + extra < clip.maxY {
            let y = frame.y + rows.top(row) - offset + extra
            let type = rows.type(ofRow: row)
            let placed = rows.top(row + 1) - rows.top(row)
            var height = placed
            let cell = spec.cells[type]
            if CellTimeline.changesHeight(cell) {
                if measured[type] == nil {
                    measured[type] =
                        CellStages.measure(
                            cell.template, width: frame.width, height: height, device: device, layouter: layouter, measured: true)?
                        .heights.first ?? height
                }
                let own = measured[type] ?? height
                height = cell.isSelfSizing ? own : max(height, own)
            }
            defer {
                row += 1
                extra += height - placed
            }
            guard height > 0 else { continue }
            let key = Key(type: type, height: height)
            if templates[key] == nil {
                templates[key] = spec.cells[type].template.flatMap { template -> TreeLayout? in
                    guard !template.nodes.isEmpty else { return nil }
                    let size = DeviceProfile(name: device.name, width: frame.width, height: height, scale: device.scale)
                    return (try? layouter.layout(template, on: size)).map { TreeLayout(tree: template, layout: $0) }
                }
            }
            let rect = Rect(x: frame.x, y: y, width: frame.width, height: height)
            cells.append(VisibleCell(row: row, type: type, rect: rect, template: templates[key] ?? nil))
        }
        return cells
    }
}
