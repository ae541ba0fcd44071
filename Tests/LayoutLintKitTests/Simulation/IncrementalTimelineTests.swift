import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The incremental timeline (a layout session that lays out only what changed, frames stored
/// as changes, shifts scored over the nodes that changed) equals laying every frame out whole
/// and comparing whole frames, frame for frame, on random screens and timelines, left to right
/// and right to left (a right-to-left locale's root, `direction` on some nodes and in `set`
/// events, logical `start`/`end` edges).
@Suite struct IncrementalTimelineTests {
    /// The same screens on every run (SplitMix64).
    typealias Random = SplitMix64

    /// A random style: sizes, edges (logical ones too), flex factors, flex direction and
    /// inline direction, wrap, alignment, position; with `wholePoints`, lengths and edges in
    /// whole points only.
    static func style(_ random: inout Random, isRoot: Bool, wholePoints: Bool = false) -> Style {
        var style = Style()
        style.flexDirection = random.pick([.column, .column, .row, .rowReverse, .columnReverse])
        if random.chance(15) { style.flexWrap = random.pick([.wrap, .wrapReverse]) }
        if random.chance(30) { style.justifyContent = random.pick(Justify.allCases) }
        if random.chance(30) { style.alignItems = random.pick([.flexStart, .center, .flexEnd, .stretch, .baseline]) }
        if random.chance(15) { style.alignSelf = random.pick([.flexStart, .center, .flexEnd, .stretch]) }
        guard !isRoot else { return style }
        // Whole points: divided by 1 where fractions would be made.
        let (quarters, thirds, halves) = wholePoints ? (1.0, 1.0, 1.0) : (4.0, 3.0, 2.0)
        if random.chance(50) { style.height = .length(random.length(wholePoints: wholePoints)) }
        if random.chance(35) { style.width = .length(random.length(wholePoints: wholePoints)) }
        if random.chance(25) { style.flexGrow = Double(random.int(0...3)) }
        if random.chance(20) { style.flexShrink = Double(random.int(0...2)) }
        if random.chance(20) { style.padding.all = .points(Double(random.int(0...40)) / quarters) }
        if random.chance(15) && !wholePoints { style.padding.top = .percent(Double(random.int(1...10))) }
        if random.chance(20) { style.margin.all = .points(Double(random.int(0...30)) / thirds) }
        if random.chance(10) && !wholePoints { style.margin.left = .percent(Double(random.int(1...10))) }
        if random.chance(10) { style.minHeight = .length(.points(Double(random.int(0...80)))) }
        if random.chance(10) { style.maxWidth = .points(Double(random.int(40...300))) }
        if random.chance(10) { style.gap = .points(Double(random.int(0...12)) / halves) }
        if random.chance(8) && !wholePoints { style.aspectRatio = Double(random.int(5...30)) / 10 }
        if random.chance(10) { style.overflow = random.pick([.hidden, .scroll]) }
        if random.chance(8) { style.direction = random.pick([.ltr, .rtl]) }
        if random.chance(10) { style.margin.start = .points(Double(random.int(0...30)) / thirds) }
        if random.chance(8) { style.padding.end = .points(Double(random.int(0...40)) / quarters) }
        if random.chance(8) {
            style.positionType = .absolute
            style.position.top = random.length(wholePoints: wholePoints)
            if random.chance(50) {
                style.position.left = random.length(wholePoints: wholePoints)
            } else {
                style.position.start = random.length(wholePoints: wholePoints)
            }
        }
        return style
    }

    /// A random screen of 8–60 nodes with a timeline of 5–30 events (`wholePoints`: see `style`).
    static func screen(seed: UInt64, wholePoints: Bool = false) -> Screen {
        var random = Random(state: seed)
        var nodes: [Node] = []
        let count = random.int(8...60)
        for index in 0..<count {
            var node = Node(id: "n\(index)", location: .start)
            if index > 0 {
                // Parents among the last few nodes: deep and wide trees both.
                let parent = random.chance(60) ? index - 1 : random.int(max(0, index - 8)...index - 1)
                node.parent = parent
                nodes[parent].children.append(index)
            }
            node.style = style(&random, isRoot: index == 0, wholePoints: wholePoints)
            if index > 0 && random.chance(25) {
                node.kind = .label
                node.text = String(repeating: "word ", count: random.int(1...12))
            }
            if random.chance(40) { node.background = Color(red: 128, green: 128, blue: 128) }
            // Opacities outside [0, 1] too, as trees built in Swift may have them: clamped alike.
            if random.chance(10) { node.opacity = random.pick([0, 0.5, -1, 2]) }
            if random.chance(10) { node.clipsToBounds = true }
            if index > 0 && random.chance(10) {
                node.content = Content(
                    at: Double(random.int(1...20) * 50), height: .length(.points(Double(random.int(10...200)))), location: .start)
            }
            nodes.append(node)
        }
        var screen = Screen(name: "Random \(seed)", tree: NodeTree(nodes: nodes), location: .start)
        var inserted = 0
        for _ in 0..<random.int(5...30) {
            let id = "n\(random.int(1...count - 1))"
            let at = Double(random.int(0...40) * 25)
            let action: TimelineEvent.Action
            switch random.int(0...11) {
            case 0: action = .hide(id: id)
            case 1: action = .show(id: id)
            case 2: action = .arrive(id: id, width: nil, height: .length(.points(Double(random.int(0...300)) / (wholePoints ? 1 : 2))))
            case 3:
                var child = Node(id: "new\(inserted)", location: .start)
                child.style.height = .length(.points(Double(random.int(10...90))))
                child.background = Color(red: 255, green: 0, blue: 0)
                inserted += 1
                action = .insert(tree: NodeTree(nodes: [child]), into: id, index: random.chance(50) ? 0 : nil)
            case 4: action = .remove(id: id)
            case 5: action = .tap(id: id)
            default:
                let style = Self.style(&random, isRoot: false, wholePoints: wholePoints)
                let keys = [
                    "height", "width", "padding", "marginTop", "flexGrow", "flexDirection", "display", "overflow",
                    "position", "top", "alignItems", "minHeight", "flexWrap", "aspectRatio", "direction", "marginStart",
                ]
                action = .set(id: id, style: style, keys: [random.pick(keys), random.pick(keys)])
            }
            screen.timeline.append(TimelineEvent(at: at, action: action, location: .start))
        }
        return screen
    }

    /// The production layouter, for a right-to-left locale (Arabic) when `rightToLeft`.
    static func layouter(rightToLeft: Bool) -> any Layouter {
        rightToLeft ? EngineLayouter().adapted(to: TextSetting(locale: "ar")) : EngineLayouter()
    }

    @Test(arguments: ["iPhone 15", "iPhone SE (3rd generation)"], [false, true])
    func incrementalEqualsWholeLayoutEveryFrame(deviceName: String, rightToLeft: Bool) throws {
        let device = try #require(DeviceProfile.named(deviceName))
        let layouter = Self.layouter(rightToLeft: rightToLeft)
        for seed in UInt64(1)...60 {
            let screen = Self.screen(seed: seed)
            var recorder = LayoutRecorder(keepsAll: true)
            let incremental = try TimelineSimulator.simulate(
                screen: screen, device: device, options: AnalysisOptions(), layouter: layouter, recorder: &recorder)
            let whole = try TimelineSimulator.simulateWhole(screen: screen, device: device, options: AnalysisOptions(), layouter: layouter)
            #expect(incremental.frames.count == whole.frames.count, "seed \(seed)")
            for (index, (frame, expected)) in zip(incremental.frames, whole.frames).enumerated() {
                let differing = zip(frame.nodes, expected.nodes).filter { $0 != $1 }.map {
                    "\($0.0.id): \($0.0.frame) \(Self.describe($0.0.visibility)) ≠ \($0.1.frame) \(Self.describe($0.1.visibility))"
                }
                #expect(
                    frame.nodes.count == expected.nodes.count && differing.isEmpty,
                    "seed \(seed), frame \(index) at \(expected.atMs)ms: \(differing.prefix(3))")
                // The visibility the incremental frames carry is the whole replay's, and what the
                // frame's tree decides at the frame's own (pixel-grid) frames.
                #expect(
                    frame.nodes.map(\.visibility) == expected.nodes.map(\.visibility),
                    "seed \(seed), frame \(index): visibility differs")
                if frame.layoutIndex < recorder.all.count {
                    let tree = recorder.all[frame.layoutIndex].tree
                    #expect(
                        Self.referenceVisibility(frame, tree: tree, screen: device.bounds) == frame.nodes.map(\.visibility),
                        "seed \(seed), frame \(index): visibility is not what the frame's tree and frames give")
                } else {
                    Issue.record("seed \(seed), frame \(index): no layout kept")
                }
                #expect(frame.atMs == expected.atMs && frame.layoutIndex == expected.layoutIndex, "seed \(seed), frame \(index)")
            }
            #expect(incremental.steps == whole.steps, "seed \(seed)")
            #expect(incremental.cls == whole.cls, "seed \(seed)")
        }
    }

    /// A layouter without a session: the timeline lays every frame out whole.
    struct WholeLayouter: Layouter {
        var engine: any Layouter = EngineLayouter()
        var textMeasurer: any TextMeasurer { engine.textMeasurer }

        func layout(_ tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutResult {
            try engine.layout(tree, on: device)
        }
    }

    /// 1,000 more random screens: the frames as stored (changed states and moved runs) equal
    /// snapshots built whole from each frame's own layout, and the shift scores, the steps and
    /// every rule's findings (on every 100th screen) equal those of laying every frame out
    /// whole. Every other screen is laid out for a right-to-left locale. In four parts of 250
    /// screens, which run in parallel.
    @Test(arguments: 0..<4)
    func storedFramesEqualWholeFramesOnAThousandScreens(part: Int) throws {
        let device = try #require(DeviceProfile.named("iPhone 15"))
        let first = UInt64(1_001 + 250 * part)
        let moved = try Self.checkStoredFrames(seeds: first..<first + 250, device: device, wholePoints: false)
        // The screens exercise moves, not only changed states.
        #expect(moved > 250)
    }

    /// Screens in whole points, on @3x and @2x: whole subtrees move by whole points, which the
    /// session reports and the replay applies as one move each (`SubtreeMove`); the frames,
    /// steps, scores and findings are still those of laying every frame out whole.
    @Test(arguments: ["iPhone 15", "iPhone SE (3rd generation)"])
    func wholePointScreensMoveSubtreesAsWholeFramesDo(deviceName: String) throws {
        let device = try #require(DeviceProfile.named(deviceName))
        let moved = try Self.checkStoredFrames(seeds: 5_001..<5_301, device: device, wholePoints: true)
        #expect(moved > 300)
    }

    /// Checks the screens of `seeds` as `storedFramesEqualWholeFramesOnAThousandScreens`
    /// describes (every other one laid out for a right-to-left locale); returns how many moved
    /// runs their frames stored.
    static func checkStoredFrames(seeds: Range<UInt64>, device: DeviceProfile, wholePoints: Bool) throws -> Int {
        var moved = 0
        for seed in seeds {
            let screen = Self.screen(seed: seed, wholePoints: wholePoints)
            let layouter = Self.layouter(rightToLeft: seed % 2 == 1)
            var recorder = LayoutRecorder(keepsAll: true)
            let incremental = try TimelineSimulator.simulate(
                screen: screen, device: device, options: AnalysisOptions(), layouter: layouter, recorder: &recorder)
            var wholeRecorder = LayoutRecorder(keepsAll: false)
            let whole = try TimelineSimulator.simulate(
                screen: screen, device: device, options: AnalysisOptions(), layouter: WholeLayouter(engine: layouter),
                recorder: &wholeRecorder)
            moved += incremental.frames.movedRunCount
            #expect(incremental.frames.count == whole.frames.count, "seed \(seed)")
            for index in incremental.frames.indices {
                let frame = incremental.frames[index]
                guard frame.layoutIndex < recorder.all.count else {
                    Issue.record("seed \(seed), frame \(index): no layout kept")
                    continue
                }
                let kept = recorder.all[frame.layoutIndex]
                let expected = FrameSnapshot(
                    atMs: frame.atMs, tree: kept.tree, absoluteFrames: kept.layout.absoluteFrames, screen: device.bounds,
                    scale: device.scale)
                #expect(frame.nodes == expected.nodes, "seed \(seed), frame \(index)")
                #expect(whole.frames[index].nodes == expected.nodes, "seed \(seed), frame \(index) laid out whole")
            }
            #expect(incremental.steps == whole.steps, "seed \(seed)")
            #expect(incremental.cls == whole.cls, "seed \(seed)")
            if seed % 100 == 0 || seed % 100 == 51 {
                #expect(
                    try Self.findings(screen, device, layouter) == Self.findings(screen, device, WholeLayouter(engine: layouter)),
                    "seed \(seed)")
            }
        }
        return moved
    }

    /// Every rule's findings on `screen` analysed with `layouter`.
    static func findings(_ screen: Screen, _ device: DeviceProfile, _ layouter: any Layouter) throws -> [Finding] {
        let analysis = try ScreenAnalysis(file: "random.json", screen: screen, device: device, layouter: layouter)
        var findings: [Finding] = []
        for rule in RuleRegistry.all {
            let id = rule.description.id
            let context = RuleContext(
                file: "random.json", screen: screen, device: device, analysis: analysis, settings: RuleSettings(),
                severity: rule.description.defaultSeverity, ruleID: id)
            findings += rule.init().findings(in: context)
        }
        return findings.sorted()
    }

    static func describe(_ visibility: NodeVisibility) -> String {
        "\(visibility.isDisplayed ? "shown" : "hidden") α\(visibility.opacity) clip \(visibility.clip.map { "\($0)" } ?? "-") visible \(visibility.visible.map { "\($0)" } ?? "-")"
    }

    /// Each node's visibility in `frame` as `VisibilityTests.reference` decides it from its
    /// ancestors, in `tree` (the tree the frame was laid out from) at the frame's own frames.
    static func referenceVisibility(_ frame: FrameSnapshot, tree: NodeTree, screen: Rect) -> [NodeVisibility] {
        let frames = tree.nodes.map { frame[$0.id]?.frame ?? .zero }
        return frame.nodes.map { node in
            guard let index = tree.index(of: node.id) else { return .unreached }
            return VisibilityTests.reference(index, tree: tree, frames: frames, screen: screen)
        }
    }

    @Test func aFrameIsRebuiltFromTheChangesBeforeIt() throws {
        // 40 frames each moving the 30 rows below a growing banner: frames far from a stored
        // whole snapshot are rebuilt from the changes and must still be exact.
        var nodes = [Node(id: "root", location: .start)]
        var banner = Node(id: "banner", location: .start)
        banner.parent = 0
        banner.background = Color(red: 0, green: 0, blue: 255)
        banner.style.height = .length(.points(10))
        nodes.append(banner)
        nodes[0].children.append(1)
        for row in 0..<30 {
            var node = Node(id: "row\(row)", location: .start)
            node.parent = 0
            node.background = Color(red: 0, green: 0, blue: 0)
            node.style.height = .length(.points(20))
            nodes[0].children.append(nodes.count)
            nodes.append(node)
        }
        var screen = Screen(name: "Banner", tree: NodeTree(nodes: nodes), location: .start)
        for step in 1...40 {
            var style = Style()
            style.height = .length(.points(10 + Double(step) * 4))
            screen.timeline.append(
                TimelineEvent(at: Double(step) * 100, action: .set(id: "banner", style: style, keys: ["height"]), location: .start))
        }
        let device = TimelineTestSupport.device
        let incremental = try TimelineSimulator.simulate(screen: screen, device: device, options: AnalysisOptions())
        #expect(incremental.frames.count == 41)
        #expect(incremental.frames[40]["row29"]?.frame == Rect(x: 0, y: 170 + 29 * 20, width: 400, height: 20))
        #expect(incremental.frames[17]["row0"]?.frame.y == 78)
        #expect(incremental.shifts.count == 40)
        #expect(incremental.shifts.allSatisfy { $0.score.moved.count == 30 })
        // The rows move together: one run per frame, not 30 states.
        #expect(incremental.frames.movedRunCount >= 30)
        #expect(incremental.frames.storedCount < 32 * 3 + 40 * 3)
    }

    @Test func aSetEventChangesARowsDirection() throws {
        // A 400-wide row of two 100-wide boxes turns right to left at 100 ms and back at 200 ms:
        // the first box moves to the right edge and back, laid out incrementally or whole.
        let json = """
            {"screen": "S", "root": {"id": "root", "children": [
              {"id": "row", "style": {"flexDirection": "row", "height": 50}, "children": [
                {"id": "first", "background": "#000000", "style": {"width": 100}},
                {"id": "second", "background": "#000000", "style": {"width": 100}}]}]},
             "timeline": [{"at": 100, "set": "row", "style": {"direction": "rtl"}},
                          {"at": 200, "set": "row", "style": {"direction": "inherit"}}]}
            """
        let screen = try TimelineTestSupport.screen(json)
        let device = TimelineTestSupport.device
        let incremental = try TimelineSimulator.simulate(screen: screen, device: device, options: AnalysisOptions())
        let whole = try TimelineSimulator.simulateWhole(screen: screen, device: device, options: AnalysisOptions())
        #expect(incremental.frames.count == 3)
        for timeline in [incremental, whole] {
            #expect(timeline.frames[0]["first"]?.frame.x == 0 && timeline.frames[0]["second"]?.frame.x == 100)
            #expect(timeline.frames[1]["first"]?.frame.x == 300 && timeline.frames[1]["second"]?.frame.x == 200)
            #expect(timeline.frames[2]["first"]?.frame.x == 0)
        }
    }
}

fileprivate extension SplitMix64 {
    /// Lengths with fractions, so pixel rounding is exercised; with `wholePoints`, whole points
    /// and no percentages.
    mutating func length(wholePoints: Bool = false) -> Length {
        switch int(0...5) {
        case 0: .auto
        case 1 where !wholePoints: .percent(Double(int(5...60)))
        default: .points(wholePoints ? Double(int(0...200)) : Double(int(0...1600)) / 8)
        }
    }
}
