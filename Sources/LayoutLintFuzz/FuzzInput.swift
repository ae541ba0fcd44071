import Foundation
import LayoutLintKit
import LayoutModel

/// One input of the fuzz target: arbitrary bytes through everything a layout file reaches —
/// the configuration, the font file reader, decoding, layout, the timeline simulation, the launch simulation, every
/// rule and every reporter, baselines, the fixes of `lint --fix`, the frame dump and the reuse
/// table, through the `LintSession` the command line uses (without pictures) — with small
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

    /// Runs `bytes` (and `configuration`, a `.layoutlint.yml`) through the whole pipeline as
    /// the command line runs it, through a `LintSession` over files in memory: `lint` with the
    /// configuration (the generator's budgets are never above the fuzzing one), every reporter
    /// on its report, `layout`, `reuse`, and `lint --fix` with the baseline the first lint wrote
    /// (the fixes applied to the file in memory, which is then linted again). A configuration the
    /// session refuses counts its errors as output, and the file is linted without it. Returns
    /// the number of characters produced (so nothing is optimised away). Never traps, whatever
    /// the bytes: that is what is fuzzed.
    @discardableResult
    static func run(_ bytes: [UInt8], configuration: String? = nil) -> Int {
        let file = "fuzz.json", baseline = "fuzz.baseline.json"
        var contents = [file: bytes]
        if let configuration { contents[Configuration.fileName] = Array(configuration.utf8) }
        let files = MemoryFiles(contents)
        let session = LintSession(options: options, files: files)
        var produced = 0
        // The same bytes as a font file a configuration names: the font reader never traps either.
        if let face = try? FontFileReader.read(bytes, file: "fuzz.ttf") { produced += face.characterCount + face.kerningPairCount }
        var request = LintSession.LintRequest(paths: [file])
        request.writesBaseline = true
        let outcome: LintSession.LintOutcome
        do throws(LintSession.Refusal) {
            outcome = try session.lint(request)
        } catch {
            // No device is asked for, so only the configuration can be refused.
            guard case .input(let errors) = error else { return produced }
            produced += errors.map(\.description.utf8.count).reduce(0, +)
            request.configuration = .none
            guard let plain = try? session.lint(request) else { return produced }
            outcome = plain
        }
        for reporter in reporters {
            produced += reporter.report(outcome.report).utf8.count
        }
        produced += (outcome.notes + outcome.messages).map(\.utf8.count).reduce(0, +)
        var layoutRequest = LintSession.LayoutRequest(file: file)
        layoutRequest.configuration = request.configuration
        if let layout = try? session.layout(layoutRequest) {
            produced += layout.json.utf8.count + layout.errors.count
        }
        var reuseRequest = LintSession.ReuseRequest(file: file)
        reuseRequest.configuration = request.configuration
        if let reuse = try? session.reuse(reuseRequest) {
            let rows = reuse.rows
            produced += ReuseTable.render(rows).utf8.count + ReuseTable.json(rows).utf8.count + reuse.errors.count
        }
        // `lint --fix --baseline`: the findings' edits written into the file, which is linted again.
        guard let written = outcome.baseline, outcome.report.findings.contains(where: { $0.fix?.edits.isEmpty == false }) else {
            return produced
        }
        files[baseline] = Array(written.utf8)
        request.writesBaseline = false
        request.fix = true
        request.baseline = baseline
        if let fixed = try? session.lint(request) {
            produced += fixed.report.findings.count + (fixed.notes + fixed.messages).map(\.utf8.count).reduce(0, +)
        }
        return produced
    }
}
