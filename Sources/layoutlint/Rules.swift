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
