import Foundation
import Testing

/// Issue 17 item 8: the README's "format in brief" example is one a user can copy: it lints
/// clean, and its `$schema` key is accepted.
@Suite struct ReadmeExampleTests {
    static func readmeExample() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## The format in brief"))
        let start = try #require(readme.range(of: "```json\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    @Test func theFormatInBriefExampleLintsClean() throws {
        let example = try Self.readmeExample()
        #expect(example.contains("\"$schema\""))
        let folder = try BinaryRunner.folder(["example.json": example])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "example.json"], in: folder) else { return }
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
        // With the 50 pt slot the text describes, one error with the adaptive fix.
        let broken = example.replacingOccurrences(
            of: #""style": {"height": {"provider": "admob.anchoredAdaptiveBanner"}}"#, with: #""style": {"height": 50}"#)
        try broken.write(to: folder.appendingPathComponent("example.json"), atomically: true, encoding: .utf8)
        guard let mismatch = try BinaryRunner.run(["lint", "example.json"], in: folder) else { return }
        #expect(mismatch.output.split(separator: "\n").filter { $0.contains(": error: ") }.count == 1, "\(mismatch.output)")
        #expect(mismatch.output.contains(#"give 'banner' height {"provider": "admob.anchoredAdaptiveBanner"} [slot-mismatch]"#))
    }
}
