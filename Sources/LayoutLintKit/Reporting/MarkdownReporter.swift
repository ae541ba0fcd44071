import LayoutModel

/// GitHub-flavoured Markdown for a pull-request comment or a job summary: the totals, a table
/// of the metrics per screen × device with how many findings occur there, then the input
/// errors and every finding once (merged across devices), with its fix and its consequences.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func report(_ report: LintReport) -> String {
        var out = "## LayoutLint\n\n"
        let parts = [
            FindingCounts.count(
                report.metrics.count, LintSummary.runName(textSizes: report.runsAtTextSizes, locales: report.runsInLocales)),
            FindingCounts.count(report.errors.count, "input error"),
        ]
        out += parts.joined(separator: ", ") + "; " + FindingCounts(report.findings).words + "\n\n"
        if !report.metrics.isEmpty {
            out += "| File | Screen | Device | CLS | First frame | Primary content | Hitch ms/s | Blended | Findings here |\n"
            out += "|---|---|---|--:|--:|--:|--:|--:|--:|\n"
            var found: [String: Int] = [:]
            for finding in report.findings {
                for device in finding.runs {
                    found[Self.key(file: finding.file, screen: finding.screen, device: device), default: 0] += 1
                }
            }
            for metric in report.metrics {
                let cells = [
                    Self.cell(metric.file), Self.cell(metric.screen), Self.cell(metric.device), Format.score(metric.cls),
                    Self.ms(metric.firstFrameMs), Self.ms(metric.primaryContentMs), metric.hitchMsPerS.map(Format.points) ?? "–",
                    metric.blended.map { Format.percent($0.fraction) } ?? "–",
                    "\(found[Self.key(file: metric.file, screen: metric.screen, device: metric.device)] ?? 0)",
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
            for finding in report.findings {
                out +=
                    "- **\(finding.severity.rawValue)** `\(finding.ruleID)` `\(Self.code(finding.file)):\(finding.line):\(finding.column)` "
                out += "\(Self.cell(finding.message)) (\(Self.cell(finding.screen)))\n"
                if let fix = finding.fix, fix.isApplicable {
                    out += "  - fix: \(Self.cell(fix.summary)) (`layoutlint lint --fix` applies it)\n"
                }
                for related in finding.related {
                    out +=
                        "  - related: `\(Self.code(related.file)):\(related.line):\(related.column)` \(Self.cell(related.message)) `\(related.ruleID)`\n"
                }
            }
        }
        return out
    }

    private static func key(file: String, screen: String, device: String) -> String {
        [file, screen, device].joined(separator: "\u{1F}")
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
