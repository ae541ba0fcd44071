import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures
@testable import layoutlint

@Suite struct CommandTests {
    @Test func rootCommandIsNamedLayoutlint() {
        #expect(LayoutLint.configuration.commandName == "layoutlint")
    }

    @Test func devicesTableListsSizesScalesAndPixels() {
        let table = DeviceTable.render(DeviceProfile.builtIn, defaults: DeviceProfile.defaultMatrix)
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.count == DeviceProfile.builtIn.count + 1)
        // iPhone 15: 393×852 pt at @3x is 1179×2556 px; safe area 59/34/0; in the default matrix.
        let row = lines.first { $0.hasPrefix("iPhone 15 ") }
        #expect(
            row?.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                == ["iPhone", "15", "393×852", "@3x", "1179×2556", "59/34/0", "60", "Hz", "yes"])
    }

    @Test func rulesTableHasEveryRuleAndDescriptionsShowOptions() {
        let table = RuleCatalog.table(RuleRegistry.all.map { $0.description })
        for id in RuleRegistry.ids {
            #expect(table.contains("\n\(id) "), "\(id) missing from the rules table")
        }
        let overdraw = RuleCatalog.describe(OverdrawRule.description)
        #expect(overdraw.contains("maxFourXFraction = 0.05"))
    }

    @Test func unknownRuleIsAUsageErrorWithASuggestion() {
        do {
            _ = try LayoutLint.Rules.parse(["slot-mismatc"])
            Issue.record("expected a usage error")
        } catch {
            #expect(LayoutLint.Rules.message(for: error).contains("did you mean \"slot-mismatch\""))
        }
    }
}
