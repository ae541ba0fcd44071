/// Settings that shape the analyses (not the rules' budgets).
public struct AnalysisOptions: Sendable, Hashable {
    /// The minimum move, in points, of a node's start point that counts as a shift (SPEC §4.2).
    public var shiftThreshold: Double = 3
    /// Keep every frame's tree and layout (for pictures); memory O(layouts × nodes).
    public var keepsLayouts = false
    /// Record each list's live and pooled cells in this many time buckets while its reuse is
    /// simulated (for the reuse plots); nil records nothing.
    public var reusePlotBuckets: Int?

    public init(shiftThreshold: Double = 3, keepsLayouts: Bool = false, reusePlotBuckets: Int? = nil) {
        self.shiftThreshold = shiftThreshold
        self.keepsLayouts = keepsLayouts
        self.reusePlotBuckets = reusePlotBuckets
    }
}
