import Foundation
import LayoutLintTestSupport
import Testing

/// The reuse rules read the lists of the first frame, whose tree holds the nodes inserted
/// before it and not those removed: a list's index there is no index of the document's tree.
/// They once looked it up in the document's tree, which trapped for an inserted list and
/// blamed (and `--fix` edited) another node after a removal.
@Suite struct ListsFromTheTimelineTests {
    struct Located: Equatable {
        var rule: String
        var node: String?
        var line: Int
        var column: Int
    }

    static func findings(_ name: String) throws -> [Located] {
        let path = Repository.url("Tests/FuzzRegressions").appendingPathComponent("\(name).json").path
        let result = try #require(try BinaryRunner.run(["lint", path, "--reporter", "json"], in: FileManager.default.temporaryDirectory))
        #expect(result.status == 1, "\(result.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        return try findings.map {
            Located(
                rule: try #require($0["ruleId"] as? String), node: $0["node"] as? String, line: try #require($0["line"] as? Int),
                column: try #require($0["column"] as? Int))
        }
    }

    @Test func aListInsertedBeforeTheFirstFrameIsFoundAtItsInsertedNode() throws {
        #expect(
            try Self.findings("list-inserted-before-first-frame") == [
                Located(rule: "no-cell-reuse", node: "list", line: 4, column: 24),
                Located(rule: "reuse-pool-undersized", node: "pooled", line: 6, column: 24),
            ])
    }

    @Test func aListAfterANodeRemovedBeforeTheFirstFrameIsFoundAtItself() throws {
        // Line 3 is 'a', removed at 0 ms; the list is on line 4.
        #expect(
            try Self.findings("list-after-removal-before-first-frame") == [
                Located(rule: "no-cell-reuse", node: "list", line: 4, column: 4)
            ])
    }
}
