import LayoutModel

/// Frames missed after the first frame because the main thread was busy (issue 12).
struct MainThreadHitchRule: Rule {
    /// Apple's hitch-time ratio: good below 5 ms/s.
    static let warningOption = RuleOption(
        name: "warning", defaultValue: 5, summary: "hitch time (ms per second frames are due) above this is a warning",
        kind: .number, range: 0...1000)
    /// Apple's hitch-time ratio: poor above 10 ms/s.
    static let errorOption = RuleOption(
        name: "error", defaultValue: 10, summary: "hitch time (ms per second frames are due) above this is an error",
        kind: .number, range: 0...1000)
    /// How many blocks a message names.
    static let namedBlocks = 3

    static let description = RuleDescription(
        id: "main-thread-hitch",
        name: "Main-thread hitch",
        summary: "frames missed after the first frame: hitch time over 5 ms/s (warning), over 10 ms/s or a hang of 250 ms or more (error)",
        rationale: """
            while the main thread is busy no frame can be drawn, so a scroll, a swipe or an animation \
            stutters; a block of 250 ms or more is a hang the user feels as a frozen app. apple measures \
            hitch time as missed ms per second of motion: under 5 is good, over 10 is poor. move the \
            work off the main thread, or split it into pieces shorter than one refresh interval.
            """,
        defaultSeverity: .warning,
        options: [warningOption, errorOption],
        pictures: [.launchTimeline],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "feed", "style": {"flexGrow": 1}}]},
                 "timeline": [
                   {"at": 1000, "gesture": "feed", "duration": 2000},
                   ↓{"at": 1500, "work": "decodeThumbnail", "duration": 25, "thread": "main"}
                 ]}
                """, severity: .warning),
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "feed", "style": {"flexGrow": 1}}]},
                 "timeline": [
                   {"at": 1000, "gesture": "feed", "duration": 2000},
                   ↓{"at": 1500, "request": "nativeAd", "duration": 300, "onMain": 400}
                 ]}
                """, severity: .error),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "feed", "style": {"flexGrow": 1}}]},
                 "timeline": [
                   {"at": 1000, "gesture": "feed", "duration": 2000},
                   {"at": 1500, "work": "decodeThumbnail", "duration": 400, "thread": "background"},
                   {"at": 3500, "work": "saveDraft", "duration": 60, "thread": "main"}
                 ]}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let launch = context.analysis.launch
        let report = context.analysis.hitches
        let warning = context.option(Self.warningOption.name, default: Self.warningOption.defaultValue)
        let error = context.option(Self.errorOption.name, default: Self.errorOption.defaultValue)
        let afterFirst = launch.blocksAfterFirstFrame
        let hangs = afterFirst.indices.filter { afterFirst[$0].durationMs >= LaunchSimulation.hangThresholdMs }
        let ratio = report.hitchMsPerS
        guard ratio > warning || !hangs.isEmpty else { return [] }
        let severity: Severity = ratio > error || !hangs.isEmpty ? .error : .warning
        // The blocks to name: most missed time first, hangs among them, then in time order.
        let hitchByBlock = Dictionary(report.hitches.map { ($0.block, $0) }, uniquingKeysWith: { first, _ in first })
        let blocks = Set(hitchByBlock.keys).union(hangs).sorted {
            (-(hitchByBlock[$0]?.hitchMs ?? 0), -launch.mainBlocks[$0].durationMs, $0)
                < (-(hitchByBlock[$1]?.hitchMs ?? 0), -launch.mainBlocks[$1].durationMs, $1)
        }
        guard let worst = blocks.first else { return [] }
        let interval = launch.clock.intervalMs
        var parts = blocks.prefix(Self.namedBlocks).map { index -> String in
            let block = launch.mainBlocks[index]
            var words = "\(Self.names(of: block, in: launch)) \(block.slices.count == 1 ? "blocks" : "block") the main thread for \(Format.points(block.durationMs))ms at \(Format.points(block.startMs))ms"
            if let hitch = hitchByBlock[index] {
                words += " \(Self.during(hitch.demand.source)), missing \(ShiftFindingSupport.count(hitch.missedFrames, "frame"))"
            }
            if block.durationMs >= LaunchSimulation.hangThresholdMs { words += " (a hang: 250ms or more)" }
            return words
        }
        if blocks.count > Self.namedBlocks { parts.append("\(blocks.count - Self.namedBlocks) more blocks") }
        let budget = ratio > error ? "over the \(Format.points(error))ms/s error budget" : ratio > warning ? "over the \(Format.points(warning))ms/s budget" : "within the budget"
        let hangCount = hangs.isEmpty ? "" : " and \(ShiftFindingSupport.count(hangs.count, "hang")) after the first frame"
        let message = """
            hitch time is \(Format.points(ratio))ms per second while frames are due (\(budget))\(hangCount): \
            \(parts.joined(separator: "; ")); move this work off the main \
            thread or split it into pieces under \(Format.points(interval))ms (one refresh at \(Format.points(launch.clock.hz)) Hz)
            """
        // At the event of the worst block's longest run.
        let block = launch.mainBlocks[worst]
        let longest = block.slices.max { (launch.mainSlices[$0].durationMs, -$0) < (launch.mainSlices[$1].durationMs, -$1) } ?? block.slices.lowerBound
        let task = launch.tasks[launch.mainSlices[longest].task]
        return [context.finding(at: task.location, node: nil, message, severity: ShiftFindingSupport.severity(context, default: severity), atMs: block.startMs)]
    }

    /// "'parse'", "'parse' + 'layout'", "'ad' response work": the runs of a block, by name.
    static func names(of block: MainBlock, in launch: LaunchSimulation) -> String {
        let names = block.slices.map { index -> String in
            let slice = launch.mainSlices[index]
            return slice.isResponse ? "'\(launch.tasks[slice.task].name)' response work" : "'\(launch.tasks[slice.task].name)'"
        }
        guard names.count > 3 else { return names.joined(separator: " + ") }
        return names.prefix(3).joined(separator: " + ") + " + \(names.count - 3) more"
    }

    /// Why frames were due then, in words.
    static func during(_ source: FrameDemand.Source) -> String {
        switch source {
        case .gesture(let id): "during the gesture on '\(id)'"
        case .scroll(let id): "while '\(id)' scrolls"
        case .animation(let id): "while '\(id)' animates"
        case .change(let id): "while a change to '\(id)' waits to be shown"
        }
    }
}
