import LayoutModel

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, one per
/// input error and finding (its consequences as further lines of its message), which GitHub
/// shows as annotations on the pull request. GitHub shows only ten annotations of each level
/// per step, so the `lint` command also appends the Markdown report to `$GITHUB_STEP_SUMMARY`.
///
/// Escaped per GitHub's rules: `%`, CR and LF everywhere; also `:` and `,` in properties.
public struct GitHubReporter: Reporter {
    public init() {}

    public func report(_ report: LintReport) -> String {
        var lines = report.errors.map {
            Self.command(
                "error", file: $0.file, line: $0.location.line, column: $0.location.column, title: "layoutlint input error",
                message: $0.message)
        }
        for finding in report.findings {
            lines.append(
                Self.command(
                    Self.level(finding.severity), file: finding.file, line: finding.line, column: finding.column,
                    title: "\(finding.ruleID) (\(finding.screen))", message: FindingText.withRelated(finding)))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The workflow command for a severity: `error`, `warning` or `notice`.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    static func command(_ level: String, file: String, line: Int, column: Int, title: String, message: String) -> String {
        let properties = "file=\(property(file)),line=\(line),col=\(column),title=\(property(title))"
        return "::\(level) \(properties)::\(data(message))"
    }

    /// A command's message: `%`, CR and LF escaped.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A command's property value: also `:` and `,` escaped.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
