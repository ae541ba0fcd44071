import LayoutModel

/// Paints a list's visible cells through their templates (SPEC §5, §6): the `CellLayerProvider`
/// the rendering-cost analysis uses for `list` nodes.
///
/// Both analysed frames show lists unscrolled (offset 0; scrolling is the reuse simulation's
/// business): row 0 starts at the list's top, each row is its `heights` entry or its type's
/// height, and every row that intersects the list's visible rectangle is painted. A template is
/// laid out once per cell type and row height per list and frame, at list width × row height
/// (adaptive sizes in it resolve against that height), then offset to each row. A template that cannot be
/// laid out (deeper than the engine's limit) paints nothing here.
///
/// Complexity: O(r + t + v·m) per list for r rows above the visible bottom, t template nodes
/// laid out, and v visible cells of m template nodes each.
enum ListCellPainter {
    /// The provider for lists on `device`.
    static func provider(device: DeviceProfile) -> CellLayerProvider {
        { input, layers in paint(input, device: device, into: &layers) }
    }

    /// Appends the layers of the visible cells of `input.spec` to `layers`.
    static func paint(_ input: CellPaintInput, device: DeviceProfile, into layers: inout [DrawLayer]) {
        let spec = input.spec
        var typeIndex: [String: Int] = [:]
        for (position, cell) in spec.cells.enumerated() where typeIndex[cell.name] == nil {
            typeIndex[cell.name] = position
        }
        struct CellSize: Hashable { var type: Int; var height: Double }
        var laidOut: [CellSize: LayoutResult] = [:]
        var failed: Set<CellSize> = []
        var top = input.frame.y
        var row = 0
        while row < spec.rows.count, top < input.clip.maxY {
            guard let name = typeName(of: row, in: spec.rows), let type = typeIndex[name] else { return }
            let cell = spec.cells[type]
            var height = cell.height
            if let heights = spec.heights, row < heights.count { height = heights[row] }
            height = height.isFinite ? max(height, 0) : 0
            let key = CellSize(type: type, height: height)
            if height > 0, top + height > input.clip.y, let template = cell.template, !template.nodes.isEmpty, !failed.contains(key) {
                if laidOut[key] == nil {
                    let size = DeviceProfile(name: device.name, width: input.frame.width, height: height, scale: device.scale)
                    if let layout = try? ScreenLayout.layout(template, on: size) { laidOut[key] = layout } else { failed.insert(key) }
                }
                if let layout = laidOut[key] {
                    append(template, layout, origin: (input.frame.x, top), input: input, into: &layers)
                }
            }
            top += height
            row += 1
        }
    }

    /// The cell type name of `row`, if the rows name one.
    private static func typeName(of row: Int, in rows: ListSpec.Rows) -> String? {
        switch rows {
        case .pattern(_, let pattern): pattern.isEmpty ? nil : pattern[row % pattern.count]
        case .types(let types): row < types.count ? types[row] : nil
        }
    }

    /// Paints one cell: the template's own paint walk at the row's origin, clipped to the list.
    private static func append(
        _ template: NodeTree, _ layout: LayoutResult, origin: (x: Double, y: Double), input: CellPaintInput,
        into layers: inout [DrawLayer]
    ) {
        let frames = layout.absoluteFrames.map { Rect(x: $0.x + origin.x, y: $0.y + origin.y, width: $0.width, height: $0.height) }
        let walk = PaintWalk.walk(tree: template, absoluteFrames: frames, isDisplayed: layout.isDisplayed, screen: input.clip, cells: nil)
        let base = layers.count
        for var layer in walk.layers {
            layer.node = input.list
            layer.opacity *= input.opacity
            layer.parentLayer = layer.parentLayer.map { $0 + base }
            layers.append(layer)
        }
    }
}
