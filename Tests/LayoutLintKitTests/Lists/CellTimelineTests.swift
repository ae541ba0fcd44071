import LayoutModel
import Testing

@testable import LayoutLintKit

/// The list played with what happens inside its cells: content arriving after a cell appears,
/// self-sizing cells against their estimate.
@Suite struct CellTimelineTests {
    /// A list filling a 400 × 600 pt screen (no safe area) with `cells` and `rows`.
    static func timeline(cells: String, rows: String, scroll: String? = nil) throws -> [ListCellTimeline] {
        let script = scroll.map { #", "scroll": \#($0)"# } ?? ""
        let text = """
            {"screen": "S", "devices": [{"name": "Flat", "width": 400, "height": 600, "scale": 1}], "root": {"id": "root", "children": [
              {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {"cells": \(cells), "rows": \(rows)\(script)}}]}}
            """
        let decoded = DocumentDecoder().decode(Array(text.utf8), file: "s.json")
        let document = try #require(decoded.document, "\(decoded.errors)")
        let screen = try #require(document.screens.first)
        let device = try #require(screen.devices.first)
        return try ScreenAnalysis(file: "s.json", screen: screen, device: device).cells
    }

    /// Rows of 100 pt whose 'photo' (no height reserved) gets 200 pt of content 500 ms after
    /// the cell appears; the list does not scroll (a script to where it is).
    static let photoCell = #"""
        {"post": {"height": 100, "template": {"id": "cell", "children": [
          {"id": "by", "style": {"height": 100}},
          {"id": "photo", "kind": "image", "content": {"at": 500, "height": 200}}]}}}
        """#

    @Test func contentArrivingOnScreenMovesTheRowsBelowByTheGrowth() throws {
        let lists = try Self.timeline(
            cells: Self.photoCell, rows: #"{"count": 50, "pattern": ["post"]}"#, scroll: #"[{"to": 0, "velocity": 100}]"#)
        let list = try #require(lists.first)
        // Rows 0–5 are on screen (600 / 100), each grows by 200 pt at 500 ms after the first frame.
        let summary = try #require(list.summaries.first)
        #expect(summary.count == 6)
        #expect(summary.worst.cause == .arrival(0))
        #expect(summary.worst.row == 0)
        #expect(summary.worst.fromHeight == 100 && summary.worst.toHeight == 300)
        #expect(summary.worst.movedRows == 1..<6)
        // Rows 1–5 covered 100…600 and cover 300…800: the union inside the 600 pt viewport is
        // 500 pt × 400 of 240,000 pt², moved 200 of 600 pt.
        #expect(abs(summary.worst.score - (500.0 * 400 / 240_000) * (200.0 / 600)) < 1e-9)
        // Later rows were pushed off screen by then: fewer moved rows each time.
        #expect(summary.moving <= 6)
        let stages = try #require(list.stages.first ?? nil)
        #expect(stages.heights == [100, 300])
        #expect(stages.before.first?.height == 0 && stages.after.first?.height == 200)
    }

    @Test func theWorstShiftKeepsTheRowsOnScreenBeforeAndAfter() throws {
        let lists = try Self.timeline(
            cells: Self.photoCell, rows: #"{"count": 50, "pattern": ["post"]}"#, scroll: #"[{"to": 0, "velocity": 100}]"#)
        let worst = try #require(lists.first?.summaries.first?.worst)
        let scene = try #require(worst.scene)
        #expect(scene.offset == 0 && scene.viewport == 600)
        // Before: rows 0–5 at 100 pt, nothing arrived; after: row 0 is 300 pt with its content,
        // rows 1–3 below it, moved by 200 pt, rows 4 and 5 pushed out of the viewport.
        #expect(scene.before.map(\.row) == Array(0..<6) && scene.before.allSatisfy { $0.height == 100 && $0.stage == 0 })
        #expect(scene.after.map(\.row) == [0, 1, 2, 3])
        #expect(scene.after[0].height == 300 && scene.after[0].stage == 1)
        #expect(scene.after[1].top == scene.before[1].top + worst.distance)
    }

    @Test func aReservedSlotMovesNothing() throws {
        let cells = Self.photoCell.replacingOccurrences(of: #""kind": "image", "#, with: #""kind": "image", "style": {"height": 200}, "#)
        let list = try #require(try Self.timeline(cells: cells, rows: #"{"count": 50, "pattern": ["post"]}"#).first)
        #expect(list.scores.isEmpty)
        #expect(list.summaries.allSatisfy { $0.moving == 0 && $0.worst.distance == 0 })
    }

    @Test func contentArrivingAfterItsCellLeftMovesNothingVisible() throws {
        // At 6000 pt/s the rows fly by: content due 500 ms after a row appears lands off screen
        // for every row but those where the list comes to rest at the end.
        let list = try #require(
            try Self.timeline(
                cells: Self.photoCell, rows: #"{"count": 1000, "pattern": ["post"]}"#, scroll: #"[{"to": "end", "velocity": 6000}]"#
            ).first)
        let summary = try #require(list.summaries.first)
        #expect(summary.count < 20)
        #expect(list.shownCells >= 1000)
    }

    @Test func theCostFollowsTheRowsShownNotTheRowCount() throws {
        // A million rows, a script that shows about 30 of them.
        let list = try #require(
            try Self.timeline(
                cells: Self.photoCell, rows: #"{"count": 1000000, "pattern": ["post"]}"#, scroll: #"[{"to": 2400, "velocity": 1200}]"#
            ).first)
        #expect(list.shownCells < 60)
    }

    /// Self-sizing posts measuring 120 pt, estimated at `estimate`, scrolled down 3000 pt and back.
    static func posts(estimate: Int) throws -> ListCellTimeline? {
        try timeline(
            cells: #"""
                {"post": {"height": "auto", "estimatedHeight": \#(estimate), "template": {"id": "cell", "children": [
                  {"id": "body", "style": {"height": 120}}]}}}
                """#, rows: #"{"count": 200, "pattern": ["post"]}"#,
            scroll: #"[{"to": 3000, "velocity": 1200}, {"to": 0, "velocity": 1200}]"#
        ).first
    }

    @Test func aWrongEstimateJumpsOnlyScrollingUp() throws {
        let list = try #require(try Self.posts(estimate: 80))
        let jumps = try #require(list.summaries.first { $0.worst.cause == .measured })
        // Each row coming in through the top is placed at 80 pt, measured at 120: +40 pt.
        #expect(jumps.worst.fromHeight == 80 && jumps.worst.toHeight == 120)
        #expect(jumps.moving > 10)
        // Every jump happens after the turn (3000 / 1200 pt/s = 2.5 s after the first frame).
        #expect(list.scores.allSatisfy { $0.atMs > 2500 })
    }

    /// An estimate above the measured height: a row that shrinks as it comes in through the top
    /// keeps its measured height when that pushes it out again, and a numeric target moves with
    /// what the offset absorbs, so the script ends (it once went back and forth for ever).
    @Test func anEstimateAboveTheMeasuredHeightStillEnds() throws {
        let list = try #require(
            try Self.timeline(
                cells: #"""
                    {"post": {"height": "auto", "estimatedHeight": 500, "template": {"id": "cell", "children": [
                      {"id": "body", "style": {"height": 120}}]}}, "tiny": {"height": 0.5}}
                    """#, rows: #"{"count": 3000, "pattern": ["post", "tiny", "tiny"]}"#,
                scroll: #"[{"to": 900, "velocity": 20}, {"to": "end", "velocity": 1000000}, {"to": 0, "velocity": 700}]"#
            ).first)
        let jumps = try #require(list.summaries.first { $0.worst.cause == .measured })
        #expect(jumps.worst.fromHeight == 500 && jumps.worst.toHeight == 120)
    }

    @Test func theMeasuredEstimateMakesNoJump() throws {
        let list = try #require(try Self.posts(estimate: 120))
        #expect(list.summaries.isEmpty)
        #expect(list.scores.isEmpty)
    }

    @Test func listsWithNothingInsideTheirCellsAreNotPlayedAgain() throws {
        let lists = try Self.timeline(cells: #"{"post": {"height": 100}}"#, rows: #"{"count": 50, "pattern": ["post"]}"#)
        #expect(lists.isEmpty)
    }

    @Test func rowDeltasSumLikeAnArray() {
        var deltas = RowDeltas()
        var plain: [Double] = []
        for count in [1, 5, 6, 17, 40] {
            deltas.grow(to: count)
            while plain.count < count { plain.append(0) }
            for row in stride(from: count - 1, through: 0, by: -3) {
                let value = Double((row * 7) % 11) - 5
                deltas.set(row, to: value)
                plain[row] = value
            }
            for row in 0...count + 2 {
                #expect(deltas.prefix(row) == plain.prefix(min(row, count)).reduce(0, +))
            }
            #expect(deltas.total == plain.reduce(0, +))
        }
    }

    @Test func selfSizingCellsAreDrawnAtTheHeightTheyMeasure() throws {
        let text = """
            {"screen": "S", "devices": [{"name": "Flat", "width": 400, "height": 600, "scale": 1}], "root": {"id": "root", "children": [
              {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {"cells": {"post": {"height": "auto", "estimatedHeight": 44,
                "template": {"id": "cell", "children": [{"id": "body", "style": {"height": 120}}]}}}, "rows": {"count": 50, "pattern": ["post"]}}}]}}
            """
        let document = try #require(DocumentDecoder().decode(Array(text.utf8), file: "s.json").document)
        let screen = try #require(document.screens.first)
        let spec = try #require(screen.tree.nodes.first { $0.id == "feed" }?.list)
        let device = try #require(screen.devices.first)
        let frame = Rect(x: 0, y: 0, width: 400, height: 600)
        let cells = VisibleCells.cells(of: spec, frame: frame, clip: frame, device: device, layouter: EngineLayouter())
        #expect(cells.map(\.rect.height) == [120, 120, 120, 120, 120])
        #expect(cells.map(\.rect.y) == [0, 120, 240, 360, 480])
    }
}
