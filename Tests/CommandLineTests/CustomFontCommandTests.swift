import Foundation
import LayoutLintTestSupport
import Testing

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
                ".layoutlint.yml:4:25: error: font file \"Fonts/Cut.ttf\", table 'cmap': the table runs past the end of the file (truncated?)"
            ), "\(result.errors)")
    }
}
