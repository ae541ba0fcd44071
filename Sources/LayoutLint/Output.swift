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

    /// What a command throws when the session refused to run: a usage error (printed as
    /// `error: …` by the root command), or, for an unusable configuration or baseline, its
    /// located errors printed here and exit code 2.
    static func refused(_ refusal: LintSession.Refusal) -> any Error {
        switch refusal {
        case .usage(let message): return ValidationError(message)
        case .input(let errors):
            for error in errors { standardError(error.description) }
            return ExitCode(2)
        }
    }
}
