import LayoutModel

/// A `gesture` event as a span of time: the user's finger on node `id` from `startMs` to
/// `endMs`. The one definition of when a gesture is under way, for the rule that reports shifts
/// during gestures and the diagram that draws them.
public struct GestureSpan: Sendable, Hashable {
    /// The node the gesture is on.
    public var id: String
    /// When the finger went down (ms).
    public var startMs: Double
    /// When it lifted (ms): the start plus the event's `duration`.
    public var endMs: Double

    public init(id: String, startMs: Double, endMs: Double) {
        self.id = id
        self.startMs = startMs
        self.endMs = endMs
    }

    /// True when the finger is down at `ms` (both ends included).
    public func isActive(atMs ms: Double) -> Bool {
        startMs <= ms && ms <= endMs
    }

    /// The gestures of `screen`'s timeline, in its order.
    public static func all(in screen: Screen) -> [GestureSpan] {
        screen.timeline.compactMap { event in
            if case .gesture(let id, let duration) = event.action {
                return GestureSpan(id: id, startMs: event.at, endMs: event.at + duration)
            }
            return nil
        }
    }
}
