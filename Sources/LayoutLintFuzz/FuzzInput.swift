import Foundation
import LayoutLintKit
import LayoutModel

/// One input of the fuzz target: arbitrary bytes through everything a layout file reaches —
/// decoding, layout, the timeline simulation, the launch simulation, every rule and every
/// reporter, the fixes of `lint --fix`, the frame dump and the reuse table — with small
/// limits, so each input takes milliseconds and a hang or a crash is the tool's, not the
/// input's size.
enum FuzzInput {
    /// Limits small enough for thousands of inputs a second, large enough for the seeds.
    static var options: LintOptions {
        var options = LintOptions()
        options.limits = DecodingLimits(
            maxDepth: 48, maxNodes: 400, maxRows: 20_000, maxEvents: 200, maxFileBytes: 1 << 16, maxErrors: 50)
        options.analysis.maxWork = 200_000
        options.jobs = 1
        return options
    }

    /// The reporters, built once: JUnit's timestamp and SARIF's working directory fixed, so a
    /// replayed input runs the same code.
    static let reporters: [any Reporter] = ReporterKind.allCases.map { kind in
        switch kind {
        case .sarif: SARIFReporter(workingDirectory: "/fuzz")
        case .junit: JUnitReporter(timestamp: "2026-01-01T00:00:00", hostname: "fuzz")
        default: kind.reporter
        }
    }

    /// Runs the input the generator makes of the decisions in `bytes` (the structure-aware mode).
    @discardableResult
    static func runGenerated(_ bytes: [UInt8]) -> Int {
        let input = DocumentGenerator.generate(bytes)
        return run(Array(input.document.utf8), configuration: input.configuration)
    }

    /// The configuration kept with the input `file` (`X.json` → `X.layoutlint.yml`), if any.
    static func configuration(besides file: String) -> String? {
        guard file.hasSuffix(".json") else { return nil }
        let path = String(file.dropLast(".json".count)) + ".layoutlint.yml"
        return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `options` with `configuration` (a `.layoutlint.yml`) applied when it loads; its errors
    /// count as output.
    static func options(configuration: String?) -> (options: LintOptions, produced: Int) {
        var options = Self.options
        guard let configuration else { return (options, 0) }
        let loaded = ConfigurationLoader().load(configuration, file: ".layoutlint.yml")
        loaded.configuration?.apply(to: &options)
        // The small limits stay: a configured budget may only lower the fuzzing one.
        options.analysis.maxWork = min(options.analysis.maxWork, Self.options.analysis.maxWork)
        return (options, loaded.errors.map(\.description.utf8.count).reduce(0, +))
    }

    /// Runs `bytes` through the whole pipeline; returns the number of characters produced
    /// (so nothing is optimised away). Never traps, whatever the bytes: that is what is fuzzed.
    @discardableResult
    static func run(_ bytes: [UInt8], configuration: String? = nil) -> Int {
        let (options, configured) = options(configuration: configuration)
        let linter = Linter(options: options)
        let file = "fuzz.json"
        let decoded = linter.decode(file: file, bytes: bytes)
        // Through the bytes, so fixes are merged across devices and resolved to edits too.
        let report = linter.lint(file: file, bytes: bytes)
        var produced = configured
        for reporter in reporters {
            produced += reporter.report(report).utf8.count
        }
        // `lint --fix`: the findings' edits applied to the bytes, and the fixed file linted again.
        let fixed = FixApplier.apply(report.findings, to: bytes)
        if !fixed.fixed.isEmpty {
            produced += linter.lint(file: file, bytes: fixed.bytes).findings.count
        }
        guard let document = decoded.document else { return produced }
        let (analyses, _) = linter.analyses(of: document, file: file)
        let entries = analyses.map { FrameDump.Entry(screen: $0.screen.name, device: $0.device, frames: Array($0.timeline.frames)) }
        produced += FrameDump.render(file: file, entries: entries).utf8.count
        let (screens, _) = ReuseTable.simulate(decoded, file: file, linter: linter)
        produced += ReuseTable.render(ReuseTable.rows(screens)).utf8.count + ReuseTable.json(ReuseTable.rows(screens)).utf8.count
        for screen in document.screens {
            for device in linter.devices(for: screen) {
                let launch = LaunchSimulation(screen: screen, device: device)
                produced += launch.hitchReport().hitches.count + launch.hangs.count + launch.launchBlockers.count
            }
        }
        return produced
    }
}
