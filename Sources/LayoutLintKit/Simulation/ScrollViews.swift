import LayoutModel

/// Where the scroll views with a `scroll` script are scrolled at a frame of the timeline.
///
/// A scroll view's script plays from the first frame, as a list's does (`ScrollScript`), on the
/// content as the frame lays it out: the content height is the bottom of its lowest child
/// below the scroll view's top, plus its bottom padding and border (in points),
/// and the offset is clamped to 0…content height − viewport height, as a `UIScrollView`
/// clamps its content offset while content arrives. Offsets lie on the device's pixel grid.
struct ScrollViews {
    let firstFrameMs: Double
    let refreshRate: Double
    let scale: Double

    /// True when `node` is a scroll view with a script.
    static func isScripted(_ node: Node) -> Bool {
        node.scroll != nil && node.style.overflow == .scroll
    }

    /// The content offset of `node` (a scripted scroll view) laid out at `frame` with children
    /// at `children`, at `atMs`. O(children + script legs).
    func offset<Children: Sequence<Rect>>(of node: Node, frame: Rect, children: Children, atMs: Double) -> Double {
        guard let script = node.scroll, node.style.overflow == .scroll else { return 0 }
        let content = Self.contentHeight(of: node, frame: frame, children: children)
        let offset = ScrollScript.offset(
            script, contentHeight: content, viewport: frame.height, refreshRate: refreshRate, elapsedMs: atMs - firstFrameMs)
        return FrameSnapshot.snap(offset, scale: scale)
    }

    /// The offsets of every scripted scroll view of `tree` laid out at `frames` (by node index),
    /// by node index; scroll views at 0 are left out. O(nodes).
    func offsets(in tree: NodeTree, frames: [Rect], atMs: Double) -> [Int: Double] {
        func frame(_ index: Int) -> Rect { FrameSnapshot.snap(index < frames.count ? frames[index] : .zero, scale: scale) }
        var offsets: [Int: Double] = [:]
        for (index, node) in tree.nodes.enumerated() where Self.isScripted(node) {
            let offset = self.offset(of: node, frame: frame(index), children: node.children.lazy.map(frame), atMs: atMs)
            if offset != 0 { offsets[index] = offset }
        }
        return offsets
    }

    /// How tall the content of a scroll view at `frame` is, its children at `children`
    /// (children without area, hidden ones among them, are left out). O(children).
    static func contentHeight<Children: Sequence<Rect>>(of node: Node, frame: Rect, children: Children) -> Double {
        var bottom = frame.y
        for child in children where !child.isEmpty { bottom = max(bottom, child.maxY) }
        return bottom - frame.y + points(node.style.padding.resolvedBottom) + points(node.style.border.resolvedBottom)
    }

    /// A length given in points, else 0.
    private static func points(_ length: Length) -> Double {
        if case .points(let value) = length, value.isFinite { return max(0, value) }
        return 0
    }
}
