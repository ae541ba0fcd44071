import ArgumentParser
import LayoutLintKit
import LayoutModel

/// `--max-depth`, `--max-nodes`, `--max-rows`, `--max-events`: the input limits, and
/// `--max-work`, the work budget of one file's screens × devices (`WorkEstimate`); shared by the
/// commands that read layout files. Defaults are generous for real apps.
struct LimitOptions: ParsableArguments {
    @Option(help: "The deepest node tree accepted (root = level 1).")
    var maxDepth = DecodingLimits().maxDepth

    @Option(help: "The most nodes accepted in one file.")
    var maxNodes = DecodingLimits().maxNodes

    @Option(help: "The most rows one list may have.")
    var maxRows = DecodingLimits().maxRows

    @Option(help: "The most timeline events one screen may have.")
    var maxEvents = DecodingLimits().maxEvents

    @Option(
        help: ArgumentHelp(
            "The most work one file's screens × devices may take together, in units of about a microsecond (default: \(AnalysisOptions.defaultMaxWork) plus \(AnalysisOptions.defaultWorkPerByte) per byte of the file, or maxWork in .layoutlint.yml).",
            discussion:
                "Estimated before simulating (nodes, frames, list rows and cells, launch tasks and pieces, pixels compared and drawn, frames printed), counted while the timeline is replayed; README \"Work budget\"."
        ))
    var maxWork: Int?

    func validate() throws {
        for (name, value) in [
            ("--max-depth", maxDepth), ("--max-nodes", maxNodes), ("--max-rows", maxRows), ("--max-events", maxEvents),
            ("--max-work", maxWork ?? 1),
        ]
        where value < 1 {
            throw ValidationError("\(name) must be at least 1")
        }
    }

    var limits: DecodingLimits {
        var limits = DecodingLimits()
        limits.maxDepth = maxDepth
        limits.maxNodes = maxNodes
        limits.maxRows = maxRows
        limits.maxEvents = maxEvents
        return limits
    }

    /// The decoding limits and, when given, the work budget (over the configuration's).
    func apply(to choices: inout LintSession.Choices) {
        choices.limits = limits
        choices.maxWork = maxWork
    }
}
