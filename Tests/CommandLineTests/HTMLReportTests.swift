import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The HTML report a person opens, written by the binary and rendered by headless Chromium:
/// every finding and fix shown, every picture decoded, a screenshot taken.
@Suite struct HTMLReportTests {
    /// Runs `chromium` headless with `arguments`; nil (and an issue) when it is not installed.
    static func chromium(_ arguments: [String], profile: URL) throws -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["timeout", "120", "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 {
            Issue.record("chromium is missing; install the Debian package chromium (.ci/run does)")
            return nil
        }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A clear-background warning (a blend map explains it) and a slot-mismatch error that
    /// moves the footer (a shift diagram explains it).
    static let screen = """
        {"screen": "Home", "devices": ["iPhone 15"],
          "root": {"id": "root", "background": "#FFFFFF", "children": [
            {"id": "badge", "kind": "label", "text": "New", "style": {"height": 20}},
            {"id": "ad", "kind": "ad", "style": {"height": 50}, "content": {"height": 90, "at": 800}},
            {"id": "footer", "background": "#EEEEEE", "style": {"height": 300}}
          ]}}
        """

    /// The findings of the JSON report on `home.json`: messages, and each fix as the HTML prints it.
    static func expectedFindings(in folder: URL) throws -> (messages: [String], fixes: [String])? {
        guard let json = try BinaryRunner.run(["lint", "home.json", "--reporter", "json"], in: folder) else { return nil }
        let parsed = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let findings = parsed?["findings"] as? [[String: Any]] ?? []
        let fixes = findings.compactMap { $0["fix"] as? [String: Any] }.filter { $0["applicable"] as? Bool == true }.compactMap {
            fix -> String? in
            let edits = fix["edits"] as? [[String: Any]] ?? []
            let parts = edits.map { "\(($0["keyPath"] as? [String] ?? []).joined(separator: ".")) to \($0["value"] as? String ?? "")" }
            return "set " + parts.joined(separator: " and ")
        }
        return (findings.compactMap { $0["message"] as? String }, fixes)
    }

    /// Text as Chromium serialises a text node: `&`, `<` and `>` escaped, quotes as they are.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
            of: ">", with: "&gt;")
    }

    /// The pictures of the page as Chromium decoded them: each `<img …>` tag's natural width.
    static func decodedWidths(_ dom: String) -> [Int] {
        dom.components(separatedBy: "<img ").dropFirst().map { image in
            image.range(of: "data-width=\"").map { Int(image[$0.upperBound...].prefix { $0.isNumber }) ?? 0 } ?? 0
        }
    }

    @Test func chromiumShowsEveryFindingFixAndLinkedPicture() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let html = try BinaryRunner.run(["lint", "home.json", "--reporter", "html", "--output", "report.html"], in: folder),
            let (messages, fixes) = try Self.expectedFindings(in: folder)
        else { return }
        #expect(html.status == 1)
        #expect(html.errors.contains("0 input errors, 2 pictures; 2 findings (1 error, 1 warning and 0 infos)"), "\(html.errors)")
        #expect(messages.count == 2 && fixes.count == 2)
        // The pictures are files beside the report, linked from it.
        let pictures = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("report-pictures").path)
        #expect(pictures.filter { $0.hasSuffix(".png") }.count == 2, "\(pictures)")

        let page = folder.appendingPathComponent("report.html")
        guard
            let dom = try Self.chromium(
                ["--dump-dom", page.absoluteString + "#severity=error"], profile: folder.appendingPathComponent("profile"))
        else { return }
        #expect(dom.status == 0)
        for message in messages {
            #expect(dom.output.contains("<span class=\"message\">\(Self.escaped(message))</span>"), "\(message) not in the page")
        }
        for fix in fixes {
            #expect(dom.output.contains("<p class=\"fix\">fix: <code>\(Self.escaped(fix))</code>"), "\(fix) not in the page")
        }
        // The slot-mismatch shift diagram and the clear-background blend map, each decoded by the
        // browser from its file and linked at full size.
        let widths = Self.decodedWidths(dom.output)
        #expect(widths.count == 2 && widths.allSatisfy { $0 > 100 }, "\(widths)")
        #expect(dom.output.components(separatedBy: "<a href=\"report-pictures/").count == 3)
        #expect(!dom.output.contains("class=\"broken\""))
        // Filtered to errors by the address: the warning is hidden, the error is not.
        #expect(
            dom.output.contains(
                "<li class=\"finding warning\" data-severity=\"warning\" data-rule=\"clear-background\" data-devices=\"iPhone 15\" hidden=\"\">"
            ))
        #expect(
            dom.output.contains(
                "<li class=\"finding error\" data-severity=\"error\" data-rule=\"slot-mismatch\" data-devices=\"iPhone 15\">"))

        let screenshot = folder.appendingPathComponent("report.png")
        guard
            let shot = try Self.chromium(
                ["--screenshot=\(screenshot.path)", "--window-size=1000,1400", page.absoluteString],
                profile: folder.appendingPathComponent("profile2"))
        else { return }
        #expect(shot.status == 0)
        let png = try Data(contentsOf: screenshot)
        // A PNG whose header says 1000 pixels wide.
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.count > 24 && png[16..<20] == Data([0, 0, 0x03, 0xE8]))
    }

    /// `--self-contained`: one file, its pictures embedded, no picture folder left behind.
    @Test func aSelfContainedReportIsOneFileChromiumDecodes() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard
            let html = try BinaryRunner.run(
                ["lint", "home.json", "--reporter", "html", "--self-contained", "--output", "report.html"], in: folder)
        else { return }
        #expect(html.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["home.json", "report.html"])
        let page = folder.appendingPathComponent("report.html")
        guard let dom = try Self.chromium(["--dump-dom", page.absoluteString], profile: folder.appendingPathComponent("profile")) else {
            return
        }
        let widths = Self.decodedWidths(dom.output)
        #expect(widths.count == 2 && widths.allSatisfy { $0 > 100 }, "\(widths)")
    }

    /// The report on every example screen stays small: pictures are files, not bytes in the page.
    @Test func theReportOnTheExamplesIsUnderThreeMegabytes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        let report = out.appendingPathComponent("report.html").path
        guard let run = try BinaryRunner.run(["lint", "layouts", "--reporter", "html", "--output", report], in: root) else { return }
        #expect(run.status == 1)
        let size = try FileManager.default.attributesOfItem(atPath: report)[.size] as? Int ?? .max
        #expect(size < 3_000_000, "\(size) bytes")
        // Every finding of the text report is in the page, once.
        guard let text = try BinaryRunner.run(["lint", "layouts", "--color", "never"], in: root) else { return }
        let page = try String(contentsOfFile: report, encoding: .utf8)
        let findings = text.output.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.contains(": note: fix: ") }
        #expect(page.components(separatedBy: "<li class=\"finding ").count - 1 == findings.count)
    }
}
