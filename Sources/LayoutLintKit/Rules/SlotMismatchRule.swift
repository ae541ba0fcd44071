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
        pictures: [.shiftDiagram],
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
                    let message = Self.message(
                        change.id, reserved: before.height, content: after.height, axis: .height, adaptive: content, context: context)
                    let parts = Self.parts(change.id, reserved: before.height, after: after, axis: .height, adaptive: content, context: context)
                    findings.append(
                        finding(message, parts: parts, change: change, moves: moves, step: step, context: context)
                            .fixing(["style", "height"], to: Fix.json(content, measured: after.height)))
                }
                if change.reservedWidth, let content = change.contentWidth, abs(after.width - before.width) > 0.01 {
                    let message = Self.message(
                        change.id, reserved: before.width, content: after.width, axis: .width, adaptive: content, context: context)
                    let parts = Self.parts(change.id, reserved: before.width, after: after, axis: .width, adaptive: content, context: context)
                    findings.append(
                        finding(message, parts: parts, change: change, moves: moves, step: step, context: context)
                            .fixing(["style", "width"], to: Fix.json(content, measured: after.width)))
                }
            }
        }
        return findings
    }

    private func finding(
        _ message: String, parts: FindingParts, change: NodeChange, moves: Bool, step: TimelineStep, context: RuleContext
    ) -> Finding {
        let severity = ShiftFindingSupport.severity(context, default: moves ? .error : .warning)
        var finding = context.finding(at: change.location, node: change.id, message, severity: severity, atMs: step.atMs)
        finding.parts = parts
        return finding
    }

    /// "'banner' reserves a height other than its content's:" "50pt for 61pt", and the size to give it.
    static func parts(_ id: String, reserved: Double, after: Rect, axis: Axis, adaptive: SizeValue, context: RuleContext) -> FindingParts {
        let key: FindingFix.SizeAxis = axis == .height ? .height : .width
        let content = axis == .height ? after.height : after.width
        var adaptiveSize: AdaptiveSize?
        if case .adaptive(let size) = adaptive { adaptiveSize = size }
        return context.parts(
            "'\(id)' reserves a \(key.rawValue) other than its content's:",
            "\(Format.points(reserved))pt for \(Format.points(content))pt",
            fix: .size(node: id, axis: key, size: content, nodeWidth: after.width, adaptive: adaptiveSize))
    }

    enum Axis { case width, height }

    /// "'banner' reserves 50pt but its content is 61pt on iPhone 15 (393pt wide); reserve 61pt
    /// or give it height {"provider": "admob.anchoredAdaptiveBanner"}".
    static func message(_ id: String, reserved: Double, content: Double, axis: Axis, adaptive: SizeValue, context: RuleContext) -> String {
        let key = axis == .height ? "height" : "width"
        let unit = axis == .height ? "" : " wide"
        var message = """
            '\(id)' reserves \(Format.points(reserved))pt\(unit) but its content is \(Format.points(content))pt\(unit) \
            on \(context.deviceDescription); reserve \(Format.points(content))pt
            """
        if case .adaptive(let size) = adaptive {
            message += " or give it \(key) \(ShiftCause.json(size))"
        }
        return message
    }
}
