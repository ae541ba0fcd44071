import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

@Suite struct FramePainterTests {
    /// A 100×100 pt white screen with a root node and whatever `build` adds, painted at @2x.
    func paint(captions: Bool = false, _ build: (inout PictureTree, Int) -> Void) throws -> Canvas {
        var tree = PictureTree()
        let root = tree.add("root", at: Rect(x: 0, y: 0, width: 100, height: 100)) { $0.background = .white }
        build(&tree, root)
        return try FramePainter(scale: 2, captions: captions).render(tree.frame(width: 100, height: 100))
    }

    @Test func defaultsToTheDeviceScale() throws {
        // iPhone 15: 393×852 pt at @3x is 1179×2556 px.
        let device = try #require(DeviceProfile.named("iPhone 15"))
        var tree = PictureTree()
        tree.add("root", at: device.bounds) { $0.background = .white }
        let pictures = PictureSet(
            ScreenPictures.stub(frame: tree.frame(width: device.width, height: device.height), device: device))
        let canvas = try Canvas(png: try pictures.framePNG(0))
        // Below the frame, a 70 pt caption band (title and two legend rows): 210 px at @3x.
        #expect(canvas.pixelWidth == 1179 && canvas.pixelHeight == 2556 + 210)
        #expect(canvas.pixel(x: 10, y: 2556 + 150) == Pixel(red: 30, green: 30, blue: 40, alpha: 255))
    }

    @Test func paintsBackgroundsAtTheirFramesWithOpacity() throws {
        let canvas = try paint { tree, root in
            tree.add("red", at: Rect(x: 10, y: 10, width: 40, height: 40), parent: root) { $0.background = hex("#FF0000") }
            tree.add("faded", at: Rect(x: 60, y: 10, width: 30, height: 30), parent: root) {
                $0.background = hex("#0000FF")
                $0.opacity = 0.5
            }
        }
        // red covers pt 10…50 → px 20…99; (30, 30) pt = (60, 60) px is inside, (55, 30) pt outside.
        #expect(canvas.pixel(x: 60, y: 60) == opaque(255, 0, 0))
        #expect(canvas.pixel(x: 110, y: 60) == opaque(255, 255, 255))
        // 50 % blue over white: 255 × 0.5 ≈ 127…128 in red and green, 255 in blue.
        #expect(close(canvas.pixel(x: 150, y: 40), opaque(128, 128, 255)))
    }

    @Test func appliesOpacityToTheWholeSubtreeAsOneGroup() throws {
        // A 50 % parent with an opaque red child under an opaque blue child: UIKit flattens the
        // group first, so the overlap shows 50 % blue over white (128, 128, 255), not blue over
        // half-visible red (which a per-node product would give: about (64, 64, 191)).
        let canvas = try paint { tree, root in
            let group = tree.add("group", at: Rect(x: 0, y: 0, width: 100, height: 100), parent: root) { $0.opacity = 0.5 }
            tree.add("under", at: Rect(x: 10, y: 10, width: 60, height: 60), parent: group) { $0.background = hex("#FF0000") }
            tree.add("over", at: Rect(x: 40, y: 40, width: 50, height: 50), parent: group) { $0.background = hex("#0000FF") }
        }
        #expect(close(canvas.pixel(x: 120, y: 120), opaque(128, 128, 255)))
        #expect(close(canvas.pixel(x: 40, y: 40), opaque(255, 128, 128)))
    }

    @Test func clipsChildrenToClippingAncestorsAndRoundsCorners() throws {
        let canvas = try paint { tree, root in
            let clip = tree.add("clip", at: Rect(x: 0, y: 0, width: 50, height: 50), parent: root) { $0.clipsToBounds = true }
            tree.add("spill", at: Rect(x: 25, y: 25, width: 50, height: 50), parent: clip) { $0.background = hex("#FF0000") }
            let hidden = tree.add("hidden", at: Rect(x: 50, y: 50, width: 50, height: 50), parent: root) { $0.style.overflow = .hidden }
            tree.add("spill2", at: Rect(x: 10, y: 60, width: 50, height: 10), parent: hidden) { $0.background = hex("#00FF00") }
            tree.add("round", at: Rect(x: 60, y: 0, width: 40, height: 40), parent: root) {
                $0.background = hex("#0000FF")
                $0.cornerRadius = 20
            }
        }
        #expect(canvas.pixel(x: 80, y: 80) == opaque(255, 0, 0))  // (40, 40) pt: inside both
        #expect(canvas.pixel(x: 110, y: 40) == opaque(255, 255, 255))  // (55, 20) pt: outside the clip
        #expect(canvas.pixel(x: 110, y: 130) == opaque(0, 255, 0))  // (55, 65) pt: inside overflow hidden
        #expect(canvas.pixel(x: 60, y: 130) == opaque(255, 255, 255))  // (30, 65) pt: clipped away
        // A 40 pt circle: its centre (80, 20) pt is blue, its bounding-box corner (61, 1) pt is not.
        #expect(canvas.pixel(x: 160, y: 40) == opaque(0, 0, 255))
        #expect(canvas.pixel(x: 122, y: 2) == opaque(255, 255, 255))
    }

    @Test func skipsHiddenAndTransparentNodes() throws {
        var tree = PictureTree()
        let root = tree.add("root", at: Rect(x: 0, y: 0, width: 100, height: 100)) { $0.background = .white }
        tree.add("gone", at: Rect(x: 0, y: 0, width: 50, height: 50), parent: root) { $0.background = hex("#FF0000") }
        tree.add("invisible", at: Rect(x: 50, y: 0, width: 50, height: 50), parent: root) {
            $0.background = hex("#FF0000")
            $0.opacity = 0
        }
        let canvas = try FramePainter(scale: 1, captions: false).render(
            tree.frame(width: 100, height: 100, isDisplayed: [true, false, true]))
        #expect(canvas.pixel(x: 25, y: 25) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 75, y: 25) == opaque(255, 255, 255))
    }

    @Test func drawsLabelTextInsideTheLabelOnly() throws {
        let canvas = try paint { tree, root in
            tree.add("title", .label, at: Rect(x: 0, y: 0, width: 60, height: 30), parent: root) {
                $0.text = "A much longer title than fits"
            }
        }
        // Label: px 0…119 × 0…59. Ink inside; none to its right or below.
        var inside = 0, outside = 0
        for y in 0..<200 {
            for x in 0..<200 where (canvas.pixel(x: x, y: y)?.red ?? 255) < 128 {
                if x < 120 && y < 60 { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 200)
        #expect(outside == 0)
    }

    @Test func drawsImagesAdsAndSpinners() throws {
        let canvas = try paint { tree, root in
            tree.add("photo", .image, at: Rect(x: 0, y: 0, width: 40, height: 40), parent: root)
            tree.add("banner", .ad, at: Rect(x: 0, y: 50, width: 100, height: 30), parent: root)
            tree.add("busy", .spinner, at: Rect(x: 60, y: 0, width: 40, height: 40), parent: root)
        }
        // The image's X crosses its centre (20, 20) pt; its outline runs along x = 0…1.5 pt.
        let centre = try #require(canvas.pixel(x: 40, y: 40))
        #expect(centre.red < 200 && centre.red == centre.blue)
        #expect((canvas.pixel(x: 1, y: 20)?.red ?? 255) < 200)
        #expect(canvas.pixel(x: 40, y: 10) == opaque(255, 255, 255))  // (20, 5) pt: inside, off the X
        // The ad's fill at (5, 55) pt away from its "Ad" text: amber (255, 217, 115) from adFill (1, 0.85, 0.45).
        #expect(close(canvas.pixel(x: 10, y: 110), opaque(255, 217, 115)))
        // The spinner ring (radius 10 around (80, 20) pt) passes through (80, 10) pt; its centre is empty.
        #expect((canvas.pixel(x: 160, y: 20)?.red ?? 255) < 200)
        #expect(canvas.pixel(x: 160, y: 40) == opaque(255, 255, 255))
    }

    @Test func captionsIdsWhereThereIsRoom() throws {
        func ink(_ canvas: Canvas) -> Int {
            var dark = 0
            for y in 0..<30 { for x in 0..<100 where (canvas.pixel(x: x, y: y)?.red ?? 255) < 150 { dark += 1 } }
            return dark
        }
        let build: (inout PictureTree, Int) -> Void = { tree, root in
            tree.add("board", at: Rect(x: 0, y: 0, width: 100, height: 100), parent: root) { $0.background = hex("#F2F2F7") }
            tree.add("dot", at: Rect(x: 90, y: 90, width: 8, height: 8), parent: root) { $0.background = hex("#F2F2F7") }
        }
        // The id "board" is written in the board's top-left corner (px 0…100 × 0…30 at @2x).
        #expect(ink(try paint(captions: true, build)) > 20)
        #expect(ink(try paint(captions: false, build)) == 0)
    }

    @Test func sameFrameSameBytes() throws {
        var tree = PictureTree()
        let root = tree.add("root", at: Rect(x: 0, y: 0, width: 120, height: 80)) { $0.background = hex("#F2F2F7") }
        tree.add("title", .label, at: Rect(x: 8, y: 8, width: 100, height: 24), parent: root) { $0.text = "Today" }
        tree.add("photo", .image, at: Rect(x: 8, y: 40, width: 30, height: 30), parent: root)
        let frame = tree.frame(width: 120, height: 80)
        let first = try FramePainter(scale: 3).render(frame).pngData()
        #expect(try FramePainter(scale: 3).render(frame).pngData() == first)
    }
}

extension ScreenPictures {
    /// Pictures of a single hand-made frame with no shifts.
    static func stub(frame: RenderFrame, device: DeviceProfile) -> ScreenPictures {
        let layout = LayoutResult(frames: frame.frames, absoluteFrames: frame.frames, isDisplayed: frame.isDisplayed)
        return ScreenPictures(
            screen: Screen(name: "Stub", tree: frame.tree, devices: [device]), device: device,
            frames: [TimedFrame(atMs: 0, frame: frame, layout: layout)], shifts: [])
    }
}

@Suite struct FramePainterListTests {
    @Test func drawsListCellsFromTemplatesClippedToTheList() throws {
        var tree = PictureTree()
        let root = tree.add("root", at: Rect(x: 0, y: 0, width: 100, height: 100)) { $0.background = .white }
        let list = tree.add("feed", .list, at: Rect(x: 0, y: 0, width: 100, height: 60), parent: root)
        // The first cell's template: a red 100×40 pt box; the second cell (40…80 pt) has no
        // template and runs 20 pt past the list's bottom edge.
        var template = PictureTree()
        template.add("post", at: Rect(x: 0, y: 0, width: 100, height: 40)) { $0.background = hex("#FF0000") }
        var frame = tree.frame(width: 100, height: 100)
        frame.cells = [
            ListCellFrame(
                listIndex: list, type: "post", rect: Rect(x: 0, y: 0, width: 100, height: 40),
                content: template.frame(width: 100, height: 40)),
            ListCellFrame(listIndex: list, type: "ad", rect: Rect(x: 0, y: 40, width: 100, height: 40), content: nil),
        ]
        let canvas = try FramePainter(scale: 1, captions: false).render(frame)
        #expect(canvas.pixel(x: 50, y: 20) == opaque(255, 0, 0))
        // The untemplated cell's 0.5 pt outline runs along x = 0…0.5 pt inside the list, not below it.
        #expect((canvas.pixel(x: 0, y: 50)?.red ?? 255) < 255)
        #expect(canvas.pixel(x: 0, y: 70) == opaque(255, 255, 255))
        // "cell: ad" is written in its top-right corner (right edge at x = 96, from y = 42).
        var ink = 0
        for y in 42..<56 { for x in 60..<96 where (canvas.pixel(x: x, y: y)?.red ?? 255) < 150 { ink += 1 } }
        #expect(ink > 5)
    }

    @Test func aTruncatedLabelShowsItsLinesWithAnEllipsisThatFits() {
        var node = Node(id: "title", location: .start)
        node.kind = .label
        node.numberOfLines = 1
        let measurer = GlyphTextMeasurer()
        let text = "Zahlungspflichtig bestellen"
        let lines = FramePainter.shownLines(of: node, text: text, width: 120, measurer: measurer)
        #expect(lines.count == 1)
        let last = lines.last ?? ""
        #expect(last.hasSuffix("…") && last.hasPrefix("Zahlungs"), "\(lines)")
        #expect((measurer.lines(last, font: .body, maxWidth: nil).first?.width ?? .infinity) <= 120.5)
        // Text that fits is drawn as it is; numberOfLines 0 shows every line.
        #expect(FramePainter.shownLines(of: node, text: "Pay", width: 120, measurer: measurer) == ["Pay"])
        node.numberOfLines = 0
        #expect(FramePainter.shownLines(of: node, text: text, width: 120, measurer: measurer).count == 2)
        // At a larger text size the same width holds less before the ellipsis.
        node.numberOfLines = 1
        let larger = FramePainter.shownLines(of: node, text: text, width: 120, measurer: measurer.at(.accessibility3))
        #expect((larger.last?.count ?? 0) < last.count, "\(larger)")
    }
}
