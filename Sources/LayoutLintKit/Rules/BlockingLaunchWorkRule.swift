import LayoutModel

/// Non-essential main-thread work that delays the first frame.
///
/// Whether a run delays the first frame is answered by replaying the launch up to the first
/// frame without it, O(events log events) each; the longest `maxReplays` runs are checked
/// (every run, on any screen with fewer), so a timeline of thousands of tiny runs stays linear.
struct BlockingLaunchWorkRule: Rule {
    /// How many runs are replayed without themselves, longest first.
    static let maxReplays = 64

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
        // Work split into pieces counts with all its pieces (a blocker is named by its first).
        let durations = Dictionary(uniqueKeysWithValues: launch.launchBlockers.map { ($0, launch.mainMs(ofWorkAt: $0)) })
        let longest = launch.launchBlockers
            .sorted { (-(durations[$0] ?? 0), $0) < (-(durations[$1] ?? 0), $1) }
            .prefix(Self.maxReplays).sorted()
        return longest.compactMap { index -> Finding? in
            let slice = launch.mainSlices[index]
            let task = launch.tasks[slice.task]
            let without = launch.firstFrameMs(emptying: [slice.task])
            guard without < first else { return nil }
            let what = slice.isResponse ? "'\(task.name)' response work (onMain)" : "'\(task.name)'"
            let duration = durations[index] ?? slice.durationMs
            let pieces = slice.pieceCount > 1 ? " in \(slice.pieceCount) pieces" : ""
            return context.finding(
                at: task.location, node: nil,
                claim: "\(what) blocks the main thread for \(Format.points(duration))ms\(pieces) before the first frame",
                figures: "(first frame at \(Format.points(first))ms; \(Format.points(without))ms without it)",
                fix: Self.fix(task, responseMs: slice.isResponse ? duration : nil), atMs: slice.startMs)
        }
    }

    /// The longest piece, in ms, that response work is split into: under one refresh at 120 Hz,
    /// so no refresh rate misses a frame for it.
    static let pieceMs = 8.0

    /// The complete fix: non-essential work runs on a background thread after the first frame;
    /// a request is sent after the first frame and its response work (`responseMs`) handled in
    /// pieces that let frames through, so moving it creates no hang or hitch.
    static func fix(_ task: LaunchTask, responseMs: Double?) -> FixProposal {
        let waits: [String]
        switch task.kind {
        case .work(let work): waits = work.after
        case .request(let request): waits = request.after
        }
        let after = Fix.Edit(
            object: task.location, keyPath: ["after"], value: Fix.json(waits.filter { $0 != "firstFrame" } + ["firstFrame"]))
        guard let responseMs else {
            let thread = Fix.Edit(object: task.location, keyPath: ["thread"], value: JSONString.quote("background"))
            return .edits(
                [after, thread],
                words: "run it on a background thread after the first frame (\"thread\": \"background\", \"after\": \(after.value))")
        }
        let pieces = max(1, Int((responseMs / pieceMs).rounded(.up)))
        let each = Format.json((responseMs / Double(pieces) * 100).rounded(.down) / 100)
        let onMain = Fix.Edit(object: task.location, keyPath: ["onMain"], value: "{\"pieces\": \(pieces), \"each\": \(each)}")
        return .edits(
            [after, onMain],
            words:
                "send the request after the first frame and handle its response in pieces of at most \(Format.points(pieceMs))ms (\"after\": \(after.value), \"onMain\": \(onMain.value))"
        )
    }
}
