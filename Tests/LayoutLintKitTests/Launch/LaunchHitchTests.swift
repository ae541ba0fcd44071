import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// Hitch time and hangs after the first frame, worked out by hand: a main-thread block of B ms
/// during which frames are due costs (⌈B / T⌉ − 1) × T ms, T = 1000 / hz; hitch ms per second
/// divides by how long frames were due. Hangs are blocks of at least 250 ms.
@Suite struct LaunchHitchTests {
    typealias S = LaunchTestSupport
    static let gesture = #"{"at": 1000, "gesture": "board", "duration": 1000}"#

    @Test func aBlockDuringAGestureMissesFramesAt60And120Hz() throws {
        let timeline = [Self.gesture, S.work("decode", at: 1200, 100)].joined(separator: ", ")
        // 60 Hz: ⌈100 / 16.667⌉ − 1 = 5 frames, 83.333 ms over the gesture's 1 s.
        let sixty = try S.simulate(timeline, hz: 60).hitchReport()
        #expect(sixty.hitches.map(\.missedFrames) == [5] && sixty.hitches.map(\.dueFromMs) == [1200])
        #expect(sixty.hitches.first?.demand.source == .gesture("board"))
        expectMs(sixty.hitchMs, 250.0 / 3)
        expectMs(sixty.dueMs, 1000)
        expectMs(sixty.hitchMsPerS, 250.0 / 3)
        // 120 Hz: ⌈100 / 8.333⌉ − 1 = 11 frames, 91.667 ms.
        let oneTwenty = try S.simulate(timeline, hz: 120).hitchReport()
        #expect(oneTwenty.hitches.map(\.missedFrames) == [11])
        expectMs(oneTwenty.hitchMsPerS, 275.0 / 3)
    }

    @Test func framesAreDueFromWhenTheGestureStartsInsideABlock() throws {
        // decode 900–1050; the gesture starts at 1000, so B = 50 ms.
        let timeline = [Self.gesture, S.work("decode", at: 900, 150)].joined(separator: ", ")
        let sixty = try S.simulate(timeline, hz: 60).hitchReport()
        #expect(sixty.hitches.map(\.dueFromMs) == [1000] && sixty.hitches.map(\.missedFrames) == [2])
        expectMs(sixty.hitchMs, 100.0 / 3)
        let oneTwenty = try S.simulate(timeline, hz: 120).hitchReport()
        #expect(oneTwenty.hitches.map(\.missedFrames) == [5])
        expectMs(oneTwenty.hitchMs, 125.0 / 3)
    }

    @Test func aBlockWithinOneRefreshIntervalMissesNothing() throws {
        let short = try S.simulate([Self.gesture, S.work("w", at: 1200, 16)].joined(separator: ", ")).hitchReport()
        #expect(short.hitches.isEmpty && short.hitchMsPerS == 0)
        let longer = try S.simulate([Self.gesture, S.work("w", at: 1200, 17)].joined(separator: ", ")).hitchReport()
        #expect(longer.hitches.map(\.missedFrames) == [1])
        expectMs(longer.hitchMsPerS, 50.0 / 3)
    }

    @Test func aChangeWaitingForABusyMainThreadIsAHitch() throws {
        // work 1400–1700; the board's content arrives at 1500 and shows at 1700: B = 200 ms,
        // 11 frames missed; frames were due 1500–1716.667.
        let simulation = try S.simulate(S.work("w", at: 1400, 300), children: #"{"id": "board", "content": {"at": 1500}}"#)
        #expect(simulation.frameDemands == [FrameDemand(source: .change("board"), startMs: 1500, endMs: 1700)])
        let report = simulation.hitchReport()
        #expect(report.hitches.map(\.missedFrames) == [11] && report.hitches.map(\.dueFromMs) == [1500])
        expectMs(report.hitchMs, 550.0 / 3)
        expectMs(report.dueMs, 650.0 / 3)
        expectMs(report.hitchMsPerS, (550.0 / 3) / (650.0 / 3000))
    }

    @Test func scrollsAndAnimationsFromTheCallerMakeFramesDue() throws {
        let simulation = try S.simulate(S.work("w", at: 1400, 300))
        #expect(simulation.hitchReport().hitches.isEmpty)
        let report = simulation.hitchReport(adding: [FrameDemand(source: .scroll("feed"), startMs: 0, endMs: 3000)])
        #expect(report.hitches.map(\.missedFrames) == [17])
        expectMs(report.hitchMsPerS, (17 * 1000.0 / 60) / 3)
    }

    @Test func launchWorkBeforeTheFirstFrameIsNeitherAHitchNorAHang() throws {
        let simulation = try S.simulate(
            [#"{"at": 0, "gesture": "board", "duration": 1000}"#, S.work("boot", at: 0, 300)].joined(separator: ", "))
        #expect(simulation.firstFrameMs == 300)
        let report = simulation.hitchReport()
        #expect(report.hitches.isEmpty)
        expectMs(report.dueMs, 700)
        #expect(simulation.hangs.isEmpty && simulation.longestMainBlockMs == 0)
    }

    @Test func hangsAreBlocksOfAtLeast250msAfterTheFirstFrame() throws {
        let below = try S.simulate(S.work("a", at: 100, 249))
        #expect(below.hangs.isEmpty && below.longestMainBlockMs == 249)
        let at = try S.simulate(S.work("a", at: 100, 250))
        #expect(at.hangs.map(\.durationMs) == [250])
        // Back-to-back work is one block: 100–250 and 250–350.
        let joined = try S.simulate([S.work("a", at: 100, 150), S.work("b", at: 100, 100)].joined(separator: ", "))
        #expect(joined.mainBlocks.map { [$0.startMs, $0.endMs] } == [[100, 350]])
        #expect(joined.mainBlocks.first?.slices == 0..<2)
        #expect(joined.hangs.count == 1 && joined.longestMainBlockMs == 250)
    }
}
