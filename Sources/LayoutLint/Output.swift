import ArgumentParser
import Foundation
import LayoutLintKit

/// Where command output goes.
enum Output {
    /// Writes `text` to `path` atomically, or to standard output when `path` is nil.
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try AtomicFile.write(text, to: path)
        } catch {
            throw ValidationError(error.description)
        }
    }

    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
