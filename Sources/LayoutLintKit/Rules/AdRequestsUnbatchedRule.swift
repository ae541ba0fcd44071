import LayoutModel

/// Requests for one ad unit that one request could serve.
struct AdRequestsUnbatchedRule: Rule {
    /// AdMob's multiple-ads loader returns up to this many native ads per request.
    static let adsPerRequest = 5

    static let description = RuleDescription(
        id: "ad-requests-unbatched",
        name: "Ad requests unbatched",
        summary: "two or more requests for the same ad unit in flight or back to back, where one request could load them all",
        rationale: """
            each ad request is a round trip and an auction; a feed that asks for its native ads one by \
            one pays that again and again and parses every response separately. AdMob's multiple-ads \
            loader returns up to 5 ads per request: ask for them together.
            """,
        defaultSeverity: .warning,
        pictures: [.launchTimeline],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "feed", "style": {"flexGrow": 1}}]},
                 "timeline": [
                   ↓{"at": 0, "request": "nativeAd1", "duration": 500, "ad": {"unit": "feed-native"}},
                   {"at": 0, "request": "nativeAd2", "duration": 500, "ad": {"unit": "feed-native"}},
                   {"at": 0, "request": "nativeAd3", "duration": 500, "after": ["nativeAd1"], "ad": {"unit": "feed-native"}}
                 ]}
                """, severity: .warning)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "feed", "style": {"flexGrow": 1}}]},
                 "timeline": [
                   {"at": 0, "request": "nativeAds", "duration": 500, "ad": {"unit": "feed-native", "count": 3}},
                   {"at": 0, "request": "banner", "duration": 500, "ad": {"unit": "footer"}}
                 ]}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let launch = context.analysis.launch
        let loads = launch.adLoads
        return launch.adBatches().compactMap { batch -> Finding? in
            guard let first = batch.loads.first else { return nil }
            let names = batch.loads.map { "'\(launch.tasks[loads[$0].task].name)' at \(Format.points(loads[$0].startMs))ms" }
            let requests = (batch.adCount + Self.adsPerRequest - 1) / Self.adsPerRequest
            let fix: String
            if requests <= 1 {
                fix = "load them in one request (\"count\": \(batch.adCount))"
            } else {
                var sizes = Array(repeating: Self.adsPerRequest, count: requests - 1)
                sizes.append(batch.adCount - Self.adsPerRequest * (requests - 1))
                fix = "load them in \(requests) requests (\(sizes.map(String.init).joined(separator: " + ")) ads)"
            }
            return context.finding(
                at: launch.tasks[loads[first].task].location, node: nil,
                claim: """
                    \(batch.loads.count) requests for ad unit '\(batch.unit)' are in flight or back to back \
                    (\(names.joined(separator: ", "))), \(ShiftFindingSupport.count(batch.adCount, "ad")) in all
                    """,
                fix: .advice("\(fix): one request returns up to \(Self.adsPerRequest)"), atMs: loads[first].startMs)
        }
    }
}
