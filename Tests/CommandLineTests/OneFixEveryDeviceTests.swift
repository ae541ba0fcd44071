import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// Through the built executable: one finding per defect across the
/// devices, each device's numbers in it, one fix that holds on all of them (applied here to
/// the file, which then lints clean), consequences as notes and a summary that counts what
/// is printed.
@Suite struct OneFixEveryDeviceTests {
    static let phones = ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max"]

    /// The fixes the text output names: node, axis and the JSON value to give it.
    static func fixes(in output: String) throws -> [(node: String, axis: String, value: Any)] {
        let pattern = try NSRegularExpression(pattern: #"; give '([^']+)' (height|width) (.+) \[[a-z-]+\]$"#, options: .anchorsMatchLines)
        return try pattern.matches(in: output, range: NSRange(output.startIndex..., in: output)).compactMap { match in
            guard let node = Range(match.range(at: 1), in: output), let axis = Range(match.range(at: 2), in: output),
                let value = Range(match.range(at: 3), in: output)
            else { return nil }
            let parsed = try JSONSerialization.jsonObject(with: Data(output[value].utf8), options: .fragmentsAllowed)
            return (String(output[node]), String(output[axis]), parsed)
        }
    }

    /// The layout with `fixes` written into the named nodes' styles.
    static func applying(_ fixes: [(node: String, axis: String, value: Any)], to text: String) throws -> String {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        func apply(_ node: [String: Any]) -> [String: Any] {
            var node = node
            for fix in fixes where node["id"] as? String == fix.node {
                var style = node["style"] as? [String: Any] ?? [:]
                style[fix.axis] = fix.value
                node["style"] = style
            }
            if let children = node["children"] as? [[String: Any]] { node["children"] = children.map(apply) }
            return node
        }
        var fixed = document
        fixed["root"] = (document["root"] as? [String: Any]).map(apply)
        return String(decoding: try JSONSerialization.data(withJSONObject: fixed, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func theFeedPrintsOneErrorPerDefectWithAFixForAllThreePhones() throws {
        let text = try TimelineLint.layoutFile("feed-three-phones.json")
        let folder = try BinaryRunner.folder(["feed.json": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "feed.json", "--color", "never"], in: folder) else { return }
        #expect(result.status == 1)
        // The machine-applicable fix follows each finding as a `note: fix:` line (`lint --fix`).
        let lines = result.output.split(separator: "\n").map(String.init).filter { !$0.contains(": note: fix: ") }
        let errors = lines.filter { $0.contains(": error: ") }
        // The image without a reserved height, and the 50 pt slot of the adaptive banner.
        #expect(errors.count == 2, "\(result.output)")
        #expect(errors.first?.hasPrefix("feed.json:12:9: error: 'photo1' reserves no height") == true)
        #expect(errors.last?.hasPrefix("feed.json:18:7: error: 'banner' reserves a height other than its content's: 50pt for 59pt") == true)
        for error in errors {
            for phone in Self.phones { #expect(error.contains("on \(phone) ("), "\(error)") }
        }
        #expect(errors.first?.hasSuffix(#"give 'photo1' height {"aspectRatio": 1.333} [unreserved-slot]"#) == true)
        #expect(errors.last?.hasSuffix(#"give 'banner' height {"provider": "admob.anchoredAdaptiveBanner"} [slot-mismatch]"#) == true)
        // The shift and the moved caption are notes under the image, not errors of their own.
        let notes = lines.filter { $0.hasPrefix("    feed.json:") && $0.contains(": note: ") }
        #expect(notes.count == 2, "\(result.output)")
        #expect(notes.contains { $0.hasSuffix("[layout-shift]") } && notes.contains { $0.hasSuffix("[shift-during-gesture]") })
        #expect(lines.count == errors.count + notes.count)
        #expect(
            result.errors.contains("2 findings (2 errors, 0 warnings and 0 infos), 2 related findings under them, 2 fixable with --fix"),
            "\(result.errors)")

        // Applying the printed fixes leaves no finding on any phone.
        let fixes = try Self.fixes(in: errors.joined(separator: "\n"))
        #expect(fixes.count == 2)
        try Self.applying(fixes, to: text).write(to: folder.appendingPathComponent("feed.json"), atomically: true, encoding: .utf8)
        guard let fixed = try BinaryRunner.run(["lint", "feed.json"], in: folder) else { return }
        #expect(fixed.status == 0)
        #expect(fixed.output.isEmpty, "\(fixed.output)")
    }

    @Test func theFixedFeedLintsClean() throws {
        let folder = try BinaryRunner.folder(["feed.json": try TimelineLint.layoutFile("feed-three-phones-fixed.json")])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "feed.json"], in: folder) else { return }
        #expect(result.status == 0)
        #expect(result.output.isEmpty, "\(result.output)")
        #expect(result.errors.contains("3 screen × device runs, 0 input errors; 0 findings (0 errors, 0 warnings and 0 infos)"))
    }

    /// Content whose height differs by device with no adaptive form of its own gets a
    /// `byWidth` table of the node's widths, which then fits every device.
    @Test func contentOfNoAdaptiveSizeGetsAByWidthTableThatFitsEveryDevice() throws {
        let text = """
            {"screen": "Promo", "devices": ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max"],
             "root": {"id": "root", "background": "#FFFFFF", "children": [
               {"id": "promo", "kind": "image", "image": {"hasAlpha": false}, "style": {"height": 100}, "content": {"at": 500, "height": "20%"}},
               {"id": "body", "kind": "label", "background": "#FFFFFF", "text": "Body", "style": {"height": 200}}
             ]}}
            """
        let folder = try BinaryRunner.folder(["promo.json": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "promo.json"], in: folder) else { return }
        #expect(result.output.split(separator: "\n").filter { !$0.contains(": note: fix: ") }.count == 1, "\(result.output)")
        #expect(result.output.contains(#"give 'promo' height {"byWidth": [[375, "#), "\(result.output)")
        let fixes = try Self.fixes(in: result.output)
        #expect(fixes.count == 1)
        try Self.applying(fixes, to: text).write(to: folder.appendingPathComponent("promo.json"), atomically: true, encoding: .utf8)
        guard let fixed = try BinaryRunner.run(["lint", "promo.json"], in: folder) else { return }
        #expect(fixed.status == 0)
        #expect(fixed.output.isEmpty, "\(fixed.output)")
    }

    @Test func jsonListsDevicesRelatedFindingsAndTotals() throws {
        let folder = try BinaryRunner.folder(["feed.json": try TimelineLint.layoutFile("feed-three-phones.json")])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "feed.json", "--reporter", "json"], in: folder) else { return }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0["devices"] as? [String] == Self.phones && $0["device"] is NSNull })
        let related = findings.compactMap { $0["related"] as? [[String: Any]] }
        #expect(related.map(\.count) == [2, 0])
        #expect(related.first?.allSatisfy { $0["severity"] as? String != nil && $0["devices"] as? [String] == Self.phones } == true)
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(
            summary == [
                "files": 1, "runs": 3, "inputErrors": 0, "skipped": 0, "findings": 2, "errors": 2, "warnings": 0, "infos": 0, "related": 2,
                "fixable": 2,
            ])
    }

    @Test func sarifGivesConsequencesAsRelatedLocationsAndValidates() throws {
        let text = try TimelineLint.layoutFile("feed-three-phones.json")
        let report = Linter().lint(file: "layouts/feed-three-phones.json", bytes: Array(text.utf8))
        let sarif = SARIFReporter().report(report)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 2)
        let texts = related.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(texts.contains { $0.hasSuffix("[layout-shift]") } && texts.contains { $0.hasSuffix("[shift-during-gesture]") })
        guard let schema = SharedFiles.file("schemas/sarif-schema-2.1.0.json", for: "SARIF validation") else { return }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(UUID().uuidString)-merged.sarif")
        try sarif.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let (status, output) = try SharedFiles.run("python3", ["-c", SharedFiles.jsonSchemaValidator, schema.path, url.path])
        #expect(status == 0 || status == 3, "\(output)")
    }
}
