import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintKit

/// The progress line: silent for the first second, then files done of the total; the linter
/// tells it once per file, from whichever thread linted it.
@Suite struct ProgressTests {
    final class Recorder: LintProgress, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var calls: [(done: Int, total: Int)] = []

        func filesDone(_ done: Int, of total: Int) {
            lock.lock()
            calls.append((done, total))
            lock.unlock()
        }
    }

    @Test func theLineWaitsASecondThenCountsFiles() {
        #expect(ProgressLine.text(done: 3, total: 40, elapsed: 0.5) == nil)
        #expect(ProgressLine.text(done: 12, total: 40, elapsed: 1.2) == "layoutlint: 12/40 files (30%)")
        #expect(ProgressLine.text(done: 0, total: 0, elapsed: 5) == nil)
    }

    @Test func theLinterReportsEachFileOnce() throws {
        var files: [String: String] = [:]
        for index in 0..<6 { files["s\(index).json"] = Fixtures.home }
        let folder = try BinaryRunner.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recorder = Recorder()
        var options = LintOptions()
        options.jobs = 3
        options.progress = recorder
        let report = Linter(options: options).lint(paths: [folder.path])
        #expect(report.fileCount == 6)
        #expect(recorder.calls.map(\.done).sorted() == Array(1...6))
        #expect(recorder.calls.allSatisfy { $0.total == 6 })
    }
}
