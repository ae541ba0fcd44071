/// Checks the `after` waits of a screen's `work` and `request` events: each name must
/// be a work or request of the screen or `"firstFrame"`, no wait may close a cycle (nothing in
/// it could ever start), and no work or request may be named `"firstFrame"`. Each problem is
/// reported at the offending name. O(events + waits); see `LaunchGraph`.
enum LaunchValidator {
    static func validate(_ records: [EventRecord], context: inout DecodingContext) {
        let graph = LaunchGraph(timeline: records.map(\.event))
        for (task, event) in graph.events.enumerated() where graph.names[graph.nameOf[task]] == LaunchGraph.firstFrame {
            let record = records[event]
            context.error(
                "\"\(LaunchGraph.firstFrame)\" is reserved: in \"after\" it means the first frame on screen; give this \(record.event.action.kind.rawValue) another name",
                at: record.nameLocation ?? record.event.location)
        }
        for problem in graph.problems {
            let record = records[graph.events[problem.task]]
            let location = problem.entry < record.after.count ? record.after[problem.entry].location : record.event.location
            switch problem.kind {
            case .unknownName(let name):
                var hint = context.hint(for: name, in: graph.names + [LaunchGraph.firstFrame])
                if hint.isEmpty { hint = " (\"after\" names work or requests of the screen, or \"firstFrame\")" }
                context.error("\"\(name)\" is not a work or request of this screen\(hint)", at: location)
            case .cycle(let path, let length):
                context.error(cycleMessage(path: path, length: length), at: location)
            }
        }
    }

    /// "waiting for "a" closes a cycle: "a" waits for "b", which waits for "a"; …".
    static func cycleMessage(path: [String], length: Int) -> String {
        guard let first = path.first else { return "this wait closes a cycle" }
        if length == 1 {
            return "\"\(first)\" waits for itself, so it can never start; remove \"\(first)\" from its \"after\""
        }
        var text = "waiting for \"\(first)\" closes a cycle: \"\(first)\" waits for"
        for (index, name) in path.dropFirst().enumerated() { text += (index == 0 ? " " : ", which waits for ") + "\"\(name)\"" }
        if path.count == length {
            text += ", which waits for \"\(first)\""
        } else {
            text += ", … (\(length) waits in all, back to \"\(first)\")"
        }
        return text + "; none of them can ever start, so remove one of these waits"
    }
}
