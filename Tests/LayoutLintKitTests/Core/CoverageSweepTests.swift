import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

@Suite struct CoverageSweepTests {
    @Test func unionCountsOverlapsOnce() {
        // Two 10×10 squares overlapping in a 5×5 corner: 100 + 100 − 25 = 175.
        let rects = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10)]
        #expect(CoverageSweep.unionArea(rects) == 175)
    }

    @Test func nestedAndDisjoint() {
        // A 100×100 square containing a 10×10 one, plus a disjoint 2×3: 10,000 + 6.
        let rects = [
            Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 10, y: 10, width: 10, height: 10),
            Rect(x: 200, y: 0, width: 2, height: 3),
        ]
        #expect(CoverageSweep.unionArea(rects) == 10_006)
    }

    @Test func overdrawHistogramByDepth() {
        // Five identical 10×10 squares plus a 10×10 square beside them touching at x = 10:
        // 100 pt² painted once (the neighbour) and 100 pt² painted 5× (counted as 4×+).
        var rects = Array(repeating: Rect(x: 0, y: 0, width: 10, height: 10), count: 5)
        rects.append(Rect(x: 10, y: 0, width: 10, height: 10))
        #expect(CoverageSweep.overdrawHistogram(rects) == [100, 0, 0, 100])
        // Three strips stacked so depth is 1, 2 and 3 across x: [0,30)×[0,1), [10,30), [20,30).
        let strips = [
            Rect(x: 0, y: 0, width: 30, height: 1), Rect(x: 10, y: 0, width: 20, height: 1),
            Rect(x: 20, y: 0, width: 10, height: 1),
        ]
        #expect(CoverageSweep.overdrawHistogram(strips) == [10, 10, 10, 0])
    }

    @Test func emptyRectsCoverNothing() {
        #expect(CoverageSweep.unionArea([Rect(x: 0, y: 0, width: 0, height: 10)]) == 0)
        #expect(CoverageSweep.unionArea([]) == 0)
    }
}
