import LayoutModel
import Testing

@testable import LayoutLint

/// Each timeline rule's own examples: findings exactly at the `↓` markers (one per marker and
/// device the example lists, with the example's severity), none in non-triggering examples.
@Suite struct TimelineRuleExampleTests {
    static let rules: [any Rule.Type] = [LayoutShiftRule.self, SlotMismatchRule.self, UnreservedSlotRule.self, ShiftDuringGestureRule.self]

    @Test(arguments: rules.map { $0.description.id })
    func triggeringExamplesFindAtTheMarkers(id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id), "\(id) is registered")
        #expect(!rule.description.triggeringExamples.isEmpty)
        for example in rule.description.triggeringExamples {
            let marked = TimelineLint.stripMarkers(example.layout)
            let findings = try TimelineLint.findings([rule], in: marked.layout)
            let devices = try #require(DocumentDecoder().decode(Array(marked.layout.utf8), file: "x").document?.screens.first?.devices)
            let expected = devices.flatMap { device in marked.markers.map { "\(device.name) \($0)" } }.sorted()
            #expect(findings.map { "\($0.device ?? "") \($0.line):\($0.column)" }.sorted() == expected, "\(findings.map(\.message))")
            if let severity = example.severity {
                #expect(findings.allSatisfy { $0.severity == severity }, "\(findings.map(\.severity))")
            }
        }
    }

    @Test(arguments: rules.map { $0.description.id })
    func nonTriggeringExamplesFindNothing(id: String) throws {
        let rule = try #require(RuleRegistry.rule(id: id))
        #expect(!rule.description.nonTriggeringExamples.isEmpty)
        for example in rule.description.nonTriggeringExamples {
            let findings = try TimelineLint.findings([rule], in: example.layout)
            #expect(findings.isEmpty, "\(findings.map(\.message))")
        }
    }
}
