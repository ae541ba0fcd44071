import LayoutLintKit
import LayoutModel

/// One screen on one device at every text setting it was drawn at, side by side: the last frame
/// of each run (no captions on the frames), each labelled with its setting, under a title.
/// `render --contact-sheet` writes one per screen × device. Same input, same bytes.
enum ContactSheet {
    /// Points between panels and around them.
    static let gap = 16.0

    /// The last frame of `analysis` drawn at `scale` pixels per point, as a panel of the sheet.
    static func panel(_ analysis: ScreenAnalysis, scale: Double) throws(CairoError) -> PixelBuffer {
        let pictures = ScreenPictures(analysis)
        guard let last = pictures.frames.last else { return PixelBuffer(width: 1, height: 1, scale: scale) }
        let canvas = try FramePainter(scale: scale, captions: false, measurer: pictures.layouter.textMeasurer).render(last.frame)
        return PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight, scale: scale, rgba: canvas.rgbaBytes())
    }

    /// The sheet of `panels` (each drawn at `scale`), labelled, under `title`, as PNG bytes.
    static func png(_ panels: [(label: String, picture: PixelBuffer)], title: String, scale: Double) throws(CairoError) -> [UInt8] {
        let size = PictureCaption.size, lineHeight = PictureCaption.size * 1.5
        let widths = panels.map { Double($0.picture.width) / scale }
        let heights = panels.map { Double($0.picture.height) / scale }
        let width = widths.reduce(gap) { $0 + $1 + gap }
        let top = gap + lineHeight + gap / 2
        let height = top + (heights.max() ?? 0) + gap / 2 + lineHeight + gap
        let canvas = try Canvas(
            pixelWidth: Int((width * scale).rounded(.up)), pixelHeight: Int((height * scale).rounded(.up)), scale: scale)
        canvas.fillAll(RenderPalette.captionBand)
        canvas.text(title, x: gap, y: gap, size: size, RenderPalette.captionBandText, bold: true)
        var x = gap
        for (index, panel) in panels.enumerated() {
            let picture = try Canvas(buffer: panel.picture)
            canvas.draw(picture, in: Rect(x: x, y: top, width: widths[index], height: heights[index]))
            canvas.stroke(Rect(x: x, y: top, width: widths[index], height: heights[index]), RenderPalette.captionBandText, lineWidth: 0.5)
            canvas.text(panel.label, x: x, y: top + heights[index] + gap / 2, size: size, RenderPalette.captionBandText)
            x += widths[index] + gap
        }
        return try canvas.pngData()
    }
}
