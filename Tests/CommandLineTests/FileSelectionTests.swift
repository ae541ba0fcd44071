import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintKit

/// `include`/`exclude` globs (configuration and command line) and `layoutlint init`.
@Suite struct FileSelectionTests {
    static let screen = Fixtures.home

    @Test(arguments: [
        ("*.json", "a.json", true), ("*.json", "dir/a.json", false), ("**/*.json", "a.json", true),
        ("**/*.json", "x/y/a.json", true), ("layouts/**", "layouts/a/b.json", true), ("layouts/**", "other/a.json", false),
        ("layouts/legacy", "layouts/legacy/old.json", true), ("layouts/legacy", "layouts/legacy-new/a.json", false),
        ("a?c.json", "abc.json", true), ("a?c.json", "a/c.json", false), ("*-fixed.json", "daily-puzzle-fixed.json", true),
        ("layouts/*/x.json", "layouts/a/b/x.json", false), ("layouts/**/x.json", "layouts/a/b/x.json", true),
        ("./layouts/*.json", "layouts/a.json", true), ("**/legacy/**", "a/legacy/b/c.json", true),
    ])
    func globsMatchLikeShells(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    }

    @Test func configurationAndCommandLineGlobsChooseTheFiles() throws {
        let yaml = "include: [\"screens/**/*.json\"]\nexclude: [screens/legacy]\n"
        let folder = try BinaryRunner.folder([
            ".layoutlint.yml": yaml, "screens/home.json": Self.screen, "screens/legacy/old.json": Self.screen,
            "screens/more/deep.json": Self.screen, "package.json": "{\"name\": \"app\"}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        func files(_ result: BinaryRunner.Result) -> [String] {
            Set(result.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }).sorted()
        }
        // package.json, named directly as a pre-commit hook would, is not included.
        guard let root = try BinaryRunner.run(["lint", ".", "package.json", "--color", "never"], in: folder),
            let narrowed = try BinaryRunner.run(["lint", "screens", "--exclude", "**/more", "--color", "never"], in: folder),
            let inner = try BinaryRunner.run(["lint", ".", "--color", "never"], in: folder.appendingPathComponent("screens"))
        else { return }
        #expect(files(root) == ["./screens/home.json", "./screens/more/deep.json"], "\(root.output)\(root.errors)")
        #expect(root.errors.contains("layoutlint: 2 files"), "\(root.errors)")
        #expect(files(narrowed) == ["screens/home.json"])
        // Run from a subfolder, the configuration's globs stay relative to the configuration.
        #expect(files(inner) == ["./home.json", "./more/deep.json"], "\(inner.output)")
    }

    /// `render` draws the files `lint` lints: a folder's excluded files are left out.
    @Test func renderDrawsOnlyTheFilesTheConfigurationKeeps() throws {
        let yaml = "exclude: [screens/legacy]\n"
        let folder = try BinaryRunner.folder([
            ".layoutlint.yml": yaml, "screens/home.json": Self.screen, "screens/legacy/old.json": "{\"screen\": \"Broken\"}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try #require(try BinaryRunner.run(["render", "screens", "--pictures", "out"], in: folder))
        #expect(render.status == 0, "\(render.errors)")
        #expect(!render.errors.contains("old.json"), "\(render.errors)")
        let drawn = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(drawn == ["screens-home"], "\(drawn)")
    }

    @Test func globsMustBeAListOfStrings() {
        let (configuration, errors) = ConfigurationLoader().load("include: layouts\nexclude: [\"\"]\n", file: "c.yml")
        #expect(configuration == nil)
        #expect(
            errors.map(\.description) == [
                #"c.yml:1:10: error: "include" must be a list of globs such as "layouts/**/*.json""#,
                #"c.yml:2:10: error: "exclude" must be a list of globs such as "layouts/**/*.json""#,
            ])
    }

    @Test func initWritesAStarterThatLintsLikeNoConfiguration() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let before = try BinaryRunner.run(["lint", "home.json", "--reporter", "json"], in: folder),
            let created = try BinaryRunner.run(["init"], in: folder),
            let after = try BinaryRunner.run(["lint", "home.json", "--reporter", "json"], in: folder),
            let again = try BinaryRunner.run(["init"], in: folder)
        else { return }
        #expect(created.status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent(".layoutlint.yml"), encoding: .utf8)
        for rule in RuleRegistry.all { #expect(text.contains("# \(rule.description.id) ("), "\(rule.description.id)") }
        #expect(text.contains("  overdraw: {maxFourXFraction: 0.05}"))
        #expect(ConfigurationLoader().load(text, file: ".layoutlint.yml").errors.isEmpty)
        #expect(after.status == before.status && after.output == before.output)
        #expect(again.status == 2)
        #expect(again.errors.contains(".layoutlint.yml already exists; pass --force to replace it"))
    }
}
