import CCairo
import Foundation
import LayoutLintKit
import LayoutModel

// The one place LayoutLint calls Cairo. Everything else draws through `Canvas` and never sees a
// Cairo pointer; Cairo's statuses become `CairoError`, its colours and rectangles Swift values.

/// A Cairo failure, with Cairo's own description.
/// A Cairo call failed; the message is Cairo's own.
public struct CairoError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var description: String { "cairo: \(message)" }

    init(_ status: cairo_status_t) {
        message = String(cString: cairo_status_to_string(status))
    }

    init(message: String) {
        self.message = message
    }
}

/// A colour with components in 0…1, for drawing.
struct RGBA: Sendable, Hashable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ color: Color, opacity: Double = 1) {
        self.init(
            red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
            alpha: Double(color.alpha) / 255 * opacity)
    }
}

/// A pixel read back from a picture: 8-bit, not premultiplied. Public so tests outside the
/// package's targets can say what a picture should show.
public struct Pixel: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// How a fill combines with the canvas: Cairo's OVER, SOURCE, ADD and MULTIPLY operators.
enum CompositingMode: Sendable {
    case over, source, add, multiply
}

/// Horizontal placement of text relative to the given point.
enum TextAlignment: Sendable {
    case left, center, right
}

/// An ARGB32 raster image with a drawing context. Coordinates are in user units; `scale`
/// maps them to pixels (a device's @2x/@3x).
final class Canvas {
    private let surface: OpaquePointer
    private let context: OpaquePointer
    /// Size in pixels.
    let pixelWidth: Int
    let pixelHeight: Int

    /// A transparent canvas `pixelWidth` × `pixelHeight` pixels, drawing at `scale` pixels per unit.
    init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) throws(CairoError) {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw CairoError(CAIRO_STATUS_NO_MEMORY)
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw CairoError(status == CAIRO_STATUS_SUCCESS ? CAIRO_STATUS_NO_MEMORY : status)
        }
        self.surface = surface
        self.context = context
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        cairo_scale(context, scale, scale)
        Self.pinFontOptions(context)
    }

    /// Text is drawn unhinted, with unrounded advances and greyscale antialiasing, whatever
    /// fontconfig's rules say for the size. Cairo resolves a font face's fontconfig pattern once
    /// per process, at the size of its first use, and DejaVu's rules turn hinting off for small
    /// sizes, so left to the pattern, text would look different depending on which picture a
    /// process drew first.
    private static func pinFontOptions(_ context: OpaquePointer) {
        guard let options = cairo_font_options_create() else { return }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// Decodes a PNG (for golden comparisons).
    init(png: [UInt8]) throws(CairoError) {
        var reader = PNGReader(bytes: png)
        let surface = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let reader = closure.assumingMemoryBound(to: PNGReader.self)
                    return reader.pointee.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
                }, pointer)
        }
        guard let surface else { throw CairoError(CAIRO_STATUS_NO_MEMORY) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw CairoError(status == CAIRO_STATUS_SUCCESS ? CAIRO_STATUS_NO_MEMORY : status)
        }
        self.surface = surface
        self.context = context
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// A canvas holding `buffer`'s pixels, drawing in pixels (for composing pictures). O(pixels).
    convenience init(buffer: PixelBuffer) throws(CairoError) {
        try self.init(pixelWidth: max(1, buffer.width), pixelHeight: max(1, buffer.height))
        let width = buffer.width, height = buffer.height
        buffer.rgba.withUnsafeBufferPointer { bytes in
            withPixelWords { words, stride in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        let red = UInt32(bytes[i]), green = UInt32(bytes[i + 1]), blue = UInt32(bytes[i + 2]), alpha = bytes[i + 3]
                        words[y * stride + x] =
                            alpha == 0xFF
                            ? 0xFF00_0000 | red << 16 | green << 8 | blue
                            : Self.pack(Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: alpha))
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    // MARK: State

    /// Runs `body` with the drawing state saved before and restored after.
    func withSavedState(_ body: () -> Void) {
        cairo_save(context)
        body()
        cairo_restore(context)
    }

    func translate(x: Double, y: Double) { cairo_translate(context, x, y) }

    /// Turns later drawing by `radians` about the current origin (clockwise: y grows downwards).
    func rotate(_ radians: Double) { cairo_rotate(context, radians) }

    /// Limits later drawing to `rect` (until the state is restored).
    func clip(to rect: Rect) {
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(context)
    }

    /// Saves the drawing state (clip, transform, operator); pair with `restoreState()`.
    /// For drawing that enters and leaves a tree without closures (explicit stacks).
    func saveState() { cairo_save(context) }

    /// Restores the state saved by the matching `saveState()`.
    func restoreState() { cairo_restore(context) }

    /// Limits later drawing to `rect` with rounded corners (until the state is restored).
    func clip(to rect: Rect, cornerRadius: Double) {
        roundedPath(rect, radius: cornerRadius)
        cairo_clip(context)
    }

    /// Starts drawing into an offscreen group (saves the state); `endGroup(opacity:)` composites it.
    /// This is how UIKit applies a view's alpha to its whole subtree at once.
    func beginGroup() { cairo_push_group(context) }

    /// Composites the group begun by the matching `beginGroup()` at `opacity` and restores the state.
    func endGroup(opacity: Double) {
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, opacity)
    }

    /// How later fills combine with what is already on the canvas (until the state is restored).
    func setCompositing(_ mode: CompositingMode) {
        switch mode {
        case .over: cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        case .source: cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        case .add: cairo_set_operator(context, CAIRO_OPERATOR_ADD)
        case .multiply: cairo_set_operator(context, CAIRO_OPERATOR_MULTIPLY)
        }
    }

    // MARK: Drawing

    /// Fills the whole canvas with a colour (replacing what was there).
    func fillAll(_ color: RGBA) {
        cairo_save(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        setColor(color)
        cairo_paint(context)
        cairo_restore(context)
    }

    func fill(_ rect: Rect, _ color: RGBA) {
        setColor(color)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(context)
    }

    /// Fills a rectangle with rounded corners.
    func fillRounded(_ rect: Rect, radius: Double, _ color: RGBA) {
        setColor(color)
        roundedPath(rect, radius: radius)
        cairo_fill(context)
    }

    /// Strokes a rectangle's outline inside its bounds, `lineWidth` units wide, optionally dashed.
    func stroke(_ rect: Rect, _ color: RGBA, lineWidth: Double, dash: [Double] = []) {
        setColor(color)
        cairo_set_line_width(context, lineWidth)
        setDash(dash)
        let inset = lineWidth / 2
        cairo_rectangle(context, rect.x + inset, rect.y + inset, max(rect.width - lineWidth, 0), max(rect.height - lineWidth, 0))
        cairo_stroke(context)
        setDash([])
    }

    /// A straight line through `points`.
    func polyline(_ points: [(x: Double, y: Double)], _ color: RGBA, lineWidth: Double, dash: [Double] = []) {
        guard let first = points.first else { return }
        setColor(color)
        cairo_set_line_width(context, lineWidth)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        setDash(dash)
        cairo_move_to(context, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
        cairo_stroke(context)
        setDash([])
    }

    /// A filled polygon.
    func fillPolygon(_ points: [(x: Double, y: Double)], _ color: RGBA) {
        guard let first = points.first else { return }
        setColor(color)
        cairo_move_to(context, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
        cairo_close_path(context)
        cairo_fill(context)
    }

    /// A filled circle.
    func fillCircle(centerX: Double, centerY: Double, radius: Double, _ color: RGBA) {
        setColor(color)
        cairo_new_sub_path(context)
        cairo_arc(context, centerX, centerY, radius, 0, 2 * Double.pi)
        cairo_fill(context)
    }

    // MARK: Text

    /// The font of the pictures' own words (captions, legends, numbers), of the characters of
    /// labels that neither Inter nor the app's font has, and of labels altogether when the
    /// binary was built without Inter's files: DejaVu Sans (Debian's fonts-dejavu-core), present
    /// on a fresh machine, through Cairo's toy font API.
    static let fontFamily = "DejaVu Sans"

    /// Serializes every use of fonts across threads. Cairo resolves a font face through
    /// fontconfig and FreeType on first use, and under load, with pictures drawn on several
    /// threads at once, that resolution was seen to give bold text a different rasterization
    /// from run to run; text is a small part of a picture's drawing, so one lock costs little.
    private static let fontLock = NSLock()

    /// The width and height of `text` at `size` units.
    func measure(_ text: String, size: Double, bold: Bool = false) -> (width: Double, height: Double) {
        Self.fontLock.lock()
        defer { Self.fontLock.unlock() }
        selectFont(size: size, bold: bold)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        var font = cairo_font_extents_t()
        cairo_font_extents(context, &font)
        return (extents.x_advance, font.ascent + font.descent)
    }

    /// Draws one line of text with its top at `y`.
    func text(_ text: String, x: Double, y: Double, size: Double, _ color: RGBA, bold: Bool = false, alignment: TextAlignment = .left) {
        Self.fontLock.lock()
        defer { Self.fontLock.unlock() }
        selectFont(size: size, bold: bold)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        var font = cairo_font_extents_t()
        cairo_font_extents(context, &font)
        let left: Double
        switch alignment {
        case .left: left = x
        case .center: left = x - extents.x_advance / 2
        case .right: left = x - extents.x_advance
        }
        setColor(color)
        cairo_move_to(context, left, y + font.ascent)
        cairo_show_text(context, text)
        cairo_new_path(context)
    }

    /// Draws `glyphs` of `font` at `size` units, each with its origin at its `x` on the line
    /// whose baseline is at `baseline`; a scalar the font's character map lacks is left out.
    func glyphs(_ glyphs: [(scalar: Unicode.Scalar, x: Double)], baseline: Double, font: DrawingFont, size: Double, _ color: RGBA) {
        Self.fontLock.lock()
        defer { Self.fontLock.unlock() }
        var run: [cairo_glyph_t] = []
        run.reserveCapacity(glyphs.count)
        for glyph in glyphs {
            guard let index = font.glyphIndex(of: glyph.scalar) else { continue }
            run.append(cairo_glyph_t(index: UInt(index), x: glyph.x, y: baseline))
        }
        guard !run.isEmpty else { return }
        cairo_set_font_face(context, font.fontFace)
        cairo_set_font_size(context, size)
        setColor(color)
        run.withUnsafeBufferPointer { buffer in
            cairo_show_glyphs(context, buffer.baseAddress, Int32(buffer.count))
        }
        cairo_new_path(context)
    }

    /// Draws `text` in the pictures' own font at `size` with its baseline at `baseline`, centred
    /// in the `width` units from `x`.
    func text(_ text: String, x: Double, width: Double, baseline: Double, size: Double, _ color: RGBA) {
        Self.fontLock.lock()
        defer { Self.fontLock.unlock() }
        selectFont(size: size, bold: false)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        setColor(color)
        cairo_move_to(context, x + (width - extents.x_advance) / 2, baseline)
        cairo_show_text(context, text)
        cairo_new_path(context)
    }

    // MARK: Output

    /// The pixel at (x, y) in pixel coordinates, un-premultiplied.
    func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        var result: Pixel?
        withPixelWords { words, stride in result = Self.unpack(words[y * stride + x]) }
        return result
    }

    /// Every pixel, row by row (index = y × pixelWidth + x), un-premultiplied. O(pixels).
    func allPixels() -> [Pixel] {
        var result: [Pixel] = []
        result.reserveCapacity(pixelWidth * pixelHeight)
        withPixelWords { words, stride in
            for y in 0..<pixelHeight {
                for x in 0..<pixelWidth { result.append(Self.unpack(words[y * stride + x])) }
            }
        }
        return result
    }

    /// Replaces every pixel by `transform(index, pixel)` (index = y × pixelWidth + x). O(pixels).
    func mapPixels(_ transform: (Int, Pixel) -> Pixel) {
        withPixelWords { words, stride in
            for y in 0..<pixelHeight {
                for x in 0..<pixelWidth {
                    let offset = y * stride + x
                    words[offset] = Self.pack(transform(y * pixelWidth + x, Self.unpack(words[offset])))
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Every pixel as un-premultiplied RGBA bytes, row by row. O(pixels).
    func rgbaBytes() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        let width = pixelWidth, height = pixelHeight
        bytes.withUnsafeMutableBufferPointer { out in
            withPixelWords { words, stride in
                for y in 0..<height {
                    for x in 0..<width {
                        let word = words[y * stride + x], i = (y * width + x) * 4
                        if word >> 24 == 0xFF {
                            // Opaque (almost every pixel of a screen): nothing to un-premultiply.
                            out[i] = UInt8(truncatingIfNeeded: word >> 16)
                            out[i + 1] = UInt8(truncatingIfNeeded: word >> 8)
                            out[i + 2] = UInt8(truncatingIfNeeded: word)
                            out[i + 3] = 0xFF
                            continue
                        }
                        let pixel = Self.unpack(word)
                        out[i] = pixel.red
                        out[i + 1] = pixel.green
                        out[i + 2] = pixel.blue
                        out[i + 3] = pixel.alpha
                    }
                }
            }
        }
        return bytes
    }

    /// Draws `image` stretched over `rect` (in this canvas's units), sampling its nearest pixels.
    func draw(_ image: Canvas, in rect: Rect) {
        guard image.pixelWidth > 0, image.pixelHeight > 0 else { return }
        cairo_surface_flush(image.surface)
        cairo_save(context)
        cairo_translate(context, rect.x, rect.y)
        cairo_scale(context, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
        cairo_set_source_surface(context, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
        cairo_rectangle(context, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
        cairo_fill(context)
        cairo_restore(context)
    }

    /// The image encoded as PNG (8-bit RGBA, un-premultiplied as cairo's own encoder does, by
    /// `PNGEncoder`), with `description` (what the picture shows, in words) in a text chunk
    /// when given. Same drawing, same bytes.
    func pngData(description: String? = nil) throws(CairoError) -> [UInt8] {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw CairoError(message: "the surface has no pixels") }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        return try data.withMemoryRebound(to: UInt32.self, capacity: stride * pixelHeight) { words throws(CairoError) in
            try PNGEncoder.encode(
                words: UnsafeBufferPointer(start: words, count: stride * pixelHeight), stride: stride, width: pixelWidth,
                height: pixelHeight, description: description)
        }
    }

    // MARK: Private

    /// Runs `body` on the surface's 32-bit words; the stride is in words. A buffer, not a bare
    /// pointer, so every index is checked against the surface in debug builds.
    private func withPixelWords(_ body: (UnsafeMutableBufferPointer<UInt32>, Int) -> Void) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        data.withMemoryRebound(to: UInt32.self, capacity: stride * pixelHeight) {
            body(UnsafeMutableBufferPointer(start: $0, count: stride * pixelHeight), stride)
        }
    }

    /// ARGB32 premultiplied word → un-premultiplied pixel.
    private static func unpack(_ word: UInt32) -> Pixel {
        let alpha = UInt8(word >> 24)
        func unpremultiply(_ value: UInt32) -> UInt8 {
            guard alpha > 0 else { return 0 }
            return UInt8(min(255, (value * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        return Pixel(
            red: unpremultiply(word >> 16 & 0xFF), green: unpremultiply(word >> 8 & 0xFF), blue: unpremultiply(word & 0xFF),
            alpha: alpha)
    }

    /// Un-premultiplied pixel → ARGB32 premultiplied word.
    private static func pack(_ pixel: Pixel) -> UInt32 {
        let alpha = UInt32(pixel.alpha)
        func premultiply(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
        return alpha << 24 | premultiply(pixel.red) << 16 | premultiply(pixel.green) << 8 | premultiply(pixel.blue)
    }

    private func setColor(_ color: RGBA) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    private func setDash(_ dash: [Double]) {
        dash.withUnsafeBufferPointer { buffer in
            cairo_set_dash(context, buffer.baseAddress, Int32(buffer.count), 0)
        }
    }

    private func selectFont(size: Double, bold: Bool) {
        cairo_select_font_face(context, Self.fontFamily, CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
    }

    private func roundedPath(_ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else {
            cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(context)
        cairo_arc(context, rect.maxX - r, rect.y + r, r, -Double.pi / 2, 0)
        cairo_arc(context, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(context, rect.x + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(context, rect.x + r, rect.y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }
}

/// Feeds PNG bytes to Cairo's stream reader.
private struct PNGReader {
    let bytes: [UInt8]
    var offset = 0

    mutating func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard offset + count <= bytes.count else { return false }
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            destination.update(from: base + offset, count: count)
        }
        offset += count
        return true
    }
}
