import Foundation
import LayoutLintKit
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintFuzz

/// The binary runs every command on a generated document.
@Suite struct GeneratedDocumentCommandTests {
    /// The built binary over every command and reporter on a small generated document (the
    /// campaign, `scripts/fuzz-commands.sh`, runs many larger ones).
    @Test func theBinaryRunsEveryCommandOnAGeneratedDocument() throws {
        let keep = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-kept-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: keep, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: keep) }
        // A small screen with fonts, a gesture, right-to-left subtrees and a configuration that lints it at another text size.
        let input = DocumentGenerator.generate(seed: 116)
        #expect(
            input.configuration?.contains("contentSizes") == true && input.document.contains("\"gesture\"")
                && input.document.contains("\"font\"") && input.document.contains("\"direction\""))
        let result = CommandCampaign.check(
            input, name: "test", binary: BinaryRunner.executable, in: keep.appendingPathComponent("run"), keep: keep.path)
        switch result {
        case .success(let outcome): #expect(outcome.runs == CommandCampaign.commands.count)
        case .failure(let finding): Issue.record("\(finding.message)")
        }
    }
}
