import LayoutModel

/// A font with a size that does not follow the user's text size (Dynamic Type).
struct FixedFontSizeRule: Rule {
    static let description = RuleDescription(
        id: "fixed-font-size",
        name: "Fixed font size",
        summary: "a font with \"scales\": false ignores the user's text size; names the closest text style",
        rationale: """
            one reader in four changes the text size, and a font that keeps its size stays too small \
            for those who need it larger (accessibility sizes go up to 310 % of body). use the closest \
            text style, or let the size scale with body (as UIFontMetrics scales a custom font).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Profile", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  ↓{"id": "name", "kind": "label", "text": "Ada Lovelace", "background": "#FFFFFF", "font": {"size": 15, "weight": "semibold", "scales": false}}
                ]}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Profile", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "name", "kind": "label", "text": "Ada Lovelace", "background": "#FFFFFF", "font": "subheadline"},
                  {"id": "bio", "kind": "label", "text": "Mathematician", "background": "#FFFFFF", "font": {"size": 15, "family": "Brand"}}
                ]}}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        var found: [Finding] = []
        let fixed = TextFit.definitions(of: context.screen) { node in
            if case .custom(let font) = node.font { return !font.scales }
            return false
        }
        for (node, treeIndex) in fixed {
            guard case .custom(let font) = node.font else { continue }
            let id = node.id
            let style = TextStyleTable.closestStyle(toSize: font.size, weight: font.weight)
            let size = TextStyleTable.metrics(of: style).size
            let claim = "'\(id)' has a fixed \(Format.points(font.size))pt font: it keeps its size whatever text size the user chooses"
            let words = "give '\(id)' font \"\(style.rawValue)\" (\(Format.points(size))pt at the default size, follows Dynamic Type)"
            let fix: FixProposal =
                node.fontLocation != nil && treeIndex != nil
                ? .edits([Fix.Edit(object: node.location, keyPath: ["font"], value: JSONString.quote(style.rawValue))], words: words)
                : .advice(words)
            let finding =
                treeIndex.map { context.finding(at: $0, claim: claim, fix: fix) }
                ?? context.finding(at: node.location, node: id, claim: claim, fix: fix)
            found.append(finding)
        }
        // Document order, as the other rules report.
        return found.sorted { $0.location < $1.location }
    }
}
