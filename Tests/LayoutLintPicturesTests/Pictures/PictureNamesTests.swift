import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Picture folder and file names stay distinct, ignoring case.
@Suite struct PictureNamesTests {
    @Test func namesThatSlugAlikeGetDistinctFoldersIgnoringCase() {
        for names in [["Feed", "feed"], ["x/y", "x-y"], ["Up", "up"], ["iPhone 15", "iphone-15", "IPHONE 15"]] {
            let folders = PictureNames.distinct(names)
            #expect(Set(names.compactMap { folders[$0]?.lowercased() }).count == names.count, "\(names): \(folders)")
            for name in names {
                let folder = folders[name] ?? ""
                #expect(folder.hasPrefix(PictureNames.slug(name) + "-") && folder.count == PictureNames.slug(name).count + 9)
                #expect(folder == folder.lowercased())
            }
            #expect(PictureNames.distinct(names.reversed()) == folders, "the order names come in does not matter")
        }
        #expect(PictureNames.distinct(["Feed", "feed"]) == ["Feed": "feed-3a8fe385", "feed": "feed-1001e279"], "as the README says")
        // Names alone in their slug keep it: existing folders do not move.
        #expect(
            PictureNames.distinct(["Daily puzzle", "iPhone 15", "Feed"]) == [
                "Daily puzzle": "daily-puzzle", "iPhone 15": "iphone-15", "Feed": "feed",
            ])
        // A name that is another's suffixed folder still gets a folder of its own.
        let suffixed = PictureNames.distinct(["Feed", "feed"])["Feed"] ?? ""
        let tricky = PictureNames.distinct(["Feed", "feed", suffixed])
        #expect(Set(tricky.values).count == 3, "\(tricky)")
    }

    @Test func listsWhoseIdsSlugAlikeGetDistinctPlots() {
        let names = ReusePlotWriter.fileNames(lists: ["Feed", "feed", "stories"])
        #expect(Set(names.values.map { $0.lowercased() }).count == 3)
        #expect(names["stories"] == "reuse-stories.png")
    }
}
