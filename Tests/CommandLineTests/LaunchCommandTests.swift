import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The launch examples through the binary: the headline screen fails, fixed twins pass.
@Suite struct LaunchCommandTests {
    /// The headline: an ad SDK started on main at launch no longer lints clean, from the binary.
    @Test func theBinaryFailsOnTheHeadlineScreenAndWritesTheLaunchMetrics() throws {
        let screen = """
            {"screen": "Word game", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "board"}]},
             "timeline": [{"at":0,"work":"MobileAds.start","duration":30000,"thread":"main","essential":false}]}
            """
        let folder = try BinaryRunner.folder(["game.json": screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let text = try BinaryRunner.run(["lint", "game.json"], in: folder) else { return }
        #expect(text.status == 1)
        #expect(text.output.contains("game.json:2:15: error: 'MobileAds.start' blocks the main thread for 30000ms before the first frame"))
        guard let json = try BinaryRunner.run(["lint", "--reporter", "json", "game.json"], in: folder) else { return }
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let metrics = try #require((parsed["metrics"] as? [[String: Any]])?.first)
        #expect(metrics["firstFrameMs"] as? Double == 30000)
        #expect(metrics["hangs"] as? Int == 0)
        #expect(metrics["primaryContentMs"] is NSNull && metrics["roundTripsBeforePrimary"] is NSNull)
    }

    /// Every broken example fails from the binary (exit 1: errors, or warnings under --strict);
    /// every fixed twin passes with --strict.
    @Test func theBinaryPassesTheFixedTwinsAndFailsTheBrokenScreens() throws {
        let names = ["word-game-launch", "native-ads-scroll", "config-dashboard"]
        var files: [String: String] = [:]
        for name in names {
            files[name + ".json"] = try TimelineLint.layoutFile(name + ".json")
            files[name + "-fixed.json"] = try TimelineLint.layoutFile(name + "-fixed.json")
        }
        let folder = try BinaryRunner.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in names {
            guard let broken = try BinaryRunner.run(["lint", "--strict", name + ".json"], in: folder),
                let fixed = try BinaryRunner.run(["lint", "--strict", name + "-fixed.json"], in: folder)
            else { return }
            #expect(broken.status == 1, "\(name): \(broken.output)")
            #expect(fixed.status == 0, "\(name)-fixed: \(fixed.output)")
        }
    }
}
