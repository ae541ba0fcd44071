/// Settings that shape the analyses (not the rules' budgets).
public struct AnalysisOptions: Sendable, Hashable {
    /// The minimum move, in points, of a node's start point that counts as a shift.
    public var shiftThreshold: Double = 3
    /// Keep every frame's tree and layout (for pictures); memory O(layouts × nodes).
    public var keepsLayouts = false
    /// Record each list's live and pooled cells in this many time buckets while its reuse is
    /// simulated (for the reuse plots); nil records nothing.
    public var reusePlotBuckets: Int?
    /// The work budget, in `WorkCosts` units (about a microsecond each): what one layout file's
    /// screens × devices may take together, plus `workPerByte` per byte of the file, with
    /// `WorkCosts.bytesPerUnit` bytes of memory per unit of `maxWork`. A screen estimated above
    /// what is left is refused with an input error before anything is simulated, and a
    /// timeline replay that passes it is stopped (`--max-work`).
    public var maxWork = AnalysisOptions.defaultMaxWork
    /// Units of work each byte of the layout file adds to `maxWork`: a larger input may take
    /// proportionally longer. 0 when the budget was given (`--max-work`, `maxWork` in the
    /// configuration): then it is exactly that.
    public var workPerByte = AnalysisOptions.defaultWorkPerByte
    /// Pixels per point of the pictures drawn from the analysis when it keeps its layouts for
    /// them, counted in its work estimate; nil: the device's own scale.
    public var pictureScale: Double?
    /// Every frame of the analysis is printed (`layoutlint layout`): counted in its work estimate.
    public var dumpsFrames = false
    /// A picture of every frame is drawn from the analysis (`layoutlint render`), not only those
    /// that explain findings: counted in its work estimate.
    public var drawsEveryFrame = false

    /// The default work budget: about 2 s of work for a small file, so a file under 10 KB
    /// finishes in about 2 s or is refused at once, while rendering the example layouts on
    /// four phones fits; a generated 20,000-node screen with 2,000 events (1.5 MB) gets
    /// 2,000,000 + 20 × 1,500,000 units.
    public static let defaultMaxWork = 2_000_000
    /// The default units per byte of the file.
    public static let defaultWorkPerByte = 20

    public init(shiftThreshold: Double = 3, keepsLayouts: Bool = false, reusePlotBuckets: Int? = nil) {
        self.shiftThreshold = shiftThreshold
        self.keepsLayouts = keepsLayouts
        self.reusePlotBuckets = reusePlotBuckets
    }
}
