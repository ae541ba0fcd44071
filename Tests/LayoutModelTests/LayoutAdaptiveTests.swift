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
        var f = LayoutFixture(style(width: .points(400), height: .points(200)) {
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
}
