import LayoutModel

/// A font family no font file of the configuration gives: its text is measured with Inter's
/// metrics, which may be far from the family's own widths.
struct UnknownFontFamilyRule: Rule {
    static let description = RuleDescription(
        id: "unknown-font-family",
        name: "Unknown font family",
        summary: "a font names a \"family\" that .layoutlint.yml's fonts do not give a file for: its text is measured as Inter",
        rationale: """
            an app's own typeface can be much wider or narrower than Inter, so text that fits when \
            measured as Inter may truncate on the device. name the family's font files under fonts \
            in .layoutlint.yml ({family, file, weight}) and labels in it are measured with them.
            """,
        defaultSeverity: .info,
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Profile", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  ↓{"id": "name", "kind": "label", "text": "Ada Lovelace", "background": "#FFFFFF", "font": {"size": 17, "family": "Brand Sans"}}
                ]}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Profile", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "name", "kind": "label", "text": "Ada Lovelace", "background": "#FFFFFF", "font": {"size": 17, "weight": "semibold"}}
                ]}}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let measurer = context.analysis.layouter.textMeasurer
        var found: [Finding] = []
        let unknown = TextFit.definitions(of: context.screen) { node in
            guard case .custom(let font) = node.font, let family = font.family else { return false }
            return !measurer.measures(family: family)
        }
        for (node, treeIndex) in unknown {
            guard case .custom(let font) = node.font, let family = font.family else { continue }
            let id = node.id
            let claim =
                "'\(id)' names font family \"\(family)\", which no font file of the configuration gives: it is measured with Inter's metrics"
            let fix = FixProposal.advice(
                "add {family: \"\(family)\", file: \"<the .ttf or .otf file>\", weight: \(font.weight.rawValue)} to fonts in .layoutlint.yml"
            )
            found.append(
                treeIndex.map { context.finding(at: $0, claim: claim, fix: fix) }
                    ?? context.finding(at: node.location, node: id, claim: claim, fix: fix))
        }
        // Document order, as the other rules report.
        return found.sorted { $0.location < $1.location }
    }
}
