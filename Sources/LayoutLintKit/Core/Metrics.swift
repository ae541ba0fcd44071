import LayoutModel

/// The measurements of one screen on one device (the json reporter's `metrics`).
///
/// Each analysis fills its own fields in `init(analysis:)`.
public struct ScreenMetrics: Sendable, Hashable {
    public var file: String
    public var screen: String
    public var device: String
    /// Cumulative layout shift: the largest session window.
    public var cls: Double = 0
    /// Every shift, scored or expected, in time order.
    public var shifts: [ShiftMetric] = []
    /// The first frame's display time, ms from launch.
    public var firstFrameMs: Double?
    /// The display time of the first frame in which every `primary` node has its content; nil
    /// when no node is primary (or its content never comes).
    public var primaryContentMs: Double?
    /// The longest main-thread block after the first frame, in ms.
    public var longestMainBlockMs: Double?
    /// Hitch time after the first frame: ms of missed frames per second frames were due.
    public var hitchMsPerS: Double?
    /// Main-thread blocks of 250 ms or more after the first frame (Apple's hangs).
    public var hangs: Int?
    /// The longest chain of requests the primary content waited for; nil when no node is primary.
    public var roundTripsBeforePrimary: Int?
    public var blended: BlendedMetric?
    public var overdraw: OverdrawMetric?
    /// One entry per list × cell type.
    public var lists: [ListMetric] = []
    /// The launch screen against the first frame, when the screen has one and pixels were compared.
    public var launchScreen: SnapshotMetric?
    /// The app-switcher snapshot against the first frame, when the screen has one and pixels were compared.
    public var restoration: SnapshotMetric?

    public init(file: String, screen: String, device: String) {
        self.file = file
        self.screen = screen
        self.device = device
    }

}

/// One layout shift between two frames.
public struct ShiftMetric: Sendable, Hashable {
    public var atMs: Double
    public var score: Double
    public var impactFraction: Double
    public var distanceFraction: Double
    /// True within 500 ms after a tap: listed, not scored.
    public var expected: Bool
    /// What caused it: the events of the frame and the node whose size or presence changed.
    public var cause: String
    public var nodes: [MovedNode]
}

/// A node that moved in a shift, by how much (points, screen coordinates).
public struct MovedNode: Sendable, Hashable {
    public var id: String
    public var dx: Double
    public var dy: Double
}

/// Blended layers in the analysed frames (the worst frame).
public struct BlendedMetric: Sendable, Hashable {
    public var layers: Int
    /// Union area in pt².
    public var area: Double
    /// Area as a fraction of the screen.
    public var fraction: Double
}

/// Fractions of the screen painted 1×, 2×, 3× and 4× or more.
public struct OverdrawMetric: Sendable, Hashable {
    public var once: Double
    public var twice: Double
    public var thrice: Double
    public var fourOrMore: Double
}

/// Reuse counts of one list × cell type on one device.
public struct ListMetric: Sendable, Hashable {
    public var id: String
    public var type: String
    public var allocations: Int
    public var steadyAllocations: Int
    public var peakLive: Int
    public var peakPool: Int
    public var discards: Int
    public var recommendedPoolLimit: Int
    /// True when the list gave no scroll script and these counts come from the default one
    /// (to the end and back at `ListSpec.defaultScrollVelocity`).
    public var defaultScroll = false
}

/// How much a picture the user saw differs from the first frame that replaces it.
public struct SnapshotMetric: Sendable, Hashable {
    /// The fraction of the screen's pixels that count as different (`PixelDiff`).
    public var differentFraction: Double
    /// The largest differing regions in points, largest first.
    public var regions: [Rect]

    public init(differentFraction: Double, regions: [Rect]) {
        self.differentFraction = differentFraction
        self.regions = regions
    }
}
