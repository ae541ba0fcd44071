import LayoutModel

/// Too much of the screen painted four times or more in one frame.
struct OverdrawRule: Rule {
    static let maxFourXFraction = RuleOption(
        name: "maxFourXFraction", defaultValue: 0.05,
        summary: "the largest fraction of the screen that may be painted 4× or more",
        kind: .fraction)
    /// How many hidden backgrounds the message names.
    static let namedHidden = 3

    static let description = RuleDescription(
        id: "overdraw",
        name: "Overdraw",
        summary: "area painted 4× or more over budget (default 5% of the screen)",
        rationale: """
            every drawing layer over a pixel costs fill rate; stacks of full-size backgrounds (window, \
            container, card, cell) paint the same pixels again and again. Android's Debug GPU Overdraw \
            shows 4× and more in red; removing backgrounds that opaque views cover anyway is free.
            """,
        defaultSeverity: .warning,
        options: [maxFourXFraction],
        pictures: [.overdrawMap],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": ↓{"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "content", "background": "#FFFFFF", "style": {"flexGrow": 1}, "children": [
                    {"id": "card", "background": "#F2F2F7", "style": {"flexGrow": 1, "padding": 16}, "children": [
                      {"id": "body", "kind": "label", "text": "Today's story", "background": "#F2F2F7", "style": {"flexGrow": 1}}
                    ]}
                  ]}
                ]}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  {"id": "content", "style": {"flexGrow": 1}, "children": [
                    {"id": "card", "background": "#F2F2F7", "style": {"flexGrow": 1, "padding": 16}, "children": [
                      {"id": "body", "kind": "label", "text": "Today's story", "background": "#F2F2F7", "style": {"flexGrow": 1}}
                    ]}
                  ]}
                ]}}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let budget = context.option(Self.maxFourXFraction.name, default: Self.maxFourXFraction.defaultValue)
        guard let frame = context.analysis.renderCost.worstOverdrawFrame else { return [] }
        let fraction = frame.overdrawMetric.fourOrMore
        guard fraction > budget else { return [] }
        let hidden = frame.hiddenLayers.prefix(Self.namedHidden).map { frame.layers[$0].name }
        let fix: String
        if hidden.isEmpty {
            fix = "drop backgrounds that other opaque views cover"
        } else {
            let count = frame.hiddenLayers.count
            let rest = count > hidden.count ? ["\(count - hidden.count) more"] : []
            fix =
                "remove the \(count == 1 ? "background" : "backgrounds") of \(DeviceNames.list(hidden + rest)) (covered entirely by opaque children)"
        }
        return [
            context.finding(
                at: 0, claim: "more than \(Format.percent(budget)) of the screen is painted 4× or more:",
                figures: "\(Format.percent(fraction, over: budget)) (\(Format.area(frame.overdrawAreas[3])))", fix: .advice(fix),
                atMs: frame.atMs)
        ]
    }
}
