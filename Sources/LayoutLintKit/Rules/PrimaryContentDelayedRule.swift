import LayoutModel

/// Primary content on screen later than the budget, with what it waited for.
struct PrimaryContentDelayedRule: Rule {
    static let budgetMs = RuleOption(
        name: "budgetMs", defaultValue: 1000,
        summary: "the latest time (ms from launch) the primary content may be on screen",
        kind: .number, range: 0...600_000)

    static let description = RuleDescription(
        id: "primary-content-delayed",
        name: "Primary content delayed",
        summary: "what the user opened the screen for is on screen later than the budget (default 1000 ms)",
        rationale: """
            the user opened the screen for its primary content (today's puzzle, the feed, the \
            dashboard); every millisecond before it shows is waiting. it is late when it waits for work \
            it does not need, for requests in sequence, or for a main thread too busy to draw it. the \
            finding names each thing it waited for and how long it took.
            """,
        defaultSeverity: .warning,
        options: [budgetMs],
        pictures: [.launchTimeline],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Word game", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  ↓{"id": "board", "primary": true, "style": {"height": 300}, "content": {"at": 50}}
                 ]},
                 "timeline": [
                   {"at": 0, "request": "backlog", "duration": 2000},
                   {"at": 0, "request": "today", "duration": 300, "after": ["backlog"], "blocks": ["board"]}
                 ]}
                """, severity: .warning),
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  ↓{"id": "feed", "primary": true, "style": {"flexGrow": 1}}
                 ]},
                 "timeline": [
                   {"at": 0, "request": "posts", "duration": 500, "blocks": ["feed"]},
                   {"at": 400, "work": "buildAdViews", "duration": 900, "thread": "main"}
                 ]}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Word game", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
                  {"id": "board", "primary": true, "style": {"height": 300}, "content": {"at": 50}}
                 ]},
                 "timeline": [
                   {"at": 0, "request": "today", "duration": 300, "blocks": ["board"]},
                   {"at": 0, "request": "backlog", "duration": 2000, "after": ["today"]}
                 ]}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let launch = context.analysis.launch
        guard let primary = launch.primaryContent, primary.nodes.indices.contains(primary.lastNode) else { return [] }
        let budget = context.option(Self.budgetMs.name, default: Self.budgetMs.defaultValue)
        let node = primary.nodes[primary.lastNode]
        guard let shown = primary.displayMs, let ready = node.readyMs else {
            return [
                context.finding(
                    at: node.location, node: node.id,
                    claim: "primary content never comes on screen: '\(node.id)' has content with no arrival time and no request blocks it",
                    fix: .advice("give its content an \"at\" or name the request it waits for in that request's \"blocks\""))
            ]
        }
        guard shown > budget else { return [] }
        var waits: [String] = []
        if let declared = node.declaredMs, declared >= ready {
            waits.append("its content arriving at \(Format.points(declared))ms")
        }
        let blockers = launch.content.blockers[node.id] ?? []
        if let last = blockers.max(by: { (launch.tasks[$0].finishMs, -$0) < (launch.tasks[$1].finishMs, -$1) }),
            launch.tasks[last].finishMs >= ready
        {
            waits.append(launch.describeChain(to: last))
        }
        if shown == launch.firstFrameMs, launch.firstFrameMs > ready {
            let behind = launch.describeMainWork(from: 0, to: launch.firstFrameMs).map { ", behind \($0) on main" } ?? ""
            waits.append("the first frame\(behind)")
        } else if shown > launch.clock.tick(atOrAfter: ready), let busy = launch.describeMainWork(from: ready, to: shown) {
            waits.append("a busy main thread: \(busy)")
        }
        let waited = waits.isEmpty ? "" : ", after waiting for " + waits.joined(separator: ", and ")
        return [
            context.finding(
                at: node.location, node: node.id,
                claim: "primary content '\(node.id)' comes on screen later than the \(Format.points(budget))ms budget\(waited):",
                figures: "at \(Format.points(shown))ms, \(Format.points(shown - budget))ms late",
                fix: .advice(
                    "show it sooner: draw it from cache, start what it needs at launch, and move what it does not need after it or off the main thread"
                ),
                atMs: shown)
        ]
    }
}
