import LayoutModel

/// Everything one lint run produced: the input errors, the findings and the metrics.
public struct LintReport: Sendable {
    /// Input errors (invalid files), sorted by file and location.
    public var errors: [InputError] = []
    /// Findings, sorted by file, location and rule.
    public var findings: [Finding] = []
    /// One entry per file × screen × device, in file, screen and device order.
    public var metrics: [ScreenMetrics] = []
    /// How many files were read.
    public var fileCount = 0
    /// How many screen × device pairs were analysed.
    public var runCount = 0
    /// Pictures written for `--artifacts`, in the order written.
    public var artifacts: [String] = []
    /// Seconds each screen × device took to analyse and lint, by `runKey` (JUnit's `time`).
    public var runSeconds: [String: Double] = [:]
    /// Pictures that could not be written (an unwritable folder, a file in the way).
    public var artifactErrors: [String] = []

    /// The key of a screen × device run in `runSeconds`.
    public static func runKey(file: String, screen: String, device: String) -> String {
        [file, screen, device].joined(separator: "\u{1F}")
    }
}
