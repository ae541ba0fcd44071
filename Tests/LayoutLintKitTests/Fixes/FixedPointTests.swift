import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// Every machine fix resolves its finding without creating another: `--fix` applied to every
/// rule's triggering examples and to every file in `layouts/`, then linted again, leaves none
/// of the fixed findings and no finding that was not there before; a second `--fix` changes
/// nothing.
@Suite struct FixedPointTests {
    /// What identifies a finding across edits of its file (which move lines and columns and
    /// may change its numbers and words): its rule, screen and node.
    static func key(_ finding: Finding) -> String {
        "\(finding.ruleID) \(finding.screen) \(finding.node ?? "-")"
    }

    /// How many findings of each key.
    static func counts(_ findings: [Finding]) -> [String: Int] {
        findings.reduce(into: [:]) { $0[key($1), default: 0] += 1 }
    }

    /// Lints `text` with every rule, applies its fixes, lints again; checks the fixed point:
    /// the file still decodes, no key has more findings than before, each fixed finding's key
    /// has one fewer, and a second pass applies nothing.
    static func checkFixedPoint(_ text: String, file: String, options: LintOptions = .comparingPixels()) {
        let linter = Linter(options: options)
        let before = linter.lint(file: file, bytes: Array(text.utf8))
        let applied = FixApplier.apply(before.findings, to: Array(text.utf8))
        #expect(applied.notApplied.isEmpty, "\(file): fixes not applied: \(applied.notApplied.map(\.description))")
        guard !applied.fixed.isEmpty else { return }
        let after = linter.lint(file: file, bytes: applied.bytes)
        #expect(
            after.errors.isEmpty,
            "\(file): the fixed file is invalid: \(after.errors) in\n\(String(decoding: applied.bytes, as: UTF8.self))")
        var allowed = counts(before.findings)
        for finding in applied.fixed { allowed[key(finding), default: 0] -= 1 }
        for (key, count) in counts(after.findings) where count > allowed[key, default: 0] {
            let found = after.findings.filter { Self.key($0) == key }.map(\.description)
            #expect(
                Bool(false), "\(file): \(count) findings of \(key) after the fixes, at most \(allowed[key, default: 0]) expected: \(found)")
        }
        // A second pass has nothing left to apply.
        let again = FixApplier.apply(after.findings, to: applied.bytes)
        #expect(again.fixed.isEmpty, "\(file): a second --fix changes \(again.fixed.map(\.description))")
    }

    @Test(arguments: RuleExampleTests.rules)
    func fixesOfEveryTriggeringExampleReachAFixedPoint(_ ruleCase: RuleCase) {
        for (number, example) in ruleCase.rule.description.triggeringExamples.enumerated() {
            Self.checkFixedPoint(MarkedExample(example.layout).text, file: "\(ruleCase.rule.description.id)-\(number + 1).json")
        }
    }

    @Test(
        arguments: try FileManager.default.contentsOfDirectory(atPath: TimelineLint.layoutsFolder.path).filter { $0.hasSuffix(".json") }
            .sorted())
    func fixesOfEveryExampleScreenReachAFixedPoint(name: String) throws {
        Self.checkFixedPoint(try TimelineLint.layoutFile(name), file: "layouts/" + name)
    }

}
