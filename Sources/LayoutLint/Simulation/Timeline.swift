import LayoutModel

/// The frames of one screen on one device over its timeline, with the shifts between them.
struct Timeline: Sendable {
    /// The frame at t = 0, then one per distinct event time, in time order.
    var frames: [FrameSnapshot]
    /// What happened between `frames[i]` and `frames[i + 1]`: `steps[i]` ends at `frames[i + 1]`.
    var steps: [TimelineStep]
    /// Cumulative layout shift: the largest session window of scored shifts (SPEC §4.4).
    var cls: Double

    /// Every shift, scored or expected, in time order.
    var shifts: [LayoutShift] { steps.compactMap(\.shift) }

    /// The shifts that count towards CLS, in time order.
    var scoredShifts: [LayoutShift] { shifts.filter { !$0.expected } }
}

/// The changes applied at one event time and the shift they caused.
struct TimelineStep: Sendable, Hashable {
    var atMs: Double
    /// The node changes applied in this frame, in the order they were applied.
    var changes: [NodeChange]
    /// The `tap` events of this frame, by node id.
    var taps: [String]
    /// The shift from the previous frame to this one, if any node was unstable.
    var shift: LayoutShift?
}

/// A layout shift between two consecutive frames (SPEC §4.2).
struct LayoutShift: Sendable, Hashable {
    /// The time of the frame after the shift.
    var atMs: Double
    var score: ShiftScore
    /// True less than 500 ms after a tap: listed, not scored (SPEC §4.3).
    var expected: Bool
    /// The events of the frame and the node whose size or presence changed, in words.
    var cause: String
    /// The change that caused the most, if the frame had any.
    var culprit: NodeChange?
}

/// A change to one node applied at an event time, with its frames before and after.
struct NodeChange: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
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

    var kind: Kind
    var id: String
    /// Where the node is written (for inserted nodes: inside the `insert` event).
    var location: SourceLocation
    /// The node's absolute frame in the previous frame, when it was displayed.
    var before: Rect?
    /// The node's absolute frame in this frame, when it is displayed.
    var after: Rect?
    /// For arrivals: the content's sizes (nil for an axis the content does not set).
    var contentWidth: SizeValue?
    var contentHeight: SizeValue?
    /// For arrivals: whether the node's style reserved a size on each axis before it arrived.
    var reservedWidth = false
    var reservedHeight = false

    /// How much the node's presence or size changed: its largest side for appearing or
    /// disappearing nodes, the largest change of a side otherwise.
    var magnitude: Double {
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
    var reservesHeight: Bool {
        height.isReserved || minHeight.isReserved
    }

    /// True when `width` (or `minWidth`) reserves space before content arrives.
    var reservesWidth: Bool {
        width.isReserved || minWidth.isDefined && minWidth != .auto
    }
}

extension SizeValue {
    /// A number, a percentage or an adaptive size; not `auto` or unset.
    var isReserved: Bool {
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
