import Foundation
import LayoutLintKit
import LayoutModel

/// What `layoutlint lint` does once its arguments are parsed, as one call the command and the
/// tests make: lint (and with `fix`, apply the fixes and lint again), draw the pictures,
/// hide what a baseline accepts, and decide the exit code. The command reads the baseline,
/// prints `Outcome` and exits with its code.
public struct LintRun: Sendable {
    /// The files and folders to lint.
    public var paths: [String]
    /// Devices, limits, rules, files, jobs and progress.
    public var options: LintOptions
    /// Where the pictures that explain the findings go, with `index.json` (`--pictures`).
    public var pictureFolder: String?
    /// The pictures the HTML report shows, when the report is HTML (nil for other reporters).
    public var htmlPictures: HTMLPictures?
    /// Apply the findings' fixes to the files, then lint again (`--fix`).
    public var fix = false
    /// Findings this baseline records are hidden (`--baseline`).
    public var baseline: Baseline?
    /// Return a baseline of every current finding; error findings then exit 0 (`--write-baseline`).
    public var writesBaseline = false
    /// Report absolute file paths (`--absolute-paths`).
    public var absolutePaths = false
    /// Report only errors, and no summary (`--quiet`).
    public var quiet = false
    /// Warnings exit 1 too (`--strict`).
    public var strict = false

    /// Lints `paths` with `options`; the rest as the properties say.
    public init(paths: [String], options: LintOptions) {
        self.paths = paths
        self.options = options
    }

    /// How an HTML report gets its pictures.
    public enum HTMLPictures: Sendable, Hashable {
        /// Linked from the report written to this file: drawn into `pictureFolder` when one is
        /// given, else into a folder beside the report (`report-pictures/` for `report.html`).
        case linkedFrom(reportFile: String)
        /// Written to standard output: linked from the working folder when `pictureFolder` is
        /// given, else none.
        case linkedFromStandardOutput
        /// Embedded in the page (`--self-contained`): drawn into `pictureFolder`, or a temporary
        /// folder removed afterwards.
        case embedded
    }

    /// The folder beside `reportFile` that its pictures go to: `report.html` → `report-pictures`.
    public static func pictureFolder(besideReport reportFile: String) -> String {
        let url = URL(fileURLWithPath: reportFile)
        let stem = url.deletingPathExtension().lastPathComponent
        let folder = url.deletingLastPathComponent().appendingPathComponent(stem + "-pictures")
        return reportFile.hasPrefix("/") ? folder.path : relativeToWorkingDirectory(folder.path)
    }

    /// `path` relative to the working directory when it is inside it.
    private static func relativeToWorkingDirectory(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// What a run found and what to print.
    public struct Outcome: Sendable {
        /// The report to show: without baselined findings, paths as asked, errors only when quiet.
        public var report: LintReport
        /// How the HTML report shows the pictures, when the report is HTML.
        public var htmlPictures: HTMLReporter.Pictures = .none
        /// The baseline to write, when `writesBaseline`.
        public var baseline: String?
        /// Lines for standard error before the report (what `fix` changed).
        public var notes: [String] = []
        /// Lines for standard error after the report: picture errors, stale baseline entries, the summary.
        public var messages: [String] = []
        /// 0 clean, 1 error findings (or warnings when strict), 2 invalid input or unwritable pictures.
        public var exitCode: Int32 = 0
    }

    /// Runs the lint.
    public func run() -> Outcome {
        var options = options
        let here = FileManager.default.currentDirectoryPath
        var folder = pictureFolder
        var temporary: String?
        switch htmlPictures {
        case .linkedFrom(let reportFile)? where folder == nil: folder = Self.pictureFolder(besideReport: reportFile)
        case .embedded? where folder == nil:
            temporary = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(UUID().uuidString)").path
            folder = temporary
        default: break
        }
        if let folder { options.artifacts = LintArtifacts(writer: ArtifactWriter(root: folder)) }
        if options.rasterizer == nil { options.rasterizer = CairoRasterizer(layouter: options.layouter) }
        var report = Linter(options: options).lint(paths: paths)
        var notes: [String] = []
        if fix {
            notes = FixFiles.apply(report).lines
            report = Linter(options: options).lint(paths: paths)
        }
        var shownPictures = HTMLReporter.Pictures.none
        switch htmlPictures {
        case .embedded?: shownPictures = .embedded(ReportPictures.read(report))
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
        if absolutePaths { shown = shown.mappingPaths { URL(fileURLWithPath: $0).standardizedFileURL.path } }
        if quiet { shown.findings.removeAll { $0.severity != .error } }
        var outcome = Outcome(report: shown, htmlPictures: shownPictures, notes: notes)
        if writesBaseline { outcome.baseline = Baseline(report).serialized() }
        if let folder, temporary == nil, report.artifactErrors.isEmpty {
            do throws(ArtifactWriteError) {
                try ArtifactWriter(root: folder).write(Array(PictureIndex.json(report).utf8), relativePath: "index.json")
            } catch {
                outcome.messages.append("error: \(error)")
                outcome.exitCode = 2
                return outcome
            }
        }
        outcome.messages += report.artifactErrors.map { "error: \($0)" }
        if !quiet {
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
        outcome.exitCode = LintSummary.exitCode(for: accepted?.report ?? report, strict: strict)
        if writesBaseline && outcome.exitCode == 1 { outcome.exitCode = 0 }
        return outcome
    }
}
