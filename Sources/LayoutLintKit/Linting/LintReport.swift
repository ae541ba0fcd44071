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
    /// JSON files a folder search found that are not layout documents (no top-level `screen`
    /// or `screens`), not linted.
    public var skipped: [String] = []
    /// How many screen × device pairs were analysed.
    public var runCount = 0
    /// Pictures written for `--artifacts`, in the order written.
    public var artifacts: [String] = []
    /// Pictures that could not be written (an unwritable folder, a file in the way).
    public var artifactErrors: [String] = []

    /// The findings as people read them: one per (rule, node, cause) across devices, with its
    /// consequences in `related` (`FindingMerger`). What the text, JSON and SARIF reporters print.
    public var merged: [Finding] { FindingMerger.merge(findings) }
}
