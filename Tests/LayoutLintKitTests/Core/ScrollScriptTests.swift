import LayoutModel
import Testing

@testable import LayoutLintKit

/// A scroll script's offset clamped to the content as a `UIScrollView` clamps it, and what a
/// scroll view shows of its content at an offset.
@Suite struct ScrollScriptTests {
    typealias Step = ListSpec.ScrollSegment

    @Test func offsetsAreClampedToTheContentBelowTheViewport() {
        let far = [Step(to: .offset(99_999), velocity: 3000)]
        // 3000 pt/s at 60 Hz is 50 pt a frame; 3000 pt of content in a 700 pt viewport stops at 2300.
        #expect(ScrollScript.offset(far, contentHeight: 3000, viewport: 700, refreshRate: 60, elapsedMs: 500) == 1500)
        #expect(ScrollScript.offset(far, contentHeight: 3000, viewport: 700, refreshRate: 60, elapsedMs: 10_000) == 2300)
        // More content, a farther stop: the offset follows the content as it arrives.
        #expect(ScrollScript.offset(far, contentHeight: 3200, viewport: 700, refreshRate: 60, elapsedMs: 10_000) == 2500)
        // "end" is the same stop; content no taller than the viewport does not scroll at all.
        let end = [Step(to: .end, velocity: 3000)]
        #expect(ScrollScript.offset(end, contentHeight: 3000, viewport: 700, refreshRate: 60, elapsedMs: 10_000) == 2300)
        #expect(ScrollScript.offset(end, contentHeight: 500, viewport: 700, refreshRate: 60, elapsedMs: 10_000) == 0)
        // Negative targets stop at the top; before the script starts it is at the top.
        let back = [Step(to: .offset(1000), velocity: 3000), Step(to: .offset(-50), velocity: 3000)]
        #expect(ScrollScript.offset(back, contentHeight: 3000, viewport: 700, refreshRate: 60, elapsedMs: 10_000) == 0)
        #expect(ScrollScript.offset(back, contentHeight: 3000, viewport: 700, refreshRate: 60, elapsedMs: 0) == 0)
    }

    @Test func durationIsTheLegsOverTheClampedDistances() {
        let script = [Step(to: .offset(99_999), velocity: 3000), Step(to: .offset(0), velocity: 1150)]
        // 2300 pt at 50 pt a frame, then back at 1150/60 pt a frame: 46 + 120 frames at 60 Hz.
        #expect(ScrollScript.durationMs(script, contentHeight: 3000, viewport: 700, refreshRate: 60) == 166.0 * 1000 / 60)
        #expect(ScrollScript.durationMs(script, contentHeight: 600, viewport: 700, refreshRate: 60) == 0)
    }

    /// A 400×800 screen: a scroll view 700 pt tall at y 100 whose content is a child at
    /// content y 1600 (1,500 pt below the scroll view's top) and a sibling outside the scroll view.
    static func scrollingTree() -> (tree: NodeTree, frames: [Rect]) {
        var root = Node(id: "root", location: .start)
        root.children = [1, 3]
        var feed = Node(id: "feed", location: .start)
        feed.style.overflow = .scroll
        feed.parent = 0
        feed.children = [2]
        var photo = Node(id: "photo", location: .start)
        photo.parent = 1
        var bar = Node(id: "bar", location: .start)
        bar.parent = 0
        let frames = [
            Rect(x: 0, y: 0, width: 400, height: 800), Rect(x: 0, y: 100, width: 400, height: 700),
            Rect(x: 0, y: 1600, width: 400, height: 300), Rect(x: 0, y: 0, width: 400, height: 100),
        ]
        return (NodeTree(nodes: [root, feed, photo, bar]), frames)
    }

    @Test func aScrollViewShowsItsContentAtTheOffsetClippedToItsViewport() {
        let (tree, frames) = Self.scrollingTree()
        let screen = Rect(x: 0, y: 0, width: 400, height: 800)
        let top = FrameVisibility(tree: tree, frames: frames, screen: screen)
        #expect(top[2].visible == nil, "below the fold at the top")
        let scrolled = FrameVisibility(tree: tree, frames: frames, screen: screen, contentOffsets: [1: 1500])
        #expect(scrolled[2].scrolled == 1500)
        #expect(scrolled[2].visible == Rect(x: 0, y: 100, width: 400, height: 300))
        // Scrolled farther, the photo slides under the top edge of the viewport and is cut there.
        let farther = FrameVisibility(tree: tree, frames: frames, screen: screen, contentOffsets: [1: 1700])
        #expect(farther[2].visible == Rect(x: 0, y: 100, width: 400, height: 100))
        // Nodes outside the scroll view stay put, and the scroll view itself does not move.
        #expect(farther[3].visible == Rect(x: 0, y: 0, width: 400, height: 100) && farther[3].scrolled == 0)
        #expect(farther[1].visible == frames[1] && farther[1].scrolled == 0)
        // An offset on a node that is not a scroll view moves nothing.
        #expect(FrameVisibility(tree: tree, frames: frames, screen: screen, contentOffsets: [0: 1500])[2].visible == nil)
        // Scrolling incrementally gives what deciding the whole tree gives.
        var updated = top
        #expect(updated.update(changed: [1], tree: tree, frames: frames, screen: screen, contentOffsets: [1: 1700]) == [1, 2])
        #expect(updated == farther)
    }
}
