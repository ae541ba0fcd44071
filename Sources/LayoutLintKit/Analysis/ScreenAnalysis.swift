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
    /// The frames over the timeline and the layout shifts between them (SPEC §4.1–4.4).
    public var timeline: Timeline
    /// Blended layers, overdraw and offscreen passes of the first and the final frame (SPEC §6).
    public var renderCost: RenderCostAnalysis
    /// Each list's cell reuse while its scroll script plays, in the first frame's layout (SPEC §5).
    public var lists: [ListReuse]
    /// Every layout the timeline made, in order (a frame's `layoutIndex` indexes it), when
    /// `options.keepsLayouts` is set; empty otherwise. Pictures are drawn from these.
    public var layouts: [TreeLayout]
    /// The layouter every frame was laid out with (pictures lay list-cell templates out and
    /// measure text with the same one).
    public var layouter: any Layouter

    /// Analyses `screen` on `device`, laying every frame out through `layouter`. Throws an
    /// input error located at the screen when the screen cannot be laid out (for example a
    /// tree deeper than the layout limit) or a list cannot be simulated.
    public init(
        file: String, screen: Screen, device: DeviceProfile, options: AnalysisOptions = AnalysisOptions(),
        layouter: any Layouter = EngineLayouter()
    ) throws(InputError) {
        self.file = file
        self.screen = screen
        self.device = device
        self.options = options
        self.layouter = layouter
        var recorder = LayoutRecorder(keepsAll: options.keepsLayouts)
        do {
            timeline = try TimelineSimulator.simulate(
                screen: screen, device: device, options: options, layouter: layouter, recorder: &recorder)
        } catch {
            throw InputError(file: file, location: screen.location, message: error.description)
        }
        let cells = ListCellPainter.provider(device: device, layouter: layouter)
        var costFrames: [RenderCostFrame] = []
        if let first = recorder.first {
            costFrames.append(RenderCostAnalysis.analyze(tree: first.tree, layout: first.layout, device: device, cells: cells))
        }
        if let last = recorder.last {
            costFrames.append(
                RenderCostAnalysis.analyze(
                    tree: last.tree, layout: last.layout, device: device, atMs: timeline.frames.last?.atMs, cells: cells))
        }
        renderCost = RenderCostAnalysis(frames: costFrames)
        if let first = recorder.first {
            lists = try ListAnalysis.analyze(
                tree: first.tree, frames: first.layout.absoluteFrames, displayed: first.layout.isDisplayed, device: device,
                file: file, plotBuckets: options.reusePlotBuckets)
        } else {
            lists = []
        }
        layouts = recorder.all
    }

    /// The tree and layout a frame of the timeline was drawn from; nil unless the analysis
    /// kept its layouts (`AnalysisOptions.keepsLayouts`).
    public func layout(of frame: FrameSnapshot) -> TreeLayout? {
        frame.layoutIndex < layouts.count ? layouts[frame.layoutIndex] : nil
    }
}
