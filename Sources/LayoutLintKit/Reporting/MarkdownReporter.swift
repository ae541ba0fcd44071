import LayoutModel

/// GitHub-flavoured Markdown for a pull-request comment or a job summary: a table of the
/// metrics per screen × device with its findings by severity, then the input errors and the
/// findings (grouped across devices like the text reporter).
public struct MarkdownReporter: Reporter {
    public init() {}

    public func report(_ report: LintReport) -> String {
        var out = "## LayoutLint\n\n"
        let counts = Dictionary(grouping: report.findings, by: \.severity).mapValues(\.count)
        let parts = [JUnitReporter.count(report.metrics.count, "screen × device run"), JUnitReporter.count(report.errors.count, "input error")]
            + Severity.allCases.reversed().map { JUnitReporter.count(counts[$0] ?? 0, $0.rawValue) }
        out += parts.joined(separator: ", ") + "\n\n"
        if !report.metrics.isEmpty {
            out += "| File | Screen | Device | CLS | First frame | Primary content | Hitch ms/s | Blended | Errors | Warnings | Infos |\n"
            out += "|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|\n"
            var bySeverity: [String: [Severity: Int]] = [:]
            for finding in report.findings {
                for metric in report.metrics where metric.file == finding.file && metric.screen == finding.screen
                    && (finding.device == nil || finding.device == metric.device) {
                    bySeverity[Self.key(metric), default: [:]][finding.severity, default: 0] += 1
                }
            }
            for metric in report.metrics {
                let found = bySeverity[Self.key(metric)] ?? [:]
                let cells = [
                    Self.cell(metric.file), Self.cell(metric.screen), Self.cell(metric.device), Format.score(metric.cls),
                    Self.ms(metric.firstFrameMs), Self.ms(metric.primaryContentMs), metric.hitchMsPerS.map(Format.points) ?? "–",
                    metric.blended.map { Format.percent($0.fraction) } ?? "–",
                    "\(found[.error] ?? 0)", "\(found[.warning] ?? 0)", "\(found[.info] ?? 0)",
                ]
                out += "| " + cells.joined(separator: " | ") + " |\n"
            }
            out += "\n"
        }
        if !report.errors.isEmpty {
            out += "### Input errors\n\n"
            for error in report.errors {
                out += "- `\(Self.code(error.file)):\(error.location.line):\(error.location.column)` \(Self.cell(error.message))\n"
            }
            out += "\n"
        }
        if !report.findings.isEmpty {
            out += "### Findings\n\n"
            for group in TextReporter.grouped(report.findings) {
                let finding = group[0]
                let devices = group.compactMap(\.device)
                let on = devices.isEmpty ? "every device" : devices.joined(separator: ", ")
                out += "- **\(finding.severity.rawValue)** `\(finding.ruleID)` `\(Self.code(finding.file)):\(finding.line):\(finding.column)` "
                out += "\(Self.cell(finding.message)) (\(Self.cell(finding.screen)); \(Self.cell(on)))\n"
            }
        }
        return out
    }

    private static func key(_ metric: ScreenMetrics) -> String {
        [metric.file, metric.screen, metric.device].joined(separator: "\u{1F}")
    }

    private static func ms(_ value: Double?) -> String {
        value.map { Format.points($0) + " ms" } ?? "–"
    }

    /// Text safe in a table cell or list item: pipes, backslashes, HTML and line breaks escaped.
    static func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "\\": out += "\\\\"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\n", "\r", "\r\n": out += " "
            case "*", "_", "`", "[", "]": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// Text inside a code span: backticks replaced, line breaks removed.
    static func code(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "\n", with: " ")
    }
}
