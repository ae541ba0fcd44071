import Foundation

/// Told as each file of a run is done (from any thread): the `lint` command's progress line.
public protocol LintProgress: Sendable {
    /// `done` of `total` files are linted.
    func filesDone(_ done: Int, of total: Int)
}

/// The progress line's text: nothing for the first second (short runs stay silent), then
/// `layoutlint: 12/40 files (30%)`.
public enum ProgressLine {
    /// How long a run goes before the line appears, in seconds.
    public static let delay = 1.0

    /// The line after `elapsed` seconds, or nil while it should not show.
    public static func text(done: Int, total: Int, elapsed: Double) -> String? {
        guard elapsed >= delay, total > 0 else { return nil }
        let percent = Int((Double(done) / Double(total) * 100).rounded(.down))
        return "layoutlint: \(done)/\(total) files (\(percent)%)"
    }
}

/// Counts finished files across worker threads and tells the progress.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    let total: Int
    let progress: any LintProgress

    init(total: Int, progress: any LintProgress) {
        self.total = total
        self.progress = progress
    }

    func fileDone() {
        lock.lock()
        done += 1
        let count = done
        lock.unlock()
        progress.filesDone(count, of: total)
    }
}
