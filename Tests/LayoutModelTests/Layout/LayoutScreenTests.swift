import LayoutModel
import Testing

@Suite struct LayoutScreenTests {
    private func node(_ id: String, kind: NodeKind = .view, _ style: Style = Style(), children: [Int] = [], parent: Int? = nil) -> Node {
        var n = Node(id: id, location: SourceLocation(line: 1, column: 1))
        n.kind = kind
        n.style = style
        n.children = children
        n.parent = parent
        return n
    }

    @Test func safeAreaAndAdaptiveBannerOnIPhone15() throws {
        let device = try #require(DeviceProfile.named("iPhone 15"))
        var root = node("root", children: [1, 2, 3])
        root.safeArea = true
        var banner = Style()
        banner.height = .adaptive(.provider(.anchoredAdaptiveBanner))
        let tree = NodeTree(nodes: [
            root,
            node("title", kind: .label, style(height: .points(44)), parent: 0),
            node("board", style { $0.flexGrow = 1 }, parent: 0),
            node("banner", kind: .ad, banner, parent: 0),
        ])
        let r = try ScreenLayout.layout(tree, on: device)
        // The root fills the 393 × 852 screen; safe-area padding 59 top, 34 bottom.
        #expect(r.frames[0] == rect(0, 0, 393, 852))
        #expect(r.frames[1] == rect(0, 59, 393, 44))
        // Banner: round(393 × 50 / 320) = round(61.41) = 61, inside clamp(50, min(90, 127)).
        // Board: 852 − 59 − 34 − 44 − 61 = 654 tall, starting at 59 + 44 = 103.
        #expect(r.frames[2] == rect(0, 103, 393, 654))
        #expect(r.frames[3] == rect(0, 757, 393, 61))
    }

    @Test func safeAreaAddsToPercentagePadding() throws {
        let device = try #require(DeviceProfile.named("iPhone 15"))
        var root = node("root", style { $0.padding.top = .percent(10) }, children: [1])
        root.safeArea = true
        let tree = NodeTree(nodes: [root, node("a", style(height: .points(10)), parent: 0)])
        let r = try ScreenLayout.layout(tree, on: device)
        // 10 % of the 393 pt screen width = 39.3, plus the 59 pt inset = 98.3 → 98.33 at @3x
        // (294.9 px rounds to 295 px = 98.333 pt).
        #expect(close(r.frames[1], rect(0, 295.0 / 3, 393, 10)))
    }

    @Test func labelsAreMeasuredFromTheirText() throws {
        let device = try #require(DeviceProfile.named("iPhone SE (3rd generation)"))
        var label = node("label", kind: .label, style(width: .points(80)), parent: 0)
        label.text = "aaaa bbbb cccc"
        var short = node("short", kind: .label, parent: 0)
        short.text = "Hello"
        let tree = NodeTree(nodes: [node("root", style { $0.alignItems = .flexStart }, children: [1, 2]), label, short])
        let r = try ScreenLayout.layout(tree, on: device)
        // Body is Inter at 17 pt: "aaaa bbbb" is 14136 units of 2816 per em = 85.34 pt, over
        // 80, so one word a line: 3 lines × 22 pt (body's leading) = 66.
        #expect(r.frames[1] == rect(0, 0, 80, 66))
        // "Hello": 6740 units = 40.69 pt, rounded up to 41 as UILabel rounds; one 22 pt line.
        #expect(r.frames[2] == rect(0, 66, 41, 22))
    }

    @Test func roundingAtTwoXAndThreeX() throws {
        var f = LayoutFixture(style(width: .points(100), height: .points(10)) { $0.flexDirection = .row })
        let ids = (0..<3).map { _ in f.add(style { $0.flexGrow = 1 }) }
        let two = try f.layout(scale: 2)
        // Each is 33.333 wide. @2x the edges 0, 66.67 px, 133.33 px, 200 px round to
        // 0, 67, 133, 200 px → x = 0, 33.5, 66.5 and widths 33.5, 33, 33.5.
        #expect(ids.map { two.frames[$0] } == [rect(0, 0, 33.5, 10), rect(33.5, 0, 33, 10), rect(66.5, 0, 33.5, 10)])
        let three = try f.layout(scale: 3)
        // @3x the edges land on whole pixels (100 px, 200 px): thirds survive.
        #expect(close(three.frames[ids[1]], rect(100.0 / 3, 0, 100.0 / 3, 10)))
        let g = LayoutFixture(style(width: .points(10.2), height: .points(10)))
        // 10.2 pt = 30.6 px rounds to 31 px = 10.333 pt.
        #expect(close(try g.layout(scale: 3).frames[0], rect(0, 0, 31.0 / 3, 10)))
    }
}
