import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Inputs at the edges: layout failures, events on nodes that are gone, long timelines.
@Suite struct TimelineRobustnessTests {
    /// A chain of `depth` nested views under the root, built without the decoder.
    static func chain(depth: Int) -> NodeTree {
        var nodes: [Node] = []
        for index in 0...depth {
            var node = Node(id: "n\(index)", location: .start)
            node.parent = index == 0 ? nil : index - 1
            node.children = index == depth ? [] : [index + 1]
            nodes.append(node)
        }
        return NodeTree(nodes: nodes)
    }

    @Test func layoutFailureBecomesAnInputErrorAtTheScreen() throws {
        // ScreenLayout rejects trees deeper than LayoutOptions.maxDepth (20,000 by default).
        let screen = Screen(name: "Deep", tree: Self.chain(depth: 20_001), location: SourceLocation(line: 2, column: 3))
        let device = try #require(DeviceProfile.named("iPhone 15"))
        #expect(throws: InputError.self) {
            _ = try ScreenAnalysis(file: "deep.json", screen: screen, device: device, options: AnalysisOptions())
        }
        do {
            _ = try ScreenAnalysis(file: "deep.json", screen: screen, device: device, options: AnalysisOptions())
        } catch {
            #expect(error.file == "deep.json")
            #expect(error.location == SourceLocation(line: 2, column: 3))
            #expect(error.message.contains("levels deep"))
        }
    }

    @Test func eventsOnRemovedNodesChangeNothing() throws {
        // The decoder rejects these; the simulator must still not trap when handed them directly.
        var screen = try TimelineTestSupport.screen(
            """
            {"screen": "S", "root": {"id": "root", "children": [
              {"id": "a", "style": {"height": 100}, "children": [{"id": "child", "style": {"height": 10}}]},
              {"id": "b", "background": "#EEE", "style": {"height": 100}}
            ]}, "timeline": [{"at": 100, "remove": "a"}]}
            """)
        let later: [TimelineEvent.Action] = [
            .hide(id: "child"), .arrive(id: "a", width: nil, height: .length(.points(50))), .remove(id: "a"),
            .set(id: "child", style: Style(), keys: ["height"]), .insert(tree: Self.chain(depth: 1), into: "a", index: 0),
        ]
        screen.timeline += later.map { TimelineEvent(at: 200, action: $0, location: .start) }
        let timeline = try TimelineSimulator.simulate(screen: screen, device: TimelineTestSupport.device, options: AnalysisOptions())
        #expect(timeline.frames.map(\.atMs) == [0, 100, 200])
        #expect(timeline.frames[2].nodes.map(\.id) == ["root", "b"])
        #expect(timeline.steps[1].changes.isEmpty)
        #expect(timeline.shifts.map(\.atMs) == [100])
    }

    @Test func thousandEventTimeline() throws {
        // 1,000 toggles of a 20-tall notice above 50 rows 16 tall (y 0…800), 10 ms apart: 1,001
        // frames, each moving every row by 20 (shown: down, hidden: up). Rows cover the screen
        // before and after → impact 1; distance 20 / 800 = 0.025 per shift. Shifts 10 ms apart
        // never end a window by the 1 s gap; the first window runs from 10 to 5010 ms (a shift
        // exactly 5000 ms after the first still belongs): 501 × 0.025 = 12.525.
        var children: [String] = [#"{"id": "notice", "style": {"height": 20, "display": "none"}}"#]
        for row in 0..<50 { children.append(##"{"id": "row\##(row)", "background": "#EEE", "style": {"height": 16}}"##) }
        var events: [String] = []
        for index in 0..<1000 { events.append(#"{"at": \#(10 * (index + 1)), "\#(index % 2 == 0 ? "show" : "hide")": "notice"}"#) }
        let json = """
            {"screen": "S", "root": {"id": "root", "children": [\(children.joined(separator: ","))]}, "timeline": [\(events.joined(separator: ","))]}
            """
        let result = try TimelineTestSupport.timeline(json)
        #expect(result.frames.count == 1001)
        #expect(result.shifts.count == 1000)
        #expect(result.shifts.allSatisfy { abs($0.score.impactFraction - 1) < 1e-12 && abs($0.score.distanceFraction - 0.025) < 1e-12 })
        #expect(abs(result.cls - 12.525) < 1e-9)
    }
}
