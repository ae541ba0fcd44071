import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// `render` through the session the command runs, drawing with Cairo.
@Suite struct RenderCommandTests {
    /// The maps of the first frame, and of the last (after the banner arrived: other layers).
    static let pictureNames = [
        "blend-1200.png", "blend.png", "frame-0.png", "frame-1200.png", "frame-900.png", "offscreen.png", "overdraw-1200.png",
        "overdraw.png", "shift-1.png", "timeline.png",
    ]

    /// `layoutlint render FILE --pictures OUT [--scale S]` once parsed.
    static func render(_ file: String, out: String, scale: Double?) throws -> LintSession.RenderOutcome {
        try LintSession.cairo().render(LintSession.RenderRequest(paths: [file], folder: out, scale: scale))
    }

    @Test func writesEveryFrameShiftAndMapAtTheDeviceScale() throws {
        let (folder, file) = try RenderFixture.layoutFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let outcome = try Self.render(file, out: out.path, scale: nil)
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
        let (folder, file) = try RenderFixture.layoutFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first"), second = folder.appendingPathComponent("second")
        #expect(try Self.render(file, out: first.path, scale: 1).exitCode == 0)
        #expect(try Self.render(file, out: second.path, scale: 1).exitCode == 0)
        for name in Self.pictureNames {
            let a = try Data(contentsOf: first.appendingPathComponent(ArtifactWriter.fileFolder(file) + "/daily-puzzle/iphone-15/\(name)"))
            let b = try Data(contentsOf: second.appendingPathComponent(ArtifactWriter.fileFolder(file) + "/daily-puzzle/iphone-15/\(name)"))
            #expect(a == b, "\(name) differs between two runs")
            try Golden.check([UInt8](a), name: "daily-puzzle-" + name.replacingOccurrences(of: ".png", with: ""))
        }
    }

    @Test func unwritableOutputIsExitCode2NamingThePath() throws {
        let (folder, file) = try RenderFixture.layoutFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("taken")
        try Data("a file".utf8).write(to: out)
        let outcome = try Self.render(file, out: out.path, scale: nil)
        #expect(outcome.exitCode == 2)
        #expect(
            outcome.errors == [
                "cannot write pictures to \(out.path): it is a file, not a folder; pass --pictures a folder you can write to"
            ])
    }

    @Test func invalidInputIsExitCode2() throws {
        let (folder, file) = try RenderFixture.layoutFile(##"{"screen": "Broken", "root": {"id": "root", "colour": "#FFF"}}"##)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out").path
        let invalid = try Self.render(file, out: out, scale: nil)
        #expect(invalid.exitCode == 2)
        #expect(invalid.errors.first?.hasPrefix("\(file):1:") == true)
        let missing = try Self.render(folder.appendingPathComponent("missing.json").path, out: out, scale: nil)
        #expect(missing.exitCode == 2 && missing.errors.first?.contains("no such file or folder") == true)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func lintArtifactsExplainTheFindings() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = try #require(DocumentDecoder().decode(Array(RenderFixture.daily.utf8), file: "daily.json").document?.screens.first)
        let device = try #require(screen.devices.first)
        func finding(_ rule: String) -> Finding {
            Finding.sample(
                rule: rule, severity: .warning, claim: "m", devices: [device.name], file: "daily.json", line: 1, column: 1,
                screen: screen.name)
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
