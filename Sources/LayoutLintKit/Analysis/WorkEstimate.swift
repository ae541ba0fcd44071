import LayoutModel

/// How much work analysing one screen on one device takes, and making what the command makes of
/// it (pictures, the frame dump), estimated from the screen alone before anything is laid out
/// or simulated, so an input that would run for hours or exhaust memory is refused up front
/// (`AnalysisOptions.maxWork`, `--max-work`).
///
/// The model, in units of about a microsecond (`WorkCosts` has the weight of each operation):
///
/// - **run**: a fixed cost per screen × device (launch, rules, metrics, report).
/// - **nodes**: the tree's nodes and every node an `insert` adds, laid out, snapshotted,
///   painted for the rendering cost and read by the rules.
/// - **frames**: t = 0 and every later distinct time of an event or content arrival, each a
///   fixed cost; plus, for the frames where something changes, the children of the nodes on
///   the path from the root to each changed node (laid out again from their cached layouts)
///   and, for a frame after an insertion or a removal, every node (laid out whole).
/// - **changed nodes**: the timeline is incremental, so a frame costs the nodes whose state it
///   changes — which only replaying it tells. The estimate counts the one node each change
///   names (a lower bound); the replay then counts every node it really changes, against what
///   the budget leaves (`WorkMeter`), and stops the analysis once that is spent.
/// - **launch**: each `work` and `request`, and each piece of main-thread work split into `pieces`.
/// - **lists**: the rows each leg of the scroll script passes through the viewport (its
///   distance and a screenful, at most every row; more when the reuse plot is recorded); the
///   cells on screen (at most the screen's height over the smallest row,
///   and their templates' nodes) painted in the first and last frame, and in every frame the
///   pictures draw; templates laid out per row when rows have heights of their own; for a list
///   whose cells receive content or size themselves, the same rows played again with the cells'
///   own heights (`CellTimeline`) and each such template laid out once per stage of its content.
/// - **pixel comparisons**: the launch screen and the relaunch snapshot against the first
///   frame, each pair drawn at the device's scale and compared pixel by pixel.
/// - **pictures** (when the analysis is kept for them): the frames kept laid out, and the
///   screen-sized pictures drawn and encoded, each drawing every node and cell on screen:
///   for `render` every frame, a shift diagram two screens wide per frame where layout changes
///   and 2 maps. `lint --pictures` and `--reporter html` draw those their findings ask for:
///   the linter counts them once the findings are known, before drawing them.
/// - **frame dump** (`layoutlint layout`): every node of every frame.
///
/// Memory is estimated beside it, in bytes, for the terms that grow with the input.
public struct WorkEstimate: Sendable, Hashable {
    /// One part of the estimate.
    public struct Term: Sendable, Hashable {
        /// What it counts, with the count: "20000 nodes × 2001 frames kept laid out".
        public var name: String
        public var units: Double
        public var bytes: Double
        /// What makes it smaller, for messages: "split the screen or shorten its timeline".
        public var remedy = WorkEstimate.timelineRemedy
    }

    static let timelineRemedy = "split the screen or shorten its timeline"

    /// The parts whose cost is known before replaying the timeline.
    public private(set) var terms: [Term] = []
    /// The changed nodes the estimate assumes (one per change); the replay counts the real ones.
    public private(set) var assumedChanges: Term

    /// The most nodes the tree can hold over the timeline.
    public private(set) var nodes: Int
    /// The frames the timeline lays out.
    public private(set) var frames: Int
    /// Σ over lists of the rows each leg of the scroll script passes.
    public private(set) var rowPasses: Int
    /// Pixels of one screen-sized picture at the pictures' scale; 0 when no pictures are drawn.
    public private(set) var pixels: Int
    /// Screen-sized pictures drawn; 0 when none are.
    public private(set) var pictures: Int

    /// Estimates `screen` on `device` for an analysis with `options` (its `keepsLayouts`,
    /// `pictureScale`, `reusePlotBuckets`, `drawsEveryFrame` and `dumpsFrames` say what is
    /// made of it);
    /// `comparesPixels` when the run has a rasterizer for the launch screen and the relaunch
    /// snapshot.
    public init(screen: Screen, device: DeviceProfile, options: AnalysisOptions = AnalysisOptions(), comparesPixels: Bool = true) {
        let tree = screen.tree
        var nodes = tree.nodes.count
        var lists: [ListSpec] = []
        for node in tree.nodes { if let list = node.list { lists.append(list) } }
        var shapeTimes: Set<Double> = []
        for event in screen.timeline {
            switch event.action.change {
            case .add(let subtree):
                nodes = Self.adding(nodes, subtree.nodes.count)
                for node in subtree.nodes { if let list = node.list { lists.append(list) } }
                shapeTimes.insert(event.at)
            case .remove: shapeTimes.insert(event.at)
            case .content, .inPlace, nil: break
            }
        }
        self.nodes = nodes
        let frames = TimelineSimulator.frameCount(of: screen)
        self.frames = frames
        let n = Double(nodes), f = Double(frames)
        var terms: [Term] = []
        func add(_ name: String, _ units: Double, bytes: Double = 0, remedy: String = Self.timelineRemedy) {
            guard units > 0 || bytes > 0 else { return }
            terms.append(Term(name: name, units: units, bytes: bytes, remedy: remedy))
        }
        add("1 screen × device", WorkCosts.run, remedy: "lint it on fewer devices")
        add(Self.count(nodes, "node"), n * WorkCosts.node, bytes: n * WorkCosts.nodeBytes, remedy: "split the screen")
        add(Self.count(frames, "frame"), f * WorkCosts.frame)

        // The frames where something changes, and what each change lays out again.
        let path = Self.relaidChildren(of: tree)
        var positions: [String: Int] = [:]
        for (position, node) in tree.nodes.enumerated() where positions[node.id] == nil { positions[node.id] = position }
        var changes = 0
        var relaid = 0.0
        // The times something changes layout: only their frames can shift.
        var changeTimes = shapeTimes
        for event in screen.timeline {
            switch event.action.change {
            case .content(let id), .inPlace(let id):
                changes += 1
                changeTimes.insert(event.at)
                relaid += Double(positions[id].map { path[$0] } ?? 1)
            case .add(let subtree):
                for node in subtree.nodes { if let at = node.content?.at { changeTimes.insert(at) } }
            case .remove, nil: break
            }
        }
        for node in tree.nodes {
            guard let at = node.content?.at else { continue }
            changes += 1
            changeTimes.insert(at)
            relaid += Double(positions[node.id].map { path[$0] } ?? 1)
        }
        let changingFrames = min(frames - 1, changeTimes.count)
        add(
            "\(Self.count(Self.rounded(relaid), "child", "children")) laid out again for \(Self.count(changes, "change"))",
            relaid * WorkCosts.relaidChild)
        let wholeFrames = shapeTimes.count
        add(
            "\(Self.count(wholeFrames, "frame")) after insertions and removals × \(Self.count(nodes, "node")) laid out whole",
            Double(wholeFrames) * n * WorkCosts.wholeFrameNode, bytes: Double(wholeFrames) * n * WorkCosts.changedNodeBytes)
        assumedChanges = Term(
            name: Self.count(changes, "changed node"), units: Double(changes) * WorkCosts.changedNode,
            bytes: Double(changes) * WorkCosts.changedNodeBytes)

        // The launch.
        let tasks = screen.timeline.reduce(0) { count, event in
            event.action.kind.descriptor.role == .launchWork ? count + 1 : count
        }
        add(Self.count(tasks, "launch task"), Double(tasks) * WorkCosts.launchTask)
        // Main-thread work split into pieces: each piece is scheduled, kept and merged into
        // blocks on its own, so it costs like a task of its own.
        let pieces = screen.timeline.reduce(0) { count, event in
            switch event.action {
            case .work(let work) where work.thread == .main && work.pieces > 1: count + work.pieces
            case .request(let request) where request.onMainPieces > 1: count + request.onMainPieces
            default: count
            }
        }
        if pieces > 0 { add(Self.count(pieces, "piece") + " of main-thread work", Double(pieces) * WorkCosts.launchTask) }

        // Lists: rows passing the viewport, and the cells on screen wherever a frame is painted.
        let drawsPictures = options.keepsLayouts
        let paintedFrames = 2 + (drawsPictures ? frames : 0) + (screen.launchScreen != nil || screen.restoration != nil ? 3 : 0)
        var rowPasses = 0
        var cellNodes = 0.0, templateNodes = 0.0, keptCells = 0.0, cellsPerFrame = 0.0
        var cellRows = 0.0, stageNodes = 0.0
        // Shift diagrams inside lists `render` may draw: one per cell type and arrival (or
        // measuring), and the worst shift of each list.
        var cellDiagrams = 0.0
        for list in lists {
            let rows = list.rows.count
            let heights = list.heights.map { $0.filter { $0 > 0 } } ?? list.cells.map(\.height).filter { $0 > 0 }
            let smallest = heights.min() ?? 1
            // Each leg of the scroll script passes the rows over its distance and a screenful,
            // at most every row; rows of their own heights are measured once first.
            let content = (try? RowGeometry(list))?.contentHeight ?? Double(rows) * (heights.max() ?? 0)
            var offset = 0.0, passes = list.heights == nil ? 0.0 : Double(rows)
            for segment in list.scroll {
                let target: Double
                switch segment.to {
                case .end: target = content
                case .offset(let value): target = value.isNaN ? 0 : min(max(0, value), content)
                }
                passes += min(Double(rows), ((abs(target - offset) + device.height) / smallest).rounded(.up) + 2)
                offset = target
            }
            rowPasses = Self.adding(rowPasses, passes < Double(Int.max / 2) ? Int(passes) : Int.max / 2)
            if CellTimeline.isNeeded(list) {
                // The cells' timeline plays the same rows again, and lays each type's template out
                // once per stage of its content.
                cellRows += passes
                cellDiagrams += 1
                for cell in list.cells where CellTimeline.changesHeight(cell) {
                    let template = cell.template?.nodes ?? []
                    let arrivals = Double(template.filter { $0.content?.at != nil || $0.content?.atTime != nil }.count)
                    stageNodes += Double(template.count + 1) * (arrivals + 1)
                    cellDiagrams += arrivals + (cell.isSelfSizing ? 1 : 0)
                }
            }
            let onScreen = min(Double(rows), (device.height / smallest).rounded(.up) + 2 + Double(list.prefetch))
            let template = Double(list.cells.map { $0.template?.nodes.count ?? 0 }.max() ?? 0)
            cellsPerFrame += onScreen * (1 + template)
            cellNodes += onScreen * (1 + template) * Double(paintedFrames)
            if list.heights != nil { templateNodes += onScreen * template * Double(paintedFrames) }
            if drawsPictures { keptCells += onScreen * f }
        }
        self.rowPasses = rowPasses
        let rowWeight = options.reusePlotBuckets == nil ? WorkCosts.rowPass : WorkCosts.plottedRowPass
        add(
            "\(Self.count(rowPasses, "list row")) passing the viewport", Double(rowPasses) * rowWeight,
            remedy: "give its lists fewer rows or shorter scroll scripts")
        add(
            "\(Self.count(Self.rounded(cellRows), "list row")) played with the cells' content and measured heights",
            cellRows * WorkCosts.cellTimelineRow + stageNodes * WorkCosts.templateNode, bytes: cellRows * WorkCosts.cellTimelineRowBytes,
            remedy: "give its lists fewer rows or shorter scroll scripts")
        add(
            "\(Self.count(Self.rounded(cellNodes), "list cell node")) painted",
            cellNodes * WorkCosts.cellNode + templateNodes * WorkCosts.templateNode,
            bytes: keptCells * WorkCosts.keptCellBytes, remedy: "give its lists taller rows, or use a smaller device")

        // The launch screen and the relaunch snapshot, compared with the first frame.
        if comparesPixels {
            let comparisons = (screen.launchScreen != nil ? 1 : 0) + (screen.restoration != nil ? 1 : 0)
            if comparisons > 0 {
                let devicePixels = Self.pixels(device, scale: device.scale)
                let drawn = Double(comparisons + 1)
                let drawnNodes = n + Double(screen.launchScreen?.nodes.count ?? 0)
                add(
                    "\(comparisons * 2) pictures of \(Self.count(Self.rounded(devicePixels), "pixel")) compared",
                    drawn * devicePixels * WorkCosts.comparedPixel + drawn * drawnNodes * WorkCosts.drawnNode,
                    bytes: devicePixels * WorkCosts.pixelBytes, remedy: "use a device with fewer pixels")
            }
        }

        // Pictures drawn from the analysis.
        if drawsPictures {
            let scale = options.pictureScale ?? device.scale
            let pixels = Self.pixels(device, scale: scale)
            self.pixels = pixels < Double(Int.max / 4) ? Int(pixels) : Int.max / 4
            // Screen-sized pictures: `render` draws every frame, a shift diagram two screens wide
            // per frame where layout changes and per shift inside a list it may report, and the
            // maps. `lint` draws those its findings ask for, counted once they are known
            // (`ArtifactSink.workUnits`).
            let listDiagrams = cellDiagrams < Double(Int.max / 4) ? Int(cellDiagrams) : Int.max / 4
            let diagrams = Self.multiplying(2, Self.adding(changingFrames, listDiagrams))
            let count = options.drawsEveryFrame ? Self.adding(Self.adding(frames, diagrams), 2) : 0
            pictures = count
            let drawn = n + cellsPerFrame
            if count > 0 {
                add(
                    "\(Self.count(count, "picture")) × \(Self.count(self.pixels, "pixel"))",
                    Double(count) * (pixels * WorkCosts.picturePixel + drawn * WorkCosts.drawnNode), bytes: pixels * WorkCosts.pixelBytes,
                    remedy: "draw fewer frames, at a smaller scale or on a device with fewer pixels")
            }
        } else {
            pixels = 0
            pictures = 0
        }
        // The launch screen and the snapshot pick their frames by time: every frame is kept then too.
        if options.keepsLayouts || screen.launchScreen != nil || screen.restoration != nil {
            add(
                "\(Self.count(nodes, "node")) × \(Self.count(frames, "frame")) kept for pictures", n * f * WorkCosts.keptNode,
                bytes: n * f * WorkCosts.keptNodeBytes)
        }
        if options.dumpsFrames {
            add(
                "\(Self.count(nodes, "node")) × \(Self.count(frames, "frame")) printed", n * f * WorkCosts.dumpedNode,
                bytes: n * f * WorkCosts.dumpedNodeBytes)
        }
        self.terms = terms
    }

    /// Per node (by tree index): the children laid out again when it changes — its own, and
    /// those of every node on its path from the root. O(nodes).
    static func relaidChildren(of tree: NodeTree) -> [Int] {
        var result = Array(repeating: 0, count: tree.nodes.count)
        guard !tree.nodes.isEmpty else { return result }
        for index in tree.preorder() {
            result[index] = (tree.nodes[index].parent.map { result[$0] } ?? 0) + tree.nodes[index].children.count
        }
        return result
    }

    /// Pixels of a screen-sized picture of `device` at `scale` (saturating far above any budget).
    static func pixels(_ device: DeviceProfile, scale: Double) -> Double {
        let pixels = (device.width * scale).rounded(.up) * (device.height * scale).rounded(.up)
        return pixels.isFinite && pixels > 0 ? min(pixels, 1e18) : 0
    }

    /// The units known before the replay, with the assumed changes: what the budget is checked
    /// against before anything is simulated.
    public var total: Int { Self.rounded(knownUnits + assumedChanges.units) }
    /// The bytes known before the replay, with the assumed changes.
    public var totalBytes: Int { Self.rounded(knownBytes + assumedChanges.bytes) }

    /// The units of the terms known before the replay.
    public var knownUnits: Double { terms.reduce(0) { $0 + $1.units } }
    /// The bytes of the terms known before the replay.
    public var knownBytes: Double { terms.reduce(0) { $0 + $1.bytes } }

    /// What the work is, largest part first, the main ones only: "20000 nodes × 2001 frames kept laid out + …".
    public var explanation: String {
        let parts = (terms + [assumedChanges]).filter { $0.units >= 1 }.sorted { $0.units > $1.units }
        let main = parts.prefix(3).map(\.name)
        return main.isEmpty ? "nothing" : main.joined(separator: " + ") + (parts.count > 3 ? " + …" : "")
    }

    /// "1 frame", "2001 frames".
    static func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
    }

    /// What makes the largest part (by units, or by bytes) smaller.
    func remedy(byBytes: Bool) -> String {
        let parts = terms + [assumedChanges]
        let largest = byBytes ? parts.max { $0.bytes < $1.bytes } : parts.max { $0.units < $1.units }
        return largest?.remedy ?? Self.timelineRemedy
    }

    /// The error when the estimate is over `budget`, located at the screen; nil within it.
    public func check(budget: WorkBudget, screen: Screen, device: DeviceProfile, file: String) -> InputError? {
        if total > budget.units {
            return InputError(
                file: file, location: screen.location,
                message: "analysing \"\(screen.name)\" on \(device.name) would take about \(total) units of work "
                    + "(\(explanation)), over the work budget of \(budget.description); raise it with --max-work "
                    + "\(Self.suggestedBudget(total)) (or maxWork in .layoutlint.yml), or \(remedy(byBytes: false))")
        }
        if totalBytes > budget.bytes {
            return InputError(
                file: file, location: screen.location,
                message: "analysing \"\(screen.name)\" on \(device.name) would need about \(Self.megabytes(totalBytes)) of memory "
                    + "(\(memoryExplanation)), over the \(Self.megabytes(budget.bytes)) the work budget of \(budget.description) allows; "
                    + "raise it with --max-work \(Self.suggestedBudget(Int((Double(totalBytes) / WorkCosts.bytesPerUnit).rounded(.up)))) "
                    + "(or maxWork in .layoutlint.yml), or \(remedy(byBytes: true))")
        }
        return nil
    }

    /// The terms that need the most memory, largest first.
    public var memoryExplanation: String {
        let parts = (terms + [assumedChanges]).filter { $0.bytes >= 1 }.sorted { $0.bytes > $1.bytes }
        return parts.prefix(2).map { "\($0.name): \(Self.megabytes(Self.rounded($0.bytes)))" }.joined(separator: ", ")
    }

    /// "1.2 GB", "340 MB".
    static func megabytes(_ bytes: Int) -> String {
        let mb = Double(bytes) / 1_000_000
        return mb >= 1000 ? "\(Format.number((mb / 100).rounded() / 10)) GB" : "\(Format.number(max(1, mb.rounded()))) MB"
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

    static func rounded(_ value: Double) -> Int {
        value.isFinite && value < Double(Int.max / 2) ? Int(value.rounded(.up)) : Int.max / 2
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

/// The work of one analysis: its estimate, with the timeline's changed nodes as the replay
/// counted them instead of the estimate's one per change.
public struct WorkSpent: Sendable, Hashable {
    public var estimate: WorkEstimate
    /// Node states the replay changed, and nodes of the frames it laid out whole.
    public var changedNodes: Int
    public var wholeFrameNodes: Int
    /// The units and bytes: the estimate's known terms and what the replay counted.
    public var units: Int
    public var bytes: Int
    /// The units and bytes the replay counted (the frames' changed nodes and stored records).
    var replayUnits: Double
    var replayBytes: Double

    init(estimate: WorkEstimate, meter: WorkMeter) {
        self.estimate = estimate
        changedNodes = meter.changedNodes
        wholeFrameNodes = meter.wholeFrameNodes
        units = WorkEstimate.rounded(estimate.knownUnits + meter.units)
        bytes = WorkEstimate.rounded(estimate.knownBytes + meter.bytes)
        replayUnits = meter.units
        replayBytes = meter.bytes
    }

    /// Whether the analysis this work made would have been made, the same, within `budget`:
    /// its estimate within it, and its replay's meter never over what it leaves. An analysis
    /// made within a larger budget is then the one `budget` gives, since the budget only stops.
    func fits(_ budget: WorkBudget) -> Bool {
        estimate.total <= budget.units && estimate.totalBytes <= budget.bytes
            && !(replayUnits > Double(budget.units) - estimate.knownUnits) && !(replayBytes > Double(budget.bytes) - estimate.knownBytes)
    }

    /// The error of a replay stopped by its meter after `done` of `frames` frames.
    func overBudget(
        _ budget: WorkBudget, replayed done: Int, of frames: Int, screen: Screen, device: DeviceProfile, file: String
    ) -> InputError {
        // The frames not yet replayed would change about as many nodes each as these did.
        let perFrame = Double(changedNodes + wholeFrameNodes) / Double(max(done - 1, 1))
        let rest = perFrame * Double(max(frames - done, 0))
        let subject = "analysing \"\(screen.name)\" on \(device.name)"
        let progress = "after replaying \(done) of its \(frames) frames: they changed \(changedNodes + wholeFrameNodes) node states"
        let advice = "(or maxWork in .layoutlint.yml), or split the screen or shorten its timeline"
        if bytes > budget.bytes {
            // The frames not yet replayed would store about as much each as these did.
            let projected = WorkEstimate.rounded(Double(bytes) + replayBytes / Double(max(done - 1, 1)) * Double(max(frames - done, 0)))
            let units = WorkEstimate.rounded(Double(projected) / WorkCosts.bytesPerUnit)
            return InputError(
                file: file, location: screen.location,
                message: "\(subject) passed the \(WorkEstimate.megabytes(budget.bytes)) of memory the work budget of \(budget.description) "
                    + "allows \(progress), about \(WorkEstimate.megabytes(bytes)); all of them would need about \(WorkEstimate.megabytes(projected)); "
                    + "raise it with --max-work \(WorkEstimate.suggestedBudget(max(units, budget.units))) \(advice)")
        }
        let projected = WorkEstimate.rounded(Double(units) + rest * WorkCosts.changedNode)
        return InputError(
            file: file, location: screen.location,
            message: "\(subject) passed the work budget of \(budget.description) \(progress) (about \(units) units of work); "
                + "all of them would take about \(projected); raise it with --max-work \(WorkEstimate.suggestedBudget(projected)) \(advice)"
        )
    }
}
