import ArgumentParser
import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures
@testable import layoutlint

/// `layoutlint render`'s arguments, parsed and run in process.
@Suite struct RenderCommandParsingTests {
    @Test func onlyTheNamedDevices() throws {
        let (folder, file) = try RenderFixture.layoutFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        // The screen lists iPhone 15: add SE, then keep only SE.
        let command = try LayoutLint.Render.parse([
            file, "--add-device", "iPhone SE (3rd generation)", "--device", "iPhone SE (3rd generation)", "--out", out.path, "--scale",
            "0.5",
        ])
        try command.run()
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: out.appendingPathComponent(ArtifactWriter.fileFolder(file) + "/daily-puzzle").path) == ["iphone-se-3rd-generation"])
        let frame = try Canvas(
            png: [UInt8](
                try Data(
                    contentsOf: out.appendingPathComponent(
                        ArtifactWriter.fileFolder(file) + "/daily-puzzle/iphone-se-3rd-generation/frame-0.png"))))
        // 375×667 pt at 0.5 px/pt: 188×334 px (rounded), and the 106 pt caption band: 53 px.
        #expect(frame.pixelWidth == 188 && frame.pixelHeight == 334 + 53)
    }

    @Test func unknownDeviceOrScaleIsAUsageErrorAndWritesNothing() throws {
        let (folder, file) = try RenderFixture.layoutFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        // The root command turns a ValidationError from run() into exit code 2.
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
}
