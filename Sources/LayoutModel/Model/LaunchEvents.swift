/// A `work` event: `duration` ms on a thread, starting at the event's time or
/// later when what it waits for (`after`) finishes.
public struct WorkEvent: Sendable, Hashable {
    /// The name other events' `after` and findings use.
    public var name: String
    /// How long the work runs, in ms.
    public var duration: Double
    /// Where it runs: `main` one at a time, `background` in parallel with everything.
    public var thread: WorkThread
    /// True when the first frame needs this work (the app cannot draw without it).
    public var essential: Bool
    /// Names of work or requests that must finish first; `LaunchGraph.firstFrame` waits for the
    /// first frame to be on screen.
    public var after: [String]
    /// How many equal pieces `duration` runs in on the main thread (1: one uninterrupted run).
    /// Each piece queues the next when it ends, as chained `DispatchQueue.main.async` blocks do,
    /// so the run loop turns and a frame can be committed between pieces. The decoder accepts
    /// it on main-thread work only.
    public var pieces: Int

    /// A work event with the given fields; it waits for nothing unless `after` says so.
    public init(name: String, duration: Double, thread: WorkThread, essential: Bool = false, after: [String] = [], pieces: Int = 1) {
        self.name = name
        self.duration = duration
        self.thread = thread
        self.essential = essential
        self.after = after
        self.pieces = pieces
    }
}

/// A `request` event: a network round trip of `duration` ms.
public struct RequestEvent: Sendable, Hashable {
    /// The name other events' `after` and findings use.
    public var name: String
    /// The round trip, from sending the request to the response arriving.
    public var duration: Double
    /// Nodes whose content cannot arrive before this request has finished.
    public var blocks: [String]
    /// Names of work or requests that must finish first; `LaunchGraph.firstFrame` waits for the
    /// first frame to be on screen.
    public var after: [String]
    /// Main-thread work (ms) run when the response arrives (parsing, decoding, building an ad
    /// view), queued on the main thread like any `work`; nil when the response needs none.
    /// With `onMainPieces` above 1 this is the total of the pieces.
    public var onMain: Double?
    /// How many equal pieces `onMain` runs in (`"onMain": {"pieces": n, "each": ms}`), each
    /// queueing the next as a main-thread `work`'s `pieces` do; 1 for a plain number.
    public var onMainPieces: Int
    /// Set when the request loads ads.
    public var ad: AdRequest?

    /// A request with the given fields; by default it blocks nothing, waits for nothing, needs
    /// no main-thread work and loads no ads.
    public init(
        name: String, duration: Double, blocks: [String] = [], after: [String] = [], onMain: Double? = nil, onMainPieces: Int = 1,
        ad: AdRequest? = nil
    ) {
        self.name = name
        self.duration = duration
        self.blocks = blocks
        self.after = after
        self.onMain = onMain
        self.onMainPieces = onMainPieces
        self.ad = ad
    }
}

/// What an ad-loading request asks for (`"ad": {...}` on a `request`).
public struct AdRequest: Sendable, Hashable {
    /// The ad unit the ads are for.
    public var unit: String
    /// How many ads the request loads (default 1).
    public var count: Int
    /// How urgently it should load (default normal).
    public var priority: AdPriority
    /// True when the request replaces ads already loaded into the unit's slots.
    public var refresh: Bool

    /// An ad request for `count` ads of `unit`.
    public init(unit: String, count: Int = 1, priority: AdPriority = .normal, refresh: Bool = false) {
        self.unit = unit
        self.count = count
        self.priority = priority
        self.refresh = refresh
    }
}

/// How urgently an ad request should load, compared with the screen's other ad requests.
public enum AdPriority: String, Sendable, Hashable, CaseIterable, Comparable {
    case high, normal, low

    private var rank: Int {
        switch self {
        case .low: 0
        case .normal: 1
        case .high: 2
        }
    }

    public static func < (lhs: AdPriority, rhs: AdPriority) -> Bool { lhs.rank < rhs.rank }
}

/// The thread a `work` event runs on.
public enum WorkThread: String, Sendable, Hashable, CaseIterable {
    case main, background
}
