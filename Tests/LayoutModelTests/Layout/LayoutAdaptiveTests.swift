import LayoutModel
import Testing

@Suite struct LayoutAdaptiveTests {
    private func layout(_ f: LayoutFixture) throws -> LayoutResult {
        try LayoutEngine(options: LayoutOptions(pointScaleFactor: 1, screenHeight: 852))
            .layout(f.tree, availableWidth: nil, availableHeight: nil)
    }

    @Test func adaptiveHeightFollowsTheStretchedWidth() throws {
        var f = LayoutFixture(style(width: .points(300)))
        var s = Style()
        s.height = .adaptive(.byWidth([.init(width: 200, height: 50), .init(width: 300, height: 80)]))
        let a = f.add(s)
        // Stretched to 300 wide; the largest step with width ≤ 300 is (300, 80).
        #expect(try layout(f).frames[a] == rect(0, 0, 300, 80))
    }

    @Test func adaptiveHeightInARowUsesTheFlexedWidth() throws {
        var f = LayoutFixture(
            style(width: .points(400), height: .points(200)) {
                $0.flexDirection = .row
                $0.alignItems = .flexStart
            })
        var s = Style()
        s.flexGrow = 1
        s.height = .adaptive(.provider(.anchoredAdaptiveBanner))
        let a = f.add(s)
        // Grown to 400 wide: round(400 × 50 / 320) = round(62.5) = 63, within clamp(50, min(90, 127)).
        #expect(try layout(f).frames[a] == rect(0, 0, 400, 63))
    }

    @Test func adaptiveMinHeightAndWidth() throws {
        var f = LayoutFixture(style(width: .points(600)) { $0.alignItems = .flexStart })
        var tall = Style()
        tall.width = .length(.points(300))
        tall.minHeight = .adaptive(.aspectRatio(3))
        let a = f.add(tall)
        var wide = Style()
        wide.width = .adaptive(.byWidth([.init(width: 0, height: 100), .init(width: 500, height: 200)]))
        wide.height = .length(.points(10))
        let b = f.add(wide)
        let r = try layout(f)
        // a is empty (0 tall) but its minimum is 300 / 3 = 100.
        #expect(r.frames[a] == rect(0, 0, 300, 100))
        // b's width comes from the 600 pt containing block: the step (500, 200) applies.
        #expect(r.frames[b] == rect(0, 100, 200, 10))
    }

    // A root's adaptive size resolves against the available size, its containing block. The
    // adaptive table once left out the root's entry, so these read past the buffer.

    @Test func adaptiveHeightOnTheRootFollowsTheAvailableWidth() throws {
        var root = Style()
        root.height = .adaptive(.provider(.anchoredAdaptiveBanner))
        var f = LayoutFixture(root)
        let child = f.add(style(height: .points(20)))
        let r = try LayoutEngine(options: LayoutOptions(pointScaleFactor: 1, screenHeight: 852))
            .layout(f.tree, availableWidth: 393, availableHeight: 852)
        // round(393 × 50 / 320) = round(61.4) = 61, not the 852 pt available.
        #expect(r.frames[0] == rect(0, 0, 393, 61))
        #expect(r.frames[child] == rect(0, 0, 393, 20))
    }

    @Test func adaptiveWidthAndRatioOnTheRoot() throws {
        var root = Style()
        root.width = .adaptive(.byWidth([.init(width: 0, height: 100), .init(width: 380, height: 300)]))
        root.height = .adaptive(.aspectRatio(2))
        let f = LayoutFixture(root)
        let r = try LayoutEngine(options: LayoutOptions(pointScaleFactor: 1, screenHeight: 852))
            .layout(f.tree, availableWidth: 393, availableHeight: 852)
        // Width: the step (380, 300) of the 393 pt available width; height 300 / 2.
        #expect(r.frames[0] == rect(0, 0, 300, 150))
    }

    @Test func theAspectRatioKeyOnTheRootKeepsYogasMeaning() throws {
        var root = Style()
        root.aspectRatio = 2
        let r = try LayoutEngine().layout(LayoutFixture(root).tree, availableWidth: 393, availableHeight: 852)
        #expect(r.frames[0] == rect(0, 0, 393, 852))
    }

    @Test func aNodeThatBecomesAdaptiveInASessionHasItsEntry() throws {
        var tree = NodeTree(nodes: [Node(id: "root", location: .start), Node(id: "a", location: .start)])
        tree.nodes[0].children = [1]
        tree.nodes[1].parent = 0
        tree.nodes[1].style.height = .length(.points(10))
        let device = try #require(DeviceProfile.named("iPhone 15"))
        let session = try LayoutSession(tree: tree, on: device)
        _ = try session.layout()
        for (index, size) in [(0, SizeValue.adaptive(.provider(.anchoredAdaptiveBanner))), (1, .adaptive(.aspectRatio(4)))] {
            var node = tree.nodes[index]
            node.style.height = size
            #expect(session.update(node, at: index))
            tree.nodes[index] = node
        }
        _ = try session.layout()
        #expect(session.result() == (try ScreenLayout.layout(tree, on: device)))
        #expect(session.absoluteFrame(of: 0) == rect(0, 0, 393, 61))
        // 393 / 4 = 98.25, on the @3x pixel grid 98.33.
        #expect(abs(session.absoluteFrame(of: 1).height - 98.333) < 0.001)
    }
}
