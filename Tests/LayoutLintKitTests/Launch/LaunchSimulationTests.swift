import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The launch simulation's first frame, display times, `after` chains and request response
/// work, on screens whose schedule is worked out by hand in each test. Ticks are k × 1000 / hz:
/// at 60 Hz 0, 16.667, 33.333, 50, …; at 120 Hz every 8.333 ms.
@Suite struct LaunchSimulationTests {
    typealias S = LaunchTestSupport

    @Test func withoutWorkOrRequestsAChangeShowsAtTheFirstTickAtOrAfterIt() throws {
        let timeline = #"{"at": 100, "set": "board", "style": {"height": 10}}, {"at": 900, "gesture": "board", "duration": 600}"#
        let sixty = try S.simulate(timeline, hz: 60)
        #expect(sixty.firstFrameMs == 0 && sixty.mainSlices.isEmpty && sixty.mainBlocks.isEmpty)
        let atSixty: [(Double, Double)] = [(0, 0), (16, 50.0 / 3), (50, 50), (100, 100), (101, 350.0 / 3), (1200, 1200), (29_999, 30_000)]
        for (time, shown) in atSixty {
            expectMs(sixty.displayMs(ofChangeAt: time), shown)
        }
        let oneTwenty = try S.simulate(timeline, hz: 120)
        let atOneTwenty: [(Double, Double)] = [(4, 25.0 / 3), (50, 50), (101, 325.0 / 3), (1200, 1200)]
        for (time, shown) in atOneTwenty {
            expectMs(oneTwenty.displayMs(ofChangeAt: time), shown)
        }
        let report = sixty.hitchReport()
        #expect(report.hitches.isEmpty && report.hitchMsPerS == 0 && sixty.hangs.isEmpty && sixty.longestMainBlockMs == 0)
    }

    @Test func nonEssentialWorkAtLaunchDelaysTheFirstFrame() throws {
        let alone = try S.simulate(S.work("MobileAds.start", at: 0, 30_000))
        #expect(alone.firstFrameMs == 30_000)
        #expect(alone.launchBlockers == [0])
        #expect(alone.firstFrameMs(emptying: [0]) == 0)
        // Launch work is measured by the first frame, not counted as a hang.
        #expect(alone.hangs.isEmpty && alone.blocksAfterFirstFrame.isEmpty)

        let afterBoot = try S.simulate(
            [S.work("boot", at: 0, 100, essential: true), S.work("MobileAds.start", at: 0, 30_000)].joined(separator: ", "))
        #expect(afterBoot.tasks.map(\.startMs) == [0, 100])
        #expect(afterBoot.firstFrameMs == 30_100)
        #expect(afterBoot.launchBlockers == [1])
        #expect(afterBoot.firstFrameMs(emptying: [1]) == 100)
    }

    @Test func theFirstFrameWaitsForTheNextTickAfterLaunchWork() throws {
        expectMs(try S.simulate(S.work("boot", at: 0, 20, essential: true), hz: 60).firstFrameMs, 100.0 / 3)
        expectMs(try S.simulate(S.work("boot", at: 0, 20, essential: true), hz: 120).firstFrameMs, 25)
        expectMs(try S.simulate(S.work("boot", at: 0, 30_000), hz: 120).firstFrameMs, 30_000)
    }

    @Test func backgroundWorkRequestsAndLaterMainWorkDoNotDelayTheFirstFrame() throws {
        let simulation = try S.simulate(
            [
                S.work("db", at: 0, 5000, thread: "background"), S.request("feed", at: 0, 2000), S.work("warmup", at: 5, 100),
            ].joined(separator: ", "))
        #expect(simulation.firstFrameMs == 0)
        #expect(simulation.tasks.map(\.startMs) == [0, 0, 5])
        #expect(simulation.tasks.map(\.endMs) == [5000, 2000, 105])
        #expect(simulation.launchBlockers.isEmpty)
    }

    @Test func workAfterTheFirstFrameStartsRightAfterItInItsOwnBlock() throws {
        let simulation = try S.simulate(
            [S.work("boot", at: 0, 50, essential: true), S.work("sdk", at: 0, 300, after: ["firstFrame"])].joined(separator: ", "))
        #expect(simulation.firstFrameMs == 50)
        let sdk = try S.task("sdk", in: simulation)
        #expect(sdk.readyMs == 50 && sdk.startMs == 50 && sdk.endMs == 350 && sdk.releasedBy == .firstFrame)
        #expect(simulation.mainBlocks.map { [$0.startMs, $0.endMs] } == [[0, 50], [50, 350]])
        #expect(simulation.blocksAfterFirstFrame.map(\.startMs) == [50])
        #expect(simulation.longestMainBlockMs == 300 && simulation.hangs.count == 1)
        expectMs(simulation.displayMs(ofChangeAt: 40), 50)
        expectMs(simulation.displayMs(ofChangeAt: 60), 350)
        #expect(simulation.launchBlockers.isEmpty)
    }

    @Test func contentArrivingWhileMainIsBusyShowsAtTheFirstFreeTick() throws {
        // parse 100–290; layout 295–330. The tick after parse (300) falls inside layout.
        let simulation = try S.simulate(
            [S.work("parse", at: 100, 190), S.work("layout", at: 295, 35)].joined(separator: ", "),
            children: #"{"id": "board", "primary": true, "content": {"at": 150}}"#)
        #expect(simulation.mainBlocks.map { [$0.startMs, $0.endMs] } == [[100, 290], [295, 330]])
        // A tick at which work starts is busy: the work runs first (90 → tick 100 → 333.3).
        let afterLayout = 1000.0 / 3
        let cases: [(Double, Double)] = [
            (150, afterLayout), (291, afterLayout), (331, afterLayout), (334, 350), (80, 250.0 / 3), (90, afterLayout),
        ]
        for (time, shown) in cases {
            expectMs(simulation.displayMs(ofChangeAt: time), shown)
        }
        let primary = try #require(simulation.primaryContent)
        #expect(primary.readyMs == 150)
        expectMs(primary.displayMs, 1000.0 / 3)
        #expect(simulation.slices(overlapping: 150, 1000.0 / 3) == 0..<2)
        #expect(simulation.slices(overlapping: 290, 295).isEmpty)
    }

    @Test func afterChainsWaitForEveryNamedTask() throws {
        let simulation = try S.simulate(
            [
                S.request("config", at: 0, 800), S.request("home", at: 0, 600, after: ["config"], extra: #""blocks": ["board"]"#),
                S.work("parse", at: 0, 50, after: ["home"]),
                S.request("img", at: 0, 100), S.request("img", at: 0, 300), S.work("show", at: 0, 10, thread: "background", after: ["img"]),
                S.work("decode", at: 0, 200, thread: "background"), S.request("upload", at: 50, 100, after: ["decode"]),
            ].joined(separator: ", "), children: #"{"id": "board", "primary": true}"#)
        #expect(simulation.tasks.map(\.startMs) == [0, 800, 1400, 0, 0, 300, 0, 200])
        #expect(simulation.tasks.map(\.finishMs) == [800, 1400, 1450, 100, 300, 310, 200, 300])
        #expect(simulation.tasks.map(\.releasedBy) == [.own, .task(0), .task(1), .own, .own, .task(4), .own, .task(6)])
        let primary = try #require(simulation.primaryContent)
        #expect(primary.readyMs == 1400)
        // The board's content arrives as parse starts, so it shows after parse: 1450.
        expectMs(primary.displayMs, 1450)
        #expect(primary.requestChain == [0, 1] && primary.roundTrips == 2)
    }

    @Test func responseWorkIsQueuedOnMainAndHoldsBackTheContentItBlocks() throws {
        // boot 0–300 on main; feed's response at 100 queues 50 ms of main work: 300–350.
        let launch = try S.simulate(
            [S.work("boot", at: 0, 300, essential: true), S.request("feed", at: 0, 100, extra: #""onMain": 50, "blocks": ["board"]"#)]
                .joined(separator: ", "),
            children: #"{"id": "board", "primary": true, "content": {}}"#)
        let feed = try S.task("feed", in: launch)
        #expect(feed.endMs == 100 && feed.finishMs == 350 && feed.responseSlice == 1)
        #expect(launch.mainSlices[1].isResponse && launch.mainSlices[1].queuedMs == 200)
        #expect(launch.firstFrameMs == 350)
        #expect(launch.launchBlockers == [1])
        #expect(launch.firstFrameMs(emptying: [1]) == 300)
        #expect(launch.contentArrivalMs(of: "board", declaredAt: 0) == 350)
        #expect(launch.primaryContent?.displayMs == 350)

        let later = try S.simulate(
            S.request("feed", at: 0, 100, extra: #""onMain": 40, "blocks": ["board"]"#), children: #"{"id": "board", "primary": true}"#)
        #expect(later.firstFrameMs == 0)
        #expect(later.mainSlices.map { [$0.startMs, $0.endMs] } == [[100, 140]])
        expectMs(later.primaryContent?.displayMs, 150)
    }

    @Test func primaryContentComesFromArrivalsInsertionsAndRequests() throws {
        let none = try S.simulate(#"{"at": 10, "tap": "board"}"#)
        #expect(none.primaryContent == nil)

        let never = try S.simulate("", children: #"{"id": "board", "primary": true, "content": {}}"#)
        #expect(never.primaryContent?.readyMs == nil && never.primaryContent?.displayMs == nil)

        let timeline = [
            #"{"at": 500, "insert": {"id": "late", "primary": true, "content": {"at": 200, "height": 40}}, "into": "root"}"#,
            #"{"at": 700, "arrive": "board"}"#, S.request("r", at: 0, 900, extra: #""blocks": ["board"]"#),
        ].joined(separator: ", ")
        let primary = try #require(try S.simulate(timeline, children: #"{"id": "board", "primary": true, "content": {}}"#).primaryContent)
        #expect(primary.nodes.map(\.id) == ["board", "late"])
        #expect(primary.nodes.map(\.readyMs) == [900, 500])
        #expect(primary.nodes.map(\.declaredMs) == [700, 500])
        #expect(primary.lastNode == 0 && primary.displayMs == 900 && primary.roundTrips == 1)
    }

    @Test func timesThatAreNotFiniteCountAsZeroSoTheSimulationEnds() {
        let events = [
            TimelineEvent(at: .infinity, action: .work(WorkEvent(name: "w", duration: .nan, thread: .main)), location: .start),
            TimelineEvent(at: 10, action: .request(RequestEvent(name: "r", duration: -5, onMain: .infinity)), location: .start),
        ]
        let screen = Screen(name: "s", tree: NodeTree(nodes: [Node(id: "root", location: .start)]), timeline: events)
        let simulation = LaunchSimulation(screen: screen, device: DeviceProfile(name: "d", width: 10, height: 10, scale: 1))
        #expect(simulation.firstFrameMs == 0)
        #expect(simulation.tasks.map(\.finishMs) == [0, 10])
    }
}
