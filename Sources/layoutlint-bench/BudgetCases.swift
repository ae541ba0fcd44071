import Foundation
import LayoutBenchmarks
import LayoutLintKit
import LayoutLintPictures
import LayoutModel

/// The `budget.*` benchmarks: varied documents, each run the way one command runs it, timed,
/// beside the work budget's estimate of it (README "Work budget"). A case's JSON line adds
/// `estimatedUnits` (the model's units: about a microsecond each, the timeline's changes as
/// replayed), `upfrontUnits` (what the budget is checked against before the work it counts:
/// the analysis before anything is simulated, lint's pictures before they are drawn),
/// `estimatedBytes` and `ratio` (measured median ÷ estimate).
enum BudgetCases {
    /// How a document is run.
    enum Command: String {
        case lintJSON = "lint"
        case lintHTML = "lint --reporter html"
        case lintPictures = "lint --pictures"
        case render
        case reusePictures = "reuse --pictures"
        case layout
    }

    /// One document and command.
    struct Case {
        var name: String
        var command: Command
        var runs: Int
        var document: () -> String
    }

    static var cases: [Case] {
        [
            Case(name: "article", command: .lintJSON, runs: 20) { Screens.article(1) },
            Case(name: "article.html", command: .lintHTML, runs: 10) { Screens.article(1) },
            Case(name: "daily-puzzle.render", command: .render, runs: 5) { dailyPuzzle },
            Case(name: "nodes.20k", command: .lintJSON, runs: 3) { BudgetScreens.rows(nodes: 20_000, events: 0) },
            Case(name: "timeline.rows.20k×2k", command: .lintJSON, runs: 1) { BudgetScreens.rows(nodes: 20_000, events: 2_000) },
            Case(name: "timeline.feed.20k×2k", command: .lintJSON, runs: 1) { BudgetScreens.feed(nodes: 20_000, events: 2_000) },
            Case(name: "timeline.column.2k×500", command: .lintJSON, runs: 1) { BudgetScreens.column(rows: 2_000, events: 500) },
            Case(name: "timeline.3k×100", command: .lintJSON, runs: 3) { Screens.timeline(groups: 300, events: 100) },
            Case(name: "timeline.20k×2k", command: .lintJSON, runs: 1) { Screens.timeline(groups: 2_000, events: 2_000) },
            Case(name: "timeline.100k×200", command: .lintJSON, runs: 1) { Screens.timeline(groups: 9_999, events: 200) },
            Case(name: "feed.200rows.lateImages", command: .lintJSON, runs: 3) { BenchmarkDocuments.lateImageFeed(rows: 200) },
            Case(name: "insertions.1k×200", command: .lintJSON, runs: 3) { BudgetScreens.insertions(rows: 1_000, events: 200) },
            Case(name: "spinner.5k×1k", command: .lintJSON, runs: 1) { BudgetScreens.spinner(rows: 5_000, events: 1_000) },
            Case(name: "launch.10k", command: .lintJSON, runs: 3) { Screens.launch(events: 10_000) },
            Case(name: "ads.32k", command: .lintJSON, runs: 1) { BudgetScreens.ads(32_000) },
            Case(name: "list.1m", command: .lintJSON, runs: 3) { Screens.reuse(rows: 1_000_000) },
            Case(name: "list.1m.reuse-plot", command: .reusePictures, runs: 3) { Screens.reuse(rows: 1_000_000) },
            Case(name: "list.1m.html", command: .lintHTML, runs: 1) { Screens.reuse(rows: 1_000_000) },
            Case(name: "list.cells.1m", command: .lintJSON, runs: 1) { BudgetScreens.cellContent(rows: 1_000_000, selfSizing: false) },
            Case(name: "list.self-sizing.1m", command: .lintJSON, runs: 1) { BudgetScreens.cellContent(rows: 1_000_000, selfSizing: true) },
            Case(name: "list.tiny-rows", command: .lintJSON, runs: 3) { BudgetScreens.tinyRows(rows: 100_000, height: 0.5) },
            Case(name: "list.tiny-rows.render", command: .render, runs: 1) { BudgetScreens.tinyRows(rows: 100_000, height: 0.5) },
            Case(name: "splash.2k", command: .lintJSON, runs: 3) { BudgetScreens.splash(width: 2_000, height: 2_000, scale: 2) },
            Case(name: "shifts.300×60.pictures", command: .lintPictures, runs: 1) { BudgetScreens.column(rows: 300, events: 60) },
            Case(name: "shifts.300×60.render", command: .render, runs: 1) { BudgetScreens.column(rows: 300, events: 60) },
            Case(name: "layout.2k×200", command: .layout, runs: 1) { BudgetScreens.column(rows: 2_000, events: 200) },
            Case(name: "gestures.60.render", command: .render, runs: 1) { BudgetScreens.gestures(60) },
            Case(name: "gestures.60.html", command: .lintHTML, runs: 3) { BudgetScreens.gestures(60) },
            Case(name: "devices.2000", command: .lintJSON, runs: 3) { BudgetScreens.devices(2_000) },
        ]
    }

    static var dailyPuzzle: String {
        let url = BenchmarkFiles.packageRoot.appendingPathComponent("layouts/daily-puzzle.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? Screens.article(0)
    }

    static func all(scratch: URL) -> [BenchCase] {
        cases.map { budgetCase in
            BenchCase(name: "budget.\(budgetCase.name)", sizeKey: "bytes", defaultRuns: budgetCase.runs) {
                let folder = scratch.appendingPathComponent("budget-\(budgetCase.name)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let file = folder.appendingPathComponent("screen.json").path
                let text = budgetCase.document()
                try Data(text.utf8).write(to: URL(fileURLWithPath: file))
                let bytes = text.utf8.count
                let estimate = try Self.estimate(file: file, command: budgetCase.command)
                let out = folder.appendingPathComponent("pictures").path
                var prepared = BenchCase.Prepared(size: bytes) { try Self.run(budgetCase.command, file: file, out: out) }
                prepared.extra = [
                    ("estimatedUnits", estimate.units), ("upfrontUnits", estimate.upfront), ("estimatedBytes", estimate.bytes),
                    ("budgetUnits", estimate.budget),
                ]
                prepared.estimateNs = estimate.units * 1000
                return prepared
            }
        }
    }

    /// The options each command analyses with.
    static func linter(for command: Command) -> Linter {
        var options = LintOptions()
        options.jobs = 1
        options.analysis.maxWork = Int.max / 4
        options.rasterizer = CairoRasterizer(layouter: options.layouter)
        switch command {
        case .lintJSON: break
        case .lintHTML, .lintPictures: options.analysis = options.analysis.forPictures
        case .render:
            options.analysis = options.analysis.forPictures
            options.analysis.drawsEveryFrame = true
        case .reusePictures: options.analysis = options.analysis.forReusePlots
        case .layout: options.analysis.dumpsFrames = true
        }
        return Linter(options: options)
    }

    /// Runs `command` on `file` as the command line does (in process, every budget lifted).
    static func run(_ command: Command, file: String, out: String) throws {
        var options = LintOptions()
        options.jobs = 1
        options.analysis.maxWork = Int.max / 4
        options.analysis.workPerByte = 0
        let session = LintSession.cairo(options)
        do {
            switch command {
            case .lintJSON, .lintHTML, .lintPictures:
                var request = LintSession.LintRequest(paths: [file])
                request.configuration = .none
                request.jobs = 1
                // The HTML report as --output writes it: its pictures drawn beside it.
                if command == .lintHTML {
                    request.reporter = .html
                    request.reportFile = out + "/report.html"
                }
                if command == .lintPictures { request.pictureFolder = out }
                let outcome = try session.lint(request)
                if let error = outcome.report.errors.first { throw BenchSkip(description: error.description) }
                let text =
                    command == .lintHTML
                    ? HTMLReporter(pictures: outcome.htmlPictures).report(outcome.report)
                    : ReporterKind.json.reporter.report(outcome.report)
                guard !text.isEmpty else { throw BenchSkip(description: "empty report") }
            case .render:
                let outcome = try session.render(LintSession.RenderRequest(paths: [file], folder: out))
                if let error = outcome.errors.first { throw BenchSkip(description: error) }
            case .reusePictures:
                let outcome = try session.reuse(LintSession.ReuseRequest(file: file, pictureFolder: out))
                if let error = outcome.errors.first { throw BenchSkip(description: error.description) }
                _ = ReuseTable.render(outcome.rows)
                if let failure = outcome.plotFailure { throw BenchSkip(description: failure.description) }
            case .layout:
                let outcome = try session.layout(LintSession.LayoutRequest(file: file))
                if let error = outcome.errors.first { throw BenchSkip(description: error.description) }
                guard !outcome.json.isEmpty else { throw BenchSkip(description: "empty dump") }
            }
        } catch let refusal as LintSession.Refusal {
            throw BenchSkip(description: "\(refusal)")
        }
    }

    /// The work model's view of running `command` on `file`: units with the timeline's changes
    /// as replayed, units before replaying, bytes, and the default budget of the file.
    static func estimate(file: String, command: Command) throws -> (units: Int, upfront: Int, bytes: Int, budget: Int) {
        let linter = linter(for: command)
        let decoded = linter.load(file: file)
        guard let document = decoded.document else { throw BenchSkip(description: decoded.errors.first?.description ?? "no document") }
        var units = 0.0, upfront = 0.0, bytes = 0.0, runs = 0
        for screen in document.screens {
            let devices = linter.devices(for: screen)
            let pairs = Double(devices.count * devices.count) * WorkCosts.devicePair
            units += pairs
            upfront += pairs
            for device in devices {
                let analysis = try linter.analyze(screen, on: device, file: file)
                units += Double(analysis.work.units)
                upfront += Double(analysis.work.estimate.total)
                // lint's pictures are counted once its findings are known, before they are drawn.
                if command == .lintHTML || command == .lintPictures {
                    let pictures = LintArtifacts(writer: ArtifactWriter(root: "unused")).workUnits(
                        analysis, findings: linter.findings(analysis))
                    units += pictures
                    upfront += pictures
                }
                bytes = max(bytes, Double(analysis.work.bytes))
                runs += 1
            }
        }
        // Each run's results are kept until the report is printed.
        bytes += Double(runs) * WorkCosts.runBytes
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.intValue ?? 0
        // Reading and decoding the file, and the run's setup: not budgeted, but timed.
        units += WorkCosts.file + Double(size) * WorkCosts.fileByte
        upfront += WorkCosts.file + Double(size) * WorkCosts.fileByte
        let budget = WorkBudget.forFile(
            bytes: size, maxWork: AnalysisOptions.defaultMaxWork, workPerByte: AnalysisOptions.defaultWorkPerByte)
        return (Int(units.rounded()), Int(upfront.rounded()), Int(bytes), budget.units)
    }
}

/// The documents of the `budget.*` benchmarks.
enum BudgetScreens {
    /// `scripts/generate-timeline-screen.py NODES EVENTS`: rows of 100 leaves under a root;
    /// each event changes one leaf's height (10 ms apart), which moves what is below its row
    /// when the row grows.
    static func rows(nodes: Int, events: Int) -> String {
        var rows: [String] = []
        var leaves: [String] = []
        var remaining = nodes - 1
        var row = 0
        while remaining > 0 {
            let count = remaining > 1 ? min(100, remaining - 1) : 0
            let children = (0..<count).map { i -> String in
                leaves.append("n\(row)-\(i)")
                return ##"{"id":"n\##(row)-\##(i)","background":"#FFFFFF","style":{"height":4,"width":3}}"##
            }
            rows.append(##"{"id":"row\##(row)","style":{"flexDirection":"row"},"children":[\##(children.joined(separator: ","))]}"##)
            remaining -= 1 + count
            row += 1
        }
        let timeline = (0..<events).map { i in
            ##"{"at":\##(10 * (i + 1)),"set":"\##(leaves.isEmpty ? "root" : leaves[i % leaves.count])","style":{"height":\##(4 + i % 7)}}"##
        }
        return
            ##"{"screen":"Generated \##(nodes) x \##(events)","devices":["iPhone 15"],"root":{"id":"root","background":"#FFFFFF","children":[\##(rows.joined(separator: ","))]},"timeline":[\##(timeline.joined(separator: ","))]}"##
    }

    /// `scripts/generate-feed-timeline.py`: sections of cards; most events resize an image or a
    /// chip inside one card, one in fifty a whole section; two devices.
    static func feed(nodes: Int, events: Int) -> String {
        var random = UInt64(15)
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        let sections = max(1, (nodes - 3) / 81)
        let feed = (0..<sections).map { s -> String in
            let cards = (0..<8).map { c -> String in
                let p = "s\(s)c\(c)"
                let chips = (0..<4).map {
                    ##"{"id":"\##(p)chip\##($0)","background":"#E5E5EA","style":{"width":40,"height":20,"marginRight":4}}"##
                }
                return
                    ##"{"id":"\##(p)","background":"#FFFFFF","style":{"flexDirection":"row","padding":8,"marginBottom":4},"children":[{"id":"\##(p)img","kind":"image","style":{"width":64,"height":64,"marginRight":8}},{"id":"\##(p)text","style":{"flexGrow":1,"flexShrink":1},"children":[{"id":"\##(p)title","kind":"label","text":"Story \##(s).\##(c)"},{"id":"\##(p)body","kind":"label","text":"A short summary of the story that wraps onto a second line"},{"id":"\##(p)chips","style":{"flexDirection":"row","marginTop":4},"children":[\##(chips.joined(separator: ","))]}]}]}"##
            }
            return ##"{"id":"s\##(s)","style":{"paddingTop":12},"children":[\##(cards.joined(separator: ","))]}"##
        }
        let timeline = (0..<events).map { k -> String in
            let at = 100 + 16 * k
            let section = next(sections)
            if k % 50 == 49 { return ##"{"at":\##(at),"set":"s\##(section)","style":{"paddingTop":\##([0, 12, 24, 36][next(4)])}}"## }
            let prefix = "s\(section)c\(next(8))"
            if k % 2 == 0 { return ##"{"at":\##(at),"set":"\##(prefix)img","style":{"height":\##([48, 64, 80, 96][next(4)])}}"## }
            return ##"{"at":\##(at),"set":"\##(prefix)chip\##(next(4))","style":{"width":\##([24, 40, 56][next(3)])}}"##
        }
        return
            ##"{"screen":"Feed \##(nodes)x\##(events)","devices":["iPhone 15","iPhone SE (3rd generation)"],"root":{"id":"root","background":"#F2F2F7","children":[{"id":"header","kind":"label","text":"Today","style":{"height":44}},{"id":"feed","style":{"flexGrow":1,"overflow":"scroll"},"children":[\##(feed.joined(separator: ","))]}]},"timeline":[\##(timeline.joined(separator: ","))]}"##
    }

    /// A column of `rows` opaque rows under a banner that grows at each event: every row moves
    /// in every frame.
    static func column(rows: Int, events: Int) -> String {
        let children = (0..<rows).map { ##"{"id":"r\##($0)","background":"#FFFFFF","style":{"height":20}}"## }
        let timeline = (0..<events).map { ##"{"at":\##(100 * ($0 + 1)),"set":"banner","style":{"height":\##(10 + 4 * ($0 + 1))}}"## }
        return
            ##"{"screen":"Column","devices":["iPhone 15"],"root":{"id":"root","background":"#FFFFFF","children":[{"id":"banner","background":"#0000FF","style":{"height":10}},\##(children.joined(separator: ","))]},"timeline":[\##(timeline.joined(separator: ","))]}"##
    }

    /// `rows` rows, and `events` insertions and removals of a row near the top, 100 ms apart.
    static func insertions(rows: Int, events: Int) -> String {
        let children = (0..<rows).map { ##"{"id":"r\##($0)","background":"#FFFFFF","style":{"height":20}}"## }
        let timeline = (0..<events).map { k -> String in
            k % 2 == 0
                ? ##"{"at":\##(100 * (k + 1)),"insert":{"id":"new\##(k)","background":"#FF0000","style":{"height":30}},"into":"root","index":1}"##
                : ##"{"at":\##(100 * (k + 1)),"remove":"new\##(k - 1)"}"##
        }
        return
            ##"{"screen":"Insertions","devices":["iPhone 15"],"root":{"id":"root","background":"#FFFFFF","children":[\##(children.joined(separator: ","))]},"timeline":[\##(timeline.joined(separator: ","))]}"##
    }

    /// A column with a spinner at the top and `events` changes of a row's height below it.
    static func spinner(rows: Int, events: Int) -> String {
        let children = (0..<rows).map { ##"{"id":"r\##($0)","background":"#FFFFFF","style":{"height":20}}"## }
        let timeline = (0..<events).map { k in
            ##"{"at":\##(50 * (k + 1)),"set":"r\##((k * 37) % rows)","style":{"width":\##(100 + k % 50)}}"##
        }
        return
            ##"{"screen":"Spinner","devices":["iPhone 15"],"root":{"id":"root","background":"#FFFFFF","children":[{"id":"spin","kind":"spinner","style":{"height":40}},\##(children.joined(separator: ","))]},"timeline":[\##(timeline.joined(separator: ","))]}"##
    }

    /// A spinner and a label under `count` gestures 100 ms apart (frames where nothing moves),
    /// then content arriving in the label.
    static func gestures(_ count: Int) -> String {
        let events = (1...count).map { ##"{"at":\##(100 * $0),"gesture":"root","duration":50}"## }
        return
            ##"{"screen":"Gestures","devices":["iPhone 15"],"root":{"id":"root","background":"#FFFFFF","children":[{"id":"spin","kind":"spinner","style":{"height":40}},{"id":"label","kind":"label","text":"hello","style":{"height":40}}]},"timeline":[\##(events.joined(separator: ",")),{"at":\##(100 * count + 1000),"arrive":"label","height":80}]}"##
    }

    /// `count` ad requests sent at once, over 7 units.
    static func ads(_ count: Int) -> String {
        let timeline = (0..<count).map { ##"{"at":0,"request":"a\##($0)","duration":600,"ad":{"unit":"u\##($0 % 7)"}}"## }
        return ##"{"screen":"Ads","devices":["iPhone 15"],"root":{"id":"root"},"timeline":[\##(timeline.joined(separator: ","))]}"##
    }

    /// A list of `rows` rows `height` points tall with a 3-node cell template.
    static func tinyRows(rows: Int, height: Double) -> String {
        ##"{"screen":"Tiny rows","devices":["iPhone 15"],"root":{"id":"root","background":"#FFFFFF","children":[{"id":"feed","kind":"list","style":{"flexGrow":1},"list":{"cells":{"row":{"height":\##(height),"template":{"id":"cell","background":"#FFFFFF","children":[{"id":"a","background":"#FF0000","style":{"flexGrow":1}},{"id":"b","background":"#00FF00","style":{"flexGrow":1}}]}}},"rows":{"count":\##(rows),"pattern":["row"]},"scroll":[{"to":1000,"velocity":3000}]}}]}}"##
    }

    /// A feed of `rows` rows, a post with an image arriving 300 ms after it appears then a text
    /// row, played to the end and back (the default script): every row is shown, and every
    /// cell's content lands (on screen or not). `selfSizing`: the posts size themselves from an
    /// estimate half their height.
    static func cellContent(rows: Int, selfSizing: Bool) -> String {
        let post = selfSizing ? ##""height":"auto","estimatedHeight":40"## : ##""height":60"##
        return
            ##"{"screen":"Cells","devices":["iPhone 15"],"root":{"id":"root","background":"#FFFFFF","children":[{"id":"feed","kind":"list","style":{"flexGrow":1},"list":{"cells":{"post":{\##(post),"template":{"id":"cell","children":[{"id":"by","kind":"label","text":"Ada","background":"#FFFFFF","style":{"height":60}},{"id":"photo","kind":"image","image":{"hasAlpha":false},"content":{"at":300,"height":{"aspectRatio":1.5}}}]}},"text":{"height":88}},"rows":{"count":\##(rows),"pattern":["post","text"]}}}]}}"##
    }

    /// A launch screen on a `width` × `height` point device at `scale`.
    static func splash(width: Int, height: Int, scale: Double) -> String {
        ##"{"screen":"Splash","devices":[{"name":"Big","width":\##(width),"height":\##(height),"scale":\##(scale)}],"root":{"id":"root","background":"#FFFFFF","children":[{"id":"title","kind":"label","text":"Hello","background":"#FFFFFF","style":{"height":44}}]},"launchScreen":{"id":"splash","background":"#FF0000"}}"##
    }

    /// A small screen on `count` inline devices.
    static func devices(_ count: Int) -> String {
        let devices = (0..<count).map { ##"{"name":"D\##($0)","width":\##(300 + $0 % 200),"height":800,"scale":1}"## }
        return
            ##"{"screen":"Many","devices":[\##(devices.joined(separator: ","))],"root":{"id":"root","background":"#FFFFFF","children":[{"id":"title","kind":"label","text":"Hello","background":"#FFFFFF","style":{"height":44}}]}}"##
    }
}
