import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// The text and json reporters against golden files, and the json number and string format.
@Suite struct ReporterGoldenTests {
    /// A report with an input error, findings with and without optional fields, and metrics
    /// with every field filled next to metrics with the optional fields absent.
    static var report: LintReport {
        var report = LintReport()
        report.errors = [
            InputError(
                file: "layouts/broken.json", location: SourceLocation(line: 3, column: 14),
                message: "unknown key \"heigth\"; did you mean \"height\"?")
        ]
        report.findings = [Self.slot, Self.shift]
        var full = ScreenMetrics(file: "layouts/daily-puzzle.json", screen: "Daily puzzle", device: "iPhone 15")
        full.cls = 0.1875
        full.shifts = [
            ShiftMetric(
                atMs: 1200, score: 0.07, impactFraction: 0.5, distanceFraction: 0.14, expected: false,
                cause: "'banner' content arrived (50pt → 61pt tall)",
                nodes: [MovedNode(id: "board", dx: 0, dy: -16.0 / 3), MovedNode(id: "banner", dx: -0.0, dy: -11)]),
            ShiftMetric(
                atMs: 1700.5, score: 1e-7, impactFraction: 0.001, distanceFraction: 0.0001, expected: true,
                cause: "'more' tapped", nodes: [MovedNode(id: "list", dx: 3, dy: 0)]),
        ]
        full.firstFrameMs = 16.67
        full.primaryContentMs = 1200
        full.longestMainBlockMs = 120
        full.hitchMsPerS = 0
        full.hangs = 0
        full.roundTripsBeforePrimary = 1
        full.blended = BlendedMetric(layers: 3, area: 24000.5, fraction: 0.25)
        full.overdraw = OverdrawMetric(once: 0.5, twice: 0.25, thrice: 0.125, fourOrMore: 0)
        full.lists = [
            ListMetric(
                id: "feed", type: "post", allocations: 9, steadyAllocations: 0, peakLive: 8, peakPool: 2, discards: 0,
                recommendedPoolLimit: 2)
        ]
        report.metrics = [full, ScreenMetrics(file: "layouts/empty.json", screen: "Empty", device: "iPhone SE (3rd generation)")]
        return report
    }

    /// A slot-mismatch error on two phones with its machine fix resolved and a consequence under it.
    static var slot: Finding {
        let phones = ["iPhone SE (3rd generation)", "iPhone 15"]
        var slot = Finding.sample(
            rule: "slot-mismatch", severity: .error, claim: "'banner' reserves a height other than its content's:",
            figures: ["iPhone SE (3rd generation)": "50pt for 59pt", "iPhone 15": "50pt for 61pt"], devices: phones,
            file: "layouts/daily-puzzle.json", line: 30, column: 7, screen: "Daily puzzle", node: "banner", atMs: 1200,
            fix: .size(
                node: "banner", axis: .height, size: 61, nodeWidth: 393, adaptive: .provider(.anchoredAdaptiveBanner),
                object: SourceLocation(line: 30, column: 7)),
            byDevice: true)
        slot.fix?.edits[0].text = TextEdit(
            startOffset: 900, endOffset: 902, start: SourceLocation(line: 30, column: 52), end: SourceLocation(line: 30, column: 54),
            replacement: #"{"provider": "admob.anchoredAdaptiveBanner"}"#)
        slot.related = [
            Finding.sample(
                rule: "shift-during-gesture", severity: .warning,
                claim: "'board' moves during the swipe that started at 900ms when 'banner' content arrived:",
                figures: ["iPhone SE (3rd generation)": "by dy -4.5 at 1200ms", "iPhone 15": "by dy -5.3 at 1200ms"], devices: phones,
                file: "layouts/daily-puzzle.json", line: 12, column: 9, screen: "Daily puzzle", node: "board", atMs: 1200, byDevice: true)
        ]
        return slot
    }

    /// A warning of one file without a device's numbers, its words needing escapes.
    static var shift: Finding {
        Finding.sample(
            rule: "layout-shift", severity: .warning, claim: "cls exceeds its budget: tab\tand \\ back",
            figures: ["iPhone 15": "0.126 over 0.1"],
            file: "layouts/a.json", line: 1, column: 1, screen: "Screen \"A\"",
            fix: .advice("reserve the final size of what changes so nothing moves"))
    }

    @Test func jsonReporterMatchesItsGolden() throws {
        let output = JSONReporter().report(Self.report)
        GoldenFile.check(output, against: "report.json")
        // It is valid JSON that reads back to the same values.
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(parsed["version"] as? String == "1")
        let metrics = try #require(parsed["metrics"] as? [[String: Any]])
        let shifts = try #require(metrics.first?["shifts"] as? [[String: Any]])
        let nodes = try #require(shifts.first?["nodes"] as? [[String: Any]])
        #expect(nodes.first?["dy"] as? Double == -16.0 / 3)
        #expect(metrics.last?["blended"] is NSNull)
    }

    @Test func textReporterMatchesItsGolden() {
        GoldenFile.check(TextReporter().report(Self.report), against: "report.txt")
    }

    @Test func jsonKeysComeInTheContractOrder() {
        let output = JSONReporter().report(Self.report)
        let findingKeys = [
            "ruleId", "severity", "message", "claim", "file", "line", "column", "screen", "device", "devices", "node", "atMs",
            "occurrences",
            "fix", "related", "pictures",
        ]
        let metricKeys = [
            "file", "screen", "device", "cls", "shifts", "firstFrameMs", "primaryContentMs", "longestMainBlockMs", "hitchMsPerS",
            "hangs", "roundTripsBeforePrimary", "blended", "overdraw", "lists",
        ]
        for keys in [findingKeys, metricKeys, ["atMs", "score", "impactFraction", "distanceFraction", "expected", "cause", "nodes"]] {
            // Each key after the one before it (nested objects may repeat a key name in between).
            var position = output.startIndex
            for key in keys {
                let found = output.range(of: "\"\(key)\": ", range: position..<output.endIndex)
                #expect(found != nil, "\(key) is not after the keys before it in \(keys)")
                position = found?.upperBound ?? position
            }
        }
    }

    @Test func numbersAreShortestRoundTrip() {
        #expect(Format.json(61) == "61")
        #expect(Format.json(-11) == "-11")
        #expect(Format.json(-0.0) == "0")
        #expect(Format.json(0.1875) == "0.1875")
        #expect(Format.json(0.1 + 0.2) == "0.30000000000000004")
        #expect(Format.json(1e-7) == "1e-07")
        #expect(Format.json(1e20) == "1e+20")
        #expect(Format.json(.nan) == "null")
        #expect(Format.json(.infinity) == "null")
        for value in [16.0 / 3, 0.07, 123456.789, Double.leastNonzeroMagnitude] {
            #expect(Double(Format.json(value)) == value)
        }
    }

    @Test func stringsAreEscaped() {
        #expect(JSONString.quote("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONString.quote("line\nnext\ttab\r") == #""line\nnext\ttab\r""#)
        #expect(JSONString.quote("\u{01}\u{1F}") == #""\u0001\u001f""#)
        #expect(JSONString.quote("dy −11 → ok") == "\"dy −11 → ok\"")
    }
}
