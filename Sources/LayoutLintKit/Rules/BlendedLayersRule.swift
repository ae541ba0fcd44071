import LayoutModel

/// Blended layers over budget: too much of the screen the GPU must blend each frame.
struct BlendedLayersRule: Rule {
    static let maxAreaFraction = RuleOption(
        name: "maxAreaFraction", defaultValue: 0.25,
        summary: "the largest fraction of the screen blended layers may cover (their union)",
        kind: .fraction)
    static let maxLayers = RuleOption(
        name: "maxLayers", defaultValue: 0,
        summary: "the most blended layers allowed in a frame; 0 sets no limit on the count",
        kind: .integer, range: 0...1_000_000)
    /// How many of the largest blended layers the message names.
    static let namedContributors = 3

    static let description = RuleDescription(
        id: "blended-layers",
        name: "Blended layers",
        summary: "blended layers cover more of the screen (or are more numerous) than the budget",
        rationale: """
            every layer that is translucent or has no opaque fill (a clear label, an image with alpha, \
            opacity below 1) makes the GPU read what is behind it and blend, every frame — what the iOS \
            Simulator's Color Blended Layers shows in red. Large blended areas cost fill rate and battery \
            and cause dropped frames while scrolling.
            """,
        defaultSeverity: .warning,
        options: [maxAreaFraction, maxLayers],
        pictures: [.blendMap],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Photo viewer", "devices": ["iPhone 15"], "root": ↓{"id": "root", "background": "#000000", "children": [
                  {"id": "photo", "kind": "image", "style": {"flexGrow": 1}},
                  {"id": "caption", "kind": "label", "text": "Sunset over the bay", "style": {"height": 44}}
                ]}}
                """),
            RuleExample(
                """
                {"screen": "Badges", "devices": ["iPhone 15"], "budgets": {"blended-layers": {"maxLayers": 1}},
                 "root": ↓{"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "new", "kind": "label", "text": "new", "style": {"height": 20}},
                  {"id": "sale", "kind": "label", "text": "sale", "style": {"height": 20}}
                ]}}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Photo viewer", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#000000", "children": [
                  {"id": "photo", "kind": "image", "image": {"hasAlpha": false}, "style": {"flexGrow": 1}},
                  {"id": "caption", "kind": "label", "text": "Sunset over the bay", "background": "#000000", "style": {"height": 44}}
                ]}}
                """),
            RuleExample(
                """
                {"screen": "Badges", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "new", "kind": "label", "text": "new", "style": {"height": 20}},
                  {"id": "sale", "kind": "label", "text": "sale", "style": {"height": 20}}
                ]}}
                """),
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let areaBudget = context.option(Self.maxAreaFraction.name, default: Self.maxAreaFraction.defaultValue)
        let countBudget = context.option(Self.maxLayers.name, default: Self.maxLayers.defaultValue)
        let overBudget = context.analysis.renderCost.frames.filter { frame in
            frame.blendedFraction > areaBudget || (countBudget > 0 && Double(frame.blended.count) > countBudget)
        }
        // The worst frame over budget: the largest blended area, then the most layers, then the earliest.
        guard
            let frame = overBudget.reduce(
                nil,
                { (best: RenderCostFrame?, frame) in
                    guard let best else { return frame }
                    return (frame.blendedArea, frame.blended.count) > (best.blendedArea, best.blended.count) ? frame : best
                })
        else { return [] }
        var budgets = ["\(Format.percent(areaBudget)) of the screen"]
        if countBudget > 0 { budgets.append(countBudget == 1 ? "1 layer" : "\(Format.hundredths(countBudget)) layers") }
        let count = frame.blended.count
        var figures =
            "\(count) \(count == 1 ? "layer covers" : "layers cover") \(Format.area(frame.blendedArea)) "
            + "(\(Format.percent(frame.blendedFraction, over: areaBudget)) of the screen)"
        let biggest = frame.blended.map { frame.layers[$0.layer] }.enumerated()
            .sorted { ($1.element.rect.area, $0.offset) < ($0.element.rect.area, $1.offset) }
            .prefix(Self.namedContributors)
            .map { "\($0.element.name) \(Format.area($0.element.rect.area))" }
        figures += "; biggest: " + biggest.joined(separator: ", ")
        return [
            context.finding(
                at: 0, claim: "blended layers exceed the budget of \(budgets.joined(separator: " or ")):", figures: figures,
                fix: .advice("give them opaque backgrounds, export images without alpha and keep opacity at 1"), atMs: frame.atMs)
        ]
    }
}
