import LayoutModel

/// How much work analysing one screen on one device takes, estimated from the screen alone
/// before anything is laid out or simulated, so an input that would run for hours or exhaust
/// memory is refused up front (`AnalysisOptions.maxWork`, `--max-work`).
///
/// The cost model, in **units**: one unit is one node laid out, snapshotted and compared in one
/// frame of the timeline — the step whose time and memory (every frame is kept) grow with the
/// input. The other costs are counted in the same units at their relative weight:
///
/// - **timeline**: nodes × frames. Nodes are the tree's plus every node an `insert` event adds
///   (the most the tree can hold); frames are t = 0 and every later distinct time of an event
///   or content arrival (`TimelineSimulator.frameCount(of:)`, exact).
/// - **lists**: for each list, rows × (scroll segments + 1) / `rowsPerUnit`: each segment moves
///   every row into and out of the viewport at most once, and a row entering or leaving is a
///   counter update, a small fraction of a node's layout.
/// - **pieces**: one unit per slice of main-thread work split into `pieces` (a work's, or a
///   request's `onMain`): each is scheduled, kept and merged into blocks on its own, so 10,000
///   pieces on each of thousands of events would otherwise run away. Work not split is part of
///   the event's own cost, as before.
/// - **pictures** (only when the analysis keeps its layouts for pictures, at `AnalysisOptions.pictureScale`):
///   pixels of one screen × screen-sized pictures / `pixelsPerUnit`, the pictures being 3 per
///   frame: the frame itself, a shift diagram (two screens wide) per later frame, and the blend
///   and overdraw maps. Reuse plots have a fixed size and are not counted.
///
/// The model counts operations, not seconds: a faster simulator makes each unit cheaper but
/// the estimate of an input stays the same.
public struct WorkEstimate: Sendable, Hashable {
    /// The most nodes the tree can hold over the timeline.
    public var nodes: Int
    /// The frames the timeline lays out.
    public var frames: Int
    /// Σ over lists of rows × (scroll segments + 1).
    public var rowPasses: Int
    /// Σ of `pieces` over main-thread work and `onMain` split into more than one piece.
    public var mainPieces: Int
    /// Pixels of one screen-sized picture; 0 when no pictures are drawn.
    public var pixels: Int
    /// Screen-sized pictures drawn (3 per frame); 0 when none are.
    public var pictures: Int

    /// Rows passing a viewport that cost one unit.
    public static let rowsPerUnit = 1000
    /// Pixels drawn and encoded that cost one unit.
    public static let pixelsPerUnit = 100

    /// Estimates `screen` on `device`; `pictureScale` is the pixels per point of the pictures
    /// drawn from the analysis, nil when none are.
    public init(screen: Screen, device: DeviceProfile, pictureScale: Double?) {
        var nodes = screen.tree.nodes.count
        var rowPasses = 0
        func addLists(of tree: NodeTree) {
            for node in tree.nodes {
                guard let list = node.list else { continue }
                rowPasses = Self.adding(rowPasses, Self.multiplying(list.rows.count, list.scroll.count + 1))
            }
        }
        addLists(of: screen.tree)
        for event in screen.timeline {
            guard case .insert(let subtree, _, _) = event.action else { continue }
            nodes = Self.adding(nodes, subtree.nodes.count)
            addLists(of: subtree)
        }
        self.nodes = nodes
        var mainPieces = 0
        for event in screen.timeline {
            switch event.action {
            case .work(let work) where work.thread == .main && work.pieces > 1:
                mainPieces = Self.adding(mainPieces, work.pieces)
            case .request(let request) where request.onMain != nil && request.onMainPieces > 1:
                mainPieces = Self.adding(mainPieces, request.onMainPieces)
            default:
                break
            }
        }
        self.mainPieces = mainPieces
        frames = TimelineSimulator.frameCount(of: screen)
        self.rowPasses = rowPasses
        if let pictureScale, pictureScale.isFinite, pictureScale > 0 {
            let pixels = (device.width * pictureScale).rounded(.up) * (device.height * pictureScale).rounded(.up)
            self.pixels = pixels.isFinite && pixels < Double(Int.max / 4) ? Int(pixels) : Int.max / 4
            pictures = Self.multiplying(3, frames)
        } else {
            pixels = 0
            pictures = 0
        }
    }

    /// The timeline's units: nodes × frames.
    public var timelineWork: Int { Self.multiplying(nodes, frames) }
    /// The lists' units.
    public var listWork: Int { rowPasses / Self.rowsPerUnit }
    /// The pictures' units.
    public var pictureWork: Int { Self.multiplying(pixels, pictures) / Self.pixelsPerUnit }
    /// All units (saturating at `Int.max`).
    public var total: Int { Self.adding(Self.adding(Self.adding(timelineWork, listWork), pictureWork), mainPieces) }

    /// What the work is, largest part first: "99000 nodes × 50001 frames", ….
    public var explanation: String {
        var parts: [(Int, String)] = [(timelineWork, "\(nodes) nodes × \(frames) frames")]
        if rowPasses > 0 { parts.append((listWork, "list rows × scroll segments \(rowPasses) / \(Self.rowsPerUnit)")) }
        if pictures > 0 { parts.append((pictureWork, "\(pictures) pictures × \(pixels) pixels / \(Self.pixelsPerUnit)")) }
        if mainPieces > 0 { parts.append((mainPieces, "\(mainPieces) pieces of main-thread work")) }
        return parts.sorted { $0.0 > $1.0 }.map(\.1).joined(separator: " + ")
    }

    /// The error when the estimate is over `budget`, located at the screen; nil within it.
    public func check(budget: Int, screen: Screen, device: DeviceProfile, file: String) -> InputError? {
        guard total > budget else { return nil }
        return InputError(
            file: file, location: screen.location,
            message: "analysing \"\(screen.name)\" on \(device.name) would take about \(total) units of work "
                + "(\(explanation)), over the work budget of \(budget); raise it with --max-work \(Self.suggestedBudget(total)) "
                + "(or maxWork in .layoutlint.yml), or split the screen or shorten its timeline")
    }

    /// A round budget at least `total`: the next power of ten times 1, 2 or 5.
    static func suggestedBudget(_ total: Int) -> Int {
        var step = 1
        while true {
            for factor in [1, 2, 5] where step <= Int.max / factor && step * factor >= total { return step * factor }
            guard step <= Int.max / 10 else { return Int.max }
            step *= 10
        }
    }

    static func adding(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }

    static func multiplying(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : product
    }
}
