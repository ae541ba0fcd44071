import Foundation
import LayoutModel
import Testing

/// Yoga's generated test suite, converted to JSON (../shared/conformance/yoga, see its README).
enum ConformanceSuite {
    /// `$LAYOUTLINT_CONFORMANCE_DIR`, else `../shared/conformance/yoga` next to the package root.
    static var directory: URL {
        if let env = ProcessInfo.processInfo.environment["LAYOUTLINT_CONFORMANCE_DIR"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent("../shared/conformance/yoga").standardized
    }

    static var caseFiles: [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return files.filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static var isAvailable: Bool {
        let available = !caseFiles.isEmpty
        if !available {
            print("conformance skipped: no *.json cases in \(directory.path) (set LAYOUTLINT_CONFORMANCE_DIR to the yoga case folder)")
        }
        return available
    }

    /// Runs one case through the product's own parser and style decoder; returns nil when
    /// every node matches, else a one-line failure. With `rightToLeft` the root's direction is
    /// right to left and the frames are compared with `expectedFrames` (each node's
    /// `[left, top, width, height]`) instead of the case's own left-to-right expectations.
    static func run(_ url: URL, rightToLeft: Bool = false, expectedFrames: [String: [Double]]? = nil) -> String? {
        let file = url.lastPathComponent
        guard let data = try? Data(contentsOf: url), let json = try? JSONParser().parse(Array(data)),
            let rootObject = json["root"], let expectedObject = json["expected"]?.objectMembers
        else {
            return "\(file): unreadable case"
        }
        let name = json["name"]?.stringValue ?? file
        let scale = json["pointScaleFactor"]?.numberValue ?? 1
        var tree = LayoutTree()
        var ids: [String] = []
        // Pre-order with an explicit stack: (node object, parent index).
        var stack: [(JSONValue, Int?)] = [(rootObject, nil)]
        while let (object, parent) = stack.popLast() {
            var style = Style()
            if let styleValue = object["style"] {
                let decoded = StyleDecoder.decode(styleValue, file: file)
                if let error = decoded.errors.first { return "\(name): \(error)" }
                style = decoded.style
            }
            let index = tree.addNode(style: style, parent: parent)
            ids.append(object["id"]?.stringValue ?? "")
            for child in (object["children"]?.arrayElements ?? []).reversed() { stack.append((child, index)) }
        }
        let result: LayoutResult
        do {
            var options = LayoutOptions(pointScaleFactor: scale)
            options.rightToLeft = rightToLeft
            result = try LayoutEngine(options: options).layout(tree, availableWidth: nil, availableHeight: nil)
        } catch {
            return "\(name): layout failed: \(error)"
        }
        let expected =
            expectedFrames
            ?? Dictionary(expectedObject.map { ($0.key, ($0.value.arrayElements ?? []).compactMap(\.numberValue)) }) { first, _ in
                first
            }
        for (index, id) in ids.enumerated() {
            guard let want = expected[id] else { continue }
            let frame = result.frames[index]
            let got = [frame.x, frame.y, frame.width, frame.height]
            if got != want {
                return "\(name): \(id) expected \(want) got \(got)"
            }
        }
        return nil
    }
}

@Suite struct ConformanceTests {
    // Skipped (with a printed reason) only when the shared case folder is absent.
    @Test(
        "Yoga conformance: every case matches exactly",
        .enabled(if: ConformanceSuite.isAvailable, "no conformance cases: set LAYOUTLINT_CONFORMANCE_DIR"))
    func yogaConformance() {
        var passed = 0
        var failed = 0
        for url in ConformanceSuite.caseFiles {
            if let failure = ConformanceSuite.run(url) {
                print(failure)
                failed += 1
            } else {
                passed += 1
            }
        }
        print("\(passed) passed, \(failed) failed")
        #expect(failed == 0, "\(failed) conformance cases failed")
        #expect(passed > 0)
    }
}
