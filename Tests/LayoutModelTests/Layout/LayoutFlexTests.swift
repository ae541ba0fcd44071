import LayoutModel
import Testing

@Suite struct LayoutFlexTests {
    @Test func growDistributesFreeSpaceByFactor() throws {
        var f = LayoutFixture(style(width: .points(300), height: .points(100)) { $0.flexDirection = .row })
        let a = f.add(style(width: .points(50)))
        let b = f.add(style { $0.flexGrow = 1 })
        let c = f.add(style { $0.flexGrow = 2 })
        let r = try f.layout()
        // Free space 300 − 50 = 250 splits 1:2 → 83.33 and 166.67; rounding at @1x:
        // b spans 50…133.33 → 50…133 (83 wide), c spans 133.33…300 → 133…300 (167 wide).
        #expect(r.frames[a] == rect(0, 0, 50, 100))
        #expect(r.frames[b] == rect(50, 0, 83, 100))
        #expect(r.frames[c] == rect(133, 0, 167, 100))
    }

    @Test func flexShorthandFollowsYoga() throws {
        var f = LayoutFixture(style(width: .points(300), height: .points(50)) { $0.flexDirection = .row })
        let a = f.add(style(width: .points(500)) { $0.flex = 1 })
        let b = f.add(style { $0.flex = 2 })
        let r = try f.layout()
        // flex > 0 → grow N with basis 0, so the 500 pt width is ignored: 300 splits 1:2.
        #expect(r.frames[a] == rect(0, 0, 100, 50))
        #expect(r.frames[b] == rect(100, 0, 200, 50))

        var g = LayoutFixture(style(width: .points(100), height: .points(50)) { $0.flexDirection = .row })
        let s = g.add(style(width: .points(150)) { $0.flex = -1 })
        // flex −1 → shrink 1: the 150 pt item shrinks by the 50 pt overflow to 100.
        #expect(try g.layout().frames[s] == rect(0, 0, 100, 50))
    }

    @Test func justifyContentSpaceBetweenAndReverse() throws {
        var f = LayoutFixture(
            style(width: .points(300), height: .points(50)) {
                $0.flexDirection = .row
                $0.justifyContent = .spaceBetween
            })
        let ids = (0..<3).map { _ in f.add(style(width: .points(50))) }
        let r = try f.layout()
        // 150 pt free over 2 gaps → 75 between: x = 0, 50 + 75, 125 + 50 + 75.
        #expect(ids.map { r.frames[$0].x } == [0, 125, 250])

        var g = LayoutFixture(style(width: .points(200), height: .points(50)) { $0.flexDirection = .rowReverse })
        let a = g.add(style(width: .points(50)))
        let b = g.add(style(width: .points(50)))
        let rr = try g.layout()
        // row-reverse packs from the right: a at 200 − 50, b before it at 150 − 50.
        #expect(rr.frames[a].x == 150)
        #expect(rr.frames[b].x == 100)
    }

    @Test func alignItemsCenterAndAutoMargins() throws {
        var f = LayoutFixture(style(width: .points(200), height: .points(200)) { $0.alignItems = .center })
        let a = f.add(style(width: .points(50), height: .points(50)))
        // Centred on the cross (x) axis: (200 − 50) / 2 = 75.
        #expect(try f.layout().frames[a] == rect(75, 0, 50, 50))

        var g = LayoutFixture(style(width: .points(200), height: .points(100)) { $0.flexDirection = .row })
        let b = g.add(style(width: .points(50), height: .points(50)) { $0.margin.left = .auto })
        // An auto left margin takes all 150 pt of free space.
        #expect(try g.layout().frames[b] == rect(150, 0, 50, 50))
    }

    @Test func paddingBorderAndPercentages() throws {
        var f = LayoutFixture(
            style(width: .points(200), height: .points(200)) {
                $0.padding.all = .points(10)
                $0.border.all = .points(5)
            })
        let a = f.add(style(width: .percent(50), height: .percent(25)))
        // Inside 15 pt of padding + border; percentages of the 170 pt content box: 85 × 42.5,
        // and 42.5 rounds (from the absolute edges 15 … 57.5) to 43.
        #expect(try f.layout().frames[a] == rect(15, 15, 85, 43))
    }

    @Test func minAndMaxClampFlexing() throws {
        var f = LayoutFixture(style(width: .points(300), height: .points(50)) { $0.flexDirection = .row })
        let a = f.add(
            style {
                $0.flexGrow = 1; $0.maxWidth = .points(100)
            })
        let b = f.add(style(width: .points(50)))
        let c = f.add(style { $0.flexGrow = 1 })
        let r = try f.layout()
        // 250 pt free: a would get 125 but freezes at max 100 (first pass); the second pass
        // gives the remaining 250 − 100 = 150 to c alone.
        #expect(r.frames[a] == rect(0, 0, 100, 50))
        #expect(r.frames[b] == rect(100, 0, 50, 50))
        #expect(r.frames[c] == rect(150, 0, 150, 50))

        var g = LayoutFixture(style(width: .points(300), height: .points(50)) { $0.flexDirection = .row })
        let d = g.add(style { $0.flexGrow = 1 })
        g.add(style(width: .points(50)))
        let e = g.add(
            style {
                $0.flexGrow = 1; $0.minWidth = .points(160)
            })
        let q = try g.layout()
        // e's basis (0) is clamped to its min 160 before distributing, so the free space is
        // 300 − (0 + 50 + 160) = 90, shared 45 / 45: d = 45, e = 160 + 45 = 205 at x 95.
        #expect(q.frames[d] == rect(0, 0, 45, 50))
        #expect(q.frames[e] == rect(95, 0, 205, 50))
    }

    @Test func wrapAndWrapReverse() throws {
        for wrap in [Wrap.wrap, .wrapReverse] {
            var f = LayoutFixture(
                style(width: .points(100)) {
                    $0.flexDirection = .row; $0.flexWrap = wrap
                })
            let ids = (0..<4).map { _ in f.add(style(width: .points(40), height: .points(20))) }
            let r = try f.layout()
            // Two 40 pt items fit per 100 pt line (a third would need 120): two lines, 40 tall.
            #expect(r.frames[0] == rect(0, 0, 100, 40))
            // wrap-reverse mirrors the lines: the first line sits at 40 − 0 − 20 = 20.
            let firstLineY: Double = wrap == .wrap ? 0 : 20
            #expect(r.frames[ids[0]] == rect(0, firstLineY, 40, 20))
            #expect(r.frames[ids[1]] == rect(40, firstLineY, 40, 20))
            #expect(r.frames[ids[2]] == rect(0, 20 - firstLineY, 40, 20))
        }
    }

    @Test func gapsAddSpaceBetweenItems() throws {
        var f = LayoutFixture(style(width: .points(100)) { $0.gap = .points(10) })
        let ids = (0..<3).map { _ in f.add(style(height: .points(20))) }
        let r = try f.layout()
        // 20 + 10 gap per step: y = 0, 30, 60; the root is 3 × 20 + 2 × 10 = 80 tall.
        #expect(ids.map { r.frames[$0].y } == [0, 30, 60])
        #expect(r.frames[0].height == 80)
    }

    @Test func absoluteInsetsAndStaticContainingBlock() throws {
        var f = LayoutFixture(style(width: .points(200), height: .points(200)) { $0.padding.all = .points(10) })
        let abs = f.add(
            style(width: .points(50), height: .points(50)) {
                $0.positionType = .absolute
                $0.position.right = .points(10)
                $0.position.bottom = .points(20)
            })
        let stat = f.add(
            style(width: .points(100), height: .points(100)) {
                $0.positionType = .static
                $0.margin.all = .points(20)
            })
        let inner = f.add(
            style(width: .points(10), height: .points(10)) {
                $0.positionType = .absolute
                $0.position.left = .points(5)
                $0.position.top = .points(5)
            }, to: stat)
        let r = try f.layout()
        // Insets measure from the border box: x = 200 − 50 − 10 = 140, y = 200 − 50 − 20 = 130.
        #expect(r.frames[abs] == rect(140, 130, 50, 50))
        // The static node sits at padding 10 + margin 20 = 30 and is no containing block:
        // the root is, so the grandchild lands at root (5, 5) = (−25, −25) relative to it.
        #expect(r.frames[stat] == rect(30, 30, 100, 100))
        #expect(r.frames[inner] == rect(-25, -25, 10, 10))
        #expect(r.absoluteFrames[inner] == rect(5, 5, 10, 10))
    }

    @Test func displayNoneTakesNoSpace() throws {
        var f = LayoutFixture(style(width: .points(200), height: .points(50)) { $0.flexDirection = .row })
        let hidden = f.add(style(width: .points(50)) { $0.display = .none })
        let child = f.add(style(width: .points(10), height: .points(10)), to: hidden)
        let b = f.add(style { $0.flexGrow = 1 })
        let r = try f.layout()
        #expect(r.frames[hidden] == rect(0, 0, 0, 0))
        #expect(r.isDisplayed[hidden] == false)
        #expect(r.isDisplayed[child] == false)
        #expect(r.isDisplayed[b])
        // The visible sibling takes the whole 200 pt row.
        #expect(r.frames[b] == rect(0, 0, 200, 50))
    }

    @Test func aspectRatioFollowsStretchedWidth() throws {
        var f = LayoutFixture(style(width: .points(200)))
        let a = f.add(style { $0.aspectRatio = 2 })
        // Stretched to 200 wide, so 200 / 2 = 100 tall.
        #expect(try f.layout().frames[a] == rect(0, 0, 200, 100))
    }

    @Test func overflowScrollLetsContentExceedTheContainer() throws {
        var f = LayoutFixture(style(width: .points(100), height: .points(100)) { $0.overflow = .scroll })
        let a = f.add(style(height: .points(300)))
        // Scrolling content keeps its own height; the container stays 100.
        let r = try f.layout()
        #expect(r.frames[a] == rect(0, 0, 100, 300))
        #expect(r.frames[0] == rect(0, 0, 100, 100))
    }
}
