import LayoutModel

/// Keeps the first and the last frame the timeline simulation lays out, so the rendering cost
/// is analysed on exactly the trees and layouts the timeline used (no second layout pass).
///
/// Pass `layout(_:on:)` as the simulation's layout function; memory is two trees and layouts.
struct RenderCostRecorder {
    private var first: (tree: NodeTree, layout: LayoutResult)?
    private var last: (tree: NodeTree, layout: LayoutResult)?

    init() {}

    /// Lays `tree` out with `ScreenLayout` and records it; returns the absolute frames.
    mutating func layout(_ tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> [Rect] {
        let layout = try ScreenLayout.layout(tree, on: device)
        if first == nil { first = (tree, layout) } else { last = (tree, layout) }
        return layout.absoluteFrames
    }

    /// The first frame (atMs nil) and, when the timeline laid out more than one, the final frame
    /// at `finalAtMs` (the time of the simulation's last frame). `cells` paints list cells.
    func analysis(device: DeviceProfile, finalAtMs: Double?, cells: CellLayerProvider? = nil) -> RenderCostAnalysis {
        var frames: [RenderCostFrame] = []
        if let first {
            frames.append(RenderCostAnalysis.analyze(tree: first.tree, layout: first.layout, device: device, cells: cells))
        }
        if let last {
            frames.append(RenderCostAnalysis.analyze(tree: last.tree, layout: last.layout, device: device, atMs: finalAtMs, cells: cells))
        }
        return RenderCostAnalysis(frames: frames)
    }
}
