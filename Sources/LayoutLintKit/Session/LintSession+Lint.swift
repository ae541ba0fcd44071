import Foundation
import LayoutModel

/// `layoutlint lint` once its arguments are parsed: the configuration, the devices and the
/// baseline read, the files linted (with `fix`, the fixes applied and the files linted again),
/// the pictures drawn with their `index.json`, what a baseline accepts hidden, and the exit code.
extension LintSession {
    /// What `lint` is asked to do.
    public struct LintRequest: Sendable {
        /// The files and folders to lint.
        public var paths: [String]
        /// The configuration (`--config`, else the nearest `.layoutlint.yml`).
        public var configuration = ConfigurationSource.nearest
        /// Devices and limits, applied over the configuration.
        public var choices = Choices()
        /// The reporter asked for (`--reporter`); nil: the configuration's, else text.
        public var reporter: ReporterKind?
        /// The file the report is written to (`--output`); nil: standard output.
        public var reportFile: String?
        /// With the HTML reporter, the pictures embedded in the page (`--self-contained`).
        public var selfContained = false
        /// Files linted at once (`--jobs`); nil: the session's.
        public var jobs: Int?
        /// Only this part of the files (`--shard i/n`).
        public var shard: Shard?
        /// Globs relative to the working directory, added to the configuration's (`--include`).
        public var include: [Glob] = []
        /// Globs relative to the working directory, added to the configuration's (`--exclude`).
        public var exclude: [Glob] = []
        /// Told as each file is done; nil tells no one.
        public var progress: (any LintProgress)?
        /// Where the pictures that explain the findings go, with `index.json` (`--pictures`).
        public var pictureFolder: String?
        /// Apply the findings' fixes to the files, then lint again (`--fix`).
        public var fix = false
        /// Hide the findings this baseline file records (`--baseline`).
        public var baseline: String?
        /// Return a baseline of every current finding; error findings then exit 0 (`--write-baseline`).
        public var writesBaseline = false
        /// Report absolute file paths (`--absolute-paths`).
        public var absolutePaths = false
        /// Report only errors, and no summary (`--quiet`).
        public var quiet = false
        /// Warnings exit 1 too (`--strict`).
        public var strict = false

        /// Lints `paths`; the rest as the properties say.
        public init(paths: [String]) {
            self.paths = paths
        }
    }

    /// What a lint found and what to print.
    public struct LintOutcome: Sendable {
        /// The report to show: without baselined findings, paths as asked, errors only when quiet.
        public var report: LintReport
        /// The reporter to print it with: the request's, else the configuration's, else text.
        public var reporter: ReporterKind
        /// How the HTML report shows the pictures, when the report is HTML.
        public var htmlPictures: HTMLReporter.Pictures = .none
        /// The baseline to write, when the request writes one.
        public var baseline: String?
        /// Lines for standard error before the report (what `fix` changed).
        public var notes: [String] = []
        /// Lines for standard error after the report: picture errors, stale baseline entries, the summary.
        public var messages: [String] = []
        /// 0 clean, 1 error findings (or warnings when strict), 2 invalid input or unwritable pictures.
        public var exitCode: Int32 = 0
    }

    /// How an HTML report gets its pictures.
    enum HTMLPictures: Sendable, Hashable {
        /// Linked from the report written to this file: drawn into the picture folder when one
        /// is given, else into a folder beside the report (`report-pictures/` for `report.html`).
        case linkedFrom(reportFile: String)
        /// Written to standard output: linked from the working folder when a picture folder is
        /// given, else none.
        case linkedFromStandardOutput
        /// Embedded in the page: drawn into the picture folder, or a temporary folder removed afterwards.
        case embedded
    }

    /// Runs `lint`: refused with the configuration's errors, a device argument that is no
    /// device, or the baseline's error, in that order, before any file is read.
    public func lint(_ request: LintRequest) throws(Refusal) -> LintOutcome {
        var session = self
        let configuration = try self.configuration(request.configuration)
        configuration.apply(to: &session.options)
        let reporter = request.reporter ?? configuration.reporter ?? .text
        session = try session.applying(request.choices)
        if let jobs = request.jobs { session.options.jobs = jobs }
        session.options.shard = request.shard
        let here = files.workingDirectory
        session.options.files.include += request.include.map { FileFilter.Pattern($0, base: here) }
        session.options.files.exclude += request.exclude.map { FileFilter.Pattern($0, base: here) }
        session.options.progress = request.progress
        var html: HTMLPictures?
        if reporter == .html {
            html = request.selfContained ? .embedded : request.reportFile.map { .linkedFrom(reportFile: $0) } ?? .linkedFromStandardOutput
        }
        var baseline: Baseline?
        if let file = request.baseline { baseline = try self.baseline(file) }
        return session.lint(request, reporter: reporter, html: html, baseline: baseline)
    }

    /// The lint itself, with the configuration and choices applied to this session's options.
    private func lint(_ request: LintRequest, reporter: ReporterKind, html: HTMLPictures?, baseline: Baseline?) -> LintOutcome {
        var session = self
        let here = files.workingDirectory
        var folder = request.pictureFolder
        var temporary: String?
        switch html {
        case .linkedFrom(let reportFile)? where folder == nil: folder = Self.pictureFolder(besideReport: reportFile, workingDirectory: here)
        case .embedded? where folder == nil:
            temporary = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(UUID().uuidString)").path
            folder = temporary
        default: break
        }
        let sink = folder.flatMap { folder in drawing.artifacts?(folder) }
        if let sink { session.options.artifacts = sink }
        if session.options.rasterizer == nil { session.options.rasterizer = drawing.rasterizer }
        var report = session.lintFiles(request.paths)
        var notes: [String] = []
        if request.fix {
            let fixed = FixFiles.applyUntilClean(report, files: files) { session.lintFiles(request.paths) }
            notes = fixed.outcome.lines
            report = fixed.report
        }
        var shownPictures = HTMLReporter.Pictures.none
        switch html {
        case .embedded?: shownPictures = .embedded(Self.pictureBytes(report))
        case .linkedFrom(let reportFile)?:
            let reportFolder = URL(fileURLWithPath: reportFile).deletingLastPathComponent().standardizedFileURL.path
            shownPictures = .linked(reportFolder: reportFolder, workingDirectory: here)
        case .linkedFromStandardOutput? where folder != nil: shownPictures = .linked(reportFolder: here, workingDirectory: here)
        default: break
        }
        if let temporary {
            try? FileManager.default.removeItem(atPath: temporary)
            report.artifacts = []
        }
        let accepted = baseline.map { $0.apply(to: report) }
        var shown = accepted?.report ?? report
        if request.absolutePaths { shown = shown.mappingPaths { URL(fileURLWithPath: $0).standardizedFileURL.path } }
        if request.quiet { shown.findings.removeAll { $0.severity != .error } }
        var outcome = LintOutcome(report: shown, reporter: reporter, htmlPictures: shownPictures, notes: notes)
        if request.writesBaseline { outcome.baseline = Baseline(report).serialized() }
        if let sink, temporary == nil, report.artifactErrors.isEmpty {
            do throws(ArtifactFailure) {
                try sink.writeIndex(PictureIndex.json(report))
            } catch {
                outcome.messages.append("error: \(error)")
                outcome.exitCode = 2
                return outcome
            }
        }
        outcome.messages += report.artifactErrors.map { "error: \($0)" }
        if !request.quiet {
            for entry in accepted?.stale ?? [] {
                outcome.messages.append(
                    "\(entry.file): note: baselined \(entry.rule) no longer occurs (\(entry.screen)\(entry.node.map { ", '\($0)'" } ?? "")); rewrite the baseline to drop it"
                )
            }
            let hidden = accepted.map { "; \(FindingCounts.count($0.hidden, "baselined finding")) hidden" } ?? ""
            outcome.messages.append(LintSummary.line(for: accepted?.report ?? report) + hidden)
        }
        if !options.onlyDevices.isEmpty, report.fileCount > 0, report.runCount == 0, report.errors.isEmpty {
            outcome.messages.append(
                "error: no screen lists \(options.onlyDevices.joined(separator: " or ")); "
                    + "--device picks among a screen's own devices, --add-device lays screens out on others")
            outcome.exitCode = 2
            return outcome
        }
        outcome.exitCode = LintSummary.exitCode(for: accepted?.report ?? report, strict: request.strict)
        if request.writesBaseline && outcome.exitCode == 1 { outcome.exitCode = 0 }
        return outcome
    }

    /// The folder beside `reportFile` that its pictures go to: `report.html` → `report-pictures`
    /// (relative to `workingDirectory` when the report's path is relative and inside it).
    public static func pictureFolder(besideReport reportFile: String, workingDirectory: String) -> String {
        let url = URL(fileURLWithPath: reportFile)
        let stem = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent().appendingPathComponent(stem + "-pictures")
        guard !reportFile.hasPrefix("/") else { return folder.path }
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return folder.path.hasPrefix(prefix) ? String(folder.path.dropFirst(prefix.count)) : folder.path
    }

    /// The PNG bytes of every picture a finding (or a consequence) of `report` names, by path,
    /// read back from where the sink wrote them for an HTML report that embeds them; pictures
    /// that cannot be read are left out.
    static func pictureBytes(_ report: LintReport) -> [String: [UInt8]] {
        var bytes: [String: [UInt8]] = [:]
        for finding in report.findings + report.findings.flatMap(\.related) {
            for path in finding.pictures where bytes[path] == nil {
                if let data = FileManager.default.contents(atPath: path) { bytes[path] = Array(data) }
            }
        }
        return bytes
    }
}
