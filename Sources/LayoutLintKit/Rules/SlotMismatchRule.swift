import LayoutModel

/// Content arriving at a size other than the slot reserved for it.
struct SlotMismatchRule: Rule {
    static let description = RuleDescription(
        id: "slot-mismatch",
        name: "Slot size mismatch",
        summary: "content arrives at a size other than the reserved one (error when it moves something, else warning)",
        rationale: """
            a placeholder only prevents a jump when it is exactly as big as what replaces it: a 50pt \
            banner slot that receives a 61pt adaptive banner still pushes the screen by 11pt the \
            instant the ad loads. reserve the exact size, and when the size depends on the device \
            reserve the adaptive size itself.
            """,
        defaultSeverity: .error,
        pictures: [.shiftDiagram, .cellShiftDiagram],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Scores", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "scores", "background": "#F2F2F7", "style": {"flexGrow": 1}},
                  ↓{"id": "banner", "kind": "ad", "style": {"height": 50},
                   "content": {"at": 1200, "height": {"provider": "admob.anchoredAdaptiveBanner"}}}
                ]}}
                """, severity: .error),
            RuleExample(
                """
                {"screen": "Profile", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "name", "kind": "label", "text": "Grace Hopper", "style": {"height": 44}},
                  ↓{"id": "avatar", "kind": "image", "style": {"height": 120}, "content": {"at": 600, "height": 100}}
                ]}}
                """, severity: .warning),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Scores", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "scores", "background": "#F2F2F7", "style": {"flexGrow": 1}},
                  {"id": "banner", "kind": "ad", "style": {"height": {"provider": "admob.anchoredAdaptiveBanner"}},
                   "content": {"at": 1200, "height": {"provider": "admob.anchoredAdaptiveBanner"}}}
                ]}}
                """),
            RuleExample(
                """
                {"screen": "Profile", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "avatar", "kind": "image", "style": {"height": 120}, "content": {"at": 600, "height": 120}},
                  {"id": "name", "kind": "label", "text": "Grace Hopper", "style": {"height": 44}}
                ]}}
                """),
        ])

    func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for step in context.analysis.timeline.steps {
            for change in step.changes where change.kind == .arrived {
                guard let before = change.before, let after = change.after else { continue }
                let moves = step.shift != nil
                if change.reservedHeight, let content = change.contentHeight, abs(after.height - before.height) > 0.01 {
                    findings.append(
                        Self.finding(
                            change, axis: .height, reserved: before.height, content: content, after: after, moves: moves, step: step,
                            context: context))
                }
                if change.reservedWidth, let content = change.contentWidth, abs(after.width - before.width) > 0.01 {
                    findings.append(
                        Self.finding(
                            change, axis: .width, reserved: before.width, content: content, after: after, moves: moves, step: step,
                            context: context))
                }
            }
        }
        return findings + cellFindings(in: context)
    }

    /// Content arriving into cells of a list at a height other than the reserved one: one
    /// finding per template node (an error when rows on screen moved), the fix in the template.
    private func cellFindings(in context: RuleContext) -> [Finding] {
        CellShiftFindings.arrivals(in: context.analysis).compactMap { arrival in
            guard arrival.arrival.reservedHeight, arrival.arrival.contentHeight != nil,
                abs(arrival.after.height - arrival.before.height) > 0.01
            else { return nil }
            return context.finding(
                at: arrival.arrival.location, node: arrival.arrival.id,
                claim: "\(CellShiftFindings.name(arrival)) reserves a height other than its content's:",
                figures: CellShiftFindings.figures(arrival),
                fix: CellShiftFindings.heightFix(arrival, object: arrival.arrival.location),
                severity: context.severity(default: arrival.moves ? .error : .warning), atMs: arrival.summary.worst.atMs, byDevice: true)
        }
    }

    /// "'banner' reserves a height other than its content's: 50pt for 61pt on iPhone 15 (393pt
    /// wide); give 'banner' height {"provider": "admob.anchoredAdaptiveBanner"}": an error when
    /// the arrival moves something, else a warning.
    static func finding(
        _ change: NodeChange, axis: FixProposal.SizeAxis, reserved: Double, content: SizeValue, after: Rect, moves: Bool,
        step: TimelineStep, context: RuleContext
    ) -> Finding {
        let size = axis == .height ? after.height : after.width
        var adaptive: AdaptiveSize?
        if case .adaptive(let contentSize) = content { adaptive = contentSize }
        var finding = context.finding(
            at: change.location, node: change.id,
            claim: "'\(change.id)' reserves a \(axis.rawValue) other than its content's:",
            figures: "\(Format.points(reserved))pt for \(Format.points(size))pt",
            fix: .size(node: change.id, axis: axis, size: size, nodeWidth: after.width, adaptive: adaptive, object: change.location),
            severity: context.severity(default: moves ? .error : .warning), atMs: step.atMs, byDevice: true)
        finding.change = ChangeRef(change)
        return finding
    }
}
