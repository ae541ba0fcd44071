import LayoutModel
import Testing

@testable import LayoutLintKit

/// A scroll view's scroll script in the timeline: its offset at every frame, scrolling that is
/// no shift, content growing above what is visible that is one (UIKit has no scroll anchoring),
/// and the incremental replay equal to laying every frame out whole.
@Suite struct ScrollViewTimelineTests {
    /// On the 400×800 @1x test device: a 100 pt bar over a scroll view (y 100, 700 pt tall)
    /// whose content is an image at the top that grows from 0 to 200 pt at 1,000 ms and ten
    /// 300 pt blocks. The script scrolls to 1,500 pt at 3,000 pt/s (in 500 ms). A tap at 300 ms
    /// makes a frame in which nothing but the scroll changed.
    static func screen(script: String = #"[{"to": 1500, "velocity": 3000}]"#, events: String = "") -> String {
        let blocks = (0..<10).map {
            ##"{"id": "b\##($0)", "kind": "label", "text": "B", "background": "#FFFFFF", "style": {"height": 300}}"##
        }
        return """
            {"screen": "S", "root": {"id": "root", "background": "#FFFFFF", "children": [
              {"id": "bar", "kind": "label", "text": "Bar", "background": "#FFFFFF", "style": {"height": 100}},
              {"id": "feed", "style": {"flexGrow": 1, "flexShrink": 1, "overflow": "scroll"}, "scroll": \(script), "children": [
                {"id": "top", "kind": "image", "image": {"hasAlpha": false}, "content": {"at": 1000, "height": 200}},
                \(blocks.joined(separator: ",\n"))
              ]}
            ]},
            "timeline": [{"at": 300, "tap": "bar"}\(events)]}
            """
    }

    @Test func theOffsetAtEveryFrameAndScrollingIsNoShift() throws {
        let timeline = try TimelineTestSupport.timeline(Self.screen())
        #expect(timeline.frames.map(\.atMs) == [0, 300, 1000])
        #expect(timeline.frames.map { $0["feed"]?.contentOffset } == [0, 900, 1500])
        let atTap = timeline.frames[1]
        // At 900 pt, block 3 (content 900–1200) is at the top of the viewport and block 0 is gone.
        #expect(atTap["b3"]?.visibility.visible == Rect(x: 0, y: 100, width: 400, height: 300))
        #expect(atTap["b3"]?.frame == Rect(x: 0, y: 1000, width: 400, height: 300), "frames stay as laid out")
        #expect(atTap["b3"]?.screenFrame == Rect(x: 0, y: 100, width: 400, height: 300))
        #expect(atTap["b0"]?.visibility.visible == nil)
        #expect(atTap["bar"]?.visibility.visible == Rect(x: 0, y: 0, width: 400, height: 100))
        #expect(timeline.steps[0].shift == nil, "scrolling moved nothing")
    }

    @Test func contentGrowingAboveTheVisiblePartShiftsWhatIsVisible() throws {
        let timeline = try TimelineTestSupport.timeline(Self.screen())
        let shift = try #require(timeline.steps.last?.shift)
        #expect(shift.atMs == 1000)
        // Blocks 5–7 were visible at 1,500 pt (content 1500–2200) and moved down 200 pt.
        let moved = shift.score.moved.map(\.id)
        #expect(moved.contains("b5") && moved.contains("b6") && moved.contains("b7"), "\(moved)")
        #expect(shift.score.moved.allSatisfy { $0.dy == 200 })
        #expect(!shift.expected && timeline.cls > 0)
        #expect(shift.cause == "'top' content arrived (0pt → 200pt tall) while 'feed' is scrolled to 1500pt")
        // At the top, the same growth moves only what is below it on screen, scrolled to nothing.
        let still = try TimelineTestSupport.timeline(Self.screen(script: "[]"))
        #expect(still.frames.map { $0["feed"]?.contentOffset } == [0, 0, 0])
        #expect(still.steps.last?.shift?.cause == "'top' content arrived (0pt → 200pt tall)")
    }

    @Test func contentArrivingFarBelowWhatIsVisibleShiftsNothing() throws {
        // Scrolled to 300 pt only: the viewport shows content 300–1000, and the image that
        // arrives at 2,000 pt of content moves only what is below it, out of sight.
        let document = Self.screen(
            script: #"[{"to": 300, "velocity": 3000}]"#,
            events: #", {"at": 1200, "insert": {"id": "late", "kind": "image", "style": {"height": 250}}, "into": "feed", "index": 8}"#)
        let timeline = try TimelineTestSupport.timeline(document)
        #expect(timeline.frames.last?["feed"]?.contentOffset == 300)
        let insertion = try #require(timeline.steps.last)
        #expect(insertion.atMs == 1200 && insertion.shift == nil, "\(String(describing: insertion.shift))")
    }

    @Test func framesAreDueWhileTheScriptPlaysAsForAList() throws {
        let screen = try TimelineTestSupport.screen(Self.screen())
        let analysis = try ScreenAnalysis(file: "s.json", screen: screen, device: TimelineTestSupport.device)
        // 1,500 pt at 50 pt a frame: 30 frames at 60 Hz, from the first frame.
        let scroll = analysis.hitches.demands.filter { $0.source == .scroll("feed") }
        #expect(scroll == [FrameDemand(source: .scroll("feed"), startMs: 0, endMs: 500)])
        let still = try ScreenAnalysis(
            file: "s.json", screen: TimelineTestSupport.screen(Self.screen(script: "[]")), device: TimelineTestSupport.device)
        #expect(!still.hitches.demands.contains { $0.source == .scroll("feed") })
    }

    @Test func incrementalReplayEqualsLayingEveryFrameOutWhole() throws {
        let documents = [
            Self.screen(),
            Self.screen(script: #"[{"to": "end", "velocity": 2000}, {"to": 400, "velocity": 5000}]"#),
            Self.screen(
                script: #"[{"to": 1200, "velocity": 1800}]"#,
                events:
                    #", {"at": 700, "insert": {"id": "late", "kind": "image", "style": {"height": 250}}, "into": "feed", "index": 3}, {"at": 1400, "hide": "b1"}"#
            ),
        ]
        let device = TimelineTestSupport.device
        for document in documents {
            let screen = try TimelineTestSupport.screen(document)
            var recorder = LayoutRecorder(keepsAll: false)
            let incremental = try TimelineSimulator.simulate(
                screen: screen, device: device, options: AnalysisOptions(), layouter: EngineLayouter(), recorder: &recorder)
            let whole = try TimelineSimulator.simulateWhole(screen: screen, device: device, options: AnalysisOptions())
            #expect(incremental.frames.count == whole.frames.count)
            for (frame, expected) in zip(incremental.frames, whole.frames) {
                #expect(frame.nodes == expected.nodes, "at \(expected.atMs)ms")
            }
            #expect(incremental.steps == whole.steps)
            #expect(incremental.cls == whole.cls)
        }
    }
}
