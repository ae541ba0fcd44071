import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintPictures

/// An app's own fonts named in `.layoutlint.yml`, through the built binary: a label in the
/// family is measured with the file (the fixture font's letters are 1 em wide, far wider than
/// Inter's), a family no file gives is reported, and a font file that cannot be used stops the
/// lint with a located error.
@Suite struct CustomFontCommandTests {
    /// "Hello world" at 17 pt: 178.5 pt in the fixture font, about 90 pt in Inter; the label is 120 pt wide.
    static let card = """
        {"screen": "Card", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "style": {"alignItems": "flex-start"}, "children": [
            {"id": "title", "kind": "label", "background": "#FFFFFF", "numberOfLines": 1, "style": {"width": 120}, "font": {"size": 17, "family": "Fixture Sans"}, "text": "Hello world"}
        ]}}
        """

    static func folder(configuration: String) throws -> URL {
        let folder = try BinaryRunner.folder(["card.json": card, ".layoutlint.yml": configuration])
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let regular = Repository.url("Tests/Fixtures/Fonts/FixtureSans-Regular.ttf")
        try FileManager.default.copyItem(at: regular, to: fonts.appendingPathComponent("FixtureSans-Regular.ttf"))
        let bytes = try Data(contentsOf: regular)
        try bytes.prefix(bytes.count / 2).write(to: fonts.appendingPathComponent("Cut.ttf"))
        return folder
    }

    @Test func aLabelInAConfiguredFamilyIsMeasuredWithItsFile() throws {
        let folder = try Self.folder(configuration: "fonts:\n  - {family: \"Fixture Sans\", file: \"Fonts/FixtureSans-Regular.ttf\"}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "card.json", "--color", "never"], in: folder) else { return }
        #expect(
            result.output.contains(
                "card.json:2:5: warning: 'title' is truncated: its text needs more lines than numberOfLines 1 allows: "
                    + "2 lines needed at 120pt wide, 1 allowed on iPhone 15; give 'title' numberOfLines 2, or 0 to let it grow [text-truncated]"
            ),
            "\(result.output)")
        #expect(!result.output.contains("unknown-font-family"), "\(result.output)")
    }

    /// `render` draws the label with the file, each glyph where it was measured: the fixture
    /// font's glyphs are boxes from 0.1 em after their origin to 0.1 em before their advance,
    /// 0.7 em tall on the baseline. "AV B" at 30 pt on iPhone 15 (@3x), the label at (40, 40):
    /// A from x 0, V from 24 (A's 30 pt less the pair's 6 pt kerning), the space 15 pt and no
    /// box, B from 69; so at a row through the boxes, exactly columns 3 × (40 + 3) … 3 × (40 + 51)
    /// and 3 × (40 + 72) … 3 × (40 + 96) are inked, each fully.
    @Test func aLabelInAConfiguredFamilyIsDrawnWithItsFileWhereMeasured() throws {
        let document = """
            {"screen": "Card", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "style": {"padding": 40, "alignItems": "flex-start"}, "children": [
                {"id": "title", "kind": "label", "background": "#FFFFFF", "numberOfLines": 1, "font": {"size": 30, "family": "Fixture Sans"}, "text": "AV B"}
            ]}}
            """
        let folder = try Self.folder(configuration: "fonts:\n  - {family: \"Fixture Sans\", file: \"Fonts/FixtureSans-Regular.ttf\"}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try document.write(to: folder.appendingPathComponent("card.json"), atomically: true, encoding: .utf8)
        guard let result = try BinaryRunner.run(["render", "card.json", "--pictures", "out"], in: folder) else { return }
        #expect(result.status == 0, "\(result.errors)")
        let png = try Canvas(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent("out/card/card/iphone-15/frame-0.png"))))
        // The baseline is 24 pt into the 30 pt line (the 0.8 em ascender); the boxes rise 21 pt from it.
        for row in [3 * (40 + 24) - 2, 3 * (40 + 14)] {
            let inked = (0..<png.pixelWidth).filter { (png.pixel(x: $0, y: row)?.red ?? 255) < 250 }
            let full = (0..<png.pixelWidth).filter { png.pixel(x: $0, y: row) == opaque(0, 0, 0) }
            #expect(inked == Array(129..<273) + Array(336..<408), "row \(row): \(inked)")
            #expect(full == inked, "row \(row)")
        }
        // Below the baseline, nothing.
        #expect((0..<png.pixelWidth).allSatisfy { png.pixel(x: $0, y: 3 * (40 + 24) + 1) == opaque(255, 255, 255) })
    }

    @Test func aFamilyNoFileGivesIsMeasuredAsInterAndSaysSo() throws {
        let folder = try Self.folder(configuration: "devices: [iPhone 15]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "card.json", "--color", "never"], in: folder) else { return }
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.output.contains("text-truncated"), "\(result.output)")
        #expect(
            result.output.contains(
                "card.json:2:5: note: 'title' names font family \"Fixture Sans\", which no font file of the configuration gives: "
                    + "it is measured with Inter's metrics on iPhone 15; add {family: \"Fixture Sans\", file: \"<the .ttf or .otf file>\", "
                    + "weight: regular} to fonts in .layoutlint.yml [unknown-font-family]"),
            "\(result.output)")
    }

    @Test func aMissingOrCorruptFontFileIsALocatedError() throws {
        let folder = try Self.folder(
            configuration: "fonts:\n  - family: \"Fixture Sans\"\n    file: Fonts/Missing.ttf\n  - {family: Cut, file: Fonts/Cut.ttf}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "card.json"], in: folder) else { return }
        #expect(result.status == 2)
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(
            result.errors.contains(
                ".layoutlint.yml:3:11: error: font file \"Fonts/Missing.ttf\" of family \"Fixture Sans\" cannot be read: "),
            "\(result.errors)")
        #expect(
            result.errors.contains(
                ".layoutlint.yml:4:25: error: font file \"Fonts/Cut.ttf\", table 'glyf': the table runs past the end of the file (truncated?)"
            ), "\(result.errors)")
    }
}
