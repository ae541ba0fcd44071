import Foundation
import LayoutModel
import Testing

@testable import LayoutLintKit

/// Fix-its: findings carry a machine-applicable edit; `lint --fix` applies them changing only
/// the edited values; the text reporter prints them and SARIF carries them.
@Suite struct FixTests {
    /// A slot reserving 50 of 90 pt (its `style.height` is replaced), a label without a
    /// background over white (a `background` is inserted) and a list without reuse.
    static let screen = """
        {"screen": "Home", "devices": ["iPhone 15", "iPhone SE (3rd generation)"],
          "root": {"id": "root", "background": "#FFFFFF", "children": [
            {"id": "bädge", "kind": "label", "text": "Neu ✓", "style": {"height": 20}},
            {"id": "ad", "kind": "ad", "style": {"height": 50}, "content": {"height": 90, "at": 800}},
            {"id": "feed", "kind": "list", "style": {"height": 300}, "list": {
              "cells": {"row": {"height": 44}}, "rows": {"count": 60, "pattern": ["row"]},
              "reuse": false, "scroll": [{"to": "end", "velocity": 3000}]}}
          ]}}
        """

    static let fixed = """
        {"screen": "Home", "devices": ["iPhone 15", "iPhone SE (3rd generation)"],
          "root": {"id": "root", "background": "#FFFFFF", "children": [
            {"id": "bädge", "kind": "label", "text": "Neu ✓", "style": {"height": 20}, "background": "#FFFFFF"},
            {"id": "ad", "kind": "ad", "style": {"height": 90}, "content": {"height": 90, "at": 800}},
            {"id": "feed", "kind": "list", "style": {"height": 300}, "list": {
              "cells": {"row": {"height": 44}}, "rows": {"count": 60, "pattern": ["row"]},
              "reuse": true, "scroll": [{"to": "end", "velocity": 3000}]}}
          ]}}
        """

    @Test func fixChangesOnlyTheEditedValuesAndTheFindingsGo() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let before = try BinaryRunner.run(["lint", "home.json", "--color", "never"], in: folder),
            let fixing = try BinaryRunner.run(["lint", "home.json", "--fix", "--color", "never"], in: folder),
            let after = try BinaryRunner.run(["lint", "home.json", "--color", "never"], in: folder)
        else { return }
        #expect(before.status == 1)
        #expect(before.output.contains("home.json:3:5: note: fix: set background to \"#FFFFFF\" (`layoutlint lint --fix` applies it)"), "\(before.output)")
        #expect(before.output.contains("home.json:4:5: note: fix: set style.height to 90"))
        #expect(before.output.contains("home.json:5:5: note: fix: set list.reuse to true"))
        // Both devices propose the same three fixes: three findings, each counted once.
        #expect(fixing.errors.contains("layoutlint: fixed 3 findings in 1 file"), "\(fixing.errors)")
        #expect(try String(contentsOf: folder.appendingPathComponent("home.json"), encoding: .utf8) == Self.fixed)
        #expect(fixing.status == 0 && fixing.output.isEmpty, "\(fixing.output)")
        #expect(after.status == 0 && after.output.isEmpty, "\(after.output)")
    }

    @Test func sarifCarriesTheFixAndStaysValid() throws {
        let report = Linter().lint(file: "home.json", bytes: Array(Self.screen.utf8))
        let sarif = SARIFReporter(workingDirectory: "/work").report(report)
        let parsed = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any]
        let results = ((parsed?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let slot = try #require(results.first { $0["ruleId"] as? String == "slot-mismatch" })
        let fix = try #require((slot["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let region = replacement["deletedRegion"] as? [String: Int]
        #expect(region == ["startLine": 4, "startColumn": 52, "endLine": 4, "endColumn": 54])
        #expect((replacement["insertedContent"] as? [String: String])?["text"] == "90")
        #expect((fix["description"] as? [String: String])?["text"] == "set style.height to 90")

        guard let schema = SharedFiles.file("schemas/sarif-schema-2.1.0.json", for: "SARIF validation") else { return }
        let document = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(UUID().uuidString).sarif")
        try sarif.write(to: document, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: document) }
        let (status, output) = try SharedFiles.run("python3", ["-c", ReporterValidationTests.validator, schema.path, document.path])
        if status == 3 {
            Issue.record("the Python package jsonschema is missing; run `pip install jsonschema`")
            return
        }
        #expect(status == 0, "\(output)")
    }

    @Test func editsCreateMissingObjectsAndKeepOtherBytes() throws {
        let text = "{\"a\": {\"id\": \"ü→x\", \"b\": {}},\n \"c\": [ {\"id\": \"n\"} ]}"
        let resolver = FixResolver(bytes: Array(text.utf8))
        func applied(_ fix: Fix.Edit) throws -> String {
            let edit = try #require(resolver.edit(for: fix))
            return String(decoding: FixApplier.apply([edit], to: Array(text.utf8)).bytes, as: UTF8.self)
        }
        // Into an empty object, creating the objects on the way.
        #expect(try applied(Fix.Edit(object: SourceLocation(line: 1, column: 7), keyPath: ["b", "x", "y"], value: "1"))
            == "{\"a\": {\"id\": \"ü→x\", \"b\": {\"x\": {\"y\": 1}}},\n \"c\": [ {\"id\": \"n\"} ]}")
        // After the last member, on a later line.
        #expect(try applied(Fix.Edit(object: SourceLocation(line: 2, column: 9), keyPath: ["reuse"], value: "true"))
            == "{\"a\": {\"id\": \"ü→x\", \"b\": {}},\n \"c\": [ {\"id\": \"n\", \"reuse\": true} ]}")
        // Replacing a string after multi-byte characters.
        let edit = try #require(resolver.edit(for: Fix.Edit(object: SourceLocation(line: 1, column: 7), keyPath: ["id"], value: "\"z\"")))
        #expect(edit.start == SourceLocation(line: 1, column: 14) && edit.end == SourceLocation(line: 1, column: 19))
        #expect(resolver.edit(for: Fix.Edit(object: SourceLocation(line: 1, column: 2), keyPath: ["x"], value: "1")) == nil)
    }

    @Test func differentValuesForOneKeyConflict() {
        let bytes = Array("{\"h\": 50}".utf8)
        let start = SourceLocation(line: 1, column: 7), end = SourceLocation(line: 1, column: 9)
        let a = TextEdit(startOffset: 6, endOffset: 8, start: start, end: end, replacement: "61")
        let b = TextEdit(startOffset: 6, endOffset: 8, start: start, end: end, replacement: "58")
        let outcome = FixApplier.apply([a, b, a], to: bytes)
        #expect(outcome.applied.count == 1 && outcome.conflicts.count == 1)
        #expect(String(decoding: outcome.bytes, as: UTF8.self) == "{\"h\": 58}")
    }

    @Test func blockingLaunchWorkMovesAfterTheFirstFrame() throws {
        let screen = """
            {"screen": "Word game", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "board"}]},
             "timeline": [
               {"at": 0, "work": "loadBoard", "duration": 100, "thread": "main", "essential": true},
               {"at": 0, "work": "MobileAds.start", "duration": 3000, "thread": "main"},
               {"at": 0, "work": "Analytics.configure", "duration": 400, "thread": "main", "after": ["loadBoard"]}
             ]}
            """
        let folder = try BinaryRunner.folder(["game.json": screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let before = try BinaryRunner.run(["lint", "game.json", "--color", "never"], in: folder),
            let fixing = try BinaryRunner.run(["lint", "game.json", "--fix", "--color", "never"], in: folder)
        else { return }
        // The complete fix: after the first frame and off the main thread, so no hang follows.
        #expect(before.output.contains("game.json:4:4: note: fix: set after to [\"firstFrame\"] and thread to \"background\""), "\(before.output)")
        #expect(before.output.contains("game.json:5:4: note: fix: set after to [\"loadBoard\", \"firstFrame\"] and thread to \"background\""), "\(before.output)")
        let fixed = try String(contentsOf: folder.appendingPathComponent("game.json"), encoding: .utf8)
        #expect(fixed == screen
            .replacingOccurrences(of: "\"duration\": 3000, \"thread\": \"main\"},", with: "\"duration\": 3000, \"thread\": \"background\", \"after\": [\"firstFrame\"]},")
            .replacingOccurrences(of: "\"duration\": 400, \"thread\": \"main\", \"after\": [\"loadBoard\"]}", with: "\"duration\": 400, \"thread\": \"background\", \"after\": [\"loadBoard\", \"firstFrame\"]}"))
        #expect(fixing.status == 0 && fixing.output.isEmpty, "\(fixing.output)")
        #expect(!fixing.output.contains("blocking-launch-work"), "\(fixing.output)")
    }
}
