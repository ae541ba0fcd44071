extension FlexEngine {
    /// Sizes a leaf with a measure function (Yoga's `measureNodeWithMeasureFunc`).
    mutating func measureNodeWithMeasureFunc(
        _ node: Int, _ availableWidthIn: Float, _ availableHeightIn: Float,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Float, _ ownerHeight: Float
    ) {
        let availableWidth: Float = widthMode == .maxContent ? .nan : availableWidthIn
        let availableHeight: Float = heightMode == .maxContent ? .nan : availableHeightIn
        let l = layouts[node]
        let pbRow = l.padding.left + l.padding.right + l.border.left + l.border.right
        let pbColumn = l.padding.top + l.padding.bottom + l.border.top + l.border.bottom
        let innerWidth = availableWidth.isNaN ? availableWidth : maxOrDefined(0, availableWidth - pbRow)
        let innerHeight = availableHeight.isNaN ? availableHeight : maxOrDefined(0, availableHeight - pbColumn)
        if widthMode == .stretchFit && heightMode == .stretchFit {
            setMeasured(node, .row, boundAxis(node, .row, isRTL(node), availableWidth, ownerWidth, ownerWidth))
            setMeasured(node, .column, boundAxis(node, .column, isRTL(node), availableHeight, ownerHeight, ownerWidth))
            return
        }
        var size = MeasuredSize(width: 0, height: 0)
        if let measure = measures[node] {
            size = measure(Double(innerWidth), widthMode.measureMode, Double(innerHeight), heightMode.measureMode)
        }
        let mw = size.width.isNaN ? 0 : Float(Swift.max(0, size.width))
        let mh = size.height.isNaN ? 0 : Float(Swift.max(0, size.height))
        let width = widthMode == .maxContent || widthMode == .fitContent ? mw + pbRow : availableWidth
        setMeasured(node, .row, boundAxis(node, .row, isRTL(node), width, ownerWidth, ownerWidth))
        let height = heightMode == .maxContent || heightMode == .fitContent ? mh + pbColumn : availableHeight
        setMeasured(node, .column, boundAxis(node, .column, isRTL(node), height, ownerHeight, ownerWidth))
    }

    /// Sizes a node without children from its padding and border (Yoga's `measureNodeWithoutChildren`).
    mutating func measureNodeWithoutChildren(
        _ node: Int, _ availableWidth: Float, _ availableHeight: Float,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Float, _ ownerHeight: Float
    ) {
        let l = layouts[node]
        var width = availableWidth
        if widthMode == .maxContent || widthMode == .fitContent {
            width = l.padding.left + l.padding.right + l.border.left + l.border.right
        }
        setMeasured(node, .row, boundAxis(node, .row, isRTL(node), width, ownerWidth, ownerWidth))
        var height = availableHeight
        if heightMode == .maxContent || heightMode == .fitContent {
            height = l.padding.top + l.padding.bottom + l.border.top + l.border.bottom
        }
        setMeasured(node, .column, boundAxis(node, .column, isRTL(node), height, ownerHeight, ownerWidth))
    }

    @inline(__always) private func isFixedSize(_ dim: Float, _ mode: SizingMode) -> Bool {
        mode == .stretchFit || (!dim.isNaN && mode == .fitContent && dim <= 0)
    }

    /// Skips measuring when both sizes are already fixed (Yoga's `measureNodeWithFixedSize`).
    mutating func measureNodeWithFixedSize(
        _ node: Int, _ availableWidth: Float, _ availableHeight: Float,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ ownerWidth: Float, _ ownerHeight: Float
    ) -> Bool {
        guard isFixedSize(availableWidth, widthMode) && isFixedSize(availableHeight, heightMode) else { return false }
        let w: Float = availableWidth.isNaN || (widthMode == .fitContent && availableWidth < 0) ? 0 : availableWidth
        setMeasured(node, .row, boundAxis(node, .row, isRTL(node), w, ownerWidth, ownerWidth))
        let h: Float = availableHeight.isNaN || (heightMode == .fitContent && availableHeight < 0) ? 0 : availableHeight
        setMeasured(node, .column, boundAxis(node, .column, isRTL(node), h, ownerHeight, ownerWidth))
        return true
    }

    /// Zeroes the layout of a `display: none` subtree, with an explicit stack.
    mutating func zeroOutLayout(_ root: Int) {
        var stack = [root]
        while let node = stack.popLast() {
            var fresh = NodeLayout()
            fresh.measuredWidth = 0
            fresh.measuredHeight = 0
            fresh.width = 0
            fresh.height = 0
            fresh.generation = generation
            fresh.laidOutGeneration = layouts[node].laidOutGeneration
            layouts[node] = fresh
            noteLaidOut(node)
            for i in childStart[node]..<childEnd[node] { stack.append(childList[i]) }
        }
    }

    /// The space left for children along one dimension, clamped to min/max
    /// (Yoga's `calculateAvailableInnerDimension`).
    func availableInnerDimension(_ node: Int, isWidth: Bool, _ availableDim: Float, _ paddingAndBorder: Float, _ ownerDim: Float) -> Float {
        var inner = availableDim - paddingAndBorder
        if !inner.isNaN {
            let minD = resolvedMin(node, isWidth: isWidth, ownerDim)
            let minInner: Float = minD.isNaN ? 0 : minD - paddingAndBorder
            let maxD = resolvedMax(node, isWidth: isWidth, ownerDim)
            let maxInner: Float = maxD.isNaN ? .greatestFiniteMagnitude : maxD - paddingAndBorder
            inner = maxOrDefined(minOrDefined(inner, maxInner), minInner)
        }
        return inner
    }

    /// Relative offset from insets, in direction `rtl`; static nodes ignore insets (Yoga's `relativePosition`).
    func relativePosition(_ node: Int, _ axis: FlexDirection, _ rtl: Bool, _ axisSize: Float) -> Float {
        if styles[node].positionType == .static { return 0 }
        // No inset: the end inset's 0, negated (−0, as the general way below gives).
        if !styles[node].hasPosition { return -0.0 }
        let startEdge = axis.inlineStartEdge(rtl: rtl)
        let start = styles[node].position[startEdge, rtl]
        if start.isDefined && !start.isAuto { return insetValue(node, startEdge, rtl, axisSize) }
        return -insetValue(node, axis.inlineEndEdge(rtl: rtl), rtl, axisSize)
    }

    /// Sets the initial position from margins and relative insets in the node's own direction
    /// (Yoga's `Node::setPosition`). As in Yoga, the root's axes and insets are taken in LTR,
    /// so that a right-to-left root is not moved by a negative inset; its margins follow its direction.
    mutating func setPosition(_ node: Int, _ ownerWidth: Float, _ ownerHeight: Float) {
        let rtl = isRTL(node)
        let axesRTL = isRoot(node) ? false : rtl
        let main = styles[node].flexDirection.resolved(rtl: axesRTL)
        let cross = main.cross(rtl: axesRTL)
        let relMain = relativePosition(node, main, axesRTL, main.isRow ? ownerWidth : ownerHeight)
        let relCross = relativePosition(node, cross, axesRTL, main.isRow ? ownerHeight : ownerWidth)
        let mainStart = main.inlineStartEdge(rtl: rtl), mainEnd = main.inlineEndEdge(rtl: rtl)
        let crossStart = cross.inlineStartEdge(rtl: rtl), crossEnd = cross.inlineEndEdge(rtl: rtl)
        layouts[node].position[mainStart] = margin(node, mainStart, rtl, ownerWidth) + relMain
        layouts[node].position[mainEnd] = margin(node, mainEnd, rtl, ownerWidth) + relMain
        layouts[node].position[crossStart] = margin(node, crossStart, rtl, ownerWidth) + relCross
        layouts[node].position[crossEnd] = margin(node, crossEnd, rtl, ownerWidth) + relCross
    }

    /// Positions a child's flex-end edge from its flex-start edge (Yoga's `setChildTrailingPosition`).
    mutating func setChildTrailingPosition(_ node: Int, _ child: Int, _ axis: FlexDirection) {
        let size = measured(child, axis)
        layouts[child].position[axis.flexEndEdge] = measured(node, axis) - size - layouts[child].position[axis.flexStartEdge]
    }

    /// Yoga's `getPositionOfOppositeEdge`.
    func positionOfOppositeEdge(_ position: Float, _ axis: FlexDirection, _ containing: Int, _ node: Int) -> Float {
        measured(containing, axis) - measured(node, axis) - position
    }
}
