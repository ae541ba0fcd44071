import Foundation
import LayoutLintTestSupport
import Testing

/// The launch-screen and restoration examples in `layouts/`, linted and rendered by the built
/// `layoutlint` binary as a user runs it.
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
        guard let result = try? BinaryRunner.run(["lint"] + files.map { "layouts/\($0)" } + ["--reporter", "json"], in: root) else {
            return nil
        }
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
        // Each is one finding on every device (`device` null), the pixel finding too: its numbers
        // and the nodes it names are the same on the three phones.
        #expect(
            places(report) == [
                "launch-screen-mismatch 4:19 <null>", "launch-screen-mismatch 7:7 <null>", "launch-screen-mismatch 8:7 <null>",
            ])
        let messages = findings(report).compactMap { $0["message"] as? String }
        #expect(
            messages.contains(
                "the launch screen differs from the first frame by more than the 10% budget: in 100% of pixels (first frame at 250ms): "
                    + "'navBar' is missing; 'story1' is missing; 'story2' is missing; 'tabBar' is missing; and 2 more; the background is "
                    + "#FF3B30 instead of #F2F2F7 on iPhone SE (3rd generation), iPhone 15 and iPhone 15 Pro Max; make the launch screen "
                    + "the first screen's empty chrome"), "\(messages)")
        let everyDevice = findings(report).filter { $0["device"] is NSNull }.compactMap { $0["message"] as? String }
        #expect(
            everyDevice.contains {
                $0.hasPrefix("the launch screen shows text in 'logo' (\"Daily News\"): a launch screen is never localised")
            })
        #expect(
            everyDevice.contains {
                $0.hasPrefix("the launch screen shows the spinner 'loading': a launch screen is a still image, so it never animates")
            })
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
        // One finding on the three phones, the share of pixels as the range they span.
        #expect(places(report) == ["restoration-mismatch 4:18 <null>"])
        for finding in findings(report) {
            let message = try #require(finding["message"] as? String)
            #expect(
                message
                    == "a relaunch without restoration shows the first frame, which differs from the app-switcher snapshot (at 20000ms) "
                    + "by more than the 10% budget: in 20.7–24.2% of pixels: 'articles' scrolled 2400pt on iPhone SE (3rd generation), iPhone 15 "
                    + "and iPhone 15 Pro Max; restore the screen's state on relaunch (\"restores\": true)")
            let figures = (finding["occurrences"] as? [[String: Any]] ?? []).compactMap { $0["figures"] as? String }
            #expect(
                figures == [
                    "in 24.2% of pixels: 'articles' scrolled 2400pt", "in 20.7% of pixels: 'articles' scrolled 2400pt",
                    "in 22.9% of pixels: 'articles' scrolled 2400pt",
                ])
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
            ["render", "layouts/branded-splash.json", "--device", "iPhone 15", "--out", out.appendingPathComponent("render").path],
            in: Self.root)
        #expect(render?.status == 0)
        let rendered = out.appendingPathComponent("render/layouts-branded-splash/top-stories-branded-splash/iphone-15")
        #expect(FileManager.default.fileExists(atPath: rendered.appendingPathComponent("launch-diff.png").path))
        #expect(!FileManager.default.fileExists(atPath: rendered.appendingPathComponent("restoration-diff.png").path))

        let artifacts = out.appendingPathComponent("artifacts")
        let lint = try BinaryRunner.run(
            [
                "lint", "layouts/branded-splash.json", "layouts/long-list-no-restore.json", "layouts/branded-splash-fixed.json",
                "--device", "iPhone 15", "--artifacts", artifacts.path,
            ], in: Self.root)
        #expect(lint?.status == 0)
        let written = (FileManager.default.enumerator(atPath: artifacts.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".png")
        }.sorted()
        #expect(
            written == [
                "layouts-branded-splash/top-stories-branded-splash/iphone-15/launch-diff.png",
                "layouts-long-list-no-restore/saved-articles-relaunch-forgets-the-scroll-position/iphone-15/restoration-diff.png",
            ])
        // The same picture from render and from lint --artifacts, byte for byte.
        let fromRender = try Data(contentsOf: rendered.appendingPathComponent("launch-diff.png"))
        let fromLint = try Data(
            contentsOf: artifacts.appendingPathComponent("layouts-branded-splash/top-stories-branded-splash/iphone-15/launch-diff.png"))
        #expect(fromRender == fromLint)
    }
}
