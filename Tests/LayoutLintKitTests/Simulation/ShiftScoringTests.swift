import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// The pure scoring, fed rectangles directly (no layout engine).
@Suite struct ShiftScoringTests {
    /// A snapshot of top-level nodes on a 400×800 screen, visual = frame ∩ screen.
    func snapshot(_ at: Double, _ nodes: [(String, Rect)], opacity: Double = 1) -> FrameSnapshot {
        let screen = Rect(x: 0, y: 0, width: 400, height: 800)
        return FrameSnapshot(
            atMs: at,
            nodes: nodes.map { NodeState(id: $0.0, frame: $0.1, visibility: Self.onScreen($0.1, screen: screen, opacity: opacity)) })
    }

    /// A displayed node's visibility at `frame` on an unclipped `screen`.
    static func onScreen(_ frame: Rect, screen: Rect, opacity: Double = 1) -> NodeVisibility {
        NodeVisibility(isDisplayed: true, opacity: opacity, clip: screen, visible: opacity > 0 ? frame.intersection(screen) : nil)
    }

    func score(_ before: FrameSnapshot, _ after: FrameSnapshot) -> ShiftScore? {
        ShiftScoring.score(from: before, to: after, screenWidth: 400, screenHeight: 800)
    }

    @Test func halfViewportElementMovingDown200() throws {
        // The published example: a 400×400 element (half of 400×800) moves from y 0 to y 200.
        // Union of [0,400] and [200,600] = 400×600 = 240000 of 320000 → impact 0.75;
        // distance 200 / max(400, 800) = 0.25; score 0.75 × 0.25 = 0.1875.
        let result = try #require(
            score(
                snapshot(0, [("box", Rect(x: 0, y: 0, width: 400, height: 400))]),
                snapshot(1, [("box", Rect(x: 0, y: 200, width: 400, height: 400))])))
        #expect(abs(result.impactFraction - 0.75) < 1e-6)
        #expect(abs(result.distanceFraction - 0.25) < 1e-6)
        #expect(abs(result.score - 0.1875) < 1e-6)
        #expect(result.moved == [NodeMove(id: "box", dx: 0, dy: 200)])
    }

    @Test func boxPushedDown112AndClippedAtTheBottom() throws {
        // The published example scoring 0.5 × 0.14: a 400×400 box filling the bottom half
        // (y 400…800) is pushed down 112 pt to y 512; its visual representation is clipped at
        // the screen's bottom edge (512…800). Union = 400…800 → 400×400 / 320000 = 0.5;
        // distance 112 / 800 = 0.14; score 0.07.
        let result = try #require(
            score(
                snapshot(0, [("box", Rect(x: 0, y: 400, width: 400, height: 400))]),
                snapshot(1, [("box", Rect(x: 0, y: 512, width: 400, height: 400))])))
        #expect(abs(result.impactFraction - 0.5) < 1e-6)
        #expect(abs(result.distanceFraction - 0.14) < 1e-6)
        #expect(abs(result.score - 0.07) < 1e-6)
    }

    @Test func overlappingRegionsCountOnce() throws {
        // Two 100×100 boxes side by side both move down 50: each covers 100×150, disjoint →
        // 30000 / 320000 = 0.09375; distance 50 / 800 = 0.0625.
        let before = snapshot(0, [("a", Rect(x: 0, y: 0, width: 100, height: 100)), ("b", Rect(x: 100, y: 0, width: 100, height: 100))])
        let after = snapshot(1, [("a", Rect(x: 0, y: 50, width: 100, height: 100)), ("b", Rect(x: 100, y: 50, width: 100, height: 100))])
        let result = try #require(score(before, after))
        #expect(abs(result.impactFraction - 0.09375) < 1e-9)
        #expect(abs(result.distanceFraction - 0.0625) < 1e-9)
        // A child box inside 'a' moving with it adds no area: the union is exact.
        let nested = try #require(
            score(
                snapshot(0, [("a", Rect(x: 0, y: 0, width: 100, height: 100)), ("c", Rect(x: 10, y: 10, width: 50, height: 50))]),
                snapshot(1, [("a", Rect(x: 0, y: 50, width: 100, height: 100)), ("c", Rect(x: 10, y: 60, width: 50, height: 50))])))
        #expect(abs(nested.impactFraction - 15000.0 / 320000) < 1e-9)
        #expect(nested.moved.map(\.id) == ["a", "c"])
    }

    @Test func childrenOverflowingTheirParentStillCount() throws {
        // 'card' (100×100) moves down 50 with two children: 'inside' stays within the card and
        // adds no area; 'overflow' sticks out 100 to the right and adds its own 100×150.
        // Union = card 100×150 + overflow 100×150 = 30000 / 320000 = 0.09375.
        func frame(_ y: Double) -> [NodeState] {
            let screen = Rect(x: 0, y: 0, width: 400, height: 800)
            let rects = [
                Rect(x: 0, y: y, width: 100, height: 100), Rect(x: 10, y: y + 10, width: 50, height: 50),
                Rect(x: 100, y: y, width: 100, height: 100),
            ]
            return zip(["card", "inside", "overflow"], rects).enumerated().map { position, pair in
                NodeState(id: pair.0, parent: position == 0 ? nil : 0, frame: pair.1, visibility: Self.onScreen(pair.1, screen: screen))
            }
        }
        let result = try #require(score(FrameSnapshot(atMs: 0, nodes: frame(0)), FrameSnapshot(atMs: 1, nodes: frame(50))))
        #expect(result.moved.map(\.id) == ["card", "inside", "overflow"])
        #expect(abs(result.impactFraction - 0.09375) < 1e-12)
    }

    @Test func thresholdIsThreePoints() throws {
        let before = snapshot(0, [("box", Rect(x: 0, y: 100, width: 400, height: 100))])
        // 2 pt down: below the 3 pt threshold, not unstable.
        #expect(score(before, snapshot(1, [("box", Rect(x: 0, y: 102, width: 400, height: 100))])) == nil)
        // 3 pt right: unstable; union 403×100 → 40300 / 320000; distance 3 / 800.
        let moved = try #require(score(before, snapshot(1, [("box", Rect(x: 3, y: 100, width: 400, height: 100))])))
        #expect(abs(moved.impactFraction - 40000.0 / 320000) < 1e-9, "the moved part past x 400 is off screen")
        #expect(abs(moved.distanceFraction - 3.0 / 800) < 1e-9)
        // A configured threshold of 5 pt ignores the 3 pt move.
        #expect(
            ShiftScoring.score(
                from: before, to: snapshot(1, [("box", Rect(x: 3, y: 100, width: 400, height: 100))]), screenWidth: 400, screenHeight: 800,
                threshold: 5) == nil)
    }

    @Test func sizeOnlyInsertedRemovedAndInvisibleNodesAreNeverUnstable() {
        let before = snapshot(0, [("grow", Rect(x: 0, y: 0, width: 400, height: 50)), ("gone", Rect(x: 0, y: 50, width: 400, height: 50))])
        // 'grow' keeps its start point and grows; 'gone' is removed; 'new' is inserted.
        let after = snapshot(1, [("grow", Rect(x: 0, y: 0, width: 400, height: 300)), ("new", Rect(x: 0, y: 300, width: 400, height: 50))])
        #expect(score(before, after) == nil)
        // Moving while fully transparent is not a visible shift.
        let faded = snapshot(1, [("grow", Rect(x: 0, y: 100, width: 400, height: 50))], opacity: 0)
        #expect(score(before, faded) == nil)
    }

    @Test func distanceFractionIsCappedAtOne() throws {
        let result = try #require(
            score(
                snapshot(0, [("box", Rect(x: 0, y: 0, width: 400, height: 100))]),
                snapshot(1, [("box", Rect(x: 0, y: 900, width: 400, height: 100))])))
        #expect(result.distanceFraction == 1)
        // Only the previous position is on screen: 40000 / 320000.
        #expect(abs(result.impactFraction - 0.125) < 1e-9)
    }

    @Test func thirtyShiftsOneSecondApartGiveWindowsOfSix() {
        // Shifts at 0, 1000, …, 29000 ms: a gap of exactly 1000 ms stays in the window, and a
        // window ends once a shift is more than 5000 ms after its first: 0…5000 holds 6 shifts.
        // 30 shifts → 5 windows of 6 × 0.125 = 0.75 each → CLS 0.75.
        let shifts = (0..<30).map { (atMs: Double($0) * 1000, score: 0.125) }
        let windows = ShiftScoring.sessionWindows(shifts)
        #expect(windows.count == 5)
        #expect(windows.map(\.startMs) == [0, 6000, 12000, 18000, 24000])
        #expect(abs(ShiftScoring.cumulativeLayoutShift(shifts) - 0.75) < 1e-6)
    }

    @Test func thirtyShiftsWithin300msAreOneWindow() {
        // 30 shifts 10 ms apart (0…290 ms): one window, 30 × 0.125 = 3.75.
        let shifts = (0..<30).map { (atMs: Double($0) * 10, score: 0.125) }
        #expect(ShiftScoring.sessionWindows(shifts).count == 1)
        #expect(abs(ShiftScoring.cumulativeLayoutShift(shifts) - 3.75) < 1e-6)
    }

    @Test func gapOfMoreThanASecondStartsANewWindow() {
        // 0.1 at 0 and 0.2 at 1001: separate windows → CLS is the larger, 0.2 (not 0.3).
        #expect(abs(ShiftScoring.cumulativeLayoutShift([(0, 0.1), (1001, 0.2)]) - 0.2) < 1e-12)
        #expect(abs(ShiftScoring.cumulativeLayoutShift([(0, 0.1), (1000, 0.2)]) - 0.3) < 1e-12)
        #expect(ShiftScoring.cumulativeLayoutShift([]) == 0)
    }

    func moved(_ rect: Rect, _ dx: Double, _ dy: Double) -> Rect {
        Rect(x: rect.x + dx, y: rect.y + dy, width: rect.width, height: rect.height)
    }

    @Test func nodesSlidingInSidewaysAreNotUnstable() throws {
        // Inline clip crossers: entirely off screen in one frame, moving only horizontally
        // (a carousel page sliding in) → not unstable, although x −300 → 100 would score 0.0625.
        let page = Rect(x: -300, y: 100, width: 200, height: 200)
        #expect(score(snapshot(0, [("page", page)]), snapshot(1, [("page", moved(page, 400, 0))])) == nil)
        #expect(score(snapshot(0, [("page", moved(page, 400, 0))]), snapshot(1, [("page", page)])) == nil, "sliding out")
        #expect(score(snapshot(0, [("page", page)]), snapshot(1, [("page", moved(page, 400, 2))])) == nil, "2 pt is below the threshold")
        // Sliding in diagonally by 3 pt vertically is scored: 200×200 on screen / 320000; distance 400 / 800.
        let diagonal = try #require(score(snapshot(0, [("page", page)]), snapshot(1, [("page", moved(page, 400, 3))])))
        #expect(abs(diagonal.impactFraction - 40000.0 / 320000) < 1e-9)
        #expect(abs(diagonal.distanceFraction - 0.5) < 1e-9)
        // Partly visible in both frames, moving sideways: scored. x −100…100 → 100…300:
        // union on screen 0…300 × 200 = 60000 / 320000; distance 200 / 800.
        let partly = Rect(x: -100, y: 100, width: 200, height: 200)
        let sideways = try #require(score(snapshot(0, [("page", partly)]), snapshot(1, [("page", moved(partly, 200, 0))])))
        #expect(abs(sideways.impactFraction - 60000.0 / 320000) < 1e-9)
        #expect(abs(sideways.score - 60000.0 / 320000 * 0.25) < 1e-9)
    }

    @Test func leavesThatDrawNothingAreNotUnstableButContainersAre() throws {
        // A 400×200 transparent `view` moving 100 pt down cannot be seen to move (it scored 0.047).
        let transparent = try TimelineTestSupport.timeline(
            #"""
            {"screen": "S", "root": {"id": "root", "children": [
              {"id": "slot", "style": {"height": 0}, "content": {"at": 500, "height": 100}},
              {"id": "box", "style": {"height": 200}}
            ]}}
            """#)
        #expect(transparent.frames.count == 2)
        #expect(transparent.frames[1]["box"]?.frame.y == 100)
        #expect(transparent.shifts.isEmpty)
        #expect(transparent.cls == 0)
        // The same box with a background, or with a child (even a transparent one), moves visibly.
        for box in [
            ##"{"id": "box", "style": {"height": 200}, "background": "#FFFFFF"}"##,
            #"{"id": "box", "style": {"height": 200}, "children": [{"id": "inner", "style": {"height": 10}}]}"#,
        ] {
            let visible = try TimelineTestSupport.timeline(
                #"""
                {"screen": "S", "root": {"id": "root", "children": [
                  {"id": "slot", "style": {"height": 0}, "content": {"at": 500, "height": 100}},
                  \#(box)
                ]}}
                """#)
            let shift = try #require(visible.shifts.first, "\(box)")
            #expect(shift.score.moved.first?.id == "box")
            // [0, 200] ∪ [100, 300] = 400 × 300 / 320000; distance 100 / 800.
            #expect(abs(shift.score.impactFraction - 0.375) < 1e-9)
            #expect(abs(visible.cls - 0.375 * 0.125) < 1e-9)
        }
    }
}

/// A node that paints nothing itself is seen to move only through a displayed child in both
/// frames (Chrome's Layout Instability). Each case moves the container 'box' 40 pt down (the
/// painted 'top' above it grows from 0 to 40 at 100 ms) on the 400×800 test device. Counted,
/// 'box' (and 'dot' inside it) give a union of 400 × 140 → impact 56000 / 320000 = 0.175,
/// distance 40 / 800 = 0.05, score 0.00875; not counted, nothing moves that can be seen.
@Suite struct ShiftOfContainersTests {
    static func screen(dot: String, events: String) -> String {
        """
        {"screen": "S", "root": {"id": "root", "children": [
          {"id": "top", "background": "#FF0000", "style": {"height": 0}},
          {"id": "box", "style": {"height": 100}, "children": [\(dot)]}
        ]}, "timeline": [{"at": 100, "set": "top", "style": {"height": 40}}\(events)]}
        """
    }

    static let dot = ##"{"id": "dot", "background": "#0000FF", "style": {"height": 100}}"##

    /// The shifts of both timelines: incremental (as the analysis runs it) and laid out whole.
    static func shifts(_ json: String) throws -> [[ShiftScore]] {
        let screen = try TimelineTestSupport.screen(json)
        let device = TimelineTestSupport.device
        return try [
            TimelineSimulator.simulate(screen: screen, device: device, options: AnalysisOptions()),
            TimelineSimulator.simulateWhole(screen: screen, device: device, options: AnalysisOptions()),
        ].map { $0.shifts.map(\.score) }
    }

    @Test func aContainerWithADisplayedChildInBothFramesMoves() throws {
        for shifts in try Self.shifts(Self.screen(dot: Self.dot, events: "")) {
            let score = try #require(shifts.first)
            #expect(shifts.count == 1)
            #expect(abs(score.impactFraction - 0.175) < 1e-9)
            #expect(abs(score.distanceFraction - 0.05) < 1e-9)
            #expect(abs(score.score - 0.00875) < 1e-9)
            #expect(score.moved.map(\.id) == ["box", "dot"])
        }
    }

    @Test(arguments: [
        (
            "its only child hidden in both frames",
            ##"{"id": "dot", "background": "#0000FF", "style": {"height": 100, "display": "none"}}"##, ""
        ),
        ("its only child hidden as it moves", dot, #", {"at": 100, "hide": "dot"}"#),
        ("its only child removed as it moves", dot, #", {"at": 100, "remove": "dot"}"#),
        ("its only child inserted as it moves", "", #", {"at": 100, "insert": "# + dot + #", "into": "box"}"#),
    ])
    func aContainerWithoutADisplayedChildInBothFramesDoesNot(_ name: String, dot: String, events: String) throws {
        for shifts in try Self.shifts(Self.screen(dot: dot, events: events)) {
            #expect(shifts.isEmpty, "\(name): \(shifts)")
        }
    }

    @Test func anotherDisplayedChildKeepsItCounted() throws {
        let two = ##"{"id": "dot", "background": "#0000FF", "style": {"height": 50}}, {"id": "gap", "style": {"height": 50}}"##
        for shifts in try Self.shifts(Self.screen(dot: two, events: #", {"at": 100, "hide": "dot"}"#)) {
            // 'gap' paints nothing and has no child: only 'box' counts; same union as above.
            let score = try #require(shifts.first)
            #expect(score.moved.map(\.id) == ["box"])
            #expect(abs(score.score - 0.00875) < 1e-9)
        }
    }
}
