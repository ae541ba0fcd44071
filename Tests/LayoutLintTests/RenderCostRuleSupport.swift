import LayoutModel
import Testing
@testable import LayoutLint

/// Decodes a layout written in a test and lints it with one rule, as the Linter does for one
/// rule (settings from the screen's `budgets`, no configuration file).
enum RenderCostLint {
    struct Marked {
        var layout: String
        /// Marker positions, 1-based line and column (in Unicode scalars) of the `{` after each `↓`.
        var markers: [LayoutModel.SourceLocation]
    }

    /// Removes the `↓` markers and returns where each one was.
    static func stripMarkers(_ text: String) -> Marked {
        var output = String.UnicodeScalarView()
        var markers: [LayoutModel.SourceLocation] = []
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if scalar == "↓" {
                markers.append(LayoutModel.SourceLocation(line: line, column: column))
                continue
            }
            output.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return Marked(layout: String(output), markers: markers)
    }

    /// The findings of `rule` on every screen × device of `layout` (in its devices' order).
    static func findings(_ rule: any Rule.Type, in layout: String, file: String = "test.json") throws -> [Finding] {
        let decoded = DocumentDecoder().decode(Array(layout.utf8), file: file)
        guard let document = decoded.document, decoded.errors.isEmpty else {
            throw LintTestError.invalid(decoded.errors.map(\.description))
        }
        var findings: [Finding] = []
        for screen in document.screens {
            for device in screen.devices {
                let analysis = try ScreenAnalysis(file: file, screen: screen, device: device, options: AnalysisOptions())
                let id = rule.description.id
                let context = RuleContext(
                    file: file, screen: screen, device: device, analysis: analysis,
                    settings: screen.budgets[id] ?? RuleSettings(), severity: rule.description.defaultSeverity, ruleID: id)
                findings += rule.init().findings(in: context)
            }
        }
        return findings
    }

    /// The findings of `rule` on a layout file of the repository's `layouts/` folder.
    static func findings(_ rule: any Rule.Type, inLayoutFile name: String) throws -> [Finding] {
        let path = #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/layouts/" + name
        let text = try String(contentsOfFile: "/" + path, encoding: .utf8)
        return try findings(rule, in: text, file: "layouts/" + name)
    }
}

enum LintTestError: Error {
    case invalid([String])
}
