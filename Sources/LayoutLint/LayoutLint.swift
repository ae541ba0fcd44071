import ArgumentParser
import Foundation
import LayoutLintKit

/// The `layoutlint` command: lints app screen layouts for shifts, blending and cell reuse.
@main
struct LayoutLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlint",
        abstract: "Catch layout shifts, blended layers and cell-reuse mistakes in app screens before they ship.",
        version: ToolInfo.version,
        subcommands: [Lint.self, Init.self, Layout.self, Render.self, Reuse.self, Rules.self, Devices.self, Schema.self]
    )

    /// Runs the command, mapping usage errors to exit code 2 instead of 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as ValidationError {
            // Raised by a command's run() (bad device name, unwritable output): no usage banner.
            FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
            Foundation.exit(2)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
