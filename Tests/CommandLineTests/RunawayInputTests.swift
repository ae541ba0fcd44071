import Foundation
import LayoutLintTestSupport
import Testing

/// Inputs whose work grows far faster than their size — a 2.3 KB list of 10 million rows, a
/// 400-byte device with billions of pixels, thousands of devices, ad requests by the ten
/// thousand — are refused by every command at once, with an error at the file's screen and
/// exit 2, instead of running for minutes or exhausting memory. The `layoutlint` binary is run
/// as a user runs it.
@Suite(.serialized) struct RunawayInputTests {
    /// A 10,000,000-row list scrolled to the end and back, twice.
    static let rows = #"""
        {"screen": "Feed", "devices": ["iPhone 15"],
         "root": {"id": "root", "background": "#FFFFFF", "children": [
           {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
             "cells": {"post": {"height": 44, "template": {"id": "cell", "background": "#FFFFFF", "children": [
               {"id": "title", "kind": "label", "text": "Post", "background": "#FFFFFF", "style": {"height": 20}}]}}},
             "rows": {"count": 10000000, "pattern": ["post"]}, "reuse": true,
             "scroll": [{"to": "end", "velocity": 3000}, {"to": 0, "velocity": 3000}, {"to": "end", "velocity": 3000}, {"to": 0, "velocity": 3000}]}}]}}
        """#

    /// A launch screen compared with the first frame on a 10,000 × 10,000 pt device at @3x.
    static let device = #"""
        {"screen": "Splash", "devices": [{"name": "Wall", "width": 10000, "height": 10000, "scale": 3}],
         "root": {"id": "root", "background": "#FFFFFF"},
         "launchScreen": {"id": "splash", "background": "#FF0000"}}
        """#

    /// 150 frames (a banner 300 then 10 pt tall in turn every 100 ms: a layout shift each) on iPhone 15.
    static var frames: String {
        let events = (1...150).map { #"{"at": \#($0 * 100), "set": "banner", "style": {"height": \#($0 % 2 == 1 ? 300 : 10)}}"# }
        return #"""
            {"screen": "Frames", "devices": ["iPhone 15"],
             "root": {"id": "root", "background": "#FFFFFF", "children": [{"id": "banner", "background": "#0000FF", "style": {"height": 10}},
               {"id": "body", "background": "#FFFFFF", "style": {"height": 200}}]},
             "timeline": [\#(events.joined(separator: ", "))]}
            """#
    }

    /// 2,000 inline devices, each comparing a launch screen with the first frame.
    static var devices: String {
        let devices = (0..<2_000).map { #"{"name": "D\#($0)", "width": 400, "height": 800, "scale": 1}"# }
        return #"""
            {"screen": "Many", "devices": [\#(devices.joined(separator: ", "))],
             "root": {"id": "root", "background": "#FFFFFF"}, "launchScreen": {"id": "splash", "background": "#FF0000"}}
            """#
    }

    /// 32,000 ad requests sent at once.
    static var ads: String {
        let requests = (0..<32_000).map { #"{"at": 0, "request": "a\#($0)", "duration": 600, "ad": {"unit": "u\#($0 % 7)"}}"# }
        return #"{"screen": "Ads", "devices": ["iPhone 15"], "root": {"id": "root"}, "timeline": [\#(requests.joined(separator: ", "))]}"#
    }

    /// Runs `arguments` in `folder`; expects exit 2, `expected` in what it printed, with the
    /// location `located` (file:line:col) or, in a JSON-like report, the file named; quickly.
    func expectRefused(
        _ arguments: [String], in folder: URL, located: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let started = ContinuousClock.now
        guard let result = try BinaryRunner.run(arguments, in: folder) else { return }
        let elapsed = ContinuousClock.now - started
        let printed = result.output + result.errors
        let file = String(located.prefix { $0 != ":" })
        #expect(result.status == 2, "\(arguments): exit \(result.status)\n\(printed.prefix(2000))", sourceLocation: sourceLocation)
        #expect(printed.contains(expected), "\(arguments):\n\(printed.prefix(2000))", sourceLocation: sourceLocation)
        #expect(
            printed.contains(located + ": error: ") || printed.contains(file), "\(arguments) names no place", sourceLocation: sourceLocation
        )
        // The debug build on a busy machine; the release build answers in a fraction of this.
        #expect(elapsed < .seconds(15), "\(arguments) took \(elapsed)", sourceLocation: sourceLocation)
    }

    @Test func aListOfTenMillionRowsIsRefusedByEveryCommand() throws {
        let folder = try BinaryRunner.folder(["rows.json": Self.rows])
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = "analysing \\\"Feed\\\" on iPhone 15 would take about"
        let plain = "analysing \"Feed\" on iPhone 15 would take about"
        for reporter in ["text", "json", "sarif", "junit", "github", "checkstyle", "gitlab", "markdown", "html"] {
            let expected = ["json", "sarif", "gitlab"].contains(reporter) ? message : plain
            try expectRefused(
                ["lint", "rows.json", "--reporter", reporter], in: folder, located: "rows.json:1:1",
                reporter == "junit" || reporter == "checkstyle" || reporter == "html" || reporter == "markdown"
                    ? "would take about" : expected)
        }
        try expectRefused(["lint", "rows.json", "--pictures", "pictures"], in: folder, located: "rows.json:1:1", plain)
        try expectRefused(["render", "rows.json", "--pictures", "pictures"], in: folder, located: "rows.json:1:1", plain)
        try expectRefused(["reuse", "rows.json"], in: folder, located: "rows.json:1:1", plain)
        try expectRefused(["reuse", "rows.json", "--pictures", "plots"], in: folder, located: "rows.json:1:1", plain)
        try expectRefused(["layout", "rows.json"], in: folder, located: "rows.json:1:1", plain)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pictures/rows").path))
    }

    @Test func aDeviceOfBillionsOfPixelsIsRefusedBeforeDrawing() throws {
        let folder = try BinaryRunner.folder(["device.json": Self.device])
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = "analysing \"Splash\" on Wall would take about"
        try expectRefused(["lint", "device.json"], in: folder, located: "device.json:1:1", expected)
        try expectRefused(["lint", "device.json", "--reporter", "html"], in: folder, located: "device.json:1:1", "would take about")
        try expectRefused(["render", "device.json", "--pictures", "pictures"], in: folder, located: "device.json:1:1", expected)
        // `layout` and `reuse` draw nothing: for them the device is only its size.
        for command in ["layout", "reuse"] {
            guard let result = try BinaryRunner.run([command, "device.json"], in: folder) else { return }
            #expect(result.status == 0, "\(command): \(result.errors)")
        }
        // The same device given on the command line is budgeted the same way.
        let small = #"{"screen": "Splash", "root": {"id": "root"}, "launchScreen": {"id": "s"}}"#
        try Data(small.utf8).write(to: folder.appendingPathComponent("small.json"))
        try expectRefused(
            [
                "lint", "small.json", "--device", "{\"name\": \"Wall\", \"width\": 10000, \"height\": 10000, \"scale\": 3}",
                "--add-device", "{\"name\": \"Wall\", \"width\": 10000, \"height\": 10000, \"scale\": 3}",
            ],
            in: folder, located: "small.json:1:1", "on Wall would take about")
    }

    @Test func everyFramesPictureIsCounted() throws {
        let folder = try BinaryRunner.folder(["frames.json": Self.frames])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Self.frames.utf8.count < 10_000)
        try expectRefused(
            ["render", "frames.json", "--pictures", "pictures"], in: folder, located: "frames.json:1:1", "(453 pictures × 3013524 pixels")
        // lint draws what its findings ask for — here a shift diagram per frame — counted once they are known.
        let findings = "drawing the pictures that explain the findings of \"Frames\" on iPhone 15 would take about "
        try expectRefused(["lint", "frames.json", "--pictures", "pictures"], in: folder, located: "frames.json:1:1", findings)
        // The HTML report written to a file draws its pictures beside it: the same refusal, in the report.
        guard let html = try BinaryRunner.run(["lint", "frames.json", "--reporter", "html", "--output", "report.html"], in: folder) else {
            return
        }
        #expect(html.status == 2, "\(html.errors)")
        let report = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(
            report.contains("frames.json:1:1</code> <span class=\"message\">drawing the pictures that explain the findings of "),
            "\(report.prefix(3000))")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pictures/frames").path))
        // Without pictures the same file is linted.
        guard let lint = try BinaryRunner.run(["lint", "frames.json", "--quiet"], in: folder) else { return }
        #expect(lint.status != 2, "\(lint.output)\(lint.errors)")
    }

    @Test func thousandsOfDevicesShareTheFilesBudget() throws {
        var config = "devices:\n"
        for _ in 0..<20_000 { config += "  - iPhone 15\n" }
        let folder = try BinaryRunner.folder([
            "devices.json": Self.devices, "configured/.layoutlint.yml": config,
            "configured/home.json": ##"{"screen": "Home", "root": {"id": "root", "background": "#FFFFFF"}}"##,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectRefused(
            ["lint", "devices.json"], in: folder, located: "devices.json:1:1", "analysing \"Many\" on its 2000 devices would take ")
        try expectRefused(
            ["render", "devices.json", "--pictures", "pictures"], in: folder, located: "devices.json:1:1", "on its 2000 devices would take "
        )
        // A configuration cannot list 20,000 devices: it names each built-in device once, and a
        // device listed again is one error, however often it repeats.
        try expectRefused(
            ["lint", "home.json"], in: folder.appendingPathComponent("configured"), located: ".layoutlint.yml:3:5",
            #"device "iPhone 15" is listed 20000 times; it is first listed at 2:5"#)
    }

    @Test func adRequestsAreCountedInTheBudget() throws {
        let folder = try BinaryRunner.folder(["ads.json": Self.ads])
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectRefused(["lint", "ads.json", "--max-work", "1000"], in: folder, located: "ads.json:1:1", "(32000 launch tasks + ")
    }

    /// The README's examples of a refusal are what `lint` prints for these documents.
    @Test func theReadmesRefusalsAreWhatLintPrints() throws {
        let folder = try BinaryRunner.folder(["rows.json": Self.rows, "devices.json": Self.devices])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let rows = try BinaryRunner.run(["lint", "rows.json"], in: folder),
            let devices = try BinaryRunner.run(["lint", "devices.json"], in: folder)
        else { return }
        #expect(
            rows.output.hasPrefix(
                """
                rows.json:1:1: error: analysing "Feed" on iPhone 15 would take about 4000163 units of work (40000000 list rows passing the viewport + 1 screen × device + 132 list cell nodes painted + …), over the work budget of 2012140 (2000000 + 20 per byte of its 607 bytes); raise it with --max-work 5000000 (or maxWork in .layoutlint.yml), or give its lists fewer rows or shorter scroll scripts
                """), "\(rows.output)")
        #expect(
            devices.output.hasPrefix(
                """
                devices.json:1:1: error: analysing "Many" on its 2000 devices would take more than 8761672 units of work (2000 runs of "Many", each about 10982 units: 2 pictures of 320000 pixels compared + 1 screen × device + 1 frame + …), over the work budget of 4380600 (2000000 + 20 per byte of its 119030 bytes); raise it with --max-work 10000000 (or maxWork in .layoutlint.yml), or lint the file on fewer devices or split it
                """), "\(devices.output)")
    }
}

/// Text sizes and locales multiply a file's runs as devices do: a refusal and the summary name them.
@Suite struct TextSettingsBudgetTests {
    static let screens = """
        {"screens": [
          {"screen": "A", "devices": ["iPhone 15", "iPhone SE (3rd generation)"], "contentSizes": ["large", "accessibility5"], "locales": ["en", "de"],
           "root": {"id": "root", "background": "#FFFFFF", "children": [{"id": "t", "kind": "label", "background": "#FFFFFF", "text": "Hi"}]}},
          {"screen": "B", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF"}}
        ]}
        """

    @Test func aRefusalNamesTextSizesAndLocalesAndTheSummaryCountsTheirRuns() throws {
        let folder = try BinaryRunner.folder(["screens.json": Self.screens])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let refused = try BinaryRunner.run(["lint", "screens.json", "--max-work", "1000"], in: folder),
            let linted = try BinaryRunner.run(["lint", "screens.json"], in: folder),
            let sizesOnly = try BinaryRunner.run(["lint", "screens.json", "--locale", "en", "--max-work", "1000"], in: folder)
        else { return }
        #expect(refused.status == 2)
        #expect(
            refused.output.contains("analysing the 2 screens of this file on their devices (9 screen × device × text size × locale runs)"),
            "\(refused.output)")
        #expect(refused.output.contains("or lint the file on fewer devices, text sizes or locales, or split it"), "\(refused.output)")
        #expect(sizesOnly.output.contains("or lint the file on fewer devices, text sizes, or split it") == false, "\(sizesOnly.output)")
        #expect(sizesOnly.output.contains("or lint the file on fewer devices or text sizes, or split it"), "\(sizesOnly.output)")
        #expect(linted.errors.contains("1 file, 9 screen × device × text size × locale runs, 0 input errors"), "\(linted.errors)")
    }
}
