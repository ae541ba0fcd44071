import LayoutLintKit
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
        #expect(Set(mismatches.compactMap(\.device)) == Set(DeviceProfile.defaultMatrix.map(\.name)))
        #expect(mismatches.allSatisfy { $0.node == "banner" && $0.file == "DailyPuzzleTests.swift" && $0.line == 1 })
        let iPhone15 = mismatches.first { $0.device == "iPhone 15" }
        #expect(iPhone15?.message.hasPrefix("'banner' reserves 50pt but its content is 61pt on iPhone 15 (393pt wide)") == true)
        #expect(report.metrics.contains { $0.cls > 0 })
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
}
