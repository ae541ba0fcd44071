import LayoutModel

/// A self-sizing cell whose estimate differs from its measured height: scrolling back up, the
/// visible rows jump as cells coming in through the top are measured.
struct EstimatedHeightJumpRule: Rule {
    static let description = RuleDescription(
        id: "estimated-height-jump",
        name: "Estimated height jump",
        summary: "a self-sizing cell's estimatedHeight differs from its measured height: rows jump while scrolling up",
        rationale: """
            a table view places rows it has not measured, or no longer shows, at the estimated height. \
            scrolling back up, each cell that comes in through the top is placed at the estimate, then \
            measured, and every visible row below it jumps by the difference: the list stutters under \
            the user's finger. give each self-sizing cell type the height its cells measure.
            """,
        defaultSeverity: .warning,
        pictures: [.cellShiftDiagram],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  ↓{"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                    "cells": {"post": {"height": "auto", "estimatedHeight": 44, "template": {"id": "post-cell", "children": [
                      {"id": "body", "kind": "label", "text": "Tides of the north sea", "style": {"height": 120}}]}}},
                    "rows": {"count": 100, "pattern": ["post"]}}}
                ]}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                    "cells": {"post": {"height": "auto", "estimatedHeight": 120, "template": {"id": "post-cell", "children": [
                      {"id": "body", "kind": "label", "text": "Tides of the north sea", "style": {"height": 120}}]}}},
                    "rows": {"count": 100, "pattern": ["post"]}}}
                ]}}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for list in context.analysis.cells {
            for summary in list.summaries where summary.worst.cause == .measured && summary.moving > 0 {
                let worst = summary.worst
                let type = list.types[worst.type]
                let measured = (worst.toHeight * 100).rounded() / 100
                let jumps = ShiftFindingSupport.count(summary.moving, "jump")
                findings.append(
                    context.finding(
                        at: list.location, node: list.id,
                        claim:
                            "'\(list.id)' places cell '\(type)' at its estimatedHeight, then measures it: rows jump while scrolling up, most",
                        figures:
                            "\(Format.points(abs(worst.distance)))pt when row \(worst.row) came in at \(Format.points(worst.fromHeight))pt and measured \(Format.points(worst.toHeight))pt, moving \(CellShiftFindings.rows(worst.movedRows)); \(jumps) in all",
                        fix: .edits(
                            [
                                Fix.Edit(
                                    object: list.location, keyPath: ["list", "cells", type, "estimatedHeight"], value: Format.json(measured)
                                )
                            ],
                            words: "set cell '\(type)' estimatedHeight to \(Format.json(measured))"),
                        atMs: worst.atMs, byDevice: true))
            }
        }
        return findings
    }
}
