import LayoutModel

/// `path:line:col: severity: message [rule-id]`, one line per problem: what Xcode and editors parse.
///
/// Prints `LintReport.merged`: a finding on several devices once, its message naming each
/// device's numbers (or the devices following it in parentheses when the message is the same
/// on all), a `note: fix: …` line when it has a machine-applicable fix, and its consequences
/// as indented `note:` lines under it.
public struct TextReporter: Reporter {
    /// Colours the severity with ANSI escapes (for a terminal; see `ColorMode`).
    public var color = false

    public init(color: Bool = false) {
        self.color = color
    }

    public func report(_ report: LintReport) -> String {
        var lines = report.errors.map(\.description)
        for finding in report.merged {
            lines.append(line(finding, severity: severity(finding.severity)))
            if let fix = finding.fix {
                lines.append("\(finding.file):\(finding.line):\(finding.column): note: fix: \(fix.summary) (`layoutlint lint --fix` applies it)")
            }
            // Consequences, indented: what the finding above causes on the same devices.
            lines += finding.related.map { "    " + line($0, severity: "note") }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `path:line:col: severity: message (devices) [rule-id]`; the devices follow when the
    /// message does not name them.
    private func line(_ finding: Finding, severity: String) -> String {
        let namesDevice = finding.devices.contains { finding.message.contains($0) }
        let suffix = finding.devices.isEmpty || namesDevice ? "" : " (\(finding.devices.joined(separator: ", ")))"
        return "\(finding.file):\(finding.line):\(finding.column): \(severity): \(finding.message)\(suffix) [\(finding.ruleID)]"
    }

    /// The word compilers and Xcode know: error, warning, and note for info findings.
    private func severity(_ severity: Severity) -> String {
        let word = severity == .info ? "note" : severity.rawValue
        return color ? ANSIColor.severity(word) : word
    }

    /// Findings that differ only in device, in the order of their first occurrence. O(n).
    public static func grouped(_ findings: [Finding]) -> [[Finding]] {
        struct Key: Hashable {
            public var file: String, line: Int, column: Int, severity: Severity, message: String, ruleID: String, screen: String
        }
        var groups: [[Finding]] = []
        var indexByKey: [Key: Int] = [:]
        for finding in findings {
            let key = Key(
                file: finding.file, line: finding.line, column: finding.column, severity: finding.severity,
                message: finding.message, ruleID: finding.ruleID, screen: finding.screen)
            if let index = indexByKey[key] {
                if let device = finding.device, !groups[index].contains(where: { $0.device == device }) {
                    groups[index].append(finding)
                }
            } else {
                indexByKey[key] = groups.count
                groups.append([finding])
            }
        }
        return groups
    }
}
