import LayoutModel

/// `index.json` of a `lint --pictures` folder: every picture written, with the findings it
/// explains (merged across devices, as the reporters print them). Pure, deterministic.
public enum PictureIndex {
    /// `{"version": "1", "pictures": [{"path", "findings": [{ruleId, severity, message, file, line, column, screen, devices}]}]}`,
    /// pictures in the order written; a picture no finding names has no findings.
    public static func json(_ report: LintReport) -> String {
        let merged = report.merged
        let entries = report.artifacts.map { path in
            let explained = (merged + merged.flatMap(\.related)).filter { $0.pictures.contains(path) }
            return JSONOutput.object([
                ("path", .string(path)),
                (
                    "findings",
                    .array(
                        explained.map { finding in
                            .object(
                                [
                                    ("ruleId", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)),
                                    ("message", .string(finding.message)), ("file", .string(finding.file)), ("line", .int(finding.line)),
                                    ("column", .int(finding.column)), ("screen", .string(finding.screen)),
                                    ("devices", .array(finding.devices.map(JSONOutput.string))),
                                ] + JSONReporter.textSettings(finding))
                        })
                ),
            ])
        }
        return JSONOutput.object([("version", .string("1")), ("pictures", .array(entries))]).serialized() + "\n"
    }
}
