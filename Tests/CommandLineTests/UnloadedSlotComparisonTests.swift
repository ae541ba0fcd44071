import Foundation
import LayoutLintTestSupport
import Testing

/// The launch-screen and restoration comparisons look at what the device shows: a slot whose
/// content has not arrived is what the app draws before loading — its own background, and for
/// an ad view nothing — not the hatched box the pictures for people draw.
@Suite struct UnloadedSlotComparisonTests {
    /// A screen whose launch screen is its empty chrome, with `slot` under the nav bar; the
    /// slot's content arrives at 3 s, long after the first frame.
    static func screen(slot: String) -> String {
        """
        {"screen": "Home", "devices": ["iPhone 15", "iPhone SE (3rd generation)"],
         "launchScreen": {"id": "chrome", "background": "#F2F2F7", "safeArea": true, "children": [
           {"id": "chromeNavBar", "background": "#FFFFFF", "style": {"height": 44}}
         ]},
         "root": {"id": "root", "background": "#F2F2F7", "safeArea": true, "children": [
           {"id": "navBar", "background": "#FFFFFF", "style": {"height": 44}}\(slot.isEmpty ? "" : ",\n   " + slot)
         ]}}
        """
    }

    /// `differentFraction` of the launch-screen comparison per device, and the rule ids found.
    static func lint(_ text: String) throws -> (fractions: [String: Double], rules: Set<String>) {
        let folder = try BinaryRunner.folder(["home.json": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try #require(try BinaryRunner.run(["lint", "home.json", "--reporter", "json"], in: folder))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        var fractions: [String: Double] = [:]
        for metric in report["metrics"] as? [[String: Any]] ?? [] {
            let device = try #require(metric["device"] as? String)
            fractions[device] = try #require((metric["launchScreen"] as? [String: Any])?["differentFraction"] as? Double)
        }
        let rules = Set((report["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String })
        return (fractions, rules)
    }

    @Test func anUnloadedBannerAddsNothingToTheDifference() throws {
        let without = try Self.lint(Self.screen(slot: ""))
        let banner = try Self.lint(
            Self.screen(slot: #"{"id": "banner", "kind": "ad", "style": {"height": 60}, "content": {"at": 3000, "height": 60}}"#))
        #expect(without.fractions == ["iPhone 15": 0, "iPhone SE (3rd generation)": 0])
        #expect(banner.fractions == without.fractions)
        #expect(!banner.rules.contains("launch-screen-mismatch"))
    }

    @Test func anUnloadedImageShowsOnlyItsOwnBackground() throws {
        // A grey placeholder background differs from the launch screen's #F2F2F7 where it is;
        // the crossed box an arrived image is drawn as does not show.
        let image = try Self.lint(
            Self.screen(
                slot:
                    ##"{"id": "hero", "kind": "image", "background": "#000000", "style": {"height": 100}, "content": {"at": 3000, "height": 100}}"##
            ))
        let arrived = try Self.lint(
            Self.screen(slot: ##"{"id": "hero", "kind": "image", "background": "#000000", "style": {"height": 100}}"##))
        for (device, fraction) in image.fractions {
            let height = device == "iPhone 15" ? 852.0 : 667.0
            let width = device == "iPhone 15" ? 393.0 : 375.0
            // The slot's 100 pt rows, in the screen's area (give or take the pixel grid).
            #expect(abs(fraction - width * 100 / (width * height)) < 0.01, "\(device): \(fraction)")
            #expect(fraction <= (arrived.fractions[device] ?? 0), "\(device)")
        }
    }
}
