import Foundation
import LayoutLintTestSupport
import Testing

/// Numbers a user can type that no formatter may trap on: the built
/// executable rejects them with exit code 2 and a message naming the value, and writes nothing.
@Suite struct AwkwardNumberCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: [
        ("inf", "--scale infinity is out of range"),
        ("1e300", "--scale 1e+300 is out of range"),
        ("nan", "--scale NaN is out of range"),
        ("-inf", "--scale -infinity is out of range"),
        ("-0", "--scale 0 is out of range"),
        ("-1e300", "--scale -1e+300 is out of range"),
    ])
    func renderRejectsTheScaleWithExitCode2(scale: String, message: String) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-scale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        guard
            let result = try BinaryRunner.run(
                ["render", "layouts/daily-puzzle.json", "--scale=\(scale)", "--out", out.path], in: Self.root)
        else { return }
        #expect(result.status == 2, "\(result.errors)")
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
