import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Labels are drawn in the font they were measured in, each glyph where the measurer put it:
/// Inter compiled into the binary from the repository's files, at the label's size and weight;
/// characters Inter lacks in the pictures' own font, in their stated widths.
@Suite struct LabelTextTests {
    /// Pictures at @2x: one device pixel is half a point.
    static let scale = 2.0

    /// A white screen 1000 pt wide with one label at (10, 10), 980 × 60 pt, painted at @2x.
    func paint(_ text: String, font: FontSpec = .body, measurer: any TextMeasurer = GlyphTextMeasurer()) throws -> Canvas {
        var tree = PictureTree()
        let root = tree.add("root", at: Rect(x: 0, y: 0, width: 1000, height: 80)) { $0.background = .white }
        tree.add("label", .label, at: Rect(x: 10, y: 10, width: 980, height: 60), parent: root) {
            $0.text = text
            $0.font = font
        }
        return try FramePainter(scale: Self.scale, captions: false, measurer: measurer).render(tree.frame(width: 1000, height: 80))
    }

    /// The first and last columns with any ink (a pixel darker than the white background).
    func inkedColumns(_ canvas: Canvas) -> ClosedRange<Int>? {
        var first: Int?, last: Int?
        for x in 0..<canvas.pixelWidth {
            for y in 0..<canvas.pixelHeight where (canvas.pixel(x: x, y: y)?.red ?? 255) < 250 {
                if first == nil { first = x }
                last = x
                break
            }
        }
        guard let first, let last else { return nil }
        return first...last
    }

    func measuredWidth(_ text: String, font: FontSpec) -> Double {
        GlyphTextMeasurer().lines(text, font: font, maxWidth: nil).first?.width ?? 0
    }

    @Test func intersFilesAreCompiledInFromTheRepository() throws {
        #expect(DrawingFonts.hasInter)
        let files: [FontWeight: String] = [
            .regular: "Inter-Regular.otf", .medium: "Inter-Medium.otf", .semibold: "Inter-SemiBold.otf", .bold: "Inter-Bold.otf",
        ]
        for (weight, file) in files {
            let bytes = try Data(contentsOf: Repository.url("Sources/CInterFonts/fonts/\(file)"))
            #expect(DrawingFonts.interBytes(weight) == [UInt8](bytes), "\(file)")
        }
    }

    /// The same text's ink ends where its measured width says, kerning included: against a
    /// label of only its first and last characters, the ink starts at the same column and ends
    /// as much further as the measured widths differ, within a device pixel. Drawn in another
    /// font or weight (DejaVu Sans, or Inter regular for a semibold headline), the text would
    /// end points away.
    @Test(arguments: [FontSpec.body, .style(.headline), .style(.largeTitle), .custom(.init(size: 13, weight: .bold))])
    func intersGlyphsSitWhereTheyWereMeasured(font: FontSpec) throws {
        let text = "Typography, AVA kerning", ends = "Tg"
        let whole = try #require(inkedColumns(try paint(text, font: font)))
        let short = try #require(inkedColumns(try paint(ends, font: font)))
        let expected = (measuredWidth(text, font: font) - measuredWidth(ends, font: font)) * Self.scale
        #expect(whole.lowerBound == short.lowerBound)
        #expect(abs(Double(whole.upperBound - short.upperBound) - expected) <= 1, "\(whole) \(short) \(expected)")
    }

    /// Ink in the whole picture: how dark it is, summed over the pixels.
    func ink(_ canvas: Canvas) -> Int {
        canvas.allPixels().reduce(0) { $0 + 255 - Int($1.red) }
    }

    /// Each weight is drawn with its own file: a semibold headline and a bold label carry more
    /// ink than the same text at the same size in regular, and bold more than semibold.
    @Test func eachWeightIsDrawnInItsOwnFile() throws {
        let text = "Typography, AVA kerning"
        let regular = ink(try paint(text, font: .custom(.init(size: 17))))
        let semibold = ink(try paint(text, font: .style(.headline)))
        let bold = ink(try paint(text, font: .custom(.init(size: 17, weight: .bold))))
        #expect(Double(semibold) > Double(regular) * 1.15, "\(regular) \(semibold)")
        #expect(Double(bold) > Double(semibold) * 1.05, "\(semibold) \(bold)")
    }

    /// Characters Inter lacks (CJK and emoji, measured at their stated widths) are drawn in the
    /// pictures' own font, and what follows them is still where it was measured.
    @Test func charactersInterLacksTakeTheirStatedWidths() throws {
        let text = "日本 😀 ok"
        let placed = try #require(GlyphTextMeasurer().placed(text, font: .body))
        #expect(placed.characters.map(\.source) == [.stated, .stated, .inter, .stated, .inter, .inter, .inter])
        let whole = try #require(inkedColumns(try paint(text)))
        let tail = try #require(inkedColumns(try paint("ok")))
        let offset = placed.characters[5].x * Self.scale
        #expect(abs(Double(whole.upperBound - tail.upperBound) - offset) <= 1, "\(whole) \(tail) \(offset)")
        // Something is drawn in the stated widths before "ok".
        #expect(whole.lowerBound < tail.lowerBound + Int(offset) - 10)
    }

    /// A measurer that places no glyphs (not the production one): the lines are drawn in the
    /// pictures' own font, inside the label.
    @Test func aMeasurerWithoutGlyphsFallsBackToThePicturesFont() throws {
        struct Lines: TextMeasurer {
            func lines(_ text: String, font: FontSpec, maxWidth: Double?) -> [TextLine] {
                GlyphTextMeasurer().lines(text, font: font, maxWidth: maxWidth)
            }
            func resolve(_ font: FontSpec) -> ResolvedFont { font.resolved() }
        }
        let columns = try #require(inkedColumns(try paint("Hello", measurer: Lines())))
        #expect(columns.lowerBound >= 20 && columns.upperBound < 1980)
    }
}
