import LayoutModel

/// Everything the pictures of one screen on one device are drawn from: the timeline's frames
/// (tree and layout at each time) and its shifts.
struct ScreenPictures: Sendable {
    /// One frame of the timeline.
    struct TimedFrame: Sendable {
        var atMs: Double
        var frame: RenderFrame
        var tree: NodeTree { frame.tree }
        /// The layout the frame was drawn from (the rendering-cost analysis reads it).
        var layout: LayoutResult
    }

    /// The layout file the screen comes from, for the locations of input errors.
    var file = ""
    var screen: Screen
    var device: DeviceProfile
    /// The frame at t = 0, then one per distinct event time.
    var frames: [TimedFrame]
    /// The shift diagrams' inputs, one per shift (scored or expected), in time order.
    var shifts: [ShiftDiagram.Input]

    /// The shifts that count towards CLS.
    var scoredShifts: [ShiftDiagram.Input] { shifts.filter { !$0.shift.expected } }

    /// Pictures of frames and shifts already at hand.
    init(screen: Screen, device: DeviceProfile, frames: [TimedFrame], shifts: [ShiftDiagram.Input]) {
        self.screen = screen
        self.device = device
        self.frames = frames
        self.shifts = shifts
    }

    /// Replays the screen's timeline on `device` with the layout engine, keeping each frame's
    /// tree and layout. Throws an input error located at the screen when a frame cannot be
    /// laid out. O(frames × nodes) time and memory.
    init(file: String, screen: Screen, device: DeviceProfile, options: AnalysisOptions = AnalysisOptions()) throws(InputError) {
        self.file = file
        self.screen = screen
        self.device = device
        var trees: [NodeTree] = []
        var layouts: [LayoutResult] = []
        let timeline: Timeline
        do {
            timeline = try TimelineSimulator.simulate(screen: screen, device: device, options: options) {
                (tree: NodeTree, device: DeviceProfile) throws(LayoutError) -> [Rect] in
                let result = try ScreenLayout.layout(tree, on: device)
                trees.append(tree)
                layouts.append(result)
                return result.absoluteFrames
            }
        } catch {
            throw InputError(file: file, location: screen.location, message: error.description)
        }
        var frames: [TimedFrame] = []
        for snapshot in timeline.frames where snapshot.layoutIndex < layouts.count {
            let tree = trees[snapshot.layoutIndex], layout = layouts[snapshot.layoutIndex]
            let frame = RenderFrame(
                tree: tree, frames: layout.absoluteFrames, isDisplayed: layout.isDisplayed, screen: device.bounds,
                cells: ListCells.cells(tree: tree, layout: layout, device: device))
            frames.append(TimedFrame(atMs: snapshot.atMs, frame: frame, layout: layout))
        }
        self.frames = frames
        var shifts: [ShiftDiagram.Input] = []
        for (offset, step) in timeline.steps.enumerated() {
            guard let shift = step.shift, offset + 1 < frames.count else { continue }
            shifts.append(
                ShiftDiagram.Input(
                    screen: screen.name, device: device, before: frames[offset].frame, beforeMs: frames[offset].atMs,
                    after: frames[offset + 1].frame, shift: ShiftMetric(shift), causeNode: shift.culprit?.id))
        }
        self.shifts = shifts
    }

    /// The rendering-cost analysis of the frame at `atMs` (nil: the first frame), list cells
    /// included, as the lint analysis computes it.
    func renderCost(atMs: Double?) -> (frame: TimedFrame, cost: RenderCostFrame)? {
        let match = atMs.flatMap { time in frames.first { $0.atMs == time } } ?? frames.first
        guard let match else { return nil }
        let cost = RenderCostAnalysis.analyze(
            tree: match.tree, layout: match.layout, device: device, atMs: atMs, cells: ListCellPainter.provider(device: device))
        return (match, cost)
    }
}
