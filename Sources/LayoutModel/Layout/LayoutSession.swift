/// A screen's tree kept laid out while it changes: after the first layout, only what changed
/// is laid out again (as Yoga's dirty flags and cache reuse across layouts), so a timeline of many
/// small changes costs what changes, not the whole tree per frame.
///
/// `update(_:at:)` gives a node its new style and marks it and its ancestors dirty; `layout()`
/// lays the tree out again, entering only dirty nodes and clean subtrees whose constraints
/// changed (`ReuseStore` says why a reused result is what a full layout would compute), and
/// rounds to the pixel grid only the nodes laid out and those whose origin moved. It returns
/// the nodes whose absolute frame or display changed, in document order; `layoutMoves()`
/// returns the subtrees that only moved by whole points as one `SubtreeMove` each instead,
/// without rounding their nodes again (their offsets are added when read). Results equal
/// those of `ScreenLayout.layout` of the same tree, frame for frame.
///
/// Insertions and removals change the tree's shape, which a session does not follow: make a
/// new session for the new tree. Memory is O(nodes).
public final class LayoutSession {
    private let box: EngineBox
    /// The engine's input as it is now (styles updated in place), to start afresh from.
    private var layoutTree: LayoutTree
    private let engineOptions: LayoutOptions
    /// True once a row container aligns by baseline: Yoga then reads positions of nodes not
    /// yet laid out in the pass, so a pass depends on the one before; such a tree is laid out
    /// whole every pass to stay equal to a single layout.
    private var alignsByBaseline: Bool
    private let availableWidth: Float
    private let availableHeight: Float
    private let stackBytes: Int
    /// Tree index of each layout node (pre-order) and the layout node of each tree index (-1: unreachable).
    private let order: [Int]
    private var layoutIndex: [Int]
    private let treeCount: Int
    /// Layout parents and every node's children (measured nodes included, unlike the engine's).
    private let parents: [Int]
    private let childStart: [Int]
    private let childList: [Int]
    private let measurer: any TextMeasurer
    /// Per layout node: unrounded absolute origin, rounded frames, display.
    private var unroundedLeft: [Double]
    private var unroundedTop: [Double]
    private var frames: [Rect]
    private var absolute: [Rect]
    private var displayed: [Bool]
    /// Ancestors of laid-out nodes in the current pass: `pathStamp[k] == pass`.
    private var pathStamp: [Int]
    private var pass = 0
    /// Per layout node: the end of its subtree's range (layout nodes are in pre-order).
    private let subtreeEnd: [Int]
    /// Per layout node: how far its descendants reach, infinite off whole points (`Extent`).
    private var extents: [Extent]
    /// Offsets of moved subtrees not yet added to their nodes' origins and absolute frames.
    private var pending: PendingOffsets
    /// True when the scale is a whole number of pixels per point, which moves need.
    private let wholeScale: Bool

    /// Prepares `tree` for layout on `device` (nothing is laid out until `layout()`).
    public init(
        tree: NodeTree, on device: DeviceProfile, options: LayoutOptions = LayoutOptions(),
        measurer: any TextMeasurer = GlyphTextMeasurer()
    ) throws(LayoutError) {
        guard !tree.nodes.isEmpty else { throw LayoutError.emptyTree }
        let (layoutTree, mapping) = ScreenLayout.engineTree(for: tree, on: device, measurer: measurer)
        let engineOptions = ScreenLayout.engineOptions(options, on: device)
        let depth = try LayoutEngine.validate(layoutTree)
        if depth > engineOptions.maxDepth { throw LayoutError.tooDeep(depth: depth, limit: engineOptions.maxDepth) }
        let engine = FlexEngine(tree: layoutTree, options: engineOptions)
        let n = layoutTree.count
        engine.reuse = ReuseStore(nodes: n)
        box = EngineBox(engine)
        self.layoutTree = layoutTree
        self.engineOptions = engineOptions
        alignsByBaseline = (0..<n).contains { engine.isBaselineLayout($0) }
        availableWidth = Float(device.width)
        availableHeight = Float(device.height)
        stackBytes = LayoutEngine.stackReserveBytes + depth * LayoutEngine.stackBytesPerLevel
        order = mapping
        treeCount = tree.nodes.count
        var index = [Int](repeating: -1, count: tree.nodes.count)
        for (k, node) in mapping.enumerated() { index[node] = k }
        layoutIndex = index
        parents = layoutTree.parents
        var counts = [Int](repeating: 0, count: n + 1)
        for k in 1..<max(n, 1) { counts[parents[k] + 1] += 1 }
        for k in 0..<n { counts[k + 1] += counts[k] }
        var fill = counts
        var list = [Int](repeating: 0, count: max(n - 1, 0))
        for k in 1..<max(n, 1) {
            list[fill[parents[k]]] = k
            fill[parents[k]] += 1
        }
        childStart = counts
        childList = list
        for k in stride(from: n - 1, through: 0, by: -1) {
            let flag = engine.dependsOnHistory(k) || (counts[k]..<counts[k + 1]).contains { engine.reuse.historyDependent[list[$0]] }
            engine.reuse.historyDependent[k] = flag
        }
        self.measurer = measurer
        let unknown = Rect(x: .nan, y: .nan, width: .nan, height: .nan)
        unroundedLeft = [Double](repeating: .nan, count: n)
        unroundedTop = [Double](repeating: .nan, count: n)
        frames = [Rect](repeating: .zero, count: n)
        absolute = [Rect](repeating: unknown, count: n)
        displayed = [Bool](repeating: false, count: n)
        pathStamp = [Int](repeating: 0, count: n)
        var ends = [Int](repeating: 0, count: n)
        for k in stride(from: n - 1, through: 0, by: -1) {
            ends[k] = counts[k + 1] > counts[k] ? ends[list[counts[k + 1] - 1]] : k + 1
        }
        subtreeEnd = ends
        extents = (0..<n).map { counts[$0 + 1] > counts[$0] ? Extent(x: .infinity, y: .infinity) : Extent(x: 0, y: 0) }
        pending = PendingOffsets(count: n)
        let scale = Double(engineOptions.pointScaleFactor)
        wholeScale = scale >= 1 && scale <= 16 && scale.rounded() == scale
    }

    deinit { box.engine.deallocate() }

    /// Gives the node at `index` (of the session's tree) the style and text of `node`. Returns
    /// false when the session cannot follow the change (a label with children starts or stops
    /// being measured): lay the tree out with a new session then.
    public func update(_ node: Node, at index: Int) -> Bool {
        guard index >= 0 && index < layoutIndex.count else { return true }
        let k = layoutIndex[index]
        guard k >= 0 else { return true }
        let measure = ScreenLayout.measureFunction(for: node, measurer: measurer)
        guard box.engine.replaceStyle(k, style: node.style, measure: measure, hasChildren: childStart[k + 1] > childStart[k]) else {
            return false
        }
        layoutTree.replace(k, style: node.style, measure: measure)
        let (starts, list) = (childStart, childList)
        box.engine.updateHistoryDependence(from: k) { Array(list[starts[$0]..<starts[$0 + 1]]) }
        let p = parents[k]
        alignsByBaseline = alignsByBaseline || box.engine.isBaselineLayout(k) || (p >= 0 && box.engine.isBaselineLayout(p))
        return true
    }

    /// Lays the tree out, reusing what did not change, and returns the tree indices of the
    /// nodes whose absolute frame or display changed, in document order (every reachable node
    /// the first time). Throws when the tree is too deep for any thread's stack.
    public func layout() throws(LayoutError) -> [Int] {
        try calculate()
        return collectChanges(expandMoves: true).changed
    }

    /// Lays the tree out as `layout()` does, and returns what changed in two parts: the
    /// subtrees that only moved, each as one `SubtreeMove` (its root's descendants not
    /// listed), and the tree indices of the other nodes whose absolute frame or display
    /// changed, in document order (a moved subtree's root among them when it changed). Costs
    /// O(1) per moved subtree instead of O(its nodes).
    public func layoutMoves() throws(LayoutError) -> (changed: [Int], moved: [SubtreeMove]) {
        try calculate()
        return collectChanges(expandMoves: false)
    }

    private func calculate() throws(LayoutError) {
        if pass > 0 && alignsByBaseline {
            box.engine.deallocate()
            box.engine = FlexEngine(tree: layoutTree, options: engineOptions)
            box.engine.reuse = ReuseStore(nodes: layoutTree.count)
            box.engine.reuse.historyDependent.update(repeating: true)
        } else if pass > 0 {
            box.engine.beginPass()
        }
        pass += 1
        var engine = box.engine
        let width = availableWidth, height = availableHeight
        try LayoutEngine.runWithStack(bytes: stackBytes) {
            engine.calculateLayout(ownerWidth: width, ownerHeight: height)
        }
    }

    /// The absolute frame of the node at tree index `index` (zero when unreachable). O(log nodes).
    public func absoluteFrame(of index: Int) -> Rect {
        let k = layoutIndex[index]
        return k >= 0 ? pending.resolved(k, absolute[k]) : .zero
    }

    /// The whole layout, indexed like the tree's nodes, as `ScreenLayout.layout` returns it. O(nodes).
    public func result() -> LayoutResult {
        var result = LayoutResult(
            frames: [Rect](repeating: .zero, count: treeCount), absoluteFrames: [Rect](repeating: .zero, count: treeCount),
            isDisplayed: [Bool](repeating: false, count: treeCount))
        let offsets = pending.unresolved()
        for (k, index) in order.enumerated() {
            result.frames[index] = frames[k]
            var frame = absolute[k]
            if let offsets {
                if offsets[k].x != 0 { frame.x += offsets[k].x }
                if offsets[k].y != 0 { frame.y += offsets[k].y }
            }
            result.absoluteFrames[index] = frame
            result.isDisplayed[index] = displayed[k]
        }
        return result
    }

    /// Rounds the nodes laid out in this pass and those whose parent moved, as the engine's
    /// full rounding pass would, and lists the nodes whose frame or display changed.
    ///
    /// A moved node that is neither laid out in this pass nor above a node that is has the
    /// same layout inside it as before (only a laid-out node places its children), so when
    /// rounding provably commutes with its move (`movedSubtree`) its descendants are not
    /// rounded again: they get its offset as a pending one, and are listed (`expandMoves`)
    /// or returned as one `SubtreeMove`.
    ///
    /// The per-node arrays are taken out of the session for the walk and put back after it:
    /// a stored property of a class is checked for exclusive access at run time on every
    /// access, a local array is not (those checks were a tenth of a timeline's instructions).
    private func collectChanges(expandMoves: Bool) -> (changed: [Int], moved: [SubtreeMove]) {
        let engine = box.engine
        let touched = engine.reuse.touched
        let pass = self.pass
        let (parents, childStart, childList, order, subtreeEnd) = (
            self.parents, self.childStart, self.childList, self.order, self.subtreeEnd
        )
        var pathStamp: [Int] = [], unroundedLeft: [Double] = [], unroundedTop: [Double] = []
        var frames: [Rect] = [], absolute: [Rect] = [], displayed: [Bool] = []
        var pending = PendingOffsets(count: 0), extents: [Extent] = []
        swap(&pathStamp, &self.pathStamp)
        swap(&unroundedLeft, &self.unroundedLeft)
        swap(&unroundedTop, &self.unroundedTop)
        swap(&frames, &self.frames)
        swap(&absolute, &self.absolute)
        swap(&displayed, &self.displayed)
        swap(&pending, &self.pending)
        swap(&extents, &self.extents)
        defer {
            swap(&pathStamp, &self.pathStamp)
            swap(&unroundedLeft, &self.unroundedLeft)
            swap(&unroundedTop, &self.unroundedTop)
            swap(&frames, &self.frames)
            swap(&absolute, &self.absolute)
            swap(&displayed, &self.displayed)
            swap(&pending, &self.pending)
            swap(&extents, &self.extents)
        }
        for i in 0..<engine.reuse.touchedCount {
            var p = parents[touched[i]]
            while p >= 0 && pathStamp[p] != pass {
                pathStamp[p] = pass
                p = parents[p]
            }
        }
        var changed: [Int] = []
        var moved: [SubtreeMove] = []
        // Nodes above a laid-out node, as visited: their extents are measured again after the walk.
        var abovePath: [Int] = []
        var stack: [(node: Int, forced: Bool)] = [(0, true)]
        while let (k, forced) = stack.popLast() {
            let onPath = pathStamp[k] == pass
            guard forced || onPath || engine.layouts[k].laidOutGeneration == engine.generation else { continue }
            if onPath { abovePath.append(k) }
            let p = parents[k]
            // A parent is visited before its children, so its values hold no pending offset.
            let rounded = engine.roundedLayout(k, parentLeft: p >= 0 ? unroundedLeft[p] : 0, parentTop: p >= 0 ? unroundedTop[p] : 0)
            let frame = Rect(
                x: Self.finite(rounded.left), y: Self.finite(rounded.top),
                width: Self.finite(rounded.width), height: Self.finite(rounded.height))
            let frameInRoot =
                p >= 0
                ? Rect(x: absolute[p].x + frame.x, y: absolute[p].y + frame.y, width: frame.width, height: frame.height) : frame
            let shown = (p >= 0 ? displayed[p] : true) && engine.styles[k].display != .none
            pending.resolve(k, &unroundedLeft[k], &unroundedTop[k], &absolute[k])
            let (oldLeft, oldTop, oldFrame) = (unroundedLeft[k], unroundedTop[k], absolute[k])
            let originMoved = !Self.same(rounded.absoluteLeft, oldLeft) || !Self.same(rounded.absoluteTop, oldTop)
            let changes = frameInRoot != oldFrame || shown != displayed[k]
            let wasShown = displayed[k]
            unroundedLeft[k] = rounded.absoluteLeft
            unroundedTop[k] = rounded.absoluteTop
            frames[k] = frame
            absolute[k] = frameInRoot
            displayed[k] = shown
            if changes { changed.append(order[k]) }
            let forceChildren = originMoved || changes
            if forceChildren, !onPath, shown == wasShown,
                let dx = movedSubtree(
                    extent: extents[k].x, from: (oldLeft, oldFrame.x), to: (rounded.absoluteLeft, frameInRoot.x)),
                let dy = movedSubtree(
                    extent: extents[k].y, from: (oldTop, oldFrame.y), to: (rounded.absoluteTop, frameInRoot.y)),
                dx != 0 || dy != 0
            {
                // The root moves with them when its own size is what it was and whole points
                // along the move (so that snapping its moved frame keeps the size too); it keeps
                // its old origins then, the offset pending on it as well, so that a run of
                // moved siblings is one range.
                let withRoot =
                    frameInRoot.width == oldFrame.width && frameInRoot.height == oldFrame.height
                    && Self.isWhole(frameInRoot.width, along: dx) && Self.isWhole(frameInRoot.height, along: dy)
                if withRoot || subtreeEnd[k] > k + 1 {
                    if withRoot {
                        (unroundedLeft[k], unroundedTop[k], absolute[k]) = (oldLeft, oldTop, oldFrame)
                        pending.add(k..<subtreeEnd[k], dx, dy)
                    } else {
                        pending.add(k + 1..<subtreeEnd[k], dx, dy)
                    }
                    if expandMoves {
                        changed.append(contentsOf: order[k + 1..<subtreeEnd[k]])
                    } else {
                        if withRoot { changed.removeLast() }
                        moved.append(SubtreeMove(root: order[k], dx: dx, dy: dy, withRoot: withRoot))
                    }
                    continue
                }
            }
            for c in stride(from: childStart[k + 1] - 1, through: childStart[k], by: -1) {
                stack.append((childList[c], forceChildren))
            }
        }
        // Children come after their parents in the walk: measured from the leaves up. A node
        // not above a laid-out node has the descendants it had, and so its extent.
        for k in abovePath.reversed() {
            var extent = Extent(x: 0, y: 0)
            for c in childStart[k]..<childStart[k + 1] {
                let child = childList[c]
                let l = engine.layouts[child]
                extent.x = max(extent.x, Self.reach(l.position.left, l.width, extents[child].x))
                extent.y = max(extent.y, Self.reach(l.position.top, l.height, extents[child].y))
            }
            extents[k] = extent
        }
        pending.flush()
        return (changed, moved)
    }

    /// True when a moved node's size along an axis it moves on (`offset` not 0) is whole points.
    private static func isWhole(_ size: Double, along offset: Double) -> Bool {
        offset == 0 || (size.rounded() == size && abs(size) < 0x1p22)
    }

    /// How far a subtree's descendants reach from its root's origin along one axis (an upper
    /// bound), or infinity when one of them is placed or sized off whole points.
    private struct Extent {
        var x: Double
        var y: Double
    }

    /// The reach through a child at `position` of `size`, whose own descendants reach
    /// `inner` from it: infinity unless both are whole points well within `Float`'s exact integers.
    private static func reach(_ position: Float, _ size: Float, _ inner: Double) -> Double {
        guard position.rounded() == position, size.rounded() == size, abs(position) < 0x1p22, abs(size) < 0x1p22 else {
            return .infinity
        }
        return Double(abs(position)) + max(Double(abs(size)), inner)
    }

    /// The offset by which every descendant of a node moves along one axis, when the node's
    /// unrounded origin moved from `from.unrounded` to `to.unrounded` and its rounded
    /// absolute origin from `from.rounded` to `to.rounded`, nothing inside it laid out again;
    /// nil when rounding its descendants again could give anything else.
    ///
    /// Unchanged origins (bit for bit) give the descendants the same inputs, so the same
    /// results: 0. Otherwise the move must be exact. Each descendant's unrounded origin is
    /// the root's plus its ancestors' `Float` positions, its rounded one the root's plus
    /// their rounded positions, its size the difference of its rounded edges, each edge
    /// rounded by `roundValueToPixelGrid` (scaled, its fraction taken, unscaled to `Float`).
    /// When the scale is a whole number, the root's origins are whole points before and
    /// after, every descendant is placed and sized in whole points (`extent` finite) and all
    /// of these stay below 2^23 in magnitude, every one of those values is an integer that
    /// `Double` and `Float` hold exactly: every sum is exact, every scaled edge has no
    /// fraction, so rounding keeps it, and the unscaled edge is the point value again. Each
    /// descendant's origins then move by exactly the root's move, its relative frame and
    /// size are what they were; the two origins must move alike to be one offset.
    private func movedSubtree(extent: Double, from: (unrounded: Double, rounded: Double), to: (unrounded: Double, rounded: Double))
        -> Double?
    {
        if from.unrounded.bitPattern == to.unrounded.bitPattern && from.rounded.bitPattern == to.rounded.bitPattern { return 0 }
        guard wholeScale, extent < 0x1p22 else { return nil }
        let limit = 0x1p23 - extent
        for value in [from.unrounded, from.rounded, to.unrounded, to.rounded] {
            guard value.rounded() == value, abs(value) < limit else { return nil }
        }
        let offset = to.unrounded - from.unrounded
        return offset == to.rounded - from.rounded ? offset : nil
    }

    private static func finite(_ value: Float) -> Double { value.isFinite ? Double(value) : 0 }

    private static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
}

/// The descendants of a node, and the node itself when `withRoot`, that all moved by one
/// offset between two layouts of a session: each one's absolute frame by exactly (`dx`,
/// `dy`) points, its size and display unchanged. The offsets are whole points, and along an
/// axis with an offset the moved frames' origins are whole points before and after (so are
/// the sizes of the moved nodes' frames along it): snapping a moved frame to a grid of a
/// whole number of pixels per point moves the snapped frame by exactly the offset.
public struct SubtreeMove: Sendable, Hashable {
    /// The tree index of the subtree's root.
    public var root: Int
    public var dx: Double
    public var dy: Double
    /// True when the root moved with its descendants (it is then not listed as changed);
    /// false when it changed otherwise, or moved without a whole-point size.
    public var withRoot: Bool

    public init(root: Int, dx: Double, dy: Double, withRoot: Bool = false) {
        self.root = root
        self.dx = dx
        self.dy = dy
        self.withRoot = withRoot
    }
}

/// Offsets added to ranges of a session's layout nodes since each node's values were last
/// written, resolved when they are read: a Fenwick tree over the differences gives one
/// node's total offset in O(log nodes), the differences themselves every node's in O(nodes).
/// The offsets are whole points (see `LayoutSession.movedSubtree`), so every sum is exact.
private struct PendingOffsets {
    private var tree: [(x: Double, y: Double)]
    private var differences: [(x: Double, y: Double)]
    /// Per node: the total offset when its values were last written.
    private var stamps: [(x: Double, y: Double)]
    private var isEmpty = true
    /// The range last added, not yet in the tree: a range added right after it with the
    /// same offset joins it (moved siblings in a row), so a run of them costs one update.
    private var open: (range: Range<Int>, dx: Double, dy: Double)?

    init(count: Int) {
        tree = Array(repeating: (0, 0), count: count + 1)
        differences = Array(repeating: (0, 0), count: count + 1)
        stamps = Array(repeating: (0, 0), count: count)
    }

    /// Adds (`dx`, `dy`) to the nodes of `range`, none of which is read before `flush()`.
    /// O(log nodes).
    mutating func add(_ range: Range<Int>, _ dx: Double, _ dy: Double) {
        isEmpty = false
        if let last = open, last.range.upperBound == range.lowerBound, last.dx == dx, last.dy == dy {
            open?.range = last.range.lowerBound..<range.upperBound
            return
        }
        flush()
        open = (range, dx, dy)
    }

    /// Adds the range last added to the tree.
    mutating func flush() {
        guard let (range, dx, dy) = open else { return }
        open = nil
        add(at: range.lowerBound, dx, dy)
        add(at: range.upperBound, -dx, -dy)
    }

    private mutating func add(at position: Int, _ dx: Double, _ dy: Double) {
        differences[position].x += dx
        differences[position].y += dy
        var i = position + 1
        while i < tree.count {
            tree[i].x += dx
            tree[i].y += dy
            i += i & -i
        }
    }

    /// The total offset of node `k`. O(log nodes).
    private func total(_ k: Int) -> (x: Double, y: Double) {
        var i = k + 1
        var sum: (x: Double, y: Double) = (0, 0)
        while i > 0 {
            sum.x += tree[i].x
            sum.y += tree[i].y
            i -= i & -i
        }
        return sum
    }

    /// Adds to node `k`'s values the offsets added since they were written, which makes them current.
    mutating func resolve(_ k: Int, _ left: inout Double, _ top: inout Double, _ frame: inout Rect) {
        guard !isEmpty else { return }
        let now = total(k)
        let (dx, dy) = (now.x - stamps[k].x, now.y - stamps[k].y)
        // Only a real offset is added: adding 0 would turn a -0 into 0.
        if dx != 0 {
            left += dx
            frame.x += dx
        }
        if dy != 0 {
            top += dy
            frame.y += dy
        }
        stamps[k] = now
    }

    /// Node `k`'s `frame` with the offsets added since it was written.
    func resolved(_ k: Int, _ frame: Rect) -> Rect {
        guard !isEmpty else { return frame }
        let now = total(k)
        var frame = frame
        if now.x != stamps[k].x { frame.x += now.x - stamps[k].x }
        if now.y != stamps[k].y { frame.y += now.y - stamps[k].y }
        return frame
    }

    /// Every node's offset added since its values were written; nil when there are none. O(nodes).
    func unresolved() -> [(x: Double, y: Double)]? {
        guard !isEmpty else { return nil }
        var sum: (x: Double, y: Double) = (0, 0)
        return stamps.indices.map { k in
            sum.x += differences[k].x
            sum.y += differences[k].y
            return (sum.x - stamps[k].x, sum.y - stamps[k].y)
        }
    }
}

/// The session's engine, shared with the thread its passes run on (one pass at a time).
private final class EngineBox: @unchecked Sendable {
    var engine: FlexEngine

    init(_ engine: FlexEngine) { self.engine = engine }
}
