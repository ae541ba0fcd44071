import Foundation
import Testing

/// Issue 17 item 6, through the built executable: picture folders are named after the file and
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
        #expect(Self.pngs(under: folder.appendingPathComponent("out")) == ["a-post/post/iphone-15/shift-1.png", "b-post/post/iphone-15/shift-1.png"])
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
}
