import LayoutModel

/// Renders rule descriptions for the terminal; pure.
public enum RuleCatalog {
    public static func table(_ rules: [RuleDescription]) -> String {
        let rows = rules.map { rule in
            [rule.id, rule.defaultSeverity.rawValue, options(rule), rule.summary]
        }
        return TextTable.render(header: ["id", "default", "options", "summary"], rows: rows)
    }

    public static func describe(_ rule: RuleDescription) -> String {
        var text =
            "\(rule.id): \(rule.name)\n\n\(rule.summary)\n\n\(rule.rationale)\n\ndefault severity: \(rule.defaultSeverity.rawValue)\n"
        if !rule.options.isEmpty {
            text += "options (set in a screen's \"budgets\": {\"\(rule.id)\": {…}}):\n"
            for option in rule.options {
                text += "  \(option.name) = \(Format.json(option.defaultValue)) (\(option.spec.valueDescription)): \(option.summary)\n"
            }
        }
        if let example = rule.triggeringExamples.first {
            text += "\nexample that triggers it (the finding is at ↓):\n\n\(example.layout)\n"
        }
        if let example = rule.nonTriggeringExamples.first {
            text += "\nexample that does not:\n\n\(example.layout)\n"
        }
        return text
    }

    private static func options(_ rule: RuleDescription) -> String {
        rule.options.map { "\($0.name)=\(Format.json($0.defaultValue))" }.joined(separator: " ")
    }
}
