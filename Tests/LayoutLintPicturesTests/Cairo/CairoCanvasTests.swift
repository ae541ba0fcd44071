import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

@Suite struct CairoCanvasTests {
    @Test func drawsRectanglesAtTheDeviceScale() throws {
        // A 20×10 pt canvas at @2x is 40×20 px; a red 5×5 pt square at (10, 0) covers px 20…29.
        let canvas = try Canvas(pixelWidth: 40, pixelHeight: 20, scale: 2)
        canvas.fillAll(RGBA(red: 1, green: 1, blue: 1))
        canvas.fill(Rect(x: 10, y: 0, width: 5, height: 5), RGBA(red: 1, green: 0, blue: 0))
        #expect(canvas.pixel(x: 20, y: 0) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 29, y: 9) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 30, y: 9) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(canvas.pixel(x: 19, y: 0) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test func compositesTranslucentColours() throws {
        // 50 % black over white: 255 × 0.5 = 127.5, Cairo rounds to 127 or 128.
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 4)
        canvas.fillAll(RGBA(red: 1, green: 1, blue: 1))
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), RGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        let pixel = try #require(canvas.pixel(x: 1, y: 1))
        #expect((127...128).contains(pixel.red) && pixel.alpha == 255)
    }

    @Test func pngRoundTripKeepsPixelsAndIsDeterministic() throws {
        func draw() throws -> [UInt8] {
            let canvas = try Canvas(pixelWidth: 30, pixelHeight: 30)
            canvas.fillAll(RGBA(red: 0.2, green: 0.4, blue: 0.6))
            canvas.stroke(Rect(x: 5, y: 5, width: 20, height: 20), RGBA(red: 1, green: 0, blue: 0), lineWidth: 2)
            canvas.text("Hi", x: 8, y: 8, size: 10, RGBA(red: 0, green: 0, blue: 0))
            return try canvas.pngData()
        }
        let png = try draw()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try draw() == png)
        let decoded = try Canvas(png: png)
        #expect(decoded.pixelWidth == 30 && decoded.pixelHeight == 30)
        // The 2-unit red outline is inset: it covers x = 5…6 at y = 15.
        #expect(decoded.pixel(x: 5, y: 15) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(decoded.pixel(x: 0, y: 0) == Pixel(red: 51, green: 102, blue: 153, alpha: 255))
    }

    @Test func translucentPixelsSurviveThePNGRoundTrip() throws {
        // Not every pixel is opaque, so the picture is written with an alpha channel.
        let canvas = try Canvas(pixelWidth: 7, pixelHeight: 3)
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 3), RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        let decoded = try Canvas(png: try canvas.pngData())
        #expect(decoded.allPixels() == canvas.allPixels())
        #expect(decoded.pixel(x: 6, y: 2)?.alpha == 0)
        #expect(decoded.pixel(x: 3, y: 1)?.alpha == 128)
    }

    @Test func rejectsBytesThatAreNotPNG() {
        #expect(throws: CairoError.self) { try Canvas(png: [1, 2, 3]) }
    }

    @Test func textHasInkAndWidth() throws {
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 30)
        canvas.fillAll(RGBA(red: 1, green: 1, blue: 1))
        let size = canvas.measure("Today", size: 17)
        #expect(size.width > 30 && size.width < 80)
        canvas.text("Today", x: 2, y: 2, size: 17, RGBA(red: 0, green: 0, blue: 0))
        var dark = 0
        for y in 0..<30 { for x in 0..<100 where (canvas.pixel(x: x, y: y)?.red ?? 255) < 128 { dark += 1 } }
        #expect(dark > 40)
    }

    /// A font file loaded from memory draws its glyphs from its own character map (the fixture
    /// font's A: a box 1…9 pt right of its origin, 7 pt tall on the baseline, at 10 pt), and the
    /// canvas draws on after the font that drew on it is gone (Cairo keeps the FreeType face
    /// alive as long as it holds the font face). Bytes that are no font load as nothing.
    @Test func fontFilesLoadFromMemoryAndOutliveTheirDrawingFont() throws {
        #expect(DrawingFont(fileBytes: Array("not a font".utf8)) == nil)
        #expect(DrawingFont(fileBytes: []) == nil)
        let bytes = [UInt8](try Data(contentsOf: Repository.url("Tests/Fixtures/Fonts/FixtureSans-Regular.ttf")))
        let white = RGBA(red: 1, green: 1, blue: 1), black = RGBA(red: 0, green: 0, blue: 0)
        let canvas = try Canvas(pixelWidth: 40, pixelHeight: 20)
        canvas.fillAll(white)
        for origin in [0.0, 20.0] {
            var font = DrawingFont(fileBytes: bytes)
            canvas.glyphs([("A", origin), ("日", origin + 10)], baseline: 10, font: try #require(font), size: 10, black)
            font = nil
            canvas.fill(Rect(x: origin + 10, y: 0, width: 1, height: 1), black)
        }
        for origin in [0, 20] {
            #expect(canvas.pixel(x: origin, y: 6) == opaque(255, 255, 255))
            #expect(canvas.pixel(x: origin + 1, y: 3) == opaque(0, 0, 0))
            #expect(canvas.pixel(x: origin + 8, y: 9) == opaque(0, 0, 0))
            #expect(canvas.pixel(x: origin + 9, y: 6) == opaque(255, 255, 255))
            #expect(canvas.pixel(x: origin + 5, y: 10) == opaque(255, 255, 255))
            // The character the file lacks draws nothing.
            #expect(canvas.pixel(x: origin + 15, y: 6) == opaque(255, 255, 255))
        }
    }
}
