import LayoutLintKit
import LayoutLintTestSupport
import LayoutModel
import Testing

/// Written the way an app developer would use LayoutLintKit from their own test target: build
/// the screen in Swift, lint it on the standard devices, assert on findings and metrics.
@Suite struct SwiftAPITests {
    /// The daily-puzzle screen with a banner slot of `bannerHeight` and a swipe on the board
    /// while the banner arrives.
    func dailyPuzzle(bannerHeight: AdaptiveSize?) -> Screen {
        Screen("Daily puzzle") {
            ViewNode("root") {
                ViewNode.label("title", "Today").height(44).background(.white)
                ViewNode("board").flexGrow(1).background(Color(red: 242, green: 242, blue: 247))
                if let bannerHeight {
                    ViewNode.ad("banner").height(bannerHeight)
                        .content(height: .adaptive(.provider(.anchoredAdaptiveBanner)), at: 1200)
                } else {
                    ViewNode.ad("banner").height(50).content(height: .adaptive(.provider(.anchoredAdaptiveBanner)), at: 1200)
                }
            }
            .background(.white).safeArea()
        } timeline: {
            .gesture("board", at: 900, duration: 600)
        }
    }

    @Test func aLabelLimitedToOneLineIsReportedWithTheLinesItNeeds() {
        let screen = Screen("Article", devices: [DeviceProfile.named("iPhone 15")].compactMap { $0 }) {
            ViewNode("root") {
                ViewNode.label("headline", "City opens its first car-free high street after a decade of debate")
                    .font(.style(.title2)).numberOfLines(1).background(.white)
                ViewNode.label("byline", "By Ada").font(.custom(.init(size: 13, scales: false))).background(.white)
            }
            .background(.white)
        }
        let report = Linter().lint([screen])
        #expect(report.findings.map(\.ruleID).sorted() == ["fixed-font-size", "text-truncated"], "\(report.findings.map(\.description))")
        let truncated = report.findings.first { $0.ruleID == "text-truncated" }
        #expect(truncated?.message.contains("2 lines needed at 393pt wide, 1 allowed") == true, "\(truncated?.message ?? "")")
    }

    @Test func aSlotReservingTheAdaptiveBannerHasNoLayoutShiftOnTheStandardDevices() {
        let report = Linter().lint([dailyPuzzle(bannerHeight: .provider(.anchoredAdaptiveBanner))])
        #expect(report.errors.isEmpty)
        #expect(report.findings.isEmpty, "\(report.findings.map(\.description))")
        #expect(report.metrics.map(\.device) == DeviceProfile.defaultMatrix.map(\.name))
        #expect(report.metrics.allSatisfy { $0.cls == 0 })
    }

    @Test func aFiftyPointSlotIsReportedOnTheBannerOnEveryDevice() {
        let report = Linter().lint([dailyPuzzle(bannerHeight: nil)], file: "DailyPuzzleTests.swift")
        let mismatches = report.findings.filter { $0.ruleID == "slot-mismatch" }
        // One finding on every device, each device's numbers in it, merged as the command line does.
        #expect(mismatches.count == 1)
        #expect(Set(mismatches.flatMap(\.devices)) == Set(DeviceProfile.defaultMatrix.map(\.name)))
        #expect(mismatches.allSatisfy { $0.node == "banner" && $0.file == "DailyPuzzleTests.swift" && $0.line == 1 })
        #expect(mismatches.first?.message.contains("50pt for 61pt on iPhone 15 (393pt wide)") == true, "\(mismatches)")
        #expect(report.metrics.contains { $0.cls > 0 })
    }

    /// The word-game launch written in Swift: the ad SDK on main before the first frame is an
    /// error; started after the first frame in the background, the screen is clean.
    func wordGame(sdkAfterFirstFrame: Bool) -> Screen {
        Screen("Word game", devices: [DeviceProfile.named("iPhone 15")].compactMap { $0 }) {
            ViewNode("root") {
                ViewNode("board").flexGrow(1).background(.white).primary().content(at: 50)
            }
            .background(.white)
        } timeline: {
            // One event per line; a line starting with "." would continue the line before it.
            TimelineEvent.work("loadSettings", duration: 80, essential: true)
            TimelineEvent.request("todayPuzzle", duration: 400, blocks: ["board"], onMain: 5)
            TimelineEvent.request("banner", duration: 300, after: ["firstFrame"], ad: AdRequest(unit: "footer"))
            if sdkAfterFirstFrame {
                TimelineEvent.work("MobileAds.start", duration: 30_000, thread: .background, after: ["firstFrame"])
            } else {
                TimelineEvent.work("MobileAds.start", duration: 30_000)
            }
        }
    }

    @Test func launchWorkBuiltInSwiftIsLintedLikeTheJSON() throws {
        let frozen = Linter().lint([wordGame(sdkAfterFirstFrame: false)])
        let blocking = try #require(frozen.findings.first { $0.ruleID == "blocking-launch-work" })
        #expect(blocking.message.hasPrefix("'MobileAds.start' blocks the main thread for 30000ms before the first frame"))
        // The puzzle's response work (5 ms, queued at 400) runs when the SDK lets go: 30080–30085,
        // so the first frame is at 30100 (tick 1806).
        #expect(frozen.metrics.first?.firstFrameMs == 30100)

        let fixed = Linter().lint([wordGame(sdkAfterFirstFrame: true)])
        #expect(fixed.findings.isEmpty, "\(fixed.findings.map(\.description))")
        // loadSettings 0–80 → first frame at 83.33; the board waits for the puzzle (400 ms, then
        // 5 ms on main): 405 → 416.67 (tick 25).
        #expect(fixed.metrics.first?.firstFrameMs == 83.33)
        #expect(fixed.metrics.first?.primaryContentMs == 416.67)
    }

    @Test func nodesBuiltInSwiftFormTheTreeInDocumentOrder() {
        let tree = ViewNode("root") {
            ViewNode("a") { ViewNode("a1") }
            for id in ["b", "c"] { ViewNode(id) }
        }.tree
        #expect(tree.nodes.map(\.id) == ["root", "a", "a1", "b", "c"])
        #expect(tree.nodes.map(\.parent) == [nil, 0, 1, 0, 0])
        #expect(tree.nodes[0].children == [1, 3, 4])
    }

    /// The README's example, as written there.
    @Test func dailyPuzzleHasNoLayoutShift() {
        let screen = Screen("Daily puzzle") {
            ViewNode("root") {
                ViewNode.label("title", "Today").height(44).background(.white)
                ViewNode("board").flexGrow(1)
                ViewNode.ad("banner").height(.provider(.anchoredAdaptiveBanner))
                    .content(height: .adaptive(.provider(.anchoredAdaptiveBanner)), at: 1200)
            }
            .background(.white).safeArea()
        } timeline: {
            .gesture("board", at: 900, duration: 600)
        }
        let report = Linter().lint([screen])  // the standard devices
        #expect(report.findings.isEmpty)
        #expect(report.metrics.allSatisfy { $0.cls == 0 })
    }
}
