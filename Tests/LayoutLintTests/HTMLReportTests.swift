import Foundation
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The `html` reporter: a golden file, and the page a person opens, rendered by headless
/// Chromium: every finding shown, every embedded picture decoded, a screenshot taken.
@Suite struct HTMLReportTests {
    /// A 1×1 PNG.
    static let tinyPNG = Array(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==") ?? Data())

    @Test func htmlMatchesItsGoldenAndEmbedsOnlyExplainingPictures() {
        let pictures = [
            ReportPicture(screen: "Daily puzzle", device: "iPhone 15", name: "shift-1.png", png: Self.tinyPNG),
            // No finding of this screen is explained by a blend map: not embedded.
            ReportPicture(screen: "Daily puzzle", device: "iPhone 15", name: "blend.png", png: Self.tinyPNG),
        ]
        let output = HTMLReporter(pictures: pictures).report(ReporterGoldenTests.report)
        GoldenFile.check(output, against: "report.html")
        #expect(output.components(separatedBy: "<img ").count == 2)
        #expect(!output.contains("http://") && !output.contains("https://"), "the page must load nothing from the network")
    }

    @Test func aPictureExplainingSeveralFindingsIsEmbeddedOnce() {
        var report = ReporterGoldenTests.report
        report.findings.append(Finding(
            ruleID: "unreserved-slot", severity: .error, message: "'board' reserves no height", file: "layouts/daily-puzzle.json", line: 20, column: 7,
            screen: "Daily puzzle", device: "iPhone 15", node: "board", atMs: 1200))
        let output = HTMLReporter(pictures: [ReportPicture(screen: "Daily puzzle", device: "iPhone 15", name: "shift-1.png", png: Self.tinyPNG)]).report(report)
        #expect(output.components(separatedBy: "data:image/png;base64,").count == 2)
        #expect(output.contains("<img id=\"picture-1\" alt=\"layout shift 1: before and after\" src=\"data:image/png;base64,"))
        #expect(output.contains("<img alt=\"layout shift 1: before and after\" data-same-as=\"picture-1\">"))
    }

    /// Runs `chromium` headless with `arguments`; nil (and an issue) when it is not installed.
    static func chromium(_ arguments: [String], profile: URL) throws -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "120", "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile.path)"] + arguments
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

    @Test func chromiumShowsEveryFindingAndDecodesEveryPicture() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let html = try BinaryRunner.run(["lint", "home.json", "--reporter", "html", "--output", "report.html"], in: folder),
            let json = try BinaryRunner.run(["lint", "home.json", "--reporter", "json"], in: folder)
        else { return }
        #expect(html.status == 1)
        // No pictures left behind when --artifacts was not asked for.
        #expect(html.errors.contains("0 input errors, 1 error, 1 warning"), "\(html.errors)")
        let parsed = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let messages = (parsed?["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(messages.count == 2)

        let page = folder.appendingPathComponent("report.html")
        guard let dom = try Self.chromium(["--dump-dom", page.absoluteString + "#severity=error"], profile: folder.appendingPathComponent("profile")) else { return }
        #expect(dom.status == 0)
        for message in messages {
            let escaped = message.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            #expect(dom.output.contains("<span class=\"message\">\(escaped)</span>"), "\(message) not in the page")
        }
        // The slot-mismatch shift diagram and the clear-background blend map, each decoded by the browser.
        let images = dom.output.components(separatedBy: "<img ").dropFirst()
        #expect(images.count == 2, "\(images.count) pictures")
        for image in images {
            let width = image.range(of: "data-width=\"").map { Int(image[$0.upperBound...].prefix { $0.isNumber }) ?? 0 } ?? 0
            #expect(width > 100, "a picture did not decode: \(image.prefix(80))")
        }
        #expect(!dom.output.contains("class=\"broken\""))

        // Filtered to errors by the address: the warning is hidden, the error is not.
        #expect(dom.output.contains("<li class=\"finding warning\" data-severity=\"warning\" data-device=\"iPhone 15\" hidden=\"\">"))
        #expect(dom.output.contains("<li class=\"finding error\" data-severity=\"error\" data-device=\"iPhone 15\">"))

        let screenshot = folder.appendingPathComponent("report.png")
        guard let shot = try Self.chromium(
            ["--screenshot=\(screenshot.path)", "--window-size=1000,1400", page.absoluteString], profile: folder.appendingPathComponent("profile2"))
        else { return }
        #expect(shot.status == 0)
        let png = try Data(contentsOf: screenshot)
        // A PNG whose header says 1000 pixels wide.
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png.count > 24 && png[16..<20] == Data([0, 0, 0x03, 0xE8]))
    }
}
