import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Shift scoring (through the frame snapshot), the rendering-cost paint walk and the pictures
/// decide what shows the same way: an opacity above 1 or NaN, a scroll view and an
/// `overflow: hidden` ancestor clipping a child, partly or wholly.
@Suite struct VisibilityAgreementTests {
    static let screen = Rect(x: 0, y: 0, width: 100, height: 200)

    /// root ─ bright (opacity 2) ─ dim (blue, 0.5); root ─ nan (red, opacity NaN);
    /// root ─ scroller (scroll) ─ peek (green, half inside), gone (red, wholly outside);
    /// root ─ box (overflow hidden) ─ spill (green, a quarter inside). `dy` moves all but the root.
    static func scene(dy: Double = 0) -> PictureTree {
        var tree = PictureTree()
        let root = tree.add("root", at: screen) { $0.background = .white }
        func at(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
            Rect(x: x, y: y + dy, width: width, height: height)
        }
        let bright = tree.add("bright", at: at(0, 0, 50, 50), parent: root) { $0.opacity = 2 }
        tree.add("dim", at: at(0, 0, 50, 50), parent: bright) {
            $0.background = hex("#0000FF")
            $0.opacity = 0.5
        }
        tree.add("nan", at: at(50, 0, 50, 50), parent: root) {
            $0.background = hex("#FF0000")
            $0.opacity = .nan
        }
        let scroller = tree.add("scroller", at: at(0, 50, 50, 50), parent: root) { $0.style.overflow = .scroll }
        tree.add("peek", at: at(0, 80, 50, 40), parent: scroller) { $0.background = hex("#00FF00") }
        tree.add("gone", at: at(0, 110, 50, 20), parent: scroller) { $0.background = hex("#FF0000") }
        let box = tree.add("box", at: at(50, 50, 50, 50), parent: root) { $0.style.overflow = .hidden }
        tree.add("spill", at: at(50, 90, 50, 40), parent: box) { $0.background = hex("#00FF00") }
        return tree
    }

    @Test func scoringPaintWalkAndPicturesReadOneVisibility() throws {
        let tree = Self.scene()
        let picture = tree.frame(width: Self.screen.width, height: Self.screen.height)
        let nodes = NodeTree(nodes: tree.nodes)
        let snapshot = FrameSnapshot(atMs: 0, tree: nodes, absoluteFrames: tree.frames, screen: Self.screen, scale: 1)
        let walk = PaintWalk.walk(
            tree: nodes, absoluteFrames: tree.frames, isDisplayed: Array(repeating: true, count: nodes.nodes.count), screen: Self.screen,
            cells: nil)
        let expected: [String: (opacity: Double, visible: Rect?)] = [
            "root": (1, Self.screen),
            "bright": (1, Rect(x: 0, y: 0, width: 50, height: 50)),
            "dim": (0.5, Rect(x: 0, y: 0, width: 50, height: 50)),
            "nan": (0, nil),
            "scroller": (1, Rect(x: 0, y: 50, width: 50, height: 50)),
            "peek": (1, Rect(x: 0, y: 80, width: 50, height: 20)),
            "gone": (1, nil),
            "box": (1, Rect(x: 50, y: 50, width: 50, height: 50)),
            "spill": (1, Rect(x: 50, y: 90, width: 50, height: 10)),
        ]
        for (index, node) in nodes.nodes.enumerated() {
            let want = try #require(expected[node.id])
            let scored = try #require(snapshot[node.id]).visibility
            // The pictures' and the snapshot's value are one and the same.
            #expect(picture.visibility[index] == scored, "\(node.id)")
            #expect(scored.opacity == want.opacity && scored.visible == want.visible, "\(node.id): \(scored)")
            // The paint walk makes a layer of a drawing node exactly where it is visible, at its opacity.
            let layer = walk.layers.first { $0.id == node.id }
            if node.draws, let visible = want.visible {
                #expect(layer?.rect == visible && layer?.opacity == want.opacity, "\(node.id)")
            } else {
                #expect(layer == nil, "\(node.id)")
            }
        }
        #expect(walk.layers.map(\.id) == ["root", "dim", "peek", "spill"])

        // The picture paints the same: dim at half opacity (not the whole of 2 × 0.5), nothing
        // of the NaN node, the clipped children only inside their clips.
        let canvas = try FramePainter(scale: 1, captions: false).render(picture)
        #expect(close(canvas.pixel(x: 25, y: 25), opaque(128, 128, 255)))
        #expect(canvas.pixel(x: 75, y: 25) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 25, y: 90) == opaque(0, 255, 0))
        #expect(canvas.pixel(x: 25, y: 105) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 25, y: 120) == opaque(255, 255, 255))
        #expect(canvas.pixel(x: 75, y: 95) == opaque(0, 255, 0))
        #expect(canvas.pixel(x: 75, y: 110) == opaque(255, 255, 255))
    }

    @Test func scoringCountsWhatThePictureShows() throws {
        // Everything but the root moves 5 pt down: the NaN node and the child the scroll view
        // clips away entirely are not seen to move; the rest are, over their visible parts.
        let before = Self.scene(), after = Self.scene(dy: 5)
        let nodes = NodeTree(nodes: before.nodes)
        let previous = FrameSnapshot(atMs: 0, tree: nodes, absoluteFrames: before.frames, screen: Self.screen, scale: 1)
        let current = FrameSnapshot(atMs: 16, tree: nodes, absoluteFrames: after.frames, screen: Self.screen, scale: 1)
        let score = try #require(
            ShiftScoring.score(from: previous, to: current, screenWidth: Self.screen.width, screenHeight: Self.screen.height))
        #expect(score.moved.map(\.id) == ["bright", "dim", "scroller", "peek", "box", "spill"])
        // The union of the visible rectangles before and after: 50 × 55 for each of the three
        // top-level moved nodes (their children lie inside them), less the 50 × 5 the first two overlap.
        #expect(abs(score.impactFraction - (3 * 50 * 55 - 50 * 5) / (100 * 200)) < 1e-12)
        // What the pictures draw as the moved nodes' visible parts is the same.
        let diagramFrames = (before.frame(width: 100, height: 200), after.frame(width: 100, height: 200))
        for id in score.moved.map(\.id) {
            let index = try #require(nodes.index(of: id))
            #expect(diagramFrames.0.visibility[index].visible == previous[id]?.visibility.visible, "\(id)")
            #expect(diagramFrames.1.visibility[index].visible == current[id]?.visibility.visible, "\(id)")
        }
    }

    @Test func aScrolledScrollViewIsScoredPaintedAndDrawnAtItsOffset() throws {
        // The scroll view scrolled 30 pt: peek (content 80–120) shows at 50–90, wholly, and
        // gone (content 110–130) comes into its viewport at 80–100; nothing outside it moves.
        let tree = Self.scene()
        let nodes = NodeTree(nodes: tree.nodes)
        let scroller = try #require(nodes.index(of: "scroller"))
        let offsets = [scroller: 30.0]
        let snapshot = FrameSnapshot(
            atMs: 0, tree: nodes, absoluteFrames: tree.frames, screen: Self.screen, scale: 1, contentOffsets: offsets)
        let picture = RenderFrame(tree: nodes, frames: tree.frames, screen: Self.screen, contentOffsets: offsets)
        let walk = PaintWalk.walk(
            tree: nodes, absoluteFrames: tree.frames, isDisplayed: Array(repeating: true, count: nodes.nodes.count), screen: Self.screen,
            cells: nil, contentOffsets: offsets)
        let expected: [String: Rect] = [
            "peek": Rect(x: 0, y: 50, width: 50, height: 40), "gone": Rect(x: 0, y: 80, width: 50, height: 20),
            "spill": Rect(x: 50, y: 90, width: 50, height: 10),
        ]
        for (id, visible) in expected {
            let index = try #require(nodes.index(of: id))
            #expect(snapshot[id]?.visibility.visible == visible, "\(id)")
            #expect(picture.visibility[index] == snapshot[id]?.visibility, "\(id)")
            #expect(walk.layers.first { $0.id == id }?.rect == visible, "\(id)")
        }
        #expect(snapshot["scroller"]?.contentOffset == 30 && snapshot["peek"]?.frame.y == 80, "frames stay as laid out")
        #expect(picture.frame(of: try #require(nodes.index(of: "peek"))).y == 50, "the picture draws where it is seen")
        let canvas = try FramePainter(scale: 1, captions: false).render(picture)
        #expect(canvas.pixel(x: 25, y: 60) == opaque(0, 255, 0))
        #expect(canvas.pixel(x: 25, y: 95) == opaque(255, 0, 0))
        #expect(canvas.pixel(x: 25, y: 105) == opaque(255, 255, 255))
    }
}
