import LayoutLintTestSupport
import LayoutModel

@testable import LayoutLintKit

/// Lints layouts written in tests with some rules, as the Linter does for one rule, device by device.
extension TimelineLint {
    struct InvalidLayout: Error, CustomStringConvertible {
        var description: String
    }

    /// The findings of `rules` on every screen × device of `layout`, sorted.
    static func findings(_ rules: [any Rule.Type], in layout: String, file: String = "test.json") throws -> [Finding] {
        let decoded = DocumentDecoder().decode(Array(layout.utf8), file: file)
        guard let document = decoded.document, decoded.errors.isEmpty else {
            throw InvalidLayout(description: decoded.errors.map(\.description).joined(separator: "\n"))
        }
        var findings: [Finding] = []
        for screen in document.screens {
            for device in screen.devices {
                let analysis = try ScreenAnalysis(file: file, screen: screen, device: device, options: AnalysisOptions())
                for rule in rules {
                    let id = rule.description.id
                    let context = RuleContext(
                        file: file, screen: screen, device: device, analysis: analysis,
                        settings: screen.budgets[id] ?? RuleSettings(), severity: rule.description.defaultSeverity, ruleID: id)
                    findings += rule.init().findings(in: context)
                }
            }
        }
        return findings.sorted()
    }
}
