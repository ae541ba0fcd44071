import Foundation
import LayoutBenchmarks
import LayoutLintKit
import LayoutLintPictures
import LayoutModel

/// One benchmark: set up once (untimed), then its body timed per repetition.
struct BenchCase {
    /// The inputs of a benchmark, made before timing starts.
    struct Prepared {
        /// Nodes, rows or screens.
        var size: Int
        var body: () throws -> Void
        /// More numbers for the JSON line (the budget cases' estimates).
        var extra: [(String, Int)] = []
        /// The time the work model expects, in ns; the line gets the measured median ÷ it.
        var estimateNs: Int?
    }

    var name: String
    /// "nodes", "rows", "events" or "screens".
    var sizeKey = "nodes"
    /// Repetitions when `--runs` is not given.
    var defaultRuns: Int
    var prepare: () throws -> Prepared
}

/// Why a benchmark did not run.
struct BenchSkip: Error, CustomStringConvertible {
    var description: String
}

enum Cases {
    static func all(scratch: URL) -> [BenchCase] {
        yoga + captures + synthetic + endToEnd(scratch: scratch) + BudgetCases.all(scratch: scratch)
    }

    /// Yoga's legacy trees, timed as `YGBenchmark.c` times them: build, lay out, free.
    static var yoga: [BenchCase] {
        let trees: [(String, () -> LayoutTree)] = [
            ("stackWithFlex", BenchmarkTrees.stackWithFlex), ("alignStretchUndefinedAxis", BenchmarkTrees.alignStretchUndefinedAxis),
            ("nestedFlex", BenchmarkTrees.nestedFlex), ("hugeNested", BenchmarkTrees.hugeNested),
        ]
        return trees.map { name, build in
            BenchCase(name: "layout.yoga.\(name)", defaultRuns: name == "hugeNested" ? 200 : 1000) {
                let engine = LayoutEngine()
                return .init(size: build().count) { _ = try engine.layout(build(), availableWidth: nil, availableHeight: nil) }
            }
        }
    }

    /// Yoga's captured app trees: one layout of the built tree, measure results replayed.
    static var captures: [BenchCase] {
        BenchmarkFiles.captureFiles.map { url in
            let name = url.deletingPathExtension().lastPathComponent
            return BenchCase(name: "layout.capture.\(name)", defaultRuns: 100) {
                let capture = try YogaCapture(contentsOf: url)
                let tree = capture.layoutTree()
                let engine = LayoutEngine(options: LayoutOptions(pointScaleFactor: capture.pointScaleFactor))
                return .init(size: capture.count) {
                    _ = try engine.layout(tree, availableWidth: capture.availableWidth, availableHeight: capture.availableHeight)
                }
            }
        }
    }

    /// Flat rows and deep chains: one layout of the built tree.
    static var synthetic: [BenchCase] {
        let shapes: [(String, () -> LayoutTree, Double?)] = [
            ("flat.100", { BenchmarkTrees.flat(100) }, 1000), ("flat.10k", { BenchmarkTrees.flat(10_000) }, 1000),
            ("flat.100k", { BenchmarkTrees.flat(100_000) }, 1000),
            ("deepGrow.100", { BenchmarkTrees.deepGrow(100) }, 1000), ("deepGrow.10k", { BenchmarkTrees.deepGrow(10_000) }, 1000),
            ("deepGrow.100k", { BenchmarkTrees.deepGrow(100_000) }, 1000),
            ("deepAuto.100", { BenchmarkTrees.deepAuto(100) }, nil), ("deepAuto.10k", { BenchmarkTrees.deepAuto(10_000) }, nil),
            ("deepAuto.100k", { BenchmarkTrees.deepAuto(100_000) }, nil),
        ]
        return shapes.map { name, build, available in
            BenchCase(name: "layout.\(name)", defaultRuns: name.hasSuffix(".100k") ? 10 : 100) {
                let tree = build()
                // The chains are as deep as they are long: lift the engine's depth limit for them.
                let engine = LayoutEngine(options: LayoutOptions(maxDepth: max(LayoutOptions().maxDepth, tree.count)))
                return .init(size: tree.count) { _ = try engine.layout(tree, availableWidth: available, availableHeight: available) }
            }
        }
    }

    /// Linting, reuse simulation and pictures end to end, from layout documents in `scratch`.
    static func endToEnd(scratch: URL) -> [BenchCase] {
        func write(_ text: String, _ file: String) throws -> String {
            let url = scratch.appendingPathComponent(file)
            try Data(text.utf8).write(to: url)
            return url.path
        }
        func lint(_ file: String) throws {
            // Time the lint, not a refusal: the `budget.*` cases check that the default budget lets them through.
            var options = LintOptions()
            options.analysis.maxWork = Int.max
            let report = Linter(options: options).lint(paths: [file])
            if let error = report.errors.first { throw BenchSkip(description: error.description) }
        }
        return [
            BenchCase(name: "timeline.3k×100", defaultRuns: 10) {
                let file = try write(Screens.timeline(groups: 300, events: 100), "timeline-3k.json")
                return .init(size: 3_001) { try lint(file) }
            },
            BenchCase(name: "timeline.20k×2k", defaultRuns: 1) {
                let file = try write(Screens.timeline(groups: 2_000, events: 2_000), "timeline-20k.json")
                return .init(size: 20_001) { try lint(file) }
            },
            // 99,991 nodes: just under the document's node limit.
            BenchCase(name: "timeline.100k×200", defaultRuns: 1) {
                let file = try write(Screens.timeline(groups: 9_999, events: 200), "timeline-100k.json")
                return .init(size: 99_991) { try lint(file) }
            },
            // Content arriving inside cells while the list scrolls (the cells' timeline).
            BenchCase(name: "timeline.feed.200rows.lateImages", sizeKey: "rows", defaultRuns: 10) {
                let file = try write(BenchmarkDocuments.lateImageFeed(rows: 200), "feed-200.json")
                return .init(size: 200) { try lint(file) }
            },
            BenchCase(name: "launch.10k", sizeKey: "events", defaultRuns: 3) {
                let file = try write(Screens.launch(events: 10_000), "launch-10k.json")
                return .init(size: 10_000) { try lint(file) }
            },
            BenchCase(name: "reuse.rows.1m", sizeKey: "rows", defaultRuns: 10) {
                let file = try write(Screens.reuse(rows: 1_000_000), "reuse-1m.json")
                return .init(size: 1_000_000) { try lint(file) }
            },
            BenchCase(name: "render.png.3x", defaultRuns: 20) {
                let linter = Linter()
                let file = BenchmarkFiles.packageRoot.appendingPathComponent("layouts/daily-puzzle.json").path
                guard let screen = linter.load(file: file).document?.screens.first,
                    let device = DeviceProfile.named("iPhone 15 Pro Max")
                else {
                    throw BenchSkip(description: "\(file) or the iPhone 15 Pro Max profile is missing")
                }
                var options = LintOptions()
                options.analysis = options.analysis.forPictures
                let analysis = try Linter(options: options).analyze(screen, on: device, file: file)
                let pictures = FramePictures(analysis, scale: 3)
                return .init(size: screen.tree.nodes.count) { _ = try pictures.png(frame: 0) }
            },
            BenchCase(name: "lint.folder.1000×4", sizeKey: "screens", defaultRuns: 3) {
                let folder = scratch.appendingPathComponent("folder")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for number in 0..<1_000 {
                    try Data(Screens.article(number).utf8).write(to: folder.appendingPathComponent("article-\(number).json"))
                }
                return .init(size: 1_000) { try lint(folder.path) }
            },
        ]
    }
}
