import Foundation
import LayoutModel
import Testing

@testable import LayoutLintKit

/// A node an `insert` event adds disables rules for its findings as a node written in the tree
/// does: by itself, by an ancestor in the inserted subtree, or by the node it goes into and
/// that node's ancestors.
@Suite struct InsertedNodesDisableRulesTests {
    /// A promo inserted above an article's headline, moving everything below it.
    static func document(promoLint: String = "", rootLint: String = "", nested: Bool = false) -> String {
        let promo = ##"{"id": "promo", \##(promoLint)"background": "#E5F0FF", "style": {"height": 160}}"##
        let box = ##"{"id": "promoBox", \##(promoLint)"children": [{"id": "promo", "background": "#E5F0FF", "style": {"height": 160}}]}"##
        let inserted = nested ? box : promo
        return ##"""
            {"screen": "Article", "devices": ["iPhone 15"],
             "root": {"id": "root", \##(rootLint)"background": "#FFFFFF", "children": [
               {"id": "headline", "background": "#FFFFFF", "kind": "label", "text": "Storm closes ports", "style": {"height": 80}},
               {"id": "body", "background": "#FFFFFF", "kind": "label", "text": "Ferries stayed in harbour.", "style": {"height": 400}}]},
             "timeline": [{"at": 2500, "insert": \##(inserted), "into": "root", "index": 0}]}
            """##
    }

    static func layoutShiftFindings(_ document: String) -> [Finding] {
        let report = Linter(options: LintOptions()).lint(file: "article.json", bytes: Array(document.utf8))
        #expect(report.errors.isEmpty)
        return report.findings.filter { $0.ruleID == "layout-shift" }
    }

    @Test func anInsertedNodesShiftIsFoundWhenNothingDisablesIt() {
        let findings = Self.layoutShiftFindings(Self.document())
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("'promo' was inserted into 'root'") == true, "\(findings.map(\.message))")
    }

    @Test func theInsertedNodeDisablesTheRule() {
        #expect(Self.layoutShiftFindings(Self.document(promoLint: ##""lint": {"disable": ["layout-shift"]}, "##)).isEmpty)
    }

    @Test func anAncestorInTheInsertedSubtreeDisablesTheRule() {
        let document = Self.document(promoLint: ##""lint": {"disable": ["layout-shift"]}, "##, nested: true)
        #expect(Self.layoutShiftFindings(document).isEmpty)
    }

    @Test func theNodeItIsInsertedIntoDisablesTheRule() {
        #expect(Self.layoutShiftFindings(Self.document(rootLint: ##""lint": {"disable": ["layout-shift"]}, "##)).isEmpty)
    }

    @Test func anotherRuleDisabledLeavesTheShiftReported() {
        #expect(Self.layoutShiftFindings(Self.document(promoLint: ##""lint": {"disable": ["text-clipped"]}, "##)).count == 1)
    }
}
