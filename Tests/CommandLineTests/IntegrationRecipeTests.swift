import Foundation
import LayoutLintTestSupport
import Testing

/// The integration recipes: the pre-commit hooks run the linter as pre-commit would (the
/// entry, then the changed files), with the configuration's globs keeping non-layout JSON out.
@Suite struct IntegrationRecipeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `id` → `entry` of each hook in `.pre-commit-hooks.yaml`, read line by line (the file is
    /// a flat list of mappings).
    static func hooks() throws -> [String: String] {
        let text = try String(contentsOf: root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        var hooks: [String: String] = [:]
        var id: String?
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- id: ") { id = String(trimmed.dropFirst("- id: ".count)) }
            if trimmed.hasPrefix("entry: "), let id { hooks[id] = String(trimmed.dropFirst("entry: ".count)) }
            if trimmed.hasPrefix("types: ") { #expect(trimmed == "types: [json]") }
        }
        return hooks
    }

    @Test func preCommitHooksLintTheChangedLayoutFiles() throws {
        let hooks = try Self.hooks()
        #expect(Set(hooks.keys) == ["layoutlint", "layoutlint-system"])
        let folder = try BinaryRunner.folder([
            ".layoutlint.yml": "include: [\"layouts/**\"]\n", "layouts/home.json": Fixtures.home,
            "package.json": "{\"name\": \"app\"}",
            "layouts/ok.json": Fixtures.home.replacingOccurrences(of: "\"height\": 90", with: "\"height\": 50"),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        for (id, entry) in hooks {
            let words = entry.split(separator: " ").map(String.init)
            #expect(words.first == "layoutlint", "\(id)")
            // pre-commit appends the staged files of the hook's types.
            guard let failing = try BinaryRunner.run(Array(words.dropFirst()) + ["layouts/home.json", "package.json"], in: folder),
                let passing = try BinaryRunner.run(Array(words.dropFirst()) + ["layouts/ok.json", "package.json", "--quiet"], in: folder)
            else { return }
            #expect(failing.status == 1, "\(id): \(failing.output)")
            #expect(failing.errors.contains("layoutlint: 1 file"), "\(failing.errors)")
            #expect(passing.status == 0, "\(id): \(passing.output)")
        }
    }
}
