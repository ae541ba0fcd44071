/// What a persistent engine keeps from one pass to the next (Yoga's dirty flags and
/// measurement cache across `calculateLayout` calls), empty for a one-shot layout.
///
/// On a node's first visit in a pass, a clean node's cache entries of its previous pass are
/// carried over here; a dirty node's are dropped. When the pass then asks for a result the
/// pass itself has not cached, an entry carried over under the very same constraints — the
/// same available sizes, sizing modes and owner sizes, a layout for a layout and a
/// measurement for a measurement — stands for laying the node out again, so the clean
/// subtree below it is not entered. A clean node's subtree is unchanged since that entry was
/// made (dirtiness propagates to the root), so the entry is what the layout would compute —
/// unless the subtree's results depend on the order of a pass's calls (`dependsOnHistory`),
/// which is never carried over, or the node was already laid out afresh in this pass (its
/// children moved: the carried layout entry is dropped). The pass's own cache keeps Yoga's
/// rules, so a pass with nothing carried is Yoga's pass.
struct ReuseStore {
    /// Per node, `slots` entries: the layout entry, then the measurements.
    var carried = UnsafeMutableBufferPointer<CacheEntry>(start: nil, count: 0)
    /// Per node, how many carried entries are valid (0 to `slots`).
    var carriedCount = UnsafeMutableBufferPointer<Int8>(start: nil, count: 0)
    /// Nodes laid out in the current pass, in order of first layout (`touchedCount` of them).
    var touched = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
    var touchedCount = 0
    /// Per node: true when results in its subtree may depend on the order of the pass's calls
    /// (see `FlexEngine.dependsOnHistory`); such subtrees are never carried over.
    var historyDependent = UnsafeMutableBufferPointer<Bool>(start: nil, count: 0)

    static let slots = FlexEngine.maxCachedMeasurements + 1

    var isEnabled: Bool { touched.count > 0 }

    /// Storage for `nodes` nodes, nothing carried yet.
    init(nodes: Int) {
        carried = .allocate(capacity: nodes * Self.slots)
        carried.initialize(repeating: CacheEntry())
        carriedCount = .allocate(capacity: nodes)
        carriedCount.initialize(repeating: 0)
        touched = .allocate(capacity: nodes)
        touched.initialize(repeating: 0)
        historyDependent = .allocate(capacity: nodes)
        historyDependent.initialize(repeating: false)
    }

    init() {}

    /// Releases the buffers (a no-op when disabled).
    func deallocate() {
        guard isEnabled else { return }
        carried.deinitialize().deallocate()
        carriedCount.deinitialize().deallocate()
        touched.deinitialize().deallocate()
        historyDependent.deinitialize().deallocate()
    }
}

extension FlexEngine {
    /// Records that `node` was laid out in this pass (its frame may have changed).
    @inline(__always) mutating func noteLaidOut(_ node: Int) {
        guard reuse.isEnabled, layouts[node].laidOutGeneration != generation else { return }
        layouts[node].laidOutGeneration = generation
        reuse.touched[reuse.touchedCount] = node
        reuse.touchedCount += 1
    }

    /// On a node's first visit in a pass: keeps its previous pass's entries when it is clean.
    mutating func carryOver(_ node: Int) {
        guard !layouts[node].isDirty else {
            layouts[node].isDirty = false
            reuse.carriedCount[node] = 0
            return
        }
        let base = node * ReuseStore.slots
        let measurements = layouts[node].nextCachedMeasurementsIndex
        reuse.carried[base] = layouts[node].cachedLayout
        let cacheBase = node * FlexEngine.maxCachedMeasurements
        for i in 0..<measurements { reuse.carried[base + 1 + i] = measureCache[cacheBase + i] }
        reuse.carriedCount[node] = Int8(1 + measurements)
    }

    /// Laying `node` out in this pass moves its children: its carried layout no longer
    /// describes them, so it cannot stand for a layout any more in this pass (its
    /// measurements still hold).
    @inline(__always) mutating func forgetCarriedLayout(_ node: Int) {
        reuse.carried[node * ReuseStore.slots].computedWidth = -1
    }

    /// A carried-over entry of `node` for exactly these constraints, if there is one.
    func carriedEntry(
        _ node: Int, _ availableWidth: Float, _ availableHeight: Float, _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ ownerWidth: Float, _ ownerHeight: Float, performLayout: Bool
    ) -> CacheEntry? {
        let count = Int(reuse.carriedCount[node])
        guard count > 0, !reuse.historyDependent[node] else { return nil }
        let base = node * ReuseStore.slots
        let range = performLayout ? 0..<1 : 1..<count
        for slot in range {
            let entry = reuse.carried[base + slot]
            if entry.widthMode == widthMode && entry.heightMode == heightMode
                && Self.same(entry.availableWidth, availableWidth) && Self.same(entry.availableHeight, availableHeight)
                && Self.same(entry.ownerWidth, ownerWidth) && Self.same(entry.ownerHeight, ownerHeight)
                && entry.computedWidth >= 0 && entry.computedHeight >= 0
            {
                return entry
            }
        }
        return nil
    }

    /// Bitwise-equal floats, NaN equal to NaN.
    @inline(__always) static func same(_ a: Float, _ b: Float) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }

    /// True when the node's own results may depend on calls made earlier in the pass, not
    /// only on the constraints of the call: Yoga's cache ignores the owner size, which
    /// percentage margins, paddings, borders and min/max sizes resolve against, and adaptive
    /// minimum heights resolve against the latest width. A full layout then depends on the
    /// order of its calls, which a pass reusing results cannot replay.
    func dependsOnHistory(_ node: Int) -> Bool {
        let s = styles[node]
        if s.hasAdaptive { return true }
        func percent(_ v: Val) -> Bool { if case .percent = v { return true } else { return false } }
        func percent(_ e: EdgeVals) -> Bool {
            percent(e.left) || percent(e.top) || percent(e.right) || percent(e.bottom) || percent(e.rtlLeft) || percent(e.rtlRight)
        }
        return percent(s.margin) || percent(s.padding) || percent(s.border)
            || percent(s.minWidth) || percent(s.minHeight) || percent(s.maxWidth) || percent(s.maxHeight)
    }

    /// Sets `historyDependent` of `node` from its style and children, then of its ancestors.
    mutating func updateHistoryDependence(from node: Int, children: (Int) -> [Int]) {
        var current = node
        while current >= 0 {
            let flag = dependsOnHistory(current) || children(current).contains { reuse.historyDependent[$0] }
            if current != node && flag == reuse.historyDependent[current] { return }
            reuse.historyDependent[current] = flag
            current = parent[current]
        }
    }

    /// Starts a new pass: nodes not marked dirty since the last pass may reuse its results.
    mutating func beginPass() {
        generation += 1
        reuse.touchedCount = 0
    }

    /// Gives every node an empty adaptive entry in the workspace's room for them, so the first
    /// node to gain an adaptive size (through `set` or an arrival) has an entry to read.
    private func makeAdaptiveTable() {
        let room = state.pointee.workspace.takeUnretainedValue().adaptive
        let table = UnsafeMutableBufferPointer(rebasing: room[0..<styles.count])
        table.initialize(repeating: AdaptiveRules(Style()))
        state.pointee.adaptive = table
    }

    /// Marks `node` and its ancestors dirty (Yoga's `markDirtyAndPropagate`).
    mutating func markDirty(_ node: Int) {
        var current = node
        while current >= 0 {
            layouts[current].isDirty = true
            current = parent[current]
        }
    }

    /// Replaces a node's style and measure function and marks it dirty. Returns false when
    /// the engine cannot take the change in place (a node with children gains or loses its
    /// measure function, or the node's resolved direction changes, which its descendants inherit).
    mutating func replaceStyle(_ node: Int, style: Style, measure: MeasureFunction?, hasChildren: Bool) -> Bool {
        var converted = FlexStyle(style)
        converted.hasMeasure = measure != nil
        converted.isRTL = resolvedRTL(converted.direction, parentOf: node)
        if converted.hasMeasure != styles[node].hasMeasure && hasChildren { return false }
        if converted.isRTL != styles[node].isRTL { return false }
        if converted.hasAdaptive && adaptive.isEmpty { makeAdaptiveTable() }
        styles[node] = converted
        if !adaptive.isEmpty { adaptive[node] = AdaptiveRules(style) }
        measures[node] = measure
        markDirty(node)
        return true
    }
}
