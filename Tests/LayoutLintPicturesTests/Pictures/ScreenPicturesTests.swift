import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// The pictures of an analysis, made in process.
@Suite struct ScreenPicturesTests {
    @Test func contentDeliveredByAnEventOrInsideAnInsertedNodeCountsAsArrivedFromItsFrame() throws {
        // 'slot' gets its content from an `arrive` event at 500 ms; 'late', inserted at 300 ms,
        // brings content that arrives at 800 ms.
        let pictures = try RenderTestLayouts.pictures(
            """
            {"screen": "Slots", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
              {"id": "slot", "kind": "image", "style": {"height": 100}, "content": {"height": 120}}
            ]},
             "timeline": [
               {"at": 500, "arrive": "slot"},
               {"at": 300, "insert": {"id": "late", "kind": "image", "style": {"height": 50}, "content": {"at": 800}}, "into": "root"}
             ]}
            """)
        func awaiting(_ frame: ScreenPictures.TimedFrame) -> [String] {
            frame.frame.awaitingContent.map { frame.tree.nodes[$0].id }.sorted()
        }
        #expect(pictures.frames.map(\.atMs) == [0, 300, 500, 800])
        #expect(pictures.frames.map(awaiting) == [["slot"], ["late", "slot"], ["late"], []])
    }

    @Test func aScrolledFeedIsDrawnAtItsOffsetAndItsShiftAgainstTheFrameBeforeScrolledAlike() throws {
        // The feed scrolls to 600 pt in its first 200 ms; at 1,000 ms the image at its top, above
        // what is visible, grows 200 pt and pushes the visible blocks down.
        let blocks = (0..<6).map { ##"{"id": "b\##($0)", "kind": "view", "background": "#FFFFFF", "style": {"height": 300}}"## }
        let pictures = try RenderTestLayouts.pictures(
            """
            {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
              {"id": "feed", "style": {"flexGrow": 1, "flexShrink": 1, "overflow": "scroll"}, "scroll": [{"to": 600, "velocity": 3000}],
               "children": [{"id": "top", "kind": "image", "content": {"at": 1000, "height": 200}}, \(blocks.joined(separator: ", "))]}
            ]},
             "timeline": [{"at": 500, "tap": "feed"}]}
            """)
        #expect(pictures.frames.map(\.atMs) == [0, 500, 1000])
        func y(_ id: String, _ frame: RenderFrame) throws -> Double {
            frame.frame(of: try #require(frame.tree.index(of: id))).y
        }
        // Block 2 lies 600 pt down the content: at the top of the screen once scrolled there.
        #expect(try y("b2", pictures.frames[0].frame) == 600)
        #expect(try y("b2", pictures.frames[1].frame) == 0)
        let shift = try #require(pictures.shifts.first)
        // Before and after at the same offset: the diagram shows the 200 pt push, not the scroll.
        #expect(try y("b2", shift.before) == 0 && y("b2", shift.after) == 200)
    }
}
