import LayoutModel

/// What a report's findings add up to, counted once for every reporter: the summary line, the
/// JSON `summary`, the Markdown and HTML headers and JUnit's totals all read these numbers.
public struct FindingCounts: Sendable, Hashable {
    public var errors = 0
    public var warnings = 0
    public var infos = 0
    /// Consequences printed under the findings that cause them (not findings of their own).
    public var related = 0
    /// Findings `lint --fix` can fix (every edit of their fix resolved against the file).
    public var fixable = 0

    /// The counts of `findings` (each merged across devices, as reporters print them).
    public init(_ findings: [Finding]) {
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
            related += finding.related.count
            if finding.fix?.isApplicable == true { fixable += 1 }
        }
    }

    /// Every finding, whatever its severity.
    public var findings: Int { errors + warnings + infos }

    /// "3 errors, 10 warnings and 0 infos".
    public var bySeverity: String {
        DeviceNames.list([Self.count(errors, "error"), Self.count(warnings, "warning"), Self.count(infos, "info")])
    }

    /// "13 findings (3 errors, 10 warnings and 0 infos), 4 related findings under them, 9 fixable with --fix".
    public var words: String {
        var words = "\(Self.count(findings, "finding")) (\(bySeverity))"
        if related > 0 { words += ", \(Self.count(related, "related finding")) under them" }
        if fixable > 0 { words += ", \(fixable) fixable with --fix" }
        return words
    }

    /// "1 error", "3 errors".
    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// The one-line summary and exit code of a lint run.
public enum LintSummary {
    public static func exitCode(for report: LintReport, strict: Bool) -> Int32 {
        if !report.errors.isEmpty || !report.artifactErrors.isEmpty { return 2 }
        let worst = report.findings.map(\.severity).max()
        if worst == .error || (strict && worst == .warning) { return 1 }
        return 0
    }

    /// "layoutlint: 1 file, 3 screen × device runs, 0 input errors; 13 findings (3 errors, …)":
    /// the findings counted as every reporter prints them; runs at text sizes or in locales are
    /// named so ("6 screen × device × text size runs").
    public static func line(for report: LintReport) -> String {
        let run = runName(textSizes: report.runsAtTextSizes, locales: report.runsInLocales)
        var parts = [FindingCounts.count(report.fileCount, "file"), FindingCounts.count(report.runCount, run)]
        parts.append(FindingCounts.count(report.errors.count, "input error"))
        if !report.skipped.isEmpty {
            parts.append("\(FindingCounts.count(report.skipped.count, "JSON file")) skipped (not layout documents)")
        }
        if !report.artifacts.isEmpty { parts.append(FindingCounts.count(report.artifacts.count, "picture")) }
        return "layoutlint: " + parts.joined(separator: ", ") + "; " + FindingCounts(report.findings).words
    }

    /// What one run is a product of: "screen × device", with "× text size" and "× locale" when
    /// those multiply the runs.
    public static func runName(textSizes: Bool, locales: Bool) -> String {
        "screen × device" + (textSizes ? " × text size" : "") + (locales ? " × locale" : "") + " run"
    }

    /// What a file over its work budget may be linted on fewer of: "devices", and "text sizes"
    /// and "locales" when those multiply its runs.
    public static func fewer(textSizes: Bool, locales: Bool) -> String {
        let things = ["devices"] + (textSizes ? ["text sizes"] : []) + (locales ? ["locales"] : [])
        return things.count == 1 ? things[0] : things.dropLast().joined(separator: ", ") + " or " + (things.last ?? "")
    }
}
