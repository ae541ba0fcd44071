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

        @Flag(
            help:
                "Print the format's reference as Markdown tables instead (every object, its keys and their meaning; docs/format.md holds it)."
        )
        var markdown = false

        func run() throws {
            let text = markdown ? FormatReference.markdown : LayoutSchema.json
            try Output.write(text.hasSuffix("\n") ? text : text + "\n", to: output)
        }
    }
}
