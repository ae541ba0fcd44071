import LayoutModel

/// A label whose text needs more lines than its numberOfLines shows: the rest is cut off.
struct TextTruncatedRule: Rule {
    static let description = RuleDescription(
        id: "text-truncated",
        name: "Truncated text",
        summary: "a label's text needs more lines than numberOfLines allows; names the lines needed and allowed",
        rationale: """
            a label limited to fewer lines than its text needs ends in "…" and hides the rest, on the \
            narrow phones and the larger text sizes first; a translated string is often longer still. \
            allow the lines the text needs, or let the label grow (numberOfLines 0).
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Article", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "style": {"padding": 16}, "children": [
                  ↓{"id": "headline", "kind": "label", "font": "title2", "numberOfLines": 1, "background": "#FFFFFF",
                   "text": "City opens its first car-free high street after a decade of debate, as traders who fought the plan now say the quiet has brought more shoppers, longer visits and a market on Saturdays that sells out by noon"}
                ]}}
                """),
            RuleExample(
                """
                {"screen": "Inbox", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  ↓{"id": "preview", "kind": "label", "font": "subheadline", "numberOfLines": 2, "background": "#FFFFFF", "style": {"width": 160},
                   "text": "Thanks for the notes on the engine, I have a few questions about the store and the mill"}
                ]}}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Article", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "style": {"padding": 16}, "children": [
                  {"id": "headline", "kind": "label", "font": "title2", "numberOfLines": 0, "background": "#FFFFFF",
                   "text": "City opens its first car-free high street after a decade of debate"},
                  {"id": "byline", "kind": "label", "font": "footnote", "numberOfLines": 1, "background": "#FFFFFF", "text": "By Ada"}
                ]}}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        TextFit.labels(in: context).filter(\.isTruncated).map { fit in
            let id = fit.node.id
            let allowed = fit.node.numberOfLines
            let claim = "'\(id)' is truncated: its text needs more lines than numberOfLines \(allowed) allows:"
            let figures = "\(fit.needed) lines needed at \(Format.points(fit.frame.width))pt wide, \(allowed) allowed"
            let fix: FixProposal? = fit.treeIndex != nil ? .lines(node: id, lines: fit.needed, object: fit.node.location) : nil
            if let index = fit.treeIndex {
                return context.finding(at: index, claim: claim, figures: figures, fix: fix, atMs: fit.atMs, byDevice: true)
            }
            return context.finding(
                at: fit.node.location, node: id, claim: claim, figures: figures,
                fix: .advice("give '\(id)' numberOfLines \(fit.needed), or 0 to let it grow"), atMs: fit.atMs, byDevice: true)
        }
    }
}
