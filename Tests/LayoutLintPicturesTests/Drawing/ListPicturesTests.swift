import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Pictures of a feed whose images arrive after their cells appear (`Fixtures.imageFeed`):
/// the frames name each cell's row and hatch what has not arrived, the reuse plot tracks the
/// rows on screen with the script's legs and the arrivals, and each shift inside the list the
/// findings report has its diagram.
@Suite struct ListPicturesTests {
    /// The feed analysed on iPhone 15 for pictures, drawn at 1 pixel per point.
    static func feed() throws -> (analysis: ScreenAnalysis, pictures: ScreenPictures) {
        let decoded = DocumentDecoder().decode(Array(Fixtures.imageFeed.utf8), file: "feed.json")
        let screen = try #require(decoded.document?.screens.first)
        let device = try #require(screen.devices.first { $0.name == "iPhone 15" })
        let analysis = try ScreenAnalysis(file: "feed.json", screen: screen, device: device, options: AnalysisOptions().forPictures)
        return (analysis, ScreenPictures(analysis))
    }

    @Test func theScrollTrackFollowsTheCellTimelineAndCountsEveryArrival() throws {
        let (analysis, _) = try Self.feed()
        let list = try #require(analysis.lists.first)
        let track = try #require(list.cellTrack)
        // The script's two legs, each labelled with its direction and speed.
        #expect(track.legs.map { ScrollPhase.label(down: $0.down, velocity: $0.velocity) } == ["↓ 400 pt/s", "↑ 800 pt/s"])
        #expect(list.phases.map(\.label) == ["↓ 400 pt/s", "↑ 800 pt/s"])
        #expect(track.legs.first?.startMs == 0)
        // Every arrival in a cell on screen is marked once, those that moved rows as moving.
        let cells = try #require(analysis.cells.first)
        let arrivals = cells.summaries.filter { if case .arrival = $0.worst.cause { true } else { false } }
        #expect(track.arrivals == arrivals.reduce(0) { $0 + $1.count } && track.arrivals > 0)
        #expect(track.buckets.reduce(0) { $0 + $1.moving } == arrivals.reduce(0) { $0 + $1.moving })
        // The rows on screen start at row 0 and reach below the first screenful.
        let shown = track.shownRows()
        #expect(shown.first?.lowerBound == 0)
        #expect((shown.map(\.upperBound).max() ?? 0) > (shown.first?.upperBound ?? 0))
    }

    @Test func theReusePlotDrawsTheScrollTrack() throws {
        let (analysis, _) = try Self.feed()
        let list = try #require(analysis.lists.first)
        let series = try #require(list.plot)
        let input = ReusePlot.Input(screen: analysis.screen.name, device: analysis.device.name, list: list, series: series)
        let canvas = try ReusePlot(scale: 1).render(input)
        // The chart (its key on as many rows as the four cell types need), then the track.
        let header = ReusePlot.Header(input, on: try Canvas(pixelWidth: 1, pixelHeight: 1))
        #expect(canvas.pixelHeight == Int(ReusePlot.height + header.extraHeight + ScrollTrack.height))
        try Golden.check(try canvas.pngData(), name: "image-feed-reuse-feed")
    }

    @Test func aShiftInsideTheListIsDrawnWithTheRowsThatMoved() throws {
        let (analysis, pictures) = try Self.feed()
        let inputs = CellShiftPictures.inputs(pictures)
        #expect(!inputs.isEmpty)
        for (file, input) in inputs {
            #expect(file.range(of: #"^cell-shift-feed-row-\d+-\d+\.png$"#, options: .regularExpression) != nil, "\(file)")
            #expect(file.contains("-row-\(input.shift.row)-"))
            // Each moved row is where it was, moved down by the cell's growth.
            let moved = CellShiftDiagram.movedRows(input)
            #expect(!moved.isEmpty)
            for row in moved {
                guard let before = row.before, let after = row.after else { continue }
                #expect(abs(after.y - before.y - input.shift.distance) < 0.001, "row \(row.row)")
            }
            // The node whose content arrived is inside its row's cell after it arrived.
            let arrived = try #require(input.arrived)
            let cell = try #require(CellShiftDiagram.cellRects(input.after, list: input.listIndex)[input.shift.row])
            #expect(!arrived.rect.isEmpty && cell.contains(arrived.rect))
            // The caption names the rows that moved, as the finding does.
            let description = CellShiftDiagram.description(input)
            #expect(description.contains("moved: \(CellShiftFindings.rows(input.shift.movedRows)) down"))
            #expect(description.contains("row \(input.shift.row) (cell '\(input.cellType)'): the content of '\(arrived.id)' arrived"))
        }
        // Every finding about a shift inside the list has its diagram at its time.
        let findings = Linter().lint(file: "feed.json", bytes: Array(Fixtures.imageFeed.utf8)).findings.filter {
            $0.ruleID == "unreserved-slot" && $0.devices.contains(analysis.device.name)
        }
        #expect(findings.count == 3)
        for finding in findings {
            let atMs = try #require(finding.occurrences.first { $0.device == analysis.device.name }?.atMs)
            #expect(inputs.contains { PictureKind.cellShiftDiagram.explains(findingAt: atMs, file: $0.file, among: []) })
        }
        let first = try #require(inputs.first)
        let png = try PictureSet(pictures, scale: 1).cellShiftPNG(first.input)
        #expect(PNGText.value("Description", in: png) == CellShiftDiagram.description(first.input))
        try Golden.check(png, name: "image-feed-cell-shift")
    }

    @Test func laterFramesShowTheListWhereItsScriptHasScrolledWithEachRowsOwnArrivals() throws {
        // The feed with a banner arriving 2.5 s in: a frame of the timeline while the list scrolls.
        let document =
            String(Fixtures.imageFeed.dropLast(3))
            + #", {"id": "banner", "kind": "ad", "style": {"height": 50}}]}, "timeline": [{"at": 2500, "hide": "banner"}]}"#
        let decoded = DocumentDecoder().decode(Array(document.utf8), file: "feed.json")
        let screen = try #require(decoded.document?.screens.first, "\(decoded.errors)")
        let device = try #require(screen.devices.first { $0.name == "iPhone 15" })
        let analysis = try ScreenAnalysis(file: "feed.json", screen: screen, device: device, options: AnalysisOptions().forPictures)
        let pictures = ScreenPictures(analysis)
        let later = try #require(pictures.frames.last)
        #expect(later.atMs >= 2500)
        let list = try #require(screen.tree.nodes.first { $0.id == "feed" }?.list)
        let feed = try #require(screen.tree.nodes.firstIndex { $0.id == "feed" })
        let listFrame = later.layout.absoluteFrames[feed]
        let elapsed = later.atMs - analysis.launch.firstFrameMs
        // 400 pt/s for about 2.5 s: about 1,000 pt down, where ScrollPosition says.
        let offset = ScrollPosition.offset(of: list, viewport: listFrame.height, refreshRate: device.refreshRate, elapsedMs: elapsed)
        #expect(offset > 800)
        let cells = later.frame.cells
        let first = try #require(cells.first)
        #expect((first.row ?? 0) > 0, "the list is drawn at the top: rows \(cells.compactMap(\.row))")
        // The first row drawn is the one at the offset, placed where the offset puts it.
        #expect(first.rect.y <= listFrame.y && first.rect.maxY > listFrame.y)
        // Rows the script brought in long ago have their images; the bottom row, just in, waits.
        let photos = cells.filter { $0.type != "text" }
        let top = try #require(photos.first?.content), bottom = try #require(photos.last?.content)
        #expect(top.awaitingContent.isEmpty, "row \(photos.first?.row ?? -1)")
        #expect(!bottom.awaitingContent.isEmpty, "row \(photos.last?.row ?? -1)")
    }

    @Test func framesNameEachCellsRowAndHatchWhatHasNotArrived() throws {
        let (_, pictures) = try Self.feed()
        let frame = try #require(pictures.frames.first).frame
        let cells = frame.cells
        #expect(cells.map(\.row) == cells.indices.map { Optional($0) })
        // Before the first frame nothing has arrived: every image slot waits, drawn hatched.
        for cell in cells where cell.type != "text" {
            let content = try #require(cell.content)
            #expect(content.awaitingContent.count == 1, "row \(cell.row ?? -1)")
        }
        let png = try PictureSet(pictures, scale: 1).framePNG(0)
        try Golden.check(png, name: "image-feed-frame-0")
    }
}
