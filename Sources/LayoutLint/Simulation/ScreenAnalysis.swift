import LayoutModel

/// The analyses of one screen on one device, computed once and shared by every rule.
///
/// Each analysis (timeline and shifts, rendering cost, lists) is a stored property computed
/// in `init`, so rules only read.
struct ScreenAnalysis: Sendable {
    var file: String
    var screen: Screen
    var device: DeviceProfile
    var options: AnalysisOptions
    /// The frames over the timeline and the layout shifts between them (SPEC §4.1–4.4).
    var timeline: Timeline
    /// Blended layers, overdraw and offscreen passes of the first and the final frame (SPEC §6).
    var renderCost: RenderCostAnalysis
    /// Each list's cell reuse while its scroll script plays, in its initial layout (SPEC §5).
    var lists: [ListReuse]

    /// Analyses `screen` on `device`; throws an input error located at the screen when the
    /// screen cannot be laid out (for example a tree deeper than the layout limit).
    init(file: String, screen: Screen, device: DeviceProfile, options: AnalysisOptions) throws(InputError) {
        self.file = file
        self.screen = screen
        self.device = device
        self.options = options
        var recorder = RenderCostRecorder()
        do {
            timeline = try TimelineSimulator.simulate(screen: screen, device: device, options: options) {
                (tree, device) throws(LayoutError) -> [Rect] in try recorder.layout(tree, on: device)
            }
        } catch {
            throw InputError(file: file, location: screen.location, message: error.description)
        }
        renderCost = recorder.analysis(device: device, finalAtMs: timeline.frames.last?.atMs, cells: ListCellPainter.provider(device: device))
        lists = try ListAnalysis.analyze(screen: screen, device: device, file: file)
    }
}

/// Settings that shape the analyses (not the rules' budgets).
struct AnalysisOptions: Sendable, Hashable {
    /// The minimum move, in points, of a node's start point that counts as a shift (SPEC §4.2).
    var shiftThreshold: Double = 3
}
