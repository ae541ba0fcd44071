import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The launch rules' options and severities, set per screen with `budgets`, and
/// their messages worked out by hand.
@Suite struct LaunchRuleOptionTests {
    /// The findings of `rule` on `timeline` (one iPhone 15 screen with a primary `board`).
    func findings(_ rule: any Rule.Type, timeline: String, budgets: String = "{}", device: String = "iPhone 15") -> [Finding] {
        let json = """
            {"screen": "s", "devices": ["\(device)"], "budgets": \(budgets),
             "root": {"id": "root", "children": [{"id": "board", "primary": true, "style": {"height": 300}}]},
             "timeline": [\(timeline)]}
            """
        let report = Linter(rules: [rule]).lint(file: "s.json", bytes: Array(json.utf8))
        #expect(report.errors.isEmpty, "\(report.errors)")
        return report.findings
    }

    static let scrollWithWork = """
        {"at": 1000, "gesture": "board", "duration": 2000}, {"at": 1500, "work": "decode", "duration": 25, "thread": "main"}
        """

    @Test func hitchTimeIsAWarningOverFiveAnErrorOverTenAndTheBudgetsMoveBoth() {
        // 25 ms block over a 2 s gesture: 1 missed frame at 60 Hz (16.67 ms) → 8.33 ms/s.
        let warning = findings(MainThreadHitchRule.self, timeline: Self.scrollWithWork)
        #expect(warning.map(\.severity) == [.warning])
        #expect(
            warning.first?.message
                == "main-thread work misses frames while they are due: 'decode' blocks the main thread for 25ms at 1500ms during the gesture on 'board' "
                + "(hitch time 8.3ms per second, over the 5ms/s budget; frames missed: 1) on iPhone 15; move it off the main thread, or split it into pieces "
                + "under 16.7ms (one refresh at 60 Hz) so frames are drawn between them: \"pieces\" on work, {\"pieces\", \"each\"} for onMain"
        )
        let error = findings(MainThreadHitchRule.self, timeline: Self.scrollWithWork, budgets: #"{"main-thread-hitch": {"error": 8}}"#)
        #expect(error.map(\.severity) == [.error])
        #expect(
            findings(MainThreadHitchRule.self, timeline: Self.scrollWithWork, budgets: #"{"main-thread-hitch": {"warning": 9}}"#).isEmpty)
    }

    @Test func aHangIsAnErrorEvenWithoutFramesDue() {
        // 250 ms on main after the first frame, nothing moving: no hitch, but a hang.
        let hang = findings(MainThreadHitchRule.self, timeline: #"{"at": 500, "work": "migrate", "duration": 250, "thread": "main"}"#)
        #expect(hang.map(\.severity) == [.error])
        // A hang opens the message: no reassurance about the hitch time first.
        #expect(
            hang.first?.message.hasPrefix(
                "'migrate' hangs the main thread for 250ms at 500ms, after the first frame: nothing is drawn and touches wait for 250ms or more"
            ) == true, "\(hang)")
        #expect(findings(MainThreadHitchRule.self, timeline: #"{"at": 500, "work": "migrate", "duration": 249, "thread": "main"}"#).isEmpty)
    }

    @Test func primaryContentBudgetIsAnOption() {
        let timeline = #"{"at": 0, "request": "board", "duration": 1200, "blocks": ["board"]}"#
        let late = findings(PrimaryContentDelayedRule.self, timeline: timeline)
        #expect(
            late.first?.message
                == "primary content 'board' comes on screen later than the 1000ms budget, after waiting for request 'board' (1200ms): at 1200ms, 200ms late on iPhone 15; "
                + "show it sooner: draw it from cache, start what it needs at launch, and move what it does not need after it or off the main thread"
        )
        #expect(late.first?.atMs == 1200 && late.first?.node == "board")
        #expect(
            findings(PrimaryContentDelayedRule.self, timeline: timeline, budgets: #"{"primary-content-delayed": {"budgetMs": 1200}}"#)
                .isEmpty)
    }

    @Test func maxConcurrentAdRequestsIsAnOption() {
        let three = (1...3).map { #"{"at": 0, "request": "ad\#($0)", "duration": 500, "ad": {"unit": "u\#($0)"}}"# }.joined(separator: ", ")
        #expect(findings(AdLoadBurstRule.self, timeline: three).count == 1)
        #expect(findings(AdLoadBurstRule.self, timeline: three, budgets: #"{"ad-load-burst": {"maxConcurrent": 3}}"#).isEmpty)
    }

    @Test func moreThanFiveAdsAreNamedAsBatchesOfFive() {
        let seven = (1...7).map { #"{"at": 0, "request": "ad\#($0)", "duration": 500, "ad": {"unit": "feed"}}"# }.joined(separator: ", ")
        let batch = findings(AdRequestsUnbatchedRule.self, timeline: seven)
        #expect(batch.count == 1)
        #expect(
            batch.first?.message.hasSuffix("7 ads in all on iPhone 15; load them in 2 requests (5 + 2 ads): one request returns up to 5")
                == true)
    }
}

/// Frames are due while a spinner is on screen (an animation is running).
@Suite struct LaunchSpinnerTests {
    @Test func aBlockWhileASpinnerShowsMissesFramesAndStopsOnceItIsHidden() throws {
        func hitches(hideAt: Double) throws -> HitchReport {
            let json = """
                {"screen": "s", "root": {"id": "root", "children": [{"id": "spinner", "kind": "spinner", "style": {"height": 40}}]},
                 "timeline": [{"at": \(hideAt), "hide": "spinner"}, {"at": 1000, "work": "parse", "duration": 100, "thread": "main"}]}
                """
            let device = DeviceProfile(name: "Test", width: 400, height: 800, scale: 1, refreshRate: 60)
            return try ScreenAnalysis(file: "s.json", screen: try TimelineTestSupport.screen(json), device: device).hitches
        }
        // Spinner shown 0–2000 ms; the 100 ms block at 1000 misses ⌈100 / 16.67⌉ − 1 = 5 frames.
        let spinning = try hitches(hideAt: 2000)
        #expect(spinning.hitches.map(\.missedFrames) == [5])
        #expect(spinning.hitches.first?.demand.source == .animation("spinner"))
        // Hidden at 500 ms: nothing is due at 1000 ms.
        #expect(try hitches(hideAt: 500).hitches.isEmpty)
    }
}
