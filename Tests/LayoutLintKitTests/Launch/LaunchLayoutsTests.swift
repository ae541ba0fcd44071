import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The launch example screens in layouts/, linted end to end with every rule: each
/// broken screen gives exactly the findings it is about, its fixed twin none. Times are ticks:
/// 30083.33 ms = tick 1805 at 60 Hz (tick 3610 at 120 Hz), the first tick after 30 080 ms.
@Suite struct LaunchLayoutsTests {
    /// "rule severity devices line:col node" per finding (devices joined with "+"), sorted.
    func lint(_ name: String) throws -> [String] {
        let text = try TimelineLint.layoutFile(name)
        let report = Linter(rules: RuleRegistry.all).lint(file: "layouts/" + name, bytes: Array(text.utf8))
        #expect(report.errors.isEmpty, "\(report.errors)")
        return report.findings.map {
            "\($0.ruleID) \($0.severity) \($0.devices.sorted().joined(separator: "+")) \($0.line):\($0.column) \($0.node ?? "-")"
        }.sorted()
    }

    func report(_ name: String) throws -> LintReport {
        Linter(rules: RuleRegistry.all).lint(file: "layouts/" + name, bytes: Array(try TimelineLint.layoutFile(name).utf8))
    }

    static let phones = ["iPhone 15", "iPhone 15 Pro Max", "iPhone SE (3rd generation)"]
    /// The three phones of one merged finding.
    static let allPhones = phones.joined(separator: "+")

    @Test func wordGameLaunchIsFrozenByTheAdSDKAndTheBacklog() throws {
        // One finding per defect, on all three phones.
        let expected = [
            "blocking-launch-work error \(Self.allPhones) 34:5 -",
            "primary-content-delayed warning \(Self.allPhones) 12:9 board",
            "request-chain warning \(Self.allPhones) 12:9 board",
        ]
        #expect(try lint("word-game-launch.json") == expected.sorted())
        let report = try report("word-game-launch.json")
        let blocking = try #require(report.findings.first { $0.ruleID == "blocking-launch-work" })
        #expect(
            blocking.message.hasPrefix(
                "'MobileAds.start' blocks the main thread for 30000ms before the first frame (first frame at 30083.3ms; 83.3ms without it)")
        )
        let chain = try #require(report.findings.first { $0.ruleID == "request-chain" })
        #expect(chain.message.hasPrefix("'board' waits for 2 round trips in a row: 'puzzleBacklog' 1200ms → 'todayPuzzle' 400ms on "))
        // The edge to cut is named, as well as caching.
        #expect(
            chain.message.contains("if 'todayPuzzle' need not wait for 'puzzleBacklog', start them together; else cache 'puzzleBacklog'"))
        for metrics in report.metrics {
            #expect(metrics.firstFrameMs == 30083.33)
            #expect(metrics.primaryContentMs == 30083.33)
            #expect(metrics.roundTripsBeforePrimary == 2)
            #expect(metrics.hangs == 0 && metrics.longestMainBlockMs == 0)
        }
    }

    @Test func wordGameLaunchFixedDrawsTheBoardFromCacheAtOnce() throws {
        #expect(try lint("word-game-launch-fixed.json").isEmpty)
        for metrics in try report("word-game-launch-fixed.json").metrics {
            // loadSettings (80 ms) then the first tick: 83.33 ms; the cached board is in it.
            #expect(metrics.firstFrameMs == 83.33 && metrics.primaryContentMs == 83.33)
            #expect(metrics.roundTripsBeforePrimary == 0)
        }
    }

    @Test func nativeAdsLoadingAtOnceStutterTheScroll() throws {
        let both = "iPhone 15+iPhone 15 Pro Max"
        let expected = [
            "main-thread-hitch warning \(both) 20:5 -",
            "ad-load-burst warning \(both) 21:5 -",
            "ad-requests-unbatched warning \(both) 21:5 -",
            "ad-load-burst warning \(both) 22:5 -",
            "ad-load-burst warning \(both) 23:5 -",
            "ad-load-burst warning \(both) 23:5 -",
        ]
        #expect(try lint("native-ads-scroll.json") == expected.sorted())
        // Four 8 ms response works back to back: one 32 ms block during the 3 s scroll.
        // 60 Hz: (⌈32 / 16.67⌉ − 1) × 16.67 = 16.67 ms → 5.56 ms/s; 120 Hz: 3 × 8.33 = 25 ms → 8.33 ms/s.
        let metrics = try report("native-ads-scroll.json").metrics
        #expect(metrics.map(\.hitchMsPerS) == [5.56, 8.33])
        #expect(metrics.map(\.longestMainBlockMs) == [32, 32])
    }

    @Test func nativeAdsFixedLoadByPriorityOneBatchPerUnit() throws {
        #expect(try lint("native-ads-scroll-fixed.json").isEmpty)
        for metrics in try report("native-ads-scroll-fixed.json").metrics {
            #expect(metrics.hitchMsPerS == 0 && metrics.longestMainBlockMs == 8)
        }
    }

    @Test func configThenDashboardIsTwoRoundTrips() throws {
        let expected = [
            "primary-content-delayed warning \(Self.allPhones) 8:7 dashboard", "request-chain warning \(Self.allPhones) 8:7 dashboard",
        ]
        #expect(try lint("config-dashboard.json") == expected.sorted())
        let report = try report("config-dashboard.json")
        let chain = try #require(report.findings.first { $0.ruleID == "request-chain" })
        #expect(
            chain.message
                == "'dashboard' waits for 2 round trips in a row: 'config' 800ms → 'home' 600ms on iPhone SE (3rd generation), iPhone 15 and iPhone 15 Pro Max; "
                + "if 'home' need not wait for 'config', start them together; else cache 'config' and start on the dashboard, or fetch both in one request"
        )
        #expect(report.metrics.allSatisfy { $0.primaryContentMs == 1400 && $0.roundTripsBeforePrimary == 2 && $0.firstFrameMs == 33.33 })
    }

    @Test func configDashboardFixedStartsFromTheCachedConfig() throws {
        #expect(try lint("config-dashboard-fixed.json").isEmpty)
        #expect(
            try report("config-dashboard-fixed.json").metrics.allSatisfy { $0.primaryContentMs == 600 && $0.roundTripsBeforePrimary == 1 })
    }

}
