import LayoutModel

/// Cumulative layout shift over budget on one device, pointing at what caused the worst shift.
struct LayoutShiftRule: Rule {
    /// CLS above this is a warning (Core Web Vitals: good ≤ 0.1).
    static let warningOption = RuleOption(
        name: "warning", defaultValue: 0.1, summary: "cls above this is a warning", kind: .number, range: 0...100)
    /// CLS above this is an error (Core Web Vitals: poor > 0.25).
    static let errorOption = RuleOption(
        name: "error", defaultValue: 0.25, summary: "cls above this is an error", kind: .number, range: 0...100)

    static let description = RuleDescription(
        id: "layout-shift",
        name: "Layout shift",
        summary: "cumulative layout shift per screen × device over 0.1 (warning) or 0.25 (error), with the worst shift and its cause",
        rationale: """
            content that jumps after it is drawn makes people lose their place, mis-tap and distrust \
            the app. cls (the layout instability score of the web's core web vitals) adds up how much of \
            the screen moved and how far, in session windows; reserve the final size of late content \
            so nothing around it moves.
            """,
        defaultSeverity: .warning,
        options: [warningOption, errorOption],
        pictures: [.shiftDiagram],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Article", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "title", "kind": "label", "text": "Morning briefing", "style": {"height": 44}},
                  {"id": "article", "kind": "label", "text": "Markets opened higher…", "style": {"height": "100%"}}
                ]},
                "timeline": [
                  {"at": 1500, "insert": ↓{"id": "promo", "kind": "image", "style": {"height": 200}}, "into": "root", "index": 0}
                ]}
                """, severity: .warning),
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  ↓{"id": "hero", "kind": "image", "content": {"at": 800, "height": 300}},
                  {"id": "story", "kind": "label", "text": "Tides of the north sea", "style": {"height": 500}}
                ]}}
                """, severity: .error),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Article", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "title", "kind": "label", "text": "Morning briefing", "style": {"height": 44}},
                  {"id": "article", "kind": "label", "text": "Markets opened higher…", "style": {"height": 600}}
                ]},
                "timeline": [
                  {"at": 1500, "insert": {"id": "promo", "kind": "image", "style": {"height": 120}}, "into": "root"}
                ]}
                """),
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "hero", "kind": "image", "style": {"height": 300}, "content": {"at": 800, "height": 300}},
                  {"id": "story", "kind": "label", "text": "Tides of the north sea", "style": {"height": 500}}
                ]}}
                """),
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let timeline = context.analysis.timeline
        let warning = context.option(Self.warningOption.name, default: Self.warningOption.defaultValue)
        let error = context.option(Self.errorOption.name, default: Self.errorOption.defaultValue)
        guard timeline.cls > warning else { return [] }
        // The worst scored shift; the earliest among equals.
        guard
            let worst = timeline.scoredShifts.enumerated().max(by: {
                ($0.element.score.score, -$0.offset) < ($1.element.score.score, -$1.offset)
            })?.element
        else { return [] }
        let isError = timeline.cls > error
        let event = worst.culprit.map { " when \(ShiftFindingSupport.event($0))" } ?? ""
        let moved = worst.score.moved.prefix(3).map { "'\($0.id)'" }
        let others = worst.score.moved.count - moved.count
        let movedNames = DeviceNames.list(moved + (others > 0 ? ["\(ShiftFindingSupport.count(others, "more node"))"] : []))
        var finding = context.finding(
            at: worst.culprit?.location ?? context.screen.location, node: worst.culprit?.id,
            claim: "cls exceeds its budget, most at \(Format.points(worst.atMs))ms\(event), moving \(movedNames):",
            figures:
                "\(Format.score(timeline.cls)) over \(Format.score(isError ? error : warning)) (shift \(Format.score(worst.score.score)))",
            fix: ShiftFindingSupport.fix(for: worst.culprit),
            severity: context.severity(default: isError ? .error : .warning), atMs: worst.atMs, byDevice: true)
        finding.cause = worst.culprit.map(ChangeRef.init)
        return [finding]
    }
}
