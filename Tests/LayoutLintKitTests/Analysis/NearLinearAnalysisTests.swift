import Foundation
import LayoutLintTestSupport
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
        let simulation = try LaunchTestSupport.simulate(
            [
                LaunchAdTests.ad("a", at: 0, 0, unit: "u"), LaunchAdTests.ad("b", at: 100, 100, unit: "u"),
                LaunchAdTests.ad("c", at: 100, 100, unit: "v"),
            ].joined(separator: ", "))
        #expect(simulation.adBursts(maxConcurrent: 1) == [AdBurst(startMs: 100, endMs: 200, peak: 2, peakMs: 100, inFlight: [1, 2])])
    }

    /// The message of a burst of thousands names its first requests and counts the rest.
    @Test func aLargeBurstsMessageNamesAFewRequests() throws {
        let requests = (0..<40).map { LaunchAdTests.ad("ad\($0)", at: 0, 500, unit: "u\($0)") }.joined(separator: ", ")
        let report = Linter().lint(
            file: "ads.json",
            bytes: Array(
                """
                {"screen": "Ads", "devices": ["iPhone 15"], "root": {"id": "root"}, "timeline": [\(requests)]}
                """.utf8))
        let burst = try #require(report.findings.first { $0.ruleID == "ad-load-burst" && $0.message.hasPrefix("40 ad requests") })
        #expect(
            burst.message.contains("'ad0', 'ad1', 'ad2', 'ad3', 'ad4', 'ad5', 'ad6', 'ad7', 'ad8', 'ad9' and 30 more), over the limit of 2")
        )
    }

    /// `TimelineFrames.runs` says, for each id, in which frames its state holds, exactly as
    /// reading every frame would (random screens with insertions, removals and hidden nodes).
    @Test func runsAgreeWithReadingEveryFrame() throws {
        for seed in UInt64(1)...30 {
            let screen = IncrementalTimelineTests.screen(seed: seed)
            let timeline = try TimelineSimulator.simulate(screen: screen, device: TimelineTestSupport.device, options: AnalysisOptions())
            var ids = screen.tree.nodes.map(\.id) + ["not-a-node"]
            for event in screen.timeline {
                if case .insert(let subtree, _, _) = event.action { ids += subtree.nodes.map(\.id) }
            }
            ids.append(ids[1 % ids.count])  // a repeated id gets the same runs
            let predicates: [(NodeState) -> Bool] = [\.isShown, { $0.frame.height > 30 }]
            for predicate in predicates {
                let runs = timeline.frames.runs(of: ids, where: predicate)
                var expected = Array(repeating: [Int](), count: ids.count)
                for (frameIndex, frame) in timeline.frames.enumerated() {
                    for (index, id) in ids.enumerated() where frame[id].map(predicate) ?? false { expected[index].append(frameIndex) }
                }
                for index in ids.indices {
                    #expect(runs[index].flatMap { Array($0) } == expected[index], "seed \(seed), \(ids[index])")
                    #expect(zip(runs[index], runs[index].dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "runs are maximal")
                }
            }
        }
    }

    /// A spinner animates in every frame it is on screen: the demands are those reading every
    /// frame would give (the first spinner on screen, in tree order, names each).
    @Test func spinnerDemandsAgreeWithReadingEveryFrame() throws {
        for seed in UInt64(1)...30 {
            var screen = IncrementalTimelineTests.screen(seed: seed)
            for index in screen.tree.nodes.indices where index % 3 == 1 { screen.tree.nodes[index].kind = .spinner }
            let analysis = try ScreenAnalysis(file: "s.json", screen: screen, device: TimelineTestSupport.device)
            let demands = ScreenAnalysis.spinnerDemands(screen: screen, timeline: analysis.timeline, launch: analysis.launch)
            let spinners = screen.tree.nodes.filter { $0.kind == .spinner }.map(\.id)
            let frames = analysis.timeline.frames
            var expected: [FrameDemand] = []
            for (index, frame) in frames.enumerated() {
                let end =
                    index + 1 < frames.count ? frames[index + 1].atMs : max(frame.atMs, analysis.launch.tasks.map(\.finishMs).max() ?? 0)
                guard end > frame.atMs, let shown = spinners.first(where: { frame[$0]?.isShown ?? false }) else { continue }
                expected.append(FrameDemand(source: .animation(shown), startMs: frame.atMs, endMs: end))
            }
            #expect(demands == expected, "seed \(seed)")
        }
    }
}
