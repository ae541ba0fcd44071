import LayoutModel

/// A relaunch that does not restore state shows a first frame unlike the app-switcher snapshot.
struct RestorationMismatchRule: Rule {
    static let maxDifferentFraction = RuleOption(
        name: "maxDifferentFraction", defaultValue: 0.10,
        summary: "the largest fraction of pixels in which the first frame may differ from the app-switcher snapshot",
        kind: .fraction)
    /// How many changes a message names.
    static let namedChanges = 3

    static let description = RuleDescription(
        id: "restoration-mismatch",
        name: "Restoration mismatch",
        summary: "a relaunch without state restoration shows a first frame unlike the app-switcher snapshot",
        rationale: """
            the app switcher shows the screen as the user left it (the frame on screen at `snapshotAt`). \
            When the system has ended the app and it does not restore its state, tapping that picture \
            shows the first frame instead: the list the user had scrolled far down jumps back to the top, \
            the tab they had open is gone. Restore the state (`"restores": true`) so the relaunch starts \
            from the snapshot. Pixels are compared as for the launch screen (16 of 255 per channel, 3×3-pixel blocks).
            """,
        defaultSeverity: .warning,
        options: [maxDifferentFraction],
        pictures: [.restorationDiff],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "restoration": ↓{"snapshotAt": 5000},
                 "root": {"id": "root", "background": "#FFFFFF", "children": [
                   {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                     "cells": {
                       "photo": {"height": 300, "template": {"id": "photo", "background": "#5856D6", "style": {"margin": 8}}},
                       "caption": {"height": 80, "template": {"id": "caption", "background": "#FFCC00", "style": {"margin": 8}}}
                     },
                     "rows": {"count": 500, "pattern": ["photo", "caption", "caption"]},
                     "scroll": [{"to": 2500, "velocity": 3000}]
                   }}
                 ]}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "restoration": {"snapshotAt": 5000, "restores": true},
                 "root": {"id": "root", "background": "#FFFFFF", "children": [
                   {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                     "cells": {
                       "photo": {"height": 300, "template": {"id": "photo", "background": "#5856D6", "style": {"margin": 8}}},
                       "caption": {"height": 80, "template": {"id": "caption", "background": "#FFCC00", "style": {"margin": 8}}}
                     },
                     "rows": {"count": 500, "pattern": ["photo", "caption", "caption"]},
                     "scroll": [{"to": 2500, "velocity": 3000}]
                   }}
                 ]}}
                """),
            RuleExample(
                """
                {"screen": "Settings", "devices": ["iPhone 15"], "restoration": {"snapshotAt": 5000},
                 "root": {"id": "root", "background": "#FFFFFF", "children": [
                   {"id": "title", "kind": "label", "text": "Settings", "background": "#FFFFFF", "style": {"height": 44}}
                 ]}}
                """),
        ])

    func findings(in context: RuleContext) -> [Finding] {
        guard let analysis = context.analysis.restoration, !analysis.restoration.restores, let diff = analysis.comparison.diff else {
            return []
        }
        let budget = context.option(Self.maxDifferentFraction.name, default: Self.maxDifferentFraction.defaultValue)
        guard diff.fraction > budget else { return [] }
        let snapshotAt = analysis.restoration.snapshotAt
        var figures = "in \(Format.percent(diff.fraction, over: budget)) of pixels"
        let changes = changes(analysis)
        if !changes.isEmpty {
            let named = changes.prefix(Self.namedChanges).joined(separator: "; ")
            figures += ": " + named + (changes.count > Self.namedChanges ? "; and \(changes.count - Self.namedChanges) more" : "")
        }
        let restores = Fix.Edit(object: analysis.restoration.location, keyPath: ["restores"], value: "true")
        return [
            context.finding(
                at: analysis.restoration.location, node: nil,
                claim: """
                    a relaunch without restoration shows the first frame, which differs from the app-switcher snapshot \
                    (at \(Format.points(snapshotAt))ms) by more than the \(Format.percent(budget)) budget:
                    """,
                figures: figures,
                fix: .edits([restores], words: "restore the screen's state on relaunch (\"restores\": true)"), atMs: snapshotAt)
        ]
    }

    /// What the user had that the relaunch loses: lists scrolled, nodes only one of the two
    /// frames shows, nodes that moved (a change inherited from the parent is named once).
    private func changes(_ analysis: RestorationAnalysis) -> [String] {
        var changes = analysis.scrolled.map { "'\($0.id)' scrolled \(Format.points($0.offset))pt" }
        let snapshot = analysis.snapshot, first = analysis.firstFrame
        enum Change: Equatable { case onlySnapshot, moved(Double, Double), same }
        func change(_ node: NodeState) -> Change {
            let other = first[node.id]
            guard let other, other.isVisible else { return .onlySnapshot }
            let dx = other.frame.x - node.frame.x, dy = other.frame.y - node.frame.y
            return max(abs(dx), abs(dy)) >= 1 ? .moved(dx, dy) : .same
        }
        var kinds: [Change] = []
        for node in snapshot.nodes {
            let kind = node.isVisible && node.canBeSeen ? change(node) : .same
            kinds.append(kind)
            guard kind != .same, node.parent.map({ kinds[$0] }) != kind else { continue }
            switch kind {
            case .onlySnapshot: changes.append("'\(node.id)' is only in the snapshot")
            case .moved(let dx, let dy): changes.append("'\(node.id)' moves \(Format.points(max(abs(dx), abs(dy))))pt")
            case .same: break
            }
        }
        for node in first.nodes where node.isVisible && node.canBeSeen && snapshot[node.id]?.isVisible != true {
            if let parent = node.parent, snapshot[first.nodes[parent].id]?.isVisible != true { continue }
            changes.append("'\(node.id)' is only in the first frame")
        }
        return changes
    }
}
