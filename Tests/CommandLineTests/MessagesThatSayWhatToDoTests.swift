import Foundation
import LayoutLintTestSupport
import Testing

/// Through the built executable: the weak cases a new user hit, each with a
/// message that says what to write instead.
@Suite struct MessagesThatSayWhatToDoTests {
    static let layout = """
        {"screen": "A", "devices": ["iPhone 15", "Pixel 8"], "root": {"id": "root", "children": [
          {"id": "img", "kind": "image", "height": 200},
          {"id": "ad", "kind": "ad", "style": {"height": {"provider": "admob.adaptiveBanner"}}}
        ]},
        "timeline": [{"at": "1.8s", "arrive": "img"}, {"at": 100, "swipe": "root", "duration": 300}]}
        """

    @Test func eachMistakeGetsOneErrorNamingTheFix() throws {
        let folder = try BinaryRunner.folder(["a.json": Self.layout, "b.json": "{\"screen\": \"B\", // home\n \"root\": {\"id\": \"r\"}}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let a = try BinaryRunner.run(["lint", "a.json"], in: folder), let b = try BinaryRunner.run(["lint", "b.json"], in: folder)
        else { return }
        #expect(a.status == 2 && b.status == 2)
        let lines = a.output.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                #"a.json:1:42: error: unknown device "Pixel 8" (`layoutlint devices` lists the built-in ones); to use another device, add it as an inline profile with its own points and scale: {"name": "Pixel 8", "width": 393, "height": 852, "scale": 3, "safeArea": {"top": 59, "bottom": 34}}"#,
                #"a.json:2:34: error: unknown key "height" in node; did you mean style.height? layout properties go in "style": {"height": …}"#,
                #"a.json:3:63: error: unknown provider "admob.adaptiveBanner"; did you mean "admob.anchoredAdaptiveBanner"? (known providers: admob.anchoredAdaptiveBanner, admob.banner, admob.largeBanner, admob.mediumRectangle, admob.leaderboard)"#,
                #"a.json:5:21: error: "at" must be a number of milliseconds, e.g. 1800, found "1.8s""#,
                #"a.json:5:59: error: unknown key "swipe" in event; did you mean "gesture"?"#,
            ], "\(a.output)")
        #expect(
            b.output
                == "b.json:1:17: error: expected a quoted key in the object opened at 1:1, found '//', a comment (JSON has no comments; remove it)\n"
        )
    }

    @Test func unknownRulesListWhatThereIs() throws {
        let folder = try BinaryRunner.folder(["a.json": Self.layout])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let foo = try BinaryRunner.run(["rules", "foo"], in: folder),
            let pool = try BinaryRunner.run(["rules", "pool"], in: folder)
        else { return }
        #expect(foo.status == 64 || foo.status == 2)
        #expect(foo.errors.contains("unknown rule \"foo\"; the rules are: ad-load-burst, ad-refresh-unseen,"), "\(foo.errors)")
        #expect(
            pool.errors.contains("unknown rule \"pool\"; rules about it: reuse-pool-undersized, reuse-pool-oversized"), "\(pool.errors)")
    }
}
