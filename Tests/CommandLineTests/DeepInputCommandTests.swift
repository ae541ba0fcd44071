import Foundation
import LayoutLintTestSupport
import Testing

/// Files nested far deeper than the default limits, with the limits raised: each is a located
/// error or a result, never a crash. The JSON value tree was once freed one level per stack
/// frame, which crashed near 58,000 levels (29,000 nodes).
@Suite struct DeepInputCommandTests {
    @Test func jsonNested200000DeepIsALocatedError() throws {
        let depth = 200_000
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let file = #"{"screen": "S", "devices": ["iPhone 15"], "root": {"id": "r"}, "extra": "# + deep + "}"
        let folder = try BinaryRunner.folder(["deep.json": file])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "deep.json", "--max-depth", "\(depth)"], in: folder) else { return }
        #expect(result.status == 2, "\(result.errors.prefix(500))")
        #expect(result.output.contains(#"deep.json:1:64: error: unknown key "extra" in screen"#), "\(result.output.prefix(500))")
    }

    @Test func aNodeChain30000DeepIsALocatedError() throws {
        let depth = 30_000
        let file =
            #"{"screen": "S", "devices": ["iPhone 15"], "root": "#
            + (0..<depth).map { #"{"id": "n\#($0)", "children": ["# }.joined() + #"{"id": "leaf"}"#
            + String(repeating: "]}", count: depth) + "}"
        let folder = try BinaryRunner.folder(["deep.json": file])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "deep.json", "--max-depth", "\(depth + 1)"], in: folder) else { return }
        // Decoded, then refused by the layout engine's own limit.
        #expect(result.status == 2, "\(result.errors.prefix(500))")
        #expect(
            result.output.contains("deep.json:1:1: error: the view tree is 30001 levels deep, over the limit of 20000"),
            "\(result.output.prefix(500))")
    }
}
