import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The `html` reporter as a pure function: its golden file, links relative to the report and
/// pictures embedded once.
@Suite struct HTMLReporterTests {
    /// A 1×1 PNG.
    static let tinyPNG = Array(
        Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==") ?? Data())

    /// The golden report with a picture on each device of the slot finding.
    static var reportWithPictures: LintReport {
        var report = ReporterGoldenTests.report
        report.findings[0].occurrences[0].pictures = ["pictures/daily/Daily puzzle/iPhone SE (3rd generation)/shift-1.png"]
        report.findings[0].occurrences[1].pictures = ["pictures/daily/Daily puzzle/iPhone 15/shift-1.png"]
        return report
    }

    @Test func htmlMatchesItsGoldenAndLinksEachPicture() {
        let output = HTMLReporter(pictures: .linked(reportFolder: "/work/project", workingDirectory: "/work/project")).report(
            Self.reportWithPictures)
        GoldenFile.check(output, against: "report.html")
        // Each picture shown downscaled, a link to its full size, relative to the report.
        #expect(
            output.contains(
                #"<a href="pictures/daily/Daily%20puzzle/iPhone%2015/shift-1.png"><img src="pictures/daily/Daily%20puzzle/iPhone%2015/shift-1.png""#
            ))
        #expect(output.components(separatedBy: "<img ").count == 3)
        #expect(!output.contains("http://") && !output.contains("https://"), "the page must load nothing from the network")
        // The fix and the consequence are on the page.
        #expect(output.contains("fix: <code>set style.height to {&quot;provider&quot;: &quot;admob.anchoredAdaptiveBanner&quot;}</code>"))
        #expect(output.contains("<span class=\"related-message\">&apos;board&apos; moves during the swipe"))
    }

    @Test func aShiftInsideAListIsCaptionedWithItsListRowAndTime() {
        let path = "pictures/feed/feed/iphone-15/cell-shift-photo-feed-row-7-1234.png"
        #expect(
            HTMLReporter.caption(path)
                == "rows of list 'photo-feed' moved at 1234 ms when row 7's cell changed height: before and after")
        // It explains the findings at its own time only; a frame's shift diagram is another kind.
        #expect(PictureKind.cellShiftDiagram.explains(findingAt: 1234, file: "cell-shift-photo-feed-row-7-1234.png", among: []))
        #expect(!PictureKind.cellShiftDiagram.explains(findingAt: 900, file: "cell-shift-photo-feed-row-7-1234.png", among: []))
        #expect(!PictureKind.shiftDiagram.names("cell-shift-photo-feed-row-7-1234.png"))
    }

    @Test func linksAreRelativeToTheReportsFolder() {
        #expect(HTMLReporter.relative("out/pics/a b.png", from: "/w/reports", workingDirectory: "/w") == "../out/pics/a%20b.png")
        #expect(HTMLReporter.relative("/w/reports/p/x.png", from: "/w/reports", workingDirectory: "/elsewhere") == "p/x.png")
        #expect(HTMLReporter.relative("./x/../y.png", from: "/w", workingDirectory: "/w") == "y.png")
    }

    @Test func aSelfContainedPageEmbedsEachPictureOnce() {
        var report = Self.reportWithPictures
        // The same picture named twice (two findings it explains) is embedded once.
        report.findings[1].occurrences[0].pictures = report.findings[0].occurrences[1].pictures
        let bytes = Dictionary(report.findings.flatMap(\.pictures).map { ($0, Self.tinyPNG) }, uniquingKeysWith: { first, _ in first })
        let output = HTMLReporter(pictures: .embedded(bytes)).report(report)
        #expect(output.components(separatedBy: "data:image/png;base64,").count == 3)
        #expect(output.contains("data-same-as=\"picture-2\""))
    }
}
