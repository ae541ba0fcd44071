import ArgumentParser
import LayoutModel

extension LayoutLint {
    /// `layoutlint rules [ID]`: every rule with its summary and defaults, or one rule in full.
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the rules with their summaries and defaults, or describe one rule in full.")

        @Argument(help: "A rule id, for its full description.")
        var id: String?

        func validate() throws {
            guard let id, RuleRegistry.rule(id: id) == nil else { return }
            let hint = Suggestions.closest(to: id, in: RuleRegistry.ids).map { "; did you mean \"\($0)\"?" } ?? ""
            throw ValidationError("unknown rule \"\(id)\"\(hint)")
        }

        func run() {
            if let id, let rule = RuleRegistry.rule(id: id) {
                print(RuleCatalog.describe(rule.description), terminator: "")
            } else {
                print(RuleCatalog.table(RuleRegistry.all.map { $0.description }), terminator: "")
            }
        }
    }
}

/// Renders rule descriptions for the terminal; pure.
enum RuleCatalog {
    static func table(_ rules: [RuleDescription]) -> String {
        let rows = rules.map { rule in
            [rule.id, rule.defaultSeverity.rawValue, options(rule), rule.summary]
        }
        return TextTable.render(header: ["id", "default", "options", "summary"], rows: rows)
    }

    static func describe(_ rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.name)\n\n\(rule.summary)\n\n\(rule.rationale)\n\ndefault severity: \(rule.defaultSeverity.rawValue)\n"
        if !rule.options.isEmpty {
            text += "options (set in a screen's \"budgets\": {\"\(rule.id)\": {…}}):\n"
            for option in rule.options {
                text += "  \(option.name) = \(JSONNumber.format(option.defaultValue)): \(option.summary)\n"
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
        rule.options.map { "\($0.name)=\(JSONNumber.format($0.defaultValue))" }.joined(separator: " ")
    }
}
