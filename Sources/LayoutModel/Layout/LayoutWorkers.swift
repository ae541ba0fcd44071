import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The threads deep layouts run on: at most `limit` long-lived threads with large stacks,
/// created on first need and reused by every later call, so a deep tree costs no thread
/// start and no fresh stack pages per layout.
///
/// A call takes the idle worker with the smallest stack that is big enough; when none is,
/// it starts one (while fewer than `limit` live), replaces an idle worker whose stack is too
/// small, or waits for a worker to finish.
final class LayoutWorkers: @unchecked Sendable {
    /// The process's pool: at most max(2, cores) workers.
    static let shared = LayoutWorkers(limit: max(2, ProcessInfo.processInfo.activeProcessorCount))

    /// Workers' stacks are at least this big, so most deep trees share the first worker.
    static let minimumStackBytes = 64 * 1024 * 1024

    let limit: Int
    private let condition = NSCondition()
    private var idle: [LayoutWorker] = []
    private var live = 0
    /// Threads this pool has started, ever.
    private(set) var threadsStarted = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Runs `body` on a worker whose stack has at least `stackBytes` and returns its result.
    /// Throws `LayoutError.stackUnavailable` when no thread with such a stack can be created.
    func run<T>(stackBytes: Int, _ body: () -> T) throws(LayoutError) -> T {
        let worker = try acquire(stackBytes: stackBytes)
        defer { release(worker) }
        var result: T?
        withoutActuallyEscaping(body) { body in
            worker.perform { result = body() }
        }
        guard let result else { throw LayoutError.stackUnavailable(bytes: stackBytes) }
        return result
    }

    private func acquire(stackBytes: Int) throws(LayoutError) -> LayoutWorker {
        condition.lock()
        defer { condition.unlock() }
        while true {
            let fitting = idle.indices.filter { idle[$0].stackBytes >= stackBytes }
            if let best = fitting.min(by: { idle[$0].stackBytes < idle[$1].stackBytes }) {
                return idle.remove(at: best)
            }
            if live < limit || !idle.isEmpty {
                if live >= limit {
                    // Every idle worker is too small: replace one.
                    idle.removeFirst().retire()
                    live -= 1
                }
                let size = max(Self.minimumStackBytes, stackBytes)
                guard let worker = LayoutWorker.start(stackBytes: size) else {
                    throw LayoutError.stackUnavailable(bytes: size)
                }
                live += 1
                threadsStarted += 1
                return worker
            }
            condition.wait()
        }
    }

    private func release(_ worker: LayoutWorker) {
        condition.lock()
        idle.append(worker)
        condition.signal()
        condition.unlock()
    }
}

/// One long-lived thread that runs the jobs handed to it, one at a time.
private final class LayoutWorker: @unchecked Sendable {
    let stackBytes: Int
    private let condition = NSCondition()
    private var job: (() -> Void)?
    private var finished = false
    private var retired = false

    private init(stackBytes: Int) {
        self.stackBytes = stackBytes
    }

    /// A worker on a new thread with a stack of `stackBytes`, or nil when the system refuses.
    static func start(stackBytes: Int) -> LayoutWorker? {
        let worker = LayoutWorker(stackBytes: stackBytes)
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, stackBytes) == 0,
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
        else { return nil }
        let context = Unmanaged.passRetained(worker).toOpaque()
        #if canImport(Darwin)
            var thread: pthread_t?
        #else
            var thread = pthread_t()
        #endif
        let status = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                Unmanaged<LayoutWorker>.fromOpaque(context).takeRetainedValue().loop()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<LayoutWorker>.fromOpaque(context).release()
            return nil
        }
        return worker
    }

    /// Runs `work` on this worker's thread and returns when it is done.
    func perform(_ work: @escaping () -> Void) {
        condition.lock()
        finished = false
        job = work
        condition.broadcast()
        while !finished { condition.wait() }
        condition.unlock()
    }

    /// Ends the thread once it is idle.
    func retire() {
        condition.lock()
        retired = true
        condition.broadcast()
        condition.unlock()
    }

    private func loop() {
        condition.lock()
        while true {
            while job == nil && !retired { condition.wait() }
            guard let work = job else { break }
            job = nil
            condition.unlock()
            work()
            condition.lock()
            finished = true
            condition.broadcast()
        }
        condition.unlock()
    }
}
