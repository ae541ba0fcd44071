import LayoutModel

/// `path:line:col: severity: message [rule-id]`, one line per problem: what Xcode and editors parse.
///
/// A finding that holds on several devices with the same message is printed once; when the
/// message does not already name the device, the devices follow it in parentheses. A finding
/// with a fix is followed by a `note: fix: …` line at the same place.
public struct TextReporter: Reporter {
    /// Colours the severity with ANSI escapes (for a terminal; see `ColorMode`).
    public var color = false

    public init(color: Bool = false) {
        self.color = color
    }

    public func report(_ report: LintReport) -> String {
        var lines = report.errors.map(\.description)
        for group in Self.grouped(report.findings) {
            let finding = group[0]
            let devices = group.compactMap(\.device)
            let namesDevice = devices.contains { finding.message.contains($0) }
            let suffix = devices.isEmpty || namesDevice ? "" : " (\(devices.joined(separator: ", ")))"
            lines.append(
                "\(finding.file):\(finding.line):\(finding.column): \(severity(finding.severity)): \(finding.message)\(suffix) [\(finding.ruleID)]")
            if let fix = finding.fix {
                lines.append("\(finding.file):\(finding.line):\(finding.column): note: fix: \(fix.summary) (`layoutlint lint --fix` applies it)")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func severity(_ severity: Severity) -> String {
        color ? ANSIColor.severity(severity.rawValue) : severity.rawValue
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
