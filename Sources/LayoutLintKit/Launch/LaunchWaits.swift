import LayoutModel

/// What a moment of the launch waited for, in words for findings (issue 12): the chain of tasks
/// that released one another, and the main-thread work in the way of a frame.
extension LaunchSimulation {
    /// The tasks that made `task` ready when it was, earliest first, `task` last: each one
    /// released by the finish of the one before it (its `after`).
    public func releaseChain(to task: Int) -> [Int] {
        var chain = [task]
        var current = task
        while case .task(let previous) = tasks[current].releasedBy, chain.count <= tasks.count {
            chain.append(previous)
            current = previous
        }
        return chain.reversed()
    }

    /// "request 'home' (600ms)", "'MobileAds.start' (30000ms on main)", "request 'ad' (800ms,
    /// then 40ms on main)": a task and how long it took.
    public func describe(task index: Int) -> String {
        let task = tasks[index]
        switch task.kind {
        case .work(let work):
            let queued = task.startMs > task.readyMs ? ", after \(Format.points(task.startMs - task.readyMs))ms waiting for main" : ""
            return "'\(task.name)' (\(Format.points(work.duration))ms \(work.thread == .main ? "on main" : "in the background")\(queued))"
        case .request(let request):
            let response = task.finishMs > task.endMs ? ", then \(Format.points(task.finishMs - task.endMs))ms until its response work ran" : ""
            return "request '\(task.name)' (\(Format.points(request.duration))ms\(response))"
        }
    }

    /// The release chain of `task` in words, joined by arrows; prefixed by the first frame when
    /// the chain starts after it.
    public func describeChain(to task: Int) -> String {
        let chain = releaseChain(to: task)
        var words = chain.map { describe(task: $0) }
        if let first = chain.first, tasks[first].releasedBy == .firstFrame {
            words.insert("the first frame (\(Format.points(firstFrameMs))ms)", at: 0)
        }
        return words.joined(separator: " → ")
    }

    /// The main-thread runs in [`from`, `to`), longest first (ties in time order), as
    /// "'parse' (300ms)"; at most `limit` named, then "and n more".
    public func describeMainWork(from: Double, to: Double, limit: Int = 3) -> String? {
        let range = slices(overlapping: from, to)
        let busy = range.filter { mainSlices[$0].durationMs > 0 }
            .sorted { (-mainSlices[$0].durationMs, $0) < (-mainSlices[$1].durationMs, $1) }
        guard !busy.isEmpty else { return nil }
        var words = busy.prefix(limit).map { index -> String in
            let slice = mainSlices[index]
            let name = slice.isResponse ? "'\(tasks[slice.task].name)' response work" : "'\(tasks[slice.task].name)'"
            return "\(name) (\(Format.points(slice.durationMs))ms)"
        }
        if busy.count > limit { words.append("\(busy.count - limit) more") }
        return words.joined(separator: ", ")
    }
}
