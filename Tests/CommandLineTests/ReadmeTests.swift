import Foundation
import LayoutLintTestSupport
import Testing

/// The README is tested like code: every fenced block carries a `<!-- test: KIND … -->` line
/// saying how it is checked, and this suite checks it, so a snippet a user copies does what the
/// README says.
///
/// Kinds: `lint-clean` (a layout that lints clean), `lint-finds RULE…` (a layout whose findings
/// are exactly of these rules), `output ARGS…` (the lines `layoutlint ARGS…` prints, run in a copy
/// of the repository's `layouts/`, "…" standing for any text), `shell` (each line that runs
/// layoutlint is run, and must not end in a usage or input error; package installs and
/// `swift test` are `.ci/run`'s own job), `ci` (a CI recipe: YAML that parses, each layoutlint
/// command in it run as for `shell`), `config` (a `.layoutlint.yml` the linter accepts), `json`
/// (valid JSON), `swift TEST-FILE` (Swift whose every line stands in that test file, which
/// compiles and runs it), `text TEST-FILE` (printed output whose every line, "…" standing for
/// any text, stands in that test file, which produces and checks it), `manual REASON…` (commands
/// a test cannot run, such as building Yoga beside the checkout; they may not run layoutlint).
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let readme = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// A fenced block and how it is tested.
    struct Block: CustomTestStringConvertible, Sendable {
        var line: Int
        var language: String
        var kind: String
        var arguments: [String]
        var body: String
        var testDescription: String { "README.md:\(line) \(kind)" }
    }

    static let blocks: [Block] = {
        var blocks: [Block] = []
        let lines = readme.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("```") else {
                index += 1
                continue
            }
            let language = String(line.dropFirst(3))
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            var annotation: [String] = []
            if index > 0, let match = lines[index - 1].range(of: #"^<!-- test: (.*) -->$"#, options: .regularExpression) {
                annotation = String(lines[index - 1][match].dropFirst("<!-- test: ".count).dropLast(" -->".count))
                    .split(separator: " ").map(String.init)
            }
            blocks.append(
                Block(
                    line: index + 1, language: language, kind: annotation.first ?? "", arguments: Array(annotation.dropFirst()),
                    body: lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n")))
            index = end + 1
        }
        return blocks
    }()

    /// The example screens a workspace holds unless told otherwise: few, so that the commands
    /// the README runs over `layouts/` stay quick.
    static let someLayouts = ["daily-puzzle.json", "daily-puzzle-fixed.json", "feed-three-phones.json"]

    /// The test file named `name`, wherever it is under `Tests/`.
    static func testFile(_ name: String) throws -> String {
        let tests = root.appendingPathComponent("Tests")
        let found = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }.first { $0.hasSuffix("/" + name) }
        let path = try #require(found, "no test file \(name) under Tests/")
        return try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
    }

    /// A fresh folder with `layouts/` holding copies of `layouts` from the repository, and `files`.
    static func workspace(_ files: [String: String] = [:], layouts: [String] = someLayouts) throws -> URL {
        var all = files
        let folder = root.appendingPathComponent("layouts")
        for name in layouts {
            all["layouts/" + name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return try BinaryRunner.folder(all)
    }

    /// The layoutlint arguments of a command line, when it runs layoutlint (directly, through
    /// `swift run`, or a built binary); nil for other commands. Shell quoting of the simple
    /// kinds the README uses ('…', "…") is undone; `|| true` and redirections end the command.
    static func layoutlintArguments(_ command: String) -> [String]? {
        var words: [String] = []
        var current = "", quote: Character?, started = false
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                started = true
            } else if character == " " {
                if started || !current.isEmpty { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
            }
        }
        if started || !current.isEmpty { words.append(current) }
        if let stop = words.firstIndex(where: { ["||", ">", ">>", "|", "&&", "#"].contains($0) }) { words = Array(words[..<stop]) }
        guard let program = words.firstIndex(where: { $0 == "layoutlint" || $0.hasSuffix("/layoutlint") }) else { return nil }
        let before = words[..<program]
        guard before.isEmpty || before.last == "run" || before.last == "release" else { return nil }
        return Array(words[(program + 1)...])
    }

    /// Environment variables a command line refers to, as a CI job has them.
    static func expanded(_ arguments: [String]) -> [String] {
        arguments.map {
            $0.replacingOccurrences(of: "$SRCROOT/layouts", with: "layouts").replacingOccurrences(of: "${{ matrix.shard }}", with: "1")
        }
    }

    /// Runs a README command line in `folder`: it must not end in a usage or input error.
    static func runCommand(_ arguments: [String], in folder: URL, block: Block) throws {
        guard let result = try BinaryRunner.run(expanded(arguments), in: folder) else { return }
        #expect(result.status != 2, "README.md:\(block.line): `layoutlint \(arguments.joined(separator: " "))` failed: \(result.errors)")
    }

    @Test func everyBlockSaysHowItIsTested() {
        let kinds = ["lint-clean", "lint-finds", "output", "shell", "ci", "config", "json", "swift", "text", "manual"]
        for block in Self.blocks {
            #expect(
                kinds.contains(block.kind),
                "README.md:\(block.line): a ```\(block.language) block needs a <!-- test: KIND --> line before it")
        }
        #expect(Self.blocks.count > 10)
    }

    @Test(arguments: blocks.filter { $0.kind == "lint-clean" || $0.kind == "lint-finds" })
    func layoutsLintAsTheReadmeSays(_ block: Block) throws {
        let folder = try BinaryRunner.folder(["example.json": block.body])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "example.json", "--reporter", "json"], in: folder) else { return }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.errors)")
        #expect((document["errors"] as? [Any])?.isEmpty == true, "README.md:\(block.line): \(result.output)")
        let rules = Set((document["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String })
        #expect(rules == Set(block.arguments), "README.md:\(block.line): found \(rules.sorted())")
    }

    @Test(arguments: blocks.filter { $0.kind == "output" })
    func outputIsWhatTheCommandPrints(_ block: Block) throws {
        let named = block.arguments.filter { $0.hasPrefix("layouts/") && $0.hasSuffix(".json") }.map {
            String($0.dropFirst("layouts/".count))
        }
        let folder = try Self.workspace(layouts: named.isEmpty ? Self.someLayouts : named)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(block.arguments + ["--color", "never"], in: folder) else { return }
        let printed = (result.output + result.errors).split(separator: "\n").map(String.init)
        for line in block.body.split(separator: "\n").map(String.init) where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            // "…" stands for any text.
            let pattern = "^" + line.components(separatedBy: "…").map(NSRegularExpression.escapedPattern).joined(separator: ".*") + "$"
            #expect(
                printed.contains { $0.range(of: pattern, options: .regularExpression) != nil },
                "README.md:\(block.line): `layoutlint \(block.arguments.joined(separator: " "))` prints no line like\n\(line)\nit printed:\n\(printed.joined(separator: "\n"))"
            )
        }
    }

    @Test(arguments: blocks.filter { $0.kind == "shell" })
    func shellCommandsRun(_ block: Block) throws {
        let folder = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        var ran = 0
        for line in block.body.split(separator: "\n").map(String.init) {
            for command in line.components(separatedBy: "; ") + line.components(separatedBy: " && ") {
                guard let arguments = Self.layoutlintArguments(command) else { continue }
                try Self.runCommand(arguments, in: folder, block: block)
                ran += 1
            }
        }
        #expect(ran > 0 || block.body.contains("swift package"), "README.md:\(block.line): no layoutlint command in the block")
    }

    @Test(arguments: blocks.filter { $0.kind == "ci" })
    func ciRecipesParseAndTheirCommandsRun(_ block: Block) throws {
        let folder = try Self.workspace(["recipe.yml": block.body])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = try SharedFiles.run(
            "python3", ["-c", "import sys, yaml; yaml.safe_load(open(sys.argv[1]))", folder.appendingPathComponent("recipe.yml").path])
        #expect(status == 0, "README.md:\(block.line): not YAML: \(output)")
        // A baseline the recipes read, as a team has it checked in.
        _ = try BinaryRunner.run(["lint", "layouts", "--write-baseline", ".layoutlint-baseline.json"], in: folder)
        for line in block.body.split(separator: "\n").map(String.init) {
            let command = line.replacingOccurrences(of: #"^\s*-?\s*(run:)?\s*"#, with: "", options: .regularExpression)
            guard let arguments = Self.layoutlintArguments(command) else { continue }
            try Self.runCommand(arguments, in: folder, block: block)
        }
    }

    @Test(arguments: blocks.filter { $0.kind == "config" })
    func configurationsAreAccepted(_ block: Block) throws {
        let folder = try Self.workspace([".layoutlint.yml": block.body])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "layouts"], in: folder) else { return }
        #expect(result.status != 2, "README.md:\(block.line): \(result.errors)")
    }

    @Test(arguments: blocks.filter { $0.kind == "json" })
    func jsonIsValid(_ block: Block) throws {
        #expect(throws: Never.self, "README.md:\(block.line)") {
            try JSONSerialization.jsonObject(with: Data(("{" + block.body + "}").utf8))
        }
    }

    @Test(arguments: blocks.filter { $0.kind == "text" })
    func printedTextStandsInItsTest(_ block: Block) throws {
        let file = try #require(block.arguments.first)
        // The test's source with its string escapes undone, as the text reads.
        let test = try Self.testFile(file)
            .replacingOccurrences(of: "\\\"", with: "\"")
        for line in block.body.split(separator: "\n").map(String.init) where !line.isEmpty {
            for part in line.components(separatedBy: "…") where !part.isEmpty {
                #expect(test.contains(part), "README.md:\(block.line): `\(part)` is not in \(file)")
            }
        }
    }

    @Test(arguments: blocks.filter { $0.kind == "manual" })
    func manualBlocksSayWhyAndRunNoLayoutlint(_ block: Block) {
        #expect(!block.arguments.isEmpty, "README.md:\(block.line): say why the block is not run")
        for line in block.body.split(separator: "\n") {
            #expect(
                Self.layoutlintArguments(String(line)) == nil, "README.md:\(block.line): `\(line)` runs layoutlint, so a test can run it")
        }
    }

    @Test(arguments: blocks.filter { $0.kind == "swift" })
    func swiftStandsInItsTest(_ block: Block) throws {
        let file = try #require(block.arguments.first)
        let test = try Self.testFile(file)
        for line in block.body.split(separator: "\n") {
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.isEmpty, !code.hasPrefix("import ") else { continue }
            #expect(test.contains(code), "README.md:\(block.line): `\(code)` is not in \(file)")
        }
    }

    /// What a user reads never points to a document or an issue they do not have, nor to an
    /// option that no longer exists.
    @Test func noReferenceToDocumentsUsersDoNotHave() {
        for needle in ["SPEC", "§", "--artifacts", "--plot", "--out "] {
            #expect(!Self.readme.contains(needle), "README mentions \(needle)")
        }
        #expect(Self.readme.range(of: #"issue \d+"#, options: .regularExpression) == nil)
    }

    /// Every option the commands table names exists in that command's `--help`.
    @Test func everyOptionInTheCommandsTableExists() throws {
        let table = Self.readme.components(separatedBy: "\n").filter { $0.hasPrefix("| `layoutlint ") }
        #expect(table.count >= 6)
        for row in table {
            let command = row.dropFirst("| `layoutlint ".count).prefix { $0 != " " && $0 != "`" }
            guard let help = try BinaryRunner.run([String(command), "--help"], in: Self.root) else { return }
            let options = Set(row.matches(of: /`(--[a-z][a-z-]*)/).map { String($0.1) })
            for option in options where !["--version"].contains(option) {
                #expect(help.output.contains(option), "`layoutlint \(command)` has no \(option)")
            }
        }
    }

    /// The JSON keys the README names are in the JSON a run prints.
    @Test func jsonKeysTheReadmeNamesExist() throws {
        let section = try #require(
            Self.readme.components(separatedBy: "#### JSON keys").dropFirst().first?.components(separatedBy: "\n#").first)
        let keys = Set(
            section.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row in
                row.dropFirst(3).split(separator: "`").first.map(String.init)
            })
        #expect(keys.count > 20)
        // Screens with every kind of finding and metric: a fix and related findings, a launch
        // screen, a relaunch snapshot and a list.
        let folder = try Self.workspace(layouts: [
            "feed-three-phones.json", "branded-splash.json", "long-list-no-restore.json", "native-ad-feed.json",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        // At a text size and in a locale, so the keys that name them are printed too.
        guard
            let result = try BinaryRunner.run(
                ["lint", "layouts", "--reporter", "json", "--content-size", "large", "--locale", "en"], in: folder)
        else { return }
        for key in keys {
            #expect(result.output.contains("\"\(key)\": "), "the README names `\(key)`, which the JSON report does not have")
        }
    }
}
