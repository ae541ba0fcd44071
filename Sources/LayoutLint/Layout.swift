import ArgumentParser
import LayoutLintKit
import LayoutModel

extension LayoutLint {
    /// `layoutlint layout FILE`: the computed frames as JSON.
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the computed frames of a file's screens as JSON, per device and frame time.")

        @Argument(help: "A layout file.")
        var file: String

        @OptionGroup var devices: DeviceOptions

        @OptionGroup var limits: LimitOptions

        @Option(help: "Write the JSON to this file instead of standard output.")
        var output: String?

        func run() throws {
            var options = LintOptions()
            try devices.apply(to: &options)
            limits.apply(to: &options)
            let result = FrameDump.run(file: file, linter: Linter(options: options))
            guard result.errors.isEmpty else {
                for error in result.errors { Output.standardError(error.description) }
                throw ExitCode(2)
            }
            try Output.write(result.json, to: output)
        }
    }
}
