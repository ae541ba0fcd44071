/// One event of a screen's timeline.
///
/// Each kind of event is described once, here: its `Action` case, its `EventKind` with the
/// `EventDescriptor` (the keys it takes, its role, its documentation) and what it does to the
/// tree (`Action.change`). `FormatKeys`, the decoder, the schema, the reference and every stage
/// that times a change read them, so adding a kind is this file, its decoding
/// (`TimelineDecoder`) and its effect (`TimelineSimulator`); the switches that decide for every
/// kind have no `default`, so the compiler names each place to fill in.
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

        /// The kind of event this is: the key that names it in a file, and its descriptor.
        public var kind: EventKind {
            switch self {
            case .arrive: .arrive
            case .show: .show
            case .hide: .hide
            case .insert: .insert
            case .remove: .remove
            case .set: .set
            case .tap: .tap
            case .gesture: .gesture
            case .work: .work
            case .request: .request
            }
        }

        /// What the action does to the node tree, for the stages that time changes without
        /// replaying them; nil for inputs and launch work, which change nothing in it.
        public var change: TreeChange? {
            switch self {
            case .arrive(let id, _, _): .content(id: id)
            case .show(let id), .hide(let id), .set(let id, _, _): .inPlace(id: id)
            case .insert(let tree, _, _): .add(tree)
            case .remove(let id): .remove(id: id)
            case .tap, .gesture, .work, .request: nil
            }
        }

        /// The action with the subtree it adds replaced by `tree` (content moved to other
        /// times); an action that adds none is returned as it is.
        public func adding(_ tree: NodeTree) -> Action {
            switch self {
            case .insert(_, let into, let index): .insert(tree: tree, into: into, index: index)
            case .arrive, .show, .hide, .remove, .set, .tap, .gesture, .work, .request: self
            }
        }
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

/// What an event does to the node tree. It decides when the change happens (content waits for
/// the requests that block its node; everything else happens at the event's time) and what it
/// costs to lay out again (in place, or a new shape laid out whole).
public enum TreeChange: Sendable, Hashable {
    /// The content of node `id` arrives, resizing it: not before the requests that block the
    /// node have finished.
    case content(id: String)
    /// Node `id` changes in place (shown, hidden, restyled) at the event's time.
    case inPlace(id: String)
    /// A subtree appears at the event's time; the content of its nodes arrives by their own
    /// times, never before the insertion.
    case add(NodeTree)
    /// Node `id` and its subtree go away at the event's time.
    case remove(id: String)

    /// The node that changes: the one named, or the root of the subtree added.
    public var id: String? {
        switch self {
        case .content(let id), .inPlace(let id), .remove(let id): id
        case .add(let tree): tree.nodes.first?.id
        }
    }

    /// The subtree the change adds, if any.
    public var added: NodeTree? {
        if case .add(let tree) = self { return tree }
        return nil
    }
}

/// The kinds of timeline event, by the key that names each in a file, in the order the schema
/// and the reference list them.
public enum EventKind: String, Sendable, Hashable, CaseIterable {
    case arrive, show, hide, insert, remove, set, tap, gesture, work, request

    /// The one description of the kind that the decoder, the schema and the reference read.
    public var descriptor: EventDescriptor {
        switch self {
        case .arrive:
            EventDescriptor(
                role: .change, subject: .node, optional: ["width", "height"],
                documentation: "the node whose content arrives (content.at does the same)")
        case .show: EventDescriptor(role: .change, subject: .node, documentation: "the node shown (was hidden)")
        case .hide:
            EventDescriptor(role: .change, subject: .node, documentation: "the node hidden; hidden nodes collapse: they take no space")
        case .insert:
            EventDescriptor(
                role: .change, subject: .subtree, required: ["into"], optional: ["index"],
                documentation: "a new subtree inserted into the node `into`")
        case .remove: EventDescriptor(role: .change, subject: .node, documentation: "the node removed")
        case .set: EventDescriptor(role: .change, subject: .node, required: ["style"], documentation: "the node whose style changes")
        case .tap:
            EventDescriptor(
                role: .input, subject: .node,
                documentation: "the node tapped; shifts within 500 ms after a tap are expected and not scored")
        case .gesture:
            EventDescriptor(
                role: .input, subject: .node, required: ["duration"],
                documentation: "the node under a swipe or drag; a shift that moves it is an error")
        case .work:
            EventDescriptor(
                role: .launchWork, subject: .name, required: ["duration", "thread"], optional: ["essential", "after", "pieces"],
                documentation: "work on a thread at launch")
        case .request:
            EventDescriptor(
                role: .launchWork, subject: .name, required: ["duration"], optional: ["blocks", "after", "onMain", "ad"],
                documentation: "a network request at launch")
        }
    }
}

/// One kind of timeline event as the format describes it.
public struct EventDescriptor: Sendable, Hashable {
    /// What an event of a kind is to the linter.
    public enum Role: Sendable, Hashable, CaseIterable {
        /// A change to the node tree: it shows in the first frame drawn at or after it.
        case change
        /// What the user does: it keeps its time, and changes nothing in the tree.
        case input
        /// Work at launch, on a thread or the network: it runs in the launch simulation and
        /// changes nothing in the tree.
        case launchWork
    }

    /// What the value of the event's own key names.
    public enum Subject: Sendable, Hashable, CaseIterable {
        /// A node of the screen, by id.
        case node
        /// A new node object: the root of a subtree.
        case subtree
        /// The event's own name, which other events' `after` and findings use.
        case name
    }

    /// Whether events of the kind change the tree, are the user's input or are launch work.
    public let role: Role
    /// What the event's own key names.
    public let subject: Subject
    /// Keys an event of this kind must have besides `at` and its own key, in schema order.
    public let required: [String]
    /// Keys it may have, in schema order after the required ones.
    public let optional: [String]
    /// What the event's own key means: its description in the schema and the reference.
    public let documentation: String

    init(role: Role, subject: Subject, required: [String] = [], optional: [String] = [], documentation: String) {
        self.role = role
        self.subject = subject
        self.required = required
        self.optional = optional
        self.documentation = documentation
    }
}
