import Foundation
import PackagePlugin

/// `swift package lint-layouts [lint options and paths]`: runs `layoutlint lint` from the
/// package's folder (so `.layoutlint.yml` and the default `layouts/` are the package's), with
/// the arguments given, and fails when the linter does.
@main
struct LintLayouts: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "layoutlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["lint"] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("layoutlint lint exited with status \(process.terminationStatus)")
            throw LintFailed(status: process.terminationStatus)
        }
    }
}

/// The linter found errors (status 1) or could not read its input (status 2).
struct LintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "layoutlint lint exited with status \(status)" }
}
