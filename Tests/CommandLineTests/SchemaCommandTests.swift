import Foundation
import LayoutLintTestSupport
import Testing

/// `layoutlint schema` and `layoutlint lint` accept and reject the same
/// documents, as a user sees them: the schema an editor attaches, and the linter's exit status.
@Suite struct SchemaCommandTests {
    /// name → (document, whether it is valid).
    static let documents: [String: (String, Bool)] = [
        // A cell's height is required unless the list gives one height per row.
        "cell-without-height.json": (list(#""cells": {"row": {}}, "rows": {"count": 3, "pattern": ["row"]}"#), false),
        "row-heights.json": (list(#""cells": {"row": {}}, "rows": {"types": ["row", "row"]}, "heights": [40, 50]"#), true),
        "rows-empty.json": (list(#""cells": {"row": {"height": 40}}, "rows": {}"#), false),
        "node-height.json": (#"{"screen": "s", "root": {"id": "r", "height": 40}}"#, false),
        "schema-key.json": (##"{"$schema": "./layout.schema.json", "screen": "s", "root": {"id": "r", "background": "#FFFFFF"}}"##, true),
        "gesture-without-duration.json": (
            ##"{"screen": "s", "root": {"id": "r", "background": "#FFFFFF"}, "timeline": [{"at": 5, "gesture": "r"}]}"##, false
        ),
        // Main-thread work in pieces: both forms of onMain, and pieces only where they mean something.
        "pieces.json": (
            timeline(
                #"{"at": 500, "work": "migrate", "duration": 3000, "thread": "main", "pieces": 400}, {"at": 0, "request": "thumbs", "duration": 100, "onMain": {"pieces": 4, "each": 8}}, {"at": 0, "request": "config", "duration": 100, "onMain": 12}"#
            ), true
        ),
        "pieces-on-background.json": (timeline(#"{"at": 0, "work": "db", "duration": 30, "thread": "background", "pieces": 4}"#), false),
        "pieces-zero.json": (timeline(#"{"at": 0, "request": "thumbs", "duration": 100, "onMain": {"pieces": 0, "each": 8}}"#), false),
        "onmain-without-each.json": (timeline(#"{"at": 0, "request": "thumbs", "duration": 100, "onMain": {"pieces": 4}}"#), false),
    ]

    static func timeline(_ events: String) -> String {
        ##"{"screen": "s", "root": {"id": "r", "background": "#FFFFFF"}, "timeline": ["## + events + "]}"
    }

    static func list(_ list: String) -> String {
        ##"{"screen": "s", "root": {"id": "r", "background": "#FFFFFF", "children": [{"id": "feed", "kind": "list", "style": {"height": 200}, "list": {"##
            + list + "}}]}}"
    }

    @Test func schemaAndLinterAgree() throws {
        let folder = try BinaryRunner.folder(Self.documents.mapValues(\.0))
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let schema = try BinaryRunner.run(["schema"], in: folder) else { return }
        #expect(schema.status == 0)
        let schemaURL = folder.appendingPathComponent("layout.schema.json")
        try schema.output.write(to: schemaURL, atomically: true, encoding: .utf8)
        for name in Self.documents.keys.sorted() {
            let valid = try #require(Self.documents[name]).1
            let document = folder.appendingPathComponent(name).path
            let (status, output) = try SharedFiles.run("python3", ["-c", SharedFiles.jsonSchemaValidator, schemaURL.path, document])
            if status == 3 {
                Issue.record("Python's jsonschema is missing: python3 -m pip install jsonschema")
                return
            }
            #expect((status == 0) == valid, "schema on \(name): \(output)")
            guard let lint = try BinaryRunner.run(["lint", name], in: folder) else { return }
            // Exit 2 is an input error; a valid document lints (these have no findings).
            #expect((lint.status != 2) == valid, "lint \(name): \(lint.status) \(lint.output) \(lint.errors)")
        }
    }
}
