import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// Fix edits resolved against a file's bytes, applied, and carried by SARIF.
@Suite struct FixResolverTests {
    @Test func sarifCarriesTheFixAndStaysValid() throws {
        let report = Linter().lint(file: "home.json", bytes: Array(Fixtures.fixable.utf8))
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
        #expect(
            try applied(Fix.Edit(object: SourceLocation(line: 1, column: 7), keyPath: ["b", "x", "y"], value: "1"))
                == "{\"a\": {\"id\": \"ü→x\", \"b\": {\"x\": {\"y\": 1}}},\n \"c\": [ {\"id\": \"n\"} ]}")
        // After the last member, on a later line.
        #expect(
            try applied(Fix.Edit(object: SourceLocation(line: 2, column: 9), keyPath: ["reuse"], value: "true"))
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
}
