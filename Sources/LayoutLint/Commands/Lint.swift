import ArgumentParser
import Foundation
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
            if let artifacts { options.artifacts = ArtifactWriter(root: artifacts) }
            let report = Linter(options: options).lint(paths: paths)
            try Output.write(reporter.reporter.report(report), to: output)
            for error in report.artifactErrors { Output.standardError("error: \(error)") }
            Output.standardError(LintSummary.line(for: report))
            let code = LintSummary.exitCode(for: report, strict: strict)
            if code != 0 { throw ExitCode(code) }
        }
    }
}

/// `--device NAME` (repeatable), shared by the commands that lay screens out.
struct DeviceOptions: ParsableArguments {
    @Option(name: .customLong("device"), help: "Only these devices (repeatable); see `layoutlint devices`.")
    var names: [String] = []

    /// The profiles named, or a usage error naming the closest built-in one.
    func profiles() throws -> [DeviceProfile] {
        try names.map { name in
            guard let profile = DeviceProfile.named(name) else {
                let known = DeviceProfile.builtIn.map(\.name)
                let hint = Suggestions.closest(to: name, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
                throw ValidationError("unknown device \"\(name)\"\(hint) (known: \(known.joined(separator: ", ")))")
            }
            return profile
        }
    }
}

/// The reporters `--reporter` accepts.
enum ReporterKind: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text, json

    var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        }
    }
}

/// The one-line summary and exit code of a lint run.
enum LintSummary {
    static func exitCode(for report: LintReport, strict: Bool) -> Int32 {
        if !report.errors.isEmpty || !report.artifactErrors.isEmpty { return 2 }
        let worst = report.findings.map(\.severity).max()
        if worst == .error || (strict && worst == .warning) { return 1 }
        return 0
    }

    static func line(for report: LintReport) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let severities = Dictionary(grouping: report.findings, by: \.severity).mapValues(\.count)
        var parts = [count(report.fileCount, "file"), count(report.runCount, "screen × device run")]
        parts.append(count(report.errors.count, "input error"))
        if !report.artifacts.isEmpty { parts.append(count(report.artifacts.count, "picture")) }
        for severity in Severity.allCases.reversed() {
            parts.append(count(severities[severity] ?? 0, severity.rawValue))
        }
        return "layoutlint: " + parts.joined(separator: ", ")
    }
}

/// Where command output goes.
enum Output {
    /// Writes `text` to `path` atomically, or to standard output when `path` is nil.
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ValidationError("cannot write \(path): \(error.localizedDescription.lowercased())")
        }
    }

    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
