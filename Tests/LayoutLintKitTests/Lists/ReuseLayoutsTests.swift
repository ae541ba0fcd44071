import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// The example screens in layouts/ that model cell-reuse mistakes, linted end to end.
///
/// Viewports on iPhone 15 (393×852, safe area 59/34, root with `safeArea`): 852 − 93 = 759 pt,
/// minus the 44 pt title in the tables: 715 pt.
@Suite struct ReuseLayoutsTests {
    static let root = Repository.root
    static let files = ["native-ad-feed.json", "pool-limit-too-small.json", "table-no-reuse.json", "table-reuse.json"]
    static func path(_ name: String) -> String { root.appendingPathComponent("layouts/\(name)").path }

    @Test func lintFindsExactlyTheReuseMistakes() {
        var options = LintOptions()
        options.jobs = 1
        let report = Linter(options: options).lint(paths: Self.files.map(Self.path))
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.runCount == 4)
        let found = report.findings.map { finding in
            "\(URL(fileURLWithPath: finding.file).lastPathComponent):\(finding.line):\(finding.column) "
                + "\(finding.severity.rawValue) [\(finding.ruleID)] \(finding.message)"
        }
        #expect(
            found == [
                // The ad pool: derived in `nativeAdFeedCountsMatchTheReference` (53 = 54 − 1).
                "native-ad-feed.json:7:7 error [reuse-pool-undersized] 'feed' re-creates 'ad' cells while scrolling; "
                    + "its pool keeps 1: 53 re-created, 2 needed on iPhone 15; set poolLimit.ad to 2",
                // 200 rows × 100 pt, viewport 759, end 19,241. Down at 50 pt/frame at most one row enters or
                // leaves per frame. Up at 1000 pt/frame the offsets are 18,241 … 241 (19 frames), then 0:
                // each of those 19 frames replaces all 8 rows (windows 1000 pt apart are disjoint), so a
                // pool of 5 keeps 5 of the 8 returned cells and 3 are re-created: 19 × 3 = 57. A pool of 8
                // avoids all of them.
                "pool-limit-too-small.json:7:7 error [reuse-pool-undersized] 'inbox' re-creates 'message' cells while "
                    + "scrolling; its pool keeps 5: 57 re-created, 8 needed on iPhone 15; set poolLimit.message to 8",
                // 1000 rows × 44 pt, viewport 715 (16.25 rows), end 43,285. Down: all 1000 rows get a new
                // cell; back up, all rows but the 17 on screen at the end (983…999) get one again: 983.
                // With reuse: 17 cells for the first frame, 18 once 18 rows are partly visible.
                "table-no-reuse.json:8:7 error [no-cell-reuse] 'contacts' allocates a cell per row, where reuse needs far fewer: "
                    + "1983 cells for 1000 rows, 18 with reuse on iPhone 15; set reuse to true",
            ])
        let lists = report.metrics.flatMap(\.lists)
        // The fixed table: 18 cells, one of them after the first frame; no limit, nothing discarded.
        #expect(
            lists.contains(
                ListMetric(
                    id: "contacts", type: "contact", allocations: 18, steadyAllocations: 1, peakLive: 18, peakPool: 4,
                    discards: 0, recommendedPoolLimit: 4)))
        // Metrics list every list × type, sorted by list id then type.
        #expect(
            lists.map { "\($0.id)/\($0.type)" } == [
                "feed/ad", "feed/post", "inbox/message", "contacts/contact", "contacts/contact",
            ])
    }

    /// The ad feed's counts, cross-checked against the naive reference simulator (which visits
    /// every frame and every row): 1000 rows (post ×4, ad), viewport 759, prefetch 1, down at
    /// 3000 pt/s, back at 60000 pt/s (1000 pt per frame).
    @Test func nativeAdFeedCountsMatchTheReference() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.path("native-ad-feed.json")))
        let document = try #require(DocumentDecoder().decode([UInt8](data), file: "feed.json").document)
        let list = try #require(document.screens.first?.tree.nodes.first { $0.id == "feed" }?.list)
        let result = try ReuseSimulation.run(list, viewport: 759, refreshRate: 60)
        let ad = try #require(result.types.first { $0.type == "ad" })
        let reference = NaiveReuse.run(list, viewport: 759, rate: 60, limits: list.poolLimit)[1]
        let unlimited = NaiveReuse.run(list, viewport: 759, rate: 60, limits: nil)[1]
        let twoCells = NaiveReuse.run(list, viewport: 759, rate: 60, limits: ["ad": 2])[1]
        #expect(ad.steadyAllocations == reference.steady)
        #expect(ad.steadyAllocations == 54)
        #expect(unlimited.steady == 1)
        #expect(twoCells.steady == 1)
        #expect(ad.recreated == 53)
        #expect(ad.recommendedPoolLimit == 2)
    }

    @Test func reuseTableListsEveryTypeAndDevice() throws {
        let data = try #require(FileManager.default.contents(atPath: Self.path("native-ad-feed.json")))
        var request = LintSession.ReuseRequest(file: "feed.json")
        request.choices.addedDevices = ["iPhone SE (3rd generation)"]
        let outcome = try LintSession(files: MemoryFiles(["feed.json": [UInt8](data)])).reuse(request)
        let rows = outcome.rows
        #expect(outcome.errors.isEmpty)
        #expect(
            rows.map { "\($0.cell.type) \($0.device)" } == [
                "post iPhone 15", "post iPhone SE (3rd generation)", "ad iPhone 15", "ad iPhone SE (3rd generation)",
            ])
        let table = ReuseTable.render(Array(rows.prefix(1)) + [rows[2]])
        #expect(
            table == """
                list  type  device     allocations  steady  peak live  peak pool  discards  pool limit  recommended
                feed  post  iPhone 15  7            1       7          7          0         8           7
                feed  ad    iPhone 15  55           54      2          1          54        1           2

                """)
    }

}
