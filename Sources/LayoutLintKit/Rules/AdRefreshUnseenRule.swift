import LayoutModel

/// A refresh request for ad slots nobody has seen since their last load (issue 12).
struct AdRefreshUnseenRule: Rule {
    static let description = RuleDescription(
        id: "ad-refresh-unseen",
        name: "Ad refresh unseen",
        summary: "an ad refresh for slots that were never on screen since their last load",
        rationale: """
            refreshing an ad the user never saw spends a round trip, an auction and main-thread work \
            on nothing, and ad networks count it against the unit's quality. refresh a slot only after it \
            has been on screen.
            """,
        defaultSeverity: .warning,
        pictures: [.launchTimeline],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Article", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  {"id": "story", "style": {"height": 1500}},
                  {"id": "footerAd", "kind": "ad", "style": {"height": 250}}
                 ]},
                 "timeline": [
                   {"at": 0, "request": "footerAd.load", "duration": 400, "blocks": ["footerAd"], "ad": {"unit": "footer"}},
                   ↓{"at": 30000, "request": "footerAd.refresh", "duration": 400, "blocks": ["footerAd"], "ad": {"unit": "footer", "refresh": true}}
                 ]}
                """, severity: .warning)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Article", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  {"id": "story", "style": {"height": 300}},
                  {"id": "footerAd", "kind": "ad", "style": {"height": 250}}
                 ]},
                 "timeline": [
                   {"at": 0, "request": "footerAd.load", "duration": 400, "blocks": ["footerAd"], "ad": {"unit": "footer"}},
                   {"at": 30000, "request": "footerAd.refresh", "duration": 400, "blocks": ["footerAd"], "ad": {"unit": "footer", "refresh": true}}
                 ]}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let launch = context.analysis.launch
        let frames = context.analysis.timeline.frames
        let loads = launch.adLoads
        return launch.adRefreshes().compactMap { refresh -> Finding? in
            guard let previous = refresh.previous else { return nil }
            let load = loads[refresh.load], last = loads[previous]
            var slots: [String] = []
            for id in (launch.tasks[last.task].request?.blocks ?? []) + (launch.tasks[load.task].request?.blocks ?? []) where !slots.contains(id) {
                slots.append(id)
            }
            guard !slots.isEmpty else { return nil }
            let seen = frames.indices.contains { index in
                let end = index + 1 < frames.count ? frames.time(at: index + 1) : Double.infinity
                guard frames.time(at: index) <= load.startMs, end > last.finishMs else { return false }
                let frame = frames[index]
                return slots.contains { id in frame[id].map { $0.isVisible && $0.visual.map { !$0.isEmpty } ?? false } ?? false }
            }
            guard !seen else { return nil }
            let name = launch.tasks[load.task].name
            return context.finding(
                at: launch.tasks[load.task].location, node: nil,
                claim: """
                    refresh '\(name)' at \(Format.points(load.startMs))ms reloads ad unit '\(load.ad.unit)', but its \
                    \(slots.count == 1 ? "slot" : "slots") \(slots.map { "'\($0)'" }.joined(separator: ", ")) \
                    \(slots.count == 1 ? "was" : "were") never on screen since '\(launch.tasks[last.task].name)' loaded at \
                    \(Format.points(last.finishMs))ms
                    """,
                fix: .advice("refresh only after the slot has been on screen"), atMs: load.startMs)
        }
    }
}
