import LayoutModel

/// A picture of a screen in device pixels: RGBA bytes row by row, the top-left pixel first.
/// What a `FrameRasterizer` produces and `PixelDiff` compares.
public struct PixelBuffer: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    /// Four bytes per pixel (red, green, blue, alpha) at `(y × width + x) × 4`.
    public private(set) var rgba: [UInt8]

    /// A `width` × `height` picture filled with `color` (sizes below 0 count as 0).
    public init(width: Int, height: Int, scale: Double, fill color: Color = .white) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.scale = scale
        let pixel = [color.red, color.green, color.blue, color.alpha]
        var bytes: [UInt8] = []
        bytes.reserveCapacity(self.width * self.height * 4)
        for _ in 0..<(self.width * self.height) { bytes += pixel }
        rgba = bytes
    }

    /// A picture from its bytes; missing bytes are transparent black, extra bytes are dropped.
    public init(width: Int, height: Int, scale: Double, rgba bytes: [UInt8]) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.scale = scale
        let count = self.width * self.height * 4
        rgba = bytes.count >= count ? Array(bytes.prefix(count)) : bytes + [UInt8](repeating: 0, count: count - bytes.count)
    }

    /// The colour of pixel (x, y); nil outside the picture.
    public subscript(x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 4
        return Color(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
    }

    /// Paints the pixels whose centres lie in `rect` (points) with `color`, replacing them.
    public mutating func fill(_ rect: Rect, with color: Color) {
        let x0 = max(0, Int((rect.x * scale).rounded())), x1 = min(width, Int((rect.maxX * scale).rounded()))
        let y0 = max(0, Int((rect.y * scale).rounded())), y1 = min(height, Int((rect.maxY * scale).rounded()))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let offset = (y * width + x) * 4
                rgba[offset] = color.red
                rgba[offset + 1] = color.green
                rgba[offset + 2] = color.blue
                rgba[offset + 3] = color.alpha
            }
        }
    }
}

/// One laid-out moment of a screen to draw: a tree, its layout, and how far each list is
/// scrolled (the app-switcher snapshot of a list scrolled far down).
public struct RasterScene: Sendable {
    /// The tree and its layout on the device.
    public var frame: TreeLayout
    /// Scroll offsets in points by the list node's tree index; absent lists rest at 0.
    public var scrollOffsets: [Int: Double]
    /// The tree indices of slots whose content has not arrived: drawn as the app draws them
    /// before their content loads (their own background; an ad view draws nothing), since the
    /// comparison is with what the device shows.
    public var awaitingContent: Set<Int>

    public init(frame: TreeLayout, scrollOffsets: [Int: Double] = [:], awaitingContent: Set<Int> = []) {
        self.frame = frame
        self.scrollOffsets = scrollOffsets
        self.awaitingContent = awaitingContent
    }
}

/// Draws a scene into pixels: the seam between the analyses, which compare pixels, and a
/// drawing library. LayoutLintKit draws nothing itself; `LayoutLintPictures.CairoRasterizer`
/// draws scenes exactly as the frame pictures do (without id captions). Pass one in
/// the lint options' `rasterizer`; tests may pass hand-made pictures.
public protocol FrameRasterizer: Sendable {
    /// `scene` drawn over the device's whole screen at the device's scale.
    func rasterize(_ scene: RasterScene, on device: DeviceProfile) throws(RasterFailure) -> PixelBuffer
    /// This rasterizer breaking the text of the app's own fonts' families into their lines.
    func using(_ fonts: FontLibrary) -> any FrameRasterizer
}

extension FrameRasterizer {
    /// A rasterizer that measures no text draws the same with any fonts.
    public func using(_ fonts: FontLibrary) -> any FrameRasterizer { self }
}

/// A scene could not be drawn (for example, not enough memory for the picture).
public struct RasterFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed, in words (the drawing library's own description).
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
