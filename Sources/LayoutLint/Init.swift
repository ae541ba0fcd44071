import ArgumentParser
import Foundation
import LayoutLintKit

extension LayoutLint {
    /// `layoutlint init`: writes a commented starting `.layoutlint.yml`.
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a commented starting .layoutlint.yml (every key, every rule and its options at their defaults).")

        @Option(help: "Where to write it.")
        var output: String = Configuration.fileName

        @Flag(help: "Replace the file if it exists.")
        var force = false

        func run() throws {
            if !force && FileManager.default.fileExists(atPath: output) {
                throw ValidationError("\(output) already exists; pass --force to replace it")
            }
            try Output.write(StarterConfiguration.text(), to: output)
            Output.standardError("wrote \(output)")
        }
    }
}
