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
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
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

    /// Runs one case; returns nil when every node matches, else a one-line failure.
    static func run(_ url: URL) -> String? {
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let rootObject = json["root"] as? [String: Any],
              let expected = json["expected"] as? [String: [Double]] else {
            return "\(url.lastPathComponent): unreadable case"
        }
        let name = json["name"] as? String ?? url.lastPathComponent
        let scale = (json["pointScaleFactor"] as? NSNumber)?.doubleValue ?? 1
        var tree = LayoutTree()
        var ids: [String] = []
        // Pre-order with an explicit stack: (object, parent index).
        var stack: [([String: Any], Int?)] = [(rootObject, nil)]
        while let (object, parent) = stack.popLast() {
            let style: Style
            do {
                style = try StyleJSON.style(object["style"] as? [String: Any] ?? [:])
            } catch {
                return "\(name): \(error)"
            }
            let index = tree.addNode(style: style, parent: parent)
            ids.append(object["id"] as? String ?? "")
            let children = object["children"] as? [[String: Any]] ?? []
            for child in children.reversed() { stack.append((child, index)) }
        }
        let result: LayoutResult
        do {
            result = try LayoutEngine(options: LayoutOptions(pointScaleFactor: scale))
                .layout(tree, availableWidth: nil, availableHeight: nil)
        } catch {
            return "\(name): layout failed: \(error)"
        }
        for (index, id) in ids.enumerated() {
            guard let want = expected[id] else { continue }
            let f = result.frames[index]
            let got = [f.x, f.y, f.width, f.height]
            if got != want {
                return "\(name): \(id) expected \(want) got \(got)"
            }
        }
        return nil
    }
}

@Suite struct ConformanceTests {
    // Skipped (with a printed reason) only when the shared case folder is absent.
    @Test("Yoga conformance: every case matches exactly", .enabled(if: ConformanceSuite.isAvailable))
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
