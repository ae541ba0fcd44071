import Testing

@testable import LayoutModel

/// `LaunchGraph` resolves `after` names to the tasks they wait for, and sets aside the waits a
/// simulation could never honour, so what remains always lets every task run.
@Suite struct LaunchGraphTests {
    static func work(_ name: String, after: [String] = []) -> TimelineEvent {
        TimelineEvent(at: 0, action: .work(WorkEvent(name: name, duration: 1, thread: .main, after: after)), location: .start)
    }

    static func request(_ name: String, after: [String] = []) -> TimelineEvent {
        TimelineEvent(at: 0, action: .request(RequestEvent(name: name, duration: 1, after: after)), location: .start)
    }

    @Test func aNameSharedByTasksWaitsForAllOfThemAndOtherEventsAreNotTasks() {
        let timeline = [
            Self.request("ad"), TimelineEvent(at: 5, action: .tap(id: "a"), location: .start), Self.request("ad"),
            Self.work("show", after: ["ad", "firstFrame", "ad"]),
        ]
        let graph = LaunchGraph(timeline: timeline)
        #expect(graph.events == [0, 2, 3])
        #expect(graph.names == ["ad", "show"])
        #expect(graph.members == [[0, 1], [2]])
        #expect(graph.waits == [[], [], [0]])
        #expect(graph.waitsForFirstFrame == [false, false, true])
        #expect(graph.dependents == [[2], []])
        #expect(graph.problems.isEmpty)
    }

    @Test func unknownNamesAndCycleClosingWaitsAreSetAside() {
        let timeline = [Self.work("a", after: ["c"]), Self.work("b", after: ["a", "zz"]), Self.work("c", after: ["b"])]
        let graph = LaunchGraph(timeline: timeline)
        #expect(
            graph.problems == [
                .init(task: 1, entry: 0, kind: .cycle(path: ["a", "c", "b"], length: 3)),
                .init(task: 1, entry: 1, kind: .unknownName("zz")),
            ])
        // a waits for c and c for b; b's wait for a closes the cycle and is cut, so b can start.
        #expect(graph.waits == [[2], [], [1]])
        #expect(graph.dependents == [[], [2], [0]])
    }
}
