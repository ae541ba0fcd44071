import LayoutModel

/// Content arriving into a node that reserved no size for it, moving what is around it.
struct UnreservedSlotRule: Rule {
    static let description = RuleDescription(
        id: "unreserved-slot",
        name: "Unreserved slot",
        summary: "content arrives into a node with no reserved size and moves others (in a list's cells: the rows below)",
        rationale: """
            an image or ad view with no height is 0pt tall until its content arrives, then everything \
            below it jumps by the full height of the content. give the node its final height up front, \
            or an adaptive height such as an aspect ratio when it depends on the width.
            """,
        defaultSeverity: .error,
        pictures: [.shiftDiagram, .cellShiftDiagram],
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
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                    "cells": {"post": {"height": 60, "template": {"id": "post-cell", "children": [
                      {"id": "author", "kind": "label", "text": "Ada", "style": {"height": 60}},
                      ↓{"id": "photo", "kind": "image", "image": {"hasAlpha": false}, "content": {"at": 400, "height": {"aspectRatio": 1.5}}}]}}},
                    "rows": {"count": 100, "pattern": ["post"]}, "scroll": [{"to": 600, "velocity": 300}]}}
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
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                    "cells": {"post": {"height": "auto", "estimatedHeight": 322, "template": {"id": "post-cell", "children": [
                      {"id": "author", "kind": "label", "text": "Ada", "style": {"height": 60}},
                      {"id": "photo", "kind": "image", "style": {"height": {"aspectRatio": 1.5}},
                       "content": {"at": 400, "height": {"aspectRatio": 1.5}}}]}}},
                    "rows": {"count": 100, "pattern": ["post"]}, "scroll": [{"to": 600, "velocity": 300}]}}
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
                let moving = "moving \(ShiftFindingSupport.count(others.count, "node")) by up to \(Format.points(farthest))pt"
                if !change.reservedHeight, let content = change.contentHeight {
                    findings.append(
                        finding(
                            change, axis: .height, size: after.height, "\(Format.points(after.height))pt tall, \(moving)",
                            content: content, after: after, step: step, context: context))
                }
                if !change.reservedWidth, let content = change.contentWidth {
                    findings.append(
                        finding(
                            change, axis: .width, size: after.width, "\(Format.points(after.width))pt wide, \(moving)",
                            content: content, after: after, step: step, context: context))
                }
            }
        }
        return findings + cellFindings(in: context)
    }

    /// "300ms after the cell appears", or "at 1500ms" for a time from launch.
    static func when(_ arrival: TemplateArrival) -> String {
        arrival.fromLaunch ? "at \(Format.points(arrival.afterMs))ms" : "\(Format.points(arrival.afterMs))ms after the cell appears"
    }

    /// Content arriving into cells of a list with no height reserved: one finding per template
    /// node, naming the cell that moved rows the farthest; the fix is written into the template.
    private func cellFindings(in context: RuleContext) -> [Finding] {
        CellShiftFindings.arrivals(in: context.analysis).compactMap { arrival in
            guard arrival.moves, !arrival.arrival.reservedHeight, arrival.arrival.contentHeight != nil || arrival.arrival.text != nil else {
                return nil
            }
            return context.finding(
                at: arrival.arrival.location, node: arrival.arrival.id,
                claim:
                    "\(CellShiftFindings.name(arrival)) reserves no height; its content arrives \(Self.when(arrival.arrival)) and moves the rows below:",
                figures: CellShiftFindings.figures(arrival),
                fix: CellShiftFindings.heightFix(arrival, object: arrival.arrival.location), atMs: arrival.summary.worst.atMs,
                byDevice: true)
        }
    }

    /// "'photo' reserves no height; its content arrives at 1400ms and moves what follows:
    /// 281.5pt tall, moving 4 nodes by up to 281.5pt on …; give 'photo' height {"aspectRatio": 1.333}".
    private func finding(
        _ change: NodeChange, axis: FixProposal.SizeAxis, size: Double, _ figures: String, content: SizeValue, after: Rect,
        step: TimelineStep, context: RuleContext
    ) -> Finding {
        var adaptive: AdaptiveSize?
        if case .adaptive(let contentSize) = content { adaptive = contentSize }
        var finding = context.finding(
            at: change.location, node: change.id,
            claim:
                "'\(change.id)' reserves no \(axis.rawValue); its content arrives at \(Format.points(step.atMs))ms and moves what follows:",
            figures: figures,
            fix: .size(node: change.id, axis: axis, size: size, nodeWidth: after.width, adaptive: adaptive, object: change.location),
            atMs: step.atMs, byDevice: true)
        finding.change = ChangeRef(change)
        return finding
    }
}
