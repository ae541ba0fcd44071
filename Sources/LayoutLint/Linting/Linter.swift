import Foundation
import LayoutModel

/// What a lint run is told by the command line (and, later, the configuration file).
struct LintOptions: Sendable {
    /// Device names that replace every screen's device list; empty keeps the screens' own.
    var devices: [DeviceProfile] = []
    var analysis = AnalysisOptions()
    var limits = DecodingLimits()
    /// Rule settings from the configuration, by rule id; screen budgets override them.
    var rules: [String: RuleSettings] = [:]
    /// Files linted at once.
    var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Where to write the pictures that explain findings (`--artifacts DIR`); nil writes none.
    var artifacts: ArtifactWriter?
}

/// Lints layout files: decodes each, analyses every screen × device once, runs every rule.
///
/// The library half of `layoutlint lint`: it never prints and never exits. One bad file never
/// stops the others; memory is bounded by the files in flight, not the number of files.
struct Linter: Sendable {
    var options: LintOptions
    var rules: [any Rule.Type] = RuleRegistry.all

    init(options: LintOptions = LintOptions(), rules: [any Rule.Type] = RuleRegistry.all) {
        self.options = options
        self.rules = rules
    }

    /// Lints files and folders (folders recursively, `*.json`).
    func lint(paths: [String]) -> LintReport {
        let (files, missing) = SourceFiles.collect(paths)
        let results = ParallelMap.map(files, jobs: options.jobs) { file in
            switch SourceFiles.read(file, limit: options.limits.maxFileBytes) {
            case .success(let bytes): lint(file: file, bytes: bytes)
            case .failure(let error): LintReport(errors: [error], fileCount: 1)
            }
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
    func lint(file: String, bytes: [UInt8]) -> LintReport {
        let decoded = DocumentDecoder(limits: options.limits, ruleIDs: RuleRegistry.ids).decode(bytes, file: file)
        var report = LintReport(errors: decoded.errors, fileCount: 1)
        guard let document = decoded.document else { return report }
        for screen in document.screens {
            let devices = options.devices.isEmpty ? screen.devices : options.devices
            for device in devices {
                let analysis: ScreenAnalysis
                do {
                    analysis = try ScreenAnalysis(file: file, screen: screen, device: device, options: options.analysis)
                } catch {
                    report.errors.append(error)
                    continue
                }
                report.runCount += 1
                report.metrics.append(ScreenMetrics(analysis: analysis))
                let found = findings(analysis)
                report.findings += found
                if let writer = options.artifacts {
                    do throws(RenderError) {
                        report.artifacts += try LintArtifacts.write(
                            file: file, screen: screen, device: device, findings: found, options: options.analysis, to: writer)
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
    func findings(_ analysis: ScreenAnalysis) -> [Finding] {
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
    func settings(for id: String, screen: Screen) -> RuleSettings {
        var settings = options.rules[id] ?? RuleSettings()
        if let budget = screen.budgets[id] {
            settings.enabled = settings.enabled && budget.enabled
            settings.severity = budget.severity ?? settings.severity
            settings.options.merge(budget.options) { _, screen in screen }
            settings.location = budget.location
        }
        return settings
    }

    /// True when the finding's node, or one of its ancestors, disables the finding's rule.
    func isDisabled(_ finding: Finding, in screen: Screen) -> Bool {
        guard let id = finding.node, var index = screen.tree.index(of: id) else { return false }
        while true {
            let node = screen.tree.nodes[index]
            if node.disabledRules.contains(finding.ruleID) { return true }
            guard let parent = node.parent else { return false }
            index = parent
        }
    }
}
