import LayoutModel

/// A list that creates a cell for every row it shows instead of dequeuing reusable ones.
struct NoCellReuseRule: Rule {
    static let description = RuleDescription(
        id: "no-cell-reuse",
        name: "No cell reuse",
        summary: "a list with reuse false that allocates more cells than it shows",
        rationale: """
            creating a cell per row (instead of dequeuing one from a reuse pool) allocates and lays \
            out a new view hierarchy for every row that scrolls in and throws one away for every row \
            that scrolls out: memory churn and dropped frames on long lists. A reusing list needs only \
            about a screenful of cells however long it is.
            """,
        defaultSeverity: .error,
        pictures: [.reusePlot],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Table", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  ↓{"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                    "cells": {"row": {"height": 44}}, "rows": {"count": 1000, "pattern": ["row"]},
                    "reuse": false, "scroll": [{"to": "end", "velocity": 3000}]}}
                ]}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Table", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                    "cells": {"row": {"height": 44}}, "rows": {"count": 1000, "pattern": ["row"]},
                    "reuse": true, "scroll": [{"to": "end", "velocity": 3000}]}}
                ]}}
                """),
            RuleExample(
                """
                {"screen": "Settings", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  {"id": "options", "kind": "list", "style": {"flexGrow": 1}, "list": {
                    "cells": {"row": {"height": 44}}, "rows": {"count": 8, "pattern": ["row"]},
                    "reuse": false, "scroll": [{"to": "end", "velocity": 3000}]}}
                ]}}
                """),
        ])

    func findings(in context: RuleContext) -> [Finding] {
        context.analysis.lists.compactMap { list in
            let result = list.result
            guard !list.reuse, result.allocations > result.peakLive else { return nil }
            let rows = result.rowCount == 1 ? "1 row" : "\(result.rowCount) rows"
            return context.finding(
                at: list.location, node: list.id, claim: "'\(list.id)' allocates a cell per row, where reuse needs far fewer:",
                figures: "\(result.allocations) cells for \(rows), \(result.allocationsWithReuse) with reuse",
                fix: .edits([Fix.Edit(object: list.location, keyPath: ["list", "reuse"], value: "true")], words: "set reuse to true"))
        }
    }
}
