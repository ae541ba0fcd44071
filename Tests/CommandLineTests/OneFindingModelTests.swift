import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// One finding per defect, as a user meets it through the binary: consequences under the change
/// that caused them, per-device copies merged with ranges, cell instances named by row, one
/// GitHub annotation per finding with the full list in the step summary, and counts that are
/// what was printed.
@Suite struct OneFindingModelTests {
    /// A late photo with no reserved height and the default alpha (so `image-alpha` also names
    /// it), pushing the caption under a finger.
    static let feed = """
        {"screen": "Feed", "devices": ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max"],
         "root": {"id": "root", "background": "#FFFFFF", "children": [
           {"id": "photo", "kind": "image", "content": {"at": 800, "height": {"aspectRatio": 1.5}}},
           {"id": "caption", "kind": "label", "background": "#FFFFFF", "text": "Sunset", "style": {"height": 300}}
         ]},
         "timeline": [{"at": 600, "gesture": "caption", "duration": 600}]}
        """

    @Test func consequencesHangUnderTheArrivalThatCausedThemNotUnderImageAlpha() throws {
        let folder = try BinaryRunner.folder(["feed.json": Self.feed])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let text = try BinaryRunner.run(["lint", "feed.json", "--color", "never"], in: folder),
            let json = try BinaryRunner.run(["lint", "feed.json", "--reporter", "json"], in: folder),
            let sarif = try BinaryRunner.run(["lint", "feed.json", "--reporter", "sarif"], in: folder)
        else { return }
        let lines = text.output.split(separator: "\n").map(String.init)
        let slot = try #require(lines.firstIndex { $0.hasSuffix("[unreserved-slot]") }, "\(text.output)")
        let alpha = try #require(lines.firstIndex { $0.hasSuffix("[image-alpha]") }, "\(text.output)")
        // The notes follow the unreserved slot, each of them; none follows image-alpha.
        let notesAfter = { (index: Int) in
            lines[(index + 1)...].prefix { $0.hasPrefix(" ") || $0.contains(": note: fix: ") }.filter { $0.hasPrefix(" ") }
        }
        #expect(notesAfter(slot).contains { $0.hasSuffix("[layout-shift]") }, "\(text.output)")
        #expect(notesAfter(slot).contains { $0.hasSuffix("[shift-during-gesture]") }, "\(text.output)")
        #expect(notesAfter(alpha).isEmpty, "\(text.output)")

        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let findings = document["findings"] as? [[String: Any]] ?? []
        let related = Dictionary(
            findings.map {
                ($0["ruleId"] as? String ?? "", ($0["related"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String })
            },
            uniquingKeysWith: { $0 + $1 })
        #expect(related["unreserved-slot"]?.sorted() == ["layout-shift", "shift-during-gesture"])
        #expect(related["image-alpha"] == [])

        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        let results = ((parsed["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let alphaResult = try #require(results.first { $0["ruleId"] as? String == "image-alpha" })
        #expect(alphaResult["relatedLocations"] == nil)
        let slotResult = try #require(results.first { $0["ruleId"] as? String == "unreserved-slot" })
        #expect((slotResult["relatedLocations"] as? [Any])?.count == 2)
        // One defect, one error, in every reporter: the slot is the only error.
        #expect(findings.filter { $0["severity"] as? String == "error" }.count == 1)
    }

    /// A list of 60 rows whose clear labels blend: the biggest blended layers are cell instances,
    /// each named by its row.
    @Test func cellInstancesAreNamedByRow() throws {
        let list = """
            {"screen": "Inbox", "devices": ["iPhone 15"], "budgets": {"blended-layers": {"maxLayers": 3}},
             "root": {"id": "root", "background": "#FFFFFF", "children": [
               {"id": "inbox", "kind": "list", "style": {"flexGrow": 1}, "list": {
                 "cells": {"message": {"height": 80, "template": {"id": "cell", "background": "#FFFFFF", "children": [
                   {"id": "hdrLabel", "kind": "label", "text": "Subject", "style": {"height": 60}}
                 ]}}},
                 "rows": {"count": 60, "pattern": ["message"]}, "reuse": true, "scroll": [{"to": "end", "velocity": 3000}]}}
             ]}}
            """
        let folder = try BinaryRunner.folder(["inbox.json": list])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let text = try BinaryRunner.run(["lint", "inbox.json", "--color", "never"], in: folder) else { return }
        let blended = try #require(text.output.split(separator: "\n").first { $0.hasSuffix("[blended-layers]") }, "\(text.output)")
        #expect(
            blended.contains("biggest: row 0 'hdrLabel' 23580 pt², row 1 'hdrLabel' 23580 pt², row 2 'hdrLabel' 23580 pt²"), "\(blended)")
    }

    /// Per-device copies merge for every rule: the blended area differs by device and reads as
    /// a range on one line naming every device.
    @Test func perDeviceNumbersMergeIntoRanges() throws {
        let screen = """
            {"screen": "Photo", "devices": ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max"],
             "budgets": {"blended-layers": {"maxAreaFraction": 0.05}},
             "root": {"id": "root", "background": "#000000", "children": [
               {"id": "photo", "kind": "image", "image": {"hasAlpha": true}, "background": "#000000", "style": {"height": 300}},
               {"id": "caption", "kind": "label", "text": "Sunset", "style": {"height": 100}}
             ]}}
            """
        let folder = try BinaryRunner.folder(["photo.json": screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let text = try BinaryRunner.run(["lint", "photo.json", "--color", "never", "--reporter", "text"], in: folder) else { return }
        let blended = text.output.split(separator: "\n").filter { $0.hasSuffix("[blended-layers]") }
        #expect(blended.count == 1, "\(text.output)")
        #expect(blended.first?.contains("on iPhone SE (3rd generation), iPhone 15 and iPhone 15 Pro Max") == true, "\(text.output)")
        // 375 × 100, 393 × 100 and 430 × 100 pt² of caption; the photo is opaque.
        #expect(blended.first?.contains("1 layer covers 37500–43000 pt² (") == true, "\(text.output)")
    }

    /// GitHub: one annotation per finding; with `GITHUB_STEP_SUMMARY` set, the Markdown report is
    /// appended to it (annotations are capped per step; the summary lists everything).
    @Test func githubAnnotatesEachFindingOnceAndAppendsTheStepSummary() throws {
        let folder = try BinaryRunner.folder(["feed.json": Self.feed, "summary.md": "# earlier step\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = folder.appendingPathComponent("summary.md")
        guard
            let github = try BinaryRunner.run(
                ["lint", "feed.json", "--reporter", "github"], in: folder, environment: ["GITHUB_STEP_SUMMARY": summary.path]),
            let json = try BinaryRunner.run(["lint", "feed.json", "--reporter", "json"], in: folder)
        else { return }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let count = (document["findings"] as? [Any])?.count ?? -1
        #expect(github.output.split(separator: "\n").filter { $0.hasPrefix("::") }.count == count)
        let written = try String(contentsOf: summary, encoding: .utf8)
        #expect(written.hasPrefix("# earlier step\n## LayoutLint\n"), "\(written)")
        #expect(written.split(separator: "\n").filter { $0.hasPrefix("- **") }.count == count)
    }

    /// The summary line, `--fix` and the baseline count findings as printed: once each, whatever
    /// the number of devices.
    @Test func countsAreWhatWasPrinted() throws {
        let folder = try BinaryRunner.folder(["feed.json": Self.feed])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let text = try BinaryRunner.run(["lint", "feed.json", "--color", "never"], in: folder),
            let written = try BinaryRunner.run(["lint", "feed.json", "--write-baseline", "baseline.json"], in: folder),
            let hidden = try BinaryRunner.run(["lint", "feed.json", "--baseline", "baseline.json"], in: folder)
        else { return }
        let printed = text.output.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.contains(": note: fix: ") }
        let related = text.output.split(separator: "\n").filter { $0.hasPrefix(" ") }
        let fixes = text.output.split(separator: "\n").filter { $0.contains(": note: fix: ") }
        #expect(text.errors.contains("; \(printed.count) findings ("), "\(text.errors)")
        #expect(text.errors.contains(", \(related.count) related findings under them, \(fixes.count) fixable with --fix"), "\(text.errors)")
        #expect(written.status == 0)
        #expect(hidden.errors.contains("; \(printed.count) baselined findings hidden"), "\(hidden.errors)")
        guard let fixing = try BinaryRunner.run(["lint", "feed.json", "--fix"], in: folder) else { return }
        #expect(fixing.errors.contains("layoutlint: fixed \(fixes.count) findings in 1 file"), "\(fixing.errors)")
    }
}
