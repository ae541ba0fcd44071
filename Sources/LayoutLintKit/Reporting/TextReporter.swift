import LayoutModel

/// `path:line:col: severity: message [rule-id]`, one line per problem: what Xcode and editors parse.
///
/// Each finding once (merged across devices: its message names each device's numbers and ends
/// with the fix that holds on all of them), a `note: fix: …` line when `--fix` can apply that
/// fix, and its consequences as indented `note:` lines under it.
public struct TextReporter: Reporter {
    /// Colours the severity with ANSI escapes (for a terminal; see `ColorMode`).
    public var color = false

    public init(color: Bool = false) {
        self.color = color
    }

    public func report(_ report: LintReport) -> String {
        var lines = report.errors.map(\.description)
        for finding in report.findings {
            lines.append(line(finding, severity: severity(finding.severity)))
            if let fix = finding.fix, fix.isApplicable {
                lines.append(
                    "\(finding.file):\(finding.line):\(finding.column): note: fix: \(fix.summary) (`layoutlint lint --fix` applies it)")
            }
            // Consequences, indented: what the finding above causes on the same devices.
            lines += finding.related.map { "    " + line($0, severity: "note") }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `path:line:col: severity: message [rule-id]`.
    private func line(_ finding: Finding, severity: String) -> String {
        "\(finding.file):\(finding.line):\(finding.column): \(severity): \(finding.message) [\(finding.ruleID)]"
    }

    /// The word compilers and Xcode know: error, warning, and note for info findings.
    private func severity(_ severity: Severity) -> String {
        let word = severity == .info ? "note" : severity.rawValue
        return color ? ANSIColor.severity(word) : word
    }
}
