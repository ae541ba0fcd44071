import ArgumentParser
import Foundation
import LayoutLintKit
import LayoutLintPictures
import LayoutModel

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

        @Option(help: "The configuration file (default: .layoutlint.yml in this folder or a parent).")
        var config: String?

        @Option(help: "Write the report to this file instead of standard output.")
        var output: String?

        @Flag(help: "Exit 1 on warnings too.")
        var strict = false

        @Option(help: "Files linted at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: "Write the pictures that explain the findings (shift diagrams, blend and overdraw maps) to this folder.")
        var artifacts: String?

        @Flag(help: "Report only error-severity findings and input errors, and print no summary line.")
        var quiet = false

        @Option(help: "Colour the text reporter: auto (on a terminal, unless NO_COLOR is set), always or never.")
        var color: ColorMode = .auto

        @Option(help: ArgumentHelp("Lint only part i of n of the files (by a stable hash of each path), e.g. 2/4.", valueName: "i/n"))
        var shard: Shard?

        func validate() throws {
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        }

        func run() throws {
            var options = LintOptions()
            let configuration = try ConfigFile.load(config)
            configuration.apply(to: &options)
            let reporter = self.reporter ?? configuration.reporter ?? .text
            if !devices.names.isEmpty { options.devices = try devices.profiles() }
            limits.apply(to: &options)
            if let jobs { options.jobs = jobs }
            if let artifacts { options.artifacts = LintArtifacts(writer: ArtifactWriter(root: artifacts)) }
            options.shard = shard
            options.rasterizer = CairoRasterizer(layouter: options.layouter)
            let report = Linter(options: options).lint(paths: paths)
            var shown = report
            if quiet { shown.findings.removeAll { $0.severity != .error } }
            try Output.write(chosenReporter(reporter).report(shown), to: output)
            for error in report.artifactErrors { Output.standardError("error: \(error)") }
            if !quiet { Output.standardError(LintSummary.line(for: report)) }
            let code = LintSummary.exitCode(for: report, strict: strict)
            if code != 0 { throw ExitCode(code) }
        }

        /// The reporter, with colour for `text` when `--color` and the terminal allow it.
        private func chosenReporter(_ reporter: ReporterKind) -> any Reporter {
            guard reporter == .text else { return reporter.reporter }
            let terminal = output == nil && isatty(STDOUT_FILENO) == 1
            return TextReporter(color: color.enabled(isTerminal: terminal, environment: ProcessInfo.processInfo.environment))
        }
    }
}
