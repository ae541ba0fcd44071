import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintKit

/// Reports written by the command go through the atomic write.
@Suite struct AtomicOutputCommandTests {
    @Test func lintOutputGoesThroughTheAtomicWrite() throws {
        let folder = try BinaryRunner.folder(["home.json": Fixtures.home])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        try Data("previous report".utf8).write(to: folder.appendingPathComponent("out/report.json"))
        try FileManager.default.linkItem(
            atPath: folder.appendingPathComponent("out/report.json").path, toPath: folder.appendingPathComponent("old.json").path)
        guard let result = try BinaryRunner.run(["lint", "home.json", "--reporter", "json", "--output", "out/report.json"], in: folder)
        else { return }
        #expect(result.status == 1, "\(result.errors)")
        let written = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("out/report.json").path))
        #expect(String(decoding: written, as: UTF8.self).contains("\"slot-mismatch\""))
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("old.json").path) == Data("previous report".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == ["report.json"])
    }
}
