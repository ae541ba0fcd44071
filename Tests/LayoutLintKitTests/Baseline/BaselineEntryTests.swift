import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// Baseline entries: one per finding, read from either version, refused from another tool.
@Suite struct BaselineEntryTests {
    @Test func eachEntryHidesOneFindingOfItsKey() {
        let finding = Finding.sample(
            rule: "overdraw", severity: .warning, claim: "m", file: "a.json", line: 3, column: 5, screen: "S", atMs: 0)
        let later = Finding.sample(
            rule: "overdraw", severity: .warning, claim: "m", file: "a.json", line: 9, column: 5, screen: "S", atMs: 900)
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
            devices: ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max"], file: "a.json", line: 3, column: 5, screen: "S",
            node: "ad")
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
            #expect(
                error.description
                    == "b.json:1:10: error: not a layoutlint baseline: \"tool\" must be \"layoutlint\", found \"swiftlint\" (write one with --write-baseline)"
            )
        }
        let future = Baseline.parse(Array("{\"tool\": \"layoutlint\", \"version\": 9, \"findings\": []}".utf8), file: "b.json")
        if case .failure(let error) = future {
            #expect(
                error.description.hasPrefix("b.json:1:35: error: baseline version 9 is not one this layoutlint reads"),
                "\(error.description)")
        } else {
            Issue.record("version 9 was accepted")
        }
    }
}
