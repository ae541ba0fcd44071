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
    /// The width adaptive minimum heights resolve against (SPEC §2.4), NaN while unknown.
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
struct FlexEngine {
    static let maxCachedMeasurements = 8

    let styles: UnsafeMutableBufferPointer<FlexStyle>
    /// Adaptive sizes of the nodes whose style has `hasAdaptive`; empty when none do.
    let adaptive: UnsafeMutableBufferPointer<AdaptiveRules>
    let parent: UnsafeMutableBufferPointer<Int>
    let childStart: UnsafeMutableBufferPointer<Int>
    let childEnd: UnsafeMutableBufferPointer<Int>
    let childList: UnsafeMutableBufferPointer<Int>
    let measures: UnsafeMutableBufferPointer<MeasureFunction?>
    let layouts: UnsafeMutableBufferPointer<NodeLayout>
    let measureCache: UnsafeMutableBufferPointer<CacheEntry>
    let lineItems: UnsafeMutableBufferPointer<Int>
    var lineItemCount = 0
    /// Points added to the resolved padding per node (safe areas); empty when none.
    let extraPadding: UnsafeMutableBufferPointer<EdgeFloats>
    let pointScaleFactor: Float
    let screenHeight: Double
    /// The current pass (Yoga's generation count); a one-shot layout has only pass 1.
    var generation = 1
    /// Results kept across passes; empty (disabled) for a one-shot layout.
    var reuse = ReuseStore()

    private static func buffer<T>(repeating value: T, count: Int) -> UnsafeMutableBufferPointer<T> {
        let b = UnsafeMutableBufferPointer<T>.allocate(capacity: count)
        b.initialize(repeating: value)
        return b
    }

    private static func buffer<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
        let b = UnsafeMutableBufferPointer<T>.allocate(capacity: array.count)
        _ = b.initialize(from: array)
        return b
    }

    init(tree: LayoutTree, options: LayoutOptions) {
        let n = tree.count
        var styles = tree.styles.map(FlexStyle.init)
        for i in 0..<n where tree.measures[i] != nil { styles[i].hasMeasure = true }
        let adaptive = styles.contains { $0.hasAdaptive } ? tree.styles.map(AdaptiveRules.init) : []
        let parent = tree.parents
        // Counting sort of nodes by parent: children stay in index (= insertion) order.
        var counts = [Int](repeating: 0, count: n + 1)
        for i in 1..<max(n, 1) where parent[i] >= 0 { counts[parent[i] + 1] += 1 }
        for i in 0..<n { counts[i + 1] += counts[i] }
        let childStart = Array(counts[0..<n])
        var childEnd = childStart
        var childList = [Int](repeating: 0, count: max(n - 1, 0))
        for i in 1..<max(n, 1) where parent[i] >= 0 {
            childList[childEnd[parent[i]]] = i
            childEnd[parent[i]] += 1
        }
        // Nodes with measure functions are leaves.
        for i in 0..<n where styles[i].hasMeasure { childEnd[i] = childStart[i] }
        let extra: [EdgeFloats] = tree.extraPadding.isEmpty ? [] : (0..<n).map { i in
            let e = i < tree.extraPadding.count ? tree.extraPadding[i] : Insets()
            return EdgeFloats(left: Float(e.left), top: Float(e.top), right: Float(e.right), bottom: Float(e.bottom))
        }
        self.styles = Self.buffer(styles)
        self.adaptive = Self.buffer(adaptive)
        self.parent = Self.buffer(parent)
        self.childStart = Self.buffer(childStart)
        self.childEnd = Self.buffer(childEnd)
        self.childList = Self.buffer(childList)
        self.measures = Self.buffer(tree.measures)
        self.layouts = Self.buffer(repeating: NodeLayout(), count: n)
        self.measureCache = Self.buffer(repeating: CacheEntry(), count: n * FlexEngine.maxCachedMeasurements)
        self.lineItems = Self.buffer(repeating: 0, count: n)
        self.extraPadding = Self.buffer(extra)
        pointScaleFactor = Float(options.pointScaleFactor)
        screenHeight = options.screenHeight
    }

    /// Releases the buffers; the engine must not be used afterwards.
    func deallocate() {
        styles.deinitialize().deallocate()
        adaptive.deinitialize().deallocate()
        parent.deinitialize().deallocate()
        childStart.deinitialize().deallocate()
        childEnd.deinitialize().deallocate()
        childList.deinitialize().deallocate()
        measures.deinitialize().deallocate()
        layouts.deinitialize().deallocate()
        measureCache.deinitialize().deallocate()
        lineItems.deinitialize().deallocate()
        extraPadding.deinitialize().deallocate()
        reuse.deallocate()
    }

    // MARK: Style helpers (Yoga's Style/Node accessors, LTR)

    @inline(__always) func isRoot(_ node: Int) -> Bool { parent[node] < 0 }
    @inline(__always) func childCount(_ node: Int) -> Int { childEnd[node] - childStart[node] }

    @inline(__always) func margin(_ node: Int, _ edge: PhysicalEdge, _ widthSize: Float) -> Float {
        let v = styles[node].margin[edge].resolve(widthSize)
        return v.isNaN ? 0 : v
    }

    @inline(__always) func padding(_ node: Int, _ edge: PhysicalEdge, _ widthSize: Float) -> Float {
        let base = maxOrDefined(styles[node].padding[edge].resolve(widthSize), 0)
        return extraPadding.isEmpty ? base : base + extraPadding[node][edge]
    }

    @inline(__always) func border(_ node: Int, _ edge: PhysicalEdge) -> Float {
        maxOrDefined(styles[node].border[edge].resolve(0), 0)
    }

    @inline(__always) func insetValue(_ node: Int, _ edge: PhysicalEdge, _ axisSize: Float) -> Float {
        let v = styles[node].position[edge].resolve(axisSize)
        return v.isNaN ? 0 : v
    }

    @inline(__always) func marginForAxis(_ node: Int, _ axis: FlexDirection, _ widthSize: Float) -> Float {
        margin(node, axis.inlineStartEdge, widthSize) + margin(node, axis.inlineEndEdge, widthSize)
    }

    @inline(__always) func paddingAndBorder(_ node: Int, _ edge: PhysicalEdge, _ widthSize: Float) -> Float {
        padding(node, edge, widthSize) + border(node, edge)
    }

    @inline(__always) func paddingAndBorderForAxis(_ node: Int, _ axis: FlexDirection, _ widthSize: Float) -> Float {
        paddingAndBorder(node, axis.inlineStartEdge, widthSize) + paddingAndBorder(node, axis.inlineEndEdge, widthSize)
    }

    @inline(__always) func borderForAxis(_ node: Int, _ axis: FlexDirection) -> Float {
        border(node, axis.inlineStartEdge) + border(node, axis.inlineEndEdge)
    }

    @inline(__always) func gapForAxis(_ node: Int, _ axis: FlexDirection, _ ownerSize: Float) -> Float {
        let gap = axis.isRow ? styles[node].columnGap : styles[node].rowGap
        return maxOrDefined(gap.resolve(ownerSize), 0)
    }

    @inline(__always) func marginIsAuto(_ node: Int, _ edge: PhysicalEdge) -> Bool {
        styles[node].margin[edge].isAuto
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
        let minV = resolvedMin(node, isWidth: axis.isRow, axisSize)
        let maxV = resolvedMax(node, isWidth: axis.isRow, axisSize)
        if maxV >= 0 && value > maxV { return maxV }
        if minV >= 0 && value < minV { return minV }
        return value
    }

    /// Clamps to min/max and never below padding + border (Yoga's `boundAxis`).
    func boundAxis(_ node: Int, _ axis: FlexDirection, _ value: Float, _ axisSize: Float, _ widthSize: Float) -> Float {
        maxOrDefined(boundAxisWithinMinAndMax(node, axis, value, axisSize), paddingAndBorderForAxis(node, axis, widthSize))
    }

    func resolveFlexGrow(_ node: Int) -> Float {
        if isRoot(node) { return 0 }
        let s = styles[node]
        if !s.flexGrow.isNaN { return s.flexGrow }
        if !s.flex.isNaN && s.flex > 0 { return s.flex }
        return 0
    }

    func resolveFlexShrink(_ node: Int) -> Float {
        if isRoot(node) { return 0 }
        let s = styles[node]
        if !s.flexShrink.isNaN { return s.flexShrink }
        if !s.flex.isNaN && s.flex < 0 { return -s.flex }
        return 0
    }

    func isNodeFlexible(_ node: Int) -> Bool {
        styles[node].positionType != .absolute && (resolveFlexGrow(node) != 0 || resolveFlexShrink(node) != 0)
    }

    /// The flex basis as a length (Yoga's `processFlexBasis` + resolve).
    func resolveFlexBasis(_ node: Int, _ reference: Float) -> Float {
        let s = styles[node]
        switch s.flexBasis {
        case .points, .percent: return s.flexBasis.resolve(reference)
        case .auto, .undefined:
            if !s.flex.isNaN && s.flex > 0 { return 0 }
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
