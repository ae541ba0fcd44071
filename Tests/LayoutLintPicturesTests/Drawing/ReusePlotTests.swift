import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// `layoutlint reuse --plot`: the bucketed series and the chart's pixels.
@Suite struct ReusePlotTests {
    /// 20 rows of 50 pt in a 500 pt viewport scrolled to the end at 600 pt/s (10 pt a frame at
    /// 60 Hz, 50 frames, 833.3 ms): 10 cells for the first screenful, then a row enters every
    /// 5 frames (10 more), and cells leaving first fill the pool, so 1 cell is allocated after
    /// frame 0 and the rest are reused.
    func series(buckets: Int) throws -> (ReuseResult, ReusePlotSeries) {
        var list = ListSpec(
            cells: [.init(name: "row", height: 50, location: .start)], rows: .pattern(count: 20, pattern: ["row"]),
            location: .start)
        list.scroll = [.init(to: .end, velocity: 600)]
        let result = try ReuseSimulation.run(list, viewport: 500, refreshRate: 60)
        var series = ReusePlotSeries(types: ["row"], durationMs: result.durationMs, bucketCount: buckets)
        _ = try ReuseSimulation.run(list, viewport: 500, refreshRate: 60, recorder: &series)
        return (result, series)
    }

    @Test func bucketsAccountForEveryAllocation() throws {
        let (result, series) = try series(buckets: 10)
        let first = series.buckets.map { $0.firstFrameAllocations[0] }.reduce(0, +)
        let steady = series.buckets.map { $0.steadyAllocations[0] }.reduce(0, +)
        #expect(first + steady == result.types[0].allocations)
        #expect(steady == result.types[0].steadyAllocations)
        // The first frame's 10 cells fall in bucket 0 (t = 0).
        #expect(series.buckets[0].firstFrameAllocations == [10])
        // Live cells are 10 or 11 throughout (10 visible, 11 while a row straddles each edge).
        let live = series.levels(type: 0).live
        #expect(live.low.allSatisfy { (10...11).contains($0) } && live.high.allSatisfy { (10...11).contains($0) })
    }

    @Test func memoryIsTheBucketsNotTheFrames() throws {
        let (_, series) = try series(buckets: 3)
        #expect(series.buckets.count == 3)
    }

    /// The plot input of the feed list of `layouts/native-ad-feed.json` on its first device.
    func feedInput() throws -> ReusePlot.Input {
        let url = Repository.root.appendingPathComponent("layouts/native-ad-feed.json")
        var options = LintOptions()
        options.analysis = options.analysis.forPictures
        let files = MemoryFiles(["native-ad-feed.json": Array(try Data(contentsOf: url))])
        let outcome = try LintSession(options: options, files: files).reuse(LintSession.ReuseRequest(file: "native-ad-feed.json"))
        #expect(outcome.errors.isEmpty)
        let screen = try #require(outcome.screens.first)
        let device = try #require(screen.devices.first)
        let list = try #require(screen.lists.first?.first)
        let series = try #require(list.plot)
        return ReusePlot.Input(screen: screen.screen.name, device: device.name, list: list, series: series)
    }

    /// Title ink (#1A1A1F), darker than anything else the plot draws (axes and their labels are #4D4D59).
    func isTitleInk(_ pixel: Pixel?) -> Bool {
        guard let pixel else { return false }
        return pixel.red < 50 && pixel.green < 50 && pixel.blue < 50
    }

    @Test func longTitlesWrapInsideThePictureAndTheAxesAreLabelled() throws {
        var input = try feedInput()
        let short = try ReusePlot(scale: 1).render(input)
        // 80 characters of screen name, in words and as one word: the title wraps (and the
        // word breaks between characters) instead of running off the right edge.
        for name in [String(repeating: "Weekly offers near you ", count: 4).prefix(80), Substring(String(repeating: "X", count: 80))] {
            input.screen = String(name)
            let canvas = try ReusePlot(scale: 1).render(input)
            #expect(canvas.pixelWidth == 800 && canvas.pixelHeight > 460)
            let margin = Int(ReusePlot.width - ReusePlot.Header.margin)
            let beyond = (0..<120).flatMap { y in (margin..<800).map { (x: $0, y: y) } }.filter {
                isTitleInk(canvas.pixel(x: $0.x, y: $0.y))
            }
            #expect(beyond.isEmpty, "title ink past the right margin at \(beyond.prefix(3))")
            // The title's lines are drawn: ink on the second line (below the first at 12…27).
            #expect((16..<400).contains { isTitleInk(canvas.pixel(x: $0, y: 36)) })
            let header = ReusePlot.Header(input, on: try Canvas(pixelWidth: 1, pixelHeight: 1))
            #expect(
                header.title.count >= 2 && header.title.joined().filter { $0 != " " }.hasSuffix(String(name).filter { $0 != " " } + ")"))
        }
        // The y axis is labelled "cells", turned, left of its numbers, halfway up the plot.
        let plotMiddle = Int(ReusePlot.top + (ReusePlot.height - ReusePlot.top - ReusePlot.bottom) / 2)
        let label = (plotMiddle - 20..<plotMiddle + 20).flatMap { y in (4..<24).map { (x: $0, y: y) } }.filter { point in
            guard let pixel = short.pixel(x: point.x, y: point.y) else { return false }
            return pixel.red < 150 && pixel.green < 150
        }
        #expect(label.count > 30)
    }

    @Test func chartShowsLiveCellsAndMarksAllocationsWhileScrolling() throws {
        let input = try feedInput()
        let canvas = try ReusePlot(scale: 1).render(input)
        // The chart, then the scroll track under it (the script moves the list).
        #expect(canvas.pixelWidth == 800 && canvas.pixelHeight == Int(ReusePlot.height + ScrollTrack.height))
        // The ad pool (limit 1, needs 2) re-creates ad cells only on the fling back to the top at
        // the end of the script: the allocation strip is red in its last tenth, not in the middle.
        let stripY = Int(ReusePlot.height - ReusePlot.bottom + 56 + 16)
        let left = ReusePlot.left, width = ReusePlot.plotWidth
        func isRed(_ x: Double) -> Bool {
            guard let pixel = canvas.pixel(x: Int(x), y: stripY) else { return false }
            return pixel.red > 200 && pixel.green < 60 && pixel.blue < 60
        }
        #expect(stride(from: left + width * 0.92, to: left + width, by: 1).contains(where: isRed))
        #expect(!stride(from: left + width * 0.3, to: left + width * 0.7, by: 1).contains(where: isRed))
        // Same input, same bytes.
        #expect(try canvas.pngData() == ReusePlot(scale: 1).render(input).pngData())
    }

    @Test func renderAndLintArtifactsWriteTheReusePlots() throws {
        let layouts = Repository.root.appendingPathComponent("layouts")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-reuse-plots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let file = layouts.appendingPathComponent("native-ad-feed.json").path
        let outcome = try LintSession.cairo().render(
            LintSession.RenderRequest(paths: [file], folder: out.appendingPathComponent("render").path, scale: 1))
        #expect(outcome.exitCode == 0)
        let rendered = out.appendingPathComponent("render/\(ArtifactWriter.fileFolder(file))/feed-with-native-ads/iphone-15/reuse-feed.png")
        #expect(FileManager.default.fileExists(atPath: rendered.path))
        // lint --artifacts: the reuse-pool-undersized finding on 'feed' is explained by its plot.
        var options = LintOptions()
        options.artifacts = LintArtifacts(writer: ArtifactWriter(root: out.appendingPathComponent("lint").path))
        let report = Linter(options: options).lint(paths: [file])
        #expect(report.findings.map(\.ruleID) == ["reuse-pool-undersized"])
        #expect(report.artifacts.map { URL(fileURLWithPath: $0).lastPathComponent } == ["reuse-feed.png"])
    }
}
