import LayoutModel
import Testing

@testable import LayoutLintKit

/// Builds launch simulations of small screens written in JSON, on a plain device at a chosen
/// refresh rate, for tests whose expected times are worked out by hand.
enum LaunchTestSupport {
    /// The screen `{"screen": "s", "root": {"id": "root", "children": [children]}, "timeline": [timeline]}`.
    static func screen(
        _ timeline: String, children: String = #"{"id": "board"}"#, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Screen {
        let json = #"{"screen": "s", "root": {"id": "root", "children": [\#(children)]}, "timeline": [\#(timeline)]}"#
        return try TimelineTestSupport.screen(json, sourceLocation: sourceLocation)
    }

    /// Simulates `screen(timeline, children:)` on a 400×800 device refreshing at `hz`.
    static func simulate(
        _ timeline: String, children: String = #"{"id": "board"}"#, hz: Double = 60,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> LaunchSimulation {
        let device = DeviceProfile(name: "Test \(hz) Hz", width: 400, height: 800, scale: 1, refreshRate: hz)
        return LaunchSimulation(screen: try screen(timeline, children: children, sourceLocation: sourceLocation), device: device)
    }

    /// A `work` event.
    static func work(_ name: String, at: Double, _ duration: Double, thread: String = "main", essential: Bool = false, after: [String] = [])
        -> String
    {
        #"{"at": \#(at), "work": "\#(name)", "duration": \#(duration), "thread": "\#(thread)", "essential": \#(essential)\#(afterKey(after))}"#
    }

    /// A `request` event; `extra` holds further keys (`"blocks": [...]`, `"onMain": 40`, …).
    static func request(_ name: String, at: Double, _ duration: Double, after: [String] = [], extra: String = "") -> String {
        #"{"at": \#(at), "request": "\#(name)", "duration": \#(duration)\#(afterKey(after))\#(extra.isEmpty ? "" : ", " + extra)}"#
    }

    private static func afterKey(_ names: [String]) -> String {
        names.isEmpty ? "" : ", \"after\": [" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }

    /// The index of the task named `name` (the first with it).
    static func task(_ name: String, in simulation: LaunchSimulation, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> LaunchTask
    {
        try #require(simulation.tasks.first { $0.name == name }, sourceLocation: sourceLocation)
    }
}
