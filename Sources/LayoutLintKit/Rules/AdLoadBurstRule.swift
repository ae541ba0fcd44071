import LayoutModel

/// Too many ad requests in flight at once, or a low-priority one ahead of a higher one.
struct AdLoadBurstRule: Rule {
    static let maxConcurrent = RuleOption(
        name: "maxConcurrent", defaultValue: 2, summary: "the most ad requests that may be in flight at once",
        kind: .integer, range: 1...1000)

    /// The most requests a message names.
    static let namesListed = 10

    static let description = RuleDescription(
        id: "ad-load-burst",
        name: "Ad load burst",
        summary:
            "more ad requests in flight at once than allowed (default 2), or a low-priority ad request started while a higher-priority one is loading",
        rationale: """
            every ad response is parsed and its view built on the main thread; several arriving together \
            stall scrolling just when the feed appears. load ads a few at a time, the ones the user will \
            see first (higher priority) before the others.
            """,
        defaultSeverity: .warning,
        options: [maxConcurrent],
        pictures: [.launchTimeline],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "feed", "style": {"flexGrow": 1}}]},
                 "timeline": [
                   {"at": 0, "request": "topAd", "duration": 600, "ad": {"unit": "top", "priority": "high"}},
                   {"at": 0, "request": "inlineAd", "duration": 600, "ad": {"unit": "inline", "priority": "high"}},
                   ↓{"at": 0, "request": "footerAd", "duration": 600, "ad": {"unit": "footer", "priority": "high"}}
                 ]}
                """, severity: .warning),
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "feed", "style": {"flexGrow": 1}}]},
                 "timeline": [
                   {"at": 0, "request": "topAd", "duration": 600, "ad": {"unit": "top", "priority": "high"}},
                   ↓{"at": 100, "request": "footerAd", "duration": 600, "ad": {"unit": "footer", "priority": "low"}}
                 ]}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "feed", "style": {"flexGrow": 1}}]},
                 "timeline": [
                   {"at": 0, "request": "topAd", "duration": 600, "ad": {"unit": "top", "priority": "high"}},
                   {"at": 0, "request": "inlineAd", "duration": 600, "ad": {"unit": "inline", "priority": "high"}},
                   {"at": 0, "request": "footerAd", "duration": 600, "after": ["topAd"], "ad": {"unit": "footer", "priority": "low"}}
                 ]}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let launch = context.analysis.launch
        let limit = Int(context.option(Self.maxConcurrent.name, default: Self.maxConcurrent.defaultValue))
        let loads = launch.adLoads
        var findings: [Finding] = []
        for burst in launch.adBursts(maxConcurrent: limit) {
            guard let latest = burst.inFlight.max(by: { (loads[$0].startMs, loads[$0].task) < (loads[$1].startMs, loads[$1].task) }) else {
                continue
            }
            // A burst of thousands of requests is named by its first few: the message stays a line.
            let named = burst.inFlight.prefix(Self.namesListed).map { "'\(launch.tasks[loads[$0].task].name)'" }
            let more = burst.inFlight.count - named.count
            let names = named.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
            findings.append(
                context.finding(
                    at: launch.tasks[loads[latest].task].location, node: nil,
                    claim:
                        "\(burst.peak) ad requests are in flight at once at \(Format.points(burst.peakMs))ms (\(names)), over the limit of \(limit)",
                    fix: .advice("load at most \(limit) at a time, highest priority first: start the others \"after\" one of these"),
                    atMs: burst.peakMs))
        }
        for inversion in launch.adPriorityInversions() {
            let load = loads[inversion.load], higher = loads[inversion.higher]
            let task = launch.tasks[load.task]
            let higherName = launch.tasks[higher.task].name
            // Advice, not an edit: waiting for one request moves this one into the next burst,
            // so only the whole schedule, reordered by priority, is a fix.
            let after = Fix.json((task.request?.after ?? []) + [higherName])
            findings.append(
                context.finding(
                    at: task.location, node: nil,
                    claim: """
                        \(load.ad.priority.rawValue)-priority ad request '\(task.name)' starts at \(Format.points(load.startMs))ms while \
                        \(higher.ad.priority.rawValue)-priority '\(higherName)' is still loading (until \(Format.points(higher.endMs))ms)
                        """,
                    fix: .advice("start it after '\(higherName)' (\"after\": \(after)), and the requests after it in order of priority"),
                    atMs: load.startMs))
        }
        return findings
    }
}
