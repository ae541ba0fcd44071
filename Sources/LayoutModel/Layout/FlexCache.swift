extension FlexEngine {
    /// Lays `node` out, or reuses a cached result for the same constraints
    /// (Yoga's `calculateLayoutInternal`). Returns true when layout work was done.
    ///
    /// A node's cache holds one layout entry and up to 8 measurements, so a subtree is never
    /// measured twice under the same constraints within a pass.
    @discardableResult
    mutating func calculateLayoutInternal(
        _ node: Int, _ availableWidth: Float, _ availableHeight: Float,
        _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ ownerWidth: Float, _ ownerHeight: Float,
        performLayout: Bool, depth: Int
    ) -> Bool {
        let depth = depth + 1
        let needToVisitNode = layouts[node].generation != generation
        if needToVisitNode {
            if reuse.isEnabled { carryOver(node) }
            layouts[node].generation = generation
            layouts[node].knownWidth = .nan
            layouts[node].nextCachedMeasurementsIndex = 0
            layouts[node].cachedLayout = CacheEntry()
        }
        // -1: no cache hit; -2: the layout entry; k >= 0: measurement k.
        var cached = -1
        let cacheBase = node * FlexEngine.maxCachedMeasurements
        if styles[node].hasMeasure {
            let marginRow = marginForAxis(node, .row, ownerWidth)
            let marginColumn = marginForAxis(node, .column, ownerWidth)
            if canUseCachedMeasurement(
                widthMode, availableWidth, heightMode, availableHeight,
                layouts[node].cachedLayout, marginRow, marginColumn)
            {
                cached = -2
            } else {
                for i in 0..<layouts[node].nextCachedMeasurementsIndex
                where canUseCachedMeasurement(
                    widthMode, availableWidth, heightMode, availableHeight,
                    measureCache[cacheBase + i], marginRow, marginColumn)
                {
                    cached = i
                    break
                }
            }
        } else if performLayout {
            let c = layouts[node].cachedLayout
            if inexactEquals(c.availableWidth, availableWidth) && inexactEquals(c.availableHeight, availableHeight)
                && c.widthMode == widthMode && c.heightMode == heightMode
            {
                cached = -2
            }
        } else {
            for i in 0..<layouts[node].nextCachedMeasurementsIndex {
                let c = measureCache[cacheBase + i]
                if inexactEquals(c.availableWidth, availableWidth) && inexactEquals(c.availableHeight, availableHeight)
                    && c.widthMode == widthMode && c.heightMode == heightMode
                {
                    cached = i
                    break
                }
            }
        }

        var didLayout = true
        if !needToVisitNode && cached != -1 {
            let entry = cached == -2 ? layouts[node].cachedLayout : measureCache[cacheBase + cached]
            setMeasured(node, .row, entry.computedWidth)
            setMeasured(node, .column, entry.computedHeight)
        } else {
            // A clean subtree's result from an earlier pass under the very same constraints
            // stands for laying it out again (see `FlexReuse`).
            if cached == -1, reuse.isEnabled,
                let earlier = carriedEntry(
                    node, availableWidth, availableHeight, widthMode, heightMode, ownerWidth, ownerHeight,
                    performLayout: performLayout)
            {
                setMeasured(node, .row, earlier.computedWidth)
                setMeasured(node, .column, earlier.computedHeight)
                didLayout = false
            } else {
                if performLayout && reuse.isEnabled { forgetCarriedLayout(node) }
                calculateLayoutImpl(
                    node, availableWidth, availableHeight, widthMode, heightMode,
                    ownerWidth, ownerHeight, performLayout: performLayout, depth: depth)
            }
            if cached == -1 {
                if layouts[node].nextCachedMeasurementsIndex == FlexEngine.maxCachedMeasurements {
                    layouts[node].nextCachedMeasurementsIndex = 0
                }
                let entry = CacheEntry(
                    availableWidth: availableWidth, availableHeight: availableHeight,
                    widthMode: widthMode, heightMode: heightMode,
                    computedWidth: layouts[node].measuredWidth,
                    computedHeight: layouts[node].measuredHeight,
                    ownerWidth: ownerWidth, ownerHeight: ownerHeight)
                if performLayout {
                    layouts[node].cachedLayout = entry
                } else {
                    measureCache[cacheBase + layouts[node].nextCachedMeasurementsIndex] = entry
                    layouts[node].nextCachedMeasurementsIndex += 1
                }
            }
        }
        if performLayout {
            layouts[node].width = layouts[node].measuredWidth
            layouts[node].height = layouts[node].measuredHeight
            noteLaidOut(node)
        }
        return didLayout && (needToVisitNode || cached == -1)
    }

    /// Yoga's `canUseCachedMeasurement` for measured leaves.
    func canUseCachedMeasurement(
        _ widthMode: SizingMode, _ availableWidth: Float, _ heightMode: SizingMode, _ availableHeight: Float,
        _ last: CacheEntry, _ marginRow: Float, _ marginColumn: Float
    ) -> Bool {
        if (!last.computedHeight.isNaN && last.computedHeight < 0) || (!last.computedWidth.isNaN && last.computedWidth < 0) {
            return false
        }
        let rounded = pointScaleFactor != 0
        let scale = Double(pointScaleFactor)
        func r(_ v: Float) -> Float { rounded ? roundValueToPixelGrid(Double(v), scale, false, false) : v }
        let sameWidth = last.widthMode == widthMode && inexactEquals(r(last.availableWidth), r(availableWidth))
        let sameHeight = last.heightMode == heightMode && inexactEquals(r(last.availableHeight), r(availableHeight))
        let widthOK =
            sameWidth
            || sizeIsExactAndMatchesOldMeasuredSize(widthMode, availableWidth - marginRow, last.computedWidth)
            || oldSizeIsMaxContentAndStillFits(widthMode, availableWidth - marginRow, last.widthMode, last.computedWidth)
            || newSizeIsStricterAndStillValid(
                widthMode, availableWidth - marginRow, last.widthMode,
                last.availableWidth - marginRow, last.computedWidth)
        let heightOK =
            sameHeight
            || sizeIsExactAndMatchesOldMeasuredSize(heightMode, availableHeight - marginColumn, last.computedHeight)
            || oldSizeIsMaxContentAndStillFits(heightMode, availableHeight - marginColumn, last.heightMode, last.computedHeight)
            || newSizeIsStricterAndStillValid(
                heightMode, availableHeight - marginColumn, last.heightMode,
                last.availableHeight - marginColumn, last.computedHeight)
        return widthOK && heightOK
    }

    private func sizeIsExactAndMatchesOldMeasuredSize(_ mode: SizingMode, _ size: Float, _ lastComputed: Float) -> Bool {
        mode == .stretchFit && inexactEquals(size, lastComputed)
    }

    private func oldSizeIsMaxContentAndStillFits(_ mode: SizingMode, _ size: Float, _ lastMode: SizingMode, _ lastComputed: Float) -> Bool {
        mode == .fitContent && lastMode == .maxContent && (size >= lastComputed || inexactEquals(size, lastComputed))
    }

    private func newSizeIsStricterAndStillValid(
        _ mode: SizingMode, _ size: Float, _ lastMode: SizingMode,
        _ lastSize: Float, _ lastComputed: Float
    ) -> Bool {
        lastMode == .fitContent && mode == .fitContent && !lastSize.isNaN && !size.isNaN && !lastComputed.isNaN
            && lastSize > size && (lastComputed <= size || inexactEquals(size, lastComputed))
    }
}
