import Foundation
import LayoutLintTestSupport
import Testing

/// Through the built executable: picture folders are named after the file and
/// the screen, so every picture reported exists, and a run replaces the pictures of the screens
/// it lints.
@Suite struct PicturesStayTrueTests {
    static func post(reserved: Bool) -> String {
        let style = reserved ? #", "style": {"height": 200}"# : ""
        return """
            {"screen": "Post", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
              {"id": "photo", "kind": "image", "image": {"hasAlpha": false}\(style), "content": {"at": 500, "height": 200}},
              {"id": "caption", "kind": "label", "text": "Harbour", "background": "#FFFFFF", "style": {"height": 44}}
            ]}}
            """
    }

    static func pngs(under folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects.compactMap { $0 as? String } ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func twoFilesWithTheSameScreenNameKeepTheirOwnPictures() throws {
        let folder = try BinaryRunner.folder(["a/post.json": Self.post(reserved: false), "b/post.json": Self.post(reserved: false)])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "a", "b", "--pictures", "out"], in: folder) else { return }
        #expect(result.errors.contains("2 pictures"), "\(result.errors)")
        #expect(
            Self.pngs(under: folder.appendingPathComponent("out")) == [
                "a-post/post/iphone-15/shift-1.png", "b-post/post/iphone-15/shift-1.png",
            ])
    }

    @Test func aRunReplacesThePicturesOfTheScreensItLints() throws {
        let folder = try BinaryRunner.folder(["post.json": Self.post(reserved: false)])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard try BinaryRunner.run(["lint", "post.json", "--pictures", "out"], in: folder) != nil else { return }
        #expect(Self.pngs(under: folder.appendingPathComponent("out")) == ["post/post/iphone-15/shift-1.png"])
        // Fixed: no shift, so no shift diagram is left behind from the first run.
        try Self.post(reserved: true).write(to: folder.appendingPathComponent("post.json"), atomically: true, encoding: .utf8)
        guard let fixed = try BinaryRunner.run(["lint", "post.json", "--pictures", "out"], in: folder) else { return }
        #expect(fixed.status == 0, "\(fixed.output)")
        #expect(Self.pngs(under: folder.appendingPathComponent("out")).isEmpty)
    }

    @Test func indexAndFindingsNameThePicturesThatExplainThem() throws {
        let folder = try BinaryRunner.folder(["post.json": Self.post(reserved: false)])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "post.json", "--pictures", "out", "--reporter", "json"], in: folder) else {
            return
        }
        let picture = "out/post/post/iphone-15/shift-1.png"
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.first?["ruleId"] as? String == "unreserved-slot")
        #expect(findings.first?["pictures"] as? [String] == [picture], "\(findings)")
        let indexData = try Data(contentsOf: folder.appendingPathComponent("out/index.json"))
        let index = try #require(try JSONSerialization.jsonObject(with: indexData) as? [String: Any])
        let pictures = try #require(index["pictures"] as? [[String: Any]])
        #expect(pictures.map { $0["path"] as? String } == [picture])
        let explained = try #require(pictures.first?["findings"] as? [[String: Any]])
        #expect(explained.compactMap { $0["ruleId"] as? String }.contains("unreserved-slot"), "\(explained)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(picture).path))
    }
}
