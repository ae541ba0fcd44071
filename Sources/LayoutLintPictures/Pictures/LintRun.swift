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
    /// Draw the pictures even without a folder (into a temporary one), for a report that embeds them.
    public var embedsPictures = false
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

    /// What a run found and what to print.
    public struct Outcome: Sendable {
        /// The report to show: without baselined findings, paths as asked, errors only when quiet.
        public var report: LintReport
        /// The pictures a report embeds, when `embedsPictures`.
        public var pictures: [ReportPicture] = []
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
        let pictureRoot = pictureFolder ?? (embedsPictures ? FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(UUID().uuidString)").path : nil)
        if let pictureRoot { options.artifacts = LintArtifacts(writer: ArtifactWriter(root: pictureRoot)) }
        if options.rasterizer == nil { options.rasterizer = CairoRasterizer(layouter: options.layouter) }
        var report = Linter(options: options).lint(paths: paths)
        var notes: [String] = []
        if fix {
            notes = FixFiles.apply(report)
            report = Linter(options: options).lint(paths: paths)
        }
        var pictures = embedsPictures ? ReportPictures.read(report) : []
        if pictureFolder == nil, let pictureRoot {
            try? FileManager.default.removeItem(atPath: pictureRoot)
            report.artifacts = []
        }
        let accepted = baseline.map { $0.apply(to: report) }
        var shown = accepted?.report ?? report
        if absolutePaths {
            func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
            shown = shown.mappingPaths(absolute)
            // The report's pictures go with findings by file: name it as the findings now do.
            pictures = pictures.map { picture in
                var picture = picture
                picture.file = picture.file.map(absolute)
                return picture
            }
        }
        if quiet { shown.findings.removeAll { $0.severity != .error } }
        var outcome = Outcome(report: shown, pictures: pictures, notes: notes)
        if writesBaseline { outcome.baseline = Baseline(report).serialized() }
        if let pictureFolder, report.artifactErrors.isEmpty {
            do throws(ArtifactWriteError) {
                try ArtifactWriter(root: pictureFolder).write(Array(PictureIndex.json(report).utf8), relativePath: "index.json")
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
                    "\(entry.file): note: baselined \(entry.rule) no longer occurs (\(entry.screen), \(entry.device ?? "every device")\(entry.node.map { ", '\($0)'" } ?? "")); rewrite the baseline to drop it")
            }
            let hidden = accepted.map { ", \($0.hidden) baselined" } ?? ""
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
