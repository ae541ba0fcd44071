import Foundation

/// Files in the project's shared folder: `$LAYOUTLINT_SHARED_DIR`, else `../shared` next to
/// the package root. Suites that need them skip, printing why, when they are absent.
public enum SharedFiles {
    public static var directory: URL {
        if let env = ProcessInfo.processInfo.environment["LAYOUTLINT_SHARED_DIR"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent("../shared").standardized
    }

    /// The file at `path` in the shared folder, if it exists; else prints the skip reason.
    public static func file(_ path: String, for purpose: String) -> URL? {
        let url = directory.appendingPathComponent(path)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        print("\(purpose) skipped: \(url.path) is missing (set LAYOUTLINT_SHARED_DIR to the shared folder)")
        return nil
    }

    /// Runs `executable` (looked up on PATH) with `arguments`; its exit status and combined output.
    public static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
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

    /// A Python program validating the JSON document `argv[2]` against the JSON Schema
    /// `argv[1]` with the `jsonschema` package: exit 0 valid, 1 invalid (the first errors
    /// printed), 3 when `jsonschema` is missing.
    public static let jsonSchemaValidator = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("jsonschema is missing")
            sys.exit(3)
        schema = json.load(open(sys.argv[1]))
        cls = jsonschema.validators.validator_for(schema)
        errors = sorted(cls(schema).iter_errors(json.load(open(sys.argv[2]))), key=lambda e: list(e.path))
        for error in errors[:5]:
            print("/".join(map(str, error.path)) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """
}
