import LayoutModel

/// Keeps the layouts of a timeline that later analyses read: the first and the last layout
/// (rendering cost, lists) and, when asked, every layout (pictures). A layout is built only
/// when it is kept, so an incremental timeline does not copy the whole tree every frame.
public struct LayoutRecorder {
    /// Keep every layout, not only the first and the last.
    public let keepsAll: Bool
    private(set) var first: TreeLayout?
    /// The last layout when there was more than one.
    private(set) var last: TreeLayout?
    private(set) var all: [TreeLayout] = []
    private var count = 0

    public init(keepsAll: Bool) {
        self.keepsAll = keepsAll
    }

    /// Notes that the timeline made a layout; `make` builds it when it is to be kept.
    public mutating func record(_ make: () -> TreeLayout) {
        count += 1
        guard count == 1 || keepsAll else { return }
        let layout = make()
        if count == 1 { first = layout } else { last = layout }
        if keepsAll { all.append(layout) }
    }

    /// After the timeline: `make` builds the final layout, kept as the last when there was more than one.
    public mutating func finish(_ make: () -> TreeLayout) {
        if count > 1 && last == nil { last = make() }
    }
}
