import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Hand-computed frames and shift scores on a 400×800 @1x screen (column layout from y 0).
@Suite struct TimelineSimulationTests {
    func timeline(_ json: String, threshold: Double = 3) throws -> Timeline {
        try TimelineTestSupport.timeline(json, threshold: threshold)
    }

    func frame(_ timeline: Timeline, _ frame: Int, _ id: String) -> Rect? {
        timeline.frames[frame][id]?.frame
    }

    /// header 100 tall, then `middle` (a node JSON), then body 300 tall.
    func screen(middle: String, timeline events: String) -> String {
        """
        {"screen": "S", "root": {"id": "root", "children": [
          {"id": "header", "background": "#EEE", "style": {"height": 100}},
          \(middle),
          {"id": "body", "background": "#EEE", "style": {"height": 300}}
        ]}, "timeline": [\(events)]}
        """
    }

    @Test func slotGrowingPushesTheBodyDown() throws {
        // banner reserves 50 (y 100…150) and its content is 80: body moves 150 → 180.
        // Impact: body's [150, 450] ∪ [180, 480] = 400 × 330 = 132000 / 320000 = 0.4125.
        // Distance: 30 / 800 = 0.0375. Score 0.4125 × 0.0375 = 0.01546875.
        let result = try timeline(
            screen(middle: #"{"id": "banner", "kind": "ad", "style": {"height": 50}, "content": {"at": 1000, "height": 80}}"#, timeline: "")
        )
        #expect(result.frames.map(\.atMs) == [0, 1000])
        #expect(frame(result, 0, "banner") == Rect(x: 0, y: 100, width: 400, height: 50))
        #expect(frame(result, 1, "banner") == Rect(x: 0, y: 100, width: 400, height: 80))
        #expect(frame(result, 1, "body") == Rect(x: 0, y: 180, width: 400, height: 300))
        let shift = try #require(result.shifts.first)
        #expect(shift.score.moved == [NodeMove(id: "body", dx: 0, dy: 30)])
        #expect(abs(shift.score.impactFraction - 0.4125) < 1e-9)
        #expect(abs(shift.score.distanceFraction - 0.0375) < 1e-9)
        #expect(abs(result.cls - 0.01546875) < 1e-9)
        #expect(shift.cause == "'banner' content arrived (50pt → 80pt tall)")
        #expect(shift.culprit?.id == "banner")
        #expect(shift.culprit?.reservedHeight == true)
    }

    @Test func arriveEventUsesTheNodesContentUnlessItGivesSizes() throws {
        // The event overrides the content's 80 with 60: body moves 150 → 160.
        let result = try timeline(
            screen(
                middle: ##"{"id": "banner", "background": "#EEE", "style": {"height": 50}, "content": {"height": 80}}"##,
                timeline: #"{"at": 700, "arrive": "banner", "height": 60}"#))
        #expect(frame(result, 1, "body")?.y == 160)
        #expect(result.shifts.first?.cause == "'banner' content arrived (50pt → 60pt tall)")
    }

    @Test func hidingMovesWhatFollowsUp() throws {
        // Hiding the 100-tall header moves banner (100 → 0) and body (150 → 50) up 100.
        // Union: banner [0,50] ∪ [100,150], body [50,350] ∪ [150,450] → [0,450] = 180000
        // of 320000 = 0.5625; distance 100 / 800 = 0.125; score 0.0703125.
        let result = try timeline(
            screen(
                middle: ##"{"id": "banner", "background": "#EEE", "style": {"height": 50}}"##, timeline: ##"{"at": 500, "hide": "header"}"##
            ))
        let shift = try #require(result.shifts.first)
        #expect(shift.score.moved == [NodeMove(id: "banner", dx: 0, dy: -100), NodeMove(id: "body", dx: 0, dy: -100)])
        #expect(abs(shift.score.score - 0.0703125) < 1e-9)
        #expect(shift.cause == "'header' hidden (was 400×100pt)")
        #expect(result.frames[1]["header"]?.isVisible == false)
    }

    @Test func showingMovesWhatFollowsDown() throws {
        // 'notice' (display none, 40 tall) is shown between header and body: body 100 → 140.
        // Union [100,400] ∪ [140,440] = 400 × 340 = 136000 / 320000 = 0.425; distance 40/800 = 0.05.
        let result = try timeline(
            screen(
                middle: ##"{"id": "notice", "background": "#EEE", "style": {"height": 40, "display": "none"}}"##,
                timeline: #"{"at": 2000, "show": "notice"}"#))
        let shift = try #require(result.shifts.first)
        #expect(shift.score.moved.map(\.id) == ["body"])
        #expect(abs(shift.score.score - 0.425 * 0.05) < 1e-9)
        #expect(shift.cause == "'notice' shown (400×40pt)")
        #expect(shift.atMs == 2000)
    }

    @Test func insertAboveContentPushesEverythingDown() throws {
        // 'promo' (60 tall) is inserted at index 0: header 0 → 60, banner 100 → 160, body 150 → 210.
        // Union [0,510] = 204000 / 320000 = 0.6375; distance 60/800 = 0.075 → 0.0478125.
        let result = try timeline(
            screen(
                middle: ##"{"id": "banner", "background": "#EEE", "style": {"height": 50}}"##,
                timeline:
                    ##"{"at": 1500, "insert": {"id": "promo", "background": "#EEE", "style": {"height": 60}}, "into": "root", "index": 0}"##
            ))
        #expect(frame(result, 1, "promo") == Rect(x: 0, y: 0, width: 400, height: 60))
        #expect(frame(result, 1, "body")?.y == 210)
        let shift = try #require(result.shifts.first)
        #expect(shift.score.moved.map(\.id) == ["header", "banner", "body"], "the inserted node itself is never unstable")
        #expect(abs(shift.score.score - 0.6375 * 0.075) < 1e-9)
        #expect(shift.cause == "'promo' inserted into 'root' (400×60pt)")
        #expect(shift.culprit?.kind == .inserted(into: "root"))
    }

    @Test func insertWithoutIndexGoesLast() throws {
        let result = try timeline(
            screen(
                middle: ##"{"id": "banner", "background": "#EEE", "style": {"height": 50}}"##,
                timeline: ##"{"at": 1500, "insert": {"id": "footer", "background": "#EEE", "style": {"height": 60}}, "into": "root"}"##))
        #expect(frame(result, 1, "footer")?.y == 450)
        #expect(result.shifts.isEmpty, "appending below everything moves nothing")
    }

    @Test func removingTheSpinnerPullsContentUp() throws {
        // The 40-tall spinner (y 100…140) with a child goes away: body 140 → 100.
        // Union [100,440] = 136000 / 320000 = 0.425; distance 40/800 = 0.05.
        let result = try timeline(
            screen(
                middle:
                    #"{"id": "spinner", "kind": "spinner", "style": {"height": 40}, "children": [{"id": "dot", "style": {"height": 10}}]}"#,
                timeline: #"{"at": 900, "remove": "spinner"}"#))
        #expect(result.frames[1]["spinner"] == nil)
        #expect(result.frames[1]["dot"] == nil)
        #expect(result.frames[1].nodes.map(\.id) == ["root", "header", "body"])
        let shift = try #require(result.shifts.first)
        #expect(shift.score.moved == [NodeMove(id: "body", dx: 0, dy: -40)])
        #expect(abs(shift.score.score - 0.425 * 0.05) < 1e-9)
        #expect(shift.cause == "'spinner' removed (was 400×40pt)")
    }

    @Test func settingStyleHeightResizesAndMoves() throws {
        // header height 100 → 150: body 100 → 150 (the slot is 0 tall here).
        let result = try timeline(
            screen(
                middle: ##"{"id": "gap", "background": "#EEE", "style": {"height": 0}}"##,
                timeline: ##"{"at": 300, "set": "header", "style": {"height": 150}}"##))
        #expect(frame(result, 1, "header")?.height == 150)
        let shift = try #require(result.shifts.first)
        #expect(shift.score.moved == [NodeMove(id: "body", dx: 0, dy: 50)])
        #expect(shift.cause == "'header' style changed (100pt → 150pt tall)")
    }

    @Test func settingEdgeAndPositionKeysCopiesOnlyThoseKeys() throws {
        // set marginTop 30 and paddingLeft 8 on body: it moves down 30 (body at 150 → 180); its
        // height stays 300 because only the listed keys are copied.
        let result = try timeline(
            screen(
                middle: ##"{"id": "gap", "background": "#EEE", "style": {"height": 50}}"##,
                timeline: #"{"at": 300, "set": "body", "style": {"marginTop": 30, "paddingLeft": 8}}"#))
        #expect(frame(result, 1, "body") == Rect(x: 0, y: 180, width: 400, height: 300))
        #expect(result.shifts.first?.score.moved == [NodeMove(id: "body", dx: 0, dy: 30)])
        var style = Style()
        var source = Style()
        source.margin.top = .points(30)
        source.padding.horizontal = .points(8)
        source.position.left = .points(4)
        source.height = .length(.points(1))
        for key in ["marginTop", "paddingHorizontal", "left"] { style.copy(key, from: source) }
        #expect(style.margin.top == .points(30))
        #expect(style.padding.horizontal == .points(8))
        #expect(style.position.left == .points(4))
        #expect(style.height == .length(.auto))
    }

    @Test func shiftsSoonAfterATapAreExpected() throws {
        // A tap at 800 excuses the arrival at 1000 (200 ms later): listed, not scored.
        let slot = ##"{"id": "banner", "background": "#EEE", "style": {"height": 50}, "content": {"at": 1000, "height": 80}}"##
        let excused = try timeline(screen(middle: slot, timeline: #"{"at": 800, "tap": "header"}"#))
        #expect(excused.shifts.count == 1)
        #expect(excused.shifts.first?.expected == true)
        #expect(excused.cls == 0)
        // At 500 ms after the tap the window has closed: scored again.
        let late = try timeline(screen(middle: slot, timeline: #"{"at": 500, "tap": "header"}"#))
        #expect(late.shifts.first?.expected == false)
        #expect(abs(late.cls - 0.01546875) < 1e-9)
        // A tap in the same frame as the change counts (the change follows the input).
        let same = try timeline(screen(middle: slot, timeline: #"{"at": 1000, "tap": "header"}"#))
        #expect(same.shifts.first?.expected == true)
        #expect(same.shifts.first?.cause == "'banner' content arrived (50pt → 80pt tall); 'header' tapped")
    }

    @Test func twoPointMoveIsStableThreePointsIsNot() throws {
        let grow2 = try timeline(
            screen(
                middle: ##"{"id": "s", "background": "#EEE", "style": {"height": 50}, "content": {"at": 100, "height": 52}}"##, timeline: ""
            ))
        #expect(grow2.shifts.isEmpty)
        #expect(grow2.frames[1]["body"]?.frame.y == 152)
        let grow3 = try timeline(
            screen(
                middle: ##"{"id": "s", "background": "#EEE", "style": {"height": 50}, "content": {"at": 100, "height": 53}}"##, timeline: ""
            ))
        #expect(grow3.shifts.first?.score.moved == [NodeMove(id: "body", dx: 0, dy: 3)])
        // With shiftThreshold 4 the 3 pt move is stable.
        let configured = try timeline(
            screen(
                middle: ##"{"id": "s", "background": "#EEE", "style": {"height": 50}, "content": {"at": 100, "height": 53}}"##, timeline: ""
            ), threshold: 4)
        #expect(configured.shifts.isEmpty)
    }

    @Test func clipsToBoundsAncestorClipsTheVisualRepresentation() throws {
        // 'card' (y 0…100) clips; inside, 'slot' grows 10 → 40 and pushes 'inner' (80 tall)
        // from y 10 to 40. Clipped to the card: [10,90] ∪ [40,100] = [10,100] = 36000 / 320000
        // = 0.1125 (unclipped it would be [10,120] = 0.1375); distance 30/800 = 0.0375.
        let result = try timeline(
            """
            {"screen": "S", "root": {"id": "root", "children": [
              {"id": "card", "clipsToBounds": true, "style": {"height": 100}, "children": [
                {"id": "slot", "style": {"height": 10}, "content": {"at": 600, "height": 40}},
                {"id": "inner", "background": "#EEE", "style": {"height": 80}}
              ]}
            ]}}
            """)
        #expect(result.frames[1]["inner"]?.visibility.visible == Rect(x: 0, y: 40, width: 400, height: 60))
        let shift = try #require(result.shifts.first)
        #expect(abs(shift.score.impactFraction - 0.1125) < 1e-9)
        #expect(abs(shift.score.score - 0.1125 * 0.0375) < 1e-9)
    }

    @Test func eventsAtTheSameTimeMakeOneFrame() throws {
        // Two arrivals at 1000 (content.at and an arrive event) give one frame and one shift.
        let result = try timeline(
            """
            {"screen": "S", "root": {"id": "root", "children": [
              {"id": "a", "background": "#EEE", "style": {"height": 10}, "content": {"at": 1000, "height": 20}},
              {"id": "b", "background": "#EEE", "style": {"height": 10}, "content": {"height": 50}},
              {"id": "c", "background": "#EEE", "style": {"height": 100}}
            ]}, "timeline": [{"at": 1000, "arrive": "b"}, {"at": 1000, "tap": "c"}, {"at": 2000, "work": "sync", "duration": 10, "thread": "background"}]}
            """)
        #expect(result.frames.map(\.atMs) == [0, 1000, 2000])
        #expect(result.steps[0].changes.map(\.id) == ["a", "b"])
        // c moves 20 → 70 (+50); b moves 10 → 20 (+10).
        #expect(result.shifts.count == 1)
        #expect(result.shifts.first?.score.moved == [NodeMove(id: "b", dx: 0, dy: 10), NodeMove(id: "c", dx: 0, dy: 50)])
        #expect(result.shifts.first?.culprit?.id == "b", "b changed most (40 pt)")
    }

    @Test func contentAtZeroIsPartOfTheFirstFrame() throws {
        let result = try timeline(
            screen(
                middle: ##"{"id": "s", "background": "#EEE", "style": {"height": 50}, "content": {"at": 0, "height": 70}}"##, timeline: ""))
        #expect(result.frames.count == 1)
        #expect(frame(result, 0, "body")?.y == 170)
        #expect(result.shifts.isEmpty)
    }
}
