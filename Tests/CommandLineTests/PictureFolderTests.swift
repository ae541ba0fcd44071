import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Pictures of different screens, files, devices and lists never share a folder or a file
/// name, even where their names slug alike or differ only in case; and nothing inside the
/// pictures folder is followed when it is a symbolic link.
@Suite struct PictureFolderTests {
    /// A screen with a clear label over white: one `clear-background` finding, explained by `blend.png`.
    static func screen(_ name: String, width: Int = 300) -> String {
        """
        {"screen": "\(name)", "devices": ["iPhone 15"],
          "root": {"id": "root", "background": "#FFFFFF", "children": [
            {"id": "badge", "kind": "label", "text": "New", "style": {"height": 20, "width": \(width)}}]}}
        """
    }

    /// `Up.json` and `up.json`, `x/y.json` and `x-y.json`, and screens "Feed" and "feed" of one
    /// file: each screen × device has its own folder, `index.json` lists every picture once
    /// with its own file's findings, and the HTML report shows each group its own picture.
    @Test func collidingFilesAndScreensKeepTheirOwnPicturesInTheIndexAndTheReport() throws {
        let files = [
            "Up.json": Self.screen("Home", width: 100), "up.json": Self.screen("Home", width: 120),
            "x/y.json": Self.screen("Home", width: 140), "x-y.json": Self.screen("Home", width: 160),
            "two.json": #"{"screens": [\#(Self.screen("Feed", width: 180)), \#(Self.screen("feed", width: 200))]}"#,
        ]
        let folder = try BinaryRunner.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard
            let result = try BinaryRunner.run(
                [
                    "lint", "Up.json", "up.json", "x/y.json", "x-y.json", "two.json", "--pictures", "out", "--reporter", "html", "--output",
                    "report.html",
                ],
                in: folder)
        else { return }
        #expect(result.status == 0, "\(result.errors)")
        let index =
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out/index.json"))) as? [String: Any]
        let pictures = try #require(index?["pictures"] as? [[String: Any]])
        let paths = pictures.compactMap { $0["path"] as? String }
        #expect(paths.count == 6, "\(paths)")
        #expect(Set(paths.map { $0.lowercased() }).count == 6, "pictures overwrite each other: \(paths)")
        var seen: Set<String> = []
        for entry in pictures {
            let path = try #require(entry["path"] as? String)
            let findings = try #require(entry["findings"] as? [[String: Any]])
            #expect(findings.count == 1, "\(path)")
            guard let file = findings.first?["file"] as? String, let screen = findings.first?["screen"] as? String else { continue }
            seen.insert("\(file) \(screen)")
            let png = try Canvas(png: [UInt8](Data(contentsOf: folder.appendingPathComponent(path))))
            #expect(png.pixelWidth > 0, "\(path)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path))
        }
        #expect(seen.count == 6, "\(seen)")
        #expect(Set(paths.map { ($0 as NSString).deletingLastPathComponent.lowercased() }).count == 6)
        // The report shows each finding with its own picture, linked into the pictures folder.
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        let findings = html.components(separatedBy: "<li class=\"finding ").dropFirst()
        #expect(findings.count == 6)
        var linked: Set<String> = []
        for finding in findings {
            let figures = finding.components(separatedBy: "<figure><a href=\"").dropFirst()
            #expect(figures.count == 1, "each finding shows its own picture only")
            if let target = figures.first?.prefix(while: { $0 != "\"" }) { linked.insert(String(target)) }
        }
        #expect(linked.count == 6 && linked.allSatisfy { $0.hasPrefix("out/") }, "\(linked)")
    }

    /// A symbolic link inside the pictures folder, where a run's folder, a file's folder or
    /// `index.json` goes, is replaced; what it points to keeps its files and gets none.
    @Test func symbolicLinksInsideThePicturesFolderAreReplacedNotFollowed() throws {
        let folder = try BinaryRunner.folder([
            "a.json": Self.screen("Home"), "b.json": Self.screen("Home"),
            "outside/run/keep.png": "not a picture", "outside/file/keep.png": "not a picture", "outside/index.json": "mine",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        let out = folder.appendingPathComponent("out")
        try manager.createDirectory(at: out.appendingPathComponent("a/home"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            at: out.appendingPathComponent("a/home/iphone-15"), withDestinationURL: folder.appendingPathComponent("outside/run"))
        try manager.createSymbolicLink(
            at: out.appendingPathComponent("b"), withDestinationURL: folder.appendingPathComponent("outside/file"))
        try manager.createSymbolicLink(
            at: out.appendingPathComponent("index.json"), withDestinationURL: folder.appendingPathComponent("outside/index.json"))
        guard let result = try BinaryRunner.run(["lint", "a.json", "b.json", "--pictures", "out"], in: folder) else { return }
        #expect(result.status == 0, "\(result.errors)")
        for outside in ["outside/run", "outside/file"] {
            #expect(try manager.contentsOfDirectory(atPath: folder.appendingPathComponent(outside).path) == ["keep.png"], "\(outside)")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("outside/index.json"), encoding: .utf8) == "mine")
        for path in ["out/a/home/iphone-15", "out/b", "out/index.json"] {
            #expect(ArtifactWriter.kind(of: folder.appendingPathComponent(path).path) != .link, "\(path) is still a link")
        }
        #expect(manager.fileExists(atPath: out.appendingPathComponent("a/home/iphone-15/blend.png").path))
        #expect(manager.fileExists(atPath: out.appendingPathComponent("b/home/iphone-15/blend.png").path))
        // A second run finds real folders and replaces its own pictures.
        guard let again = try BinaryRunner.run(["lint", "a.json", "b.json", "--pictures", "out"], in: folder) else { return }
        #expect(again.status == 0, "\(again.errors)")
        #expect(try manager.contentsOfDirectory(atPath: folder.appendingPathComponent("outside/run").path) == ["keep.png"])
    }

    /// `render` and `reuse --pictures` go through the same writer: a link where a run's folder
    /// goes is replaced there too.
    @Test func renderReplacesALinkWhereARunsFolderGoes() throws {
        let folder = try BinaryRunner.folder(["a.json": Self.screen("Home"), "outside/keep.png": "x"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("a/home"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: out.appendingPathComponent("a/home/iphone-15"), withDestinationURL: folder.appendingPathComponent("outside"))
        guard let result = try BinaryRunner.run(["render", "a.json", "--pictures", "pictures", "--scale", "1"], in: folder) else { return }
        #expect(result.status == 0, "\(result.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("outside").path) == ["keep.png"])
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a/home/iphone-15/frame-0.png").path))
    }
}
