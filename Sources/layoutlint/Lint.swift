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

        @Option(help: "How to print the results.")
        var reporter: ReporterKind = .text

        @Option(help: "Write the report to this file instead of standard output.")
        var output: String?

        @Flag(help: "Exit 1 on warnings too.")
        var strict = false

        @Option(help: "Files linted at once (default: the number of cores).")
        var jobs: Int?

        @Option(help: "Write the pictures that explain the findings (shift diagrams, blend and overdraw maps) to this folder.")
        var artifacts: String?

        func validate() throws {
            if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        }

        func run() throws {
            var options = LintOptions()
            options.devices = try devices.profiles()
            options.limits = limits.limits
            if let jobs { options.jobs = jobs }
            if let artifacts { options.artifacts = LintArtifacts(writer: ArtifactWriter(root: artifacts)) }
            let report = Linter(options: options).lint(paths: paths)
            try Output.write(reporter.reporter.report(report), to: output)
            for error in report.artifactErrors { Output.standardError("error: \(error)") }
            Output.standardError(LintSummary.line(for: report))
            let code = LintSummary.exitCode(for: report, strict: strict)
            if code != 0 { throw ExitCode(code) }
        }
    }
}
