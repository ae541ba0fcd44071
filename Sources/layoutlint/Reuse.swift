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

        @Option(name: .customLong("device"), help: "Simulate on this device instead of the screen's (repeatable).")
        var devices: [String] = []

        @OptionGroup var limits: LimitOptions

        @Option(help: "Also write a plot per list and device (live and pooled cells over scroll time) to this folder.")
        var plot: String?

        func run() throws {
            var options = LintOptions()
            limits.apply(to: &options)
            if plot != nil { options.analysis = options.analysis.forPictures }
            let linter = Linter(options: options)
            let decoded = linter.load(file: file)
            let (screens, errors) = ReuseTable.simulate(decoded, file: file, deviceNames: devices, linter: linter)
            for error in decoded.errors + errors { Self.printError(error.description) }
            let rows = ReuseTable.rows(screens)
            if !rows.isEmpty { print(ReuseTable.render(rows), terminator: "") }
            if !decoded.errors.isEmpty || !errors.isEmpty { throw ExitCode(2) }
            if let plot {
                do throws(RenderError) {
                    let paths = try ReusePlotWriter.write(screens, scale: 2, to: ArtifactWriter(root: plot))
                    print("wrote \(paths.count) plot\(paths.count == 1 ? "" : "s") to \(plot)")
                } catch {
                    Self.printError("error: \(error)")
                    throw ExitCode(2)
                }
            }
        }

        private static func printError(_ line: String) {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}
