import Foundation
import Testing

@testable import LayoutModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Remembers the threads a measure function was called on.
private final class ThreadLog: @unchecked Sendable {
    private let lock = NSLock()
    private var threads: [pthread_t] = []

    var measure: MeasureFunction {
        { _, _, _, _ in
            self.lock.withLock { self.threads.append(pthread_self()) }
            return MeasuredSize(width: 10, height: 10)
        }
    }

    var recorded: [pthread_t] { lock.withLock { threads } }
}

/// A chain `depth` levels deep whose leaf is measured by `log`.
private func chain(depth: Int, log: ThreadLog) -> LayoutTree {
    var tree = LayoutTree()
    var parent = tree.addNode(style: style(width: .points(100)), parent: nil)
    for _ in 2..<depth { parent = tree.addNode(style: Style(), parent: parent) }
    tree.addNode(style: Style(), parent: parent, measure: log.measure)
    return tree
}

@Suite struct LayoutThreadTests {
    @Test func aShallowTreeIsLaidOutOnTheCallersThread() throws {
        let log = ThreadLog()
        let caller = pthread_self()
        let r = try LayoutEngine().layout(chain(depth: 3, log: log), availableWidth: nil, availableHeight: nil)
        #expect(r.frames[2] == rect(0, 0, 100, 10))
        #expect(!log.recorded.isEmpty)
        #expect(log.recorded.allSatisfy { pthread_equal($0, caller) != 0 })
    }

    @Test func aDeepTreeRunsOnAWorkerThread() throws {
        // 5,000 levels need more stack than a test thread has left.
        let log = ThreadLog()
        let caller = pthread_self()
        let r = try LayoutEngine().layout(chain(depth: 5_000, log: log), availableWidth: nil, availableHeight: nil)
        #expect(r.frames[4_999] == rect(0, 0, 100, 10))
        #expect(!log.recorded.isEmpty)
        #expect(log.recorded.allSatisfy { pthread_equal($0, caller) == 0 })
    }

    @Test func workersAreReusedNotStartedPerCall() throws {
        let pool = LayoutWorkers(limit: 2)
        var threads: [pthread_t] = []
        for _ in 0..<3 {
            threads.append(try pool.run(stackBytes: 8 * 1024 * 1024) { pthread_self() })
        }
        #expect(pool.threadsStarted == 1)
        #expect(threads.allSatisfy { pthread_equal($0, threads[0]) != 0 })
        // A bigger stack than the worker has replaces nothing while under the limit: a second worker.
        _ = try pool.run(stackBytes: LayoutWorkers.minimumStackBytes * 2) { 0 }
        #expect(pool.threadsStarted == 2)
    }

    @Test func stackUnavailableSaysWhatFailed() {
        let message = LayoutError.stackUnavailable(bytes: 512 * 1024 * 1024).description
        #expect(
            message == "laying this tree out needs a thread stack of 512 MB, which the system refused; flatten the tree or lower maxDepth")
    }
}
