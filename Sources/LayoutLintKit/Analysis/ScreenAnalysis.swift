import LayoutModel

/// The analyses of one screen on one device, computed once and read by every rule, metric,
/// reporter and picture.
///
/// Each analysis (timeline and shifts, rendering cost, lists) is a stored property computed
/// in `init` from one run of the timeline, so nothing downstream lays out or simulates again.
public struct ScreenAnalysis: Sendable {
    /// The layout file the screen comes from, as given.
    public var file: String
    public var screen: Screen
    public var device: DeviceProfile
    public var options: AnalysisOptions
    /// The launch and the main thread: work, requests, the first frame,
    /// when changes can be seen, the primary content and ad loads.
    public var launch: LaunchSimulation
    /// Hitch time after the first frame: the launch's own frame demands plus the lists' scrolls
    /// and the spinners on screen.
    public var hitches: HitchReport
    /// The frames over the timeline, at the times the user sees them, and the layout shifts
    /// between them.
    public var timeline: Timeline
    /// Blended layers, overdraw and offscreen passes of the first and the final frame.
    public var renderCost: RenderCostAnalysis
    /// Each list's cell reuse while its scroll script plays, in the first frame's layout.
    public var lists: [ListReuse]
    /// What happens inside the cells of each list whose cells receive content or size themselves,
    /// while its scroll script plays (`CellTimeline`).
    public var cells: [ListCellTimeline]
    /// Every layout the timeline made, in order (a frame's `layoutIndex` indexes it), when
    /// `options.keepsLayouts` is set; empty otherwise. Pictures are drawn from these.
    public var layouts: [TreeLayout]
    /// The layouter every frame was laid out with (pictures lay list-cell templates out and
    /// measure text with the same one).
    public var layouter: any Layouter
    /// The launch screen against the first frame; nil when the screen has no `launchScreen`.
    public var launchScreen: LaunchScreenAnalysis?
    /// The app-switcher snapshot against the first frame; nil when the screen has no `restoration`.
    public var restoration: RestorationAnalysis?
    /// The work the analysis was estimated to take, with the timeline's changes as replayed.
    public var work: WorkSpent
    /// The text size and locale the screen was shown at (`LintSession.analyzeAll` sets it;
    /// `screen` already shows its strings and `layouter` measures at its size).
    public var setting: TextSetting = .standard
    /// How long the analysis itself took, in seconds (`LintSession.analyzeAll` sets it; JUnit's
    /// `time` adds the rules to it). Runs analysed in parallel each count their own.
    public var seconds = 0.0

    /// Analyses `screen` on `device`, laying every frame out through `layouter` and drawing
    /// the pictures the launch screen and the relaunch snapshot are compared by with
    /// `rasterizer` (without one they are laid out but not compared). Throws an input error
    /// located at the screen when its `WorkEstimate` is over `options.maxWork` (checked before
    /// anything is simulated), when the screen cannot be laid out (for example a tree deeper
    /// than the layout limit) or when a list cannot be simulated.
    public init(
        file: String, screen: Screen, device: DeviceProfile, options: AnalysisOptions = AnalysisOptions(),
        layouter: any Layouter = EngineLayouter(), rasterizer: (any FrameRasterizer)? = nil
    ) throws(InputError) {
        do throws(Failure) {
            try self.init(
                file: file, screen: screen, device: device, options: options, layouter: layouter, rasterizer: rasterizer,
                within: WorkBudget(units: options.maxWork))
        } catch {
            throw error.inputError
        }
    }

    /// Why an analysis was not made.
    public enum Failure: Error, Sendable {
        /// The screen cannot be analysed (a tree too deep to lay out, a list that cannot be simulated, …).
        case input(InputError)
        /// Its work is over the budget: refused before anything was simulated, or stopped while
        /// the timeline was replayed.
        case overBudget(InputError)

        /// The error, located at the screen (or what in it failed).
        public var inputError: InputError {
            switch self {
            case .input(let error), .overBudget(let error): error
            }
        }
    }

    /// Analyses as above within `budget` (what a file's budget leaves for this screen × device):
    /// refused before anything is simulated when the estimate is over it, stopped when the
    /// timeline's replay passes it.
    public init(
        file: String, screen: Screen, device: DeviceProfile, options: AnalysisOptions, layouter: any Layouter,
        rasterizer: (any FrameRasterizer)?, within budget: WorkBudget
    ) throws(Failure) {
        self.file = file
        self.screen = screen
        self.device = device
        self.options = options
        self.layouter = layouter
        let estimate = WorkEstimate(screen: screen, device: device, options: options, comparesPixels: rasterizer != nil)
        if let error = estimate.check(budget: budget, screen: screen, device: device, file: file) { throw .overBudget(error) }
        launch = LaunchSimulation(screen: screen, device: device)
        // The launch screen and the snapshot are compared with frames picked by time: keep them all.
        let comparesSnapshots = screen.launchScreen != nil || screen.restoration != nil
        var recorder = LayoutRecorder(keepsAll: options.keepsLayouts || comparesSnapshots)
        var meter = WorkMeter(
            limitUnits: Double(budget.units) - estimate.knownUnits, limitBytes: Double(budget.bytes) - estimate.knownBytes)
        do throws(TimelineSimulator.Failure) {
            timeline = try TimelineSimulator.simulate(
                screen: ReplayTimes.displayed(screen, launch: launch), device: device, options: options,
                firstFrameMs: launch.firstFrameMs, layouter: layouter, recorder: &recorder, meter: &meter)
        } catch {
            switch error {
            case .layout(let error):
                throw .input(InputError(file: file, location: screen.location, message: error.description))
            case .overBudget(let done, let frames):
                throw .overBudget(
                    WorkSpent(estimate: estimate, meter: meter).overBudget(
                        budget, replayed: done, of: frames, screen: screen, device: device, file: file))
            }
        }
        work = WorkSpent(estimate: estimate, meter: meter)
        let cellPainter = ListCellPainter.provider(device: device, layouter: layouter)
        var costFrames: [RenderCostFrame] = []
        if let first = recorder.first {
            costFrames.append(RenderCostAnalysis.analyze(tree: first.tree, layout: first.layout, device: device, cells: cellPainter))
        }
        if let last = recorder.last {
            costFrames.append(
                RenderCostAnalysis.analyze(
                    tree: last.tree, layout: last.layout, device: device, atMs: timeline.frames.last?.atMs, cells: cellPainter,
                    contentOffsets: timeline.frames.last?.contentOffsets(in: last.tree) ?? [:]))
        }
        renderCost = RenderCostAnalysis(frames: costFrames)
        do throws(InputError) {
            if let first = recorder.first {
                lists = try ListAnalysis.analyze(
                    tree: first.tree, frames: first.layout.absoluteFrames, displayed: first.layout.isDisplayed, device: device,
                    file: file, plotBuckets: options.reusePlotBuckets)
                cells = CellTimeline.analyze(
                    tree: first.tree, frames: first.layout.absoluteFrames, displayed: first.layout.isDisplayed, device: device,
                    layouter: layouter, startMs: launch.firstFrameMs, plotBuckets: options.reusePlotBuckets)
                let tracks = Dictionary(cells.map { ($0.node, $0.track) }, uniquingKeysWith: { first, _ in first })
                for index in lists.indices { lists[index].cellTrack = tracks[lists[index].node] ?? nil }
            } else {
                lists = []
                cells = []
            }
            (launchScreen, restoration) = try SnapshotAnalyses.analyze(
                .init(
                    file: file, screen: screen, device: device, firstFrameMs: launch.firstFrameMs, timeline: timeline,
                    layouts: recorder.all, layouter: layouter, rasterizer: rasterizer, keepsImages: options.keepsLayouts))
        } catch {
            throw .input(error)
        }
        layouts = options.keepsLayouts ? recorder.all : []
        // A list's scroll script plays from the first frame on, and a visible spinner animates:
        // frames are due all along.
        let first = launch.firstFrameMs
        let scrolls =
            lists.map { FrameDemand(source: .scroll($0.id), startMs: first, endMs: first + $0.result.durationMs) }
            + Self.scrollViewDemands(in: recorder.last ?? recorder.first, device: device, firstFrameMs: first)
        hitches = launch.hitchReport(adding: scrolls + Self.spinnerDemands(screen: screen, timeline: timeline, launch: launch))
    }

    /// A scroll view's scroll script plays from the first frame on, as a list's does: frames are
    /// due while it plays, on the content as the last frame lays it out. O(nodes).
    static func scrollViewDemands(in laidOut: TreeLayout?, device: DeviceProfile, firstFrameMs: Double) -> [FrameDemand] {
        guard let laidOut else { return [] }
        let frames = laidOut.layout.absoluteFrames
        func frame(_ index: Int) -> Rect { index < frames.count ? frames[index] : .zero }
        return laidOut.tree.nodes.indices.compactMap { index in
            let node = laidOut.tree.nodes[index]
            guard ScrollViews.isScripted(node), let script = node.scroll else { return nil }
            let content = ScrollViews.contentHeight(of: node, frame: frame(index), children: node.children.map(frame))
            let duration = ScrollScript.durationMs(
                script, contentHeight: content, viewport: frame(index).height, refreshRate: device.refreshRate)
            return duration > 0 ? FrameDemand(source: .scroll(node.id), startMs: firstFrameMs, endMs: firstFrameMs + duration) : nil
        }
    }

    /// While a spinner is on screen it animates: one demand per frame showing a spinner (the
    /// first of them in tree order), until the next frame (the last one until the launch's last
    /// task has finished). O(frames + the frames' stored changes + spinners) through
    /// `TimelineFrames.runs`, never a whole frame per frame.
    static func spinnerDemands(screen: Screen, timeline: Timeline, launch: LaunchSimulation) -> [FrameDemand] {
        var spinners = screen.tree.nodes.filter { $0.kind == .spinner }.map(\.id)
        for event in screen.timeline {
            if let tree = event.action.change?.added { spinners += tree.nodes.filter { $0.kind == .spinner }.map(\.id) }
        }
        guard !spinners.isEmpty else { return [] }
        let frames = timeline.frames
        let runs = frames.runs(of: spinners, where: \.isShown)
        // Per frame, the spinners whose runs start and end there; the first shown is the lowest
        // index among those on screen (a heap with the ones that left removed lazily).
        var starting = Array(repeating: [Int](), count: frames.count + 1)
        var ending = Array(repeating: [Int](), count: frames.count + 1)
        for (spinner, spans) in runs.enumerated() {
            for span in spans {
                starting[span.lowerBound].append(spinner)
                ending[span.upperBound].append(spinner)
            }
        }
        var onScreen = Array(repeating: 0, count: spinners.count)
        var candidates = MinHeap<Int>()
        let lastTask = launch.tasks.map(\.finishMs).max() ?? 0
        var demands: [FrameDemand] = []
        for index in 0..<frames.count {
            for spinner in ending[index] { onScreen[spinner] -= 1 }
            for spinner in starting[index] {
                onScreen[spinner] += 1
                candidates.push(spinner)
            }
            while let top = candidates.first, onScreen[top] <= 0 { _ = candidates.pop() }
            let atMs = frames.time(at: index)
            let end = index + 1 < frames.count ? frames.time(at: index + 1) : max(atMs, lastTask)
            guard end > atMs, let shown = candidates.first else { continue }
            demands.append(FrameDemand(source: .animation(spinners[shown]), startMs: atMs, endMs: end))
        }
        return demands
    }

    /// Cumulative layout shift over the timeline's scored shifts and the shifts inside the
    /// lists' cells, in one set of session windows (the timeline's own when no cell shifted).
    public var cls: Double {
        let inCells = cells.flatMap(\.scores)
        guard !inCells.isEmpty else { return timeline.cls }
        let shifts = timeline.scoredShifts.map { (atMs: $0.atMs, score: $0.score.score) } + inCells
        return ShiftScoring.cumulativeLayoutShift(shifts.sorted { $0.atMs < $1.atMs })
    }

    /// The tree and layout a frame of the timeline was drawn from; nil unless the analysis
    /// kept its layouts (`AnalysisOptions.keepsLayouts`).
    public func layout(of frame: FrameSnapshot) -> TreeLayout? {
        frame.layoutIndex < layouts.count ? layouts[frame.layoutIndex] : nil
    }
}
