import LayoutModel

/// A layout shift that moves what the user's finger is on.
struct ShiftDuringGestureRule: Rule {
    static let description = RuleDescription(
        id: "shift-during-gesture",
        name: "Shift during a gesture",
        summary: "a shift moves the node of an active gesture, or one of its ancestors or descendants",
        rationale: """
            a shift in the middle of a swipe or drag moves the target out from under the finger: the \
            gesture lands on the wrong tile or row. unlike a tap, a gesture never excuses a shift, \
            so anything arriving while people interact must fit the space already reserved for it.
            """,
        defaultSeverity: .error,
        pictures: [.shiftDiagram],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Puzzle", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "banner", "kind": "ad", "style": {"height": 50}, "content": {"at": 1200, "height": 90}},
                  ↓{"id": "board", "background": "#F2F2F7", "style": {"height": 393}}
                ]},
                "timeline": [{"at": 900, "gesture": "board", "duration": 600}]}
                """),
            RuleExample(
                """
                {"screen": "Inbox", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "notice", "kind": "label", "text": "You are offline", "style": {"height": 40, "display": "none"}},
                  ↓{"id": "rows", "style": {"height": 600}, "children": [
                    {"id": "row1", "kind": "label", "text": "Lunch on Friday?", "style": {"height": 60}}
                  ]}
                ]},
                "timeline": [{"at": 300, "gesture": "row1", "duration": 400}, {"at": 500, "show": "notice"}]}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Puzzle", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "banner", "kind": "ad", "style": {"height": 50}, "content": {"at": 1600, "height": 90}},
                  {"id": "board", "background": "#F2F2F7", "style": {"height": 393}}
                ]},
                "timeline": [{"at": 900, "gesture": "board", "duration": 600}]}
                """),
            RuleExample(
                """
                {"screen": "Puzzle", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "board", "background": "#F2F2F7", "style": {"height": 393}},
                  {"id": "banner", "kind": "ad", "style": {"height": 50}, "content": {"at": 1200, "height": 90}},
                  {"id": "footer", "kind": "label", "text": "Daily streak: 4", "style": {"height": 44}}
                ]},
                "timeline": [{"at": 900, "gesture": "board", "duration": 600}]}
                """),
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let timeline = context.analysis.timeline
        let gestures = GestureSpan.all(in: context.screen)
        guard !gestures.isEmpty else { return [] }
        var findings: [Finding] = []
        for (stepIndex, step) in timeline.steps.enumerated() {
            // Rebuilding a frame costs O(nodes): only for the steps during a gesture.
            guard let shift = step.shift, gestures.contains(where: { $0.isActive(atMs: step.atMs) }) else { continue }
            let after = timeline.frames[stepIndex + 1]
            var reported: Set<String> = []
            for gesture in gestures where gesture.isActive(atMs: step.atMs) {
                // The frame after the step, or the one before when the step removed the gesture's
                // node; positions are looked up in that one frame only.
                let frame = after.indexByID[gesture.id] == nil ? timeline.frames[stepIndex] : after
                guard let target = frame.indexByID[gesture.id] else { continue }
                // The outermost moved node on the gesture's ancestor–descendant line.
                let related = shift.score.moved.compactMap { move -> (move: NodeMove, depth: Int)? in
                    guard let position = frame.indexByID[move.id],
                        frame.isAncestor(position, of: target) || frame.isAncestor(target, of: position)
                    else { return nil }
                    return (move, frame.depth(of: position))
                }
                guard let outermost = related.min(by: { $0.depth < $1.depth })?.move, !reported.contains(outermost.id) else { continue }
                reported.insert(outermost.id)
                let swipe = "'\(outermost.id)' moves during the swipe that started at \(Format.points(gesture.startMs))ms"
                let move = "by \(ShiftCause.move(outermost)) at \(Format.points(step.atMs))ms"
                let location = ShiftFindingSupport.location(of: outermost.id, in: context.screen) ?? context.screen.location
                var finding: Finding
                if let culprit = shift.culprit {
                    finding = context.finding(
                        at: location, node: outermost.id, claim: "\(swipe) when \(ShiftFindingSupport.event(culprit)):", figures: move,
                        fix: ShiftFindingSupport.fix(for: culprit), atMs: step.atMs, byDevice: true)
                    finding.cause = ChangeRef(culprit)
                } else {
                    finding = context.finding(
                        at: location, node: outermost.id, claim: "\(swipe):", figures: "\(move) because \(shift.cause)",
                        fix: ShiftFindingSupport.fix(for: nil), atMs: step.atMs, byDevice: true)
                }
                findings.append(finding)
            }
        }
        return findings
    }
}
