import ArgumentParser
import Foundation
import LayoutLintKit
import LayoutLintPictures

extension LayoutLint {
    /// `layoutlint lint [PATH…]`: lints layout files and folders.
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Lint layout files: lay every screen out on its devices, simulate its timeline, report problems.",
            discussion: """
                Exit codes: 0 no error-severity findings; 1 error-severity findings (or warnings with \
                --strict); 2 invalid input or usage. Every file is linted even when others are invalid.
                """)

        @Argument(help: "Layout files or folders (searched for *.json).")
        var paths: [String] = ["layouts"]

        @OptionGroup var devices: DeviceOptions

        @OptionGroup var limits: LimitOptions

        @Option(help: "How to print the results (default: the configuration's, else text).")
        var reporter: ReporterKind?

        @OptionGroup var config: ConfigOptions

        @Option(help: "Write the report to this file instead of standard output.")
        var output: String?

        @Flag(help: "Exit 1 on warnings too.")
        var strict = false

        @Option(help: "Files linted at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: "Write the pictures that explain the findings (shift diagrams, blend and overdraw maps) to this folder.")
        var pictures: String?

        /// The old name of `--pictures`.
        @Option(help: .hidden)
        var artifacts: String?

        @Flag(
            help:
                "With --reporter html: embed the pictures in the page, so the report is one file (default: pictures in a folder beside the report, linked)."
        )
        var selfContained = false

        @Flag(help: "Print absolute file paths (for Xcode's issue navigator); default: paths as given.")
        var absolutePaths = false

        @Flag(help: "Report only error-severity findings and input errors, and print no summary line.")
        var quiet = false

        @Option(help: "Colour the text reporter: auto (on a terminal, unless NO_COLOR is set), always or never.")
        var color: ColorMode = .auto

        @Option(help: ArgumentHelp("Lint only part i of n of the files (by a stable hash of each path), e.g. 2/4.", valueName: "i/n"))
        var shard: Shard?

        @Option(
            help: ArgumentHelp("Lint only files matching this glob (repeatable; added to the configuration's include).", valueName: "glob"))
        var include: [String] = []

        @Option(
            help: ArgumentHelp(
                "Skip files matching this glob, e.g. 'layouts/legacy/**' (repeatable; added to the configuration's exclude).",
                valueName: "glob"))
        var exclude: [String] = []

        @Flag(help: "Apply the findings' fixes to the files in place (only the edited values change), then lint and report what remains.")
        var fix = false

        @Option(
            help: ArgumentHelp(
                "Hide the findings recorded in this baseline; fail only on new ones, and list entries that no longer occur.",
                valueName: "file"))
        var baseline: String?

        @Option(
            help: ArgumentHelp(
                "Record every current finding in this baseline file (keyed by file, screen, device, rule and node) and exit 0 unless an input is invalid.",
                valueName: "file"))
        var writeBaseline: String?

        func validate() throws {
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
            for (option, globs) in [("--include", include), ("--exclude", exclude)] {
                for glob in globs { if let problem = Glob.problem(glob) { throw ValidationError("\(option): \(problem)") } }
            }
        }

        func run() throws {
            var request = LintSession.LintRequest(paths: paths)
            request.configuration = config.source
            devices.apply(to: &request.choices)
            limits.apply(to: &request.choices)
            request.reporter = reporter
            request.reportFile = output
            request.selfContained = selfContained
            request.jobs = jobs
            request.shard = shard
            request.include = include.map(Glob.init)
            request.exclude = exclude.map(Glob.init)
            let progress = quiet ? nil : TerminalProgress.forStandardError()
            request.progress = progress
            request.pictureFolder = pictures ?? artifacts
            request.fix = fix
            request.baseline = baseline
            request.writesBaseline = writeBaseline != nil
            request.absolutePaths = absolutePaths
            request.quiet = quiet
            request.strict = strict
            let outcome: LintSession.LintOutcome
            do throws(LintSession.Refusal) {
                outcome = try LintSession.cairo().lint(request)
            } catch {
                throw Output.refused(error)
            }
            progress?.finish()
            for line in outcome.notes { Output.standardError(line) }
            try Output.write(chosenReporter(outcome.reporter, pictures: outcome.htmlPictures).report(outcome.report), to: output)
            if outcome.reporter == .github { try appendStepSummary(outcome.report) }
            if let writeBaseline, let baseline = outcome.baseline { try Output.write(baseline, to: writeBaseline) }
            for line in outcome.messages { Output.standardError(line) }
            if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
        }

        /// On GitHub Actions (`GITHUB_STEP_SUMMARY` set), the Markdown report appended to the
        /// job's summary: annotations are capped per step, the summary lists every finding.
        private func appendStepSummary(_ report: LintReport) throws {
            guard let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
            let markdown = Data(MarkdownReporter().report(report).utf8)
            guard let handle = FileHandle(forWritingAtPath: path) else {
                guard FileManager.default.createFile(atPath: path, contents: markdown) else {
                    throw ValidationError("cannot write the step summary to \(path) (GITHUB_STEP_SUMMARY)")
                }
                return
            }
            defer { try? handle.close() }
            do {
                try handle.seekToEnd()
                try handle.write(contentsOf: markdown)
            } catch {
                throw ValidationError("cannot append the step summary to \(path) (GITHUB_STEP_SUMMARY): \(error.localizedDescription)")
            }
        }

        /// The reporter, with colour for `text` when `--color` and the terminal allow it, and
        /// for `html` the pictures it shows.
        private func chosenReporter(_ reporter: ReporterKind, pictures: HTMLReporter.Pictures) -> any Reporter {
            if reporter == .html { return HTMLReporter(pictures: pictures) }
            guard reporter == .text else { return reporter.reporter }
            let terminal = output == nil && isatty(STDOUT_FILENO) == 1
            return TextReporter(color: color.enabled(isTerminal: terminal, environment: ProcessInfo.processInfo.environment))
        }
    }
}
