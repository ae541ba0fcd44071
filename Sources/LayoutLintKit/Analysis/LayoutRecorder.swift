import LayoutModel

/// Lays the timeline's trees out through the layouter and keeps what later analyses read: the
/// first and the last layout (rendering cost, lists) and, when asked, every layout (pictures).
public struct LayoutRecorder {
    public let layouter: any Layouter
    /// Keep every layout, not only the first and the last.
    public let keepsAll: Bool
    private(set) var first: TreeLayout?
    /// The last layout when there was more than one.
    private(set) var last: TreeLayout?
    private(set) var all: [TreeLayout] = []

    public init(layouter: any Layouter, keepsAll: Bool) {
        self.layouter = layouter
        self.keepsAll = keepsAll
    }

    /// Lays `tree` out and records it; returns the absolute frames for the timeline.
    public mutating func layout(_ tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> [Rect] {
        let laidOut = TreeLayout(tree: tree, layout: try layouter.layout(tree, on: device))
        if first == nil { first = laidOut } else { last = laidOut }
        if keepsAll { all.append(laidOut) }
        return laidOut.layout.absoluteFrames
    }
}
