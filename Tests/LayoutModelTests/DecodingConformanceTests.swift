import Foundation
import Testing
@testable import LayoutModel

/// The Yoga conformance cases (../shared/conformance/yoga) use the layout format's node and
/// style keys, so the decoder must read every one of their trees without an error.
@Suite struct DecodingConformanceTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/conformance/yoga").standardized

    @Test func everyConformanceTreeDecodes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count > 300, "expected the conformance cases in \(Self.directory.path)")
        for name in files {
            let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
            let value = try JSONParser().parse(bytes)
            guard let root = value["root"], let expected = value["expected"]?.objectMembers else {
                Issue.record("\(name) has no root or expected frames")
                continue
            }
            var context = DecodingContext(file: name, limits: DecodingLimits())
            let tree = context.tree(root, name: "\"root\"")
            #expect(context.errors == [], "\(name)")
            // Every node the case expects a frame for was decoded, in document order.
            #expect(Set(tree?.nodes.map(\.id) ?? []) == Set(expected.map(\.key)), "\(name)")
        }
    }
}
