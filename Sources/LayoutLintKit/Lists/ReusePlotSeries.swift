/// Live and pooled cells per type in fixed time buckets over the scroll script, for a plot.
///
/// Memory is O(buckets × types) whatever the number of rows or frames, so a 1,000,000-row list
/// plots in the same space as a 10-row one. Each bucket keeps the lowest, the highest and the
/// last value of live and pooled cells, and the cells allocated in it (split into the first frame's and
/// later, steady-state ones).
public struct ReusePlotSeries: ReuseRecorder, Sendable {
    /// One time bucket, per cell type (list order).
    public struct Bucket: Sendable, Hashable {
        public var sampled = false
        public var lowLive: [Int]
        public var peakLive: [Int]
        public var lowPooled: [Int]
        public var peakPooled: [Int]
        public var lastLive: [Int]
        public var lastPooled: [Int]
        public var firstFrameAllocations: [Int]
        public var steadyAllocations: [Int]

        public init(types: Int) {
            let zeros = Array(repeating: 0, count: types)
            lowLive = zeros
            peakLive = zeros
            lowPooled = zeros
            peakPooled = zeros
            lastLive = zeros
            lastPooled = zeros
            firstFrameAllocations = zeros
            steadyAllocations = zeros
        }
    }

    public let types: [String]
    /// The script's length, in ms; the buckets divide [0, durationMs].
    public let durationMs: Double
    public private(set) var buckets: [Bucket]

    public init(types: [String], durationMs: Double, bucketCount: Int) {
        self.types = types
        self.durationMs = durationMs
        buckets = Array(repeating: Bucket(types: types.count), count: max(bucketCount, 1))
    }

    public var wantsSamples: Bool { true }

    /// The bucket a time falls in.
    public func bucket(at timeMs: Double) -> Int {
        guard durationMs > 0 else { return 0 }
        return min(buckets.count - 1, max(0, Int(timeMs / durationMs * Double(buckets.count))))
    }

    public mutating func record(_ sample: ReuseFrameSample) {
        let index = bucket(at: sample.timeMs)
        // Changed in place: a copy of the bucket would copy its eight arrays on every sample,
        // and a long list records tens of millions of samples.
        let sampled = buckets[index].sampled
        for type in types.indices where type < sample.live.count {
            let live = sample.live[type], pooled = sample.pooled[type]
            buckets[index].lowLive[type] = sampled ? min(buckets[index].lowLive[type], live) : live
            buckets[index].peakLive[type] = sampled ? max(buckets[index].peakLive[type], live) : live
            buckets[index].lowPooled[type] = sampled ? min(buckets[index].lowPooled[type], pooled) : pooled
            buckets[index].peakPooled[type] = sampled ? max(buckets[index].peakPooled[type], pooled) : pooled
            buckets[index].lastLive[type] = live
            buckets[index].lastPooled[type] = pooled
            if sample.frame == 0 {
                buckets[index].firstFrameAllocations[type] += sample.allocated[type]
            } else {
                buckets[index].steadyAllocations[type] += sample.allocated[type]
            }
        }
        buckets[index].sampled = true
    }

    /// The range of a count within each bucket.
    public struct Range: Sendable, Hashable {
        public var low: [Int] = []
        public var high: [Int] = []
    }

    /// Per bucket, the range of live and pooled cells of one type: the bucket's lowest and
    /// highest where it has samples, else the last value before it (nothing changes between
    /// samples).
    public func levels(type: Int) -> (live: Range, pooled: Range) {
        var live = Range(), pooled = Range()
        var carriedLive = 0, carriedPooled = 0, carried = false
        for bucket in buckets {
            if bucket.sampled {
                // Until its first sample a bucket still shows the value carried in.
                live.low.append(carried ? min(bucket.lowLive[type], carriedLive) : bucket.lowLive[type])
                live.high.append(bucket.peakLive[type])
                pooled.low.append(carried ? min(bucket.lowPooled[type], carriedPooled) : bucket.lowPooled[type])
                pooled.high.append(bucket.peakPooled[type])
                carried = true
                carriedLive = bucket.lastLive[type]
                carriedPooled = bucket.lastPooled[type]
            } else {
                live.low.append(carriedLive)
                live.high.append(carriedLive)
                pooled.low.append(carriedPooled)
                pooled.high.append(carriedPooled)
            }
        }
        return (live, pooled)
    }
}
