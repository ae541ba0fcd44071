import LayoutModel

/// The frames of one screen on one device over its timeline, with the shifts between them.
public struct Timeline: Sendable {
    /// The frame at t = 0, then one per distinct event time, in time order.
    /// Stored as the changes between frames; reading a frame rebuilds it.
    public var frames: TimelineFrames
    /// What happened between `frames[i]` and `frames[i + 1]`: `steps[i]` ends at `frames[i + 1]`.
    public var steps: [TimelineStep]
    /// Cumulative layout shift: the largest session window of scored shifts.
    public var cls: Double
    /// When each node's content arrived (the time of the frame that shows it), by node id.
    /// A node with `content` that is not listed never got it.
    public var contentArrivals: [String: Double] = [:]

    /// True when `node` has `content` that has not arrived by the frame at `atMs`: its slot
    /// is reserved but empty.
    public func awaitsContent(_ node: Node, atMs: Double) -> Bool {
        guard node.content != nil else { return false }
        return contentArrivals[node.id].map { $0 > atMs } ?? true
    }

    /// The tree indices of the nodes of `tree` that await their content in the frame at
    /// `atMs` (`awaitsContent`). O(nodes).
    public func awaitingContent(in tree: NodeTree, atMs: Double) -> Set<Int> {
        Set(tree.nodes.indices.filter { awaitsContent(tree.nodes[$0], atMs: atMs) })
    }

    /// Every shift, scored or expected, in time order.
    public var shifts: [LayoutShift] { steps.compactMap(\.shift) }

    /// The shifts that count towards CLS, in time order.
    public var scoredShifts: [LayoutShift] { shifts.filter { !$0.expected } }
}

/// The changes applied at one event time and the shift they caused.
public struct TimelineStep: Sendable, Hashable {
    public var atMs: Double
    /// The node changes applied in this frame, in the order they were applied.
    public var changes: [NodeChange]
    /// The `tap` events of this frame, by node id.
    public var taps: [String]
    /// The shift from the previous frame to this one, if any node was unstable.
    public var shift: LayoutShift?
}

/// A layout shift between two consecutive frames.
public struct LayoutShift: Sendable, Hashable {
    /// The time of the frame after the shift.
    public var atMs: Double
    public var score: ShiftScore
    /// True less than 500 ms after a tap: listed, not scored.
    public var expected: Bool
    /// The events of the frame and the node whose size or presence changed, in words.
    public var cause: String
    /// The change that caused the most, if the frame had any.
    public var culprit: NodeChange?
}

/// A change to one node applied at an event time, with its frames before and after.
public struct NodeChange: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Content arrived (an `arrive` event or `content.at`).
        case arrived
        case shown
        case hidden
        /// A new subtree appeared in the parent with this id.
        case inserted(into: String)
        case removed
        /// Style properties changed (a `set` event).
        case styled
    }

    public var kind: Kind
    public var id: String
    /// Where the node is written (for inserted nodes: inside the `insert` event).
    public var location: SourceLocation
    /// The node's absolute frame in the previous frame, when it was displayed.
    public var before: Rect?
    /// The node's absolute frame in this frame, when it is displayed.
    public var after: Rect?
    /// For arrivals: the content's sizes (nil for an axis the content does not set).
    public var contentWidth: SizeValue?
    public var contentHeight: SizeValue?
    /// For arrivals: whether the node's style reserved a size on each axis before it arrived.
    public var reservedWidth = false
    public var reservedHeight = false
    /// The nearest scroll view around the node that was scrolled when the change came, and how
    /// far (its content offset in points); nil when none was.
    public var scrollView: String?
    public var scrollOffset = 0.0

    /// How much the node's presence or size changed: its largest side for appearing or
    /// disappearing nodes, the largest change of a side otherwise.
    public var magnitude: Double {
        switch (before, after) {
        case (let old?, let new?): max(abs(new.width - old.width), abs(new.height - old.height))
        case (let old?, nil): max(old.width, old.height)
        case (nil, let new?): max(new.width, new.height)
        case (nil, nil): 0
        }
    }
}

extension Style {
    /// True when `height` (or `minHeight`) reserves space before content arrives.
    public var reservesHeight: Bool {
        height.isReserved || minHeight.isReserved
    }

    /// True when `width` (or `minWidth`) reserves space before content arrives.
    public var reservesWidth: Bool {
        width.isReserved || minWidth.isDefined && minWidth != .auto
    }
}

extension SizeValue {
    /// A number, a percentage or an adaptive size; not `auto` or unset.
    public var isReserved: Bool {
        switch self {
        case .adaptive: true
        case .length(let length):
            switch length {
            case .points, .percent: true
            case .auto, .undefined: false
            }
        }
    }
}
