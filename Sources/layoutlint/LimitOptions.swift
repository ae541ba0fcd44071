import ArgumentParser
import LayoutLintKit
import LayoutModel

/// `--max-depth`, `--max-nodes`, `--max-rows`, `--max-events`: the input limits (SPEC §12),
/// shared by the commands that read layout files. Defaults are generous for real apps.
struct LimitOptions: ParsableArguments {
    @Option(help: "The deepest node tree accepted (root = level 1).")
    var maxDepth = DecodingLimits().maxDepth

    @Option(help: "The most nodes accepted in one file.")
    var maxNodes = DecodingLimits().maxNodes

    @Option(help: "The most rows one list may have.")
    var maxRows = DecodingLimits().maxRows

    @Option(help: "The most timeline events one screen may have.")
    var maxEvents = DecodingLimits().maxEvents

    func validate() throws {
        for (name, value) in [("--max-depth", maxDepth), ("--max-nodes", maxNodes), ("--max-rows", maxRows), ("--max-events", maxEvents)]
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
}
