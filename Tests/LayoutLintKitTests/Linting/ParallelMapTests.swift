import Foundation
import Testing

@testable import LayoutLintKit

/// `ParallelMap.ordered`: values made on several threads are consumed in index order on the
/// caller's thread, at most `jobs` ahead of the consumer, and a stop makes no more of them.
@Suite struct ParallelMapTests {
    /// Indices made so far, from any thread.
    final class Made: @unchecked Sendable {
        private var indices: [Int] = []
        private let lock = NSLock()
        func add(_ index: Int) { lock.withLock { indices.append(index) } }
        var all: [Int] { lock.withLock { indices } }
    }

    @Test func consumesInOrderWhateverOrderTheyAreMadeIn() {
        var consumed: [Int] = []
        ParallelMap.ordered(count: 40, jobs: 4) { index in
            // Later indices finish first now and then.
            usleep(UInt32((40 - index) % 7) * 200)
            return index * index
        } consume: { index, value in
            #expect(value == index * index)
            consumed.append(index)
            return true
        }
        #expect(consumed == Array(0..<40))
    }

    @Test func aStopMakesNothingBeyondWhatWasAlreadyUnderWay() {
        let made = Made()
        var consumed: [Int] = []
        ParallelMap.ordered(count: 1_000, jobs: 3) { index in
            made.add(index)
            return index
        } consume: { index, _ in
            consumed.append(index)
            return index < 9
        }
        #expect(consumed == Array(0...9))
        // Index 9 stopped it; at most 3 were being made or waiting beyond it.
        #expect(made.all.max() ?? 0 <= 9 + 3, "\(made.all.sorted())")
        #expect(Set(made.all).isSuperset(of: 0...9))
    }
}
