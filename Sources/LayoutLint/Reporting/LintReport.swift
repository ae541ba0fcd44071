import LayoutModel

/// Everything one lint run produced: the input errors, the findings and the metrics.
struct LintReport: Sendable {
    /// Input errors (invalid files), sorted by file and location.
    var errors: [InputError] = []
    /// Findings, sorted by file, location and rule.
    var findings: [Finding] = []
    /// One entry per file × screen × device, in file, screen and device order.
    var metrics: [ScreenMetrics] = []
    /// How many files were read.
    var fileCount = 0
    /// How many screen × device pairs were analysed.
    var runCount = 0
}

/// The measurements of one screen on one device (the json reporter's `metrics`).
struct ScreenMetrics: Sendable {
    var file: String
    var screen: String
    var device: String

    init(analysis: ScreenAnalysis) {
        file = analysis.file
        screen = analysis.screen.name
        device = analysis.device.name
    }
}

/// Turns a report into text for a terminal, an editor, a CI system or a machine.
protocol Reporter: Sendable {
    /// Renders the report; pure, deterministic.
    func report(_ report: LintReport) -> String
}
