import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

@Suite struct RenderCostAnalysisTests {
    @Test func clearLabelOnWhiteRowIsBlendedOverWhite() {
        var b = FrameBuilder()
        let root = b.add("root", parent: nil, rect(0, 0, 100, 100), background: "#FFFFFF")
        let row = b.add("row", parent: root, rect(0, 0, 100, 50), background: "#FFFFFF")
        b.add("title", parent: row, rect(10, 10, 50, 20), kind: .label)
        let frame = b.analyse()
        #expect(frame.layers.map(\.id) == ["root", "row", "title"])
        #expect(frame.blendedIDs == ["title"])
        // The row is the topmost earlier layer overlapping the label, opaque white and containing it.
        #expect(frame.backdrop(of: "title") == .some(Color.white))
        // The label's 50 × 20 = 1,000 pt² of a 10,000 pt² screen.
        #expect(frame.blendedMetric == BlendedMetric(layers: 1, area: 1000, fraction: 0.1))
        // Label area painted 3× (root, row, label) = 1,000; rest of the row 2× = 5,000 − 1,000;
        // rest of the screen 1× = 10,000 − 5,000.
        #expect(frame.overdrawAreas == [5000, 4000, 1000, 0])
        #expect(frame.overdrawMetric == OverdrawMetric(once: 0.5, twice: 0.4, thrice: 0.1, fourOrMore: 0))
    }

    @Test func overlappingTranslucentLayersCountTheirUnionOnce() {
        var b = FrameBuilder()
        let root = b.add("root", parent: nil, rect(0, 0, 100, 100))
        b.add("tint", parent: root, rect(0, 0, 40, 40), background: "#FF000080")
        b.add("badge", parent: root, rect(20, 20, 40, 40), background: "#0000FF") { $0.opacity = 0.5 }
        let frame = b.analyse()
        // The root has no background: it draws nothing.
        #expect(frame.blendedIDs == ["tint", "badge"])
        // Union: 1,600 + 1,600 − the 20 × 20 overlap = 2,800 pt², 0.28 of the screen.
        #expect(frame.blendedArea == 2800)
        #expect(frame.blendedFraction == 0.28)
        // Nothing is behind the tint; the tint (translucent) is the topmost layer under the badge.
        #expect(frame.backdrop(of: "tint") == .some(nil))
        #expect(frame.backdrop(of: "badge") == .some(nil))
        // 400 pt² painted twice, the remaining 2,400 of the union once.
        #expect(frame.overdrawAreas == [2400, 400, 0, 0])
    }

    @Test func opacityMultipliesDownTheTree() {
        var b = FrameBuilder()
        let root = b.add("root", parent: nil, rect(0, 0, 100, 100), background: "#FFFFFF")
        let fade = b.add("fade", parent: root, rect(0, 0, 100, 100)) { $0.opacity = 0.5 }
        let inner = b.add("inner", parent: fade, rect(0, 0, 50, 50)) { $0.opacity = 0.5 }
        b.add("swatch", parent: inner, rect(0, 0, 10, 10), background: "#FF0000")
        b.add("solid", parent: root, rect(60, 60, 10, 10), background: "#FF0000")
        let frame = b.analyse()
        // The swatch's opaque red is seen at 0.5 × 0.5 = 0.25: blended; the sibling at 1 is not.
        #expect(frame.layers.first { $0.id == "swatch" }?.opacity == 0.25)
        #expect(frame.blendedIDs == ["swatch"])
        // The white root is directly under it (no layer between): the backdrop is white.
        #expect(frame.backdrop(of: "swatch") == .some(Color.white))
        // Group opacity on both containers, each over one drawing descendant (the swatch).
        #expect(
            frame.offscreen == [
                pass(b, fade, cause: .groupOpacity(opacity: 0.5, drawingDescendants: 1)),
                pass(b, inner, cause: .groupOpacity(opacity: 0.5, drawingDescendants: 1)),
            ])
    }

    @Test func clippingToAncestorsAndTheScreen() {
        var b = FrameBuilder()
        let root = b.add("root", parent: nil, rect(0, 0, 100, 100))
        let clip = b.add("clip", parent: root, rect(0, 0, 50, 50)) { $0.clipsToBounds = true }
        b.add("peek", parent: clip, rect(40, 40, 30, 30), kind: .label)
        let hidden = b.add("hidden", parent: root, rect(60, 0, 20, 20)) { $0.style.overflow = .hidden }
        b.add("outside", parent: hidden, rect(60, 30, 20, 20), kind: .label)
        b.add("edge", parent: root, rect(90, 90, 20, 20), kind: .label)
        b.add("offscreen", parent: root, rect(120, 0, 20, 20), kind: .label)
        let empty = b.add("empty", parent: root, rect(0, 60, 0, 0))
        b.add("overflowing", parent: empty, rect(0, 60, 10, 10), kind: .label)
        b.add("gone", parent: root, rect(0, 0, 10, 10), kind: .label, displayed: false)
        b.add("invisible", parent: root, rect(0, 0, 10, 10), kind: .label) { $0.opacity = 0 }
        let frame = b.analyse()
        // peek: [40,70)² clipped by the 50 × 50 clip → [40,50)², 100 pt². outside: below the
        // hidden node's [0,20) rows → nothing. edge: clipped by the screen to 10 × 10. offscreen:
        // beyond the screen. overflowing: its zero-size parent does not clip, so it shows.
        #expect(frame.layers.map(\.id) == ["peek", "edge", "overflowing"])
        #expect(frame.visibleRect(of: "peek") == rect(40, 40, 10, 10))
        #expect(frame.visibleRect(of: "edge") == rect(90, 90, 10, 10))
        // Three unbacked labels, 100 pt² each, disjoint: 300 pt², 0.03 of the screen.
        #expect(frame.blendedMetric == BlendedMetric(layers: 3, area: 300, fraction: 0.03))
    }

    @Test func whatCountsAsBlended() {
        var b = FrameBuilder()
        let root = b.add("root", parent: nil, rect(0, 0, 100, 100), background: "#000")
        b.add("photo", parent: root, rect(0, 0, 10, 10), kind: .image) { $0.imageHasAlpha = false }
        b.add("icon", parent: root, rect(10, 0, 10, 10), kind: .image)
        b.add("framed", parent: root, rect(20, 0, 10, 10), kind: .image, background: "#FFFFFF")
        b.add("caption", parent: root, rect(30, 0, 10, 10), kind: .label, background: "#FFFFFF")
        b.add("glass", parent: root, rect(40, 0, 10, 10), background: "#FFFFFF80")
        b.add("banner", parent: root, rect(50, 0, 10, 10), kind: .ad)
        b.add("busy", parent: root, rect(60, 0, 10, 10), kind: .spinner, background: "#FFFFFFF0")
        b.add("cleared", parent: root, rect(70, 0, 10, 10), kind: .label, background: "clear")
        b.add("spacer", parent: root, rect(80, 0, 10, 10), background: "clear")
        let frame = b.analyse()
        // Opaque: the root, an alpha-less image, an image or label on an opaque background.
        // A clear background draws nothing on a view ("spacer" is no layer) but leaves a label blended.
        #expect(frame.blendedIDs == ["icon", "glass", "banner", "busy", "cleared"])
        #expect(frame.layers.count == 9)
        // Each sits directly on the opaque black root, which contains it.
        #expect(frame.blended.allSatisfy { $0.backdrop == Color.black })
    }

    @Test func noBackdropWhenSomethingElseIsBetweenOrTheCoverIsNotSolid() {
        var b = FrameBuilder()
        let root = b.add("root", parent: nil, rect(0, 0, 100, 100), background: "#FFFFFF")
        // A grey panel covers only part of "straddle": the topmost overlapping layer does not contain it.
        b.add("panel", parent: root, rect(0, 0, 30, 30), background: "#F2F2F7")
        b.add("straddle", parent: root, rect(20, 20, 20, 20), kind: .label)
        // An opaque photo contains "caption", but a photo is not one colour.
        let photo = b.add("photo", parent: root, rect(50, 0, 50, 50), kind: .image) { $0.imageHasAlpha = false }
        b.add("caption", parent: photo, rect(60, 10, 20, 10), kind: .label)
        // An earlier absolutely placed sibling (not an ancestor) can be the backdrop.
        b.add("plate", parent: root, rect(0, 60, 40, 40), background: "#336699")
        b.add("tag", parent: root, rect(5, 65, 10, 10), kind: .label)
        // Under a rounded card, the corner squares are not painted; the 12 pt inset bands are.
        b.add("card", parent: root, rect(50, 60, 50, 40), background: "#FFFFFF") { $0.cornerRadius = 12 }
        b.add("corner", parent: root, rect(50, 60, 10, 10), kind: .label)
        b.add("edgeLabel", parent: root, rect(62, 60, 10, 10), kind: .label)
        let frame = b.analyse()
        #expect(frame.backdrop(of: "straddle") == .some(nil))
        #expect(frame.backdrop(of: "caption") == .some(nil))
        #expect(frame.backdrop(of: "tag") == .some(Color(red: 0x33, green: 0x66, blue: 0x99)))
        // corner: [50,60)×[60,70) lies in the card's top-left 12 × 12 corner square.
        #expect(frame.backdrop(of: "corner") == .some(nil))
        // edgeLabel: x in [62,72) ⊂ [62,88), the card's vertical band, whose top edge is painted.
        // (The corner label is an earlier layer but does not overlap it: [50,60) vs [62,72).)
        #expect(frame.backdrop(of: "edgeLabel") == .some(Color.white))
    }

    @Test func backdropSearchIsBoundedAndNeverGuesses() {
        // 600 clear 1 × 1 labels in a row over the white root (layers 1…600): label at layer i
        // searches layers i−1 down to max(i − 512, 0) and reaches the root only when i ≤ 512.
        var b = FrameBuilder()
        let root = b.add("root", parent: nil, rect(0, 0, 100, 100), background: "#FFFFFF")
        for i in 0..<600 {
            b.add("l\(i)", parent: root, rect(Double(i % 100), Double(i / 100), 1, 1), kind: .label)
        }
        let frame = b.analyse()
        #expect(frame.blended.count == 600)
        #expect(frame.blended.filter { $0.backdrop == Color.white }.count == 512)
        #expect(frame.blended.allSatisfy { $0.backdrop == Color.white || $0.backdrop == nil })
    }

    @Test func offscreenCauses() {
        var b = FrameBuilder()
        let root = b.add("root", parent: nil, rect(0, 0, 100, 100), background: "#FFFFFF")
        let card = b.add("card", parent: root, rect(10, 10, 80, 40), background: "#FFFFFF") {
            $0.cornerRadius = 12
            $0.clipsToBounds = true
            $0.shadow = Shadow(radius: 8, path: false)
            $0.opacity = 0.8
        }
        let body = b.add("body", parent: card, rect(10, 10, 80, 40))
        b.add("title", parent: body, rect(10, 10, 80, 20), kind: .label)
        b.add("thumb", parent: body, rect(10, 30, 20, 20), kind: .image)
        b.add("clipped", parent: body, rect(10, 60, 20, 20), kind: .image)
        b.add("rule", parent: card, rect(10, 49, 80, 1), background: "#C6C6C8")
        // Rounded without clipping, a shadow with a path, opacity without drawing children: no pass.
        let plain = b.add("plain", parent: root, rect(10, 60, 80, 30), background: "#FFFFFF") {
            $0.cornerRadius = 12
            $0.shadow = Shadow(radius: 4, path: true)
            $0.opacity = 0.5
        }
        b.add("spacer", parent: plain, rect(10, 60, 10, 10))
        // Not on screen: no pass.
        b.add("away", parent: root, rect(200, 0, 10, 10)) { $0.shadow = Shadow(radius: 2, path: false) }
        let frame = b.analyse()
        // card's drawing descendants: title, thumb and rule (body and spacer draw nothing; clipped
        // lies below the card's clip, [60,80) vs [10,50)).
        #expect(
            frame.offscreen == [
                pass(b, card, cause: .roundedClip(cornerRadius: 12)),
                pass(b, card, cause: .shadowWithoutPath(radius: 8)),
                pass(b, card, cause: .groupOpacity(opacity: 0.8, drawingDescendants: 3)),
            ])
    }

    @Test func cellLayersPaintAboveTheListAndCountAsItsDescendants() {
        var b = FrameBuilder()
        let root = b.add("root", parent: nil, rect(0, 0, 100, 100), background: "#FFFFFF")
        let feed = b.add("feed", parent: root, rect(0, 0, 100, 50)) {
            $0.list = ListSpec(cells: [], rows: .types([]), location: .start)
            $0.opacity = 0.5
        }
        b.add("footer", parent: root, rect(0, 40, 100, 60), background: "#EEEEEE")
        // A stand-in provider: one 100 × 80 cell label at the list's top, clipped to the list.
        let cells: CellLayerProvider = { input, layers in
            var cell = Node(id: "cellTitle", location: .start)
            cell.kind = .label
            let frame = Rect(x: input.frame.x, y: input.frame.y, width: 100, height: 80)
            guard let seen = frame.intersection(input.clip) else { return }
            layers.append(DrawLayer(node: input.list, drawing: cell, frame: frame, rect: seen, opacity: input.opacity))
        }
        let frame = b.analyse(cells: cells)
        #expect(frame.layers.map(\.id) == ["root", "cellTitle", "footer"])
        #expect(frame.visibleRect(of: "cellTitle") == rect(0, 0, 100, 50))
        #expect(frame.offscreen == [pass(b, feed, cause: .groupOpacity(opacity: 0.5, drawingDescendants: 1))])
    }

    @Test func hiddenLayersAreThoseAnOpaqueChildCoversEntirely() {
        var b = FrameBuilder()
        let root = b.add("root", parent: nil, rect(0, 0, 100, 100), background: "#FFFFFF")
        let content = b.add("content", parent: root, rect(0, 0, 100, 100), background: "#FFFFFF")
        // A non-drawing wrapper in between: the card's nearest drawing ancestor is still content.
        let wrapper = b.add("wrapper", parent: content, rect(0, 0, 100, 100))
        let card = b.add("card", parent: wrapper, rect(0, 0, 100, 100), background: "#F2F2F7") { $0.cornerRadius = 8 }
        b.add("inset", parent: card, rect(10, 10, 80, 80), background: "#FFFFFF")
        let frame = b.analyse()
        // content covers root; the card covers content except its 8 pt corners, so content's
        // corners still show and it is not hidden; inset leaves the card's 10 pt border visible.
        #expect(frame.hiddenLayers.map { frame.layers[$0].id } == ["root"])
        // Every point of the inset is painted by root, content, card and inset: 6,400 pt² at 4×;
        // the card's border ring 10,000 − 6,400 = 3,600 pt² at 3×.
        #expect(frame.overdrawAreas == [0, 0, 3600, 6400])
    }

    @Test func listCellsArePaintedRowByRowAndClippedToTheList() {
        var template = Node(id: "cell", location: .start)
        template.background = Color(parsing: "#FFFFFF")
        var spec = ListSpec(
            cells: [ListSpec.CellType(name: "a", height: 30, template: NodeTree(nodes: [template]), location: .start)],
            rows: .types(["a", "a", "a", "a"]), location: .start)
        spec.heights = [10, 20, 40, 50]
        var b = FrameBuilder()
        let root = b.add("root", parent: nil, rect(0, 0, 100, 100))
        b.add("feed", parent: root, rect(0, 40, 100, 100)) { $0.list = spec }
        let frame = b.analyse(cells: ListCellPainter.provider(device: FrameBuilder.device, layouter: EngineLayouter()))
        // The list shows [40, 100) of the screen. Rows start at 40, 50, 70 and 110: the first three
        // (10, 20 and 40 pt tall, each template laid out at its row's height) are visible, the third
        // clipped to 30 pt; the fourth starts below the screen.
        #expect(frame.layers.map(\.rect) == [rect(0, 40, 100, 10), rect(0, 50, 100, 20), rect(0, 70, 100, 30)])
        #expect(frame.layers.allSatisfy { $0.id == "cell" && $0.node == 1 })
    }

    @Test func compositingATranslucentFill() {
        // 0x33 = 51 → alpha 0.2: each channel 0 × 0.2 + 255 × 0.8 = 204 = 0xCC.
        #expect(composite(Color(red: 0, green: 0, blue: 0, alpha: 0x33), over: .white).description == "#CCCCCC")
        // 0x80 = 128 → 0.50196: 255 × 0.50196 + 0 × 0.49804 = 128.0 → 0x80.
        #expect(composite(Color(red: 255, green: 0, blue: 0, alpha: 0x80), over: .black).description == "#800000")
    }
}
