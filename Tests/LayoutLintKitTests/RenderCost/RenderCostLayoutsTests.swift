import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// The example screens in `layouts/` linted end to end by the `Linter` (every rule), finding by finding.
@Suite struct RenderCostLayoutsTests {
    struct Expected: Equatable, CustomStringConvertible {
        var rule: String
        var line: Int
        var column: Int
        var message: String
        var description: String { "\(line):\(column) [\(rule)] \(message)" }
    }

    /// The Linter's report on `layouts/<name>`, read from this repository.
    static func lint(_ name: String) throws -> LintReport {
        let root = Repository.root
        let bytes = try Data(contentsOf: root.appendingPathComponent("layouts").appendingPathComponent(name))
        return Linter().lint(file: "layouts/" + name, bytes: Array(bytes))
    }

    /// Every finding on `layouts/<name>` that occurs on `device`, in report order; fails on input errors.
    static func findings(_ name: String, device: String) throws -> [Expected] {
        let report = try lint(name)
        #expect(report.errors.isEmpty, "\(report.errors)")
        return report.findings.filter { $0.devices.contains(device) }
            .map { Expected(rule: $0.ruleID, line: $0.line, column: $0.column, message: $0.message) }
    }

    /// Both phones of the table screen, as messages name them.
    static let phones = "on iPhone SE (3rd generation) and iPhone 15"

    static func clear(_ line: Int, _ column: Int, _ id: String, _ colour: String = "#FFFFFF") -> Expected {
        Expected(
            rule: "clear-background", line: line, column: column,
            message:
                "'\(id)' blends over \(colour): its background is clear \(phones); give '\(id)' background \(colour) (the colour behind it)"
        )
    }

    static func alpha(_ line: Int, _ id: String) -> Expected {
        Expected(
            rule: "image-alpha", line: line, column: 9,
            message:
                "'\(id)' is an image with an alpha channel over #FFFFFF \(phones); export it without alpha (image.hasAlpha false) or give it background #FFFFFF"
        )
    }

    @Test(arguments: ["iPhone SE (3rd generation)", "iPhone 15"])
    func clearLabelsOverWhiteRows(device: String) throws {
        // Each row is 10 lines: the row at 9 + 10k, its labels' objects at lines 12, 13 (name,
        // preview, column 11) and 15 (time, column 9), the chevron at 16. The nav title sits on the
        // #F9F9F9 bar; every other label and chevron on its white row, nothing painted between.
        var expected = [Self.clear(6, 7, "navTitle", "#F9F9F9")]
        for k in 0..<4 {
            let base = 10 * k, n = k + 1
            expected += [
                Self.clear(12 + base, 11, "name\(n)"), Self.clear(13 + base, 11, "preview\(n)"),
                Self.clear(15 + base, 9, "time\(n)"), Self.alpha(16 + base, "chevron\(n)"),
            ]
        }
        #expect(try Self.findings("table-cell-clear-labels.json", device: device) == expected)
    }

    @Test(arguments: ["iPhone SE (3rd generation)", "iPhone 15"])
    func opaqueLabelsTwinIsClean(device: String) throws {
        #expect(try Self.findings("table-cell-opaque-labels.json", device: device) == [])
    }

    @Test func everyScreenIsAnalysedOnItsDevices() throws {
        #expect(try Self.lint("table-cell-clear-labels.json").metrics.map(\.device) == ["iPhone SE (3rd generation)", "iPhone 15"])
        let cards = try Self.lint("cards.json")
        #expect(cards.metrics.map(\.device) == ["iPhone 15"])
        // No layer is painted 4× or more on the cards screen: root, card, then content at most.
        #expect(cards.metrics.first?.overdraw?.fourOrMore == 0)
    }

    @Test func cardsNeedOffscreenPasses() throws {
        // storyCard (line 5) rounds and clips; eventCard (line 9) has a shadow without path;
        // offerBanner (line 13) at opacity 0.8 over offerIcon, offerText and offerBadge. tipCard's
        // shadow has a path and is not reported.
        #expect(
            try Self.findings("cards.json", device: "iPhone 15") == [
                Expected(
                    rule: "offscreen-render", line: 5, column: 5,
                    message:
                        "'storyCard' has cornerRadius 12 with clipsToBounds: an offscreen pass each frame on iPhone 15; round the content's own corners or drop clipsToBounds"
                ),
                Expected(
                    rule: "offscreen-render", line: 9, column: 5,
                    message:
                        "'eventCard' has a shadow without path: an offscreen pass each frame on iPhone 15; give the shadow a path (shadow.path true, a shadowPath)"
                ),
                Expected(
                    rule: "offscreen-render", line: 13, column: 5,
                    message:
                        "'offerBanner' has group opacity 0.8 over 3 drawing subviews: an offscreen pass each frame on iPhone 15; set opacity on the leaves or flatten"
                ),
            ])
    }
}
