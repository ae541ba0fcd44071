import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// `--fix` through the binary reaches a fixed point on a copy of `layouts/`.
@Suite struct FixedPointCommandTests {
    /// The same through the binary, as a user runs it on a copy of `layouts/`: the count `--fix`
    /// prints is the count of fixes the text report listed, none is left to apply, and no file ×
    /// rule has more findings than before.
    @Test func theBinaryFixesTheExamplesOnce() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: TimelineLint.layoutsFolder.path).filter { $0.hasSuffix(".json") }
        var files: [String: String] = [:]
        for name in names { files["layouts/" + name] = try TimelineLint.layoutFile(name) }
        let folder = try BinaryRunner.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let before = try BinaryRunner.run(["lint", "layouts", "--color", "never"], in: folder),
            let beforeJSON = try BinaryRunner.run(["lint", "layouts", "--reporter", "json"], in: folder),
            let fixing = try BinaryRunner.run(["lint", "layouts", "--fix", "--color", "never"], in: folder),
            let after = try BinaryRunner.run(["lint", "layouts", "--reporter", "json"], in: folder)
        else { return }
        let fixable = before.output.split(separator: "\n").filter { $0.contains(": note: fix: ") }.count
        #expect(fixable > 0)
        #expect(fixing.errors.contains("layoutlint: fixed \(fixable) findings in "), "\(fixing.errors)")
        // What --fix prints afterwards is the re-lint: no fix left in it.
        #expect(!fixing.output.contains(": note: fix: "), "\(fixing.output)")
        func counts(_ json: String) throws -> [String: Int] {
            let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            let findings = document?["findings"] as? [[String: Any]] ?? []
            return findings.reduce(into: [:]) { counts, finding in
                counts["\(finding["file"] ?? "") \(finding["ruleId"] ?? "")", default: 0] += 1
            }
        }
        let earlier = try counts(beforeJSON.output)
        for (key, count) in try counts(after.output) {
            #expect(count <= earlier[key, default: 0], "\(key): \(count) findings after --fix, \(earlier[key, default: 0]) before")
        }
    }
}
