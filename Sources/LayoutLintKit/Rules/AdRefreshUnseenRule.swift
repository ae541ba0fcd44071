import LayoutModel

/// A refresh request for ad slots nobody has seen since their last load.
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
        let refreshes = launch.adRefreshes().filter { $0.previous != nil }
        func slots(of refresh: AdRefresh) -> [String] {
            guard let previous = refresh.previous else { return [] }
            var slots: [String] = []
            for id in (launch.tasks[loads[previous].task].request?.blocks ?? [])
                + (launch.tasks[loads[refresh.load].task].request?.blocks ?? [])
            where !slots.contains(id) {
                slots.append(id)
            }
            return slots
        }
        // When each slot is on screen, from one walk over the frames (reading every frame for
        // every refresh cost frames × nodes per refresh).
        var slotIDs: [String] = []
        var slotIndex: [String: Int] = [:]
        for refresh in refreshes {
            for id in slots(of: refresh) where slotIndex[id] == nil {
                slotIndex[id] = slotIDs.count
                slotIDs.append(id)
            }
        }
        let shown = frames.runs(of: slotIDs, where: \.isShown)
        /// The first frame index at which `time` is passed (`frames.count` when none is).
        func firstFrame(after time: Double) -> Int {
            var low = 0, high = frames.count
            while low < high {
                let middle = (low + high) / 2
                if frames.time(at: middle) > time { high = middle } else { low = middle + 1 }
            }
            return low
        }
        return refreshes.compactMap { refresh -> Finding? in
            guard let previous = refresh.previous else { return nil }
            let load = loads[refresh.load], last = loads[previous]
            let slots = slots(of: refresh)
            guard !slots.isEmpty else { return nil }
            // The frames on screen at some moment between the last load and the refresh: from
            // the one showing when the load finished to the one showing when the refresh started.
            let from = max(0, firstFrame(after: last.finishMs) - 1), through = firstFrame(after: load.startMs) - 1
            let seen =
                from <= through
                && slots.contains { id in
                    guard let index = slotIndex[id] else { return false }
                    let runs = shown[index]
                    // The first run ending after `from`: seen when it starts by `through`.
                    var low = 0, high = runs.count
                    while low < high {
                        let middle = (low + high) / 2
                        if runs[middle].upperBound > from { high = middle } else { low = middle + 1 }
                    }
                    return low < runs.count && runs[low].lowerBound <= through
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
