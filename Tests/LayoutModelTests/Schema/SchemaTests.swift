import Foundation
import Testing

@testable import LayoutModel

/// The JSON Schema accepts the documents the decoder accepts and rejects typos, wrong types and
/// bad colours. Validation runs Python's `jsonschema` (draft 2020-12); CI installs it.
@Suite struct SchemaTests {
    static let validator = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("jsonschema is missing")
            sys.exit(3)
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        for path in sys.argv[2:]:
            best = jsonschema.exceptions.best_match(validator.iter_errors(json.load(open(path))))
            print(path.rsplit("/", 1)[-1] + (" ok" if best is None else " invalid: " + best.message))
        """

    static let everyEvent = DecodingFixture.screen(
        #"""
        "timeline": [
          {"at": 0, "work": "sdk", "duration": 300, "thread": "main", "essential": false},
          {"at": 0, "request": "feed", "duration": 80, "blocks": ["a"]},
          {"at": 10, "arrive": "a", "height": {"byWidth": [[320, 50], [400, 60]]}},
          {"at": 20, "hide": "a"}, {"at": 30, "show": "a"}, {"at": 40, "tap": "b"},
          {"at": 50, "insert": {"id": "n"}, "into": "b", "index": 0},
          {"at": 60, "set": "n", "style": {"height": "50%", "marginTop": "auto", "left": -4}},
          {"at": 70, "gesture": "n", "duration": 100}, {"at": 80, "remove": "n"}
        ],
        "launchScreen": {"id": "launch", "background": "#FFF", "children": [{"id": "logo", "kind": "image", "image": {"hasAlpha": false}}]},
        "budgets": {"layout-shift": "off", "overdraw": {"maxAreaFraction": 0.1, "severity": "error"}},
        "lint": {"disable": ["image-alpha"]}
        """#)

    /// Every key of the launch format.
    static let launch = DecodingFixture.screen(
        #"""
        "devices": [{"name": "Fast", "width": 400, "height": 800, "scale": 2, "refreshHz": 120}],
        "timeline": [
          {"at": 0, "work": "sdk", "duration": 300, "thread": "main", "essential": false, "after": ["firstFrame"]},
          {"at": 0, "request": "config", "duration": 80, "onMain": 12},
          {"at": 0, "request": "feed", "duration": 80, "blocks": ["a"], "after": ["config"], "ad": {"unit": "native", "count": 3, "priority": "high", "refresh": false}},
          {"at": 900, "request": "refresh", "duration": 80, "ad": {"unit": "native"}},
          {"at": 1000, "work": "parse", "duration": 3000, "thread": "main", "pieces": 400},
          {"at": 1000, "request": "thumbs", "duration": 80, "onMain": {"pieces": 4, "each": 8}}
        ],
        "restoration": {"snapshotAt": 4000, "restores": false}
        """#
    ).replacingOccurrences(of: #"{"id": "a"}"#, with: #"{"id": "a", "primary": true, "content": {"at": 50}}"#)

    static let good: [(String, String)] = [
        ("launch.json", launch),
        ("spec-example.json", DecodingDocumentTests.specExample),
        ("list.json", DecodingDocumentTests.listExample),
        (
            "multi-screen.json",
            #"{"screens": [{"screen": "a", "root": {"id": "r", "shadow": {"radius": 4, "path": true}}, "devices": ["iPhone 15", {"name": "Tall", "width": 400, "height": 900, "scale": 3, "safeArea": {"top": 47}}]}, {"screen": "b", "root": {"id": "r", "style": {"flex": 1, "borderVertical": 2, "paddingHorizontal": "5%"}}}]}"#
        ),
        ("events.json", everyEvent),
        ("schema-key.json", #"{"$schema": "./layout.schema.json", "screen": "a", "root": {"id": "r"}}"#),
        ("schema-key-screens.json", #"{"$schema": "./layout.schema.json", "screens": [{"screen": "a", "root": {"id": "r"}}]}"#),
        (
            "row-heights.json",
            DecodingFixture.child(
                #"{"id": "l", "kind": "list", "list": {"cells": {"row": {}}, "rows": {"types": ["row", "row"]}, "heights": [40, 50]}}"#)
        ),
    ]

    /// Bad documents with a fragment of the reason `jsonschema` must give.
    static let bad: [(String, String, String)] = [
        ("typo.json", DecodingFixture.child(#"{"id": "a", "style": {"heigth": 10}}"#), "'heigth' was unexpected"),
        ("wrong-type.json", DecodingFixture.child(#"{"id": "a", "opacity": "0.5"}"#), "'0.5' is not of type 'number'"),
        ("bad-colour.json", DecodingFixture.child(##"{"id": "a", "background": "#12345"}"##), "'#12345' does not match"),
        (
            "ad-priority.json",
            DecodingFixture.screen(#""timeline": [{"at": 0, "request": "r", "duration": 5, "ad": {"unit": "u", "priority": "urgent"}}]"#),
            "'urgent' is not one of"
        ),
        (
            "after-type.json",
            DecodingFixture.screen(#""timeline": [{"at": 0, "work": "w", "duration": 5, "thread": "main", "after": ["firstFrame", 5]}]"#),
            "'after': ['firstFrame', 5]} is not valid under any of the given schemas"
        ),
        ("restoration.json", DecodingFixture.screen(#""restoration": {"restores": true}"#), "'snapshotAt' is a required property"),
        // The decoder requires a cell's height unless the list gives one per row; so does the schema.
        (
            "cell-height.json",
            DecodingFixture.child(
                #"{"id": "l", "kind": "list", "list": {"cells": {"row": {}}, "rows": {"count": 3, "pattern": ["row"]}}}"#),
            "'height' is a required property"
        ),
        // Pieces: a whole number from 1 to 10000, on main-thread work only; onMain's object form needs both keys.
        (
            "pieces-zero.json", pieces(#"{"at": 0, "work": "w", "duration": 32, "thread": "main", "pieces": 0}"#),
            "0 is less than the minimum of 1"
        ),
        (
            "pieces-fraction.json", pieces(#"{"at": 0, "work": "w", "duration": 32, "thread": "main", "pieces": 2.5}"#),
            "2.5 is not of type 'integer'"
        ),
        (
            "pieces-huge.json", pieces(#"{"at": 0, "work": "w", "duration": 32, "thread": "main", "pieces": 10001}"#),
            "10001 is greater than the maximum of 10000"
        ),
        (
            "pieces-background.json", pieces(#"{"at": 0, "work": "w", "duration": 32, "thread": "background", "pieces": 4}"#),
            "'main' was expected"
        ),
        (
            "pieces-on-request.json", pieces(#"{"at": 0, "request": "r", "duration": 5, "pieces": 4}"#),
            "'pieces': 4} is not valid under any of the given schemas"
        ),
        (
            "onmain-negative-each.json", pieces(#"{"at": 0, "request": "r", "duration": 5, "onMain": {"pieces": 4, "each": -8}}"#),
            "-8 is less than the minimum of 0"
        ),
        (
            "onmain-without-each.json", pieces(#"{"at": 0, "request": "r", "duration": 5, "onMain": {"pieces": 4}}"#),
            "'each' is a required property"
        ),
        (
            "onmain-typo.json", pieces(#"{"at": 0, "request": "r", "duration": 5, "onMain": {"peices": 4, "each": 8}}"#),
            "{'peices': 4, 'each': 8} is not valid under any of the given schemas"
        ),
        (
            "onmain-string.json", pieces(#"{"at": 0, "request": "r", "duration": 5, "onMain": "fast"}"#),
            "'fast' is not valid under any of the given schemas"
        ),
        // Names are at most 256 characters, for both.
        ("long-id.json", DecodingFixture.child("{\"id\": \"\(String(repeating: "é", count: 257))\"}"), "is too long"),
    ]

    static func pieces(_ event: String) -> String {
        DecodingFixture.screen(#""timeline": ["# + event + "]")
    }

    /// Every key an editor can complete explains itself: its meaning and unit.
    @Test func everyPropertyHasADescription() throws {
        var missing: [String] = []
        var stack = [try JSONParser().parse(Array(LayoutSchema.json.utf8))]
        while let value = stack.popLast() {
            if let properties = value["properties"]?.objectMembers {
                missing += properties.filter { $0.value["description"]?.stringValue?.isEmpty ?? true }.map(\.key)
            }
            stack += value.objectMembers?.map(\.value) ?? value.arrayElements ?? []
        }
        #expect(missing.isEmpty, "\(Set(missing).sorted())")
        #expect(SchemaDocs.description("at")?.contains("milliseconds") == true)
        #expect(SchemaDocs.description("velocity")?.contains("points per second") == true)
        #expect(SchemaDocs.description("paddingTop") == "padding on the top side(s), in points")
    }

    /// Descriptions are right where they stand: times count from the tap on the icon, a cell's
    /// height and a device's sizes are points only, and nothing points to a document users do not have.
    @Test func descriptionsFitTheirContext() throws {
        let schema = try JSONParser().parse(Array(LayoutSchema.json.utf8))
        let defs = try #require(schema["$defs"])
        func description(_ path: [String]) -> String {
            var value: JSONValue? = defs
            for key in path { value = value.flatMap { key.allSatisfy(\.isNumber) ? $0.arrayElements?[Int(key) ?? 0] : $0[key] } }
            return value?["description"]?.stringValue ?? ""
        }
        let cellHeight = description(["cell", "properties", "height"])
        #expect(cellHeight.hasPrefix("the cell's height in points (required unless the list gives heights)"))
        let device = description(["device", "oneOf", "1", "properties", "width"])
        #expect(device == "the device's width in points")
        #expect(description(["content", "properties", "at"]).contains("from the tap on the app's icon (t = 0)"))
        #expect(description(["restoration", "properties", "snapshotAt"]).contains("from the tap on the app's icon"))
        // No description anywhere says a time is after the first frame, or cites a specification.
        #expect(!LayoutSchema.json.contains("after the first frame\""))
        #expect(!LayoutSchema.json.contains("milliseconds after the first frame"))
        #expect(!LayoutSchema.json.contains("SPEC") && !LayoutSchema.json.contains("§"))
    }

    /// `docs/format.md` ends with the reference generated from the decoder's tables, as it is today.
    @Test func theFormatDocumentHoldsTheGeneratedReference() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/format.md"), encoding: .utf8)
        let marker = "<!-- reference: generated by `layoutlint schema --markdown`; do not edit by hand -->\n\n"
        let reference = try #require(
            document.components(separatedBy: marker).dropFirst().first, "docs/format.md has no generated reference")
        #expect(
            reference == FormatReference.markdown, "docs/format.md is out of date: write `layoutlint schema --markdown` after its marker")
        // Every key the decoder accepts is documented there.
        for key in FormatKeys.node.keys + FormatKeys.list.keys + StyleDecoder.table.map(\.key) {
            #expect(reference.contains("| `\(key)` |"), "\(key)")
        }
    }

    @Test func schemaIsJSONInDraft2020() throws {
        let value = try JSONParser().parse(Array(LayoutSchema.json.utf8))
        #expect(value["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
        let defs = try #require(value["$defs"]?.objectMembers?.map(\.key))
        for name in ["node", "style", "size", "colour", "event", "device", "list"] {
            #expect(defs.contains(name), "missing $defs/\(name)")
        }
        // Every style key the decoder knows is in the schema, and no other.
        let styleKeys = value["$defs"]?["style"]?["properties"]?.objectMembers?.map(\.key)
        #expect(styleKeys == StyleDecoder.keys)
    }

    @Test func decoderAgreesWithTheSamples() {
        for (name, text) in Self.good {
            #expect(DecodingFixture.decode(text).errors == [], "\(name)")
        }
        for (name, text, _) in Self.bad {
            #expect(DecodingFixture.decode(text).errors.count == 1, "\(name)")
        }
    }

    @Test func pythonJSONSchemaAcceptsGoodAndRejectsBadDocuments() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let schemaURL = directory.appendingPathComponent("layout.schema.json")
        try LayoutSchema.json.write(to: schemaURL, atomically: true, encoding: .utf8)
        var paths: [String] = []
        for (name, text) in Self.good + Self.bad.map({ ($0.0, $0.1) }) {
            let url = directory.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }

        guard let text = Self.runValidator(schema: schemaURL.path, documents: paths) else { return }
        let lines = text.split(separator: "\n").map(String.init)
        for (name, _) in Self.good {
            #expect(lines.contains("\(name) ok"), "\(text)")
        }
        for (name, _, reason) in Self.bad {
            #expect(lines.contains { $0.hasPrefix("\(name) invalid: ") && $0.contains(reason) }, "\(text)")
        }
    }

    /// Runs Python's jsonschema over `documents`; one line per document ("name ok" or
    /// "name invalid: reason"), or nil after recording why it could not run.
    static func runValidator(schema: String, documents paths: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.validator, schema] + paths
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do {
            try process.run()
        } catch {
            Issue.record("cannot run python3 (\(error)); install Python 3 and `pip install jsonschema`")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        switch process.terminationStatus {
        case 0: break
        case 3:
            Issue.record("the Python package jsonschema is missing; run `pip install jsonschema`")
            return nil
        case 127:
            Issue.record("python3 is not installed; install Python 3 and `pip install jsonschema`")
            return nil
        default:
            Issue.record("schema validation failed to run (exit \(process.terminationStatus)): \(text)")
            return nil
        }
        return text
    }

    /// Every example screen in layouts/ is valid against the schema and decodes cleanly.
    @Test func exampleLayoutsValidate() throws {
        let layouts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("layouts")
        let files = try FileManager.default.contentsOfDirectory(at: layouts, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        #expect(files.count >= 2)
        for file in files {
            let decoded = DocumentDecoder().decode(Array(try Data(contentsOf: file)), file: file.lastPathComponent)
            #expect(decoded.errors.isEmpty, "\(decoded.errors)")
        }
        let schemaURL = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(UUID().uuidString).schema.json")
        try LayoutSchema.json.write(to: schemaURL, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: schemaURL) }
        guard let text = Self.runValidator(schema: schemaURL.path, documents: files.map(\.path)) else { return }
        for file in files {
            #expect(text.split(separator: "\n").contains("\(file.lastPathComponent) ok"), "\(text)")
        }
    }
}
