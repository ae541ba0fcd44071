import LayoutModel

/// Paints a list's visible cells through their templates: the `CellLayerProvider`
/// the rendering-cost analysis uses for `list` nodes.
///
/// The cells are `VisibleCells` (offset 0; scrolling is the reuse simulation's business); each
/// cell's template is walked like a screen at the cell's origin, clipped to the list. A template
/// that cannot be laid out (deeper than the engine's limit) paints nothing here.
///
/// Complexity: O(log rows + visible cells × template nodes + template layouts) per list.
public enum ListCellPainter {
    /// The provider for lists on `device`, laying templates out through `layouter`.
    public static func provider(device: DeviceProfile, layouter: any Layouter) -> CellLayerProvider {
        { input, layers in paint(input, device: device, layouter: layouter, into: &layers) }
    }

    /// Appends the layers of the visible cells of `input.spec` to `layers`.
    public static func paint(_ input: CellPaintInput, device: DeviceProfile, layouter: any Layouter, into layers: inout [DrawLayer]) {
        let cells = VisibleCells.cells(of: input.spec, frame: input.frame, clip: input.clip, device: device, layouter: layouter)
        for cell in cells {
            guard let template = cell.template else { continue }
            let frames = template.layout.absoluteFrames.map {
                Rect(x: $0.x + cell.rect.x, y: $0.y + cell.rect.y, width: $0.width, height: $0.height)
            }
            let walk = PaintWalk.walk(
                tree: template.tree, absoluteFrames: frames, isDisplayed: template.layout.isDisplayed, screen: input.clip, cells: nil)
            let base = layers.count
            for var layer in walk.layers {
                layer.node = input.list
                layer.opacity *= input.opacity
                layer.parentLayer = layer.parentLayer.map { $0 + base }
                layer.row = cell.row
                layers.append(layer)
            }
        }
    }
}
