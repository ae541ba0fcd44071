/// One remembered result of laying a node out under given constraints (Yoga's `CachedMeasurement`).
struct CacheEntry: Sendable {
    var availableWidth: Float = -1
    var availableHeight: Float = -1
    var widthMode: SizingMode = .maxContent
    var heightMode: SizingMode = .maxContent
    var computedWidth: Float = -1
    var computedHeight: Float = -1
    /// The owner size the entry was computed in; only entries carried over from an earlier
    /// pass compare it (`FlexReuse`), so a pass on its own behaves exactly like Yoga.
    var ownerWidth: Float = .nan
    var ownerHeight: Float = .nan
}

/// Per-node layout state (Yoga's `LayoutResults`), stored contiguously.
struct NodeLayout: Sendable {
    var position = EdgeFloats()
    var padding = EdgeFloats()
    var border = EdgeFloats()
    var measuredWidth: Float = .nan
    var measuredHeight: Float = .nan
    var width: Float = .nan
    var height: Float = .nan
    var computedFlexBasis: Float = .nan
    /// The pass `computedFlexBasis` was set in; a basis from an earlier pass is not computed.
    var flexBasisGeneration = 0
    var lineIndex: Int = 0
    var hadOverflow = false
    /// The pass of the node's latest visit; a node whose generation is not the engine's has
    /// not been visited in this pass yet (Yoga's generation count).
    var generation = 0
    /// The pass in which the node was last laid out (not only measured); see `FlexReuse`.
    var laidOutGeneration = 0
    /// True when the node's inputs changed since its last visit (Yoga's dirty flag); results of
    /// a clean node's earlier passes may be reused. Every node starts dirty.
    var isDirty = true
    var cachedLayout = CacheEntry()
    var nextCachedMeasurementsIndex: Int = 0
    /// The width adaptive minimum heights resolve against, NaN while unknown.
    var knownWidth: Float = .nan
}

/// Yoga's flexbox algorithm over contiguous node records.
///
/// All per-node storage lives in manually managed buffers, so the engine is a plain struct
/// of pointers: passing or copying it never touches reference counts, and the hot path
/// allocates nothing. Children are a CSR list (`childStart`/`childEnd` into `childList`);
/// flex lines use one shared scratch stack (`lineItems`, capacity = node count, enough because
/// the lines being laid out at any moment hold disjoint sets of children).
/// Call `deallocate()` exactly once when done.
/// The engine's state: pointers into a pooled `LayoutWorkspace` and the run's settings.
/// Buffer pointers with their counts, never bare pointers: every subscript is checked against
/// the count in debug builds (the tests run those), and release builds read without checks.
struct EngineState {
    var styles: UnsafeMutableBufferPointer<FlexStyle>
    var adaptive: UnsafeMutableBufferPointer<AdaptiveRules>
    var parent: UnsafeMutableBufferPointer<Int>
    var childStart: UnsafeMutableBufferPointer<Int>
    var childEnd: UnsafeMutableBufferPointer<Int>
    var childList: UnsafeMutableBufferPointer<Int>
    var measures: UnsafeMutableBufferPointer<MeasureFunction?>
    var layouts: UnsafeMutableBufferPointer<NodeLayout>
    var measureCache: UnsafeMutableBufferPointer<CacheEntry>
    var lineItems: UnsafeMutableBufferPointer<Int>
    var lineItemCount: Int
    var extraPadding: UnsafeMutableBufferPointer<EdgeFloats>
    var pointScaleFactor: Float
    var screenHeight: Double
    /// The root's direction when its style inherits: right to left for a right-to-left locale.
    var rootRTL: Bool
    /// Held unmanaged so the state has no reference to count.
    var workspace: Unmanaged<LayoutWorkspace>
    /// The current pass and the results kept across passes (`FlexReuse`).
    var generation = 1
    var reuse = ReuseStore()
}

struct FlexEngine {
    static let maxCachedMeasurements = 8

    /// The one stored property: passing the engine (its methods' `self`) copies one word, and
    /// every recursion level's frame stays small.
    let state: UnsafeMutablePointer<EngineState>

    @inline(__always) var styles: UnsafeMutableBufferPointer<FlexStyle> { state.pointee.styles }
    /// Adaptive sizes of the nodes whose style has `hasAdaptive`; empty when none do.
    @inline(__always) var adaptive: UnsafeMutableBufferPointer<AdaptiveRules> { state.pointee.adaptive }
    @inline(__always) var parent: UnsafeMutableBufferPointer<Int> { state.pointee.parent }
    @inline(__always) var childStart: UnsafeMutableBufferPointer<Int> { state.pointee.childStart }
    @inline(__always) var childEnd: UnsafeMutableBufferPointer<Int> { state.pointee.childEnd }
    @inline(__always) var childList: UnsafeMutableBufferPointer<Int> { state.pointee.childList }
    @inline(__always) var measures: UnsafeMutableBufferPointer<MeasureFunction?> { state.pointee.measures }
    @inline(__always) var layouts: UnsafeMutableBufferPointer<NodeLayout> { state.pointee.layouts }
    @inline(__always) var measureCache: UnsafeMutableBufferPointer<CacheEntry> { state.pointee.measureCache }
    @inline(__always) var lineItems: UnsafeMutableBufferPointer<Int> { state.pointee.lineItems }
    @inline(__always) var lineItemCount: Int {
        get { state.pointee.lineItemCount }
        nonmutating set { state.pointee.lineItemCount = newValue }
    }
    /// Points added to the resolved padding per node (safe areas); empty when none.
    @inline(__always) var extraPadding: UnsafeMutableBufferPointer<EdgeFloats> { state.pointee.extraPadding }
    @inline(__always) var pointScaleFactor: Float { state.pointee.pointScaleFactor }
    @inline(__always) var screenHeight: Double { state.pointee.screenHeight }
    /// The current pass (Yoga's generation count); a one-shot layout has only pass 1.
    @inline(__always) var generation: Int {
        get { state.pointee.generation }
        nonmutating _modify { yield &state.pointee.generation }
    }
    /// Results kept across passes; empty (disabled) for a one-shot layout.
    @inline(__always) var reuse: ReuseStore {
        get { state.pointee.reuse }
        nonmutating _modify { yield &state.pointee.reuse }
    }

    /// Buffers for `tree` from a pooled `LayoutWorkspace`: styles copied as converted when the
    /// nodes were added, children as a CSR list, fresh layouts. O(nodes), no allocation once
    /// the pool holds a workspace big enough.
    init(tree: LayoutTree, options: LayoutOptions) {
        let n = tree.count
        let workspace = LayoutWorkspace.take(count: n)
        func slice<T>(_ buffer: UnsafeMutableBufferPointer<T>, _ count: Int) -> UnsafeMutableBufferPointer<T> {
            UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
        }
        let styles = slice(workspace.styles, n)
        _ = tree.styles.withUnsafeBufferPointer { styles.update(fromContentsOf: $0) }
        // Every node whose style has `hasAdaptive` reads its entry of the table.
        assert(tree.adaptive.isEmpty ? !tree.styles.contains { $0.hasAdaptive } : tree.adaptive.count == n)
        let adaptive = slice(workspace.adaptive, tree.adaptive.count)
        _ = adaptive.initialize(fromContentsOf: tree.adaptive)
        let parent = slice(workspace.parent, n)
        _ = tree.parents.withUnsafeBufferPointer { parent.update(fromContentsOf: $0) }
        let measures = slice(workspace.measures, n)
        _ = measures.initialize(fromContentsOf: tree.measures)
        // Counting sort of nodes by parent: children stay in index (= insertion) order.
        let starts = slice(workspace.childStart, n + 1)
        starts.update(repeating: 0)
        for i in 1..<max(n, 1) where parent[i] >= 0 { starts[parent[i] + 1] += 1 }
        for i in 0..<n { starts[i + 1] += starts[i] }
        let childStart = slice(workspace.childStart, n)
        let childEnd = slice(workspace.childEnd, n)
        _ = childEnd.update(fromContentsOf: childStart)
        let childList = slice(workspace.childList, max(n - 1, 0))
        for i in 1..<max(n, 1) where parent[i] >= 0 {
            childList[childEnd[parent[i]]] = i
            childEnd[parent[i]] += 1
        }
        // Nodes with measure functions are leaves.
        for i in 0..<n where styles[i].hasMeasure { childEnd[i] = childStart[i] }
        // Directions are inherited: parents precede children, so one pass resolves them.
        for i in 0..<n {
            let own = styles[i].direction
            styles[i].isRTL = own == .inherit ? (parent[i] >= 0 ? styles[parent[i]].isRTL : options.rightToLeft) : own == .rtl
        }
        let layouts = slice(workspace.layouts, n)
        layouts.update(repeating: NodeLayout())
        let extraPadding = slice(workspace.extraPadding, tree.extraPadding.isEmpty ? 0 : n)
        for i in extraPadding.indices {
            let e = i < tree.extraPadding.count ? tree.extraPadding[i] : Insets()
            extraPadding[i] = EdgeFloats(left: Float(e.left), top: Float(e.top), right: Float(e.right), bottom: Float(e.bottom))
        }
        state = workspace.state
        state.initialize(
            to: EngineState(
                styles: styles, adaptive: adaptive, parent: parent, childStart: childStart, childEnd: childEnd,
                childList: childList, measures: measures, layouts: layouts,
                measureCache: slice(workspace.measureCache, n * FlexEngine.maxCachedMeasurements),
                lineItems: slice(workspace.lineItems, n), lineItemCount: 0, extraPadding: extraPadding,
                pointScaleFactor: Float(options.pointScaleFactor), screenHeight: options.screenHeight,
                rootRTL: options.rightToLeft,
                workspace: Unmanaged.passRetained(workspace)))
    }

    /// Releases what the buffers reference and returns them to the pool; the engine must not
    /// be used afterwards.
    func deallocate() {
        measures.deinitialize()
        adaptive.deinitialize()
        reuse.deallocate()
        let workspace = state.pointee.workspace.takeRetainedValue()
        state.deinitialize(count: 1)
        LayoutWorkspace.giveBack(workspace)
    }

    // MARK: Style helpers (Yoga's Style/Node accessors)

    // Edges are resolved in a direction, `rtl`, as Yoga passes one: a node's own direction
    // in its own layout, the parent's where the parent's algorithm reads a child's style.

    @inline(__always) func isRoot(_ node: Int) -> Bool { parent[node] < 0 }
    @inline(__always) func childCount(_ node: Int) -> Int { childEnd[node] - childStart[node] }
    /// The node's resolved direction is right to left.
    @inline(__always) func isRTL(_ node: Int) -> Bool { styles[node].isRTL }

    /// The direction a node inherits from its parent (the root's from the options).
    func resolvedRTL(_ own: Direction, parentOf node: Int) -> Bool {
        if own != .inherit { return own == .rtl }
        return parent[node] >= 0 ? styles[parent[node]].isRTL : state.pointee.rootRTL
    }

    @inline(__always) func margin(_ node: Int, _ edge: PhysicalEdge, _ rtl: Bool, _ widthSize: Float) -> Float {
        let v = styles[node].margin[edge, rtl].resolve(widthSize)
        return v.isNaN ? 0 : v
    }

    @inline(__always) func padding(_ node: Int, _ edge: PhysicalEdge, _ rtl: Bool, _ widthSize: Float) -> Float {
        let base = maxOrDefined(styles[node].padding[edge, rtl].resolve(widthSize), 0)
        return extraPadding.isEmpty ? base : base + extraPadding[node][edge]
    }

    @inline(__always) func border(_ node: Int, _ edge: PhysicalEdge, _ rtl: Bool) -> Float {
        maxOrDefined(styles[node].border[edge, rtl].resolve(0), 0)
    }

    @inline(__always) func insetValue(_ node: Int, _ edge: PhysicalEdge, _ rtl: Bool, _ axisSize: Float) -> Float {
        let v = styles[node].position[edge, rtl].resolve(axisSize)
        return v.isNaN ? 0 : v
    }

    /// The margins on both ends of `axis`; the sum is taken in LTR, as Yoga's `computeMarginForAxis`.
    @inline(__always) func marginForAxis(_ node: Int, _ axis: FlexDirection, _ widthSize: Float) -> Float {
        if !styles[node].hasMargin { return 0 }
        return axis.isRow
            ? margin(node, .left, false, widthSize) + margin(node, .right, false, widthSize)
            : margin(node, .top, false, widthSize) + margin(node, .bottom, false, widthSize)
    }

    @inline(__always) func paddingAndBorder(_ node: Int, _ edge: PhysicalEdge, _ rtl: Bool, _ widthSize: Float) -> Float {
        padding(node, edge, rtl, widthSize) + border(node, edge, rtl)
    }

    @inline(__always) func paddingAndBorderForAxis(_ node: Int, _ axis: FlexDirection, _ rtl: Bool, _ widthSize: Float) -> Float {
        if !styles[node].hasPaddingOrBorder && extraPadding.isEmpty { return 0 }
        return axis.isRow
            ? paddingAndBorder(node, .left, rtl, widthSize) + paddingAndBorder(node, .right, rtl, widthSize)
            : paddingAndBorder(node, .top, rtl, widthSize) + paddingAndBorder(node, .bottom, rtl, widthSize)
    }

    /// The borders on both ends of `axis`, in LTR as Yoga's `computeBorderForAxis`.
    @inline(__always) func borderForAxis(_ node: Int, _ axis: FlexDirection) -> Float {
        axis.isRow ? border(node, .left, false) + border(node, .right, false) : border(node, .top, false) + border(node, .bottom, false)
    }

    @inline(__always) func gapForAxis(_ node: Int, _ axis: FlexDirection, _ ownerSize: Float) -> Float {
        let gap = axis.isRow ? styles[node].columnGap : styles[node].rowGap
        return maxOrDefined(gap.resolve(ownerSize), 0)
    }

    @inline(__always) func marginIsAuto(_ node: Int, _ edge: PhysicalEdge, _ rtl: Bool) -> Bool {
        styles[node].margin[edge, rtl].isAuto
    }

    /// The processed width or height resolved against `reference`; adaptive widths use the
    /// containing block's width.
    @inline(__always) func resolvedDimension(_ node: Int, isWidth: Bool, _ reference: Float) -> Float {
        if isWidth {
            if styles[node].hasAdaptive, let rule = adaptive[node].width {
                return reference.isNaN ? .nan : Float(rule.resolve(width: Double(reference), screenHeight: screenHeight))
            }
            return styles[node].width.resolve(reference)
        }
        return styles[node].height.resolve(reference)
    }

    @inline(__always) func hasDefiniteLength(_ node: Int, isWidth: Bool, _ ownerSize: Float) -> Bool {
        let v = resolvedDimension(node, isWidth: isWidth, ownerSize)
        return !v.isNaN && v >= 0
    }

    @inline(__always) func resolvedMin(_ node: Int, isWidth: Bool, _ reference: Float) -> Float {
        if isWidth { return styles[node].minWidth.resolve(reference) }
        if styles[node].hasAdaptive, let rule = adaptive[node].minHeight {
            // A width from an earlier pass is not known in this one.
            let w = layouts[node].generation == generation ? layouts[node].knownWidth : .nan
            return w.isNaN ? .nan : Float(rule.resolve(width: Double(w), screenHeight: screenHeight))
        }
        return styles[node].minHeight.resolve(reference)
    }

    @inline(__always) func resolvedMax(_ node: Int, isWidth: Bool, _ reference: Float) -> Float {
        isWidth ? styles[node].maxWidth.resolve(reference) : styles[node].maxHeight.resolve(reference)
    }

    func boundAxisWithinMinAndMax(_ node: Int, _ axis: FlexDirection, _ value: Float, _ axisSize: Float) -> Float {
        // Undefined bounds bound nothing.
        if !styles[node].hasMinOrMax && !styles[node].hasAdaptive { return value }
        let minV = resolvedMin(node, isWidth: axis.isRow, axisSize)
        let maxV = resolvedMax(node, isWidth: axis.isRow, axisSize)
        if maxV >= 0 && value > maxV { return maxV }
        if minV >= 0 && value < minV { return minV }
        return value
    }

    /// Clamps to min/max and never below padding + border (Yoga's `boundAxis`), the padding
    /// and border resolved in direction `rtl`.
    /// Inlined for the common node without bounds, padding or border, where only the floor of
    /// 0 is left; the others take `boundAxisResolving`.
    @inline(__always)
    func boundAxis(_ node: Int, _ axis: FlexDirection, _ rtl: Bool, _ value: Float, _ axisSize: Float, _ widthSize: Float) -> Float {
        if !styles[node].hasMinOrMax && !styles[node].hasAdaptive && !styles[node].hasPaddingOrBorder && extraPadding.isEmpty {
            return maxOrDefined(value, 0)
        }
        return boundAxisResolving(node, axis, rtl, value, axisSize, widthSize)
    }

    @inline(never)
    func boundAxisResolving(_ node: Int, _ axis: FlexDirection, _ rtl: Bool, _ value: Float, _ axisSize: Float, _ widthSize: Float) -> Float
    {
        maxOrDefined(boundAxisWithinMinAndMax(node, axis, value, axisSize), paddingAndBorderForAxis(node, axis, rtl, widthSize))
    }

    // Style fields are read one by one (`styles[node].x`), never as a whole `FlexStyle` copy:
    // a copy is a memcpy of the whole style.

    func resolveFlexGrow(_ node: Int) -> Float {
        if isRoot(node) { return 0 }
        let grow = styles[node].flexGrow
        if !grow.isNaN { return grow }
        let flex = styles[node].flex
        if !flex.isNaN && flex > 0 { return flex }
        return 0
    }

    func resolveFlexShrink(_ node: Int) -> Float {
        if isRoot(node) { return 0 }
        let shrink = styles[node].flexShrink
        if !shrink.isNaN { return shrink }
        let flex = styles[node].flex
        if !flex.isNaN && flex < 0 { return -flex }
        return 0
    }

    func isNodeFlexible(_ node: Int) -> Bool {
        styles[node].positionType != .absolute && (resolveFlexGrow(node) != 0 || resolveFlexShrink(node) != 0)
    }

    /// The flex basis as a length (Yoga's `processFlexBasis` + resolve).
    func resolveFlexBasis(_ node: Int, _ reference: Float) -> Float {
        let basis = styles[node].flexBasis
        switch basis {
        case .points, .percent: return basis.resolve(reference)
        case .auto, .undefined:
            let flex = styles[node].flex
            if !flex.isNaN && flex > 0 { return 0 }
            return .nan
        }
    }

    func resolveChildAlignment(_ node: Int, _ child: Int) -> Align {
        let a = styles[child].alignSelf == .auto ? styles[node].alignItems : styles[child].alignSelf
        if a == .baseline && styles[node].flexDirection.isColumn { return .flexStart }
        return a
    }

    // MARK: Layout accessors

    @inline(__always) func measured(_ node: Int, _ axis: FlexDirection) -> Float {
        axis.isRow ? layouts[node].measuredWidth : layouts[node].measuredHeight
    }

    @inline(__always) mutating func setMeasured(_ node: Int, _ axis: FlexDirection, _ value: Float) {
        if axis.isRow {
            layouts[node].measuredWidth = value
            layouts[node].knownWidth = value
        } else {
            layouts[node].measuredHeight = value
        }
    }

    @inline(__always) func dimensionWithMargin(_ node: Int, _ axis: FlexDirection, _ widthSize: Float) -> Float {
        measured(node, axis) + marginForAxis(node, axis, widthSize)
    }

    @inline(__always) func isLayoutDimensionDefined(_ node: Int, _ axis: FlexDirection) -> Bool {
        let v = measured(node, axis)
        return !v.isNaN && v >= 0
    }

    // MARK: Aspect ratio and adaptive heights

    /// True when one of the node's sizes follows from the other (aspectRatio or adaptive height).
    @inline(__always) func hasRatio(_ node: Int) -> Bool {
        !styles[node].aspectRatio.isNaN || (styles[node].hasAdaptive && adaptive[node].height != nil)
    }

    /// True when a width can also be derived from a height (plain ratios only).
    @inline(__always) func hasInvertibleRatio(_ node: Int) -> Bool { !styles[node].aspectRatio.isNaN }

    @inline(__always) func heightFromWidth(_ node: Int, _ width: Float) -> Float {
        let ratio = styles[node].aspectRatio
        if !ratio.isNaN { return width / ratio }
        if styles[node].hasAdaptive, let rule = adaptive[node].height, !width.isNaN {
            return Float(rule.resolve(width: Double(width), screenHeight: screenHeight))
        }
        return .nan
    }

    @inline(__always) func widthFromHeight(_ node: Int, _ height: Float) -> Float {
        height * styles[node].aspectRatio
    }
}
