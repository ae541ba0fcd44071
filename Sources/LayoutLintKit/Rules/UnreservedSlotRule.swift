import LayoutModel

/// Content arriving into a node that reserved no size for it, moving what is around it.
struct UnreservedSlotRule: Rule {
    static let description = RuleDescription(
        id: "unreserved-slot",
        name: "Unreserved slot",
        summary: "content arrives into a node with no reserved size and moves others",
        rationale: """
            an image or ad view with no height is 0pt tall until its content arrives, then everything \
            below it jumps by the full height of the content. give the node its final height up front, \
            or an adaptive height such as an aspect ratio when it depends on the width.
            """,
        defaultSeverity: .error,
        pictures: [.shiftDiagram],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Recipe", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  ↓{"id": "hero", "kind": "image", "image": {"hasAlpha": false}, "content": {"at": 1200, "height": 220}},
                  {"id": "title", "kind": "label", "text": "Lemon tart", "style": {"height": 44}},
                  {"id": "steps", "kind": "label", "text": "Blind-bake the pastry…", "style": {"height": 300}}
                ]}}
                """),
            RuleExample(
                """
                {"screen": "Post", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "author", "kind": "label", "text": "Ada", "style": {"height": 44}},
                  ↓{"id": "photo", "kind": "image", "content": {"at": 900, "height": {"aspectRatio": 1.5}}},
                  {"id": "caption", "kind": "label", "text": "Harbour at dusk", "style": {"height": 60}}
                ]}}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Recipe", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "hero", "kind": "image", "style": {"height": {"aspectRatio": 1.786}}, "content": {"at": 1200, "height": {"aspectRatio": 1.786}}},
                  {"id": "title", "kind": "label", "text": "Lemon tart", "style": {"height": 44}}
                ]}}
                """),
            RuleExample(
                """
                {"screen": "Post", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "caption", "kind": "label", "text": "Harbour at dusk", "style": {"height": 60}},
                  {"id": "photo", "kind": "image", "content": {"at": 900, "height": 200}}
                ]}}
                """),
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let timeline = context.analysis.timeline
        var findings: [Finding] = []
        for (stepIndex, step) in timeline.steps.enumerated() {
            // Rebuilding a frame costs O(nodes): only for the steps where content arrived.
            guard let shift = step.shift, step.changes.contains(where: { $0.kind == .arrived }) else { continue }
            let frame = timeline.frames[stepIndex + 1]
            for change in step.changes where change.kind == .arrived {
                guard let after = change.after, let position = frame.indexByID[change.id] else { continue }
                // Nodes that moved other than the arriving node and its own subtree.
                let others = shift.score.moved.filter { move in
                    frame.indexByID[move.id].map { !frame.isAncestor(position, of: $0) } ?? true
                }
                guard let farthest = others.map(\.distance).max() else { continue }
                let distance = "\(ShiftFindingSupport.count(others.count, "node")) by up to \(Format.points(farthest))pt"
                let moves = "moves " + distance, moving = "moving " + distance
                if !change.reservedHeight, let content = change.contentHeight {
                    let fix = Self.fix(axis: "height", size: after.height, content: content, ratio: after.width / after.height)
                    let message = """
                        '\(change.id)' reserves no height; its content arrives at \(Format.points(step.atMs))ms as \
                        \(Format.points(after.height))pt tall and \(moves); \(fix)
                        """
                    var finding = context.finding(at: change.location, node: change.id, message, atMs: step.atMs)
                    finding.parts = context.parts(
                        "'\(change.id)' reserves no height; its content arrives at \(Format.points(step.atMs))ms and moves what follows:",
                        "\(Format.points(after.height))pt tall, \(moving)",
                        fix: .size(node: change.id, axis: .height, size: after.height, nodeWidth: after.width, adaptive: Self.adaptive(content)))
                    findings.append(finding.fixing(["style", "height"], to: Fix.json(content, measured: after.height)))
                }
                if !change.reservedWidth, let content = change.contentWidth {
                    let fix = Self.fix(axis: "width", size: after.width, content: content, ratio: nil)
                    let message = """
                        '\(change.id)' reserves no width; its content arrives at \(Format.points(step.atMs))ms as \
                        \(Format.points(after.width))pt wide and \(moves); \(fix)
                        """
                    var finding = context.finding(at: change.location, node: change.id, message, atMs: step.atMs)
                    finding.parts = context.parts(
                        "'\(change.id)' reserves no width; its content arrives at \(Format.points(step.atMs))ms and moves what follows:",
                        "\(Format.points(after.width))pt wide, \(moving)",
                        fix: .size(node: change.id, axis: .width, size: after.width, nodeWidth: after.width, adaptive: nil))
                    findings.append(finding.fixing(["style", "width"], to: Fix.json(content, measured: after.width)))
                }
            }
        }
        return findings
    }

    /// The content's adaptive size, if it has one.
    static func adaptive(_ content: SizeValue) -> AdaptiveSize? {
        if case .adaptive(let size) = content { return size }
        return nil
    }

    /// "give it height 220 (or {"aspectRatio": 1.786})", or the content's adaptive size.
    static func fix(axis: String, size: Double, content: SizeValue, ratio: Double?) -> String {
        if case .adaptive(let adaptive) = content { return "give it \(axis) \(ShiftCause.json(adaptive))" }
        guard let ratio, ratio.isFinite, ratio > 0 else { return "give it \(axis) \(Format.points(size))" }
        let rounded = (ratio * 1000).rounded() / 1000
        return "give it \(axis) \(Format.points(size)) (or {\"aspectRatio\": \(Format.json(rounded))})"
    }
}
