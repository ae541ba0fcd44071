/// A screen's tree kept laid out while it changes: after the first layout, only what changed
/// is laid out again (as Yoga's dirty flags and cache reuse across layouts), so a timeline of many
/// small changes costs what changes, not the whole tree per frame.
///
/// `update(_:at:)` gives a node its new style and marks it and its ancestors dirty; `layout()`
/// lays the tree out again, entering only dirty nodes and clean subtrees whose constraints
/// changed (`ReuseStore` says why a reused result is what a full layout would compute), and
/// rounds to the pixel grid only the nodes laid out and those whose origin moved. It returns
/// the nodes whose absolute frame or display changed, in document order. Results equal those
/// of `ScreenLayout.layout` of the same tree, frame for frame.
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
        return collectChanges()
    }

    /// The absolute frame of the node at tree index `index` (zero when unreachable).
    public func absoluteFrame(of index: Int) -> Rect {
        let k = layoutIndex[index]
        return k >= 0 ? absolute[k] : .zero
    }

    /// The whole layout, indexed like the tree's nodes, as `ScreenLayout.layout` returns it. O(nodes).
    public func result() -> LayoutResult {
        var result = LayoutResult(
            frames: [Rect](repeating: .zero, count: treeCount), absoluteFrames: [Rect](repeating: .zero, count: treeCount),
            isDisplayed: [Bool](repeating: false, count: treeCount))
        for (k, index) in order.enumerated() {
            result.frames[index] = frames[k]
            result.absoluteFrames[index] = absolute[k]
            result.isDisplayed[index] = displayed[k]
        }
        return result
    }

    /// Rounds the nodes laid out in this pass and those whose parent moved, as the engine's
    /// full rounding pass would, and lists the nodes whose frame or display changed.
    ///
    /// The per-node arrays are taken out of the session for the walk and put back after it:
    /// a stored property of a class is checked for exclusive access at run time on every
    /// access, a local array is not (those checks were a tenth of a timeline's instructions).
    private func collectChanges() -> [Int] {
        let engine = box.engine
        let touched = engine.reuse.touched
        let pass = self.pass
        let (parents, childStart, childList, order) = (self.parents, self.childStart, self.childList, self.order)
        var pathStamp: [Int] = [], unroundedLeft: [Double] = [], unroundedTop: [Double] = []
        var frames: [Rect] = [], absolute: [Rect] = [], displayed: [Bool] = []
        swap(&pathStamp, &self.pathStamp)
        swap(&unroundedLeft, &self.unroundedLeft)
        swap(&unroundedTop, &self.unroundedTop)
        swap(&frames, &self.frames)
        swap(&absolute, &self.absolute)
        swap(&displayed, &self.displayed)
        defer {
            swap(&pathStamp, &self.pathStamp)
            swap(&unroundedLeft, &self.unroundedLeft)
            swap(&unroundedTop, &self.unroundedTop)
            swap(&frames, &self.frames)
            swap(&absolute, &self.absolute)
            swap(&displayed, &self.displayed)
        }
        for i in 0..<engine.reuse.touchedCount {
            var p = parents[touched[i]]
            while p >= 0 && pathStamp[p] != pass {
                pathStamp[p] = pass
                p = parents[p]
            }
        }
        var changed: [Int] = []
        var stack: [(node: Int, forced: Bool)] = [(0, true)]
        while let (k, forced) = stack.popLast() {
            guard forced || pathStamp[k] == pass || engine.layouts[k].laidOutGeneration == engine.generation else { continue }
            let p = parents[k]
            let rounded = engine.roundedLayout(k, parentLeft: p >= 0 ? unroundedLeft[p] : 0, parentTop: p >= 0 ? unroundedTop[p] : 0)
            let frame = Rect(
                x: Self.finite(rounded.left), y: Self.finite(rounded.top),
                width: Self.finite(rounded.width), height: Self.finite(rounded.height))
            let frameInRoot =
                p >= 0
                ? Rect(x: absolute[p].x + frame.x, y: absolute[p].y + frame.y, width: frame.width, height: frame.height) : frame
            let shown = (p >= 0 ? displayed[p] : true) && engine.styles[k].display != .none
            let originMoved = !Self.same(rounded.absoluteLeft, unroundedLeft[k]) || !Self.same(rounded.absoluteTop, unroundedTop[k])
            let changes = frameInRoot != absolute[k] || shown != displayed[k]
            unroundedLeft[k] = rounded.absoluteLeft
            unroundedTop[k] = rounded.absoluteTop
            frames[k] = frame
            absolute[k] = frameInRoot
            displayed[k] = shown
            if changes { changed.append(order[k]) }
            let forceChildren = originMoved || changes
            for c in stride(from: childStart[k + 1] - 1, through: childStart[k], by: -1) {
                stack.append((childList[c], forceChildren))
            }
        }
        return changed
    }

    private static func finite(_ value: Float) -> Double { value.isFinite ? Double(value) : 0 }

    private static func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
}

/// The session's engine, shared with the thread its passes run on (one pass at a time).
private final class EngineBox: @unchecked Sendable {
    var engine: FlexEngine

    init(_ engine: FlexEngine) { self.engine = engine }
}
