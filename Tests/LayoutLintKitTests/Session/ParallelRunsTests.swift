import Foundation
import LayoutModel
import Testing

@testable import LayoutLintKit

/// A file's screens × devices are analysed in parallel, and the report is the one a loop over
/// them gives: the same findings, metrics, errors and order, whatever the budget stops.
@Suite struct ParallelRunsTests {
    /// Two screens on three devices: a banner growing above 300 rows (its replay moves far more
    /// than its estimate counts, so a small budget stops it part way) and an article whose
    /// promo arrives late.
    static let document: String = {
        let rows = (0..<300).map { ##"{"id":"r\##($0)","background":"#FFFFFF","style":{"height":20}}"## }
        let events = (1...60).map { ##"{"at":\##(100 * $0),"set":"banner","style":{"height":\##(10 + 4 * $0)}}"## }
        return ##"""
            {"screens": [
             {"screen": "Column", "devices": ["iPhone SE (3rd generation)", "iPhone 15", "iPad Air 11-inch"],
              "root": {"id": "root", "background": "#FFFFFF", "children": [
                {"id": "banner", "background": "#0000FF", "style": {"height": 10}}, \##(rows.joined(separator: ","))]},
              "timeline": [\##(events.joined(separator: ","))]},
             {"screen": "Article", "devices": ["iPhone SE (3rd generation)", "iPhone 15", "iPad Air 11-inch"],
              "root": {"id": "root", "background": "#FFFFFF", "children": [
                {"id": "title", "background": "#FFFFFF", "kind": "label", "text": "Headline", "style": {"height": 44}},
                {"id": "promo", "kind": "ad", "style": {"height": 50}},
                {"id": "body", "background": "#FFFFFF", "kind": "label", "text": "Body", "style": {"flexGrow": 1}}]},
              "timeline": [{"at": 800, "arrive": "promo", "height": 90}]}]}
            """##
    }()

    /// The JSON report and the errors of linting the document with `jobs` threads within `maxWork`.
    static func lint(jobs: Int, maxWork: Int) -> (json: String, report: LintReport) {
        var options = LintOptions()
        options.jobs = jobs
        options.analysis.maxWork = maxWork
        options.analysis.workPerByte = 0
        let report = Linter(options: options).lint(file: "screens.json", bytes: Array(document.utf8))
        return (ReporterKind.json.reporter.report(report), report)
    }

    @Test func parallelRunsReportWhatALoopReports() {
        let sequential = Self.lint(jobs: 1, maxWork: 2_000_000)
        let parallel = Self.lint(jobs: 4, maxWork: 2_000_000)
        #expect(sequential.report.runCount == 6)
        #expect(sequential.report.errors.isEmpty)
        #expect(!sequential.report.findings.isEmpty)
        #expect(parallel.json == sequential.json)
        #expect(parallel.report.metrics == sequential.report.metrics)
    }

    /// Several files at once, each with the jobs the files leave it: the report of two files
    /// linted with four jobs (two files at a time, each analysing two runs at a time) is the
    /// report of one job.
    @Test func filesInParallelWithRunsInParallelReportWhatALoopReports() {
        func lint(jobs: Int) -> String {
            var options = LintOptions()
            options.jobs = jobs
            let files = MemoryFiles(["a.json": Array(Self.document.utf8), "b.json": Array(Self.document.utf8)], workingDirectory: "/p")
            let report = LintSession(options: options, files: files).lintFiles(["a.json", "b.json"])
            #expect(report.runCount == 12)
            return ReporterKind.json.reporter.report(report)
        }
        #expect(lint(jobs: 4) == lint(jobs: 1))
    }

    /// Budgets from refusing the file to letting it all through: each stops the same run, with
    /// the same words, in parallel as in a loop; some stop the file part way, after runs that
    /// were analysed ahead of their turn within more than their turn leaves.
    @Test func aBudgetStopsTheSameRunInParallel() {
        var stoppedPartWay = 0
        for maxWork in stride(from: 20_000, through: 200_000, by: 10_000) {
            let sequential = Self.lint(jobs: 1, maxWork: maxWork)
            let parallel = Self.lint(jobs: 3, maxWork: maxWork)
            #expect(parallel.json == sequential.json, "maxWork \(maxWork)")
            #expect(parallel.report.errors == sequential.report.errors, "maxWork \(maxWork)")
            if sequential.report.runCount > 0, sequential.report.runCount < 6, !sequential.report.errors.isEmpty { stoppedPartWay += 1 }
        }
        #expect(stoppedPartWay > 0)
    }
}
