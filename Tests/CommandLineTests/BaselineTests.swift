import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// `--write-baseline` and `--baseline`, run through the built executable as a team adopting
/// the tool would: record today's findings, then fail only on new ones.
@Suite struct BaselineTests {
    /// A clear-background warning on `badge` and a slot-mismatch error on `ad`.
    static let screen = Fixtures.home

    /// The same screen reformatted: every node on another line and column.
    static let moved = """
        {
          "screen": "Home",
          "devices": ["iPhone 15"],
          "budgets": {"slot-mismatch": "error"},
          "root": {
            "id": "root",
            "background": "#FFFFFF",
            "children": [

              {"id": "ad", "kind": "ad", "style": {"height": 50}, "content": {"height": 90, "at": 800}},
                {"id": "badge", "kind": "label", "text": "New", "style": {"height": 20}}
            ]
          }
        }
        """

    @Test func movedNodesStayBaselinedAndOnlyNewFindingsFail() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let written = try BinaryRunner.run(["lint", "home.json", "--write-baseline", "baseline.json"], in: folder) else { return }
        // Writing the baseline accepts the current findings: the run passes.
        #expect(written.status == 0, "\(written.errors)")
        let baseline = try String(contentsOf: folder.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"rule\": \"slot-mismatch\""))
        #expect(baseline.contains("\"node\": \"badge\""))
        #expect(!baseline.contains("\"line\""))

        try Self.moved.write(to: folder.appendingPathComponent("home.json"), atomically: true, encoding: .utf8)
        guard let clean = try BinaryRunner.run(["lint", "home.json", "--baseline", "baseline.json", "--strict"], in: folder) else { return }
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.isEmpty)
        #expect(clean.errors.contains("0 findings (0 errors, 0 warnings and 0 infos); 2 baselined findings hidden"), "\(clean.errors)")

        // A second mismatched slot is new: it alone is reported, and it fails the run.
        let added = Self.moved.replacingOccurrences(
            of: "\n\n",
            with: "\n{\"id\": \"ad2\", \"kind\": \"ad\", \"style\": {\"height\": 50}, \"content\": {\"height\": 90, \"at\": 800}},\n")
        try added.write(to: folder.appendingPathComponent("home.json"), atomically: true, encoding: .utf8)
        guard let new = try BinaryRunner.run(["lint", "home.json", "--baseline", "baseline.json"], in: folder) else { return }
        #expect(new.status == 1)
        let lines = new.output.split(separator: "\n").filter { !$0.contains(": note: fix: ") }
        #expect(lines.count == 1, "\(new.output)")
        #expect(lines.first?.hasPrefix("home.json:9:1: error: ") == true, "\(new.output)")
        #expect(lines.first?.contains("'ad2'") == true, "\(new.output)")
    }

    @Test func fixedFindingsAreReportedSoTheBaselineCanShrink() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let written = try BinaryRunner.run(["lint", "home.json", "--write-baseline", "baseline.json"], in: folder) else { return }
        #expect(written.status == 0)
        let fixed = Self.screen.replacingOccurrences(of: "\"text\": \"New\",", with: "\"text\": \"New\", \"background\": \"#FFFFFF\",")
        try fixed.write(to: folder.appendingPathComponent("home.json"), atomically: true, encoding: .utf8)
        guard let result = try BinaryRunner.run(["lint", "home.json", "--baseline", "baseline.json"], in: folder) else { return }
        #expect(result.status == 0)
        #expect(
            result.errors.contains("home.json: note: baselined clear-background no longer occurs (Home, 'badge')"),
            "\(result.errors)")
        #expect(!result.errors.contains("slot-mismatch no longer occurs"))
    }

    @Test func anInvalidBaselineIsALocatedInputError() throws {
        let folder = try BinaryRunner.folder([
            "home.json": Self.screen,
            "baseline.json": "{\"tool\": \"layoutlint\", \"version\": 2, \"findings\": [\n  {\"file\": \"home.json\", \"screen\": 3}\n]}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "home.json", "--baseline", "baseline.json"], in: folder) else { return }
        #expect(result.status == 2)
        #expect(result.errors.contains("baseline.json:2:35: error: baseline entry needs \"screen\" as a string"), "\(result.errors)")
    }

}
