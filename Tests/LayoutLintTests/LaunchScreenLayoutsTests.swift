import Foundation
import Testing

/// The launch-screen and restoration examples in `layouts/`, linted and rendered by the built
/// `layoutlint` binary as a user runs it (issue 13).
@Suite struct LaunchScreenLayoutsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let devices = ["iPhone 15", "iPhone 15 Pro Max", "iPhone SE (3rd generation)"]

    static let files = [
        "branded-splash.json", "branded-splash-fixed.json", "config-loading.json", "long-list-no-restore.json",
        "long-list-restores.json", "daily-puzzle-fixed.json",
    ]
    /// One run of `layoutlint lint … --reporter json` over every example, shared by the tests:
    /// its exit status and standard output.
    static let run: (status: Int32, output: String)? = {
        guard let result = try? BinaryRunner.run(["lint"] + files.map { "layouts/\($0)" } + ["--reporter", "json"], in: root) else { return nil }
        return (result.status, result.output)
    }()

    /// The shared run's findings and metrics of one file.
    func lint(_ file: String) throws -> (status: Int32, report: [String: Any])? {
        let run = try #require(Self.run, "layoutlint did not run")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        func only(_ key: String) -> [[String: Any]] {
            (report[key] as? [[String: Any]] ?? []).filter { ($0["file"] as? String) == "layouts/\(file)" }
        }
        return (run.status, ["findings": only("findings"), "metrics": only("metrics")])
    }

    func findings(_ report: [String: Any]) -> [[String: Any]] { report["findings"] as? [[String: Any]] ?? [] }
    func metrics(_ report: [String: Any]) -> [[String: Any]] { report["metrics"] as? [[String: Any]] ?? [] }
    /// "rule line:column device" per finding, sorted.
    func places(_ report: [String: Any]) -> [String] {
        findings(report).map { "\($0["ruleId"] ?? "") \($0["line"] ?? ""):\($0["column"] ?? "") \($0["device"] ?? "")" }.sorted()
    }

    @Test func theBrandedSplashDiffersEverywhereAndShowsTextAndASpinner() throws {
        guard let (_, report) = try lint("branded-splash.json") else { return }
        // The pixel finding names each device's regions; the text and the spinner are the same
        // finding on every device (one finding, `device` null).
        let expected = (Self.devices.map { "launch-screen-mismatch 4:19 \($0)" } + ["launch-screen-mismatch 7:7 <null>", "launch-screen-mismatch 8:7 <null>"]).sorted()
        #expect(places(report) == expected)
        let messages = findings(report).filter { ($0["device"] as? String) == "iPhone 15" }.compactMap { $0["message"] as? String }
        #expect(messages.contains(
            "the launch screen differs from the first frame (at 250ms) in 100% of pixels, over the 10% budget: 'navBar' (0,59 393×44pt) "
                + "is missing; 'story1' (16,119 361×150pt) is missing; 'story2' (16,281 361×150pt) is missing; 'tabBar' (0,769 393×49pt) "
                + "is missing; and 2 more; the background is #FF3B30 instead of #F2F2F7; make the launch screen the first screen's empty chrome"))
        let everyDevice = findings(report).filter { $0["device"] is NSNull }.compactMap { $0["message"] as? String }
        #expect(everyDevice.contains { $0.hasPrefix("the launch screen shows text in 'logo' (\"Daily News\"): a launch screen is never localised") })
        #expect(everyDevice.contains { $0.hasPrefix("the launch screen shows the spinner 'loading': a launch screen is a still image, so it never animates") })
        for metric in metrics(report) {
            let launch = try #require(metric["launchScreen"] as? [String: Any])
            #expect(launch["differentFraction"] as? Double == 1)
            #expect((launch["regions"] as? [[Double]])?.count == 1)
            #expect(metric["restoration"] == nil)
        }
        let strict = try BinaryRunner.run(["lint", "layouts/branded-splash.json", "--device", "iPhone 15", "--strict"], in: Self.root)
        #expect(strict?.status == 1)
    }

    @Test func theTwinsAndTheConfigurationScreenLintClean() throws {
        for file in ["branded-splash-fixed.json", "config-loading.json", "long-list-restores.json"] {
            guard let (_, report) = try lint(file) else { return }
            #expect(findings(report).isEmpty, "\(file): \(findings(report))")
            #expect(metrics(report).count == 3)
        }
        // The empty chrome differs from the feed only where the feed has text: under 10 %, not 0.
        guard let (_, fixed) = try lint("branded-splash-fixed.json") else { return }
        for metric in metrics(fixed) {
            let fraction = try #require((metric["launchScreen"] as? [String: Any])?["differentFraction"] as? Double)
            #expect(fraction > 0.001 && fraction < 0.05, "\(metric["device"] ?? ""): \(fraction)")
        }
        // The configuration screen draws exactly the launch screen first.
        guard let (_, config) = try lint("config-loading.json") else { return }
        #expect(metrics(config).allSatisfy { ($0["launchScreen"] as? [String: Any])?["differentFraction"] as? Double == 0 })
    }

    @Test func aLongListRelaunchedWithoutRestorationIsReportedWithItsScroll() throws {
        guard let (status, report) = try lint("long-list-no-restore.json") else { return }
        #expect(status == 0, "warnings only")
        #expect(places(report) == Self.devices.map { "restoration-mismatch 4:18 \($0)" }.sorted())
        for finding in findings(report) {
            let message = try #require(finding["message"] as? String)
            #expect(message.hasPrefix("a relaunch without restoration shows the first frame, which differs from the app-switcher snapshot (at 20000ms) in "))
            #expect(message.hasSuffix(" of pixels, over the 10% budget: 'articles' scrolled 2400pt; restore the screen's state on relaunch (\"restores\": true)"))
        }
        for metric in metrics(report) {
            let fraction = try #require((metric["restoration"] as? [String: Any])?["differentFraction"] as? Double)
            #expect(fraction > 0.1)
            #expect(metric["launchScreen"] == nil)
        }
    }

    @Test func screensWithoutALaunchScreenOrRestorationHaveNoSuchMetrics() throws {
        guard let (_, report) = try lint("daily-puzzle-fixed.json") else { return }
        #expect(!metrics(report).isEmpty)
        #expect(metrics(report).allSatisfy { $0["launchScreen"] == nil && $0["restoration"] == nil })
    }

    @Test func renderAndArtifactsWriteTheDiffPictures() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-launch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let render = try BinaryRunner.run(
            ["render", "layouts/branded-splash.json", "--device", "iPhone 15", "--out", out.appendingPathComponent("render").path], in: Self.root)
        #expect(render?.status == 0)
        let rendered = out.appendingPathComponent("render/top-stories-branded-splash/iphone-15")
        #expect(FileManager.default.fileExists(atPath: rendered.appendingPathComponent("launch-diff.png").path))
        #expect(!FileManager.default.fileExists(atPath: rendered.appendingPathComponent("restoration-diff.png").path))

        let artifacts = out.appendingPathComponent("artifacts")
        let lint = try BinaryRunner.run(
            ["lint", "layouts/branded-splash.json", "layouts/long-list-no-restore.json", "layouts/branded-splash-fixed.json",
             "--device", "iPhone 15", "--artifacts", artifacts.path], in: Self.root)
        #expect(lint?.status == 0)
        let written = (FileManager.default.enumerator(atPath: artifacts.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }.sorted()
        #expect(written == [
            "saved-articles-relaunch-forgets-the-scroll-position/iphone-15/restoration-diff.png",
            "top-stories-branded-splash/iphone-15/launch-diff.png",
        ])
        // The same picture from render and from lint --artifacts, byte for byte.
        let fromRender = try Data(contentsOf: rendered.appendingPathComponent("launch-diff.png"))
        let fromLint = try Data(contentsOf: artifacts.appendingPathComponent("top-stories-branded-splash/iphone-15/launch-diff.png"))
        #expect(fromRender == fromLint)
    }
}
