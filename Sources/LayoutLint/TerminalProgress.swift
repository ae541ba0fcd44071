import Foundation
import LayoutLintKit

/// The progress line on standard error when it is a terminal: rewritten in place at most ten
/// times a second once a run passes a second, and erased when the run ends. In CI (standard
/// error is a file or a pipe) it never shows.
final class TerminalProgress: LintProgress, @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var lastWrite: Date?
    private var shown = false

    /// A progress line, or nil when standard error is not a terminal.
    static func forStandardError() -> TerminalProgress? {
        isatty(STDERR_FILENO) == 1 ? TerminalProgress() : nil
    }

    func filesDone(_ done: Int, of total: Int) {
        let now = Date()
        lock.lock()
        defer { lock.unlock() }
        if let lastWrite, now.timeIntervalSince(lastWrite) < 0.1, done < total { return }
        guard let text = ProgressLine.text(done: done, total: total, elapsed: now.timeIntervalSince(start)) else { return }
        FileHandle.standardError.write(Data("\r\(text)\u{1B}[K".utf8))
        lastWrite = now
        shown = true
    }

    /// Erases the line, so the summary and errors print on a clean line.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        shown = false
    }
}
