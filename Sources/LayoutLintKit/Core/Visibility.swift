import LayoutModel

/// What of one node shows in one frame. Shift scoring, the rendering-cost paint walk and the
/// pictures all read this one value, so they cannot disagree about what is on screen.
public struct NodeVisibility: Sendable, Hashable {
    /// False when the node or an ancestor has `display: none`.
    public var isDisplayed: Bool
    /// The node's opacity clamped to [0, 1] times its ancestors' (UIKit's effective alpha).
    public var opacity: Double
    /// What the screen leaves after every clipping ancestor (`clipsToBounds`, or `overflow`
    /// hidden or scroll): the node can show only inside it. Nil when nothing is left.
    /// Geometry only: a hidden or transparent node has a clip too.
    public var clip: Rect?
    /// The frame where it is on screen (`onScreen`) inside `clip`, when the node is displayed
    /// and not fully transparent; nil when nothing of the node itself shows (never an empty
    /// rectangle).
    public var visible: Rect?
    /// How far up the scroll views around the node have moved it: the sum of its ancestors'
    /// content offsets (0 outside scroll views, and in scroll views at the top).
    public var scrolled: Double

    public init(isDisplayed: Bool, opacity: Double, clip: Rect?, visible: Rect?, scrolled: Double = 0) {
        self.isDisplayed = isDisplayed
        self.opacity = opacity
        self.clip = clip
        self.visible = visible
        self.scrolled = scrolled
    }

    /// Where `frame`, the node's frame as laid out (scroll views at the top), is on screen.
    public func onScreen(_ frame: Rect) -> Rect {
        scrolled == 0 ? frame : Rect(x: frame.x, y: frame.y - scrolled, width: frame.width, height: frame.height)
    }

    /// This visibility for the node at `frame` instead, under the same ancestors (the same
    /// display, opacity, clip and scrolling): what shows of it there.
    public func at(_ frame: Rect) -> NodeVisibility {
        var moved = self
        moved.visible = isDisplayed && opacity > 0 ? Visibility.within(onScreen(frame), clip) : nil
        return moved
    }

    /// A node no walk from the root reaches: not displayed, nowhere.
    public static let unreached = NodeVisibility(isDisplayed: false, opacity: 0, clip: nil, visible: nil)

    /// True when something of the node's subtree may show. Hidden, fully transparent or
    /// clipped-away nodes hide their whole subtree (their descendants inherit that), and so
    /// does a node that clips when nothing of it shows. A node that does not clip may be off
    /// screen itself while its descendants, which may lie outside it, are not.
    public func showsSubtree(clips: Bool) -> Bool {
        isDisplayed && opacity > 0 && clip != nil && (!clips || visible != nil)
    }
}

/// The one rule deciding what shows: display, opacity and clipping passed down the tree.
///
/// A node is displayed when it and every ancestor are; its opacity is its own, clamped to
/// [0, 1], times its parent's; its clip is its parent's, narrowed to the parent's frame when
/// the parent clips (the root's clip is the screen); what of it shows is its frame within its
/// clip, when it is displayed and its opacity is above 0.
///
/// A scroll view moves its content up by its content offset: frames are as laid out (the
/// content at the top), and a node's place on screen is its frame moved up by the offsets of
/// the scroll views around it (`NodeVisibility.scrolled`). Clips and visible rectangles are
/// on screen, so what shows of a scroll view's content is what its viewport shows at the
/// current offset.
public enum Visibility {
    /// `opacity` within [0, 1]; NaN counts as 0 (transparent), as no opacity shows less.
    public static func clamped(_ opacity: Double) -> Double {
        opacity > 0 ? min(opacity, 1) : 0
    }

    /// True when the node clips its descendants to its frame.
    public static func clips(_ node: Node) -> Bool {
        node.clipsToBounds || node.style.overflow != .visible
    }

    /// What a node passes on to its children.
    public struct Inherited: Sendable, Hashable {
        public var isDisplayed: Bool
        public var opacity: Double
        public var clip: Rect?
        /// The content offsets of the scroll views around the children, added up.
        public var scrolled: Double = 0

        /// What the root inherits from a screen: displayed, opaque, clipped to the screen.
        public static func screen(_ screen: Rect) -> Inherited {
            Inherited(isDisplayed: true, opacity: 1, clip: screen)
        }
    }

    /// A node's own part in the rule, in the coordinates of the frames being decided.
    public struct Own: Sendable, Hashable {
        public var frame: Rect
        /// Whether the node itself displays (its ancestors aside).
        public var displays: Bool
        /// The node's own opacity as given (clamped by the rule).
        public var opacity: Double
        public var clips: Bool
        /// How far the node scrolls its children up: a scroll view's content offset, else 0.
        public var contentOffset: Double

        public init(frame: Rect, displays: Bool, opacity: Double, clips: Bool, contentOffset: Double = 0) {
            self.frame = frame
            self.displays = displays
            self.opacity = opacity
            self.clips = clips
            self.contentOffset = contentOffset
        }

        /// `node` at `frame`; `displays` overrides the node's own `display` (a layout's flag).
        /// `contentOffset` counts only on a scroll view (`"overflow": "scroll"`).
        public init(_ node: Node, frame: Rect, displays: Bool? = nil, contentOffset: Double = 0) {
            self.init(
                frame: frame, displays: displays ?? (node.style.display != .none), opacity: node.opacity, clips: Visibility.clips(node),
                contentOffset: node.style.overflow == .scroll && contentOffset.isFinite ? contentOffset : 0)
        }
    }

    /// The node's visibility under what its parent passes on.
    public static func node(_ own: Own, under parent: Inherited) -> NodeVisibility {
        let displayed = own.displays && parent.isDisplayed
        let opacity = parent.opacity * clamped(own.opacity)
        let shows = displayed && opacity > 0
        var visibility = NodeVisibility(
            isDisplayed: displayed, opacity: opacity, clip: parent.clip, visible: nil, scrolled: parent.scrolled)
        if shows { visibility.visible = within(visibility.onScreen(own.frame), parent.clip) }
        return visibility
    }

    /// What a node whose visibility is `node` passes on to its children.
    public static func passedOn(by node: NodeVisibility, _ own: Own) -> Inherited {
        Inherited(
            isDisplayed: node.isDisplayed, opacity: node.opacity, clip: own.clips ? within(node.onScreen(own.frame), node.clip) : node.clip,
            scrolled: node.scrolled + own.contentOffset)
    }

    /// `frame` inside `clip`; nil when they do not overlap with positive area.
    fileprivate static func within(_ frame: Rect, _ clip: Rect?) -> Rect? {
        clip.flatMap { frame.intersection($0) }
    }
}

/// The visibility of every node of a tree in one frame, by node index.
public struct FrameVisibility: Sendable, Hashable {
    /// Per node index; `NodeVisibility.unreached` for nodes the root does not reach.
    public private(set) var nodes: [NodeVisibility]

    /// The visibility of node `index` (`unreached` past the end).
    public subscript(index: Int) -> NodeVisibility {
        index >= 0 && index < nodes.count ? nodes[index] : .unreached
    }

    /// Decides every node of `tree` laid out at `frames` (by node index; missing frames are
    /// empty) on `screen`. `isDisplayed`, when given, says whether the layout displays each node
    /// (missing entries: not displayed); otherwise each node's `display` decides.
    /// `contentOffsets` gives the scroll views' content offsets by node index (absent: 0).
    ///
    /// Walks from the root with an explicit stack, so any depth is fine: O(nodes). Children
    /// listed before their parent are not followed (a tree keeps parents first), which also
    /// keeps a malformed tree from looping.
    public init(tree: NodeTree, frames: [Rect], isDisplayed: [Bool]? = nil, screen: Rect, contentOffsets: [Int: Double] = [:]) {
        let count = tree.nodes.count
        nodes = Array(repeating: .unreached, count: count)
        guard count > 0 else { return }
        var stack: [(index: Int, inherited: Visibility.Inherited)] = [(0, .screen(screen))]
        while let (index, inherited) = stack.popLast() {
            let own = Self.own(tree.nodes[index], at: index, frames: frames, isDisplayed: isDisplayed, contentOffsets: contentOffsets)
            let visibility = Visibility.node(own, under: inherited)
            nodes[index] = visibility
            let passed = Visibility.passedOn(by: visibility, own)
            for child in tree.nodes[index].children.reversed() where child > index && child < count {
                stack.append((child, passed))
            }
        }
    }

    /// Decides again the nodes at `changed` (their frame, display, opacity or clipping changed;
    /// any order, repeats allowed) and, below them, only the nodes whose inherited display,
    /// opacity or clip changed; returns the nodes decided again, ascending. `frames` and
    /// `isDisplayed` (and `contentOffsets`) are as for `init`, for the tree as it is now; the
    /// tree's shape must be the one this value was computed for. See
    /// `update(_:screen:parent:children:own:current:set:)`.
    @discardableResult
    public mutating func update(
        changed: [Int], tree: NodeTree, frames: [Rect], isDisplayed: [Bool]? = nil, screen: Rect, contentOffsets: [Int: Double] = [:]
    ) -> [Int] {
        var decided: [Int] = []
        var nodes: [NodeVisibility] = []
        swap(&nodes, &self.nodes)
        let count = nodes.count
        // A node that is not the root and has no parent is outside the tree: it stays unreached.
        Self.update(
            changed.filter { $0 >= 0 && $0 < count && ($0 == 0 || tree.nodes[$0].parent != nil) }, screen: screen,
            parent: { tree.nodes[$0].parent },
            children: { tree.nodes[$0].children.lazy.filter { $0 < count } },
            own: { Self.own(tree.nodes[$0], at: $0, frames: frames, isDisplayed: isDisplayed, contentOffsets: contentOffsets) },
            current: { nodes[$0] },
            set: { index, _, visibility in
                nodes[index] = visibility
                decided.append(index)
            })
        swap(&nodes, &self.nodes)
        return decided
    }

    /// The incremental walk over any storage of a tree whose parents come before their
    /// children (a parent's index is below its children's): the nodes at `changed` are decided
    /// again, in ascending order, and a node's children are queued when its display or opacity
    /// changed, or when the clip or scroll it now passes on is not the one a child holds. A node is
    /// decided from its parent's current visibility (already final, its index being lower) and
    /// `own`, which must give every node's current frame and style. `set` receives each node
    /// decided, ascending, with its own part and its new visibility (equal or not to
    /// `current`'s); `current` must then return it.
    ///
    /// O((c + q) log(c + q)) for c changed nodes and q queued below them, plus the children of
    /// the nodes decided; nodes whose inherited values did not change are never visited.
    public static func update<Changed: Sequence<Int>, Children: Sequence<Int>>(
        _ changed: Changed, screen: Rect, parent: (Int) -> Int?, children: (Int) -> Children, own: (Int) -> Visibility.Own,
        current: (Int) -> NodeVisibility, set: (Int, Visibility.Own, NodeVisibility) -> Void
    ) {
        var queue = MinHeap<Int>()
        for index in changed { queue.push(index) }
        var last = -1
        while let index = queue.pop() {
            guard index != last else { continue }
            last = index
            let inherited = parent(index).map { Visibility.passedOn(by: current($0), own($0)) } ?? .screen(screen)
            let mine = own(index)
            let old = current(index)
            let new = Visibility.node(mine, under: inherited)
            set(index, mine, new)
            let passed = Visibility.passedOn(by: new, mine)
            let everyChild = old.isDisplayed != new.isDisplayed || old.opacity != new.opacity
            for child in children(index)
            where child > index && (everyChild || current(child).clip != passed.clip || current(child).scrolled != passed.scrolled) {
                queue.push(child)
            }
        }
    }

    /// Node `index`'s own part: its frame in `frames`, its display in `isDisplayed` when given
    /// and its content offset.
    private static func own(
        _ node: Node, at index: Int, frames: [Rect], isDisplayed: [Bool]?, contentOffsets: [Int: Double]
    ) -> Visibility.Own {
        let frame = index < frames.count ? frames[index] : .zero
        let displays = isDisplayed.map { index < $0.count && $0[index] }
        return Visibility.Own(node, frame: frame, displays: displays, contentOffset: contentOffsets[index] ?? 0)
    }
}
