import LayoutModel

/// A reuse pool far larger than the list ever needs: idle cells held in memory.
struct ReusePoolOversizedRule: Rule {
    static let factor = RuleOption(
        name: "factor", defaultValue: 2,
        summary: "a pool limit counts as oversized above this multiple of the recommended limit…",
        kind: .number, range: 1...1_000)
    static let slack = RuleOption(
        name: "slack", defaultValue: 4,
        summary: "…and above the recommended limit plus this many cells",
        kind: .integer, range: 0...1_000_000)

    static let description = RuleDescription(
        id: "reuse-pool-oversized",
        name: "Reuse pool oversized",
        summary: "poolLimit far above the recommended limit (over factor × and slack + the recommended)",
        rationale: """
            pooled cells keep their whole view hierarchy (images, text layouts) in memory while they \
            wait; a limit far above what the list's scroll ever draws from the pool only holds memory \
            that the app could use for content.
            """,
        defaultSeverity: .info,
        options: [factor, slack],
        pictures: [.reusePlot],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  ↓{"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                    "cells": {"post": {"height": 100}}, "rows": {"count": 500, "pattern": ["post"]},
                    "poolLimit": {"post": 50}, "scroll": [{"to": "end", "velocity": 3000}]}}
                ]}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                    "cells": {"post": {"height": 100}}, "rows": {"count": 500, "pattern": ["post"]},
                    "poolLimit": {"post": 4}, "scroll": [{"to": "end", "velocity": 3000}]}}
                ]}}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let factor = context.option(Self.factor.name, default: Self.factor.defaultValue)
        let slack = context.option(Self.slack.name, default: Self.slack.defaultValue)
        var findings: [Finding] = []
        for list in context.analysis.lists where list.reuse {
            for cell in list.result.types {
                guard let limit = cell.poolLimit else { continue }
                let recommended = Double(cell.recommendedPoolLimit)
                guard Double(limit) > max(factor * recommended, recommended + slack) else { continue }
                let enough = cell.recommendedPoolLimit == 1 ? "1 suffices" : "\(cell.recommendedPoolLimit) suffice"
                findings.append(
                    context.finding(
                        at: list.location, node: list.id,
                        claim: "poolLimit.\(cell.type) of '\(list.id)' is \(limit), more than scrolling needs:", figures: enough,
                        fix: .poolLimit(type: cell.type, limit: cell.recommendedPoolLimit, object: list.location)))
            }
        }
        return findings
    }
}
