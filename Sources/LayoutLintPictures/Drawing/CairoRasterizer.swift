import LayoutLintKit
import LayoutModel

/// The `FrameRasterizer` of LayoutLint: draws a scene with Cairo as the frame pictures draw it
/// (`FramePainter`, list cells from their templates at the scene's scroll offsets), without id
/// captions, over the white screen background, at the device's scale; a slot whose content has
/// not arrived is drawn as the app draws it (its background; an ad view nothing), not hatched.
///
/// `layoutlint lint` and `render` set it as `LintOptions.rasterizer`; a Swift test that wants
/// the launch-screen and restoration comparisons sets it too:
/// `options.rasterizer = CairoRasterizer(layouter: options.layouter)`.
public struct CairoRasterizer: FrameRasterizer {
    /// Lays list-cell templates out and breaks label text into lines, as the analysis did.
    public var layouter: any Layouter

    public init(layouter: any Layouter = EngineLayouter()) {
        self.layouter = layouter
    }

    public func using(_ fonts: FontLibrary) -> any FrameRasterizer {
        CairoRasterizer(layouter: layouter.using(fonts))
    }

    public func rasterize(_ scene: RasterScene, on device: DeviceProfile) throws(RasterFailure) -> PixelBuffer {
        do {
            let canvas = try canvas(scene, on: device)
            return PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight, scale: device.scale, rgba: canvas.rgbaBytes())
        } catch {
            throw RasterFailure(message: error.description)
        }
    }

    /// The scene drawn on a new canvas of the device's screen at the device's scale.
    func canvas(_ scene: RasterScene, on device: DeviceProfile) throws(CairoError) -> Canvas {
        let laidOut = scene.frame
        let frame = RenderFrame(
            tree: laidOut.tree, frames: laidOut.layout.absoluteFrames, isDisplayed: laidOut.layout.isDisplayed, screen: device.bounds,
            cells: ListCells.cells(
                tree: laidOut.tree, layout: laidOut.layout, device: device, layouter: layouter, scrollOffsets: scene.scrollOffsets),
            awaitingContent: scene.awaitingContent)
        var painter = FramePainter(scale: device.scale, captions: false, measurer: layouter.textMeasurer)
        painter.unarrived = .asTheAppDraws
        return try painter.render(frame)
    }
}
