import LayoutModel

/// A period during which frames are due: the screen must keep producing frames, so
/// a main-thread block inside it misses some. Half-open: [`startMs`, `endMs`).
public struct FrameDemand: Sendable, Hashable {
    /// Why frames are due.
    public enum Source: Sendable, Hashable {
        /// A `gesture` event on this node.
        case gesture(String)
        /// A scroll script playing (the list's or the scroll view's id); supplied by the analysis.
        case scroll(String)
        /// An animation running on this node (a visible spinner, …); supplied by the caller.
        case animation(String)
        /// A change to this node waiting to be shown: from when it happens until the frame that
        /// shows it is committed (its tick, or the end of a piece of work that yields to the run
        /// loop and so lets the frame through while main stays busy).
        case change(String)
    }

    /// Why frames are due.
    public var source: Source
    /// When frames start being due.
    public var startMs: Double
    /// When they stop being due (exclusive).
    public var endMs: Double

    /// Frames due for `source` over [`startMs`, `endMs`).
    public init(source: Source, startMs: Double, endMs: Double) {
        self.source = source
        self.startMs = startMs
        self.endMs = endMs
    }

    /// The screen's own demands: every gesture, and every change after the first frame (changes
    /// up to it are part of the first frame).
    static func demands(of screen: Screen, content: LaunchContent, gate: FrameGate) -> [FrameDemand] {
        var demands: [FrameDemand] = []
        for event in screen.timeline {
            if case .gesture(let id, let duration) = event.action, duration > 0 {
                demands.append(FrameDemand(source: .gesture(id), startMs: event.at, endMs: event.at + duration))
            }
        }
        for change in content.changes(in: screen) where change.atMs > gate.firstFrameMs {
            demands.append(FrameDemand(source: .change(change.id), startMs: change.atMs, endMs: gate.commitMs(ofChangeAt: change.atMs)))
        }
        return demands.enumerated().sorted {
            ($0.element.startMs, $0.element.endMs, $0.offset) < ($1.element.startMs, $1.element.endMs, $1.offset)
        }
        .map(\.element)
    }
}
