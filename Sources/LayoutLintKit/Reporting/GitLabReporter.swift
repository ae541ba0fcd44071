import LayoutModel

/// GitLab Code Quality JSON: an array of issues with `description`, `check_name`,
/// `fingerprint` (stable across runs, see `Fingerprint`), `severity` and
/// `location.path` / `location.lines.begin`. Input errors are `blocker` issues.
public struct GitLabReporter: Reporter {
    public init() {}

    public func report(_ report: LintReport) -> String {
        var issues = report.errors.map { error in
            Self.issue(
                description: error.message, check: "input-error", fingerprint: Fingerprint.hash("\(error.file)\u{1F}\(error.message)"),
                severity: "blocker", path: error.file, line: error.location.line)
        }
        for finding in report.findings {
            issues.append(
                Self.issue(
                    description: FindingText.withRelatedAndScreen(finding), check: finding.ruleID,
                    fingerprint: Fingerprint.hash(finding), severity: Self.severity(finding.severity), path: finding.file,
                    line: finding.line))
        }
        return JSONOutput.array(issues).serialized() + "\n"
    }

    /// Code Quality's severity for a finding's severity.
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .info: "info"
        }
    }

    static func issue(description: String, check: String, fingerprint: String, severity: String, path: String, line: Int) -> JSONOutput {
        .object([
            ("description", .string(description)),
            ("check_name", .string(check)),
            ("fingerprint", .string(fingerprint)),
            ("severity", .string(severity)),
            ("location", .object([("path", .string(path)), ("lines", .object([("begin", .int(line))]))])),
        ])
    }
}
