import LayoutModel

/// A label whose fixed height is shorter than the lines its text shows: the box cuts them off.
struct TextClippedRule: Rule {
    static let description = RuleDescription(
        id: "text-clipped",
        name: "Clipped text",
        summary: "a label's fixed height cuts off the lines of its text; names the height the text needs",
        rationale: """
            a label with a fixed height draws the lines that fit and cuts the rest off mid-glyph or \
            hides them, on the narrow phones and the larger text sizes first. reserve the height the \
            text needs, or let the label grow (height auto).
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "style": {"padding": 16}, "children": [
                  ↓{"id": "headline", "kind": "label", "font": "headline", "background": "#FFFFFF", "style": {"height": 22},
                   "text": "City opens its first car-free high street after a decade of debate, as traders who fought the plan now say the quiet has brought more shoppers, longer visits and a market on Saturdays that sells out by noon"}
                ]}}
                """),
            RuleExample(
                """
                {"screen": "Card", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  ↓{"id": "title", "kind": "label", "font": "largeTitle", "background": "#FFFFFF", "style": {"width": 160, "height": 50}, "text": "Today's puzzle"}
                ]}}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "style": {"padding": 16}, "children": [
                  {"id": "headline", "kind": "label", "font": "headline", "background": "#FFFFFF",
                   "text": "City opens its first car-free high street after a decade of debate"},
                  {"id": "title", "kind": "label", "font": "body", "background": "#FFFFFF", "style": {"height": 44}, "text": "Today"},
                  {"id": "badge", "kind": "label", "font": "body", "background": "#FFFFFF", "style": {"height": 20}, "text": "New"}
                ]}}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        TextFit.labels(in: context).filter(\.isClipped).map { fit in
            let id = fit.node.id
            let lines = fit.shown == 1 ? "1 line" : "\(fit.shown) lines"
            let claim = "'\(id)' clips its text: its fixed height is shorter than the lines the text needs:"
            let figures =
                "\(lines) need \(Format.points(fit.neededHeight))pt, the height is \(Format.points(fit.frame.height))pt at \(Format.points(fit.frame.width))pt wide"
            let fix = FixProposal.size(
                node: id, axis: .height, size: fit.neededHeight, nodeWidth: fit.frame.width, adaptive: nil,
                object: fit.treeIndex != nil ? fit.node.location : nil)
            if let index = fit.treeIndex {
                return context.finding(at: index, claim: claim, figures: figures, fix: fix, atMs: fit.atMs, byDevice: true)
            }
            return context.finding(
                at: fit.node.location, node: id, claim: claim, figures: figures, fix: fix, atMs: fit.atMs, byDevice: true)
        }
    }
}
