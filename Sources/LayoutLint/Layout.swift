import ArgumentParser
import LayoutLintKit
import LayoutLintPictures

extension LayoutLint {
    /// `layoutlint layout FILE`: the computed frames as JSON.
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the computed frames of a file's screens as JSON, per device and frame time.")

        @Argument(help: "A layout file.")
        var file: String

        @OptionGroup var devices: DeviceOptions

        @OptionGroup var limits: LimitOptions

        @OptionGroup var config: ConfigOptions

        @Option(help: "Write the JSON to this file instead of standard output.")
        var output: String?

        func run() throws {
            var request = LintSession.LayoutRequest(file: file)
            request.configuration = config.source
            devices.apply(to: &request.choices)
            limits.apply(to: &request.choices)
            let outcome: LintSession.LayoutOutcome
            do throws(LintSession.Refusal) {
                outcome = try LintSession.cairo().layout(request)
            } catch {
                throw Output.refused(error)
            }
            guard outcome.errors.isEmpty else {
                for error in outcome.errors { Output.standardError(error.description) }
                throw ExitCode(2)
            }
            try Output.write(outcome.json, to: output)
        }
    }
}
