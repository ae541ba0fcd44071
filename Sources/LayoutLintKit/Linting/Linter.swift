import Foundation
import LayoutModel

/// What a lint run is told by the command line (and, later, the configuration file).
public struct LintOptions: Sendable {
    /// Device names that replace every screen's device list; empty keeps the screens' own.
    public var devices: [DeviceProfile] = []
    /// Devices added to every screen's list (`--add-device`).
    public var addedDevices: [DeviceProfile] = []
    /// When not empty, only the devices of these names are analysed (`--device`); a screen
    /// that lists none of them is skipped.
    public var onlyDevices: [String] = []
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
    /// Told as each file is done (the command's progress line); nil tells no one.
    public var progress: (any LintProgress)?
    /// The `include`/`exclude` globs files must pass (configuration and command line).
    public var files = FileFilter()
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

    /// Lints files and folders (folders recursively, `*.json`). JSON files a folder search finds
    /// that are not layout documents are skipped and listed in `skipped`; a file named itself is
    /// always linted. A folder with no layout file is an input error.
    public func lint(paths: [String]) -> LintReport {
        let (collected, missing) = SourceFiles.search(paths)
        let admitted = collected.filter { options.files.admits($0.file) }
        let sources = options.shard.map { shard in admitted.filter { shard.contains($0.file) } } ?? admitted
        let counter = options.progress.map { ProgressCounter(total: sources.count, progress: $0) }
        // Every file's pictures get a folder of their own, even where two paths slug alike;
        // named among all the files admitted, so a file's folder does not depend on the shard.
        let fileFolders = options.artifacts == nil ? [:] : PictureNames.distinct(admitted.map { PictureNames.fileStem($0.file) })
        let results = ParallelMap.map(sources, jobs: options.jobs) { source in
            defer { counter?.fileDone() }
            let fileFolder = fileFolders[PictureNames.fileStem(source.file)]
            let bytes: [UInt8]
            switch SourceFiles.read(source.file, limit: options.limits.maxFileBytes) {
            case .success(let read): bytes = read
            case .failure(let error):
                return lint(
                    file: source.file, decoded: DecodedDocument(document: nil, errors: [error]), fileFolder: fileFolder, fileBytes: 0)
            }
            let decoded = decode(file: source.file, bytes: bytes)
            if source.folder != nil, !decoded.isLayoutDocument { return LintReport(skipped: [source.file]) }
            return lint(file: source.file, decoded: decoded, bytes: bytes, fileFolder: fileFolder)
        }
        let lintedIn = Set(zip(sources, results).filter { $0.1.fileCount > 0 }.compactMap(\.0.folder))
        var report = LintReport(errors: missing + emptyFolders(paths, searched: collected, lintedIn: lintedIn))
        for result in results {
            report.errors += result.errors
            report.skipped += result.skipped
            report.findings += result.findings
            report.metrics += result.metrics
            report.fileCount += result.fileCount
            report.runCount += result.runCount
            report.artifacts += result.artifacts
            report.artifactRuns.merge(result.artifactRuns) { first, _ in first }
            report.runSeconds.merge(result.runSeconds) { first, _ in first }
            report.artifactErrors += result.artifactErrors.filter { !report.artifactErrors.contains($0) }
        }
        report.errors.sort()
        report.findings.sort()
        return report
    }

    /// An error for each folder named in `paths` in which no layout file was linted: none was
    /// found, or (when this run lints them all, unsharded) none was a layout document.
    private func emptyFolders(_ paths: [String], searched: [SourceFiles.Source], lintedIn: Set<String>) -> [InputError] {
        let foundIn = Set(searched.compactMap(\.folder))
        var isDirectory: ObjCBool = false
        return paths.filter { path in
            FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                && (!foundIn.contains(path) || (options.shard == nil && !lintedIn.contains(path)))
        }
        .map {
            InputError(
                file: $0, location: .start,
                message: "no layout files in this folder (JSON files with a top-level \"screen\" or \"screens\")")
        }
    }

    /// Lints one file's bytes; the findings' fixes are resolved to edits of these bytes.
    public func lint(file: String, bytes: [UInt8]) -> LintReport {
        lint(file: file, decoded: decode(file: file, bytes: bytes), bytes: bytes)
    }

    /// Lints a file decoded from `bytes`; each fix's edits are resolved to edits of these bytes.
    private func lint(file: String, decoded: DecodedDocument, bytes: [UInt8], fileFolder: String? = nil) -> LintReport {
        var report = lint(file: file, decoded: decoded, fileFolder: fileFolder, fileBytes: bytes.count)
        if report.findings.contains(where: { $0.fix?.edits.isEmpty == false }) {
            report.findings = FixResolver(bytes: bytes).resolve(report.findings)
        }
        return report
    }

    /// Lints one decoded file: every screen × device analysed once, every rule run on it, the
    /// pictures that explain the findings written when the run has an artifact sink, and the
    /// findings merged across devices (`FindingMerger`): what every reporter prints. The file's
    /// work budget is the run's `maxWork` (the file's size is not known here).
    public func lint(file: String, decoded: DecodedDocument) -> LintReport {
        lint(file: file, decoded: decoded, fileFolder: nil, fileBytes: 0)
    }

    /// Lints one decoded file of `fileBytes` bytes (its work budget grows with them), its
    /// pictures (if any) under `fileFolder` (nil: the file's own slug, `PictureNames.fileStem`
    /// slugged).
    func lint(file: String, decoded: DecodedDocument, fileFolder: String?, fileBytes: Int) -> LintReport {
        var report = LintReport(errors: decoded.errors, fileCount: 1)
        guard let document = decoded.document else { return report }
        let folders = PictureFolder.folders(
            file: fileFolder ?? PictureNames.slug(PictureNames.fileStem(file)),
            screens: document.screens.map { ($0.name, devices(for: $0).map(\.name)) })
        var started = ContinuousClock.now
        let budget = workBudget(fileBytes: fileBytes)
        let refused = analyzeAll(document, file: file, fileBytes: fileBytes) { screenIndex, deviceIndex, result, left in
            defer { started = ContinuousClock.now }
            let screen = document.screens[screenIndex]
            let analysis: ScreenAnalysis
            switch result {
            case .success(let made): analysis = made
            case .failure(let error):
                report.errors.append(error)
                return 0
            }
            let device = analysis.device
            report.runCount += 1
            report.metrics.append(ScreenMetrics(analysis: analysis))
            var found = findings(analysis)
            let elapsed = ContinuousClock.now - started
            report.runSeconds[LintReport.runKey(file: file, screen: screen.name, device: device.name)] =
                Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            var drawn = 0
            if let sink = options.artifacts {
                // What the pictures are depends on the findings: their work is checked now.
                let units = WorkEstimate.rounded(sink.workUnits(analysis, findings: found))
                if units > left.units {
                    report.errors.append(
                        InputError(
                            file: file, location: screen.location,
                            message:
                                "drawing the pictures that explain the findings of \"\(screen.name)\" on \(device.name) would take about "
                                + "\(units) units of work, over the \(left.units) the file's work budget of \(budget.description) leaves; "
                                + "raise it with --max-work \(WorkEstimate.suggestedBudget(WorkEstimate.adding(budget.units - left.units, units))) "
                                + "(or maxWork in .layoutlint.yml), or lint it without pictures"))
                    report.findings += found
                    return nil
                }
                drawn = units
            }
            if let sink = options.artifacts {
                do throws(ArtifactFailure) {
                    let paths = try sink.write(analysis, findings: found, folder: folders[screenIndex][deviceIndex])
                    report.artifacts += paths
                    for path in paths {
                        report.artifactRuns[path] = LintReport.runKey(file: file, screen: screen.name, device: device.name)
                    }
                    found = found.map { naming(paths, in: $0) }
                } catch {
                    if !report.artifactErrors.contains(error.description) { report.artifactErrors.append(error.description) }
                }
            }
            report.findings += found
            return drawn
        }
        if let refused { report.errors.append(refused) }
        report.errors.sort()
        report.findings = FindingMerger.merge(report.findings).sorted()
        return report
    }

    /// `finding` with the pictures among `paths` that its rule's description says explain it.
    func naming(_ paths: [String], in finding: Finding) -> Finding {
        guard let rule = rules.first(where: { $0.description.id == finding.ruleID }) else { return finding }
        let kinds = rule.description.pictures
        var named = finding
        func name(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
        let names = paths.map(name)
        for index in named.occurrences.indices {
            let atMs = named.occurrences[index].atMs
            named.occurrences[index].pictures = paths.filter { path in
                kinds.contains { $0.explains(findingAt: atMs, file: name(path), among: names) }
            }
        }
        return named
    }

    /// Runs every enabled rule on one analysed screen × device.
    public func findings(_ analysis: ScreenAnalysis) -> [Finding] {
        let screen = analysis.screen
        let disabled = DisabledRules(screen)
        var findings: [Finding] = []
        for rule in rules {
            let description = rule.description
            let settings = settings(for: description.id, screen: screen)
            guard settings.enabled, !screen.disabledRules.contains(description.id) else { continue }
            let context = RuleContext(
                file: analysis.file, screen: screen, device: analysis.device, analysis: analysis, settings: settings,
                severity: settings.severity ?? description.defaultSeverity, ruleID: description.id)
            findings += rule.init().findings(in: context).filter { !disabled.disables($0) }
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
        DisabledRules(screen).disables(finding)
    }
}

/// The rules a screen's nodes disable, for its findings: each finding's node found by id in
/// O(1) (a search of the tree per finding made a screen whose every node has a finding
/// quadratic), and nothing looked up when no node disables anything.
private struct DisabledRules {
    var trees: [(tree: NodeTree, index: [String: Int])] = []

    init(_ screen: Screen) {
        for tree in [screen.tree, screen.launchScreen].compactMap({ $0 }) where tree.nodes.contains(where: { !$0.disabledRules.isEmpty }) {
            var index: [String: Int] = [:]
            for (position, node) in tree.nodes.enumerated() where index[node.id] == nil { index[node.id] = position }
            trees.append((tree, index))
        }
    }

    /// True when the finding's node, or one of its ancestors, disables the finding's rule.
    func disables(_ finding: Finding) -> Bool {
        guard let id = finding.node else { return false }
        for (tree, positions) in trees {
            guard var index = positions[id] else { continue }
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
