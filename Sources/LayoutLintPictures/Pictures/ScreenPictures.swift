import LayoutLintKit
import LayoutModel

/// Everything the pictures of one screen on one device are drawn from, read from its
/// `ScreenAnalysis`: the timeline's frames (tree and layout at each time), its shifts, the
/// rendering cost of the analysed frames and the lists' reuse. Nothing is simulated again.
struct ScreenPictures: Sendable {
    /// One frame of the timeline.
    struct TimedFrame: Sendable {
        var atMs: Double
        var frame: RenderFrame
        var tree: NodeTree { frame.tree }
        /// The layout the frame was drawn from.
        var layout: LayoutResult
    }

    var screen: Screen
    var device: DeviceProfile
    /// What captions add to the device's name for a run at a text setting (" @accessibility2 de").
    var settingSuffix = ""
    /// The frame at t = 0, then one per distinct event time.
    var frames: [TimedFrame]
    /// The shift diagrams' inputs, one per shift (scored or expected), in time order.
    var shifts: [ShiftDiagram.Input]
    /// The rendering cost of the frames the analysis measured (the first and the final one).
    var renderCosts: [RenderCostFrame]
    /// The lists' reuse, with their plot series when the analysis recorded them.
    var lists: [ListReuse]
    /// What happened inside the lists' cells (content arriving, cells measured), with the
    /// scenes of the shifts the findings report.
    var cells: [ListCellTimeline] = []
    /// Lays out list-cell templates for frames whose cost was not analysed.
    var layouter: any Layouter
    /// The launch and its hitches, for `timeline.png`; nil for pictures of frames alone.
    var launch: (simulation: LaunchSimulation, hitches: HitchReport)?
    /// The launch screen against the first frame, when the screen has a launch screen.
    var launchScreen: LaunchScreenAnalysis?
    /// The app-switcher snapshot against the first frame, when the screen describes one.
    var restoration: RestorationAnalysis?

    /// The shifts that count towards CLS.
    var scoredShifts: [ShiftDiagram.Input] { shifts.filter { !$0.shift.expected } }

    /// Pictures of frames and shifts already at hand.
    init(
        screen: Screen, device: DeviceProfile, frames: [TimedFrame], shifts: [ShiftDiagram.Input],
        renderCosts: [RenderCostFrame] = [], lists: [ListReuse] = [], layouter: any Layouter = EngineLayouter(),
        launch: (simulation: LaunchSimulation, hitches: HitchReport)? = nil
    ) {
        self.screen = screen
        self.device = device
        self.frames = frames
        self.shifts = shifts
        self.renderCosts = renderCosts
        self.lists = lists
        self.layouter = layouter
        self.launch = launch
    }

    /// The pictures of an analysis that kept its layouts (`AnalysisOptions.forPictures`).
    /// O(frames × nodes) to build the frames' paint input.
    init(_ analysis: ScreenAnalysis) {
        let device = analysis.device
        // A frame of the timeline drawn with its scroll views at `offsets` (by id) and its lists
        // where their scroll scripts are at that time.
        func render(_ laidOut: TreeLayout, atMs: Double, offsets: FrameSnapshot) -> RenderFrame {
            RenderFrame(
                tree: laidOut.tree, frames: laidOut.layout.absoluteFrames, isDisplayed: laidOut.layout.isDisplayed,
                screen: device.bounds,
                cells: ListCells.cells(
                    tree: laidOut.tree, layout: laidOut.layout, device: device, layouter: analysis.layouter,
                    scrollOffsets: ScrollPosition.offsets(
                        in: laidOut, snapshot: offsets, elapsedMs: atMs - analysis.launch.firstFrameMs, device: device),
                    shownForMs: atMs - analysis.launch.firstFrameMs, sinceLaunchMs: atMs),
                awaitingContent: analysis.timeline.awaitingContent(in: laidOut.tree, atMs: atMs),
                contentOffsets: offsets.contentOffsets(in: laidOut.tree))
        }
        var frames: [TimedFrame] = []
        var snapshots: [FrameSnapshot] = []
        for snapshot in analysis.timeline.frames {
            guard let laidOut = analysis.layout(of: snapshot) else { continue }
            frames.append(
                TimedFrame(atMs: snapshot.atMs, frame: render(laidOut, atMs: snapshot.atMs, offsets: snapshot), layout: laidOut.layout))
            snapshots.append(snapshot)
        }
        var shifts: [ShiftDiagram.Input] = []
        let gestures = GestureSpan.all(in: analysis.screen)
        for (offset, step) in analysis.timeline.steps.enumerated() {
            guard let shift = step.shift, offset + 1 < frames.count else { continue }
            // A shift is scored against the frame before scrolled as the user sees the change:
            // the diagram draws it so, or scrolling would look like the shift.
            var before = frames[offset].frame
            let (earlier, later) = (snapshots[offset], snapshots[offset + 1])
            if earlier.nodes.contains(where: { $0.contentOffset != (later[$0.id]?.contentOffset ?? $0.contentOffset) }),
                let laidOut = analysis.layout(of: earlier)
            {
                before = render(laidOut, atMs: earlier.atMs, offsets: later)
            }
            shifts.append(
                ShiftDiagram.Input(
                    screen: analysis.screen.name, device: device, before: before, beforeMs: frames[offset].atMs,
                    after: frames[offset + 1].frame, shift: ShiftMetric(shift), causeNode: shift.culprit?.id,
                    gestures: gestures.filter { $0.isActive(atMs: step.atMs) }))
        }
        self.init(
            screen: analysis.screen, device: device, frames: frames, shifts: shifts, renderCosts: analysis.renderCost.frames,
            lists: analysis.lists, layouter: analysis.layouter, launch: (analysis.launch, analysis.hitches))
        launchScreen = analysis.launchScreen
        restoration = analysis.restoration
        cells = analysis.cells
        settingSuffix = analysis.setting.runSuffix
    }

    /// The rendering cost of the frame at `atMs` (nil: the first frame), list cells included:
    /// the analysis's own result when it measured that frame, else measured here.
    func renderCost(atMs: Double?) -> (frame: TimedFrame, cost: RenderCostFrame)? {
        let match = atMs.flatMap { time in frames.first { $0.atMs == time } } ?? frames.first
        guard let match else { return nil }
        if let cost = renderCosts.first(where: { $0.atMs == atMs }) { return (match, cost) }
        let cost = RenderCostAnalysis.analyze(
            tree: match.tree, layout: match.layout, device: device, atMs: atMs,
            cells: ListCellPainter.provider(device: device, layouter: layouter))
        return (match, cost)
    }
}

extension AnalysisOptions {
    /// These options with what pictures read kept: every layout and the reuse plot series.
    public var forPictures: AnalysisOptions {
        var options = self
        options.keepsLayouts = true
        options.reusePlotBuckets = Int(ReusePlot.plotWidth)
        return options
    }

    /// These options with the reuse plot series recorded (and no frame kept: the plots need none).
    public var forReusePlots: AnalysisOptions {
        var options = self
        options.reusePlotBuckets = Int(ReusePlot.plotWidth)
        return options
    }
}
