import LayoutModel

/// More than one round trip in sequence before the primary content.
struct RequestChainRule: Rule {
    static let description = RuleDescription(
        id: "request-chain",
        name: "Request chain",
        summary: "the primary content waits for more than one round trip in a row",
        rationale: """
            each round trip costs its full latency, and on a mobile network that is hundreds of \
            milliseconds; requests that wait for one another add up. a configuration fetched before \
            the dashboard's own request doubles the wait: cache the first response and start on it, \
            or let one request return both.
            """,
        defaultSeverity: .warning,
        pictures: [.launchTimeline],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Dashboard", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  ↓{"id": "dashboard", "primary": true, "style": {"flexGrow": 1}}
                 ]},
                 "timeline": [
                   {"at": 0, "request": "config", "duration": 800},
                   {"at": 0, "request": "home", "duration": 600, "after": ["config"], "blocks": ["dashboard"]}
                 ]}
                """, severity: .warning)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Dashboard", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  {"id": "dashboard", "primary": true, "style": {"flexGrow": 1}}
                 ]},
                 "timeline": [
                   {"at": 0, "request": "home", "duration": 600, "blocks": ["dashboard"]},
                   {"at": 0, "request": "config", "duration": 800, "after": ["home"]}
                 ]}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let launch = context.analysis.launch
        guard let primary = launch.primaryContent, primary.roundTrips > 1, let index = primary.chainNode,
            primary.nodes.indices.contains(index)
        else { return [] }
        let node = primary.nodes[index]
        let chain = primary.requestChain.map { launch.tasks[$0] }
        guard let last = chain.last else { return [] }
        let steps = chain.map { task in "'\(task.name)' \(Format.points(task.request?.duration ?? 0))ms" }.joined(separator: " → ")
        let cached = DeviceNames.list(chain.dropLast().map { "'\($0.name)'" })
        let together = chain.count == 2 ? "both" : "all \(chain.count)"
        // The edge to cut: each request waits for the one before it.
        let edges = zip(chain.dropFirst(), chain).map { "'\($0.name)' need not wait for '\($1.name)'" }
        let cut = edges.count == 1 ? "if \(edges[0])" : "if \(DeviceNames.list(edges).replacingOccurrences(of: " and ", with: " or "))"
        return [
            context.finding(
                at: node.location, node: node.id,
                claim: "'\(node.id)' waits for \(chain.count) round trips in a row: \(steps)",
                fix: .advice(
                    "\(cut), start them together; else cache \(cached) and start on the \(node.id), or fetch \(together) in one request"),
                atMs: last.finishMs)
        ]
    }
}
