import LayoutModel

/// Non-essential main-thread work that delays the first frame (SPEC §7, issue 12).
struct BlockingLaunchWorkRule: Rule {
    static let description = RuleDescription(
        id: "blocking-launch-work",
        name: "Blocking launch work",
        summary: "non-essential main-thread work runs before the first frame and delays it",
        rationale: """
            until the first frame is on screen the user stares at the launch screen, and the system \
            may kill an app that takes too long to launch. work the first frame does not need, such as \
            starting an ad or analytics SDK, or parsing a response on the main thread, belongs after the \
            first frame or on a background thread: one ad SDK started synchronously froze a word game's \
            launch for 30 seconds.
            """,
        defaultSeverity: .error,
        pictures: [.launchTimeline],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Word game", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "board"}]},
                 "timeline": [↓{"at": 0, "work": "MobileAds.start", "duration": 30000, "thread": "main", "essential": false}]}
                """, severity: .error),
            RuleExample(
                """
                {"screen": "News", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "story"}]},
                 "timeline": [
                   {"at": 0, "work": "restoreSession", "duration": 100, "thread": "main", "essential": true},
                   ↓{"at": 0, "work": "Analytics.configure", "duration": 400, "thread": "main"},
                   ↓{"at": 0, "request": "remoteConfig", "duration": 100, "onMain": 200}
                 ]}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Word game", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "board"}]},
                 "timeline": [
                   {"at": 0, "work": "loadBoard", "duration": 100, "thread": "main", "essential": true},
                   {"at": 0, "work": "MobileAds.start", "duration": 30000, "thread": "main", "after": ["firstFrame"]},
                   {"at": 0, "work": "Analytics.configure", "duration": 400, "thread": "background"}
                 ]}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let launch = context.analysis.launch
        let first = launch.firstFrameMs
        return launch.launchBlockers.compactMap { index -> Finding? in
            let slice = launch.mainSlices[index]
            let task = launch.tasks[slice.task]
            let without = launch.firstFrameMs(emptying: [slice.task])
            guard without < first else { return nil }
            let what = slice.isResponse ? "'\(task.name)' response work (onMain)" : "'\(task.name)'"
            let fix = slice.isResponse
                ? "send the request after the first frame (\"after\": [\"firstFrame\"]) or handle its response on a background thread"
                : "run it after the first frame (\"after\": [\"firstFrame\"]) or on a background thread"
            let message = """
                \(what) blocks the main thread for \(Format.points(slice.durationMs))ms before the first frame \
                (first frame at \(Format.points(first))ms; \(Format.points(without))ms without it); \(fix)
                """
            let waits: [String]
            switch task.kind {
            case .work(let work): waits = work.after
            case .request(let request): waits = request.after
            }
            let after = "[" + (waits + ["firstFrame"]).map(JSONString.quote).joined(separator: ", ") + "]"
            return context.finding(at: task.location, node: nil, message, atMs: slice.startMs).fixing(["after"], to: after)
        }
    }
}
