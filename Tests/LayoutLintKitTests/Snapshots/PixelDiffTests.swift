import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The pixel comparison on hand-made pictures: fractions, the colour tolerance, antialiasing
/// and the regions, each against a number worked out by hand.
@Suite struct PixelDiffTests {
    static let grey = Color(red: 242, green: 242, blue: 247)
    static let red = Color(red: 255, green: 59, blue: 48)
    /// A 100 × 200 pt screen at 2 px/pt: 200 × 400 pixels.
    func screen(_ color: Color = grey) -> PixelBuffer { PixelBuffer(width: 200, height: 400, scale: 2, fill: color) }

    @Test func aHalfRedScreenDiffersInHalfItsPixels() {
        var half = screen()
        half.fill(Rect(x: 0, y: 100, width: 100, height: 100), with: Self.red)
        let diff = PixelDiff(half, screen())
        #expect(abs(diff.fraction - 0.5) <= 0.01)
        #expect(diff.differentPixels == 200 * 200)
        #expect(diff.regions == [DiffRegion(rect: Rect(x: 0, y: 100, width: 100, height: 100), pixels: 40_000)])
    }

    @Test func identicalPicturesDifferInNothing() {
        let diff = PixelDiff(screen(), screen())
        #expect(diff.fraction == 0 && diff.differentPixels == 0 && diff.regions.isEmpty)
    }

    @Test func colourDifferencesUpToSixteenOf255DoNotCount() {
        let near = Color(red: 255, green: 255, blue: 255)  // 13, 13 and 8 from the grey
        #expect(PixelDiff(screen(near), screen()).fraction == 0)
        let beyond = Color(red: 242, green: 242, blue: 247 - 17)
        #expect(PixelDiff(screen(beyond), screen()).fraction == 1)
    }

    @Test func antialiasedEdgesAndHairlinesDoNotCount() {
        // A rectangle's edge moved by one device pixel, and a two-pixel hairline: differences
        // one or two pixels wide.
        var moved = screen(), original = screen()
        original.fill(Rect(x: 10, y: 10, width: 50, height: 50), with: Self.red)
        moved.fill(Rect(x: 10.5, y: 10, width: 50, height: 50), with: Self.red)
        moved.fill(Rect(x: 0, y: 150, width: 100, height: 1), with: .black)
        let diff = PixelDiff(moved, original)
        #expect(diff.differentPixels == 0)
        #expect(diff.regions.isEmpty)
        // Three pixels across counts, entirely.
        moved.fill(Rect(x: 0, y: 170, width: 100, height: 1.5), with: .black)
        #expect(PixelDiff(moved, original).differentPixels == 200 * 3)
    }

    @Test func regionsAreTheLargestFirstInPoints() {
        var changed = screen()
        changed.fill(Rect(x: 10, y: 10, width: 20, height: 10), with: Self.red)
        changed.fill(Rect(x: 50, y: 100, width: 40, height: 40), with: Self.red)
        let diff = PixelDiff(changed, screen())
        #expect(diff.regions.map(\.rect) == [Rect(x: 50, y: 100, width: 40, height: 40), Rect(x: 10, y: 10, width: 20, height: 10)])
        #expect(diff.regions.map(\.pixels) == [80 * 80, 40 * 20])
        #expect(diff.fraction == Double(80 * 80 + 40 * 20) / Double(200 * 400))
    }

    @Test func glyphsOfOneLabelCloserThanTheRegionGridAreOneRegion() {
        var text = screen()
        for letter in 0..<5 { text.fill(Rect(x: 20 + Double(letter) * 6, y: 40, width: 3, height: 8), with: .black) }
        let diff = PixelDiff(text, screen())
        #expect(diff.regions.count == 1)
        #expect(diff.regions.first?.rect == Rect(x: 20, y: 40, width: 27, height: 8))
    }

    @Test func picturesOfDifferentSizesDifferWhereOnlyOneHasPixels() {
        let small = PixelBuffer(width: 200, height: 200, scale: 2, fill: Self.grey)
        let diff = PixelDiff(small, screen())
        #expect(diff.fraction == 0.5)
        #expect(diff.mask == nil)
        #expect(PixelDiff(small, screen(), keepsMask: true).mask?.count == 200 * 400)
    }
}

/// Where a list's scroll script has taken it after some time.
@Suite struct ScrollPositionTests {
    let list: ListSpec = {
        var spec = ListSpec(
            cells: [.init(name: "row", height: 50, location: .start)], rows: .pattern(count: 100, pattern: ["row"]), location: .start)
        spec.scroll = [.init(to: .offset(2400), velocity: 1200), .init(to: .end, velocity: 6000)]
        return spec
    }()

    @Test func theOffsetFollowsTheScriptFrameByFrame() {
        // 1200 pt/s at 60 Hz: 20 pt per frame; 500 ms is 30 frames, 600 pt.
        #expect(ScrollPosition.offset(of: list, viewport: 500, refreshRate: 60, elapsedMs: 500) == 600)
        // 2400 pt takes 2 s; then to the end (5000 − 500 = 4500 pt) at 100 pt per frame.
        #expect(ScrollPosition.offset(of: list, viewport: 500, refreshRate: 60, elapsedMs: 2000) == 2400)
        #expect(ScrollPosition.offset(of: list, viewport: 500, refreshRate: 60, elapsedMs: 2100) == 2400 + 6 * 100)
        #expect(ScrollPosition.offset(of: list, viewport: 500, refreshRate: 60, elapsedMs: 60_000) == 4500)
    }

    @Test func theLegsSayWhenTheyStartWhereTheyGoAndHowFast() {
        let phases = ScrollPosition.phases(of: list, viewport: 500, refreshRate: 60)
        // 2400 pt at 1200 pt/s (2 s), then 2100 pt at 6000 pt/s (21 frames of 100 pt: 350 ms).
        #expect(phases.map(\.startMs) == [0, 2000])
        #expect(phases.map(\.endMs) == [2000, 2350])
        #expect(phases.map(\.fromOffset) == [0, 2400] && phases.map(\.toOffset) == [2400, 4500])
        #expect(phases.map(\.label) == ["↓ 1200 pt/s", "↓ 6000 pt/s"])
        #expect(ScrollPhase.label(down: false, velocity: 1500) == "↑ 1500 pt/s")
        // A leg that does not move the list (already there) is no phase.
        var still = list
        still.scroll = [.init(to: .offset(0), velocity: 100)] + list.scroll
        #expect(ScrollPosition.phases(of: still, viewport: 500, refreshRate: 60) == phases)
    }

    @Test func nothingHasScrolledBeforeTheScriptStarts() {
        #expect(ScrollPosition.offset(of: list, viewport: 500, refreshRate: 60, elapsedMs: 0) == 0)
        #expect(ScrollPosition.offset(of: list, viewport: 500, refreshRate: 60, elapsedMs: -100) == 0)
        #expect(ScrollPosition.offset(of: list, viewport: 0, refreshRate: 60, elapsedMs: 1000) == 0)
    }
}
