/// What the reuse simulation found for one list on one viewport.
public struct ReuseResult: Sendable, Hashable {
    /// One entry per cell type, in the order the list declares them.
    public var types: [CellReuse]
    /// The number of rows of the list.
    public var rowCount: Int
    /// Frames simulated, the first (resting) frame included.
    public var frameCount: Int
    /// How long the scroll script takes, in ms.
    public var durationMs: Double
    /// The most cells live at once, all types together (visible plus prefetched rows).
    public var peakLive: Int

    /// Cells allocated in total, all types together.
    public var allocations: Int { types.reduce(0) { $0 + $1.allocations } }
    /// Cells that reuse with unlimited pools would have allocated, all types together.
    public var allocationsWithReuse: Int { types.reduce(0) { $0 + $1.unlimitedAllocations } }
}

/// The reuse counts of one cell type.
public struct CellReuse: Sendable, Hashable {
    public var type: String
    /// The configured pool limit; nil = unlimited.
    public var poolLimit: Int?
    /// Cells created, first frame included.
    public var allocations: Int
    /// Cells created after the first frame's cells (the first screenful) were created.
    public var steadyAllocations: Int
    /// The most cells of this type live at once (visible plus prefetched rows).
    public var peakLive: Int
    /// The most cells waiting in the pool at once (after returns, before dequeues).
    public var peakPool: Int
    /// Cells thrown away because the pool was full (every leaving cell without reuse).
    public var discards: Int
    /// The smallest pool limit with no avoidable steady-state allocations (see `CellLedger`).
    public var recommendedPoolLimit: Int
    /// Allocations with reuse and an unlimited pool: the fewest cells this type can need.
    public var unlimitedAllocations: Int
    /// Steady-state allocations with reuse and an unlimited pool: those no limit avoids
    /// (rows of this type on screen at once outnumbering the first screenful's).
    public var unlimitedSteadyAllocations: Int

    /// Cells re-created because the pool limit discarded them: steady-state allocations beyond
    /// the unavoidable ones. 0 without reuse (see `allocations` instead).
    public var recreated: Int { max(0, steadyAllocations - unlimitedSteadyAllocations) }
}

/// The state after one simulated frame, for plots of live and pooled cells over scroll time.
///
/// Samples are taken at the first frame, at every frame where a row enters or leaves, and at
/// the last frame; between two samples nothing changes.
public struct ReuseFrameSample: Sendable, Hashable {
    /// Frame number, 0 for the resting first frame.
    public var frame: Int
    /// `frame / refreshRate`, in ms.
    public var timeMs: Double
    /// The scroll offset, in points.
    public var offset: Double
    /// Per cell type (list order): cells live after this frame.
    public var live: [Int]
    /// Per cell type: cells waiting in the pool after this frame.
    public var pooled: [Int]
    /// Per cell type: cells allocated in this frame.
    public var allocated: [Int]
    /// Per cell type: cells discarded in this frame.
    public var discarded: [Int]
}

/// Receives the simulation's frames as they happen.
public protocol ReuseRecorder {
    /// False when samples would be thrown away: the simulation then builds none.
    var wantsSamples: Bool { get }
    mutating func record(_ sample: ReuseFrameSample)
}

/// Records nothing; the simulation's default.
public struct NoReuseRecorder: ReuseRecorder {
    public var wantsSamples: Bool { false }
    public func record(_ sample: ReuseFrameSample) {}
}
