/// Settings that shape the analyses (not the rules' budgets).
public struct AnalysisOptions: Sendable, Hashable {
    /// The minimum move, in points, of a node's start point that counts as a shift (SPEC §4.2).
    public var shiftThreshold: Double = 3
    /// Keep every frame's tree and layout (for pictures); memory O(layouts × nodes).
    public var keepsLayouts = false
    /// Record each list's live and pooled cells in this many time buckets while its reuse is
    /// simulated (for the reuse plots); nil records nothing.
    public var reusePlotBuckets: Int?
    /// The most work, in `WorkEstimate` units, one screen × device may take; a screen estimated
    /// above it is refused with an input error before anything is simulated (`--max-work`).
    public var maxWork = AnalysisOptions.defaultMaxWork
    /// Pixels per point of the pictures drawn from the analysis when it keeps its layouts for
    /// them, counted in its work estimate; nil: the device's own scale.
    public var pictureScale: Double?

    /// The default work budget: a screen of 2,000 nodes over 1,000 frames (or 20,000 nodes
    /// over 100), far beyond hand-written and generated screens, analysed in seconds and a few
    /// hundred MB; the 20,000 nodes × 2,000 events (40 million units) is refused.
    public static let defaultMaxWork = 2_000_000

    public init(shiftThreshold: Double = 3, keepsLayouts: Bool = false, reusePlotBuckets: Int? = nil) {
        self.shiftThreshold = shiftThreshold
        self.keepsLayouts = keepsLayouts
        self.reusePlotBuckets = reusePlotBuckets
    }
}
