import Foundation
import Testing

@testable import LayoutModel

/// The Yoga conformance cases (`ConformanceSuite.directory`) use the layout format's node and
/// style keys, so the decoder must read every one of their trees without an error.
/// Skipped with a reason, like `ConformanceTests`, when the cases are not there.
@Suite struct DecodingConformanceTests {
    @Test(
        "Every Yoga conformance tree decodes without an error",
        .enabled(if: ConformanceSuite.isAvailable, "no conformance cases: set LAYOUTLINT_CONFORMANCE_DIR"))
    func everyConformanceTreeDecodes() throws {
        let files = ConformanceSuite.caseFiles
        #expect(files.count > 300, "expected the conformance cases in \(ConformanceSuite.directory.path)")
        for url in files {
            let name = url.lastPathComponent
            let bytes = try [UInt8](Data(contentsOf: url))
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
