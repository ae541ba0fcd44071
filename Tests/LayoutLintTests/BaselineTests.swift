import Foundation
import LayoutModel
import Testing

@testable import LayoutLintKit

/// `--write-baseline` and `--baseline`, run through the built executable as a team adopting
/// the tool would: record today's findings, then fail only on new ones.
@Suite struct BaselineTests {
    /// A clear-background warning on `badge` and a slot-mismatch error on `ad`.
    static let screen = CommandLineHabitsTests.screen

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

    @Test func eachEntryHidesOneFindingOfItsKey() {
        let finding = Finding.sample(rule: "overdraw", severity: .warning, claim: "m", file: "a.json", line: 3, column: 5, screen: "S", atMs: 0)
        let later = Finding.sample(rule: "overdraw", severity: .warning, claim: "m", file: "a.json", line: 9, column: 5, screen: "S", atMs: 900)
        var report = LintReport()
        report.findings = [finding, later]
        report.metrics = []
        let outcome = Baseline(entries: [Baseline.Entry(finding)]).apply(to: report)
        #expect(outcome.report.findings == [later])
        #expect(outcome.hidden == 1)
    }

    /// A finding on three devices is one entry, hides one finding, and is counted once.
    @Test func aFindingOnSeveralDevicesIsOneEntry() throws {
        let finding = Finding.sample(
            rule: "slot-mismatch", severity: .error, claim: "'ad' reserves a height other than its content's:",
            devices: ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max"], file: "a.json", line: 3, column: 5, screen: "S", node: "ad")
        var report = LintReport()
        report.findings = [finding]
        let baseline = Baseline(report)
        #expect(baseline.entries.count == 1)
        #expect(baseline.entries.first?.devices == ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max"])
        let outcome = baseline.apply(to: report)
        #expect(outcome.hidden == 1 && outcome.report.findings.isEmpty)
        // Written and read back, it is the same baseline.
        let read = try Baseline.parse(Array(baseline.serialized().utf8), file: "b.json").get()
        #expect(read == baseline)
    }

    /// A version 1 baseline (one entry per device) reads as one entry per finding.
    @Test func aVersionOneBaselineIsRead() throws {
        let old = """
            {"tool": "layoutlint", "version": 1, "findings": [
              {"file": "a.json", "screen": "S", "device": "iPhone 15", "rule": "slot-mismatch", "node": "ad", "message": "m1"},
              {"file": "a.json", "screen": "S", "device": "iPhone SE (3rd generation)", "rule": "slot-mismatch", "node": "ad", "message": "m2"}
            ]}
            """
        let baseline = try Baseline.parse(Array(old.utf8), file: "b.json").get()
        #expect(baseline.entries.count == 1)
        #expect(baseline.entries.first?.devices == ["iPhone 15", "iPhone SE (3rd generation)"])
    }

    /// A file of another tool, or of a version this build does not know, is refused with its place.
    @Test func aBaselineOfAnotherToolOrVersionIsRefused() {
        let otherTool = Baseline.parse(Array("{\"tool\": \"swiftlint\", \"version\": 2, \"findings\": []}".utf8), file: "b.json")
        #expect(throws: InputError.self) { try otherTool.get() }
        if case .failure(let error) = otherTool {
            #expect(error.description == "b.json:1:10: error: not a layoutlint baseline: \"tool\" must be \"layoutlint\", found \"swiftlint\" (write one with --write-baseline)")
        }
        let future = Baseline.parse(Array("{\"tool\": \"layoutlint\", \"version\": 9, \"findings\": []}".utf8), file: "b.json")
        if case .failure(let error) = future {
            #expect(error.description.hasPrefix("b.json:1:35: error: baseline version 9 is not one this layoutlint reads"), "\(error.description)")
        } else {
            Issue.record("version 9 was accepted")
        }
    }
}
