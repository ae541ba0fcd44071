import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Exact messages, locations and severities of the timeline rules on their own examples
/// (iPhone 15: 393×852, no safe area on these roots).
@Suite struct TimelineRuleMessageTests {
    func findings(_ rule: any Rule.Type, example: Int) throws -> [Finding] {
        let layout = MarkedExample(rule.description.triggeringExamples[example].layout).text
        return try TimelineLint.findings([rule], in: layout)
    }

    @Test func layoutShiftNamesClsWorstShiftCauseAndFix() throws {
        // promo (200 tall) inserted on top: title [0,44] and article [44,896] move down 200.
        // Union of their visible parts [0,852] × 393 / (393 × 852) = 1; distance 200 / 852 = 0.2347.
        let found = try findings(LayoutShiftRule.self, example: 0)
        #expect(
            found.map(\.message) == [
                "cls exceeds its budget, most at 1500ms when 'promo' was inserted into 'root', moving 'title' and 'article': 0.235 over 0.1 (shift 0.235) on iPhone 15; reserve its 200pt of height for 'promo' before it appears, or overlay it instead of stacking it"
            ])
        #expect(found.first?.node == "promo")
        #expect(found.first?.atMs == 1500)
        #expect(found.first?.device == "iPhone 15")
        // hero 0 → 300 pushes story [0,500] to [300,800]: 800/852 × 300/852 = 0.3306 > 0.25.
        let severe = try findings(LayoutShiftRule.self, example: 1)
        #expect(severe.map(\.severity) == [.error])
        #expect(
            severe.first?.message.hasPrefix(
                "cls exceeds its budget, most at 800ms when 'hero' content arrived, moving 'story': 0.331 over 0.25 (shift 0.331) on iPhone 15"
            ) == true, "\(severe)")
    }

    @Test func layoutShiftThresholdsAreOptions() throws {
        // With budgets raising the warning to 0.24, the 0.235 example passes.
        let layout = MarkedExample(LayoutShiftRule.description.triggeringExamples[0].layout).text
            .replacingOccurrences(of: "\"devices\"", with: "\"budgets\": {\"layout-shift\": {\"warning\": 0.24}}, \"devices\"")
        #expect(try TimelineLint.findings([LayoutShiftRule.self], in: layout).isEmpty)
    }

    @Test func slotMismatchMessageAndSeverity() throws {
        // iPhone 15: round(393 × 50 / 320) = 61, within [50, min(90, 127)] → 61; the banner's
        // top moves up 11 pt, so something moves: error.
        let found = try findings(SlotMismatchRule.self, example: 0)
        #expect(
            found.map(\.message) == [
                "'banner' reserves a height other than its content's: 50pt for 61pt on iPhone 15; give 'banner' height {\"provider\": \"admob.anchoredAdaptiveBanner\"}"
            ])
        #expect(found.map(\.severity) == [.error])
        #expect(found.map { "\($0.line):\($0.column)" } == ["3:3"])
        // The avatar shrinks 120 → 100 at the bottom of the stack: nothing moves, warning.
        let quiet = try findings(SlotMismatchRule.self, example: 1)
        #expect(
            quiet.map(\.message) == [
                "'avatar' reserves a height other than its content's: 120pt for 100pt on iPhone 15; give 'avatar' height 100"
            ])
        #expect(quiet.map(\.severity) == [.warning])
    }

    @Test func unreservedSlotMessage() throws {
        // hero arrives 220 tall, moving title and steps by 220; 393 / 220 = 1.786.
        #expect(
            try findings(UnreservedSlotRule.self, example: 0).map(\.message) == [
                "'hero' reserves no height; its content arrives at 1200ms and moves what follows: 220pt tall, moving 2 nodes by up to 220pt on iPhone 15; give 'hero' height 220"
            ])
        // photo: 393 / 1.5 = 262 tall; the adaptive size is the fix.
        #expect(
            try findings(UnreservedSlotRule.self, example: 1).map(\.message) == [
                "'photo' reserves no height; its content arrives at 900ms and moves what follows: 262pt tall, moving 1 node by up to 262pt on iPhone 15; give 'photo' height {\"aspectRatio\": 1.5}"
            ])
    }

    @Test func shiftDuringGestureNamesTheOutermostMovedNode() throws {
        #expect(
            try findings(ShiftDuringGestureRule.self, example: 0).map(\.message) == [
                "'board' moves during the swipe that started at 900ms when 'banner' content arrived: by dy 40 at 1200ms on iPhone 15; give 'banner' height 90"
            ])
        // The gesture is on row1; its ancestor 'rows' moved (and row1 with it): one finding at 'rows'.
        let found = try findings(ShiftDuringGestureRule.self, example: 1)
        #expect(found.map(\.node) == ["rows"])
        #expect(found.map(\.atMs) == [500])
    }
}
