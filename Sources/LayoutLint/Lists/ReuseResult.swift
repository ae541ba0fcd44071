/// What the reuse simulation found for one list on one viewport (SPEC §5).
struct ReuseResult: Sendable, Hashable {
    /// One entry per cell type, in the order the list declares them.
    var types: [CellReuse]
    /// The number of rows of the list.
    var rowCount: Int
    /// Frames simulated, the first (resting) frame included.
    var frameCount: Int
    /// How long the scroll script takes, in ms.
    var durationMs: Double
    /// The most cells live at once, all types together (visible plus prefetched rows).
    var peakLive: Int

    /// Cells allocated in total, all types together.
    var allocations: Int { types.reduce(0) { $0 + $1.allocations } }
    /// Cells that reuse with unlimited pools would have allocated, all types together.
    var allocationsWithReuse: Int { types.reduce(0) { $0 + $1.unlimitedAllocations } }
}

/// The reuse counts of one cell type.
struct CellReuse: Sendable, Hashable {
    var type: String
    /// The configured pool limit; nil = unlimited.
    var poolLimit: Int?
    /// Cells created, first frame included.
    var allocations: Int
    /// Cells created after the first frame's cells (the first screenful) were created.
    var steadyAllocations: Int
    /// The most cells of this type live at once (visible plus prefetched rows).
    var peakLive: Int
    /// The most cells waiting in the pool at once (after returns, before dequeues).
    var peakPool: Int
    /// Cells thrown away because the pool was full (every leaving cell without reuse).
    var discards: Int
    /// The smallest pool limit with no avoidable steady-state allocations (see `CellLedger`).
    var recommendedPoolLimit: Int
    /// Allocations with reuse and an unlimited pool: the fewest cells this type can need.
    var unlimitedAllocations: Int
    /// Steady-state allocations with reuse and an unlimited pool: those no limit avoids
    /// (rows of this type on screen at once outnumbering the first screenful's).
    var unlimitedSteadyAllocations: Int

    /// Cells re-created because the pool limit discarded them: steady-state allocations beyond
    /// the unavoidable ones. 0 without reuse (see `allocations` instead).
    var recreated: Int { max(0, steadyAllocations - unlimitedSteadyAllocations) }
}

/// The state after one simulated frame, for plots of live and pooled cells over scroll time.
///
/// Samples are taken at the first frame, at every frame where a row enters or leaves, and at
/// the last frame; between two samples nothing changes.
struct ReuseFrameSample: Sendable, Hashable {
    /// Frame number, 0 for the resting first frame.
    var frame: Int
    /// `frame / refreshRate`, in ms.
    var timeMs: Double
    /// The scroll offset, in points.
    var offset: Double
    /// Per cell type (list order): cells live after this frame.
    var live: [Int]
    /// Per cell type: cells waiting in the pool after this frame.
    var pooled: [Int]
    /// Per cell type: cells allocated in this frame.
    var allocated: [Int]
    /// Per cell type: cells discarded in this frame.
    var discarded: [Int]
}

/// Receives the simulation's frames as they happen.
protocol ReuseRecorder {
    /// False when samples would be thrown away: the simulation then builds none.
    var wantsSamples: Bool { get }
    mutating func record(_ sample: ReuseFrameSample)
}

/// Records nothing; the simulation's default.
struct NoReuseRecorder: ReuseRecorder {
    var wantsSamples: Bool { false }
    func record(_ sample: ReuseFrameSample) {}
}
