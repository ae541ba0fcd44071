import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

@Suite struct ListAnalysisTests {
    /// A root with a 44 pt title and a list filling the rest of iPhone 15's 852 pt: viewport 808.
    func screen(list: ListSpec, hidden: Bool = false) -> Screen {
        var root = Node(id: "root", location: SourceLocation(line: 1, column: 1))
        root.children = [1, 2]
        var title = Node(id: "title", location: SourceLocation(line: 2, column: 3))
        title.style.height = .length(.points(44))
        title.parent = 0
        var feed = Node(id: "feed", location: SourceLocation(line: 3, column: 3))
        feed.kind = .list
        feed.style.flexGrow = 1
        if hidden { feed.style.display = .none }
        feed.list = list
        feed.parent = 0
        return Screen(name: "Feed", tree: NodeTree(nodes: [root, title, feed]))
    }

    let rows = makeList(
        cells: [("row", 101)], rows: .pattern(count: 100, pattern: ["row"]), scroll: [.init(to: .end, velocity: 3000)])

    @Test func theLaidOutHeightIsTheViewport() throws {
        let device = try #require(DeviceProfile.named("iPhone 15"))
        let lists = try ListAnalysis.analyze(screen: screen(list: rows), device: device, file: "f.json", plotBuckets: 4)
        #expect(lists.map(\.id) == ["feed"])
        #expect(lists.first?.node == 2)
        #expect(lists.first?.viewport == 808)
        // 808 / 101 = 8 rows exactly in the first frame (row 8's top 808 is not above 808).
        #expect(lists.first?.result.types.first?.allocations == 9)
        #expect(lists.first.map { ListAnalysis.metrics([$0]) }?.first?.peakLive == 9)
        let series = try #require(lists.first?.plot)
        #expect(series.types == ["row"])
        // The first frame shows 8 rows and prefetches none: bucket 0 starts with 8 live cells.
        #expect(series.buckets.first?.firstFrameAllocations == [8])
    }

    @Test func hiddenListsHaveNoViewport() throws {
        let device = try #require(DeviceProfile.named("iPhone 15"))
        #expect(try ListAnalysis.analyze(screen: screen(list: rows, hidden: true), device: device, file: "f.json").isEmpty)
    }

    @Test func rowsNamingUnknownCellsAreInputErrors() throws {
        let device = try #require(DeviceProfile.named("iPhone 15"))
        var bad = rows
        bad.rows = .types(["row", "header"])
        bad.location = SourceLocation(line: 3, column: 40)
        #expect(
            throws: InputError(
                file: "f.json", location: SourceLocation(line: 3, column: 40),
                message: "list 'feed': row type 'header' is not one of the list's cells; add it to \"cells\" or fix the row")
        ) {
            try ListAnalysis.analyze(screen: screen(list: bad), device: device, file: "f.json")
        }
        bad.rows = .types(["row", "row"])
        bad.heights = [10]
        #expect(throws: InputError.self) {
            try ListAnalysis.analyze(screen: screen(list: bad), device: device, file: "f.json")
        }
    }
}
