import ArgumentParser
import LayoutLintKit
import LayoutModel

extension LayoutLint {
    /// `layoutlint schema`: the JSON Schema of the layout format, for editors and validators.
    struct Schema: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the JSON Schema (draft 2020-12) of the layout format, for editors and validators.")

        @Option(help: "Write the schema to this file instead of standard output.")
        var output: String?

        func run() throws {
            try Output.write(LayoutSchema.json.hasSuffix("\n") ? LayoutSchema.json : LayoutSchema.json + "\n", to: output)
        }
    }
}
