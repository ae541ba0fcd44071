import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// The reuse rules' messages on their own triggering examples (iPhone 15, list filling the
/// 393×852 root: viewport 852 pt; 3000 pt/s at 60 Hz = 50 pt per frame, to the end).
@Suite struct ReuseRuleMessageTests {
    func messages(_ rule: any Rule.Type, settings: [String: RuleSettings] = [:]) -> [String] {
        var options = LintOptions()
        options.rules = settings
        var messages: [String] = []
        for example in rule.description.triggeringExamples {
            let text = MarkedExample(example.layout).text
            let report = Linter(options: options, rules: [rule]).lint(file: "example.json", bytes: Array(text.utf8))
            messages += report.errors.map(\.description) + report.findings.map(\.message)
        }
        return messages
    }

    @Test func noCellReuseCountsCellsAndTheReusingAlternative() {
        // 1000 rows × 44 pt all scroll into view once: 1000 cells. With reuse: the first frame shows
        // rows 0…19 (852 = 19 × 44 + 16); 21 rows are visible when the offset is more than 28 pt into
        // a row (e.g. offset 250 = 5 × 44 + 30), so 21 cells suffice.
        #expect(
            messages(NoCellReuseRule.self) == [
                "'feed' allocates a cell per row, where reuse needs far fewer: 1000 cells for 1000 rows, 21 with reuse on iPhone 15; set reuse to true"
            ])
    }

    @Test func undersizedPoolCountsRecreatedCells() {
        // 500 rows × 100 pt: the first frame shows rows 0…8; rows 9…499 enter later (491). Without a
        // pool each allocates; with one, only the 10th cell (10 rows visible at offset 50) is new:
        // 491 − 1 = 490 re-created. At 50 pt per frame at most one row leaves before one enters: 1.
        #expect(
            messages(ReusePoolUndersizedRule.self) == [
                "'feed' re-creates 'post' cells while scrolling; its pool keeps 0: 490 re-created, 1 needed on iPhone 15; set poolLimit.post to 1"
            ])
    }

    @Test func oversizedPoolNamesTheLimitThatSuffices() {
        // The same list needs 1 pooled cell; 50 > max(2 × 1, 1 + 4).
        #expect(
            messages(ReusePoolOversizedRule.self) == [
                "poolLimit.post of 'feed' is 50, more than scrolling needs: 1 suffices on iPhone 15; set poolLimit.post to 1"
            ])
    }

    @Test func oversizedOptionsComeFromSettings() {
        // With factor 60 the threshold is max(60, 5) = 60 ≥ 50: no finding.
        let relaxed = ["reuse-pool-oversized": RuleSettings(options: ["factor": 60])]
        #expect(messages(ReusePoolOversizedRule.self, settings: relaxed).isEmpty)
        // The non-triggering example's limit 4 is over max(2, 1 + 2) once slack is 2.
        let strict = ["reuse-pool-oversized": RuleSettings(options: ["slack": 2])]
        let example = ReusePoolOversizedRule.description.nonTriggeringExamples[0].layout
        var options = LintOptions()
        options.rules = strict
        let report = Linter(options: options, rules: [ReusePoolOversizedRule.self]).lint(file: "x.json", bytes: Array(example.utf8))
        #expect(
            report.findings.map(\.message) == [
                "poolLimit.post of 'feed' is 4, more than scrolling needs: 1 suffices on iPhone 15; set poolLimit.post to 1"
            ])
    }
}
