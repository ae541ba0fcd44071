import Foundation
import LayoutLintTestSupport
import Testing

/// A feed written as a column above an anchored banner grows past the screen (children do not
/// shrink unless told to), which puts the banner below the screen with no other finding. Lint
/// names why and the fix, `--fix` writes it, and the fixed screen — the same feed as a scroll
/// view that takes the space left — is clean.
@Suite struct ContentOffScreenCommandTests {
    static func feed(style: String) -> String {
        let stories = (1...10).map {
            ##"{"id": "story\##($0)", "kind": "label", "text": "Story \##($0)", "background": "#FFFFFF", "style": {"height": 100}}"##
        }
        return """
            {"screen": "Feed", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
              {"id": "navBar", "background": "#FFFFFF", "style": {"height": 44}},
              {"id": "feed", "style": {\(style)}, "children": [
                \(stories.joined(separator: ",\n    "))
              ]},
              {"id": "banner", "kind": "ad", "style": {"height": 50}}
            ]}}
            """
    }

    @Test func columnFeedPushesTheBannerOffScreenAndTheFixMakesItAScrollView() throws {
        let folder = try BinaryRunner.folder(["feed.json": Self.feed(style: #""padding": 16"#)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try #require(try BinaryRunner.run(["lint", "feed.json"], in: folder))
        #expect(lint.status == 1)
        let line = try #require(lint.output.split(separator: "\n").first { $0.hasSuffix("[content-off-screen]") })
        // At the feed's object (line 3), as an error because an ad is off screen, on both phones.
        #expect(line.hasPrefix("feed.json:3:3: error: 'feed' does not shrink (flexShrink 0), so the column 'root' overflows"))
        #expect(line.contains("its children take 1126 pt, it has 667 pt; off screen: 'banner' (ad)"))
        #expect(line.contains("on iPhone SE (3rd generation)") && line.contains("on iPhone 15"))
        #expect(line.contains(#"make 'feed' a scroll view that takes the space left: flexShrink 1 and overflow "scroll""#))

        let fix = try #require(try BinaryRunner.run(["lint", "--fix", "feed.json"], in: folder))
        #expect(fix.errors.contains("fixed 1 finding in 1 file"))
        let fixed = try String(contentsOf: folder.appendingPathComponent("feed.json"), encoding: .utf8)
        #expect(fixed.contains(#""flexShrink": 1"#) && fixed.contains(#""overflow": "scroll""#))
        let relint = try #require(try BinaryRunner.run(["lint", "feed.json"], in: folder))
        #expect(relint.status == 0, "\(relint.output)")
        #expect(!relint.output.contains("content-off-screen"))
    }

    @Test func theFeedWrittenAsAScrollViewIsClean() throws {
        let folder = try BinaryRunner.folder(["feed.json": Self.feed(style: #""padding": 16, "flexShrink": 1, "overflow": "scroll""#)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try #require(try BinaryRunner.run(["lint", "feed.json", "--reporter", "json"], in: folder))
        #expect(lint.status == 0)
        #expect(!lint.output.contains("content-off-screen"))
    }
}
