import LayoutModel

/// Frames missed after the first frame because the main thread was busy.
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
        let fix = FixProposal.splitWork(intervalMs: launch.clock.intervalMs, hz: launch.clock.hz)
        let rate = "hitch time \(Format.points(ratio))ms per second while frames are due"
        // A hang is the news, whatever the hitch time: the longest one, at its longest run.
        if let longest = hangs.max(by: { (afterFirst[$0].durationMs, -$0) < (afterFirst[$1].durationMs, -$1) }) {
            let block = afterFirst[longest]
            let more = hangs.count > 1 ? " (and \(ShiftFindingSupport.count(hangs.count - 1, "more hang")))" : ""
            return [
                context.finding(
                    at: location(of: block, in: launch), node: nil,
                    claim: """
                        \(Self.names(of: block, in: launch)) \(block.slices.count == 1 ? "hangs" : "hang") the main thread for \
                        \(Format.points(block.durationMs))ms at \(Format.points(block.startMs))ms, after the first frame\(more): \
                        nothing is drawn and touches wait for 250ms or more
                        """,
                    figures: "(\(rate))", fix: fix, severity: context.severity(default: .error), atMs: block.startMs)
            ]
        }
        // The blocks that missed frames, longest first, then in time order: an order every
        // refresh rate agrees on, so the same blocks read the same on every device.
        let hitchByBlock = Dictionary(report.hitches.map { ($0.block, $0) }, uniquingKeysWith: { first, _ in first })
        let blocks = hitchByBlock.keys.sorted {
            (-launch.mainBlocks[$0].durationMs, launch.mainBlocks[$0].startMs, $0) < (
                -launch.mainBlocks[$1].durationMs, launch.mainBlocks[$1].startMs, $1
            )
        }
        guard let worst = blocks.first else { return [] }
        var parts = blocks.prefix(Self.namedBlocks).map { index -> String in
            let block = launch.mainBlocks[index]
            var words =
                "\(Self.names(of: block, in: launch)) \(block.slices.count == 1 ? "blocks" : "block") the main thread for \(Format.points(block.durationMs))ms at \(Format.points(block.startMs))ms"
            if let hitch = hitchByBlock[index] { words += " \(Self.during(hitch.demand.source))" }
            return words
        }
        if blocks.count > Self.namedBlocks { parts.append("\(blocks.count - Self.namedBlocks) more blocks") }
        let isError = ratio > error
        let missed = report.hitches.reduce(0) { $0 + $1.missedFrames }
        return [
            context.finding(
                at: location(of: launch.mainBlocks[worst], in: launch), node: nil,
                claim: "main-thread work misses frames while they are due: \(parts.joined(separator: "; "))",
                figures:
                    "(hitch time \(Format.points(ratio))ms per second, over the \(Format.points(isError ? error : warning))ms/s budget; frames missed: \(missed))",
                fix: fix, severity: context.severity(default: isError ? .error : .warning), atMs: launch.mainBlocks[worst].startMs)
        ]
    }

    /// Where the longest run of `block` is written.
    private func location(of block: MainBlock, in launch: LaunchSimulation) -> SourceLocation {
        let longest =
            block.slices.max { (launch.mainSlices[$0].durationMs, -$0) < (launch.mainSlices[$1].durationMs, -$1) }
            ?? block.slices.lowerBound
        return launch.tasks[launch.mainSlices[longest].task].location
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
