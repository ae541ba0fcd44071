import Dispatch
import Foundation

/// Maps over an array on up to `jobs` threads, keeping the input order in the output.
public enum ParallelMap {
    public static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        guard jobs > 1, inputs.count > 1 else { return inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: min(jobs, inputs.count)) { _ in
            while let index = next.take(below: inputs.count) {
                results.set(index, transform(inputs[index]))
            }
        }
        return results.values()
    }
}

/// Output slots written from several threads, one slot per input.
private final class ResultSlots<Output: Sendable>: @unchecked Sendable {
    private var slots: [Output?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Output) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Output] { slots.compactMap { $0 } }
}

/// Hands out indices 0, 1, 2, … to worker threads.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}
