import LayoutModel

/// The one-line summary and exit code of a lint run.
public enum LintSummary {
    public static func exitCode(for report: LintReport, strict: Bool) -> Int32 {
        if !report.errors.isEmpty || !report.artifactErrors.isEmpty { return 2 }
        let worst = report.findings.map(\.severity).max()
        if worst == .error || (strict && worst == .warning) { return 1 }
        return 0
    }

    /// "layoutlint: 1 file, 3 screen × device runs, 0 input errors, 2 errors, …": the findings
    /// counted as printed (merged across devices; related findings counted apart).
    public static func line(for report: LintReport) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let merged = report.merged
        let severities = Dictionary(grouping: merged, by: \.severity).mapValues(\.count)
        let related = merged.reduce(0) { $0 + $1.related.count }
        var parts = [count(report.fileCount, "file"), count(report.runCount, "screen × device run")]
        parts.append(count(report.errors.count, "input error"))
        if !report.skipped.isEmpty { parts.append("\(count(report.skipped.count, "JSON file")) skipped (not layout documents)") }
        if !report.artifacts.isEmpty { parts.append(count(report.artifacts.count, "picture")) }
        for severity in Severity.allCases.reversed() {
            // Info findings print as notes (what Xcode and compilers call them).
            parts.append(count(severities[severity] ?? 0, severity == .info ? "note" : severity.rawValue))
        }
        if related > 0 { parts.append(count(related, "related finding")) }
        return "layoutlint: " + parts.joined(separator: ", ")
    }
}
