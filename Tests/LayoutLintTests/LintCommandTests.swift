import ArgumentParser
import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures
@testable import layoutlint

/// `layoutlint lint` end to end on a folder of good and bad files: every input error with its
/// exact line and column, exit code 2, and the good file still linted.
@Suite struct LintCommandTests {
    static let good = """
        {
          "screen": "Settings",
          "devices": ["iPhone 15"],
          "root": {"id": "root", "background": "#FFFFFF",
            "children": [{"id": "row", "kind": "label", "text": "Wi-Fi", "background": "#FFFFFF", "style": {"height": 44}}]}
        }
        """

    static let many = """
        {
          "screen": "Many mistakes",
          "devices": ["iPhone 15", "Pixel 7"],
          "root": {
            "id": "root",
            "background": "#12345",
            "opacity": 1.5,
            "children": [
              {"id": "title", "kind": "lable", "style": {"heigth": 44}},
              {"id": "title", "style": {"flexGrow": "50%", "width": -10}},
              {"id": "banner", "kind": "ad", "content": {"height": {"provider": "admob.huge"}, "at": -5}}
            ]
          },
          "timeline": [
            {"at": 100, "remove": "banner"},
            {"at": 200, "arrive": "banner"},
            {"at": 300, "tap": "titel"},
            {"at": 400, "gesture": "root", "duration": -1}
          ]
        }
        """

    /// Writes the files into a fresh folder and runs the command on it.
    func lint(_ files: [String: [UInt8]], arguments: [String] = []) throws -> (output: String, code: Int32) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        let out = folder.appendingPathComponent("report.txt").path
        let command = try LayoutLint.Lint.parse([folder.path, "--output", out] + arguments)
        var code: Int32 = 0
        do { try command.run() } catch let exit as ExitCode { code = exit.rawValue }
        let text = try String(contentsOfFile: out, encoding: .utf8)
        return (text.replacingOccurrences(of: folder.path + "/", with: ""), code)
    }

    @Test func reportsEveryInputErrorWithItsLocationAndExits2() throws {
        var utf8 = Array(#"{"screen": "X", "root": {"id": "r", "text": ""#.utf8)
        utf8 += [0xC3, 0x28]
        utf8 += Array(#""}}"#.utf8)
        let (output, code) = try lint([
            "good.json": Array(Self.good.utf8),
            "many.json": Array(Self.many.utf8),
            "truncated.json": Array("{\n  \"screen\": \"Broken\",\n  \"root\": {\"id\": \"root\",\n".utf8),
            "utf8.json": utf8,
        ])
        #expect(code == 2)
        let expected = """
            many.json:3:28: error: unknown device "Pixel 7" (`layoutlint devices` lists the built-in ones); to use another device, add it as an inline profile with its own points and scale: {"name": "Pixel 7", "width": 393, "height": 852, "scale": 3, "safeArea": {"top": 59, "bottom": 34}}
            many.json:6:19: error: "#12345" is not a colour; use #RGB, #RRGGBB, #RRGGBBAA or clear
            many.json:7:16: error: "opacity" must be between 0 and 1, found 1.5
            many.json:9:31: error: unknown kind "lable"; did you mean "label"? (valid: view, label, image, ad, list, spinner)
            many.json:9:50: error: unknown key "heigth" in style; did you mean "height"?
            many.json:10:14: error: duplicate id "title"; it is first used at 9:14
            many.json:10:45: error: "flexGrow" must be a number; percentages are not allowed here, found "50%"
            many.json:10:61: error: "width" must not be negative, found -10
            many.json:11:73: error: unknown provider "admob.huge" (known providers: admob.anchoredAdaptiveBanner, admob.banner, admob.largeBanner, admob.mediumRectangle, admob.leaderboard)
            many.json:11:94: error: "at" must not be negative, found -5
            many.json:16:27: error: "banner" was removed at 100 ms (by the event at 15:5); this event at 200 ms targets a node that is gone
            many.json:17:24: error: "titel" is not a node of this screen; did you mean "title"?
            many.json:18:48: error: "duration" must not be negative, found -1
            truncated.json:4:1: error: unexpected end of input; expected a key in the object opened at 3:11
            utf8.json:1:46: error: invalid UTF-8 sequence

            """
        #expect(output == expected)
    }

    @Test func deepInputIsAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let (output, code) = try lint(["deep.json": Array(deep.utf8)])
        #expect(code == 2)
        #expect(output.hasPrefix("deep.json:1:545: error: nesting is deeper than 544 levels"))
    }

    @Test func goodFilesExitZero() throws {
        let (output, code) = try lint(["good.json": Array(Self.good.utf8)])
        #expect(output == "")
        #expect(code == 0)
    }

    @Test func errorFindingsExit1AndStrictCountsWarnings() {
        let finding = Finding.sample(rule: "overdraw", severity: .warning, claim: "m", file: "f", line: 1, column: 1, screen: "s")
        var report = LintReport(findings: [finding])
        #expect(LintSummary.exitCode(for: report, strict: false) == 0)
        #expect(LintSummary.exitCode(for: report, strict: true) == 1)
        report.findings[0].severity = .error
        #expect(LintSummary.exitCode(for: report, strict: false) == 1)
        report.errors = [InputError(file: "f", location: .start, message: "bad")]
        #expect(LintSummary.exitCode(for: report, strict: false) == 2)
    }

    @Test func unknownDeviceIsAUsageError() throws {
        let command = try LayoutLint.Lint.parse(["--device", "iPhone 51"])
        #expect(throws: ValidationError.self) { try command.run() }
    }
}
