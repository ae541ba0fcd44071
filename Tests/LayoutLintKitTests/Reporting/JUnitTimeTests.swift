import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// JUnit's `time`: each screen's case the seconds its runs took, each suite the sum.
@Suite struct JUnitTimeTests {
    @Test func casesAndSuitesCarryTheRunTimes() {
        var report = ReporterGoldenTests.report
        report.runSeconds[LintReport.runKey(file: "layouts/daily-puzzle.json", screen: "Daily puzzle", device: "iPhone 15")] = 0.04213
        // Only the runs the metrics list count: the Pro Max was not analysed in this report.
        report.runSeconds[LintReport.runKey(file: "layouts/daily-puzzle.json", screen: "Daily puzzle", device: "iPhone 15 Pro Max")] = 0.001
        let xml = JUnitReporter(timestamp: "2026-01-02T03:04:05", hostname: "ci").report(report)
        #expect(xml.contains("<testcase name=\"Daily puzzle\" classname=\"layouts/daily-puzzle.json\" time=\"0.042\">"), "\(xml)")
        #expect(
            xml.contains(
                "name=\"layouts/daily-puzzle.json\" timestamp=\"2026-01-02T03:04:05\" hostname=\"ci\" tests=\"1\" failures=\"1\" errors=\"0\" time=\"0.042\">"
            ))
        #expect(xml.contains("<testcase name=\"Empty\" classname=\"layouts/empty.json\" time=\"0\"/>"))
    }

    @Test func theLinterTimesEveryRun() {
        let report = Linter().lint(file: "home.json", bytes: Array(Fixtures.home.utf8))
        #expect(report.metrics.count == 1)
        for metric in report.metrics {
            let seconds = report.runSeconds[LintReport.runKey(file: metric.file, screen: metric.screen, device: metric.device)]
            #expect((seconds ?? 0) > 0)
        }
    }
}
