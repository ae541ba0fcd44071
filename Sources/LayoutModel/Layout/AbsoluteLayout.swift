extension FlexEngine {
    private mutating func setFlexStartLayoutPosition(_ parentNode: Int, _ child: Int, _ rtl: Bool, _ axis: FlexDirection, _ cbWidth: Float)
    {
        let position =
            margin(child, axis.flexStartEdge, rtl, cbWidth) + layouts[parentNode].border[axis.flexStartEdge]
            + layouts[parentNode].padding[axis.flexStartEdge]
        layouts[child].position[axis.flexStartEdge] = position
    }

    private mutating func setFlexEndLayoutPosition(_ parentNode: Int, _ child: Int, _ rtl: Bool, _ axis: FlexDirection, _ cbWidth: Float) {
        let flexEndPosition =
            layouts[parentNode].border[axis.flexEndEdge] + margin(child, axis.flexEndEdge, rtl, cbWidth)
            + layouts[parentNode].padding[axis.flexEndEdge]
        layouts[child].position[axis.flexStartEdge] = positionOfOppositeEdge(flexEndPosition, axis, parentNode, child)
    }

    private mutating func setCenterLayoutPosition(_ parentNode: Int, _ child: Int, _ rtl: Bool, _ axis: FlexDirection, _ cbWidth: Float) {
        let pl = layouts[parentNode]
        var contentBox = measured(parentNode, axis) - pl.border[axis.flexStartEdge] - pl.border[axis.flexEndEdge]
        contentBox -= pl.padding[axis.flexStartEdge]
        contentBox -= pl.padding[axis.flexEndEdge]
        let childOuter = measured(child, axis) + marginForAxis(child, axis, cbWidth)
        var position = (contentBox - childOuter) / 2 + pl.border[axis.flexStartEdge] + margin(child, axis.flexStartEdge, rtl, cbWidth)
        position += pl.padding[axis.flexStartEdge]
        layouts[child].position[axis.flexStartEdge] = position
    }

    private mutating func justifyAbsoluteChild(_ parentNode: Int, _ child: Int, _ rtl: Bool, _ mainAxis: FlexDirection, _ cbWidth: Float) {
        switch styles[parentNode].justifyContent {
        case .flexStart, .spaceBetween: setFlexStartLayoutPosition(parentNode, child, rtl, mainAxis, cbWidth)
        case .flexEnd: setFlexEndLayoutPosition(parentNode, child, rtl, mainAxis, cbWidth)
        case .center, .spaceAround, .spaceEvenly: setCenterLayoutPosition(parentNode, child, rtl, mainAxis, cbWidth)
        }
    }

    private mutating func alignAbsoluteChild(_ parentNode: Int, _ child: Int, _ rtl: Bool, _ crossAxis: FlexDirection, _ cbWidth: Float) {
        var itemAlign = resolveChildAlignment(parentNode, child)
        if styles[parentNode].flexWrap == .wrapReverse {
            if itemAlign == .flexEnd {
                itemAlign = .flexStart
            } else if itemAlign != .center {
                itemAlign = .flexEnd
            }
        }
        switch itemAlign {
        case .flexEnd: setFlexEndLayoutPosition(parentNode, child, rtl, crossAxis, cbWidth)
        case .center: setCenterLayoutPosition(parentNode, child, rtl, crossAxis, cbWidth)
        case .auto, .flexStart, .baseline, .spaceAround, .spaceBetween, .stretch, .spaceEvenly:
            setFlexStartLayoutPosition(parentNode, child, rtl, crossAxis, cbWidth)
        }
    }

    /// Places an absolute child on one axis from its insets, or else by the parent's
    /// justify/align, in the parent's direction `rtl` (Yoga's `positionAbsoluteChild`).
    private mutating func positionAbsoluteChild(
        _ containing: Int, _ parentNode: Int, _ child: Int, _ rtl: Bool, _ axis: FlexDirection,
        isMainAxis: Bool, _ cbWidth: Float, _ cbHeight: Float
    ) {
        let cbSize = axis.isRow ? cbWidth : cbHeight
        let startEdge = axis.inlineStartEdge(rtl: rtl), endEdge = axis.inlineEndEdge(rtl: rtl)
        let start = styles[child].position[startEdge, rtl]
        let end = styles[child].position[endEdge, rtl]
        if start.isDefined && !start.isAuto {
            let fromInlineStart =
                insetValue(child, startEdge, rtl, cbSize) + border(containing, startEdge, rtl)
                + margin(child, startEdge, rtl, cbSize)
            layouts[child].position[axis.flexStartEdge] =
                startEdge != axis.flexStartEdge
                ? positionOfOppositeEdge(fromInlineStart, axis, containing, child) : fromInlineStart
        } else if end.isDefined && !end.isAuto {
            let fromInlineStart =
                measured(containing, axis) - measured(child, axis) - border(containing, endEdge, rtl)
                - margin(child, endEdge, rtl, cbSize) - insetValue(child, endEdge, rtl, cbSize)
            layouts[child].position[axis.flexStartEdge] =
                startEdge != axis.flexStartEdge
                ? positionOfOppositeEdge(fromInlineStart, axis, containing, child) : fromInlineStart
        } else if isMainAxis {
            justifyAbsoluteChild(parentNode, child, rtl, axis, cbWidth)
        } else {
            alignAbsoluteChild(parentNode, child, rtl, axis, cbWidth)
        }
    }

    /// Sizes and positions one absolutely positioned child (Yoga's `layoutAbsoluteChild`).
    mutating func layoutAbsoluteChild(
        _ containing: Int, _ parentNode: Int, _ child: Int,
        _ cbWidth: Float, _ cbHeight: Float, _ widthMode: SizingMode, depth: Int
    ) {
        // The parent's direction, as Yoga passes it.
        let rtl = isRTL(parentNode)
        let mainAxis = styles[parentNode].flexDirection.resolved(rtl: rtl)
        let crossAxis = mainAxis.cross(rtl: rtl)
        let isMainAxisRow = mainAxis.isRow
        var childWidth: Float = .nan
        var childHeight: Float = .nan
        let marginRow = marginForAxis(child, .row, cbWidth)
        let marginColumn = marginForAxis(child, .column, cbWidth)
        let pos = styles[child].position
        if hasDefiniteLength(child, isWidth: true, cbWidth) {
            childWidth = resolvedDimension(child, isWidth: true, cbWidth) + marginRow
        } else if pos[.left, rtl].isDefined && pos[.right, rtl].isDefined && !pos[.left, rtl].isAuto && !pos[.right, rtl].isAuto {
            childWidth =
                measured(containing, .row) - (border(containing, .left, rtl) + border(containing, .right, rtl))
                - (insetValue(child, .left, rtl, cbWidth) + insetValue(child, .right, rtl, cbWidth))
            childWidth = boundAxis(child, .row, rtl, childWidth, cbWidth, cbWidth)
        }
        if hasDefiniteLength(child, isWidth: false, cbHeight) {
            childHeight = resolvedDimension(child, isWidth: false, cbHeight) + marginColumn
        } else if pos.top.isDefined && pos.bottom.isDefined && !pos.top.isAuto && !pos.bottom.isAuto {
            childHeight =
                measured(containing, .column) - (border(containing, .top, rtl) + border(containing, .bottom, rtl))
                - (insetValue(child, .top, rtl, cbHeight) + insetValue(child, .bottom, rtl, cbHeight))
            childHeight = boundAxis(child, .column, rtl, childHeight, cbHeight, cbWidth)
        }
        if childWidth.isNaN != childHeight.isNaN && hasRatio(child) {
            if childWidth.isNaN {
                if hasInvertibleRatio(child) {
                    childWidth = marginRow + widthFromHeight(child, childHeight - marginColumn)
                }
            } else {
                childHeight = marginColumn + heightFromWidth(child, childWidth - marginRow)
            }
        }
        if childWidth.isNaN || childHeight.isNaN {
            var childWidthMode: SizingMode = childWidth.isNaN ? .maxContent : .stretchFit
            let childHeightMode: SizingMode = childHeight.isNaN ? .maxContent : .stretchFit
            if !isMainAxisRow && childWidth.isNaN && widthMode != .maxContent && !cbWidth.isNaN && cbWidth > 0 {
                childWidth = cbWidth
                childWidthMode = .fitContent
            }
            calculateLayoutInternal(
                child, childWidth, childHeight, childWidthMode, childHeightMode,
                cbWidth, cbHeight, performLayout: false, depth: depth)
            childWidth = layouts[child].measuredWidth + marginForAxis(child, .row, cbWidth)
            childHeight = layouts[child].measuredHeight + marginForAxis(child, .column, cbWidth)
        }
        calculateLayoutInternal(
            child, childWidth, childHeight, .stretchFit, .stretchFit,
            cbWidth, cbHeight, performLayout: true, depth: depth)
        positionAbsoluteChild(containing, parentNode, child, rtl, mainAxis, isMainAxis: true, cbWidth, cbHeight)
        positionAbsoluteChild(containing, parentNode, child, rtl, crossAxis, isMainAxis: false, cbWidth, cbHeight)
    }

    /// Lays out the absolute children of `current` and, through static descendants, the
    /// absolute descendants whose containing block is `containing` (Yoga's `layoutAbsoluteDescendants`).
    mutating func layoutAbsoluteDescendants(
        containing: Int, current: Int, widthMode: SizingMode, depth: Int,
        leftOffset: Float, topOffset: Float,
        availableInnerWidth: Float, availableInnerHeight: Float
    ) {
        for i in childStart[current]..<childEnd[current] {
            let child = childList[i]
            if styles[child].display == .none { continue }
            if styles[child].positionType == .absolute {
                let cbWidth = layouts[containing].measuredWidth - borderForAxis(containing, .row)
                let cbHeight = layouts[containing].measuredHeight - borderForAxis(containing, .column)
                layoutAbsoluteChild(containing, current, child, cbWidth, cbHeight, widthMode, depth: depth)
                let currentRTL = isRTL(current)
                let parentMain = styles[current].flexDirection.resolved(rtl: currentRTL)
                let parentCross = parentMain.cross(rtl: currentRTL)
                if parentMain.needsTrailingPosition {
                    let defined = parentMain.isRow ? styles[child].horizontalInsetsDefined : styles[child].verticalInsetsDefined
                    setChildTrailingPosition(defined ? containing : current, child, parentMain)
                }
                if parentCross.needsTrailingPosition {
                    let defined = parentCross.isRow ? styles[child].horizontalInsetsDefined : styles[child].verticalInsetsDefined
                    setChildTrailingPosition(defined ? containing : current, child, parentCross)
                }
                let left = layouts[child].position.left
                let top = layouts[child].position.top
                layouts[child].position.left = styles[child].horizontalInsetsDefined ? left - leftOffset : left
                layouts[child].position.top = styles[child].verticalInsetsDefined ? top - topOffset : top
            } else if styles[child].positionType == .static {
                layoutAbsoluteDescendants(
                    containing: containing, current: child, widthMode: widthMode, depth: depth + 1,
                    leftOffset: leftOffset + layouts[child].position.left,
                    topOffset: topOffset + layouts[child].position.top,
                    availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight)
            }
        }
    }
}
