import Foundation
import LayoutModel

/// What a lint run is told by the command line (and, later, the configuration file).
public struct LintOptions: Sendable {
    /// Device names that replace every screen's device list; empty keeps the screens' own.
    public var devices: [DeviceProfile] = []
    public var analysis = AnalysisOptions()
    public var limits = DecodingLimits()
    /// Rule settings from the configuration, by rule id; screen budgets override them.
    public var rules: [String: RuleSettings] = [:]
    /// Files linted at once.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Writes the pictures that explain findings (`--artifacts DIR`); nil writes none.
    public var artifacts: (any ArtifactSink)?
    /// Lints only the files of this shard (`--shard i/n`); nil lints all.
    public var shard: Shard?
    /// Lays every frame out (the engine; tests substitute fixed rectangles).
    public var layouter: any Layouter = EngineLayouter()
    /// Draws the launch screen, the relaunch snapshot and the first frame so they can be
    /// compared pixel by pixel (`LayoutLintPictures.CairoRasterizer`; the command line sets
    /// it). Without one, `launch-screen-mismatch` checks only text and spinners in the launch
    /// screen and `restoration-mismatch` finds nothing.
    public var rasterizer: (any FrameRasterizer)?

    /// The defaults: each screen's own devices, default limits and rule settings, one file per core.
    public init() {}
}

/// Lints layout files: decodes each, analyses every screen × device once, runs every rule.
///
/// The library half of `layoutlint lint`: it never prints and never exits. One bad file never
/// stops the others; memory is bounded by the files in flight, not the number of files.
public struct Linter: Sendable {
    public var options: LintOptions
    public var rules: [any Rule.Type] = RuleRegistry.all

    public init(options: LintOptions = LintOptions(), rules: [any Rule.Type] = RuleRegistry.all) {
        self.options = options
        self.rules = rules
    }

    /// Lints files and folders (folders recursively, `*.json`).
    public func lint(paths: [String]) -> LintReport {
        let (collected, missing) = SourceFiles.collect(paths)
        let files = options.shard.map { shard in collected.filter(shard.contains) } ?? collected
        let results = ParallelMap.map(files, jobs: options.jobs) { file in
            lint(file: file, decoded: load(file: file))
        }
        var report = LintReport(errors: missing)
        for result in results {
            report.errors += result.errors
            report.findings += result.findings
            report.metrics += result.metrics
            report.fileCount += result.fileCount
            report.runCount += result.runCount
            report.artifacts += result.artifacts
            report.artifactErrors += result.artifactErrors.filter { !report.artifactErrors.contains($0) }
        }
        report.errors.sort()
        report.findings.sort()
        return report
    }

    /// Lints one file's bytes.
    public func lint(file: String, bytes: [UInt8]) -> LintReport {
        lint(file: file, decoded: decode(file: file, bytes: bytes))
    }

    /// Lints one decoded file: every screen × device analysed once, every rule run on it, and
    /// the pictures that explain the findings written when the run has an artifact sink.
    public func lint(file: String, decoded: DecodedDocument) -> LintReport {
        var report = LintReport(errors: decoded.errors, fileCount: 1)
        guard let document = decoded.document else { return report }
        for screen in document.screens {
            for device in devices(for: screen) {
                let analysis: ScreenAnalysis
                do {
                    analysis = try analyze(screen, on: device, file: file)
                } catch {
                    report.errors.append(error)
                    continue
                }
                report.runCount += 1
                report.metrics.append(ScreenMetrics(analysis: analysis))
                let found = findings(analysis)
                report.findings += found
                if let sink = options.artifacts {
                    do throws(ArtifactFailure) {
                        report.artifacts += try sink.write(analysis, findings: found)
                    } catch {
                        if !report.artifactErrors.contains(error.description) { report.artifactErrors.append(error.description) }
                    }
                }
            }
        }
        report.errors.sort()
        report.findings.sort()
        return report
    }

    /// Runs every enabled rule on one analysed screen × device.
    public func findings(_ analysis: ScreenAnalysis) -> [Finding] {
        let screen = analysis.screen
        var findings: [Finding] = []
        for rule in rules {
            let description = rule.description
            let settings = settings(for: description.id, screen: screen)
            guard settings.enabled, !screen.disabledRules.contains(description.id) else { continue }
            let context = RuleContext(
                file: analysis.file, screen: screen, device: analysis.device, analysis: analysis, settings: settings,
                severity: settings.severity ?? description.defaultSeverity, ruleID: description.id)
            findings += rule.init().findings(in: context).filter { !isDisabled($0, in: screen) }
        }
        return findings
    }

    /// Configuration settings overridden, option by option, by the screen's budgets.
    public func settings(for id: String, screen: Screen) -> RuleSettings {
        var settings = options.rules[id] ?? RuleSettings()
        if let budget = screen.budgets[id] {
            settings.enabled = settings.enabled && budget.enabled
            settings.severity = budget.severity ?? settings.severity
            settings.options.merge(budget.options) { _, screen in screen }
            settings.location = budget.location
        }
        return settings
    }

    /// True when the finding's node, or one of its ancestors, disables the finding's rule (in
    /// the screen's tree, or in its launch screen for findings about the launch screen).
    public func isDisabled(_ finding: Finding, in screen: Screen) -> Bool {
        guard let id = finding.node else { return false }
        for tree in [screen.tree, screen.launchScreen].compactMap({ $0 }) {
            guard var index = tree.index(of: id) else { continue }
            while true {
                let node = tree.nodes[index]
                if node.disabledRules.contains(finding.ruleID) { return true }
                guard let parent = node.parent else { break }
                index = parent
            }
        }
        return false
    }
}
