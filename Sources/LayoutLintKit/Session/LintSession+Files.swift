import Foundation
import LayoutModel

/// Linting files: each read from `files`, decoded, its screens × devices analysed once
/// (`analyzeAll`), every rule run, the pictures that explain the findings written when the
/// options have an artifact sink, and the findings merged across devices.
extension LintSession {
    /// Lints files and folders (folders recursively, `*.json`), files in parallel. JSON files a
    /// folder search finds that are not layout documents are skipped and listed in `skipped`; a
    /// file named itself is always linted. A folder with no layout file is an input error.
    public func lintFiles(_ paths: [String]) -> LintReport {
        let (collected, missing) = files.search(paths)
        let admitted = collected.filter { options.files.admits($0.file, workingDirectory: files.workingDirectory) }
        let sources = options.shard.map { shard in admitted.filter { shard.contains($0.file) } } ?? admitted
        let counter = options.progress.map { ProgressCounter(total: sources.count, progress: $0) }
        // Every file's pictures get a folder of their own, even where two paths slug alike;
        // named among all the files admitted, so a file's folder does not depend on the shard.
        let fileFolders = options.artifacts == nil ? [:] : PictureNames.distinct(admitted.map { PictureNames.fileStem($0.file) })
        // The cores are shared between files and, within each file, its screens × devices.
        var perFile = self
        perFile.options.jobs = max(1, options.jobs / max(1, min(options.jobs, sources.count)))
        let results = ParallelMap.map(sources, jobs: options.jobs) { [perFile] source in
            defer { counter?.fileDone() }
            let fileFolder = fileFolders[PictureNames.fileStem(source.file)]
            let (decoded, bytes) = perFile.load(source.file)
            if source.folder != nil, !decoded.isLayoutDocument {
                return LintReport(skipped: [source.file])
            }
            return perFile.lintFile(source.file, decoded: decoded, bytes: bytes, fileFolder: fileFolder)
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
            report.runsAtTextSizes = report.runsAtTextSizes || result.runsAtTextSizes
            report.runsInLocales = report.runsInLocales || result.runsInLocales
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
        return paths.filter { path in
            files.isFolder(path) && (!foundIn.contains(path) || (options.shard == nil && !lintedIn.contains(path)))
        }
        .map {
            InputError(
                file: $0, location: .start,
                message: "no layout files in this folder (JSON files with a top-level \"screen\" or \"screens\")")
        }
    }

    /// Lints one file decoded from `bytes` (its work budget grows with them; each fix's edits are
    /// resolved to edits of them), its pictures (if any) under `fileFolder` (nil: the file's own
    /// slug, `PictureNames.fileStem` slugged).
    public func lintFile(_ file: String, decoded: DecodedDocument, bytes: [UInt8], fileFolder: String? = nil) -> LintReport {
        var report = lintDocument(file, decoded: decoded, fileFolder: fileFolder, fileBytes: bytes.count)
        if report.findings.contains(where: { $0.fix?.edits.isEmpty == false }) {
            report.findings = FixResolver(bytes: bytes).resolve(report.findings)
        }
        return report
    }

    /// Lints one decoded file: every screen × device analysed once, every rule run on it, the
    /// pictures that explain the findings written when the run has an artifact sink, and the
    /// findings merged across devices (`FindingMerger`): what every reporter prints. The file's
    /// work budget is the run's `maxWork` plus its allowance for `fileBytes` bytes.
    func lintDocument(_ file: String, decoded: DecodedDocument, fileFolder: String?, fileBytes: Int) -> LintReport {
        let linter = self.linter
        var report = LintReport(errors: decoded.errors, fileCount: 1)
        guard let document = decoded.document else { return report }
        let folders = PictureFolder.folders(
            file: fileFolder ?? PictureNames.slug(PictureNames.fileStem(file)),
            screens: document.screens.map { ($0.name, linter.runs(for: $0).map(\.name)) })
        let budget = linter.workBudget(fileBytes: fileBytes)
        let refused = analyzeAll(document, file: file, fileBytes: fileBytes) { screenIndex, runIndex, result, left in
            let started = ContinuousClock.now
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
            if analysis.setting.contentSize != nil { report.runsAtTextSizes = true }
            if analysis.setting.localeName != nil { report.runsInLocales = true }
            report.metrics.append(ScreenMetrics(analysis: analysis))
            var found = linter.findings(analysis).map { $0.at(analysis.setting) }
            let runName = device.name + analysis.setting.runSuffix
            // The run's own time: its analysis (perhaps made in parallel with others) and its rules.
            report.runSeconds[LintReport.runKey(file: file, screen: screen.name, device: runName)] =
                analysis.seconds + Self.seconds(ContinuousClock.now - started)
            guard let sink = options.artifacts else {
                report.findings += found
                return 0
            }
            // What the pictures are depends on the findings: their work is checked now.
            let units = WorkEstimate.rounded(sink.workUnits(analysis, findings: found))
            if units > left.units {
                report.errors.append(
                    InputError(
                        file: file, location: screen.location,
                        message:
                            "drawing the pictures that explain the findings of \"\(screen.name)\" on \(runName) would take about "
                            + "\(units) units of work, over the \(left.units) the file's work budget of \(budget.description) leaves; "
                            + "raise it with --max-work \(WorkEstimate.suggestedBudget(WorkEstimate.adding(budget.units - left.units, units))) "
                            + "(or maxWork in .layoutlint.yml), or lint it without pictures"))
                report.findings += found
                return nil
            }
            do throws(ArtifactFailure) {
                let paths = try sink.write(analysis, findings: found, folder: folders[screenIndex][runIndex])
                report.artifacts += paths
                for path in paths {
                    report.artifactRuns[path] = LintReport.runKey(file: file, screen: screen.name, device: runName)
                }
                found = found.map { linter.naming(paths, in: $0) }
            } catch {
                if !report.artifactErrors.contains(error.description) { report.artifactErrors.append(error.description) }
            }
            report.findings += found
            return units
        }
        if let refused { report.errors.append(refused) }
        report.errors.sort()
        report.findings = FindingMerger.merge(report.findings).sorted()
        return report
    }
}
