import ArgumentParser
import Foundation
import LayoutLintKit
import LayoutLintPictures
import LayoutModel

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

        @Option(help: "text (an aligned table) or json.")
        var reporter: ReuseFormat = .text

        @Option(help: "Write the table to this file instead of standard output.")
        var output: String?

        @Option(help: "Also write a plot per list and device (live and pooled cells over scroll time) to this folder.")
        var pictures: String?

        /// The old name of `--pictures`.
        @Option(help: .hidden)
        var plot: String?

        func run() throws {
            var options = LintOptions()
            limits.apply(to: &options)
            try devices.apply(to: &options)
            let folder = pictures ?? plot
            // The plots need only the reuse series, not every frame kept laid out.
            if folder != nil { options.analysis = options.analysis.forReusePlots }
            let linter = Linter(options: options)
            let decoded = linter.load(file: file)
            let (screens, errors) = ReuseTable.simulate(decoded, file: file, linter: linter)
            for error in decoded.errors + errors { Self.printError(error.description) }
            let rows = ReuseTable.rows(screens)
            let valid = decoded.errors.isEmpty && errors.isEmpty
            switch reporter {
            case .json: try Output.write(ReuseTable.json(rows), to: output)
            case .text where rows.isEmpty: if valid { try Output.write("no lists in \(file)\n", to: output) }
            case .text: try Output.write(ReuseTable.render(rows), to: output)
            }
            if !valid { throw ExitCode(2) }
            if let folder {
                do throws(RenderError) {
                    let paths = try ReusePlotWriter.write(
                        screens, scale: 2, to: ArtifactWriter(root: folder), file: ArtifactWriter.fileFolder(file))
                    Self.printError("wrote \(paths.count) plot\(paths.count == 1 ? "" : "s") to \(folder)")
                } catch {
                    Self.printError("error: \(error)")
                    throw ExitCode(2)
                }
            }
        }

        /// What `--reporter` takes for `reuse`.
        enum ReuseFormat: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        private static func printError(_ line: String) {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}
