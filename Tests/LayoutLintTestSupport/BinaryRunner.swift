import Foundation
import Testing

/// Runs the built `layoutlint` executable as a user would: arguments, working directory and
/// environment in; exit status, standard output and standard error out.
public enum BinaryRunner {
    /// `.build/<configuration>/layoutlint`, next to the test bundle; `LAYOUTLINT_BINARY`
    /// names another (to run these tests against an earlier build).
    public static var executable: URL {
        if let path = ProcessInfo.processInfo.environment["LAYOUTLINT_BINARY"], !path.isEmpty { return URL(fileURLWithPath: path) }
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("layoutlint")
    }

    public struct Result {
        public var status: Int32
        public var output: String
        public var errors: String
    }

    /// Runs the executable; records an issue and returns nil when it is not built.
    public static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Result? {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record("the layoutlint executable is not built at \(executable.path); run `swift build` first")
            return nil
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes drained at once: a child that fills one while the other is read would wait forever.
        let errors = ErrorPipe(err.fileHandleForReading)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
            errors: String(decoding: errors.data(), as: UTF8.self))
    }

    /// Standard error read to its end on a thread of its own.
    private final class ErrorPipe: @unchecked Sendable {
        private var bytes = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                bytes = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        /// Everything written to standard error; waits for its end.
        func data() -> Data {
            done.wait()
            return bytes
        }
    }

    /// A fresh folder holding `files` (name → contents); removed by the caller.
    public static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-cli-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }
}
