import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The replay at display times: the frames of `ScreenAnalysis.timeline` are at the
/// ticks the user sees them, after the main thread is free and the blocking requests are in.
/// Every time is worked out by hand; ticks at 60 Hz are k × 50 / 3 ms.
@Suite struct LaunchReplayTests {
    /// A column: `hero` (its content 200 tall when it arrives) above `story` (100 tall).
    static func screen(hero: String = #""content": {"at": 100, "height": 200}"#, timeline: String) -> String {
        #"""
        {"screen": "s", "root": {"id": "root", "children": [
          {"id": "hero", \#(hero)},
          {"id": "story", "background": "#FFFFFF", "style": {"height": 100}}
         ]}, "timeline": [\#(timeline)]}
        """#
    }

    func analysis(_ json: String, hz: Double = 60) throws -> ScreenAnalysis {
        let device = DeviceProfile(name: "Test \(hz) Hz", width: 400, height: 800, scale: 1, refreshRate: hz)
        return try ScreenAnalysis(file: "test.json", screen: try TimelineTestSupport.screen(json), device: device)
    }

    /// The frame times and, per frame after the first, where `story` is.
    func frames(_ analysis: ScreenAnalysis) -> [(ms: Double, storyY: Double?)] {
        analysis.timeline.frames.map { ($0.atMs, $0["story"]?.frame.y) }
    }

    @Test func contentArrivingWhileMainIsBusyShowsOnTheFirstTickAfterIt() throws {
        // Main busy 50–400 ms; the hero's content (at 100) shows at the first free tick, 400 (k = 24).
        let busy = try analysis(Self.screen(timeline: #"{"at": 50, "work": "parseFeed", "duration": 350, "thread": "main"}"#))
        let times = frames(busy)
        #expect(times.map(\.ms) == [0, 50, 400])
        #expect(times.map(\.storyY) == [0, 0, 200])
        #expect(busy.timeline.shifts.map(\.atMs) == [400])
        // At 120 Hz a block ending at 405 shows it at 408.33 (k = 49).
        let later = try analysis(Self.screen(timeline: #"{"at": 50, "work": "parseFeed", "duration": 355, "thread": "main"}"#), hz: 120)
        #expect(abs((later.timeline.shifts.first?.atMs ?? 0) - 1225.0 / 3) < 1e-9)
    }

    @Test func contentARequestBlocksShowsWhenTheRequestAndItsResponseWorkAreDone() throws {
        // Response at 700, 20 ms on main → finished at 720 → tick 733.33 (k = 44).
        let json = Self.screen(timeline: #"{"at": 0, "request": "hero", "duration": 700, "onMain": 20, "blocks": ["hero"]}"#)
        let blocked = try analysis(json)
        #expect(abs((blocked.timeline.shifts.first?.atMs ?? 0) - 2200.0 / 3) < 1e-9)
        #expect(blocked.timeline.frames.last?["story"]?.frame.y == 200)
        // Content without an arrival time of its own arrives when the request has finished.
        let undated = try analysis(
            Self.screen(
                hero: #""content": {"height": 200}"#, timeline: #"{"at": 0, "request": "hero", "duration": 700, "blocks": ["hero"]}"#))
        #expect(undated.timeline.shifts.map(\.atMs) == [700])
    }

    @Test func changesBeforeTheFirstFrameArePartOfIt() throws {
        // Essential work 0–200 ms: the first frame is at 200 (k = 12) and already holds the hero.
        let launch = try analysis(
            Self.screen(timeline: #"{"at": 0, "work": "boot", "duration": 200, "thread": "main", "essential": true}"#))
        #expect(launch.launch.firstFrameMs == 200)
        #expect(frames(launch).first?.ms == 200 && frames(launch).first?.storyY == 200)
        #expect(launch.timeline.shifts.isEmpty && launch.timeline.cls == 0)
    }

    @Test func withoutLaunchEventsAChangeShowsOnTheFirstTickAtOrAfterIt() throws {
        // 120 ms is between ticks 7 (116.67) and 8 (133.33); 100 ms is tick 6 exactly.
        let offTick = try analysis(Self.screen(hero: #""content": {"at": 120, "height": 200}"#, timeline: ""))
        #expect(abs((offTick.timeline.shifts.first?.atMs ?? 0) - 400.0 / 3) < 1e-9)
        let onTick = try analysis(Self.screen(timeline: ""))
        #expect(onTick.timeline.shifts.map(\.atMs) == [100])
        // The score is the replay's own: the same tree moves the same way.
        let plain = try TimelineTestSupport.timeline(Self.screen(timeline: ""), device: onTick.device)
        #expect(onTick.timeline.shifts.map(\.score) == plain.shifts.map(\.score))
    }

    @Test func aTapKeepsItsTimeSoAShiftItCausesStaysExpected() throws {
        // Tap at 100; the content at 300 waits for main until 520 → 533.33: 433 ms after the tap.
        let json = Self.screen(
            hero: #""content": {"at": 300, "height": 200}"#,
            timeline: #"{"at": 100, "tap": "story"}, {"at": 250, "work": "layoutCards", "duration": 270, "thread": "main"}"#)
        let shifts = try analysis(json).timeline.shifts
        #expect(shifts.count == 1 && shifts.allSatisfy(\.expected))
        #expect(abs((shifts.first?.atMs ?? 0) - 1600.0 / 3) < 1e-9)
    }

    /// A thousand-event timeline: 500 essential 2 ms works at launch, then a chain of 500 requests
    /// of 10 ms each (every one `after` the one before) the primary board waits for.
    @Test func aThousandEventTimeline() throws {
        var events = (0..<500).map { #"{"at": 0, "work": "w\#($0)", "duration": 2, "thread": "main", "essential": true}"# }
        events.append(#"{"at": 0, "request": "r0", "duration": 10}"#)
        events += (1..<499).map { #"{"at": 0, "request": "r\#($0)", "duration": 10, "after": ["r\#($0 - 1)"]}"# }
        events.append(#"{"at": 0, "request": "r499", "duration": 10, "after": ["r498"], "blocks": ["board"]}"#)
        #expect(events.count == 1000)
        let json = #"""
            {"screen": "s", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "board", "primary": true}]},
             "timeline": [\#(events.joined(separator: ",\n"))]}
            """#
        let report = Linter(rules: RuleRegistry.all).lint(file: "thousand.json", bytes: Array(json.utf8))
        #expect(report.errors.isEmpty)
        let metrics = try #require(report.metrics.first)
        // Main busy 0–1000 ms (tick 60); the chain ends at 5000 ms (tick 300).
        #expect(metrics.firstFrameMs == 1000 && metrics.primaryContentMs == 5000)
        #expect(metrics.roundTripsBeforePrimary == 500)
        #expect(report.findings.map(\.ruleID).sorted() == ["primary-content-delayed", "request-chain"])
        let chain = try #require(report.findings.first { $0.ruleID == "request-chain" })
        #expect(chain.message.hasPrefix("'board' waits for 500 round trips in a row: 'r0' 10ms → 'r1' 10ms → "))
    }
}
