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
    /// How many screen × device pairs (at each text setting) were analysed.
    public var runCount = 0
    /// Whether runs were made at named text sizes (`contentSizes`): they multiply the runs.
    public var runsAtTextSizes = false
    /// Whether runs were made in named locales (`locales`, `--pseudo-locale`): they multiply the runs.
    public var runsInLocales = false
    /// Pictures written for `--artifacts`, in the order written.
    public var artifacts: [String] = []
    /// The screen × device run (`runKey`) each picture in `artifacts` shows.
    public var artifactRuns: [String: String] = [:]
    /// Seconds each screen × device took to analyse and lint, by `runKey` (JUnit's `time`).
    public var runSeconds: [String: Double] = [:]
    /// Pictures that could not be written (an unwritable folder, a file in the way).
    public var artifactErrors: [String] = []

    /// The key of a screen × device run in `runSeconds`.
    public static func runKey(file: String, screen: String, device: String) -> String {
        [file, screen, device].joined(separator: String(runKeySeparator))
    }

    /// Separates the parts of a `runKey` (the unit separator, which no path or name contains).
    static let runKeySeparator: Character = "\u{1F}"

    /// The file, screen and device of a `runKey`; nil for a string that is not one.
    public static func run(ofKey key: String) -> (file: String, screen: String, device: String)? {
        let parts = key.split(separator: runKeySeparator, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else { return nil }
        return (parts[0], parts[1], parts[2])
    }

    /// The findings as people read them: one per (rule, node, cause) across devices, with its
    /// consequences in `related` (`FindingMerger`). What the text, JSON and SARIF reporters print.
    public var merged: [Finding] { FindingMerger.merge(findings) }

    /// The report with every file path mapped by `path` (findings, their related findings,
    /// input errors, metrics and skipped files), e.g. made absolute for Xcode.
    public func mappingPaths(_ path: (String) -> String) -> LintReport {
        func map(_ finding: Finding) -> Finding {
            var finding = finding
            finding.file = path(finding.file)
            finding.related = finding.related.map(map)
            return finding
        }
        var report = self
        report.findings = findings.map(map)
        report.errors = errors.map { InputError(file: path($0.file), location: $0.location, message: $0.message) }
        report.metrics = metrics.map { metric in
            var metric = metric
            metric.file = path(metric.file)
            return metric
        }
        report.skipped = skipped.map(path)
        report.artifactRuns = artifactRuns.mapValues { key in
            let file = key.prefix { $0 != Self.runKeySeparator }
            return path(String(file)) + key.dropFirst(file.count)
        }
        report.runSeconds = Dictionary(
            runSeconds.map { key, seconds in
                // The key starts with the file (`runKey`): map it and keep the rest.
                let file = key.prefix { $0 != Self.runKeySeparator }
                return (path(String(file)) + key.dropFirst(file.count), seconds)
            }, uniquingKeysWith: { first, _ in first })
        return report
    }
}
