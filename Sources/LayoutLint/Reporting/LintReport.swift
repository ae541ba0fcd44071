import LayoutModel

/// Everything one lint run produced: the input errors, the findings and the metrics.
struct LintReport: Sendable {
    /// Input errors (invalid files), sorted by file and location.
    var errors: [InputError] = []
    /// Findings, sorted by file, location and rule.
    var findings: [Finding] = []
    /// One entry per file × screen × device, in file, screen and device order.
    var metrics: [ScreenMetrics] = []
    /// How many files were read.
    var fileCount = 0
    /// How many screen × device pairs were analysed.
    var runCount = 0
    /// Pictures written for `--artifacts`, in the order written.
    var artifacts: [String] = []
    /// Pictures that could not be written (an unwritable folder, a file in the way).
    var artifactErrors: [String] = []
}

/// The measurements of one screen on one device (the json reporter's `metrics`, SPEC §9).
///
/// Each analysis fills its own fields in `init(analysis:)`.
struct ScreenMetrics: Sendable, Hashable {
    var file: String
    var screen: String
    var device: String
    /// Cumulative layout shift: the largest session window (SPEC §4.4).
    var cls: Double = 0
    /// Every shift, scored or expected, in time order.
    var shifts: [ShiftMetric] = []
    var firstFrameMs: Double?
    var primaryContentMs: Double?
    var hitchMsPerS: Double?
    var blended: BlendedMetric?
    var overdraw: OverdrawMetric?
    /// One entry per list × cell type.
    var lists: [ListMetric] = []

    init(file: String, screen: String, device: String) {
        self.file = file
        self.screen = screen
        self.device = device
    }

    init(analysis: ScreenAnalysis) {
        self.init(file: analysis.file, screen: analysis.screen.name, device: analysis.device.name)
        cls = analysis.timeline.cls
        shifts = analysis.timeline.shifts.map(ShiftMetric.init)
        blended = analysis.renderCost.worstBlendedFrame?.blendedMetric
        overdraw = analysis.renderCost.worstOverdrawFrame?.overdrawMetric
        lists = ListAnalysis.metrics(analysis.lists)
    }
}

/// One layout shift between two frames.
struct ShiftMetric: Sendable, Hashable {
    var atMs: Double
    var score: Double
    var impactFraction: Double
    var distanceFraction: Double
    /// True within 500 ms after a tap: listed, not scored.
    var expected: Bool
    /// What caused it: the events of the frame and the node whose size or presence changed.
    var cause: String
    var nodes: [MovedNode]
}

/// A node that moved in a shift, by how much (points, screen coordinates).
struct MovedNode: Sendable, Hashable {
    var id: String
    var dx: Double
    var dy: Double
}

/// Blended layers in the analysed frames (the worst frame).
struct BlendedMetric: Sendable, Hashable {
    var layers: Int
    /// Union area in pt².
    var area: Double
    /// Area as a fraction of the screen.
    var fraction: Double
}

/// Fractions of the screen painted 1×, 2×, 3× and 4× or more.
struct OverdrawMetric: Sendable, Hashable {
    var once: Double
    var twice: Double
    var thrice: Double
    var fourOrMore: Double
}

/// Reuse counts of one list × cell type on one device (SPEC §5).
struct ListMetric: Sendable, Hashable {
    var id: String
    var type: String
    var allocations: Int
    var steadyAllocations: Int
    var peakLive: Int
    var peakPool: Int
    var discards: Int
    var recommendedPoolLimit: Int
}

/// Turns a report into text for a terminal, an editor, a CI system or a machine.
protocol Reporter: Sendable {
    /// Renders the report; pure, deterministic.
    func report(_ report: LintReport) -> String
}
