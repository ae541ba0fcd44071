/// What one unit of work is worth, per operation the analyses and their outputs do: the cost
/// model `WorkEstimate` adds up before a screen is analysed and `WorkMeter` counts while the
/// timeline is replayed.
///
/// A **unit** is about a microsecond of one core of the project's machine running the release
/// build (a 2-core x86-64 shared with other builds); the weights below were fitted on the
/// `budget.*` benchmarks of `layoutlint-bench`, which print each document's estimate beside
/// the time it took. The model counts operations, so the estimate of an input does not change
/// with the machine; a faster machine only does more units per second. Memory is estimated in
/// bytes beside the units, for the terms whose memory grows with the input.
public enum WorkCosts {
    /// One screen × device analysed at all: the launch simulation, the rules, the metrics and
    /// their report.
    public static let run = 75.0
    /// One node of the tree: laid out, snapshotted, painted for the rendering cost of the first
    /// and the last frame, read by the rules.
    public static let node = 3.5
    /// One frame of the timeline, whatever changed in it.
    public static let frame = 15.0
    /// One child of a node on the path from the root to a changed node: laid out again (from
    /// its cached layout) when the frame is.
    public static let relaidChild = 0.3
    /// One node of a frame laid out whole, after an insertion or a removal.
    public static let wholeFrameNode = 1.5
    /// One node whose state changed in a frame (it moved, resized, showed or hid): its state
    /// recomputed, scored, and reported in the shifts it takes part in.
    public static let changedNode = 0.9
    /// One `work` or `request` of the launch, with its waits.
    public static let launchTask = 7.0
    /// One list row entering or leaving the viewport while a scroll script plays.
    public static let rowPass = 0.1
    /// The same, with the reuse plot's series recorded.
    public static let plottedRowPass = 0.2
    /// One list row shown while the cells' timeline plays (content arriving in cells, self-sizing
    /// cells): found with the cells' own heights, measured, its arrivals scheduled and landed.
    public static let cellTimelineRow = 1.0
    /// Bytes the cells' timeline keeps per row shown: its height's difference (in a Fenwick
    /// tree) and its content's stage.
    public static let cellTimelineRowBytes = 32.0
    /// One node of a list cell on screen (the cell itself or a node of its template), painted
    /// in one frame.
    public static let cellNode = 0.5
    /// One node of a cell template laid out for one row of its own height.
    public static let templateNode = 2.0
    /// One pixel of a picture drawn to be compared with another, and its share of the comparison
    /// in 3×3 blocks.
    public static let comparedPixel = 0.017
    /// One pixel of a picture drawn and encoded as PNG.
    public static let picturePixel = 0.02
    /// One node drawn in one picture.
    public static let drawnNode = 2.0
    /// One node of one frame kept laid out for the pictures.
    public static let keptNode = 0.3
    /// One node of one frame printed by `layoutlint layout`.
    public static let dumpedNode = 10.0
    /// Two devices of one screen whose findings are merged into one.
    public static let devicePair = 0.005

    /// One layout file: reading it, the run's setup and its report. Not budgeted: it is spent
    /// before the budget can be checked, and grows only with the file.
    public static let file = 500.0
    /// One byte of a layout file read and decoded. Not budgeted, as `file`.
    public static let fileByte = 0.17

    /// Bytes of one screen × device's results kept until the report is printed.
    public static let runBytes = 150_000.0
    /// Bytes of one node of the tree (its model, layout and snapshot).
    public static let nodeBytes = 3_000.0
    /// Bytes of one node state stored for its frame: a state that changed other than by moving,
    /// a run of nodes that moved together (one record however many it moves), or a node of a
    /// whole snapshot (`TimelineFrames`).
    public static let changedNodeBytes = 200.0
    /// Bytes of one node of one frame kept laid out for the pictures.
    public static let keptNodeBytes = 400.0
    /// Bytes of one node of one frame printed by `layoutlint layout` (kept until printed).
    public static let dumpedNodeBytes = 1_200.0
    /// Bytes of one pixel of a picture being drawn or compared (the canvas, its copy, the PNG).
    public static let pixelBytes = 20.0
    /// Bytes of one list cell on screen in one frame kept for the pictures.
    public static let keptCellBytes = 200.0

    /// Memory a budget of one unit allows, in bytes: the default budget of a small file allows about 600 MB.
    public static let bytesPerUnit = 300.0
    /// Memory each byte of a layout file adds to the default budget, in bytes: a larger file
    /// may take proportionally more time (`AnalysisOptions.workPerByte`), but memory only at
    /// this rate, so a 1.5 MB file gets about 1.35 GB.
    public static let bytesPerFileByte = 500.0
}

/// A work budget: the units, and the bytes of memory, one file's analyses may take.
public struct WorkBudget: Sendable, Hashable {
    /// Units of work (`WorkCosts`).
    public var units: Int
    /// Bytes of memory.
    public var bytes: Int
    /// How the budget came about, for messages: "2000000" or "2004000 (2000000 + 20 per byte of
    /// its 200 bytes)".
    public var description: String

    public init(units: Int, bytes: Int? = nil, description: String? = nil) {
        self.units = units
        self.bytes = bytes ?? WorkBudget.bytes(forUnits: units)
        self.description = description ?? String(units)
    }

    /// The memory `units` allow.
    public static func bytes(forUnits units: Int) -> Int {
        let bytes = Double(units) * WorkCosts.bytesPerUnit
        return bytes < Double(Int.max / 2) ? Int(bytes) : Int.max / 2
    }

    /// The budget of a file of `fileBytes` bytes: `maxWork`, plus `workPerByte` per byte of the
    /// file (a larger input may take proportionally longer, never disproportionately), and the
    /// memory of `maxWork` plus `WorkCosts.bytesPerFileByte` per byte.
    public static func forFile(bytes fileBytes: Int, maxWork: Int, workPerByte: Int) -> WorkBudget {
        guard workPerByte > 0, fileBytes > 0 else { return WorkBudget(units: maxWork) }
        let (extra, overflow) = fileBytes.multipliedReportingOverflow(by: workPerByte)
        let (units, overflow2) = maxWork.addingReportingOverflow(extra)
        let total = overflow || overflow2 ? Int.max : units
        let bytes = Double(bytes(forUnits: maxWork)) + Double(fileBytes) * WorkCosts.bytesPerFileByte
        return WorkBudget(
            units: total, bytes: bytes < Double(Int.max / 2) ? Int(bytes) : Int.max / 2,
            description: "\(total) (\(maxWork) + \(workPerByte) per byte of its \(fileBytes) bytes)")
    }

    /// What is left of this budget after `units` and `bytes` were spent.
    public func remaining(afterUnits spent: Int, bytes spentBytes: Int = 0) -> WorkBudget {
        guard spent > 0 || spentBytes > 0 else { return self }
        var left = self
        left.units = max(0, units - spent)
        left.bytes = max(0, bytes - spentBytes)
        left.description = "\(left.units) (what the file's earlier screens × devices left of \(description))"
        return left
    }
}

/// Work counted while it is done, against what a budget leaves: the timeline replay charges
/// each frame the nodes it really changed, which no estimate made before replaying can know.
public struct WorkMeter: Sendable {
    /// The units and bytes that may be spent.
    public var limitUnits: Double
    public var limitBytes: Double
    /// The units and bytes spent so far.
    public private(set) var units = 0.0
    public private(set) var bytes = 0.0
    /// Nodes whose state changed, counted so far.
    public private(set) var changedNodes = 0
    /// Nodes of frames laid out whole, counted so far.
    public private(set) var wholeFrameNodes = 0

    /// A meter that never stops anything.
    public static let unlimited = WorkMeter(limitUnits: .infinity, limitBytes: .infinity)

    public init(limitUnits: Double, limitBytes: Double) {
        self.limitUnits = limitUnits
        self.limitBytes = limitBytes
    }

    /// True once more was spent than the limits allow.
    public var isOver: Bool { units > limitUnits || bytes > limitBytes }

    /// Counts a frame in which `count` node states changed, stored as `stored` records (node
    /// states and moved runs); false once over the limits.
    public mutating func chargeChanged(_ count: Int, stored: Int) -> Bool {
        changedNodes += count
        units += Double(count) * WorkCosts.changedNode
        bytes += Double(stored) * WorkCosts.changedNodeBytes
        return !isOver
    }

    /// Counts a frame laid out whole, of `nodes` nodes, stored as `stored` records; false once
    /// over the limits.
    public mutating func chargeWholeFrame(nodes: Int, stored: Int) -> Bool {
        wholeFrameNodes += nodes
        units += Double(nodes) * WorkCosts.wholeFrameNode
        bytes += Double(stored) * WorkCosts.changedNodeBytes
        return !isOver
    }
}
