import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures
@testable import layoutlint

/// Exact messages, locations and severities of the timeline rules on their own examples
/// (iPhone 15: 393×852, no safe area on these roots).
@Suite struct TimelineRuleMessageTests {
    func findings(_ rule: any Rule.Type, example: Int) throws -> [Finding] {
        let layout = MarkedExample(rule.description.triggeringExamples[example].layout).text
        return try TimelineLint.findings([rule], in: layout)
    }

    @Test func layoutShiftNamesClsWorstShiftCauseAndFix() throws {
        // promo (120 tall) inserted on top: title [0,44] and article [44,644] move down 120.
        // Union [0,764] × 393 / (393 × 852) = 0.8967; distance 120 / 852 = 0.1408; 0.1263.
        let found = try findings(LayoutShiftRule.self, example: 0)
        #expect(found.map(\.message) == [
            "cls 0.126 on iPhone 15 (393pt wide) exceeds 0.1: at 1500ms (shift 0.126) 'promo' inserted into 'root' (393×120pt) and moved 'title' by dy 120, 'article' by dy 120; reserve 393×120pt for 'promo' before it appears"
        ])
        #expect(found.first?.node == "promo")
        #expect(found.first?.atMs == 1500)
        #expect(found.first?.device == "iPhone 15")
        // hero 0 → 300 pushes story [0,500] to [300,800]: 800/852 × 300/852 = 0.3306 > 0.25.
        let severe = try findings(LayoutShiftRule.self, example: 1)
        #expect(severe.map(\.severity) == [.error])
        #expect(severe.first?.message.hasPrefix("cls 0.331 on iPhone 15 (393pt wide) exceeds 0.25: at 800ms (shift 0.331) 'hero' content arrived (0pt → 300pt tall)") == true)
    }

    @Test func layoutShiftThresholdsAreOptions() throws {
        // With budgets raising the warning to 0.2, the 0.126 example passes.
        let layout = MarkedExample(LayoutShiftRule.description.triggeringExamples[0].layout).text
            .replacingOccurrences(of: "\"devices\"", with: "\"budgets\": {\"layout-shift\": {\"warning\": 0.2}}, \"devices\"")
        #expect(try TimelineLint.findings([LayoutShiftRule.self], in: layout).isEmpty)
    }

    @Test func slotMismatchMessageAndSeverity() throws {
        // iPhone 15: round(393 × 50 / 320) = 61, within [50, min(90, 127)] → 61; the banner's
        // top moves up 11 pt, so something moves: error.
        let found = try findings(SlotMismatchRule.self, example: 0)
        #expect(found.map(\.message) == [
            "'banner' reserves 50pt but its content is 61pt on iPhone 15 (393pt wide); reserve 61pt or give it height {\"provider\": \"admob.anchoredAdaptiveBanner\"}"
        ])
        #expect(found.map(\.severity) == [.error])
        #expect(found.map { "\($0.line):\($0.column)" } == ["3:3"])
        // The avatar shrinks 120 → 100 at the bottom of the stack: nothing moves, warning.
        let quiet = try findings(SlotMismatchRule.self, example: 1)
        #expect(quiet.map(\.message) == ["'avatar' reserves 120pt but its content is 100pt on iPhone 15 (393pt wide); reserve 100pt"])
        #expect(quiet.map(\.severity) == [.warning])
    }

    @Test func unreservedSlotMessage() throws {
        // hero arrives 220 tall, moving title and steps by 220; 393 / 220 = 1.786.
        #expect(try findings(UnreservedSlotRule.self, example: 0).map(\.message) == [
            "'hero' reserves no height; its content arrives at 1200ms as 220pt tall and moves 2 nodes by up to 220pt; give it height 220 (or {\"aspectRatio\": 1.786})"
        ])
        // photo: 393 / 1.5 = 262 tall; the adaptive size is the fix.
        #expect(try findings(UnreservedSlotRule.self, example: 1).map(\.message) == [
            "'photo' reserves no height; its content arrives at 900ms as 262pt tall and moves 1 node by up to 262pt; give it height {\"aspectRatio\": 1.5}"
        ])
    }

    @Test func shiftDuringGestureNamesTheOutermostMovedNode() throws {
        #expect(try findings(ShiftDuringGestureRule.self, example: 0).map(\.message) == [
            "'board' moves by dy 40 at 1200ms during the swipe that started at 900ms, because 'banner' content arrived (50pt → 90pt tall); reserve the final height (90pt) for 'banner'"
        ])
        // The gesture is on row1; its ancestor 'rows' moved (and row1 with it): one finding at 'rows'.
        let found = try findings(ShiftDuringGestureRule.self, example: 1)
        #expect(found.map(\.node) == ["rows"])
        #expect(found.map(\.atMs) == [500])
    }
}
