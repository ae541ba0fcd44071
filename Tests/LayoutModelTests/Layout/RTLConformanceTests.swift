import Foundation
import LayoutModel
import Testing

/// Yoga's right-to-left expectations of the shared conformance cases (`Tests/Fixtures/YogaRTL`,
/// extracted from Yoga's generated tests by `scripts/extract-yoga-rtl.py`): each case's tree is
/// laid out again with a right-to-left root and every node's frame compared exactly, as the
/// left-to-right cases are.
enum RTLExpectations {
    /// Case key → node id → `[left, top, width, height]`.
    static let cases: [String: [String: [Double]]] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/YogaRTL/expectations.json")
        guard let data = try? Data(contentsOf: url), let json = try? JSONParser().parse(Array(data)),
            let cases = json["cases"]?.objectMembers
        else { return [:] }
        var result: [String: [String: [Double]]] = [:]
        for member in cases {
            var nodes: [String: [Double]] = [:]
            for frame in member.value.objectMembers ?? [] { nodes[frame.key] = (frame.value.arrayElements ?? []).compactMap(\.numberValue) }
            result[member.key] = nodes
        }
        return result
    }()
}

@Suite struct RTLConformanceTests {
    @Test func theFixtureHoldsYogasRightToLeftFrames() {
        // A row in RTL starts at the right: the first child of a 100-wide row of 10-wide
        // children is at x 90 (Yoga's `flex_direction_row` laid out right to left).
        #expect(RTLExpectations.cases["YGFlexDirectionTest__flex_direction_row"]?["root_child0"] == [90, 0, 10, 100])
        #expect(RTLExpectations.cases.count > 300)
    }

    // Skipped (with a printed reason) only when the shared case folder is absent.
    @Test(
        "Yoga conformance, right to left: every shared case matches Yoga's RTL frames",
        .enabled(if: ConformanceSuite.isAvailable, "no conformance cases: set LAYOUTLINT_CONFORMANCE_DIR"))
    func yogaRightToLeftConformance() throws {
        var passed = 0
        var failures: [String] = []
        var missing: [String] = []
        for url in ConformanceSuite.caseFiles {
            let key = url.deletingPathExtension().lastPathComponent
            guard let expected = RTLExpectations.cases[key] else {
                missing.append(key)
                continue
            }
            if let failure = ConformanceSuite.run(url, rightToLeft: true, expectedFrames: expected) {
                failures.append(failure)
            } else {
                passed += 1
            }
        }
        for failure in failures { print("rtl: \(failure)") }
        print("right to left: \(passed) passed, \(failures.count) failed, \(missing.count) without Yoga's RTL frames")
        #expect(failures.isEmpty, "\(failures.count) right-to-left conformance cases failed")
        #expect(missing.isEmpty, "cases without right-to-left expectations: \(missing)")
        #expect(passed > 0)
    }
}
