import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// The timeline example screens in layouts/, linted end to end by the Linter with every rule.
@Suite struct TimelineLayoutsTests {
    /// Every rule: each example screen must show exactly the problem it is about.
    static let timelineRules = RuleRegistry.all

    /// "rule severity line:col node atMs: message" per finding, each followed by its related
    /// findings as "  related rule …", in report order.
    func lint(_ name: String) throws -> [String] {
        let text = try TimelineLint.layoutFile(name)
        let report = Linter(rules: Self.timelineRules).lint(file: "layouts/" + name, bytes: Array(text.utf8))
        #expect(report.errors.isEmpty, "\(report.errors)")
        func line(_ finding: Finding) -> String {
            "\(finding.ruleID) \(finding.severity) \(finding.line):\(finding.column) \(finding.node ?? "-") \(Format.points(finding.atMs ?? -1)): \(finding.message)"
        }
        return report.findings.flatMap { finding in [line(finding)] + finding.related.map { "  related " + line($0) } }
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
        // One finding on the three phones, each phone's numbers in it, the one fix valid on all;
        // the board moving under the finger is its consequence.
        let banner = #"give 'banner' height {"provider": "admob.anchoredAdaptiveBanner"}"#
        #expect(
            try lint("daily-puzzle.json") == [
                "slot-mismatch error 30:7 banner 1200: 'banner' reserves a height other than its content's: 50pt for 59pt on iPhone SE (3rd generation) (375pt wide), "
                    + "50pt for 61pt on iPhone 15 (393pt wide) and 50pt for 67pt on iPhone 15 Pro Max (430pt wide); \(banner)",
                "  related shift-during-gesture error 12:9 board 1200: 'board' moves during the swipe that started at 900ms when 'banner' content arrived: "
                    + "by dy -4.5 at 1200ms on iPhone SE (3rd generation) (375pt wide), by dy -5.3 at 1200ms on iPhone 15 (393pt wide) "
                    + "and by dy -8.3 at 1200ms on iPhone 15 Pro Max (430pt wide); \(banner)",
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
        #expect(
            found == [
                "unreserved-slot error 12:9 photo1 1400: 'photo1' reserves no height; its content arrives at 1400ms and moves what follows: "
                    + "281.5pt tall, moving 4 nodes by up to 281.5pt on iPhone SE (3rd generation) (375pt wide) and 294.7pt tall, moving 4 nodes "
                    + #"by up to 294.7pt on iPhone 15 (393pt wide); give 'photo1' height {"aspectRatio": 1.333}"#,
                "  related layout-shift warning 12:9 photo1 1400: cls exceeds its budget, most at 1400ms when 'photo1' content arrived, moving "
                    + "'caption1', 'post2', 'author2' and 1 more node: 0.2 over 0.1 (shift 0.2) on iPhone SE (3rd generation) (375pt wide) and "
                    + #"0.129 over 0.1 (shift 0.129) on iPhone 15 (393pt wide); give 'photo1' height {"aspectRatio": 1.333}"#,
            ])
    }

    @Test func lateInsertionAboveTheArticle() throws {
        // whatsNew (160 tall) goes in under the nav bar (safe area 59 + 44 = y 103) and pushes
        // headline (361 wide, y 103…183), leadImage (393 wide, 183…403) and body (361 wide,
        // 403…803) down 160. Union: 393 × (563 − 183) + 361 × (80 + 289) = 282549 of 393 × 852
        // → impact 0.843843; distance 160 / 852 = 0.187793; score 0.158468.
        #expect(
            try lint("late-insertion.json") == [
                // After the insertion the article is taller than the screen and nothing scrolls it.
                "content-off-screen warning 4:11 root 2500: the column 'root' is too small for its children, which lie outside the "
                    + "screen: its children take 963 pt, it has 852 pt; off screen: 'body' (label) on iPhone 15; make 'root' a scroll view "
                    + "(overflow \"scroll\") so that its children can be scrolled into view",
                "layout-shift warning 16:28 whatsNew 2500: cls exceeds its budget, most at 2500ms when 'whatsNew' was inserted into 'root', moving "
                    + "'headline', 'leadImage' and 'body': 0.158 over 0.1 (shift 0.158) on iPhone 15; reserve its 160pt of height for 'whatsNew' "
                    + "before it appears, or overlay it instead of stacking it",
            ])
        let shift = try #require(try analyses("late-insertion.json").first?.timeline.shifts.first)
        #expect(abs(shift.score.impactFraction - 282549.0 / 334836) < 1e-9)
        #expect(abs(shift.score.distanceFraction - 160.0 / 852) < 1e-9)
    }

    @Test func lateImageInAScrolledFeed() throws {
        // The feed has scrolled 1,240 pt down to the photo when it arrives: the stories under it,
        // in the viewport, jump down by its height on each phone; the fixed feed reserves it.
        let found = try lint("feed-scrolled-late-photo.json")
        #expect(found.count == 3, "\(found)")
        #expect(found.first?.hasPrefix("unreserved-slot error 19:9 photo 1500: 'photo' reserves no height") == true, "\(found)")
        #expect(
            found.dropFirst().allSatisfy {
                $0.hasPrefix("  related layout-shift ") && $0.contains("when 'photo' content arrived while 'feed' is scrolled to 1240pt")
            }, "\(found)")
        let offsets = try analyses("feed-scrolled-late-photo.json").map { $0.timeline.frames.last?["feed"]?.contentOffset }
        #expect(offsets == [1240, 1240])
        #expect(try lint("feed-scrolled-late-photo-fixed.json").isEmpty)
    }

    @Test func spinnerRemovedWhenOrdersArrive() throws {
        // loading (y 103…263) goes away; orders (263…743) moves up 160 → union 103…743:
        // 640 / 852 = 0.751174; distance 160 / 852; score 0.141065.
        #expect(
            try lint("spinner-removed.json") == [
                "layout-shift warning 10:7 loading 1500: cls exceeds its budget, most at 1500ms when 'loading' was removed, moving 'orders', "
                    + "'order1' and 'order2': 0.141 over 0.1 (shift 0.141) on iPhone 15; keep its 160pt of height reserved until what replaces "
                    + "'loading' fills it, or overlay 'loading' instead of stacking it"
            ])
        let timeline = try #require(try analyses("spinner-removed.json").first?.timeline)
        #expect(timeline.shifts.count == 1)
        #expect(abs(timeline.cls - 640.0 / 852 * 160 / 852) < 1e-9)
        #expect(timeline.frames.last?["spinner"] == nil)
    }
}
