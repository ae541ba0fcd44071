import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

/// Through the built executable: clear labels over white under images of
/// fractional height get `clear-background` on every built-in device, as `blended-layers`
/// and `blend.png` count them on every device.
@Suite struct SameFindingOnEveryDeviceTests {
    @Test func clearLabelsUnderImagesAreFoundOnEveryBuiltInDevice() throws {
        let devices = DeviceProfile.builtIn.map(\.name)
        let names = devices.map { "\"\($0)\"" }.joined(separator: ", ")
        let text = """
            {"screen": "Feed", "devices": [\(names)],
             "root": {"id": "root", "background": "#FFFFFF", "children": [
               {"id": "header", "background": "#FFFFFF", "kind": "label", "text": "Feed", "style": {"height": 44}},
               {"id": "photo1", "kind": "image", "image": {"hasAlpha": false}, "style": {"height": {"aspectRatio": 3}}},
               {"id": "summary1", "kind": "label", "text": "A day at the lake", "style": {"height": 40, "marginHorizontal": 16}},
               {"id": "photo2", "kind": "image", "image": {"hasAlpha": false}, "style": {"height": {"aspectRatio": 1.7}}},
               {"id": "summary2", "kind": "label", "text": "Harbour at dusk", "style": {"height": 40, "marginHorizontal": 16}}
             ]}}
            """
        let folder = try BinaryRunner.folder(["feed.json": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "feed.json", "--reporter", "json"], in: folder) else { return }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        let clear = findings.filter { $0["ruleId"] as? String == "clear-background" }
        #expect(clear.compactMap { $0["node"] as? String } == ["summary1", "summary2"], "\(clear)")
        for finding in clear {
            #expect(Set(finding["devices"] as? [String] ?? []) == Set(devices), "\(finding)")
        }
    }
}
