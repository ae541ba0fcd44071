import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

@Suite struct ShiftDiagramTests {
    /// A 100×200 pt screen: a banner ad grows from 20 to 40 pt and pushes the board (60×100 pt)
    /// from (20, 20) to (40, 40): the board moved right 20 pt and down 20 pt.
    static func input() -> ShiftDiagram.Input {
        func frame(banner: Double, board: Rect) -> RenderFrame {
            var tree = PictureTree()
            let root = tree.add("root", at: Rect(x: 0, y: 0, width: 100, height: 200)) { $0.background = .white }
            tree.add("banner", .ad, at: Rect(x: 0, y: 0, width: 100, height: banner), parent: root)
            tree.add("board", at: board, parent: root) { $0.background = hex("#CCCCCC") }
            return tree.frame(width: 100, height: 200)
        }
        let device = DeviceProfile(name: "Test phone", width: 100, height: 200, scale: 2)
        // Impact: union of (20, 20, 60, 100) and (40, 40, 60, 100) = 2 × 6000 − 40 × 80 = 8800 pt²
        // of 20000 → 0.44; distance 20 / 200 = 0.1; score 0.044.
        let shift = ShiftMetric(
            atMs: 1200, score: 0.044, impactFraction: 0.44, distanceFraction: 0.1, expected: false,
            cause: "'banner' content arrived (20pt → 40pt tall)", nodes: [MovedNode(id: "board", dx: 20, dy: 20)])
        return ShiftDiagram.Input(
            screen: "Daily puzzle", device: device, before: frame(banner: 20, board: Rect(x: 20, y: 20, width: 60, height: 100)),
            beforeMs: 900, after: frame(banner: 40, board: Rect(x: 40, y: 40, width: 60, height: 100)), shift: shift)
    }

    /// Pixel of the diagram at a point (in diagram points) at @2x.
    func pixel(_ canvas: Canvas, _ x: Double, _ y: Double) -> Pixel? {
        canvas.pixel(x: Int(x * 2), y: Int(y * 2))
    }

    func isRed(_ pixel: Pixel?) -> Bool {
        guard let pixel else { return false }
        return pixel.red > 180 && pixel.green < 80 && pixel.blue < 80
    }

    @Test func placesBeforeAndAfterSideBySide() {
        // Margin 16, header 30: before at (16, 46), after at 16 + 100 + 16 = 132; caption below.
        let parts = ShiftDiagram(scale: 2).layout(Self.input(), captionLines: 5)
        #expect(parts.before == Rect(x: 16, y: 46, width: 100, height: 200))
        #expect(parts.after == Rect(x: 132, y: 46, width: 100, height: 200))
        #expect(parts.caption.y == 262 && parts.size.width == 248)
    }

    @Test func outlinesTheMovedNodeAndDrawsTheArrowToItsNewOrigin() throws {
        let canvas = try ShiftDiagram(scale: 2).render(Self.input())
        // After panel origin (132, 46): the board is now at (172, 86)…(232, 186); its solid
        // 2.5 pt outline covers x = 172…174.5, so (173, 136) is red.
        #expect(isRed(pixel(canvas, 173, 136)))
        // The arrow runs from the old origin to the new, both inset by min(8, 60 / 4, 100 / 4) = 8 pt:
        // (160, 74) → (180, 94). Its midpoint (170, 84) and a point 2 pt before its tip,
        // (178.6, 92.6), are red; the tip is 8 pt from the new origin on each axis.
        #expect(isRed(pixel(canvas, 170, 84)))
        #expect(isRed(pixel(canvas, 178.6, 92.6)))
        // Past the tip, inside the new frame, there is no arrow: (188, 102) is shaded grey, not red.
        #expect(!isRed(pixel(canvas, 188, 102)))
        // Before panel: the old frame's top edge (36…96 at y = 66) is dashed red: 4 on, 3 off.
        let edge = (0..<120).filter { isRed(canvas.pixel(x: 72 + $0, y: 133)) }.count
        #expect(edge > 50 && edge < 110)
    }

    @Test func shadesTheImpactRegionOnly() throws {
        let canvas = try ShiftDiagram(scale: 2).render(Self.input())
        // Inside the board's new frame, off every line: #CCCCCC with 22 % red over it → red
        // 0.22 × 255 + 0.78 × 204 ≈ 215, green 0.78 × 204 ≈ 159.
        #expect(close(pixel(canvas, 200, 150), opaque(215, 159, 159), tolerance: 3))
        // Outside the region, the white screen under the board in the after panel stays white.
        #expect(pixel(canvas, 140, 230) == opaque(255, 255, 255))
        // The overlap of old and new frames is shaded once, not twice: same colour as above.
        #expect(close(pixel(canvas, 200, 110), opaque(215, 159, 159), tolerance: 3))
    }

    @Test func captionBandSaysWhatHappened() throws {
        let input = Self.input()
        let canvas = try ShiftDiagram(scale: 2).render(input)
        // The band is dark (captionBand 0.12 → 31) and holds light text.
        let bandTop = 262.0
        #expect(close(pixel(canvas, 4, bandTop + 4), opaque(31, 31, 41)))
        var light = 0
        for y in Int(bandTop * 2)..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth where (canvas.pixel(x: x, y: y)?.green ?? 0) > 200 { light += 1 }
        }
        #expect(light > 2000)
        #expect(ShiftDiagram.describeMove(dx: 20, dy: 20) == "down 20 pt, right 20 pt")
        #expect(ShiftDiagram.describeMove(dx: -4, dy: -10.5) == "up 10.5 pt, left 4 pt")
        #expect(ShiftDiagram.arrowLabel(dx: 3, dy: -11) == "↑ 11 pt → 3 pt")
    }

    func isGesture(_ pixel: Pixel?) -> Bool {
        guard let pixel else { return false }
        return (110...170).contains(pixel.red) && pixel.green < 70 && pixel.blue > 180
    }

    /// Pixels of the gesture colour inside `rect` (diagram points) of a diagram at @`scale`.
    func gesturePixels(_ canvas: Canvas, in rect: Rect, scale: Double) -> Int {
        var count = 0
        for y in Int(rect.y * scale)..<Int(rect.maxY * scale) {
            for x in Int(rect.x * scale)..<Int(rect.maxX * scale) where isGesture(canvas.pixel(x: x, y: y)) { count += 1 }
        }
        return count
    }

    @Test func showsTheGestureDuringTheShift() throws {
        // Daily puzzle: the banner's ad arrives at 1200 ms while a gesture is on the board
        // from 900 to 1500 ms; the ad is taller than its 50 pt slot, so the board moves.
        let pictures = try RenderTestLayouts.pictures(try TimelineLint.layoutFile("daily-puzzle.json"))
        let input = try #require(pictures.scoredShifts.first { !$0.gestures.isEmpty })
        #expect(input.gestures == [GestureSpan(id: "board", startMs: 900, endMs: 1500)])
        #expect(ShiftDiagram.gestureLabel(input.gestures[0]) == "gesture on 'board' 900–1500 ms")
        let scale = 2.0
        let canvas = try ShiftDiagram(scale: scale).render(input)
        let panel = ShiftDiagram(scale: scale).layout(input, captionLines: 1).after
        let index = try #require(input.after.tree.index(of: "board"))
        let board = input.after.frame(of: index)
        let inPanel = Rect(x: panel.x + board.x, y: panel.y + board.y, width: board.width, height: board.height)
        // The outline (4 pt inside the board) and the finger's path down its middle are purple.
        #expect(gesturePixels(canvas, in: inPanel, scale: scale) > 500)
        let middle = panel.x + board.x + board.width / 2, top = panel.y + board.y
        #expect(isGesture(pixel(canvas, middle, top + 4)))
        // The finger's path: the middle of the board as it was before the shift, 30 %…70 % down.
        let finger = try #require(ShiftDiagram.fingerRect(input.gestures[0], input))
        #expect(isGesture(pixel(canvas, panel.x + finger.x + finger.width / 2, panel.y + finger.y + finger.height / 2)))
        // Without the gesture, no pixel anywhere has its colour.
        var still = input
        still.gestures = []
        #expect(try ShiftDiagram(scale: scale).render(still).allPixels().filter(isGesture).isEmpty)
        #expect(try ShiftDiagram(scale: 2).render(Self.input()).allPixels().filter(isGesture).isEmpty)
    }

    @Test func sameShiftSameBytes() throws {
        let first = try ShiftDiagram(scale: 2).render(Self.input()).pngData()
        #expect(try ShiftDiagram(scale: 2).render(Self.input()).pngData() == first)
    }
}
