import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// Inputs that were once refused without a place, reported at the wrong one, accepted
/// silently or crashed the binary: each is now an error at its line and column, exit 2.
@Suite struct LocatedInputErrorTests {
    static let screen = ##"{"screen": "S", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF"}}"##

    /// Runs `arguments` in a folder holding `a.json` and a `.layoutlint.yml` of `configuration`'s bytes.
    static func run(configuration: [UInt8]?, _ arguments: [String] = ["lint", "a.json"], files: [String: String] = [:]) throws
        -> BinaryRunner.Result?
    {
        let folder = try BinaryRunner.folder(files.merging(["a.json": screen]) { mine, _ in mine })
        defer { try? FileManager.default.removeItem(at: folder) }
        if let configuration {
            try Data(configuration).write(to: folder.appendingPathComponent(".layoutlint.yml"))
        }
        return try BinaryRunner.run(arguments, in: folder)
    }

    static func config(_ text: String) -> [UInt8] { Array(text.utf8) }

    // MARK: Configuration nested too deep for Yams (it recurses once per level)

    /// 5,000 levels: 10 KB of brackets or dashes, 25 KB of mappings (whose Yams recursion
    /// crashed even a debug build).
    static let deep: [String: (text: String, place: String)] = [
        "mappings": (String(repeating: "{a: ", count: 5_000) + String(repeating: "}", count: 5_000), "1:253"),
        "sequences": (String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000), "1:64"),
        "compact sequences": (String(repeating: "- ", count: 5_000) + "x", "1:127"),
        "under a rule": ("rules:\n  overdraw: " + String(repeating: "[", count: 5_000), "2:74"),
    ]

    @Test(arguments: deep.keys.sorted())
    func deepYAMLIsRefusedBeforeItIsRead(shape: String) throws {
        let (text, place) = try #require(Self.deep[shape])
        guard let result = try Self.run(configuration: Self.config(text)) else { return }
        #expect(result.status == 2, "\(result.errors.prefix(300))")
        #expect(
            result.errors.contains(".layoutlint.yml:\(place): error: the configuration nests 65 levels deep here, over the limit of 64"),
            "\(result.errors.prefix(300))")
    }

    @Test func indentationNestsToo() throws {
        let text = (0..<100).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n")
        guard let result = try Self.run(configuration: Self.config(text)) else { return }
        #expect(result.status == 2)
        #expect(result.errors.contains(".layoutlint.yml:64:65: error: the configuration nests 65 levels deep"), "\(result.errors)")
    }

    @Test func quotesAndCommentsDoNotNest() {
        let brackets = String(repeating: "[", count: 100)
        for text in [
            "reporter: \"\(brackets)\"", "reporter: '\(brackets) it''s'", "reporter: text # \(brackets)", "# \(brackets)",
            "include: [\"a\\\"\(brackets)\"]",
        ] {
            #expect(ConfigurationText.tooDeep(text, limit: 64) == nil, "\(text)")
        }
        // A quote inside a plain scalar opens nothing: the brackets after it count.
        #expect(ConfigurationText.tooDeep("reporter: it's \(brackets)", limit: 64) != nil)
        #expect(ConfigurationText.tooDeep("a: x \"\n\(brackets)", limit: 64) != nil)
    }

    @Test func anOrdinaryConfigurationIsNotTooDeep() throws {
        let text = """
            reporter: json
            devices: [iPhone 15]
            include: ["**/*.json"]   # every layout
            rules:
              overdraw: {severity: error, maxFourXFraction: 0.1}
              layout-shift:
                severity: warning
              clear-background: "off"
            """
        guard let result = try Self.run(configuration: Self.config(text)) else { return }
        #expect(result.status == 0, "\(result.errors)")
    }

    // MARK: Unreadable, not UTF-8, control characters

    @Test func aConfigurationThatIsNotUTF8IsLocatedAtItsFirstBadByte() throws {
        guard let result = try Self.run(configuration: Self.config("reporter: text\nrules:\n  ") + [0xFF, 0xFE] + Self.config(": off\n"))
        else { return }
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                ".layoutlint.yml:3:3: error: the configuration is not UTF-8 text: byte 0xFF here is not part of a UTF-8 character"),
            "\(result.errors)")
    }

    @Test func anUnreadableConfigurationIsAnErrorAtTheFile() throws {
        let folder = try BinaryRunner.folder(["a.json": Self.screen, ".layoutlint.yml/inside": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "a.json"], in: folder) else { return }
        #expect(result.status == 2)
        #expect(result.errors.contains(".layoutlint.yml:1:1: error: cannot read the file: it is a folder, not a file"), "\(result.errors)")
    }

    @Test func aNULByteIsReportedWhereItIs() throws {
        guard let result = try Self.run(configuration: Self.config("devices: [iPhone 15]\nreporter: te") + [0] + Self.config("xt\n")) else {
            return
        }
        #expect(result.status == 2)
        #expect(result.errors.contains(".layoutlint.yml:2:13: error: control character U+0000 is not allowed in YAML"), "\(result.errors)")
    }

    // MARK: Accepted silently before

    @Test func duplicateKeysAreErrorsAtTheSecond() throws {
        let text = """
            reporter: text
            reporter: json
            rules:
              overdraw: off
              overdraw: error
              blended-layers: {maxLayers: 3, maxLayers: 4}
            """
        guard let result = try Self.run(configuration: Self.config(text)) else { return }
        #expect(result.status == 2)
        for line in [
            #".layoutlint.yml:2:1: error: duplicate key "reporter" in the configuration (first at 1:1)"#,
            #".layoutlint.yml:5:3: error: duplicate key "overdraw" in rules (first at 4:3)"#,
            #".layoutlint.yml:6:34: error: duplicate key "maxLayers" in rule blended-layers (first at 6:20)"#,
        ] {
            #expect(result.errors.contains(line), "\(result.errors)")
        }
    }

    @Test func aGlobWithABracketIsAnError() throws {
        guard let result = try Self.run(configuration: Self.config("include: [\"layouts/*.json\", \"[\"]\n")) else { return }
        #expect(result.status == 2)
        #expect(
            result.errors.contains(#".layoutlint.yml:1:29: error: "include": glob "[" uses "[", which globs here do not support"#),
            "\(result.errors)")
        guard let option = try Self.run(configuration: nil, ["lint", "a.json", "--exclude", "layouts/{a,b}.json"]) else { return }
        #expect(option.status == 2)
        #expect(option.errors.contains(#"--exclude: glob "layouts/{a,b}.json" uses "{""#), "\(option.errors)")
    }

    @Test(arguments: [
        (
            #"{"tool": "swiftlint", "version": 1, "findings": []}"#,
            #"baseline.json:1:10: error: not a layoutlint baseline: "tool" must be "layoutlint", found "swiftlint""#
        ),
        (
            #"{"version": 1, "findings": []}"#,
            #"baseline.json:1:1: error: not a layoutlint baseline: "tool" must be "layoutlint", found missing"#
        ),
        (
            #"{"tool": "layoutlint", "version": 3, "findings": []}"#,
            "baseline.json:1:35: error: baseline version 3 is not one this layoutlint reads (versions 1 and 2)"
        ),
        (
            #"{"tool": "layoutlint", "findings": []}"#,
            "baseline.json:1:10: error: baseline version missing is not one this layoutlint reads (versions 1 and 2)"
        ),
    ])
    func aBaselineOfAnotherToolOrVersionIsAnError(baseline: String, error: String) throws {
        guard
            let result = try Self.run(
                configuration: nil, ["lint", "a.json", "--baseline", "baseline.json"], files: ["baseline.json": baseline])
        else { return }
        #expect(result.status == 2)
        #expect(result.errors.contains(error), "\(result.errors)")
    }

    // MARK: Names

    @Test func aMillionCharacterListIDIsADecodeErrorNotACairoError() throws {
        let id = String(repeating: "L", count: 1_000_000)
        let file = """
            {"screen": "S", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
              {"id": "\(id)", "kind": "list", "style": {"flexGrow": 1},
               "list": {"cells": {"c": {"height": 44}}, "rows": {"count": 100, "pattern": ["c"]}}}]}}
            """
        guard let result = try Self.run(configuration: nil, ["reuse", "list.json", "--pictures", "plots"], files: ["list.json": file])
        else {
            return
        }
        #expect(result.status == 2)
        #expect(
            result.errors.contains(#"list.json:2:10: error: "id" is 1000000 characters long, over the limit of 256 for names; shorten it"#),
            "\(result.errors.prefix(500))")
        #expect(!result.errors.contains("cairo"))
    }
}
