extension FlexEngine {
    /// Caps a size at the node's max size plus margins (Yoga's `constrainMaxSizeForMode`).
    func constrainMaxSizeForMode(
        _ node: Int, _ axis: FlexDirection, _ ownerAxisSize: Float, _ ownerWidth: Float,
        _ mode: inout SizingMode, _ size: inout Float
    ) {
        // Without a maximum there is nothing to constrain.
        if !styles[node].hasMinOrMax { return }
        let maxSize = resolvedMax(node, isWidth: axis.isRow, ownerAxisSize) + marginForAxis(node, axis, ownerWidth)
        switch mode {
        case .stretchFit, .fitContent:
            size = (maxSize.isNaN || size < maxSize) ? size : maxSize
        case .maxContent:
            if !maxSize.isNaN {
                mode = .fitContent
                size = maxSize
            }
        }
    }

    /// Yoga's `computeFlexBasisForChild`.
    mutating func computeFlexBasisForChild(
        _ node: Int, _ child: Int, _ width: Float, _ widthMode: SizingMode, _ height: Float,
        _ ownerWidth: Float, _ ownerHeight: Float, _ heightMode: SizingMode, depth: Int
    ) {
        // The parent's direction, as Yoga passes it to the child's style.
        let rtl = isRTL(node)
        let mainAxis = styles[node].flexDirection.resolved(rtl: rtl)
        let isMainAxisRow = mainAxis.isRow
        let mainAxisSize = isMainAxisRow ? width : height
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        let resolvedFlexBasis = resolveFlexBasis(child, mainAxisOwnerSize)
        let isRowStyleDimDefined = hasDefiniteLength(child, isWidth: true, ownerWidth)
        let isColumnStyleDimDefined = hasDefiniteLength(child, isWidth: false, ownerHeight)

        if !resolvedFlexBasis.isNaN && !mainAxisSize.isNaN {
            if layouts[child].computedFlexBasis.isNaN || layouts[child].flexBasisGeneration != generation {
                let pb = paddingAndBorderForAxis(child, mainAxis, rtl, ownerWidth)
                layouts[child].computedFlexBasis = maxOrDefined(resolvedFlexBasis, pb)
                layouts[child].flexBasisGeneration = generation
            }
        } else if isMainAxisRow && isRowStyleDimDefined {
            let pb = paddingAndBorderForAxis(child, .row, rtl, ownerWidth)
            layouts[child].computedFlexBasis = maxOrDefined(resolvedDimension(child, isWidth: true, ownerWidth), pb)
            layouts[child].flexBasisGeneration = generation
        } else if !isMainAxisRow && isColumnStyleDimDefined {
            let pb = paddingAndBorderForAxis(child, .column, rtl, ownerWidth)
            layouts[child].computedFlexBasis = maxOrDefined(resolvedDimension(child, isWidth: false, ownerHeight), pb)
            layouts[child].flexBasisGeneration = generation
        } else {
            var childWidth: Float = .nan
            var childHeight: Float = .nan
            var childWidthMode = SizingMode.maxContent
            var childHeightMode = SizingMode.maxContent
            let marginRow = marginForAxis(child, .row, ownerWidth)
            let marginColumn = marginForAxis(child, .column, ownerWidth)
            if isRowStyleDimDefined {
                childWidth = resolvedDimension(child, isWidth: true, ownerWidth) + marginRow
                childWidthMode = .stretchFit
            }
            if isColumnStyleDimDefined {
                childHeight = resolvedDimension(child, isWidth: false, ownerHeight) + marginColumn
                childHeightMode = .stretchFit
            }
            let overflow = styles[node].overflow
            if (!isMainAxisRow && overflow == .scroll) || overflow != .scroll {
                if childWidth.isNaN && !width.isNaN {
                    childWidth = width
                    childWidthMode = .fitContent
                }
            }
            if (isMainAxisRow && overflow == .scroll) || overflow != .scroll {
                if childHeight.isNaN && !height.isNaN {
                    childHeight = height
                    childHeightMode = .fitContent
                }
            }
            if hasRatio(child) {
                if !isMainAxisRow && childWidthMode == .stretchFit {
                    childHeight = marginColumn + heightFromWidth(child, childWidth - marginRow)
                    childHeightMode = .stretchFit
                } else if isMainAxisRow && childHeightMode == .stretchFit && hasInvertibleRatio(child) {
                    childWidth = marginRow + widthFromHeight(child, childHeight - marginColumn)
                    childWidthMode = .stretchFit
                }
            }
            let hasExactWidth = !width.isNaN && widthMode == .stretchFit
            let childWidthStretch = resolveChildAlignment(node, child) == .stretch && childWidthMode != .stretchFit
            if !isMainAxisRow && !isRowStyleDimDefined && hasExactWidth && childWidthStretch {
                childWidth = width
                childWidthMode = .stretchFit
                if hasRatio(child) {
                    childHeight = heightFromWidth(child, childWidth - marginRow)
                    childHeightMode = .stretchFit
                }
            }
            let hasExactHeight = !height.isNaN && heightMode == .stretchFit
            let childHeightStretch = resolveChildAlignment(node, child) == .stretch && childHeightMode != .stretchFit
            if isMainAxisRow && !isColumnStyleDimDefined && hasExactHeight && childHeightStretch {
                childHeight = height
                childHeightMode = .stretchFit
                if hasInvertibleRatio(child) {
                    childWidth = widthFromHeight(child, childHeight - marginColumn)
                    childWidthMode = .stretchFit
                }
            }
            constrainMaxSizeForMode(child, .row, ownerWidth, ownerWidth, &childWidthMode, &childWidth)
            constrainMaxSizeForMode(child, .column, ownerHeight, ownerWidth, &childHeightMode, &childHeight)
            calculateLayoutInternal(
                child, childWidth, childHeight, childWidthMode, childHeightMode,
                ownerWidth, ownerHeight, performLayout: false, depth: depth)
            layouts[child].computedFlexBasis = maxOrDefined(
                measured(child, mainAxis),
                paddingAndBorderForAxis(child, mainAxis, rtl, ownerWidth))
            layouts[child].flexBasisGeneration = generation
        }
    }

    /// Computes every child's flex basis; returns the sum of bases and main margins
    /// (Yoga's `computeFlexBasisForChildren`).
    mutating func computeFlexBasisForChildren(
        _ node: Int, _ availableInnerWidth: Float, _ availableInnerHeight: Float,
        _ widthMode: SizingMode, _ heightMode: SizingMode, _ mainAxis: FlexDirection,
        performLayout: Bool, depth: Int
    ) -> Float {
        var totalOuterFlexBasis: Float = 0
        var singleFlexChild = -1
        let sizingModeMainDim = mainAxis.isRow ? widthMode : heightMode
        if sizingModeMainDim == .stretchFit {
            for i in childStart[node]..<childEnd[node] {
                let child = childList[i]
                if isNodeFlexible(child) {
                    if singleFlexChild >= 0 || inexactEquals(resolveFlexGrow(child), 0) || inexactEquals(resolveFlexShrink(child), 0) {
                        singleFlexChild = -1
                        break
                    } else {
                        singleFlexChild = child
                    }
                }
            }
        }
        for i in childStart[node]..<childEnd[node] {
            let child = childList[i]
            if styles[child].display == .none {
                zeroOutLayout(child)
                continue
            }
            if performLayout {
                setPosition(child, availableInnerWidth, availableInnerHeight)
            }
            if styles[child].positionType == .absolute { continue }
            if child == singleFlexChild {
                layouts[child].computedFlexBasis = 0
                layouts[child].flexBasisGeneration = generation
            } else {
                computeFlexBasisForChild(
                    node, child, availableInnerWidth, widthMode, availableInnerHeight,
                    availableInnerWidth, availableInnerHeight, heightMode, depth: depth)
            }
            totalOuterFlexBasis += layouts[child].computedFlexBasis + marginForAxis(child, mainAxis, availableInnerWidth)
        }
        return totalOuterFlexBasis
    }
}
