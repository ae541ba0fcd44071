/// One event of a screen's timeline.
public struct TimelineEvent: Sendable, Hashable {
    /// Milliseconds from launch.
    public var at: Double
    public var action: Action
    /// Where the event's object starts.
    public var location: SourceLocation

    public init(at: Double, action: Action, location: SourceLocation) {
        self.at = at
        self.action = action
        self.location = location
    }

    /// What happens.
    public enum Action: Sendable, Hashable {
        /// Content arrives; nil sizes default to the node's `content`.
        case arrive(id: String, width: SizeValue?, height: SizeValue?)
        case show(id: String)
        case hide(id: String)
        /// A new subtree appears in `into` at `index` (nil: last).
        case insert(tree: NodeTree, into: String, index: Int?)
        case remove(id: String)
        /// Style properties change; `style` holds the new values for the keys in `keys`.
        case set(id: String, style: Style, keys: [String])
        case tap(id: String)
        case gesture(id: String, duration: Double)
        /// Work on a thread.
        case work(WorkEvent)
        /// A network round trip.
        case request(RequestEvent)
    }

    /// The node the event targets, if any.
    public var targetID: String? {
        switch action {
        case .arrive(let id, _, _), .show(let id), .hide(let id), .remove(let id), .set(let id, _, _), .tap(let id),
            .gesture(let id, _):
            id
        case .insert(_, let into, _): into
        case .work, .request: nil
        }
    }
}
