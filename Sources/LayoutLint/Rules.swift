import ArgumentParser
import LayoutLintKit
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
            if let close = Suggestions.closest(to: id, in: RuleRegistry.ids) {
                throw ValidationError("unknown rule \"\(id)\"; did you mean \"\(close)\"?")
            }
            // Rules whose id or summary mentions the word, else every rule.
            let word = id.lowercased()
            var related: [String] = []
            for rule in RuleRegistry.all {
                let description: RuleDescription = rule.description
                if description.id.contains(word) || description.summary.lowercased().contains(word) { related.append(description.id) }
            }
            let ids = (related.isEmpty ? RuleRegistry.ids : related).joined(separator: ", ")
            throw ValidationError("unknown rule \"\(id)\"; \(related.isEmpty ? "the rules are" : "rules about it"): \(ids)")
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
