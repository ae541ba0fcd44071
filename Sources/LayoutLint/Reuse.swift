import ArgumentParser
import LayoutLintKit
import LayoutLintPictures

extension LayoutLint {
    /// `layoutlint reuse FILE`: the reuse table of every list, per cell type and device.
    struct Reuse: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Simulate cell reuse of every list while its scroll script plays.",
            discussion: """
                Prints one row per list, cell type and device: cells allocated (in total and after the \
                first screenful), the most cells live and pooled at once, cells discarded by a full pool, \
                the configured pool limit and the smallest limit that avoids re-creating cells.
                """)

        @Argument(help: "A layout file.")
        var file: String

        @OptionGroup var devices: DeviceOptions

        @OptionGroup var limits: LimitOptions

        @OptionGroup var config: ConfigOptions

        @Option(help: "text (an aligned table) or json.")
        var reporter: ReuseFormat = .text

        @Option(help: "Write the table to this file instead of standard output.")
        var output: String?

        @Option(help: "Also write a plot per list and device (live and pooled cells over scroll time) to this folder.")
        var pictures: String?

        /// The old name of `--pictures`.
        @Option(help: .hidden)
        var plot: String?

        /// Cell reuse is simulated once per device: text settings, which `lint`, `render` and
        /// `layout` multiply runs by, are refused here rather than accepted and unused.
        func validate() throws {
            if !devices.contentSizes.isEmpty || !devices.locales.isEmpty || devices.pseudoLocale {
                throw ValidationError(
                    "reuse simulates each list once per device; --content-size, --locale and --pseudo-locale apply to lint, render and layout"
                )
            }
        }

        func run() throws {
            let folder = pictures ?? plot
            var request = LintSession.ReuseRequest(file: file, pictureFolder: folder)
            request.configuration = config.source
            limits.apply(to: &request.choices)
            devices.apply(to: &request.choices)
            let outcome: LintSession.ReuseOutcome
            do throws(LintSession.Refusal) {
                outcome = try LintSession.cairo().reuse(request)
            } catch {
                throw Output.refused(error)
            }
            for error in outcome.errors { Output.standardError(error.description) }
            let rows = outcome.rows
            let valid = outcome.errors.isEmpty
            switch reporter {
            case .json: try Output.write(ReuseTable.json(rows), to: output)
            case .text where rows.isEmpty: if valid { try Output.write("no lists in \(file)\n", to: output) }
            case .text: try Output.write(ReuseTable.render(rows), to: output)
            }
            if !valid { throw ExitCode(2) }
            guard let folder else { return }
            if let failure = outcome.plotFailure {
                Output.standardError("error: \(failure)")
                throw ExitCode(2)
            }
            Output.standardError("wrote \(outcome.plots.count) plot\(outcome.plots.count == 1 ? "" : "s") to \(folder)")
        }

        /// What `--reporter` takes for `reuse`.
        enum ReuseFormat: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }
    }
}
