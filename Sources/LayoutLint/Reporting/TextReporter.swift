import LayoutModel

/// `path:line:col: severity: message [rule-id]`, one line per problem: what Xcode and editors parse.
struct TextReporter: Reporter {
    func report(_ report: LintReport) -> String {
        var lines = report.errors.map(\.description)
        for finding in report.findings {
            lines.append(
                "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
