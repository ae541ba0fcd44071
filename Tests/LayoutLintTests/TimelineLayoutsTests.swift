import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures
@testable import layoutlint

/// The timeline example screens in layouts/, linted end to end by the Linter with every rule.
@Suite struct TimelineLayoutsTests {
    /// Every rule: each example screen must show exactly the problem it is about.
    static let timelineRules = RuleRegistry.all

    /// "rule severity device line:col node atMs: message" per finding, sorted.
    func lint(_ name: String) throws -> [String] {
        let text = try TimelineLint.layoutFile(name)
        let report = Linter(rules: Self.timelineRules).lint(file: "layouts/" + name, bytes: Array(text.utf8))
        #expect(report.errors.isEmpty, "\(report.errors)")
        return report.findings.map {
            "\($0.ruleID) \($0.severity) \($0.device ?? "-") \($0.line):\($0.column) \($0.node ?? "-") \(Format.points($0.atMs ?? -1)): \($0.message)"
        }
    }

    func analyses(_ name: String) throws -> [ScreenAnalysis] {
        let text = try TimelineLint.layoutFile(name)
        let document = try #require(DocumentDecoder().decode(Array(text.utf8), file: name).document)
        return try document.screens.flatMap { screen in
            try screen.devices.map { try ScreenAnalysis(file: name, screen: screen, device: $0, options: AnalysisOptions()) }
        }
    }

    @Test func dailyPuzzleBannerMismatchShiftsTheBoardMidSwipe() throws {
        // Banner widths = screen widths; anchored adaptive heights: SE round(375·50/320) = 59,
        // iPhone 15 round(393·50/320) = 61, Pro Max round(430·50/320) = 67 (all under
        // min(90, 15 % of the height)). The board is centred in the flexible area above the
        // banner, so it moves up by half the growth: 4.5, 5.33 (16 px @3x), 8.33 (25 px @3x).
        let banner = #"or give it height {"provider": "admob.anchoredAdaptiveBanner"}"#
        let swipe = "during the swipe that started at 900ms, because 'banner' content arrived"
        #expect(try lint("daily-puzzle.json") == [
            "shift-during-gesture error iPhone 15 12:9 board 1200: 'board' moves by dy -5.3 at 1200ms \(swipe) (50pt → 61pt tall); reserve the final height (61pt) for 'banner'",
            "shift-during-gesture error iPhone 15 Pro Max 12:9 board 1200: 'board' moves by dy -8.3 at 1200ms \(swipe) (50pt → 67pt tall); reserve the final height (67pt) for 'banner'",
            "shift-during-gesture error iPhone SE (3rd generation) 12:9 board 1200: 'board' moves by dy -4.5 at 1200ms \(swipe) (50pt → 59pt tall); reserve the final height (59pt) for 'banner'",
            "slot-mismatch error iPhone 15 30:7 banner 1200: 'banner' reserves 50pt but its content is 61pt on iPhone 15 (393pt wide); reserve 61pt \(banner)",
            "slot-mismatch error iPhone 15 Pro Max 30:7 banner 1200: 'banner' reserves 50pt but its content is 67pt on iPhone 15 Pro Max (430pt wide); reserve 67pt \(banner)",
            "slot-mismatch error iPhone SE (3rd generation) 30:7 banner 1200: 'banner' reserves 50pt but its content is 59pt on iPhone SE (3rd generation) (375pt wide); reserve 59pt \(banner)",
        ])
        let boardMoves = try analyses("daily-puzzle.json").map { $0.timeline.shifts.first?.score.moved.first { $0.id == "board" }?.dy }
        #expect(boardMoves == [-4.5, -16.0 / 3, -25.0 / 3])
    }

    @Test func dailyPuzzleFixedReservesTheAdaptiveHeight() throws {
        #expect(try lint("daily-puzzle-fixed.json").isEmpty)
        for analysis in try analyses("daily-puzzle-fixed.json") {
            #expect(analysis.timeline.shifts.isEmpty)
            #expect(analysis.timeline.cls == 0)
        }
    }

    @Test func feedImageWithoutReservedHeight() throws {
        // photo1 is 0 tall until a 4:3 photo arrives: 375 / 1.333 = 281.5 on SE (@2x),
        // 393 / 1.333 = 294.67 on iPhone 15; everything below moves by that much.
        let found = try lint("feed-image-unreserved.json")
        #expect(found == [
            "layout-shift warning iPhone 15 12:9 photo1 1400: cls 0.129 on iPhone 15 (393pt wide) exceeds 0.1: at 1400ms (shift 0.129) 'photo1' content arrived (0pt → 294.7pt tall) and moved 'caption1' by dy 294.7, 'post2' by dy 294.7, 'author2' by dy 294.7 and 1 more; reserve the final height (294.7pt) for 'photo1'",
            "layout-shift warning iPhone SE (3rd generation) 12:9 photo1 1400: cls 0.2 on iPhone SE (3rd generation) (375pt wide) exceeds 0.1: at 1400ms (shift 0.2) 'photo1' content arrived (0pt → 281.5pt tall) and moved 'caption1' by dy 281, 'post2' by dy 281.5, 'author2' by dy 281.5 and 1 more; reserve the final height (281.5pt) for 'photo1'",
            #"unreserved-slot error iPhone 15 12:9 photo1 1400: 'photo1' reserves no height; its content arrives at 1400ms as 294.7pt tall and moves 4 nodes by up to 294.7pt; give it height {"aspectRatio": 1.333}"#,
            #"unreserved-slot error iPhone SE (3rd generation) 12:9 photo1 1400: 'photo1' reserves no height; its content arrives at 1400ms as 281.5pt tall and moves 4 nodes by up to 281.5pt; give it height {"aspectRatio": 1.333}"#,
        ])
    }

    @Test func lateInsertionAboveTheArticle() throws {
        // whatsNew (160 tall) goes in under the nav bar (safe area 59 + 44 = y 103) and pushes
        // headline (361 wide, y 103…183), leadImage (393 wide, 183…403) and body (361 wide,
        // 403…803) down 160. Union: 393 × (563 − 183) + 361 × (80 + 289) = 282549 of 393 × 852
        // → impact 0.843843; distance 160 / 852 = 0.187793; score 0.158468.
        #expect(try lint("late-insertion.json") == [
            "layout-shift warning iPhone 15 16:28 whatsNew 2500: cls 0.158 on iPhone 15 (393pt wide) exceeds 0.1: at 2500ms (shift 0.158) 'whatsNew' inserted into 'root' (393×160pt) and moved 'headline' by dy 160, 'leadImage' by dy 160, 'body' by dy 160; reserve 393×160pt for 'whatsNew' before it appears"
        ])
        let shift = try #require(try analyses("late-insertion.json").first?.timeline.shifts.first)
        #expect(abs(shift.score.impactFraction - 282549.0 / 334836) < 1e-9)
        #expect(abs(shift.score.distanceFraction - 160.0 / 852) < 1e-9)
    }

    @Test func spinnerRemovedWhenOrdersArrive() throws {
        // loading (y 103…263) goes away; orders (263…743) moves up 160 → union 103…743:
        // 640 / 852 = 0.751174; distance 160 / 852; score 0.141065.
        #expect(try lint("spinner-removed.json") == [
            "layout-shift warning iPhone 15 10:7 loading 1500: cls 0.141 on iPhone 15 (393pt wide) exceeds 0.1: at 1500ms (shift 0.141) 'orders' content arrived (size unchanged); 'loading' removed (was 393×160pt) and moved 'orders' by dy -160, 'order1' by dy -160, 'order2' by dy -160; keep the 393×160pt of 'loading' reserved until what replaces it fills it, or overlay 'loading' instead of stacking it"
        ])
        let timeline = try #require(try analyses("spinner-removed.json").first?.timeline)
        #expect(timeline.shifts.count == 1)
        #expect(abs(timeline.cls - 640.0 / 852 * 160 / 852) < 1e-9)
        #expect(timeline.frames.last?["spinner"] == nil)
    }
}
