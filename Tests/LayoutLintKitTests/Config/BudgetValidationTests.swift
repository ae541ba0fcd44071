import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// A screen's `budgets` are checked against the rules' declared options: names (with a
/// suggestion), types and ranges, each a located input error that makes the run exit 2.
@Suite struct BudgetValidationTests {
    /// A screen whose line 3 holds `budgets` set to `budget`.
    static func screen(budgets: String) -> String {
        """
        {"screen": "Feed", "devices": ["iPhone 15"],
          "budgets": {
            \(budgets)
          },
          "root": {"id": "root", "background": "#FFFFFF"}}
        """
    }

    func errors(_ budgets: String) -> [String] {
        let report = Linter().lint(file: "feed.json", bytes: Array(Self.screen(budgets: budgets).utf8))
        #expect(LintSummary.exitCode(for: report, strict: false) == (report.errors.isEmpty ? 0 : 2))
        return report.errors.map(\.description)
    }

    @Test func misspeltOptionIsALocatedErrorWithASuggestion() {
        #expect(
            errors(#""overdraw": {"maxFourXFractoin": 0.9}"#) == [
                #"feed.json:3:18: error: unknown option "maxFourXFractoin" for rule overdraw; did you mean "maxFourXFraction"?"#
            ])
    }

    @Test func optionOfAnotherRuleListsTheRuleOptions() {
        #expect(
            errors(#""layout-shift": {"maxLayers": 2}"#) == [
                #"feed.json:3:22: error: unknown option "maxLayers" for rule layout-shift (options: warning, error)"#
            ])
    }

    @Test func outOfRangeAndWrongTypesAreRejected() {
        #expect(
            errors(#""overdraw": {"maxFourXFraction": 1.5}"#) == [
                #"feed.json:3:38: error: option "maxFourXFraction" of rule overdraw must be a fraction from 0 to 1, found 1.5"#
            ])
        #expect(
            errors(#""blended-layers": {"maxLayers": 2.5}"#) == [
                #"feed.json:3:37: error: option "maxLayers" of rule blended-layers must be a whole number from 0 to 1000000, found 2.5"#
            ])
        #expect(
            errors(#""layout-shift": {"warning": "0.2"}"#) == [
                #"feed.json:3:33: error: option "warning" of rule layout-shift must be a number from 0 to 100, found a string"#
            ])
    }

    @Test func validOptionsAndSeveritiesAreAccepted() {
        #expect(errors(#""overdraw": {"maxFourXFraction": 0.9, "severity": "error"}, "blended-layers": {"maxLayers": 3}"#).isEmpty)
    }

    @Test func everyDefaultIsWithinItsDeclaredRange() {
        for rule in RuleRegistry.all {
            for option in rule.description.options {
                #expect(option.spec.problem(with: option.defaultValue, rule: rule.description.id) == nil, "\(option.name)")
            }
        }
    }
}
