import LayoutModel

/// Which requests hold back which nodes' content (`blocks`), and when content really arrives:
/// never before the requests blocking its node have finished (response and `onMain`).
public struct LaunchContent: Sendable, Hashable {
    /// For each node id a request `blocks`: those requests (task indices), in file order.
    public let blockers: [String: [Int]]
    /// For each blocked node id: when the last of its blocking requests finished.
    public let blockedUntilMs: [String: Double]

    init(tasks: [LaunchTask]) {
        var blockers: [String: [Int]] = [:]
        var until: [String: Double] = [:]
        for (index, task) in tasks.enumerated() {
            for id in task.request?.blocks ?? [] where blockers[id]?.last != index {
                blockers[id, default: []].append(index)
                until[id] = max(until[id] ?? task.finishMs, task.finishMs)
            }
        }
        self.blockers = blockers
        blockedUntilMs = until
    }

    /// When content of node `id` declared to arrive at `declaredMs` really arrives.
    public func arrivalMs(of id: String, declaredAt declaredMs: Double) -> Double {
        max(declaredMs, blockedUntilMs[id] ?? declaredMs)
    }

    /// When content of node `id`, in the tree from `presentMs`, arrives: at its declared time but
    /// not before the node is present, nor before the requests blocking the node have finished;
    /// with no declared time, when those requests finish (nil when none blocks it: it never
    /// arrives).
    public func arrivalMs(of id: String, declaredAt declaredMs: Double?, presentMs: Double) -> Double? {
        guard let declaredMs else { return blockedUntilMs[id].map { max($0, presentMs) } }
        return arrivalMs(of: id, declaredAt: max(declaredMs, presentMs))
    }

    /// When the change `event` makes to the tree happens: content arrives not before the
    /// requests blocking its node have finished, every other change at the event's time. Nil for
    /// inputs and launch work, which change nothing in the tree. The one rule for the time of an
    /// event's change; `LaunchSimulation.displayMs(of:)` gives the frame that shows it.
    public func changeMs(of event: TimelineEvent) -> Double? {
        switch event.action.change {
        case .content(let id): arrivalMs(of: id, declaredAt: event.at)
        case .inPlace, .add, .remove: event.at
        case nil: nil
        }
    }

    /// Every change the screen's timeline makes, at the time it really happens, in a fixed order:
    /// content arrivals (`content.at`, `arrive`, inserted nodes' content) delayed by the requests
    /// blocking them; blocked nodes no arrival is declared for, when their requests finish; and
    /// the events' other changes (`show`, `hide`, `insert`, `remove`, `set`) at their times.
    /// O(nodes + events).
    func changes(in screen: Screen) -> [(id: String, atMs: Double)] {
        var changes: [(id: String, atMs: Double)] = []
        var declared: Set<String> = []
        for node in screen.tree.nodes {
            guard let at = node.content?.at else { continue }
            declared.insert(node.id)
            changes.append((node.id, arrivalMs(of: node.id, declaredAt: at)))
        }
        for event in screen.timeline {
            guard let change = event.action.change, let atMs = changeMs(of: event) else { continue }
            if case .content(let id) = change { declared.insert(id) }
            if let id = change.id { changes.append((id, atMs)) }
            for node in change.added?.nodes ?? [] {
                guard let at = node.content?.at, let arrival = arrivalMs(of: node.id, declaredAt: at, presentMs: event.at) else { continue }
                declared.insert(node.id)
                changes.append((node.id, arrival))
            }
        }
        for id in blockedUntilMs.keys.sorted() where !declared.contains(id) {
            changes.append((id, blockedUntilMs[id] ?? 0))
        }
        return changes
    }
}

/// For each task, the longest chain of requests that waited for one another (through `after`,
/// directly or via work) and ends at it: `request-chain` and `roundTripsBeforePrimary`.
/// O(tasks + waits), over the tasks in the order they finished (a topological order).
struct RequestChains: Sendable, Hashable {
    /// Requests on the longest chain ending at each task, itself included.
    private(set) var length: [Int]
    /// The task before it on that chain.
    private(set) var previous: [Int?]
    private let isRequest: [Bool]

    init(tasks: [LaunchTask], graph: LaunchGraph, finishOrder: [Int]) {
        isRequest = tasks.map { $0.request != nil }
        length = Array(repeating: 0, count: tasks.count)
        previous = Array(repeating: nil, count: tasks.count)
        var longestOfName = [Int?](repeating: nil, count: graph.names.count)
        func longer(_ a: Int, than b: Int?) -> Bool {
            guard let b else { return true }
            return (length[a], tasks[a].finishMs, -a) > (length[b], tasks[b].finishMs, -b)
        }
        for task in finishOrder {
            var best: Int?
            for name in graph.waits[task] {
                if let candidate = longestOfName[name], longer(candidate, than: best) { best = candidate }
            }
            length[task] = (best.map { length[$0] } ?? 0) + (isRequest[task] ? 1 : 0)
            previous[task] = best
            let name = graph.nameOf[task]
            if longer(task, than: longestOfName[name]) { longestOfName[name] = task }
        }
    }

    /// The requests of the longest chain ending at `task`, first to last.
    func requests(endingAt task: Int) -> [Int] {
        var chain: [Int] = []
        var next: Int? = task
        while let current = next {
            if isRequest[current] { chain.append(current) }
            next = previous[current]
        }
        return chain.reversed()
    }
}
