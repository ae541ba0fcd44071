/// The sizes a container passes down while resolving one line.
struct LineContext {
    var mainAxis: FlexDirection
    var crossAxis: FlexDirection
    var ownerWidth: Float
    var mainAxisOwnerSize: Float
    var availableInnerMainDim: Float
    var availableInnerCrossDim: Float
    var availableInnerWidth: Float
    var availableInnerHeight: Float
    var mainAxisOverflows: Bool
    var sizingModeMainDim: SizingMode
    var sizingModeCrossDim: SizingMode
    var performLayout: Bool
    var depth: Int
}

extension FlexEngine {
    /// Sizes every item of the line and lays it out (Yoga's `distributeFreeSpaceSecondPass`).
    /// Returns the free space the items took.
    mutating func distributeFreeSpaceSecondPass(_ line: inout FlexLine, _ node: Int, _ c: LineContext) -> Float {
        var deltaFreeSpace: Float = 0
        let rtl = isRTL(node)
        let isMainAxisRow = c.mainAxis.isRow
        let isNodeFlexWrap = styles[node].flexWrap != .noWrap
        for k in line.itemsStart..<line.itemsEnd {
            let child = lineItems[k]
            let childFlexBasis = boundAxisWithinMinAndMax(child, c.mainAxis, layouts[child].computedFlexBasis, c.mainAxisOwnerSize)
            var updatedMainSize = childFlexBasis
            if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace < 0 {
                let scaled = -resolveFlexShrink(child) * childFlexBasis
                if scaled != 0 {
                    var childSize: Float
                    if !line.totalFlexShrinkScaledFactors.isNaN && line.totalFlexShrinkScaledFactors == 0 {
                        childSize = childFlexBasis + scaled
                    } else {
                        childSize = childFlexBasis + (line.remainingFreeSpace / line.totalFlexShrinkScaledFactors) * scaled
                    }
                    updatedMainSize = boundAxis(child, c.mainAxis, rtl, childSize, c.availableInnerMainDim, c.availableInnerWidth)
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = resolveFlexGrow(child)
                if !grow.isNaN && grow != 0 {
                    updatedMainSize = boundAxis(
                        child, c.mainAxis, rtl,
                        childFlexBasis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow,
                        c.availableInnerMainDim, c.availableInnerWidth)
                }
            }
            deltaFreeSpace += updatedMainSize - childFlexBasis

            let marginMain = marginForAxis(child, c.mainAxis, c.availableInnerWidth)
            let marginCross = marginForAxis(child, c.crossAxis, c.availableInnerWidth)
            var childCrossSize: Float = .nan
            var childMainSize = updatedMainSize + marginMain
            var childCrossMode: SizingMode
            var childMainMode = SizingMode.stretchFit
            let crossIsWidth = c.crossAxis.isRow
            let stretches =
                resolveChildAlignment(node, child) == .stretch
                && !marginIsAuto(child, c.crossAxis.flexStartEdge, rtl) && !marginIsAuto(child, c.crossAxis.flexEndEdge, rtl)
            if hasRatio(child) && (isMainAxisRow || hasInvertibleRatio(child)) {
                childCrossSize =
                    isMainAxisRow
                    ? heightFromWidth(child, childMainSize - marginMain)
                    : widthFromHeight(child, childMainSize - marginMain)
                childCrossMode = .stretchFit
                childCrossSize += marginCross
            } else if !c.availableInnerCrossDim.isNaN
                && !hasDefiniteLength(child, isWidth: crossIsWidth, c.availableInnerCrossDim)
                && c.sizingModeCrossDim == .stretchFit
                && !(isNodeFlexWrap && c.mainAxisOverflows)
                && stretches
            {
                childCrossSize = c.availableInnerCrossDim
                childCrossMode = .stretchFit
            } else if !hasDefiniteLength(child, isWidth: crossIsWidth, c.availableInnerCrossDim) {
                childCrossSize = c.availableInnerCrossDim
                childCrossMode = childCrossSize.isNaN ? .maxContent : .fitContent
            } else {
                childCrossSize = resolvedDimension(child, isWidth: crossIsWidth, c.availableInnerCrossDim) + marginCross
                let crossVal = crossIsWidth ? styles[child].width : styles[child].height
                var isLoosePercentage = false
                if case .percent = crossVal { isLoosePercentage = c.sizingModeCrossDim != .stretchFit }
                childCrossMode = childCrossSize.isNaN || isLoosePercentage ? .maxContent : .stretchFit
            }
            constrainMaxSizeForMode(child, c.mainAxis, c.availableInnerMainDim, c.availableInnerWidth, &childMainMode, &childMainSize)
            constrainMaxSizeForMode(child, c.crossAxis, c.availableInnerCrossDim, c.availableInnerWidth, &childCrossMode, &childCrossSize)
            let requiresStretchLayout = !hasDefiniteLength(child, isWidth: crossIsWidth, c.availableInnerCrossDim) && stretches
            let childWidth = isMainAxisRow ? childMainSize : childCrossSize
            let childHeight = isMainAxisRow ? childCrossSize : childMainSize
            let childWidthMode = isMainAxisRow ? childMainMode : childCrossMode
            let childHeightMode = isMainAxisRow ? childCrossMode : childMainMode
            let isLayoutPass = c.performLayout && !requiresStretchLayout
            calculateLayoutInternal(
                child, childWidth, childHeight, childWidthMode, childHeightMode,
                c.availableInnerWidth, c.availableInnerHeight, performLayout: isLayoutPass, depth: c.depth)
            layouts[node].hadOverflow = layouts[node].hadOverflow || layouts[child].hadOverflow
        }
        return deltaFreeSpace
    }

    /// Two passes over the items: freeze min/max violators, then size everyone
    /// (Yoga's `resolveFlexibleLength`).
    mutating func resolveFlexibleLength(_ line: inout FlexLine, _ node: Int, _ c: LineContext) {
        let originalFreeSpace = line.remainingFreeSpace
        distributeFreeSpaceFirstPass(&line, c.mainAxis, isRTL(node), c.mainAxisOwnerSize, c.availableInnerMainDim, c.availableInnerWidth)
        let distributed = distributeFreeSpaceSecondPass(&line, node, c)
        line.remainingFreeSpace = originalFreeSpace - distributed
    }

    /// Positions the line's items along the main axis and measures the line (Yoga's `justifyMainAxis`).
    mutating func justifyMainAxis(_ line: inout FlexLine, _ node: Int, _ c: LineContext) {
        let mainAxis = c.mainAxis
        let rtl = isRTL(node)
        let leadingPB = paddingAndBorder(node, mainAxis.flexStartEdge, rtl, c.ownerWidth)
        let trailingPB = paddingAndBorder(node, mainAxis.flexEndEdge, rtl, c.ownerWidth)
        let gap = gapForAxis(node, mainAxis, c.availableInnerMainDim)
        if c.sizingModeMainDim == .fitContent && line.remainingFreeSpace > 0 {
            let minVal = mainAxis.isRow ? styles[node].minWidth : styles[node].minHeight
            let minDim = resolvedMin(node, isWidth: mainAxis.isRow, c.mainAxisOwnerSize)
            if (minVal.isDefined || (!mainAxis.isRow && styles[node].hasAdaptive && adaptive[node].minHeight != nil)) && !minDim.isNaN {
                let minAvailableMainDim = minDim - leadingPB - trailingPB
                let occupied = c.availableInnerMainDim - line.remainingFreeSpace
                line.remainingFreeSpace = maxOrDefined(0, minAvailableMainDim - occupied)
            } else {
                line.remainingFreeSpace = 0
            }
        }
        var leadingMainDim: Float = 0
        var betweenMainDim = gap
        var justify = styles[node].justifyContent
        if !(line.remainingFreeSpace >= 0) && (justify == .spaceBetween || justify == .spaceAround || justify == .spaceEvenly) {
            justify = .flexStart
        }
        let n = Float(line.itemCount)
        if line.numberOfAutoMargins == 0 {
            switch justify {
            case .center: leadingMainDim = line.remainingFreeSpace / 2
            case .flexEnd: leadingMainDim = line.remainingFreeSpace
            case .spaceBetween:
                if line.itemCount > 1 { betweenMainDim += line.remainingFreeSpace / (n - 1) }
            case .spaceEvenly:
                leadingMainDim = line.remainingFreeSpace / (n + 1)
                betweenMainDim += leadingMainDim
            case .spaceAround:
                leadingMainDim = 0.5 * line.remainingFreeSpace / n
                betweenMainDim += leadingMainDim * 2
            case .flexStart: break
            }
        }
        line.mainDim = leadingPB + leadingMainDim
        line.crossDim = 0
        var maxAscent: Float = 0
        var maxDescent: Float = 0
        let isBaseline = isBaselineLayout(node)
        let autoShare = line.numberOfAutoMargins > 0 ? line.remainingFreeSpace / Float(line.numberOfAutoMargins) : 0
        for k in line.itemsStart..<line.itemsEnd {
            let child = lineItems[k]
            if marginIsAuto(child, mainAxis.flexStartEdge, rtl) && line.remainingFreeSpace > 0 {
                line.mainDim += autoShare
            }
            if c.performLayout {
                layouts[child].position[mainAxis.flexStartEdge] += line.mainDim
            }
            if k != line.itemsEnd - 1 { line.mainDim += betweenMainDim }
            if marginIsAuto(child, mainAxis.flexEndEdge, rtl) && line.remainingFreeSpace > 0 {
                line.mainDim += autoShare
            }
            let canSkipFlex = !c.performLayout && c.sizingModeCrossDim == .stretchFit
            if canSkipFlex {
                line.mainDim += marginForAxis(child, mainAxis, c.availableInnerWidth) + layouts[child].computedFlexBasis
                line.crossDim = c.availableInnerCrossDim
            } else {
                line.mainDim += dimensionWithMargin(child, mainAxis, c.availableInnerWidth)
                if isBaseline {
                    let ascent = calculateBaseline(child) + margin(child, FlexDirection.column.flexStartEdge, rtl, c.availableInnerWidth)
                    let descent = layouts[child].measuredHeight + marginForAxis(child, .column, c.availableInnerWidth) - ascent
                    maxAscent = maxOrDefined(maxAscent, ascent)
                    maxDescent = maxOrDefined(maxDescent, descent)
                } else {
                    line.crossDim = maxOrDefined(line.crossDim, dimensionWithMargin(child, c.crossAxis, c.availableInnerWidth))
                }
            }
        }
        line.mainDim += trailingPB
        if isBaseline { line.crossDim = maxAscent + maxDescent }
    }

    /// True when a row container aligns some item by baseline (Yoga's `isBaselineLayout`).
    func isBaselineLayout(_ node: Int) -> Bool {
        if styles[node].flexDirection.isColumn { return false }
        if styles[node].alignItems == .baseline { return true }
        for i in childStart[node]..<childEnd[node] {
            let child = childList[i]
            if styles[child].positionType != .absolute && styles[child].alignSelf == .baseline { return true }
        }
        return false
    }

    /// The distance from the node's top to its first baseline (Yoga's `calculateBaseline`),
    /// following first children down with a loop.
    func calculateBaseline(_ start: Int) -> Float {
        var node = start
        var offset: Float = 0
        while true {
            var baselineChild = -1
            for i in childStart[node]..<childEnd[node] {
                let child = childList[i]
                if layouts[child].lineIndex > 0 { break }
                if styles[child].positionType == .absolute { continue }
                if resolveChildAlignment(node, child) == .baseline {
                    baselineChild = child
                    break
                }
                if baselineChild < 0 { baselineChild = child }
            }
            if baselineChild < 0 { return offset + layouts[node].measuredHeight }
            offset += layouts[baselineChild].position.top
            node = baselineChild
        }
    }
}
