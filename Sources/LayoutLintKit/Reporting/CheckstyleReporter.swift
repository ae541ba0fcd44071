import LayoutModel

/// Checkstyle XML (read by Jenkins' Warnings plugin, GitLab, Danger and reviewdog): one `file`
/// element per file, one `error` element per input error and finding (its consequences
/// on further lines of its message).
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func report(_ report: LintReport) -> String {
        struct Entry { var line: Int, column: Int, severity: String, message: String, source: String }
        var byFile: [String: [Entry]] = [:]
        for error in report.errors {
            byFile[error.file, default: []].append(
                Entry(
                    line: error.location.line, column: error.location.column, severity: "error", message: error.message,
                    source: "\(ToolInfo.name).input-error"))
        }
        for finding in report.findings {
            let message = FindingText.withRelatedAndScreen(finding)
            byFile[finding.file, default: []].append(
                Entry(
                    line: finding.line, column: finding.column, severity: finding.severity.rawValue, message: message,
                    source: "\(ToolInfo.name).\(finding.ruleID)"))
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in byFile.keys.sorted() {
            xml += "  <file name=\"\(XMLText.escape(file))\">\n"
            for entry in byFile[file] ?? [] {
                xml += "    <error line=\"\(entry.line)\" column=\"\(entry.column)\" severity=\"\(entry.severity)\" "
                xml += "message=\"\(XMLText.escape(entry.message))\" source=\"\(XMLText.escape(entry.source))\"/>\n"
            }
            xml += "  </file>\n"
        }
        return xml + "</checkstyle>\n"
    }
}
