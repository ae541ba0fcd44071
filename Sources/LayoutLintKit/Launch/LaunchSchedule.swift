import LayoutModel

/// The event-driven schedule behind `LaunchSimulation`:
/// - a task is ready at the later of its `at` and the finish of every task its `after` names
///   (and of the first frame, for `"firstFrame"`);
/// - background work and requests start when ready and run in parallel with everything;
/// - the main thread runs one slice at a time, in order of readiness (ties in file order, a
///   request's `onMain` at its response time), each to completion;
/// - work split into pieces runs one piece per slice: when a piece ends, the next is queued at
///   that moment behind everything already queued (ties included), as chained
///   `DispatchQueue.main.async` blocks are, so other main work can run between two pieces;
/// - the first frame is the first refresh tick at which the main thread is idle with nothing
///   ready to run; slices that become ready at that very tick run first and so delay it, except
///   work that waits for the first frame itself, which runs right after it. A chain of pieces
///   keeps its next piece queued, so the first frame waits for every piece of work that started
///   before it (the run loop turns between pieces, but the first frame is not drawn mid-chain).
///
/// O((tasks + waits + pieces) log tasks): one heap entry per release, response and completion,
/// and a queue push and pop per piece of split work.
struct LaunchSchedule: Sendable {
    /// What a task needs from the scheduler.
    struct TaskSpec: Sendable, Hashable {
        enum Lane: Sendable, Hashable { case main, background, network }
        var at: Double
        var duration: Double
        var lane: Lane
        /// Main-thread work on a request's response.
        var onMain: Double?
        /// How many equal pieces the main-thread run (the work, or `onMain`) is split into.
        var pieces = 1
    }

    struct Input: Sendable, Hashable {
        var graph: LaunchGraph
        /// One per graph task, same order.
        var tasks: [TaskSpec]
        var clock: RefreshClock
    }

    var firstFrameMs = 0.0
    var ready: [Double], start: [Double], end: [Double], finish: [Double]
    var releasedBy: [LaunchTask.Release]
    var responseSlice: [Int?]
    var slices: [MainSlice] = []
    /// For each task, its slices in time order (one per piece).
    var slicesOf: [[Int]]
    /// Tasks in the order they finished: every task comes after all it waited for.
    var finishOrder: [Int] = []

    private enum Happening: Sendable {
        case release(Int), response(Int), background(Int), mainDone
    }

    private struct Entry: Comparable, Sendable {
        var time: Double
        var sequence: Int
        var what: Happening
        static func < (a: Entry, b: Entry) -> Bool { (a.time, a.sequence) < (b.time, b.sequence) }
        static func == (a: Entry, b: Entry) -> Bool { (a.time, a.sequence) == (b.time, b.sequence) }
    }

    /// A main-thread job: a task's work (`response` false) or a request's `onMain`, or one
    /// piece of either. A later piece goes behind everything queued at the same time.
    private struct Job: Comparable, Sendable {
        var ready: Double
        var task: Int
        var response: Bool
        var piece = 0
        private var order: (Double, Int, Int, Int) { (ready, piece > 0 ? 1 : 0, task, response ? 1 : 0) }
        static func < (a: Job, b: Job) -> Bool { a.order < b.order }
        static func == (a: Job, b: Job) -> Bool { a.order == b.order && a.piece == b.piece }
    }

    /// Runs `input`; main-thread work of the tasks in `emptied` takes no time (their requests
    /// still take their round trip). With `untilFirstFrame` it stops once the first frame is known.
    init(_ input: Input, emptied: Set<Int> = [], untilFirstFrame: Bool = false) {
        let graph = input.graph, specs = input.tasks, count = specs.count
        // The first frame comes when main is idle with nothing queued. Main never idles while a
        // job has pieces left, so the order pieces run in changes when main is idle only through
        // when each job finishes, which matters only to tasks waiting for main-thread work. Without
        // such a wait, a replay for the first frame runs each job whole: the same first frame,
        // without a heap operation per piece in each replay.
        let piecesMatter =
            !untilFirstFrame
            || specs.indices.contains { task in
                (specs[task].lane == .main || specs[task].onMain != nil) && !graph.dependents[graph.nameOf[task]].isEmpty
            }
        ready = specs.map(\.at)
        start = ready
        end = ready
        finish = ready
        releasedBy = Array(repeating: .own, count: count)
        responseSlice = Array(repeating: nil, count: count)
        slicesOf = Array(repeating: [], count: count)
        var waiting = (0..<count).map { graph.waits[$0].count + (graph.waitsForFirstFrame[$0] ? 1 : 0) }
        var unfinished = graph.members.map(\.count)
        var latest = [(time: Double, by: LaunchTask.Release)](repeating: (-Double.infinity, .own), count: count)
        var events = MinHeap<Entry>()
        var sequence = 0
        func push(_ time: Double, _ what: Happening) {
            events.push(Entry(time: time, sequence: sequence, what: what))
            sequence += 1
        }
        var queue = MinHeap<Job>()
        var running: Job?
        var now = 0.0
        var firstFrame: Double?
        var candidate: Double?

        func satisfy(_ task: Int, at time: Double, by release: LaunchTask.Release) {
            waiting[task] -= 1
            if time >= latest[task].time { latest[task] = (time, release) }
            guard waiting[task] == 0 else { return }
            let at = specs[task].at
            if latest[task].time > at { releasedBy[task] = latest[task].by }
            ready[task] = max(at, latest[task].time)
            push(ready[task], .release(task))
        }
        // A replay that only wants the first frame keeps no slices.
        let recording = !untilFirstFrame
        func keep(_ job: Job, from start: Double, to end: Double, of pieces: Int) {
            guard recording else { return }
            slicesOf[job.task].append(slices.count)
            slices.append(
                MainSlice(
                    task: job.task, isResponse: job.response, readyMs: job.ready, startMs: start, endMs: end, piece: job.piece,
                    pieceCount: pieces))
        }
        // Main takes `job` at `time`: its start is noted and its slice kept; when it ends, and
        // into how many pieces its work is split.
        func take(_ job: Job, at time: Double) -> (end: Double, pieces: Int) {
            let spec = specs[job.task]
            let pieces = piecesMatter ? max(1, spec.pieces) : 1
            let total = emptied.contains(job.task) ? 0 : (job.response ? spec.onMain ?? 0 : spec.duration)
            let end = time + total / Double(pieces)
            if job.piece == 0 {
                if !job.response { start[job.task] = time } else if recording { responseSlice[job.task] = slices.count }
            }
            keep(job, from: time, to: end, of: pieces)
            return (end, pieces)
        }
        func finished(_ task: Int, at time: Double) {
            finish[task] = time
            finishOrder.append(task)
            let name = graph.nameOf[task]
            unfinished[name] -= 1
            guard unfinished[name] == 0 else { return }
            for dependent in graph.dependents[name] { satisfy(dependent, at: time, by: .task(task)) }
        }

        for task in 0..<count where waiting[task] == 0 { push(specs[task].at, .release(task)) }
        while true {
            if firstFrame == nil, running == nil, queue.isEmpty {
                let tick = candidate ?? input.clock.tick(atOrAfter: now)
                candidate = tick
                if events.first.map({ tick < $0.time }) ?? true {
                    now = tick
                    firstFrame = tick
                    if untilFirstFrame { break }
                    for task in 0..<count where graph.waitsForFirstFrame[task] { satisfy(task, at: tick, by: .firstFrame) }
                    continue
                }
            }
            guard let time = events.first?.time else { break }
            now = time
            // Everything that happens at `time` first, then main takes the earliest ready job;
            // a job of 0 ms ends at `time` too, so repeat until nothing is left at `time`.
            repeat {
                while let entry = events.first, entry.time == time {
                    _ = events.pop()
                    switch entry.what {
                    case .release(let task):
                        start[task] = time
                        switch specs[task].lane {
                        case .main: queue.push(Job(ready: time, task: task, response: false))
                        case .background: push(time + specs[task].duration, .background(task))
                        case .network: push(time + specs[task].duration, .response(task))
                        }
                    case .background(let task):
                        end[task] = time
                        finished(task, at: time)
                    case .response(let task):
                        end[task] = time
                        if specs[task].onMain != nil {
                            queue.push(Job(ready: time, task: task, response: true))
                        } else {
                            finished(task, at: time)
                        }
                    case .mainDone:
                        guard let job = running else { break }
                        running = nil
                        if piecesMatter, job.piece + 1 < max(1, specs[job.task].pieces) {
                            var next = job
                            next.ready = time
                            next.piece += 1
                            queue.push(next)
                            break
                        }
                        if !job.response { end[job.task] = time }
                        finished(job.task, at: time)
                    }
                }
                if running == nil, var job = queue.pop() {
                    var (end, pieces) = take(job, at: time)
                    // A piece that ends before anything else happens hands main to the next job
                    // at once, as its end would: the next piece joins the queue and main takes the
                    // first job queued (the piece itself when the queue is empty). This skips a
                    // round through the event heap per piece, in each replay of the launch too.
                    let next = events.first?.time ?? .infinity
                    while job.piece + 1 < pieces, end < next {
                        job.ready = end
                        job.piece += 1
                        job = queue.pushPop(job)
                        (end, pieces) = take(job, at: end)
                    }
                    running = job
                    push(end, .mainDone)
                }
            } while events.first?.time == time
            if running != nil { candidate = nil }
        }
        firstFrameMs = firstFrame ?? 0
    }
}
