import Foundation
import LayoutLintTestSupport
import Testing

/// Scroll views with a scroll script, as a user meets them: a feed scrolled down to a photo
/// that arrives late with no height reserved is a layout shift that names the photo and where
/// the feed was scrolled; the same feed left at the top shifts nothing the user sees; `--fix`
/// reserves the height and the feed is clean; `layout` reports where the content is seen.
@Suite struct ScrollViewCommandTests {
    /// A navigation bar over a scroll view of eight stories, a photo whose content arrives at
    /// 1,500 ms without a reserved height, and four stories under it (the photo is about 1,400 pt
    /// down the content). With `scrolls`, the feed scrolls to 1,240 pt in its first second.
    static func feed(scrolls: Bool) -> String {
        let stories = (1...8).map {
            ##"    {"id": "story\##($0)", "kind": "label", "text": "Story \##($0)", "background": "#FFFFFF", "style": {"height": 160}},"##
        }
        let later = (1...4).map {
            ##"    {"id": "later\##($0)", "kind": "label", "text": "Later \##($0)", "background": "#FFFFFF", "style": {"height": 160}}"##
        }
        let script = scrolls ? #"   "scroll": [{"to": 1240, "velocity": 1500}],"# + "\n" : ""
        return """
            {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "safeArea": true, "children": [
              {"id": "navBar", "kind": "label", "text": "Top stories", "background": "#FFFFFF", "style": {"height": 44}},
              {"id": "feed", "background": "#FFFFFF", "style": {"flexGrow": 1, "flexShrink": 1, "overflow": "scroll", "padding": 16, "gap": 12},
            \(script)   "children": [
            \(stories.joined(separator: "\n"))
                {"id": "photo", "kind": "image", "image": {"hasAlpha": false}, "content": {"at": 1500, "height": {"aspectRatio": 1.5}}},
            \(later.joined(separator: ",\n"))
              ]}
            ]}}
            """
    }

    /// The findings of `lint --reporter json`: (rule, node, message) of each, with its related ones.
    static func findings(_ file: String, in folder: URL) throws -> (status: Int32, findings: [[String: Any]]) {
        let result = try #require(try BinaryRunner.run(["lint", file, "--reporter", "json"], in: folder))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.errors)")
        #expect((document["errors"] as? [Any])?.isEmpty == true, "\(result.output)")
        return (result.status, document["findings"] as? [[String: Any]] ?? [])
    }

    @Test func aPhotoArrivingWhereTheUserScrolledIsALayoutShiftNamingIt() throws {
        let folder = try BinaryRunner.folder(["feed.json": Self.feed(scrolls: true)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, findings) = try Self.findings("feed.json", in: folder)
        #expect(status == 1)
        let unreserved = try #require(findings.first { $0["ruleId"] as? String == "unreserved-slot" }, "\(findings)")
        #expect(unreserved["node"] as? String == "photo")
        let related = unreserved["related"] as? [[String: Any]] ?? []
        let shift = try #require(
            (findings + related).first { $0["ruleId"] as? String == "layout-shift" }, "no layout-shift in \(findings)")
        #expect(shift["node"] as? String == "photo")
        let message = shift["message"] as? String ?? ""
        #expect(message.contains("most at 1500ms when 'photo' content arrived while 'feed' is scrolled to 1240pt"), "\(message)")
        #expect(message.contains("'later1'"), "\(message)")
        #expect(findings.count == 1, "\(findings.map { $0["ruleId"] ?? "" })")

        // The text report says the same, with the fix.
        let text = try #require(try BinaryRunner.run(["lint", "feed.json"], in: folder))
        #expect(text.output.contains("while 'feed' is scrolled to 1240pt"), "\(text.output)")
        #expect(text.output.contains(#"give 'photo' height {"aspectRatio": 1.5} [unreserved-slot]"#), "\(text.output)")
    }

    @Test func theSameFeedLeftAtTheTopShiftsNothingTheUserSees() throws {
        let folder = try BinaryRunner.folder(["feed.json": Self.feed(scrolls: false)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, findings) = try Self.findings("feed.json", in: folder)
        #expect(status == 0)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func fixReservesThePhotosHeightInsideTheScrollViewAndTheFeedIsClean() throws {
        let folder = try BinaryRunner.folder(["feed.json": Self.feed(scrolls: true)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fix = try #require(try BinaryRunner.run(["lint", "--fix", "feed.json"], in: folder))
        #expect(fix.errors.contains("fixed 1 finding in 1 file"), "\(fix.errors)")
        let fixed = try String(contentsOf: folder.appendingPathComponent("feed.json"), encoding: .utf8)
        let photo = try #require(fixed.split(separator: "\n").first { $0.contains(#""id": "photo""#) })
        #expect(photo.contains(#""style": {"height": {"aspectRatio": 1.5}}"#), "\(photo)")
        let (status, findings) = try Self.findings("feed.json", in: folder)
        #expect(status == 0)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func layoutReportsTheContentWhereItIsSeenAtEachFrame() throws {
        let folder = try BinaryRunner.folder(["feed.json": Self.feed(scrolls: true)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try #require(try BinaryRunner.run(["layout", "feed.json"], in: folder))
        #expect(result.status == 0, "\(result.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let screens = try #require(document["screens"] as? [[String: Any]])
        let devices = try #require(screens.first?["devices"] as? [[String: Any]])
        let frames = try #require(devices.first?["frames"] as? [[String: Any]])
        #expect(frames.map { $0["atMs"] as? Double } == [0, 1500])
        func node(_ id: String, _ frame: Int) throws -> [String: Any] {
            try #require((frames[frame]["nodes"] as? [String: Any])?[id] as? [String: Any])
        }
        // At the top in the first frame; scrolled 1,240 pt when the photo arrives: the photo is
        // seen 1,240 pt higher than it lies in the content, which is where `relative` puts it.
        #expect(try node("feed", 0)["contentOffset"] == nil)
        #expect(try node("feed", 1)["contentOffset"] as? Double == 1240)
        let absolute = try #require(try node("photo", 1)["absolute"] as? [Double])
        let relative = try #require(try node("photo", 1)["relative"] as? [Double])
        let feed = try #require(try node("feed", 1)["absolute"] as? [Double])
        #expect(abs(absolute[1] - (feed[1] + relative[1] - 1240)) < 0.01, "\(absolute) \(relative) \(feed)")
        #expect(absolute[1] > feed[1] && absolute[1] < feed[1] + feed[3], "the photo is in the viewport: \(absolute)")
    }

    @Test func aScrollScriptOnANodeThatDoesNotScrollIsALocatedError() throws {
        let document = """
            {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
              {"id": "column", "style": {"flexGrow": 1}, "scroll": [{"to": 100, "velocity": 500}]}
            ]}}
            """
        let folder = try BinaryRunner.folder(["feed.json": document])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try #require(try BinaryRunner.run(["lint", "feed.json"], in: folder))
        #expect(result.status == 2, "\(result.output)")
        #expect(
            (result.output + result.errors).contains(
                #"feed.json:2:46: error: "scroll" is only valid on a scroll view or in a list; add "overflow": "scroll" to the node's style"#
            ),
            "\(result.output)\(result.errors)")
    }
}
