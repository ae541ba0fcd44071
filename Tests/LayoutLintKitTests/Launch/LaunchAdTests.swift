import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// Ad requests over time: bursts over a concurrency limit, low priority started under high,
/// requests for one unit that one request could serve, and the load a refresh replaces.
@Suite struct LaunchAdTests {
    typealias S = LaunchTestSupport

    static func ad(_ name: String, at: Double, _ duration: Double, unit: String, priority: String = "normal", refresh: Bool = false)
        -> String
    {
        S.request(name, at: at, duration, extra: #""ad": {"unit": "\#(unit)", "priority": "\#(priority)", "refresh": \#(refresh)}"#)
    }

    /// hi 0–500 (top, high), n1 0–400 and n2 100–500 (feed), low 0–300 (footer), r 5000–5200 (feed refresh).
    static let feed = [
        ad("hi", at: 0, 500, unit: "top", priority: "high"), ad("n1", at: 0, 400, unit: "feed"),
        ad("low", at: 0, 300, unit: "footer", priority: "low"), ad("n2", at: 100, 400, unit: "feed"),
        ad("r", at: 5000, 200, unit: "feed", refresh: true), S.request("plain", at: 0, 50),
    ].joined(separator: ", ")

    @Test func adLoadsAreTheAdRequestsInStartOrder() throws {
        let loads = try S.simulate(Self.feed).adLoads
        #expect(loads.map(\.task) == [0, 1, 2, 3, 4])
        #expect(loads.map(\.ad.priority) == [.high, .normal, .low, .normal, .normal])
        #expect(loads.map { [$0.startMs, $0.endMs] } == [[0, 500], [0, 400], [0, 300], [100, 500], [5000, 5200]])
    }

    @Test func burstsAreThePeriodsOverTheLimit() throws {
        let simulation = try S.simulate(Self.feed)
        #expect(simulation.adBursts(maxConcurrent: 2) == [AdBurst(startMs: 0, endMs: 400, peak: 4, peakMs: 100, inFlight: [0, 1, 2, 3])])
        #expect(simulation.adBursts(maxConcurrent: 3) == [AdBurst(startMs: 100, endMs: 300, peak: 4, peakMs: 100, inFlight: [0, 1, 2, 3])])
        #expect(simulation.adBursts(maxConcurrent: 4).isEmpty)
    }

    @Test func lowerPriorityStartedUnderAHigherOneIsAnInversion() throws {
        let inversions = try S.simulate(Self.feed).adPriorityInversions()
        #expect(inversions == [.init(load: 1, higher: 0), .init(load: 2, higher: 0), .init(load: 3, higher: 0)])
        let ordered = try S.simulate(
            [Self.ad("hi", at: 0, 500, unit: "top", priority: "high"), Self.ad("low", at: 500, 300, unit: "footer", priority: "low")]
                .joined(separator: ", "))
        #expect(ordered.adPriorityInversions().isEmpty)
    }

    @Test func requestsForOneUnitInFlightTogetherOrBackToBackFormABatch() throws {
        #expect(try S.simulate(Self.feed).adBatches() == [AdBatch(unit: "feed", loads: [1, 3], adCount: 2)])
        // b starts when a has loaded (back to back, via after); c starts later: a separate load.
        let chained = try S.simulate(
            [
                Self.ad("a", at: 0, 300, unit: "u"), S.request("b", at: 0, 300, after: ["a"], extra: #""ad": {"unit": "u", "count": 3}"#),
                Self.ad("c", at: 700, 300, unit: "u"),
            ].joined(separator: ", "))
        #expect(chained.adBatches() == [AdBatch(unit: "u", loads: [0, 1], adCount: 4)])
    }

    @Test func aRefreshNamesTheLoadItReplaces() throws {
        #expect(try S.simulate(Self.feed).adRefreshes() == [AdRefresh(load: 4, previous: 3)])
        let first = try S.simulate(Self.ad("r", at: 0, 200, unit: "feed", refresh: true))
        #expect(first.adRefreshes() == [AdRefresh(load: 0, previous: nil)])
    }
}
