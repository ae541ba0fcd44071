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
}
