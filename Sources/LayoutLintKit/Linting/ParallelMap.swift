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

    /// Makes the values of indices `0..<count` on up to `jobs` threads and hands each to
    /// `consume` on the calling thread, in index order, as soon as it and every one before it
    /// are made; `consume` returns false to stop (indices not yet started are never made).
    /// At most `jobs` values are being made or waiting to be consumed at once, so memory is
    /// `jobs` values, not `count`. With one job (or one index) it is a plain loop.
    public static func ordered<Output: Sendable>(
        count: Int, jobs: Int, make: @escaping @Sendable (Int) -> Output, consume: (Int, Output) -> Bool
    ) {
        guard jobs > 1, count > 1 else {
            for index in 0..<count where !consume(index, make(index)) { return }
            return
        }
        let slots = OrderedSlots<Output>(count: count, ahead: jobs)
        let group = DispatchGroup()
        // Threads of their own, not the shared pool: the caller blocks while they work, and
        // callers may themselves be pool threads (files linted in parallel), which a pool no
        // wider than the machine might leave no thread to run the makers on. (`make` escapes:
        // a thread releases its closure only some time after its last line has run.)
        for _ in 0..<min(jobs, count) {
            group.enter()
            let worker = Thread {
                while let index = slots.take() { slots.put(index, make(index)) }
                group.leave()
            }
            worker.stackSize = 8 << 20
            worker.start()
        }
        for index in 0..<count where !consume(index, slots.value(at: index)) { break }
        slots.stop()
        group.wait()
    }
}

/// The values `ParallelMap.ordered` makes, handed out in order: an index is given to a maker
/// only while fewer than `ahead` made or started values wait for the consumer.
private final class OrderedSlots<Output: Sendable>: @unchecked Sendable {
    private var slots: [Output?]
    private let ahead: Int
    private var next = 0
    private var consumed = 0
    private var stopped = false
    private let condition = NSCondition()

    init(count: Int, ahead: Int) {
        slots = Array(repeating: nil, count: count)
        self.ahead = ahead
    }

    /// The next index to make; nil when all are handed out or the consumer stopped.
    func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped, next < slots.count, next - consumed >= ahead { condition.wait() }
        guard !stopped, next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func put(_ index: Int, _ value: Output) {
        condition.lock()
        slots[index] = value
        condition.broadcast()
        condition.unlock()
    }

    /// The value of `index` once it is made, removed from its slot.
    func value(at index: Int) -> Output {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value = slots[index] {
                slots[index] = nil
                consumed = index + 1
                condition.broadcast()
                return value
            }
            condition.wait()
        }
    }

    /// No more indices are handed out.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
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
