import ArgumentParser
import Foundation
import LayoutModel
import Testing
@testable import LayoutLintKit
@testable import LayoutLintPictures
@testable import layoutlint

@Suite struct RenderCommandTests {
    /// The SPEC's daily puzzle: a 50 pt banner slot whose adaptive banner arrives at 1200 ms
    /// at 61 pt on iPhone 15 (round(393 × 50 / 320) = 61), pushing the board down 11 pt.
    static let daily = """
        {"screen": "Daily puzzle", "devices": ["iPhone 15"],
         "root": {"id": "root", "background": "#FFFFFF", "safeArea": true, "children": [
           {"id": "title", "kind": "label", "text": "Today", "style": {"height": 44}},
           {"id": "banner", "kind": "ad", "style": {"height": 50},
            "content": {"height": {"provider": "admob.anchoredAdaptiveBanner"}, "at": 1200}},
           {"id": "board", "style": {"flexGrow": 1, "padding": 16}, "background": "#F2F2F7", "children": [
             {"id": "hero", "kind": "image", "style": {"height": 180}, "cornerRadius": 12, "clipsToBounds": true},
             {"id": "caption", "kind": "label", "text": "Solve today's puzzle before midnight to keep your streak going",
              "style": {"marginTop": 12}},
             {"id": "card", "background": "#34C759", "opacity": 0.8, "cornerRadius": 16,
              "style": {"height": 120, "marginTop": 12, "padding": 12}, "children": [
               {"id": "card-title", "kind": "label", "text": "Streak: 12 days"},
               {"id": "loading", "kind": "spinner", "style": {"height": 30}}]}]}]},
         "timeline": [{"at": 900, "gesture": "board", "duration": 600}]}
        """

    /// The maps of the first frame, and of the last (after the banner arrived: other layers).
    static let pictureNames = [
        "blend-1200.png", "blend.png", "frame-0.png", "frame-1200.png", "frame-900.png", "offscreen.png", "overdraw-1200.png",
        "overdraw.png", "shift-1.png", "timeline.png",
    ]

    /// Writes `layout` to a file in a fresh folder; returns the folder and the file's path.
    func layoutFile(_ layout: String = daily, name: String = #function) throws -> (folder: URL, file: String) {
        let folder = try temporaryFolder(name)
        let file = folder.appendingPathComponent("daily.json")
        try Data(layout.utf8).write(to: file)
        return (folder, file.path)
    }

    @Test func writesEveryFrameShiftAndMapAtTheDeviceScale() throws {
        let (folder, file) = try layoutFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let outcome = RenderRun.run(file: file, out: out.path, scale: nil, linter: Linter())
        #expect(outcome.exitCode == 0 && outcome.errors.isEmpty)
        #expect(outcome.output.last == "wrote 10 pictures to \(out.path)")
        let pictures = out.appendingPathComponent(ArtifactWriter.fileFolder(file) + "/daily-puzzle/iphone-15")
        #expect(try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted() == Self.pictureNames)
        let frame = try Canvas(png: [UInt8](try Data(contentsOf: pictures.appendingPathComponent("frame-0.png"))))
        // The frame, then its caption band: title, two legend rows and two rows of the key of
        // numbered nodes (16 + 5 × 18 = 106 pt: 318 px at @3x).
        #expect(frame.pixelWidth == 1179 && frame.pixelHeight == 2556 + 318)
    }

    @Test func picturesMatchTheGoldensAndAreByteIdenticalRunToRun() throws {
        let (folder, file) = try layoutFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first"), second = folder.appendingPathComponent("second")
        #expect(RenderRun.run(file: file, out: first.path, scale: 1, linter: Linter()).exitCode == 0)
        #expect(RenderRun.run(file: file, out: second.path, scale: 1, linter: Linter()).exitCode == 0)
        for name in Self.pictureNames {
            let a = try Data(contentsOf: first.appendingPathComponent(ArtifactWriter.fileFolder(file) + "/daily-puzzle/iphone-15/\(name)"))
            let b = try Data(contentsOf: second.appendingPathComponent(ArtifactWriter.fileFolder(file) + "/daily-puzzle/iphone-15/\(name)"))
            #expect(a == b, "\(name) differs between two runs")
            try Golden.check([UInt8](a), name: "daily-puzzle-" + name.replacingOccurrences(of: ".png", with: ""))
        }
    }

    @Test func onlyTheNamedDevices() throws {
        let (folder, file) = try layoutFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        // The screen lists iPhone 15: add SE, then keep only SE.
        let command = try LayoutLint.Render.parse([
            file, "--add-device", "iPhone SE (3rd generation)", "--device", "iPhone SE (3rd generation)", "--out", out.path, "--scale", "0.5",
        ])
        try command.run()
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent(ArtifactWriter.fileFolder(file) + "/daily-puzzle").path) == ["iphone-se-3rd-generation"])
        let frame = try Canvas(png: [UInt8](try Data(contentsOf: out.appendingPathComponent(ArtifactWriter.fileFolder(file) + "/daily-puzzle/iphone-se-3rd-generation/frame-0.png"))))
        // 375×667 pt at 0.5 px/pt: 188×334 px (rounded), and the 106 pt caption band: 53 px.
        #expect(frame.pixelWidth == 188 && frame.pixelHeight == 334 + 53)
    }

    @Test func unknownDeviceOrScaleIsAUsageErrorAndWritesNothing() throws {
        let (folder, file) = try layoutFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        // The root command turns a ValidationError from run() into exit code 2 (SPEC §9).
        let command = try LayoutLint.Render.parse([file, "--device", "iPhone 99", "--out", out.path])
        #expect {
            try command.run()
        } throws: { error in
            (error as? ValidationError)?.message.hasPrefix("unknown device \"iPhone 99\"") == true
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // A scale outside 0.25…4 fails validation, which the root command also maps to exit code 2.
        #expect(throws: (any Error).self) { try LayoutLint.Render.parse([file, "--scale", "40"]) }
        #expect(throws: (any Error).self) { try LayoutLint.Render.parse([file, "--scale", "0"]) }
    }

    @Test func unwritableOutputIsExitCode2NamingThePath() throws {
        let (folder, file) = try layoutFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("taken")
        try Data("a file".utf8).write(to: out)
        let outcome = RenderRun.run(file: file, out: out.path, scale: nil, linter: Linter())
        #expect(outcome.exitCode == 2)
        #expect(outcome.errors == ["cannot write pictures to \(out.path): it is a file, not a folder; pass --pictures a folder you can write to"])
    }

    @Test func invalidInputIsExitCode2() throws {
        let (folder, file) = try layoutFile(##"{"screen": "Broken", "root": {"id": "root", "colour": "#FFF"}}"##)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let invalid = RenderRun.run(file: file, out: out, scale: nil, linter: Linter())
        #expect(invalid.exitCode == 2)
        #expect(invalid.errors.first?.hasPrefix("\(file):1:") == true)
        let missing = RenderRun.run(file: folder.appendingPathComponent("missing.json").path, out: out, scale: nil, linter: Linter())
        #expect(missing.exitCode == 2 && missing.errors.first?.contains("no such file or folder") == true)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func lintArtifactsExplainTheFindings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = try #require(DocumentDecoder().decode(Array(Self.daily.utf8), file: "daily.json").document?.screens.first)
        let device = try #require(screen.devices.first)
        func finding(_ rule: String) -> Finding {
            Finding.sample(rule: rule, severity: .warning, claim: "m", devices: [device.name], file: "daily.json", line: 1, column: 1, screen: screen.name)
        }
        let artifacts = LintArtifacts(writer: ArtifactWriter(root: folder.path), scale: 1)
        var options = AnalysisOptions()
        artifacts.prepare(&options)
        let analysis = try ScreenAnalysis(file: "daily.json", screen: screen, device: device, options: options)
        let none = try artifacts.write(analysis, findings: [])
        #expect(none.isEmpty)
        let paths = try artifacts.write(analysis, findings: [finding("slot-mismatch"), finding("clear-background")])
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["shift-1.png", "blend.png"])
    }
}

@Suite struct GoldenHarnessTests {
    @Test func aDifferentPictureFailsAndLeavesActualAndDiffNextToTheGolden() throws {
        guard ProcessInfo.processInfo.environment["LAYOUTLINT_RECORD"] != "1" else { return }
        let name = "harness-check"
        let golden = Golden.folder.appendingPathComponent("\(name).png")
        let actual = Golden.folder.appendingPathComponent("\(name).actual.png")
        let diff = Golden.folder.appendingPathComponent("\(name).diff.png")
        defer { for url in [golden, actual, diff] { try? FileManager.default.removeItem(at: url) } }
        // Golden: 10×10 white. Actual: the same with a 2×2 black square: 4 of 100 pixels differ,
        // 96 % < 99.9 % matching.
        let white = try Canvas(pixelWidth: 10, pixelHeight: 10)
        white.fillAll(RGBA(red: 1, green: 1, blue: 1))
        try Data(try white.pngData()).write(to: golden)
        white.fill(Rect(x: 0, y: 0, width: 2, height: 2), RGBA(red: 0, green: 0, blue: 0))
        let changed = try white.pngData()
        // The check must record a failure for a changed picture; withKnownIssue fails this test if it does not.
        withKnownIssue { try Golden.check(changed, name: name) }
        #expect(FileManager.default.fileExists(atPath: actual.path))
        let diffPicture = try Canvas(png: [UInt8](try Data(contentsOf: diff)))
        #expect(diffPicture.pixel(x: 1, y: 1) == opaque(255, 0, 0))
        #expect(diffPicture.pixel(x: 5, y: 5) == opaque(255, 255, 255))
        // One channel off by 2 everywhere is within tolerance.
        let near = try Canvas(pixelWidth: 10, pixelHeight: 10)
        near.fillAll(RGBA(red: 253.0 / 255, green: 1, blue: 1))
        try Golden.check(try near.pngData(), name: name)
    }
}
