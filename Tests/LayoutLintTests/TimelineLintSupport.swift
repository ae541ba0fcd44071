import Foundation
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures
@testable import layoutlint

/// Lints layouts written in tests with the timeline rules, as the Linter does for one rule.
enum TimelineLint {
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

    /// The repository's `layouts/` folder.
    static let layoutsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("layouts")

    /// The text of a file in the repository's `layouts/` folder.
    static func layoutFile(_ name: String) throws -> String {
        try String(contentsOf: layoutsFolder.appendingPathComponent(name), encoding: .utf8)
    }
}
