import LayoutModel

/// A reuse pool too small to hold the cells that scroll off until rows need them again.
struct ReusePoolUndersizedRule: Rule {
    static let description = RuleDescription(
        id: "reuse-pool-undersized",
        name: "Reuse pool undersized",
        summary: "poolLimit below the recommended limit: cells re-created while scrolling (counted)",
        rationale: """
            a pool that keeps fewer cells than scroll off before rows of that type come back discards \
            cells only to allocate them again a moment later: every re-created cell is an allocation \
            and a full layout pass while the user scrolls. The recommended limit is the smallest that \
            avoids every such re-creation, found by simulating the list's scroll.
            """,
        defaultSeverity: .error,
        pictures: [.reusePlot],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  ↓{"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                    "cells": {"post": {"height": 100}}, "rows": {"count": 500, "pattern": ["post"]},
                    "poolLimit": {"post": 0}, "scroll": [{"to": "end", "velocity": 3000}]}}
                ]}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                    "cells": {"post": {"height": 100}}, "rows": {"count": 500, "pattern": ["post"]},
                    "poolLimit": {"post": 2}, "scroll": [{"to": "end", "velocity": 3000}]}}
                ]}}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for list in context.analysis.lists where list.reuse {
            for cell in list.result.types {
                guard let limit = cell.poolLimit, limit < cell.recommendedPoolLimit, cell.recreated > 0 else { continue }
                findings.append(
                    context.finding(
                        at: list.location, node: list.id,
                        claim: "'\(list.id)' re-creates '\(cell.type)' cells while scrolling; its pool keeps \(limit):",
                        figures: "\(cell.recreated) re-created, \(cell.recommendedPoolLimit) needed",
                        fix: .poolLimit(type: cell.type, limit: cell.recommendedPoolLimit, object: list.location)))
            }
        }
        return findings
    }
}
