import LayoutLintKit
import LayoutModel

/// A picture that shows, without the JSON, how a picture the user saw (the launch screen, or
/// the app-switcher snapshot) differs from the first frame that replaces it: the two side by
/// side, then the difference — the first frame faded, every pixel that counts as different
/// (`PixelDiff`) tinted magenta, the largest regions outlined — and a caption band with the
/// fraction of pixels that differ.
///
/// Complexity: O(pixels) to build the difference panel, plus composing three panels.
struct SnapshotDiffPicture {
    struct Input {
        var device: DeviceProfile
        /// Titles over the three panels.
        var titles: (shown: String, firstFrame: String)
        var shown: PixelBuffer
        var firstFrame: PixelBuffer
        /// The comparison of `shown` with `firstFrame`, with its mask.
        var diff: PixelDiff
        /// What was compared, in words: "the launch screen differs from the first frame".
        var caption: String
    }

    /// Pixels per point.
    var scale: Double

    static let margin = 16.0
    static let headerHeight = 30.0
    static let captionHeight = 64.0
    /// Differing pixels.
    static let differing = Color(red: 255, green: 0, blue: 255)
    /// How much magenta a differing pixel is (the rest is the first frame, so shapes stay readable).
    static let differingWeight = 0.75
    /// How much of the first frame's contrast the difference panel keeps.
    static let fadedContrast = 0.25
    static let regionOutline = RGBA(red: 0.55, green: 0, blue: 0.45)

    /// The three panels, left to right, in points.
    func panels(_ device: DeviceProfile) -> [Rect] {
        let m = Self.margin
        return (0..<3).map { index in
            Rect(x: m + Double(index) * (device.width + m), y: m + Self.headerHeight, width: device.width, height: device.height)
        }
    }

    func render(_ input: Input) throws(CairoError) -> Canvas {
        let panels = panels(input.device)
        let width = panels[2].maxX + Self.margin
        let caption = Rect(x: 0, y: panels[2].maxY + Self.margin, width: width, height: Self.captionHeight)
        let canvas = try Canvas(
            pixelWidth: FramePainter.pixels(width, scale), pixelHeight: FramePainter.pixels(caption.maxY, scale), scale: scale)
        canvas.fillAll(RenderPalette.diagramBackground)
        let percent = Format.percent(input.diff.fraction)
        let titles = [input.titles.shown, input.titles.firstFrame, "DIFFERENCE · \(percent) of pixels"]
        let images = [input.shown, input.firstFrame, Self.differenceImage(input.firstFrame, diff: input.diff)]
        for (panel, (title, image)) in zip(panels, zip(titles, images)) {
            canvas.text(title, x: panel.x, y: Self.margin + 6, size: 15, RenderPalette.captionBand, bold: true)
            canvas.draw(try Canvas(buffer: image), in: panel)
            canvas.stroke(panel, RGBA(red: 0.4, green: 0.4, blue: 0.45), lineWidth: 1)
        }
        canvas.withSavedState {
            canvas.translate(x: panels[2].x, y: panels[2].y)
            canvas.clip(to: input.device.bounds)
            for region in input.diff.regions { canvas.stroke(region.rect, Self.regionOutline, lineWidth: 1.5, dash: [4, 3]) }
        }
        canvas.fill(caption, RenderPalette.captionBand)
        canvas.text(
            "\(percent) of pixels differ", x: Self.margin, y: caption.y + 10, size: 22, RenderPalette.captionBandAccent, bold: true)
        canvas.text(
            "\(input.caption) (magenta: differs by more than \(PixelDiff.channelTolerance)/255 in a 3×3-pixel block)",
            x: Self.margin, y: caption.y + 40, size: 13, RenderPalette.captionBandText)
        return canvas
    }

    /// The first frame faded towards white, with the pixels that count as different tinted
    /// 75 % magenta.
    static func differenceImage(_ firstFrame: PixelBuffer, diff: PixelDiff) -> PixelBuffer {
        let width = diff.width, height = diff.height
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        let mask = diff.mask ?? []
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let color = firstFrame[x, y] ?? .white
                if y * width + x < mask.count, mask[y * width + x] != 0 {
                    func tinted(_ strong: UInt8, _ value: UInt8) -> UInt8 {
                        UInt8(Double(strong) * differingWeight + Double(value) * (1 - differingWeight))
                    }
                    (bytes[i], bytes[i + 1], bytes[i + 2]) = (
                        tinted(differing.red, color.red), tinted(differing.green, color.green), tinted(differing.blue, color.blue)
                    )
                } else {
                    func faded(_ value: UInt8) -> UInt8 { UInt8(255 - (255 - Double(value)) * fadedContrast) }
                    (bytes[i], bytes[i + 1], bytes[i + 2]) = (faded(color.red), faded(color.green), faded(color.blue))
                }
            }
        }
        return PixelBuffer(width: width, height: height, scale: diff.scale, rgba: bytes)
    }
}
