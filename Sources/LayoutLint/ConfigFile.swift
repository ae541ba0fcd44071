import ArgumentParser
import Foundation
import LayoutLintKit

/// Finds and reads the configuration: `--config FILE`, else `.layoutlint.yml` in the working
/// directory or the nearest parent; none found is the default configuration.
enum ConfigFile {
    /// The configuration; its errors (located, one per line) end the run with exit 2.
    static func load(_ path: String?) throws -> Configuration {
        guard let file = path ?? find() else { return Configuration() }
        let bytes: [UInt8]
        switch SourceFiles.read(file, limit: 1 << 20) {
        case .success(let read): bytes = read
        case .failure(let error):
            Output.standardError(error.description)
            throw ExitCode(2)
        }
        let (configuration, errors) = ConfigurationLoader().load(bytes: bytes, file: file)
        if let configuration, errors.isEmpty { return configuration }
        for error in errors { Output.standardError(error.description) }
        throw ExitCode(2)
    }

    /// `.layoutlint.yml` in the working directory or the nearest parent that has one.
    static func find() -> String? {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        while true {
            let candidate = folder.appendingPathComponent(Configuration.fileName)
            if FileManager.default.fileExists(atPath: candidate.path) {
                return FileManager.default.currentDirectoryPath == folder.path ? Configuration.fileName : candidate.path
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
