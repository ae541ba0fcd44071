extension FlexEngine {
    /// Positions (and stretches) the items of one line on the cross axis (Yoga's STEP 7).
    mutating func alignItemsInLine(
        _ line: FlexLine, _ node: Int, _ c: LineContext,
        containerCrossAxis: Float, leadingPBCross: Float, totalLineCrossDim: Float
    ) {
        let mainAxis = c.mainAxis, crossAxis = c.crossAxis
        let rtl = isRTL(node)
        let isMainAxisRow = mainAxis.isRow
        let isNodeFlexWrap = styles[node].flexWrap != .noWrap
        for k in line.itemsStart..<line.itemsEnd {
            let child = lineItems[k]
            var leadingCrossDim = leadingPBCross
            let alignItem = resolveChildAlignment(node, child)
            let startAuto = marginIsAuto(child, crossAxis.flexStartEdge, rtl)
            let endAuto = marginIsAuto(child, crossAxis.flexEndEdge, rtl)
            if alignItem == .stretch && !startAuto && !endAuto {
                if !hasDefiniteLength(child, isWidth: crossAxis.isRow, c.availableInnerCrossDim) {
                    var childMainSize = measured(child, mainAxis)
                    var childCrossSize: Float
                    if hasRatio(child) && (isMainAxisRow || hasInvertibleRatio(child)) {
                        childCrossSize =
                            marginForAxis(child, crossAxis, c.availableInnerWidth)
                            + (isMainAxisRow ? heightFromWidth(child, childMainSize) : widthFromHeight(child, childMainSize))
                    } else {
                        childCrossSize = line.crossDim
                    }
                    childMainSize += marginForAxis(child, mainAxis, c.availableInnerWidth)
                    var childMainMode = SizingMode.stretchFit
                    var childCrossMode = SizingMode.stretchFit
                    constrainMaxSizeForMode(child, mainAxis, c.availableInnerMainDim, c.availableInnerWidth, &childMainMode, &childMainSize)
                    constrainMaxSizeForMode(
                        child, crossAxis, c.availableInnerCrossDim, c.availableInnerWidth, &childCrossMode, &childCrossSize)
                    let childWidth = isMainAxisRow ? childMainSize : childCrossSize
                    let childHeight = isMainAxisRow ? childCrossSize : childMainSize
                    let crossAxisDoesNotGrow = styles[node].alignContent != .stretch && isNodeFlexWrap
                    let childWidthMode: SizingMode =
                        childWidth.isNaN || (!isMainAxisRow && crossAxisDoesNotGrow) ? .maxContent : .stretchFit
                    let childHeightMode: SizingMode =
                        childHeight.isNaN || (isMainAxisRow && crossAxisDoesNotGrow) ? .maxContent : .stretchFit
                    calculateLayoutInternal(
                        child, childWidth, childHeight, childWidthMode, childHeightMode,
                        c.availableInnerWidth, c.availableInnerHeight, performLayout: true, depth: c.depth)
                }
            } else {
                let remainingCrossDim = containerCrossAxis - dimensionWithMargin(child, crossAxis, c.availableInnerWidth)
                if startAuto && endAuto {
                    leadingCrossDim += maxOrDefined(0, remainingCrossDim / 2)
                } else if endAuto {
                    // Nothing: the auto end margin takes the space.
                } else if startAuto {
                    leadingCrossDim += maxOrDefined(0, remainingCrossDim)
                } else if alignItem == .flexStart {
                    // Nothing: already at the start.
                } else if alignItem == .center {
                    leadingCrossDim += remainingCrossDim / 2
                } else {
                    leadingCrossDim += remainingCrossDim
                }
            }
            layouts[child].position[crossAxis.flexStartEdge] += totalLineCrossDim + leadingCrossDim
        }
    }

    /// Distributes lines along the cross axis and re-stretches items to their line
    /// (Yoga's STEP 8).
    mutating func alignContent(
        _ node: Int, lineCount: Int, totalLineCrossDim: Float, crossAxis: FlexDirection, mainAxis: FlexDirection,
        sizingModeCrossDim: SizingMode, availableInnerCrossDim: Float, availableInnerWidth: Float,
        availableInnerHeight: Float, pbAxisCross: Float, leadingPBCross: Float, crossAxisOwnerSize: Float,
        ownerWidth: Float, crossAxisGap: Float, depth: Int
    ) {
        let rtl = isRTL(node)
        let isMainAxisRow = mainAxis.isRow
        var leadPerLine: Float = 0
        var currentLead = leadingPBCross
        var extraSpacePerLine: Float = 0
        let unclampedCrossDim: Float
        if sizingModeCrossDim == .stretchFit {
            unclampedCrossDim = availableInnerCrossDim + pbAxisCross
        } else if hasDefiniteLength(node, isWidth: crossAxis.isRow, crossAxisOwnerSize) {
            unclampedCrossDim = resolvedDimension(node, isWidth: crossAxis.isRow, crossAxisOwnerSize)
        } else {
            unclampedCrossDim = totalLineCrossDim + pbAxisCross
        }
        let innerCrossDim = boundAxis(node, crossAxis, rtl, unclampedCrossDim, crossAxisOwnerSize, ownerWidth) - pbAxisCross
        let remaining = innerCrossDim - totalLineCrossDim
        var align = styles[node].alignContent
        if !(remaining >= 0) && (align == .spaceBetween || align == .stretch || align == .spaceAround || align == .spaceEvenly) {
            align = .flexStart
        }
        let lines = Float(lineCount)
        switch align {
        case .flexEnd: currentLead += remaining
        case .center: currentLead += remaining / 2
        case .stretch: extraSpacePerLine = remaining / lines
        case .spaceAround:
            currentLead += remaining / (2 * lines)
            leadPerLine = remaining / lines
        case .spaceEvenly:
            currentLead += remaining / (lines + 1)
            leadPerLine = remaining / (lines + 1)
        case .spaceBetween:
            if lineCount > 1 { leadPerLine = remaining / (lines - 1) }
        case .auto, .flexStart, .baseline: break
        }
        var endIndex = childStart[node]
        for i in 0..<lineCount {
            let startIndex = endIndex
            var index = startIndex
            var lineHeight: Float = 0
            var maxAscent: Float = 0
            var maxDescent: Float = 0
            while index < childEnd[node] {
                let child = childList[index]
                if styles[child].display == .none { index += 1; continue }
                if styles[child].positionType != .absolute {
                    if layouts[child].lineIndex != i { break }
                    if isLayoutDimensionDefined(child, crossAxis) {
                        lineHeight = maxOrDefined(
                            lineHeight, measured(child, crossAxis) + marginForAxis(child, crossAxis, availableInnerWidth))
                    }
                    if resolveChildAlignment(node, child) == .baseline {
                        let ascent = calculateBaseline(child) + margin(child, .top, rtl, availableInnerWidth)
                        let descent = layouts[child].measuredHeight + marginForAxis(child, .column, availableInnerWidth) - ascent
                        maxAscent = maxOrDefined(maxAscent, ascent)
                        maxDescent = maxOrDefined(maxDescent, descent)
                        lineHeight = maxOrDefined(lineHeight, maxAscent + maxDescent)
                    }
                }
                index += 1
            }
            endIndex = index
            currentLead += i != 0 ? crossAxisGap : 0
            lineHeight += extraSpacePerLine
            for j in startIndex..<endIndex {
                let child = childList[j]
                if styles[child].display == .none || styles[child].positionType == .absolute { continue }
                switch resolveChildAlignment(node, child) {
                case .flexStart:
                    layouts[child].position[crossAxis.flexStartEdge] =
                        currentLead + insetValue(child, crossAxis.flexStartEdge, rtl, availableInnerWidth)
                case .flexEnd:
                    layouts[child].position[crossAxis.flexStartEdge] =
                        currentLead + lineHeight
                        - margin(child, crossAxis.flexEndEdge, rtl, availableInnerWidth) - measured(child, crossAxis)
                case .center:
                    let childHeight = measured(child, crossAxis)
                    layouts[child].position[crossAxis.flexStartEdge] = currentLead + (lineHeight - childHeight) / 2
                case .stretch:
                    layouts[child].position[crossAxis.flexStartEdge] =
                        currentLead + margin(child, crossAxis.flexStartEdge, rtl, availableInnerWidth)
                    if !hasDefiniteLength(child, isWidth: crossAxis.isRow, availableInnerCrossDim) {
                        let childWidth =
                            isMainAxisRow
                            ? layouts[child].measuredWidth + marginForAxis(child, mainAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        let childHeight =
                            !isMainAxisRow
                            ? layouts[child].measuredHeight + marginForAxis(child, crossAxis, availableInnerWidth)
                            : leadPerLine + lineHeight
                        if !(inexactEquals(childWidth, layouts[child].measuredWidth)
                            && inexactEquals(childHeight, layouts[child].measuredHeight))
                        {
                            calculateLayoutInternal(
                                child, childWidth, childHeight, .stretchFit, .stretchFit,
                                availableInnerWidth, availableInnerHeight, performLayout: true, depth: depth)
                        }
                    }
                case .baseline:
                    layouts[child].position.top =
                        currentLead + maxAscent - calculateBaseline(child)
                        + insetValue(child, .top, rtl, availableInnerCrossDim)
                case .auto, .spaceBetween, .spaceAround, .spaceEvenly:
                    break
                }
            }
            currentLead = currentLead + leadPerLine + lineHeight
        }
    }
}
