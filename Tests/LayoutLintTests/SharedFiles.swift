import Foundation

/// Files in the project's shared folder: `$LAYOUTLINT_SHARED_DIR`, else `../shared` next to
/// the package root. Suites that need them skip, printing why, when they are absent.
enum SharedFiles {
    static var directory: URL {
        if let env = ProcessInfo.processInfo.environment["LAYOUTLINT_SHARED_DIR"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent("../shared").standardized
    }

    /// The file at `path` in the shared folder, if it exists; else prints the skip reason.
    static func file(_ path: String, for purpose: String) -> URL? {
        let url = directory.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        print("\(purpose) skipped: \(url.path) is missing (set LAYOUTLINT_SHARED_DIR to the shared folder)")
        return nil
    }

    /// Runs `executable` (looked up on PATH) with `arguments`; its exit status and combined output.
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
