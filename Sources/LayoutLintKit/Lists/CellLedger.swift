/// The cells of one type of a list: live, pooled, allocated and discarded, frame by frame.
///
/// Cells of one type are interchangeable, so counts are all the simulation needs. Each frame
/// applies UIKit's order: cells of leaving rows return to the pool first (discarded when the
/// pool holds `limit` cells), then entering rows dequeue a pooled cell or allocate one. Beside
/// the configured pool the ledger runs an unlimited "twin" pool (reuse on, no limit) over the
/// same rows, which yields the recommended limit and the unavoidable allocations.
///
/// ## The recommended limit is the largest drawdown of the unlimited pool
///
/// Write `q_t` for the twin pool's level after frame t's cells return and `p_t` for it after
/// frame t's rows dequeue; `A(L)` for allocations with limit L, `A(∞)` for the twin's.
/// The recommended limit is `L* = max over t ≤ s of (q_t − p_s)`: the most cells that ever
/// wait in the pool and are taken out again before the pool is refilled past them. Claims:
///
/// 1. *Monotone*: for L ≤ L′, every frame allocates at least as many cells under L as under L′.
///    Induction on frames with `pool(L) ≤ pool(L′)`: after returns `min(L, pool + out) ≤
///    min(L′, pool′ + out)`; dequeuing `in` leaves `max(0, q − in)` (monotone in q) and allocates
///    `max(0, in − q)` (antitone in q). So no limit beats the twin, frame by frame.
/// 2. *L* suffices*: let `need_t = max(0, max over s ≥ t of (in_t…s − out_t+1…s))`, the
///    dequeues from frame t on that returns cannot cover. The twin's later allocations are 0
///    unless its level reaches 0, so `q_t − min_{s≥t} p_s = min(q_t, need_t)`, i.e.
///    `L* = max_t min(q_t, need_t)`. Invariant for L ≥ L*: after frame t's dequeues,
///    `pool_t(L) ≥ min(p_t, need_t − in_t)⁺`; it holds at frame 0 (both pools empty), and
///    returns give `q_t(L) ≥ min(L, q_t, need_t) = min(q_t, need_t) ≥ min(q_t, in_t)`, so frame t
///    allocates `max(0, in_t − q_t(L)) ≤ max(0, in_t − q_t)`, the twin's count; with claim 1,
///    equal. Dequeuing preserves the invariant (`(need_t − in_t)⁺` is frame t+1's need before
///    its returns).
/// 3. *Nothing smaller does*: if L < min(q_t, need_t) for some t and s attains need_t, then
///    frames t…s must allocate at least `need_t − L` under L (the pool holds ≤ L after frame
///    t's returns and later returns add at most `out`), but the twin allocates only
///    `max(0, need_t − q_t)` < `need_t − L` there; by claim 1 the other frames do not make up.
///
/// Hence L* is the smallest limit whose steady-state allocations equal the twin's, and the
/// smallest with none at all whenever any limit achieves that. Tracking it is a running
/// "maximum drawdown": O(1) time and memory per frame.
public struct CellLedger: Sendable, Hashable {
    /// Pool capacity; nil = unlimited.
    public let limit: Int?
    public let reuse: Bool

    private(set) var live = 0
    private(set) var pool = 0
    private(set) var allocations = 0
    private(set) var steadyAllocations = 0
    private(set) var discards = 0
    private(set) var peakLive = 0
    /// The most cells waiting at once: measured after returns, before dequeues.
    private(set) var peakPool = 0

    private var twinPool = 0
    private var twinPeakLevel = 0
    private(set) var twinAllocations = 0
    private(set) var twinSteadyAllocations = 0
    /// The largest drawdown of the twin pool so far: the recommended limit.
    private(set) var recommendedLimit = 0

    public init(limit: Int?, reuse: Bool) {
        self.limit = limit.map { max(0, $0) }
        self.reuse = reuse
    }

    /// Applies one frame: `leaving` cells return, then `entering` rows need a cell. `steady` is
    /// true after the first frame. Returns the allocations and discards of this frame. O(1).
    @discardableResult
    public mutating func apply(leaving: Int, entering: Int, steady: Bool) -> (allocated: Int, discarded: Int) {
        live += entering - leaving
        peakLive = max(peakLive, live)

        let level = twinPool + leaving
        twinPeakLevel = max(twinPeakLevel, level)
        let twinReused = min(level, entering)
        twinPool = level - twinReused
        recommendedLimit = max(recommendedLimit, twinPeakLevel - twinPool)
        twinAllocations += entering - twinReused
        if steady { twinSteadyAllocations += entering - twinReused }

        let allocated: Int
        let discarded: Int
        if reuse {
            let kept = limit.map { max(0, min(leaving, $0 - pool)) } ?? leaving
            discarded = leaving - kept
            pool += kept
            peakPool = max(peakPool, pool)
            let reused = min(pool, entering)
            pool -= reused
            allocated = entering - reused
        } else {
            allocated = entering
            discarded = leaving
        }
        allocations += allocated
        if steady { steadyAllocations += allocated }
        discards += discarded
        return (allocated, discarded)
    }
}
