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
        pictures: [.shiftDiagram, .cellShiftDiagram],
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
        let cls = context.analysis.cls
        guard cls > warning else { return [] }
        let isError = cls > error
        let budget = "\(Format.score(cls)) over \(Format.score(isError ? error : warning))"
        let severity = context.severity(default: isError ? .error : .warning)
        // The worst scored shift; the earliest among equals.
        let worst = timeline.scoredShifts.enumerated().max(by: {
            ($0.element.score.score, -$0.offset) < ($1.element.score.score, -$1.offset)
        })?.element
        if let inCells = CellShiftFindings.worstShift(in: context.analysis), inCells.shift.score > worst?.score.score ?? 0 {
            return [cellFinding(inCells.shift, in: inCells.list, budget: budget, severity: severity, context: context)]
        }
        guard let worst else { return [] }
        let event = worst.culprit.map { " when \(ShiftFindingSupport.event($0))" } ?? ""
        let moved = worst.score.moved.prefix(3).map { "'\($0.id)'" }
        let others = worst.score.moved.count - moved.count
        let movedNames = DeviceNames.list(moved + (others > 0 ? ["\(ShiftFindingSupport.count(others, "more node"))"] : []))
        var finding = context.finding(
            at: worst.culprit?.location ?? context.screen.location, node: worst.culprit?.id,
            claim: "cls exceeds its budget, most at \(Format.points(worst.atMs))ms\(event), moving \(movedNames):",
            figures: "\(budget) (shift \(Format.score(worst.score.score)))",
            fix: ShiftFindingSupport.fix(for: worst.culprit), severity: severity, atMs: worst.atMs, byDevice: true)
        finding.cause = worst.culprit.map(ChangeRef.init)
        return [finding]
    }

    /// The worst shift was inside a list's cells: located at the template node whose content
    /// arrived (its fix is advice: `unreserved-slot` and `slot-mismatch` carry the edit), or at
    /// the list for a self-sizing cell measured late (`estimated-height-jump` carries it).
    private func cellFinding(
        _ shift: CellShift, in list: ListCellTimeline, budget: String, severity: Severity, context: RuleContext
    ) -> Finding {
        var location = list.location
        var node = list.id
        var fix = FixProposal.advice("give the cells below the estimate or reserved size they end up at")
        if case .arrival(let index) = shift.cause, let stages = list.stages[shift.type], index < stages.arrivals.count {
            let arrival = stages.arrivals[index]
            location = arrival.location
            node = arrival.id
            var adaptive: AdaptiveSize?
            if case .adaptive(let size) = arrival.contentHeight { adaptive = size }
            let after = stages.after[index]
            fix = .size(node: arrival.id, axis: .height, size: after.height, nodeWidth: after.width, adaptive: adaptive, object: nil)
        } else if shift.cause == .measured {
            fix = .advice("give cell '\(list.types[shift.type])' the estimatedHeight it measures")
        }
        let what: String
        switch shift.cause {
        case .arrival: what = "'\(node)' content arrived in a cell of list '\(list.id)'"
        case .measured: what = "a cell '\(list.types[shift.type])' of list '\(list.id)' was measured scrolling up"
        }
        return context.finding(
            at: location, node: node, claim: "cls exceeds its budget, most when \(what):",
            figures:
                "\(budget) (shift \(Format.score(shift.score)) at \(Format.points(shift.atMs))ms: \(CellShiftFindings.event(shift, in: list)) by \(Format.points(abs(shift.distance)))pt)",
            fix: fix, severity: severity, atMs: shift.atMs, byDevice: true)
    }
}
