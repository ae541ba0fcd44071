import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// Main-thread work split into pieces that yield to the run loop (`"pieces"` on a work,
/// `"onMain": {"pieces", "each"}` on a request), worked out by hand. Each piece is its own
/// slice and block; when one ends, the next is queued behind whatever main already has; a
/// change made during a piece is committed when it yields and shows at the next tick. Ticks
/// are k × 1000 / hz: at 60 Hz …, 1000, 1016.667, 1033.333, 1050; at 120 Hz every 8.333 ms.
@Suite struct LaunchPiecesTests {
    typealias S = LaunchTestSupport
    static let gesture = #"{"at": 1000, "gesture": "board", "duration": 1000}"#

    /// A request at 1000 ms whose response arrives at 1200 ms with `onMain` of response work.
    static func thumbs(onMain: String) -> String {
        [Self.gesture, S.request("thumbs", at: 1000, 200, extra: #""onMain": \#(onMain)"#)].joined(separator: ", ")
    }

    /// A main `work` split into `pieces`.
    static func pieces(_ name: String, at: Double, _ duration: Double, _ pieces: Int) -> String {
        #"{"at": \#(at), "work": "\#(name)", "duration": \#(duration), "thread": "main", "pieces": \#(pieces)}"#
    }

    /// The findings of `rule` on a one-device screen with a gesture-able, primary `board`.
    func findings(_ rule: any Rule.Type, timeline: String, hz: Double) -> LintReport {
        let json = """
            {"screen": "s", "devices": [{"name": "Test \(Format.number(hz)) Hz", "width": 400, "height": 800, "scale": 2, "refreshHz": \(Format.number(hz))}],
             "root": {"id": "root", "children": [{"id": "board", "primary": true, "style": {"height": 300}}]},
             "timeline": [\(timeline)]}
            """
        let report = Linter(rules: [rule]).lint(file: "s.json", bytes: Array(json.utf8))
        #expect(report.errors.isEmpty, "\(report.errors)")
        return report
    }

    // (a) 32 ms of response work during a gesture.

    @Test func responseWorkInOneBlockMissesFramesDuringAGesture() throws {
        let timeline = Self.thumbs(onMain: "32")
        // One block 1200–1232. 60 Hz: ⌈32 / 16.667⌉ − 1 = 1 frame, 16.667 ms over the gesture's 1 s.
        let sixty = try S.simulate(timeline, hz: 60)
        #expect(sixty.mainSlices.map { [$0.startMs, $0.endMs] } == [[1200, 1232]])
        let report = sixty.hitchReport()
        #expect(report.hitches.map(\.missedFrames) == [1] && report.hitches.first?.demand.source == .gesture("board"))
        expectMs(report.hitchMsPerS, 50.0 / 3)
        // 120 Hz: ⌈32 / 8.333⌉ − 1 = 3 frames, 25 ms/s.
        let oneTwenty = try S.simulate(timeline, hz: 120).hitchReport()
        #expect(oneTwenty.hitches.map(\.missedFrames) == [3])
        expectMs(oneTwenty.hitchMsPerS, 25)
        // Over 10 ms/s at both rates: an error.
        for hz in [60.0, 120] {
            #expect(findings(MainThreadHitchRule.self, timeline: timeline, hz: hz).findings.map(\.severity) == [.error], "\(hz) Hz")
        }
    }

    @Test func responseWorkInFourPiecesOf8msMissesNothing() throws {
        let timeline = Self.thumbs(onMain: #"{"pieces": 4, "each": 8}"#)
        for hz in [60.0, 120] {
            let launch = try S.simulate(timeline, hz: hz)
            // Four slices back to back, each its own block; the first three yield.
            #expect(launch.mainSlices.map { [$0.startMs, $0.endMs] } == [[1200, 1208], [1208, 1216], [1216, 1224], [1224, 1232]])
            #expect(launch.mainSlices.map(\.piece) == [0, 1, 2, 3] && launch.mainSlices.allSatisfy { $0.pieceCount == 4 && $0.isResponse })
            #expect(launch.mainSlices.map(\.yields) == [true, true, true, false])
            #expect(launch.mainBlocks.map { [$0.startMs, $0.endMs] } == [[1200, 1208], [1208, 1216], [1216, 1224], [1224, 1232]])
            #expect(launch.mainBlocks.map(\.yields) == [true, true, true, false])
            // The request finishes when its last piece has run.
            let task = try S.task("thumbs", in: launch)
            #expect(task.endMs == 1200 && task.finishMs == 1232 && task.responseSlice == 0 && task.mainSlices == [0, 1, 2, 3])
            #expect(launch.mainMs(ofWorkAt: 2) == 32 && launch.pieces(ofWorkAt: 2) == [0, 1, 2, 3])
            // 8 ms is within one refresh interval at 60 Hz (16.667) and at 120 Hz (8.333).
            let report = launch.hitchReport()
            #expect(report.hitches.isEmpty && report.hitchMsPerS == 0, "\(hz) Hz")
            expectMs(launch.longestMainBlockMs, 8)
            let lint = findings(MainThreadHitchRule.self, timeline: timeline, hz: hz)
            #expect(lint.findings.isEmpty, "\(hz) Hz: \(lint.findings.map(\.message))")
            #expect(lint.metrics.first?.hitchMsPerS == 0 && lint.metrics.first?.longestMainBlockMs == 8)
        }
    }

    // (b) 3000 ms of work after the first frame.

    @Test func threeSecondsOnMainAreAHangUnlessSplitInto400Pieces() throws {
        let gesture = #"{"at": 500, "gesture": "board", "duration": 3000}"#
        let whole = [gesture, S.work("migrate", at: 500, 3000)].joined(separator: ", ")
        let split = [gesture, Self.pieces("migrate", at: 500, 3000, 400)].joined(separator: ", ")
        for hz in [60.0, 120] {
            let blocked = try S.simulate(whole, hz: hz)
            #expect(blocked.firstFrameMs == 0)
            #expect(blocked.hangs.map { [$0.startMs, $0.endMs] } == [[500, 3500]] && blocked.longestMainBlockMs == 3000)
            // 60 Hz: ⌈3000 / 16.667⌉ − 1 = 179 frames; 120 Hz: 359.
            #expect(blocked.hitchReport().hitches.map(\.missedFrames) == [hz == 60 ? 179 : 359])
            let hang = findings(MainThreadHitchRule.self, timeline: whole, hz: hz)
            #expect(hang.findings.map(\.severity) == [.error] && hang.metrics.first?.hangs == 1)

            // 400 pieces of 7.5 ms, back to back from 500 to 3500: 400 blocks, none a hang.
            let launch = try S.simulate(split, hz: hz)
            #expect(launch.mainSlices.count == 400 && launch.mainBlocks.count == 400)
            expectMs(launch.mainSlices.last?.startMs, 3492.5)
            #expect(launch.mainSlices.allSatisfy { $0.durationMs == 7.5 })
            let task = try S.task("migrate", in: launch)
            #expect(task.startMs == 500 && task.endMs == 3500 && task.finishMs == 3500 && task.mainSlices.count == 400)
            #expect(launch.mainMs(ofWorkAt: 123) == 3000)
            #expect(launch.hangs.isEmpty && launch.longestMainBlockMs == 7.5)
            // 7.5 ms is under one refresh interval at 60 Hz and at 120 Hz (8.333): no hitch.
            #expect(launch.hitchReport().hitches.isEmpty)
            let lint = findings(MainThreadHitchRule.self, timeline: split, hz: hz)
            #expect(lint.findings.isEmpty, "\(hz) Hz: \(lint.findings.map(\.message))")
            #expect(lint.metrics.first?.hangs == 0 && lint.metrics.first?.longestMainBlockMs == 7.5 && lint.metrics.first?.hitchMsPerS == 0)
            #expect(launch.describe(task: 0) == "'migrate' (3000ms on main in 400 pieces)")
        }
    }

    // (c) Other main work queued during a chain runs between its pieces.

    @Test func workQueuedDuringAChainRunsBetweenItsPieces() throws {
        // parse: 4 pieces of 10 ms from 1000. save (20 ms) is queued at 1005, during the first
        // piece; the second piece is queued when the first ends, at 1010, behind save.
        for saveAt in [1005.0, 1010] {
            let launch = try S.simulate([Self.pieces("parse", at: 1000, 40, 4), S.work("save", at: saveAt, 20)].joined(separator: ", "))
            let order = launch.mainSlices.map {
                "\(launch.tasks[$0.task].name)\($0.pieceCount > 1 ? " \($0.piece + 1)/\($0.pieceCount)" : "")"
            }
            #expect(order == ["parse 1/4", "save", "parse 2/4", "parse 3/4", "parse 4/4"], "save at \(saveAt)")
            #expect(
                launch.mainSlices.map { [$0.readyMs, $0.startMs, $0.endMs] } == [
                    [1000, 1000, 1010], [saveAt, 1010, 1030], [1010, 1030, 1040], [1040, 1040, 1050], [1050, 1050, 1060],
                ])
            // The run loop turns after each piece but the last; save does not yield, so it and the
            // piece after it are one block.
            #expect(launch.mainBlocks.map { [$0.startMs, $0.endMs] } == [[1000, 1010], [1010, 1040], [1040, 1050], [1050, 1060]])
            #expect(launch.mainBlocks.map(\.slices) == [0..<1, 1..<3, 3..<4, 4..<5])
            let parse = try S.task("parse", in: launch)
            #expect(parse.startMs == 1000 && parse.endMs == 1060 && parse.mainSlices == [0, 2, 3, 4])
            #expect(launch.describeMainWork(from: 1000, to: 1060) == "'parse' (40ms in 4 pieces), 'save' (20ms)")
            #expect(launch.describeMainWork(from: 1000, to: 1035) == "'parse' (20ms in 2 of its 4 pieces), 'save' (20ms)")
        }
    }

    @Test func twoChainsTakeTurns() throws {
        // a (4 × 10 ms) and b (2 × 10 ms) both ready at 1000: each piece queues the next behind
        // the other chain's, so they alternate until b is done.
        let launch = try S.simulate([Self.pieces("a", at: 1000, 40, 4), Self.pieces("b", at: 1000, 20, 2)].joined(separator: ", "))
        #expect(launch.mainSlices.map { launch.tasks[$0.task].name + "\($0.piece + 1)" } == ["a1", "b1", "a2", "b2", "a3", "a4"])
        #expect(launch.mainSlices.map(\.startMs) == [1000, 1010, 1020, 1030, 1040, 1050])
        // b's last piece does not yield: a's third piece joins its block.
        #expect(
            launch.mainBlocks.map { [$0.startMs, $0.endMs] } == [[1000, 1010], [1010, 1020], [1020, 1030], [1030, 1050], [1050, 1060]])
        #expect(try S.task("b", in: launch).finishMs == 1040)
        #expect(try S.task("a", in: launch).finishMs == 1060)
    }

    @Test func theFirstFrameWaitsForEveryPieceStartedBeforeIt() throws {
        // boot: 4 pieces of 10 ms from 0; late (5 ms) is queued at 10 and runs after the first
        // piece. Main is busy until 45 with something always queued: the first frame is the tick
        // at 50 at both rates (120 Hz: 41.667 is before 45).
        for hz in [60.0, 120] {
            let launch = try S.simulate([Self.pieces("boot", at: 0, 40, 4), S.work("late", at: 10, 5)].joined(separator: ", "), hz: hz)
            #expect(launch.mainSlices.map(\.startMs) == [0, 10, 15, 25, 35])
            expectMs(launch.firstFrameMs, 50)
            #expect(launch.blocksAfterFirstFrame.isEmpty && launch.hangs.isEmpty)
            // Blocking the launch is told once per work, by its first piece, with all its time.
            #expect(launch.launchBlockers == [0, 1])
            #expect(launch.mainMs(ofWorkAt: launch.launchBlockers[0]) == 40)
            // Without boot, main is idle at the tick at 0 (late comes at 10). Without late, boot
            // ends at 40: the next tick is 50 at 60 Hz, so late delays nothing there, but 41.667
            // at 120 Hz.
            expectMs(launch.firstFrameMs(emptying: [0]), 0)
            expectMs(launch.firstFrameMs(emptying: [1]), hz == 60 ? 50 : 125.0 / 3)
            let blocking = findings(
                BlockingLaunchWorkRule.self,
                timeline: [Self.pieces("boot", at: 0, 40, 4), S.work("late", at: 10, 5)].joined(separator: ", "), hz: hz)
            // One finding per work however many pieces it has.
            let named = blocking.findings.map { $0.message.prefix { $0 != " " } }
            #expect(named == (hz == 60 ? ["'boot'"] : ["'boot'", "'late'"]), "\(blocking.findings.map(\.message))")
        }
    }

    // (d) A change during a chain shows at the first tick after the running piece ends.

    @Test func aChangeDuringAChainShowsAtTheTickAfterItsPieceEnds() throws {
        let chain = Self.pieces("parse", at: 1000, 40, 4)
        let board = #"{"id": "board", "primary": true, "content": {"at": 1012}}"#
        // The board's content arrives at 1012, during the second piece (1010–1020): committed at
        // 1020, shown at the next tick even though the third piece is running by then.
        let sixty = try S.simulate(chain, children: board, hz: 60)
        expectMs(sixty.primaryContent?.displayMs, 3100.0 / 3)
        #expect(sixty.frameDemands == [FrameDemand(source: .change("board"), startMs: 1012, endMs: 1020)])
        #expect(sixty.hitchReport().hitches.isEmpty)
        let oneTwenty = try S.simulate(chain, children: board, hz: 120)
        expectMs(oneTwenty.primaryContent?.displayMs, 1025)
        // 120 Hz: the piece blocked it for 1020 − 1012 = 8 ms, under 8.333: no frame missed.
        #expect(oneTwenty.hitchReport().hitches.isEmpty)

        // In one block the content waits until main is free at 1040.
        let whole = try S.simulate(S.work("parse", at: 1000, 40), children: board, hz: 60)
        expectMs(whole.primaryContent?.displayMs, 1050)
        #expect(whole.frameDemands == [FrameDemand(source: .change("board"), startMs: 1012, endMs: 1050)])
        let wholeOneTwenty = try S.simulate(S.work("parse", at: 1000, 40), children: board, hz: 120)
        expectMs(wholeOneTwenty.primaryContent?.displayMs, 3125.0 / 3)
        // 120 Hz: 1012–1040 is 28 ms, ⌈28 / 8.333⌉ − 1 = 3 frames.
        #expect(wholeOneTwenty.hitchReport().hitches.map(\.missedFrames) == [3])

        // Pieces 1000–1010, 1010–1020, 1020–1030, 1030–1040 (the last does not yield).
        let atSixty: [(Double, Double)] = [
            (995, 3050.0 / 3),  // due at the tick at 1000, when the first piece starts: after it
            (1005, 3050.0 / 3), (1012, 3100.0 / 3), (1025, 3100.0 / 3),
            (1035, 1050),  // in the last piece: main is free at 1040, the next tick is 1050
            (1045, 1050),
        ]
        for (time, shown) in atSixty {
            expectMs(sixty.displayMs(ofChangeAt: time), shown)
        }
        let atOneTwenty: [(Double, Double)] = [(995, 3050.0 / 3), (1005, 3050.0 / 3), (1012, 1025), (1025, 3100.0 / 3), (1035, 3125.0 / 3)]
        for (time, shown) in atOneTwenty {
            expectMs(oneTwenty.displayMs(ofChangeAt: time), shown)
        }
        expectMs(oneTwenty.gate.commitMs(ofChangeAt: 1012), 1020)
        expectMs(oneTwenty.gate.commitMs(ofChangeAt: 1035), 3125.0 / 3)
    }

    /// Replays for the first frame run a job whole when nothing waits for main-thread work; with
    /// or without such a wait, a replay without a task's main-thread work gives the first frame
    /// of the same launch simulated in full with that work taking no time.
    @Test(arguments: [false, true])
    func replaysForTheFirstFrameAgreeWithTheFullSchedule(waitsForMain: Bool) throws {
        func timeline(emptying emptied: String? = nil) -> String {
            func ms(_ name: String, _ value: Double) -> Double { name == emptied ? 0 : value }
            var events = [
                Self.pieces("a", at: 0, ms("a", 40), 4), Self.pieces("b", at: 0, ms("b", 30), 2), S.work("c", at: 5, ms("c", 7)),
                S.request("r", at: 0, 12, extra: #""onMain": {"pieces": 3, "each": \#(ms("r", 4))}"#),
            ]
            if waitsForMain {
                // d waits for b, and the request for a: their finishes depend on how the pieces interleave.
                events += [
                    S.work("d", at: 0, ms("d", 9), after: ["b"]),
                    S.request("s", at: 0, 6, after: ["a"], extra: #""onMain": \#(ms("s", 3))"#),
                ]
            }
            return events.joined(separator: ", ")
        }
        for hz in [60.0, 120] {
            let launch = try S.simulate(timeline(), hz: hz)
            #expect(launch.firstFrameMs(emptying: []) == launch.firstFrameMs)
            for (index, task) in launch.tasks.enumerated() {
                let full = try S.simulate(timeline(emptying: task.name), hz: hz)
                expectMs(launch.firstFrameMs(emptying: [index]), full.firstFrameMs)
            }
        }
    }

    @Test func theLibraryMigrationHangsUntilItIsSplitIntoPieces() throws {
        func lint(_ name: String) throws -> LintReport {
            let report = Linter(rules: RuleRegistry.all).lint(file: "layouts/" + name, bytes: Array(try TimelineLint.layoutFile(name).utf8))
            #expect(report.errors.isEmpty, "\(report.errors)")
            return report
        }
        // 3 s of migration on main during a 3 s swipe: a hang, one error on both phones.
        let broken = try lint("library-migration.json")
        #expect(
            broken.findings.map { "\($0.ruleID) \($0.severity) \($0.devices.joined(separator: "+")) \($0.line):\($0.column)" }.sorted() == [
                "main-thread-hitch error iPhone 15+iPhone 15 Pro Max 16:5"
            ])
        #expect(broken.metrics.map(\.hangs) == [1, 1])
        // In 400 pieces of 7.5 ms: under one refresh at 60 and 120 Hz, so nothing at all.
        let fixed = try lint("library-migration-fixed.json")
        #expect(fixed.findings.isEmpty, "\(fixed.findings.map(\.message))")
        #expect(fixed.metrics.map(\.hangs) == [0, 0] && fixed.metrics.map(\.longestMainBlockMs) == [7.5, 7.5])
        #expect(fixed.metrics.map(\.hitchMsPerS) == [0, 0])
    }

    @Test func theSwiftAPIWritesPiecesAsTheJSONDoes() throws {
        let built = Screen("s") {
            ViewNode("root")
        } timeline: {
            TimelineEvent.work("migrate", at: 500, duration: 3000, pieces: 400)
            TimelineEvent.request("thumbs", at: 1000, duration: 200, onMain: 32, onMainPieces: 4)
        }
        let decoded = try S.screen(
            [Self.pieces("migrate", at: 500, 3000, 400), S.request("thumbs", at: 1000, 200, extra: #""onMain": {"pieces": 4, "each": 8}"#)]
                .joined(separator: ", "))
        #expect(built.timeline.map(\.action) == decoded.timeline.map(\.action))
    }

    @Test func aChangeDuringOtherWorkBeforeAPieceShowsWhenThatPieceYields() throws {
        // parse 1000–1010 (yields), save 1010–1030, parse 1030–1040 (yields), …: a change at
        // 1015, during save, is committed when the piece after save yields at 1040.
        let launch = try S.simulate([Self.pieces("parse", at: 1000, 40, 4), S.work("save", at: 1005, 20)].joined(separator: ", "))
        expectMs(launch.displayMs(ofChangeAt: 1015), 1050)
        // A change during the first piece is committed at 1010, while save starts: shown at 1016.667.
        expectMs(launch.displayMs(ofChangeAt: 1002), 3050.0 / 3)
    }
}
