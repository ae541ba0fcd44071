import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// `timeline.png`: bars where the schedule puts them, missed frames in red, and
/// `lint --artifacts` writing it for launch findings only.
@Suite struct LaunchTimelinePictureTests {
    func analysis(_ name: String, device: String, options: AnalysisOptions = AnalysisOptions()) throws -> ScreenAnalysis {
        let text = try TimelineLint.layoutFile(name)
        let screen = try #require(DocumentDecoder().decode(Array(text.utf8), file: name).document?.screens.first)
        let profile = try #require(screen.devices.first { $0.name == device })
        return try ScreenAnalysis(file: name, screen: screen, device: profile, options: options)
    }

    func picture(_ analysis: ScreenAnalysis) throws -> Canvas {
        let input = LaunchTimeline.Input(
            screen: analysis.screen.name, device: analysis.device, launch: analysis.launch, hitches: analysis.hitches)
        return try LaunchTimeline(scale: 1).render(input)
    }

    /// The x of `ms` on a chart spanning `end` (the painter's own scale).
    func x(_ ms: Double, end: Double) -> Int {
        Int((LaunchTimeline.left + ms / end * (LaunchTimeline.width - LaunchTimeline.left - LaunchTimeline.right)).rounded())
    }

    func isColor(_ pixel: Pixel?, _ color: RGBA) -> Bool {
        guard let pixel else { return false }
        func near(_ channel: UInt8, _ value: Double) -> Bool { abs(Double(channel) - value * 255) <= 3 }
        return near(pixel.red, color.red) && near(pixel.green, color.green) && near(pixel.blue, color.blue)
    }

    /// True when some pixel of the refresh-ticks row, below `lanes` lanes, is the missed-frame red.
    func redInTicksRow(_ canvas: Canvas, lanes: Int) -> Bool {
        let y = Int(LaunchTimeline.top + Double(lanes) * LaunchTimeline.laneHeight + 8 + 7)
        return (Int(LaunchTimeline.left)..<Int(LaunchTimeline.width)).contains { isColor(canvas.pixel(x: $0, y: y), LaunchTimeline.missed) }
    }

    @Test func theSDKStartIsAnOrangeBarOnTheMainLaneUntilTheFirstFrame() throws {
        let launch = try analysis("word-game-launch.json", device: "iPhone 15")
        let canvas = try picture(launch)
        let end = LaunchTimeline.endMs(launch.launch, demands: launch.hitches.demands)
        // 30083.33 ms × 1.05: the chart ends a little after the first frame.
        #expect(abs(end - 30083.333333 * 1.05) < 1e-3)
        // The main lane's bar is the lane's middle row; MobileAds.start runs 80–30080 ms.
        let mainY = Int(LaunchTimeline.top + LaunchTimeline.laneHeight / 2)
        #expect(isColor(canvas.pixel(x: x(15_000, end: end), y: mainY), LaunchTimeline.nonEssential))
        #expect(isColor(canvas.pixel(x: x(29_000, end: end), y: mainY), LaunchTimeline.nonEssential))
        #expect(!isColor(canvas.pixel(x: x(31_000, end: end), y: mainY), LaunchTimeline.nonEssential))
        // The request lanes (backlog 0–1200 ms, then today 1200–1600 ms) are grey network bars.
        let backlogY = mainY + Int(LaunchTimeline.laneHeight)
        #expect(isColor(canvas.pixel(x: x(600, end: end), y: backlogY), LaunchTimeline.network))
        #expect(!isColor(canvas.pixel(x: x(600, end: end), y: backlogY + Int(LaunchTimeline.laneHeight)), LaunchTimeline.network))
        // No frame was missed: nothing red in the ticks row (below the main lane and two requests).
        #expect(!redInTicksRow(canvas, lanes: 3))
    }

    @Test func theAdResponsesPileUpIntoMissedFrames() throws {
        let feed = try analysis("native-ads-scroll.json", device: "iPhone 15")
        let canvas = try picture(feed)
        let end = LaunchTimeline.endMs(feed.launch, demands: feed.hitches.demands)
        // The ticks row sits below the main lane and the four request lanes; the 32 ms block at
        // 500 ms misses a frame from 500 ms on.
        let ticksY = Int(LaunchTimeline.top + 5 * LaunchTimeline.laneHeight + 8 + 7)
        #expect(isColor(canvas.pixel(x: x(510, end: end), y: ticksY), LaunchTimeline.missed))
        #expect(!isColor(canvas.pixel(x: x(1500, end: end), y: ticksY), LaunchTimeline.missed))
        let fixed = try picture(try analysis("native-ads-scroll-fixed.json", device: "iPhone 15"))
        #expect(redInTicksRow(canvas, lanes: 5))
        #expect(!redInTicksRow(fixed, lanes: 4))
    }

    /// A screen with `work` on main after the first frame, analysed on a plain 60 Hz device.
    func pieces(_ work: String) throws -> ScreenAnalysis {
        let text =
            #"{"screen": "s", "devices": [{"name": "Plain", "width": 400, "height": 800, "scale": 1}], "root": {"id": "root"}, "timeline": [\#(work)]}"#
        let screen = try #require(DocumentDecoder().decode(Array(text.utf8), file: "s.json").document?.screens.first)
        return try ScreenAnalysis(file: "s.json", screen: screen, device: try #require(screen.devices.first), options: AnalysisOptions())
    }

    @Test func piecesAreOneRunWithAGapWhereEachYields() throws {
        // parse 1000–2000 ms in 4 pieces of 250 ms: gaps at 1250, 1500 and 1750, none at its end.
        let split = try pieces(#"{"at": 1000, "work": "parse", "duration": 1000, "thread": "main", "pieces": 4}"#)
        #expect(LaunchTimeline.runs(split.launch) == [0..<4])
        let canvas = try picture(split)
        let end = LaunchTimeline.endMs(split.launch)
        let mainY = Int(LaunchTimeline.top + LaunchTimeline.laneHeight / 2)
        for yield in [1250.0, 1500, 1750] {
            #expect(!isColor(canvas.pixel(x: x(yield, end: end), y: mainY), LaunchTimeline.nonEssential), "a gap at \(yield)")
        }
        for inside in [1125.0, 1375, 1625, 1875] {
            #expect(isColor(canvas.pixel(x: x(inside, end: end), y: mainY), LaunchTimeline.nonEssential), "a bar at \(inside)")
        }
        // In one piece the bar has no gap.
        let whole = try picture(try pieces(#"{"at": 1000, "work": "parse", "duration": 1000, "thread": "main"}"#))
        #expect(isColor(whole.pixel(x: x(1500, end: end), y: mainY), LaunchTimeline.nonEssential))
        // Other work between two pieces splits the run: each part is a run of its own.
        let between = try pieces(
            #"{"at": 1000, "work": "parse", "duration": 1000, "thread": "main", "pieces": 4}, {"at": 1100, "work": "save", "duration": 50, "thread": "main"}"#
        )
        #expect(LaunchTimeline.runs(between.launch) == [0..<1, 1..<2, 2..<5])
    }

    @Test func lintArtifactsWriteTheTimelineForLaunchFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-timeline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = LintArtifacts(writer: ArtifactWriter(root: folder.path), scale: 1)
        var options = AnalysisOptions()
        artifacts.prepare(&options)
        let launch = try analysis("config-dashboard.json", device: "iPhone 15", options: options)
        let findings = RequestChainRule().findings(
            in: RuleContext(
                file: launch.file, screen: launch.screen, device: launch.device, analysis: launch,
                settings: RuleSettings(location: .start), severity: .warning, ruleID: RequestChainRule.description.id))
        #expect(findings.count == 1)
        let paths = try artifacts.write(launch, findings: findings)
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["timeline.png"])
        let png = try Canvas(png: [UInt8](try Data(contentsOf: URL(fileURLWithPath: try #require(paths.first)))))
        #expect(png.pixelWidth == Int(LaunchTimeline.width))
        #expect(try artifacts.write(launch, findings: []).isEmpty)
    }
}
