import Foundation
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The work budget (issue 16 item 7): a screen's work is estimated from the screen alone and a
/// screen over `--max-work` is refused with a located input error before anything is simulated.
@Suite struct WorkBudgetTests {
    static let device = DeviceProfile(name: "Test 400", width: 400, height: 800, scale: 1)

    /// A root with `leaves` children and one `set` event per leaf at its own time.
    static func flatScreen(leaves: Int, events: Int) -> Screen {
        var root = Node(id: "root", location: SourceLocation(line: 1, column: 1))
        root.children = Array(1...leaves)
        var nodes = [root]
        for index in 1...leaves {
            var leaf = Node(id: "n\(index)", location: .start)
            leaf.parent = 0
            nodes.append(leaf)
        }
        var style = Style()
        style.height = .length(.points(10))
        // 20 ms apart: more than one 60 Hz refresh, so every change shows in a frame of its own.
        let timeline = (0..<events).map { index in
            TimelineEvent(at: Double(index + 1) * 20, action: .set(id: "n\(index % leaves + 1)", style: style, keys: ["height"]), location: .start)
        }
        return Screen(name: "Big", tree: NodeTree(nodes: nodes), devices: [device], timeline: timeline, location: SourceLocation(line: 2, column: 3))
    }

    @Test func countsNodesTimesFramesWithInsertedNodesAndDistinctTimes() throws {
        let screen = try TimelineTestSupport.screen("""
            {"screen": "S", "root": {"id": "root", "children": [
              {"id": "ad", "kind": "ad", "content": {"height": 90, "at": 800}}]},
             "timeline": [
              {"at": 300, "insert": {"id": "box", "children": [{"id": "inner", "content": {"height": 5, "at": 900}}]}, "into": "root"},
              {"at": 300, "tap": "root"},
              {"at": 800, "hide": "ad"}]}
            """)
        let estimate = WorkEstimate(screen: screen, device: Self.device, pictureScale: nil)
        // 2 nodes + 2 inserted; frames at 0, 300, 800, 900.
        #expect(estimate.nodes == 4)
        #expect(estimate.frames == 4)
        #expect(estimate.frames == (try TimelineSimulator.simulate(screen: screen, device: Self.device, options: AnalysisOptions())).frames.count)
        #expect(estimate.total == 16)
        #expect(estimate.explanation == "4 nodes × 4 frames")
    }

    @Test func listsCountRowsTimesScrollSegmentsAndPicturesCountPixels() throws {
        let screen = try TimelineTestSupport.screen("""
            {"screen": "S", "root": {"id": "root", "children": [
              {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                "cells": {"row": {"height": 44}}, "rows": {"count": 100000, "pattern": ["row"]},
                "scroll": [{"to": "end", "velocity": 3000}, {"to": 0, "velocity": 3000}]}}]}}
            """)
        let plain = WorkEstimate(screen: screen, device: Self.device, pictureScale: nil)
        #expect(plain.rowPasses == 300_000)
        #expect(plain.total == 2 * 1 + 300)
        let pictures = WorkEstimate(screen: screen, device: Self.device, pictureScale: 2)
        // One frame: 3 screen-sized pictures of 800 × 1600 pixels.
        #expect(pictures.pixels == 1_280_000 && pictures.pictures == 3)
        #expect(pictures.total == 2 + 300 + 38_400)
        #expect(pictures.explanation == "3 pictures × 1280000 pixels / 100 + list rows × scroll segments 300000 / 1000 + 2 nodes × 1 frames")
    }

    @Test func piecesOfMainThreadWorkCountOneUnitEach() throws {
        let screen = try TimelineTestSupport.screen("""
            {"screen": "S", "root": {"id": "root"}, "timeline": [
              {"at": 0, "work": "parse", "duration": 3000, "thread": "main", "pieces": 400},
              {"at": 0, "work": "whole", "duration": 30, "thread": "main"},
              {"at": 0, "work": "db", "duration": 30, "thread": "background"},
              {"at": 0, "request": "thumbs", "duration": 100, "onMain": {"pieces": 4, "each": 8}},
              {"at": 0, "request": "config", "duration": 100, "onMain": 12}]}
            """)
        let estimate = WorkEstimate(screen: screen, device: Self.device, pictureScale: nil)
        // Only split work counts: 400 + 4 slices; whole work and plain onMain are one slice each.
        #expect(estimate.mainPieces == 404)
        #expect(estimate.total == estimate.timelineWork + 404)
        #expect(estimate.explanation == "404 pieces of main-thread work + \(estimate.nodes) nodes × \(estimate.frames) frames")
        let error = estimate.check(budget: 100, screen: screen, device: Self.device, file: "s.json")
        #expect(error?.message.contains("(404 pieces of main-thread work + ") == true, "\(String(describing: error))")
    }

    /// The issue's inputs: 99,000 nodes × 50,000 `set` events and 20,000 × 2,000 are refused at
    /// once under the default budget, naming the estimate and how to raise it.
    @Test(arguments: [(99_000, 50_000, "4950099000"), (20_000, 2_000, "40020000")])
    func theIssuesInputsAreRefusedBeforeSimulating(nodes: Int, events: Int, units: String) {
        let screen = Self.flatScreen(leaves: nodes - 1, events: events)
        #expect {
            try ScreenAnalysis(file: "big.json", screen: screen, device: Self.device)
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.location == SourceLocation(line: 2, column: 3) && error.file == "big.json"
                && error.message.hasPrefix("analysing \"Big\" on Test 400 would take about \(units) units of work (\(nodes - 1 + 1) nodes × \(events + 1) frames), over the work budget of 2000000; raise it with --max-work ")
                && error.message.hasSuffix("(or maxWork in .layoutlint.yml), or split the screen or shorten its timeline")
        }
    }

    @Test func aRaisedBudgetLetsTheScreenThrough() throws {
        let screen = Self.flatScreen(leaves: 99, events: 30)
        var options = AnalysisOptions()
        options.maxWork = 3099
        #expect(throws: InputError.self) { try ScreenAnalysis(file: "f.json", screen: screen, device: Self.device, options: options) }
        options.maxWork = 3100
        let analysis = try ScreenAnalysis(file: "f.json", screen: screen, device: Self.device, options: options)
        #expect(analysis.timeline.frames.count == 31)
    }

    @Test func suggestedBudgetsAreRoundAndLargeEnough() {
        #expect(WorkEstimate.suggestedBudget(40_020_000) == 50_000_000)
        #expect(WorkEstimate.suggestedBudget(4_950_099_000) == 5_000_000_000)
        #expect(WorkEstimate.suggestedBudget(101) == 200)
        #expect(WorkEstimate.suggestedBudget(Int.max) == Int.max)
    }

    @Test func theCommandLineAndTheConfigurationSetTheBudget() throws {
        let folder = try BinaryRunner.folder(["home.json": CommandLineHabitsTests.screen, "small/.layoutlint.yml": "maxWork: 3\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: folder.appendingPathComponent("home.json"), to: folder.appendingPathComponent("small/home.json"))
        guard let refused = try BinaryRunner.run(["lint", "home.json", "--max-work", "3"], in: folder),
            let configured = try BinaryRunner.run(["lint", "home.json", "--quiet"], in: folder.appendingPathComponent("small")),
            let overridden = try BinaryRunner.run(["lint", "home.json", "--quiet", "--max-work", "1000"], in: folder.appendingPathComponent("small")),
            let render = try BinaryRunner.run(["render", "home.json", "--max-work", "3", "--out", "pictures"], in: folder),
            let reuse = try BinaryRunner.run(["reuse", "home.json", "--max-work", "3"], in: folder),
            let zero = try BinaryRunner.run(["lint", "home.json", "--max-work", "0"], in: folder)
        else { return }
        let message = "home.json:1:1: error: analysing \"Home\" on iPhone 15 would take about 6 units of work (3 nodes × 2 frames), over the work budget of 3; raise it with --max-work 10"
        #expect(refused.status == 2 && refused.output.contains(message), "\(refused.output)")
        #expect(configured.status == 2 && configured.output.contains(message), "\(configured.output)")
        #expect(overridden.status == 1, "\(overridden.output)")
        #expect(render.status == 2 && render.errors.contains("would take about 180817 units of work (6 pictures × 3013524 pixels / 100 + 3 nodes × 2 frames)"), "\(render.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pictures/home").path))
        #expect(reuse.status == 2 && reuse.errors.contains(message), "\(reuse.errors)")
        #expect(zero.status == 2 && zero.errors.contains("--max-work must be at least 1"))
    }

    @Test func aConfigurationBudgetMustBeAPositiveWholeNumber() {
        let (configuration, errors) = ConfigurationLoader().load("maxWork: lots\n", file: "c.yml")
        #expect(configuration == nil)
        #expect(errors.map(\.description) == [
            "c.yml:1:10: error: \"maxWork\" must be a whole number of work units, at least 1 (default 2000000)"
        ])
        #expect(ConfigurationLoader().load("maxWork: 5000000\n", file: "c.yml").configuration?.maxWork == 5_000_000)
    }
}
