/// Content arriving in cells on screen over a list's scroll script, in fixed time buckets, for
/// the reuse plot's scroll track: when it arrived and in which rows.
///
/// Memory is O(buckets) whatever the number of rows or arrivals.
public struct ArrivalMarks: Sendable, Hashable {
    /// One time bucket.
    public struct Bucket: Sendable, Hashable {
        /// Arrivals in cells on screen.
        public var count = 0
        /// Those that moved rows on screen.
        public var moving = 0
        /// The first and last row they arrived in.
        public var firstRow = Int.max
        public var lastRow = Int.min
    }

    /// The script's length, in ms; the buckets divide [0, durationMs]; later arrivals (content
    /// still due when the script ended) fall in the last bucket.
    public let durationMs: Double
    public private(set) var buckets: [Bucket]

    public init(durationMs: Double, bucketCount: Int) {
        self.durationMs = durationMs.isFinite ? max(0, durationMs) : 0
        buckets = Array(repeating: Bucket(), count: max(bucketCount, 1))
    }

    /// Arrivals on screen in all.
    public var count: Int { buckets.reduce(0) { $0 + $1.count } }

    /// Records content arriving in `row`'s cell `timeMs` after the script started.
    public mutating func record(timeMs: Double, row: Int, moving: Bool) {
        var index = buckets.count - 1
        if durationMs > 0, timeMs.isFinite, timeMs < durationMs {
            index = min(buckets.count - 1, max(0, Int(timeMs / durationMs * Double(buckets.count))))
        }
        buckets[index].count += 1
        if moving { buckets[index].moving += 1 }
        buckets[index].firstRow = min(buckets[index].firstRow, row)
        buckets[index].lastRow = max(buckets[index].lastRow, row)
    }
}
