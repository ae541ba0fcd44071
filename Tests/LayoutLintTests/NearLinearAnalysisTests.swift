import Foundation
import LayoutModel
import Testing

@testable import LayoutLintKit

/// Analyses that used to grow faster than their input: the ad requests in flight listed at
/// every new peak (n² log n), and rules reading every frame whole for every refresh or spinner
/// (frames × nodes). Each answers as before, from one pass.
@Suite struct NearLinearAnalysisTests {
    /// 20,000 ad requests sent at once are one burst naming all of them, found in well under a
    /// second (listing them at every new peak took minutes).
    @Test func manyAdRequestsAtOnceAreOneBurstFoundQuickly() throws {
        let count = 20_000
        var screen = Screen(name: "Ads", tree: NodeTree(nodes: [Node(id: "root", location: .start)]), location: .start)
        screen.timeline = (0..<count).map { index in
            TimelineEvent(
                at: 0, action: .request(RequestEvent(name: "ad\(index)", duration: 600, ad: AdRequest(unit: "u\(index % 7)"))),
                location: .start)
        }
        let launch = LaunchSimulation(screen: screen, device: TimelineTestSupport.device)
        let started = ContinuousClock.now
        let bursts = launch.adBursts(maxConcurrent: 2)
        #expect(ContinuousClock.now - started < .seconds(3))
        #expect(bursts.count == 1)
        #expect(bursts.first?.peak == count && bursts.first?.inFlight == Array(0..<count))
        #expect(bursts.first?.startMs == 0 && bursts.first?.endMs == 600)
    }

    /// A request answered the moment it is sent is never in flight (it used to stay in flight
    /// for good, its response sorted before its start).
    @Test func aRequestWithoutTimeInFlightIsNeverInABurst() throws {
        let simulation = try LaunchTestSupport.simulate([
            LaunchAdTests.ad("a", at: 0, 0, unit: "u"), LaunchAdTests.ad("b", at: 100, 100, unit: "u"),
            LaunchAdTests.ad("c", at: 100, 100, unit: "v"),
        ].joined(separator: ", "))
        #expect(simulation.adBursts(maxConcurrent: 1) == [AdBurst(startMs: 100, endMs: 200, peak: 2, peakMs: 100, inFlight: [1, 2])])
    }

    /// The message of a burst of thousands names its first requests and counts the rest.
    @Test func aLargeBurstsMessageNamesAFewRequests() throws {
        let requests = (0..<40).map { LaunchAdTests.ad("ad\($0)", at: 0, 500, unit: "u\($0)") }.joined(separator: ", ")
        let report = Linter().lint(file: "ads.json", bytes: Array("""
            {"screen": "Ads", "devices": ["iPhone 15"], "root": {"id": "root"}, "timeline": [\(requests)]}
            """.utf8))
        let burst = try #require(report.findings.first { $0.ruleID == "ad-load-burst" && $0.message.hasPrefix("40 ad requests") })
        #expect(burst.message.contains("'ad0', 'ad1', 'ad2', 'ad3', 'ad4', 'ad5', 'ad6', 'ad7', 'ad8', 'ad9' and 30 more), over the limit of 2"))
    }
}
