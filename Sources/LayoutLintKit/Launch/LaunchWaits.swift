import LayoutModel

/// What a moment of the launch waited for, in words for findings: the chain of tasks
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

    /// "request 'home' (600ms)", "'MobileAds.start' (30000ms on main)", "'parse' (3000ms on
    /// main in 400 pieces)", "request 'ad' (800ms, then 40ms until its response work ran)": a
    /// task and how long it took.
    public func describe(task index: Int) -> String {
        let task = tasks[index]
        switch task.kind {
        case .work(let work):
            let queued = task.startMs > task.readyMs ? ", after \(Format.points(task.startMs - task.readyMs))ms waiting for main" : ""
            let pieces = task.mainPieces > 1 ? " in \(task.mainPieces) pieces" : ""
            return
                "'\(task.name)' (\(Format.points(work.duration))ms \(work.thread == .main ? "on main" : "in the background")\(pieces)\(queued))"
        case .request(let request):
            let response =
                task.finishMs > task.endMs ? ", then \(Format.points(task.finishMs - task.endMs))ms until its response work ran" : ""
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
    /// "'parse' (300ms)"; the pieces of one split work are named once, with their time together:
    /// "'parse' (24ms in 3 pieces)", "'parse' (8ms in 1 of its 4 pieces)". At most `limit`
    /// named, then "and n more".
    public func describeMainWork(from: Double, to: Double, limit: Int = 3) -> String? {
        // Pieces of one work, by its first slice in the range: their time and count.
        var groups: [(first: Int, ms: Double, count: Int)] = []
        var groupOf: [Int: Int] = [:]
        for index in slices(overlapping: from, to) where mainSlices[index].durationMs > 0 {
            let slice = mainSlices[index]
            let key = slice.isResponse ? -1 - slice.task : slice.task
            if slice.pieceCount > 1, let group = groupOf[key] {
                groups[group].ms += slice.durationMs
                groups[group].count += 1
            } else {
                groupOf[key] = groups.count
                groups.append((index, slice.durationMs, 1))
            }
        }
        let busy = groups.sorted { (-$0.ms, $0.first) < (-$1.ms, $1.first) }
        guard !busy.isEmpty else { return nil }
        var words = busy.prefix(limit).map { group -> String in
            let slice = mainSlices[group.first]
            let name = slice.isResponse ? "'\(tasks[slice.task].name)' response work" : "'\(tasks[slice.task].name)'"
            guard slice.pieceCount > 1 else { return "\(name) (\(Format.points(group.ms))ms)" }
            let of = group.count == slice.pieceCount ? "\(group.count) pieces" : "\(group.count) of its \(slice.pieceCount) pieces"
            return "\(name) (\(Format.points(group.ms))ms in \(of))"
        }
        if busy.count > limit { words.append("\(busy.count - limit) more") }
        return words.joined(separator: ", ")
    }
}
