/// A list's scroll script as `CellTimeline` plays it, in fixed time buckets, for the reuse
/// plot's scroll track: the rows on screen, where each leg of the script starts, and content
/// arriving in cells on screen (when and in which rows).
///
/// The cell timeline is the one to draw when cells change height: grown rows take the list
/// through fewer rows than their estimates would. Memory is O(buckets + legs) whatever the
/// number of rows or arrivals.
public struct CellTrack: Sendable, Hashable {
    /// One time bucket.
    public struct Bucket: Sendable, Hashable {
        /// The first row on screen and the row after the last, over the bucket (nil until a
        /// moment of the bucket was recorded: nothing changed in it).
        public var shown: Range<Int>?
        /// Arrivals in cells on screen.
        public var arrivals = 0
        /// Those that moved rows on screen.
        public var moving = 0
        /// The first and the last row content arrived in.
        public var firstArrivalRow = Int.max
        public var lastArrivalRow = Int.min
    }

    /// Where a leg of the script starts.
    public struct Leg: Sendable, Hashable {
        /// Milliseconds from the start of the script.
        public var startMs: Double
        public var velocity: Double
        public var down: Bool
    }

    /// The script's length as the reuse simulation plays it, in ms: the buckets divide
    /// [0, durationMs] as the reuse plot's do; later moments (grown rows make the cell timeline
    /// longer, content still due when the script ended) fall in the last bucket.
    public let durationMs: Double
    public private(set) var buckets: [Bucket]
    public private(set) var legs: [Leg] = []

    public init(durationMs: Double, bucketCount: Int) {
        self.durationMs = durationMs.isFinite ? max(0, durationMs) : 0
        buckets = Array(repeating: Bucket(), count: max(bucketCount, 1))
    }

    /// Arrivals on screen in all.
    public var arrivals: Int { buckets.reduce(0) { $0 + $1.arrivals } }

    /// The bucket of a moment `timeMs` after the script started.
    public func bucket(at timeMs: Double) -> Int {
        guard durationMs > 0, timeMs.isFinite, timeMs < durationMs else { return timeMs <= 0 ? 0 : buckets.count - 1 }
        return min(buckets.count - 1, max(0, Int(timeMs / durationMs * Double(buckets.count))))
    }

    /// Records content arriving in `row`'s cell `timeMs` after the script started.
    public mutating func recordArrival(timeMs: Double, row: Int, moving: Bool) {
        let index = bucket(at: timeMs)
        buckets[index].arrivals += 1
        if moving { buckets[index].moving += 1 }
        buckets[index].firstArrivalRow = min(buckets[index].firstArrivalRow, row)
        buckets[index].lastArrivalRow = max(buckets[index].lastArrivalRow, row)
    }

    /// Records the rows on screen `timeMs` after the script started.
    public mutating func recordShown(timeMs: Double, rows: Range<Int>) {
        let index = bucket(at: timeMs)
        guard let shown = buckets[index].shown else {
            buckets[index].shown = rows
            return
        }
        buckets[index].shown = min(shown.lowerBound, rows.lowerBound)..<max(shown.upperBound, rows.upperBound)
    }

    /// Records a leg of the script starting `startMs` after the script started.
    public mutating func recordLeg(startMs: Double, velocity: Double, down: Bool) {
        legs.append(Leg(startMs: startMs, velocity: velocity, down: down))
    }

    /// Per bucket, the rows on screen: the bucket's own where it recorded some, else those of
    /// the bucket before (nothing changed in between); empty before the first record.
    public func shownRows() -> [Range<Int>] {
        var carried = 0..<0
        return buckets.map { bucket in
            if let shown = bucket.shown { carried = shown }
            return bucket.shown ?? carried
        }
    }
}
