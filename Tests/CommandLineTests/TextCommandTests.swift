import Foundation
import LayoutLintTestSupport
import Testing

/// Text as the device sets it, through the built binary: labels sized by their font (text
/// styles' leading, a custom font's natural line height, text inserted by the timeline), and
/// the text rules' findings with fixes that `--fix` applies and a second lint finds clean.
@Suite struct TextCommandTests {
    static let article = """
        {"screen": "Article", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "style": {"padding": 16}, "children": [
            {"id": "headline", "kind": "label", "background": "#FFFFFF", "font": "title2", "numberOfLines": 1, "text": "City opens its first car-free high street after a decade of debate"},
            {"id": "summary", "kind": "label", "background": "#FFFFFF", "font": "body", "style": {"height": 22}, "text": "Traders who fought the plan now say the quiet has brought more shoppers and longer visits"},
            {"id": "byline", "kind": "label", "background": "#FFFFFF", "font": {"size": 13, "scales": false}, "text": "By Ada"}
        ]},
         "timeline": [{"at": 500, "insert": {"id": "badge", "kind": "label", "background": "#FFFFFF", "font": "title1", "text": "New"}, "into": "root"}]}
        """

    @Test func labelsTakeTheirFontsLeadingAndInsertedTextIsMeasuredAlike() throws {
        let folder = try BinaryRunner.folder(["article.json": Self.article])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["layout", "article.json", "--device", "iPhone 15"], in: folder) else { return }
        #expect(result.status == 0, "\(result.errors)")
        let output = result.output.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: " ", with: "")
        // title2 on one line: its 28 pt leading.
        #expect(output.contains(#""headline":{"absolute":[16,16,361,28]"#), "\(result.output)")
        // The summary keeps its fixed 22 pt.
        #expect(output.contains(#""summary":{"absolute":[16,44,361,22]"#), "\(result.output)")
        // The badge inserted at 500 ms is measured like any label: title1's 34 pt line.
        #expect(output.contains(#""badge":{"absolute":[16,81.66666666666667,361,34]"#), "\(result.output)")
    }

    @Test func textRulesNameTheLinesAndTheirFixesLintClean() throws {
        let folder = try BinaryRunner.folder(["article.json": Self.article])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let before = try BinaryRunner.run(["lint", "article.json", "--color", "never"], in: folder),
            let fixing = try BinaryRunner.run(["lint", "article.json", "--fix", "--color", "never"], in: folder),
            let after = try BinaryRunner.run(["lint", "article.json", "--color", "never"], in: folder)
        else { return }
        #expect(before.status == 1)
        let expected = [
            "article.json:2:5: warning: 'headline' is truncated: its text needs more lines than numberOfLines 1 allows: "
                + "2 lines needed at 343pt wide, 1 allowed on iPhone SE (3rd generation) (375pt wide) and 2 lines needed at 361pt wide, "
                + "1 allowed on iPhone 15 (393pt wide); give 'headline' numberOfLines 2, or 0 to let it grow [text-truncated]",
            "article.json:3:5: error: 'summary' clips its text: its fixed height is shorter than the lines the text needs: "
                + "3 lines need 66pt, the height is 22pt at 343pt wide on iPhone SE (3rd generation) (375pt wide) and 3 lines need 66pt, "
                + "the height is 22pt at 361pt wide on iPhone 15 (393pt wide); give 'summary' height 66 [text-clipped]",
            "article.json:4:5: warning: 'byline' has a fixed 13pt font: it keeps its size whatever text size the user chooses "
                + "on iPhone SE (3rd generation) and iPhone 15; give 'byline' font \"footnote\" (13pt at the default size, follows "
                + "Dynamic Type) [fixed-font-size]",
        ]
        for line in expected {
            #expect(before.output.contains(line), "\(before.output)")
        }
        #expect(fixing.errors.contains("layoutlint: fixed 3 findings in 1 file"), "\(fixing.errors)")
        let fixed = try String(contentsOf: folder.appendingPathComponent("article.json"), encoding: .utf8)
        #expect(
            fixed
                == Self.article
                .replacingOccurrences(of: #""numberOfLines": 1"#, with: #""numberOfLines": 2"#)
                .replacingOccurrences(of: #""style": {"height": 22}"#, with: #""style": {"height": 66}"#)
                .replacingOccurrences(of: #"{"size": 13, "scales": false}"#, with: #""footnote""#))
        #expect(after.status == 0 && after.output.isEmpty, "\(after.output)")
    }

    /// A label both truncated and clipped: raising its numberOfLines makes its fixed height
    /// too short for the lines it then shows, and `--fix` fixes that in a second round, so the
    /// file lints clean after one `--fix`.
    @Test func aFixThatMakesAnotherFindingIsFixedInTheNextRound() throws {
        let settings = ##"""
            {"screen": "Settings", "devices": ["iPhone 15"], "contentSizes": ["large", "accessibility3"],
             "root": {"id": "root", "background": "#FFFFFF", "children": [
               {"id": "title", "kind": "label", "background": "#FFFFFF", "font": "body", "numberOfLines": 1,
                "text": "Notifications and sounds for every account", "style": {"width": 200, "height": 22}}]}}
            """##
        let folder = try BinaryRunner.folder(["settings.json": settings])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixing = try #require(try BinaryRunner.run(["lint", "settings.json", "--fix", "--color", "never"], in: folder))
        #expect(fixing.errors.contains("layoutlint: fixed 3 findings in 1 file (in 2 rounds: "), "\(fixing.errors)")
        #expect(fixing.status == 0 && fixing.output.isEmpty, "\(fixing.output)")
        let fixed = try String(contentsOf: folder.appendingPathComponent("settings.json"), encoding: .utf8)
        #expect(fixed.contains(#""numberOfLines": 5"#) && fixed.contains(#""height": 240"#), "\(fixed)")
        let after = try #require(try BinaryRunner.run(["lint", "settings.json"], in: folder))
        #expect(after.status == 0 && after.output.isEmpty, "\(after.output)")
    }
}
