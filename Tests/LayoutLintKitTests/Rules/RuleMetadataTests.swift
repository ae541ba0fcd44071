import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintKit

/// A rule id is written once, in its rule's file; everything else reads the rule metadata.
@Suite struct RuleMetadataTests {
    static let sources = Repository.root.appendingPathComponent("Sources")

    /// Literals equal to a rule id that are not rule ids: the json reporter's `overdraw` metric
    /// key shares its name with the rule.
    static let notRuleIDs = ["LayoutLintKit/Reporting/JSONReporter.swift": ["overdraw"]]

    @Test func noRuleIDLiteralOutsideItsRuleFile() throws {
        let ids = RuleRegistry.all.map { $0.description.id }
        #expect(ids.count == Set(ids).count)
        var offenders: [String] = []
        let files = FileManager.default.enumerator(atPath: Self.sources.path)
        while let relative = files?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: Self.sources.appendingPathComponent(relative), encoding: .utf8)
            for id in ids where text.contains("\"\(id)\"") && Self.notRuleIDs[relative]?.contains(id) != true {
                let owner = RuleRegistry.all.first { $0.description.id == id }.map { "\($0)" } ?? ""
                if !relative.hasSuffix("/\(owner).swift") { offenders.append("\(relative): \"\(id)\"") }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
