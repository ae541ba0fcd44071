/// The `after` waits between a screen's `work` and `request` events (its tasks), resolved by
/// name, with the waits that cannot be honoured (unknown names, cycles) set aside.
///
/// `after: [name]` waits for every task with that name to finish (names need not be unique);
/// `"firstFrame"` waits for the first frame to be on screen. Waits are kept per name, so a name
/// shared by many tasks costs one edge per wait, not one per task. Building is O(events + waits);
/// the cycle search is an iterative depth-first search over names, so long chains cannot
/// overflow the stack. The decoder reports `problems`; simulations use `waits`, which never
/// contain a cycle, so every task of a graph can run.
public struct LaunchGraph: Sendable, Hashable {
    /// The name that waits for the first frame.
    public static let firstFrame = "firstFrame"
    /// The longest cycle path kept in a problem; longer cycles keep their first names.
    static let maxCyclePath = 12

    /// For each task, the index of its event in the timeline; tasks are in file order.
    public private(set) var events: [Int] = []
    /// The distinct task names, in order of first appearance.
    public private(set) var names: [String] = []
    /// For each task, the index of its name in `names`.
    public private(set) var nameOf: [Int] = []
    /// For each name, the tasks with that name, in file order.
    public private(set) var members: [[Int]] = []
    /// For each task, the names (indices) it waits for: known names, each once, without the
    /// waits that close a cycle.
    public private(set) var waits: [[Int]] = []
    /// For each task, whether it waits for the first frame.
    public private(set) var waitsForFirstFrame: [Bool] = []
    /// For each name, the tasks that wait for it, in file order.
    public private(set) var dependents: [[Int]] = []
    /// The waits that cannot be honoured, by task then by position in its `after`.
    public private(set) var problems: [Problem] = []

    /// A wait that cannot be honoured.
    public struct Problem: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// No task has this name.
            case unknownName(String)
            /// The wait closes a cycle: `path` starts at the waited-for name, each name waits for
            /// the next and the last waits for the first again; `length` counts the names (and
            /// waits) around the whole cycle, of which at most `maxCyclePath` are kept.
            case cycle(path: [String], length: Int)
        }
        /// The task whose `after` holds the wait.
        public var task: Int
        /// The wait's position in the task's `after`.
        public var entry: Int
        public var kind: Kind
    }

    /// Resolves the waits of `timeline`'s work and request events.
    public init(timeline: [TimelineEvent]) {
        var nameIndex: [String: Int] = [:]
        var written: [[String]] = []
        for (index, event) in timeline.enumerated() {
            let name: String, after: [String]
            switch event.action {
            case .work(let work): (name, after) = (work.name, work.after)
            case .request(let request): (name, after) = (request.name, request.after)
            default: continue
            }
            let task = events.count
            events.append(index)
            written.append(after)
            if let known = nameIndex[name] {
                nameOf.append(known)
                members[known].append(task)
            } else {
                nameIndex[name] = names.count
                nameOf.append(names.count)
                names.append(name)
                members.append([task])
            }
        }
        // Name edges: name of task → waited-for name, remembering which `after` entry made each.
        var edges = [[(target: Int, task: Int, entry: Int)]](repeating: [], count: names.count)
        waitsForFirstFrame = [Bool](repeating: false, count: events.count)
        for (task, after) in written.enumerated() {
            var seen: Set<Int> = []
            for (entry, name) in after.enumerated() {
                if name == Self.firstFrame {
                    waitsForFirstFrame[task] = true
                } else if let target = nameIndex[name] {
                    if seen.insert(target).inserted { edges[nameOf[task]].append((target, task, entry)) }
                } else {
                    problems.append(Problem(task: task, entry: entry, kind: .unknownName(name)))
                }
            }
        }
        let cut = cutCycles(edges)
        waits = [[Int]](repeating: [], count: events.count)
        dependents = [[Int]](repeating: [], count: names.count)
        for source in edges.indices {
            for edge in edges[source] where !cut.contains(Entry(task: edge.task, entry: edge.entry)) {
                waits[edge.task].append(edge.target)
            }
        }
        for task in waits.indices {
            waits[task].sort()
            for name in waits[task] { dependents[name].append(task) }
        }
        problems.sort { ($0.task, $0.entry) < ($1.task, $1.entry) }
    }

    private struct Entry: Hashable {
        var task: Int
        var entry: Int
    }

    /// Finds the back edges of an iterative depth-first search over names, records each as a
    /// cycle problem and returns them: without them the graph has no cycle.
    private mutating func cutCycles(_ edges: [[(target: Int, task: Int, entry: Int)]]) -> Set<Entry> {
        var cut: Set<Entry> = []
        var state = [UInt8](repeating: 0, count: names.count)  // 0 unvisited, 1 on the stack, 2 done
        var position = [Int](repeating: 0, count: names.count)
        for root in names.indices where state[root] == 0 {
            var stack: [(name: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let top = stack.last {
                guard top.next < edges[top.name].count else {
                    state[top.name] = 2
                    stack.removeLast()
                    continue
                }
                let edge = edges[top.name][top.next]
                stack[stack.count - 1].next += 1
                switch state[edge.target] {
                case 0:
                    state[edge.target] = 1
                    position[edge.target] = stack.count
                    stack.append((edge.target, 0))
                case 1:
                    let loop = stack[position[edge.target]...].map(\.name)
                    let path = loop.prefix(Self.maxCyclePath).map { names[$0] }
                    problems.append(Problem(task: edge.task, entry: edge.entry, kind: .cycle(path: path, length: loop.count)))
                    cut.insert(Entry(task: edge.task, entry: edge.entry))
                default:
                    break
                }
            }
        }
        return cut
    }
}
