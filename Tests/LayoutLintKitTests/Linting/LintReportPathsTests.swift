import LayoutLintTestSupport
import Testing

@testable import LayoutLintKit

/// `--absolute-paths` maps every path of a report, the JUnit timings' keys included.
@Suite struct LintReportPathsTests {
    @Test func mappingPathsKeepsEachRunsTimeUnderTheMappedFile() {
        var report = LintReport()
        report.runSeconds[LintReport.runKey(file: "layouts/a.json", screen: "Feed", device: "iPhone 15")] = 0.25
        report.skipped = ["layouts/Contents.json"]
        let mapped = report.mappingPaths { "/work/" + $0 }
        #expect(mapped.runSeconds == [LintReport.runKey(file: "/work/layouts/a.json", screen: "Feed", device: "iPhone 15"): 0.25])
        #expect(mapped.skipped == ["/work/layouts/Contents.json"])
    }
}
