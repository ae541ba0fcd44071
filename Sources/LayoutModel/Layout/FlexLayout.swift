extension FlexEngine {
    /// Lays out one node and its subtree (Yoga's `calculateLayoutImpl`).
    ///
    /// Cost: O(children) per visit plus the children's own layout; without wrap or measure
    /// functions each node is measured a bounded number of times, so a tree is O(nodes).
    mutating func calculateLayoutImpl(
        _ node: Int, _ availableWidth: Float, _ availableHeight: Float,
        _ widthMode: SizingMode, _ heightMode: SizingMode,
        _ ownerWidth: Float, _ ownerHeight: Float, performLayout: Bool, depth: Int
    ) {
        // The node's own direction: its edges, and its main and cross axes.
        let rtl = isRTL(node)
        let marginRowLeading = margin(node, .left, rtl, ownerWidth)
        let marginRowTrailing = margin(node, .right, rtl, ownerWidth)
        let marginColumnLeading = margin(node, .top, rtl, ownerWidth)
        let marginColumnTrailing = margin(node, .bottom, rtl, ownerWidth)
        let marginAxisRow = marginRowLeading + marginRowTrailing
        let marginAxisColumn = marginColumnLeading + marginColumnTrailing
        if styles[node].hasPaddingOrBorder {
            layouts[node].border = EdgeFloats(
                left: border(node, .left, rtl), top: border(node, .top, rtl),
                right: border(node, .right, rtl), bottom: border(node, .bottom, rtl))
            layouts[node].padding = EdgeFloats(
                left: padding(node, .left, rtl, ownerWidth), top: padding(node, .top, rtl, ownerWidth),
                right: padding(node, .right, rtl, ownerWidth), bottom: padding(node, .bottom, rtl, ownerWidth))
        } else {
            // Every edge resolves to 0: only safe-area padding can add to it.
            layouts[node].border = EdgeFloats()
            layouts[node].padding = extraPadding.isEmpty ? EdgeFloats() : extraPadding[node]
        }
        if widthMode == .stretchFit { layouts[node].knownWidth = availableWidth - marginAxisRow }

        if styles[node].hasMeasure {
            measureNodeWithMeasureFunc(
                node, availableWidth - marginAxisRow, availableHeight - marginAxisColumn,
                widthMode, heightMode, ownerWidth, ownerHeight)
            return
        }
        let childCount = childCount(node)
        if childCount == 0 {
            measureNodeWithoutChildren(
                node, availableWidth - marginAxisRow, availableHeight - marginAxisColumn,
                widthMode, heightMode, ownerWidth, ownerHeight)
            return
        }
        if !performLayout
            && measureNodeWithFixedSize(
                node, availableWidth - marginAxisRow, availableHeight - marginAxisColumn,
                widthMode, heightMode, ownerWidth, ownerHeight)
        {
            return
        }
        layouts[node].hadOverflow = false

        // STEP 1: values for the rest of the algorithm.
        let mainAxis = styles[node].flexDirection.resolved(rtl: rtl)
        let crossAxis = mainAxis.cross(rtl: rtl)
        let isMainAxisRow = mainAxis.isRow
        let isNodeFlexWrap = styles[node].flexWrap != .noWrap
        let mainAxisOwnerSize = isMainAxisRow ? ownerWidth : ownerHeight
        let crossAxisOwnerSize = isMainAxisRow ? ownerHeight : ownerWidth
        let pbAxisMain = paddingAndBorderForAxis(node, mainAxis, rtl, ownerWidth)
        let pbAxisCross = paddingAndBorderForAxis(node, crossAxis, rtl, ownerWidth)
        let leadingPBCross = paddingAndBorder(node, crossAxis.flexStartEdge, rtl, ownerWidth)
        var sizingModeMainDim = isMainAxisRow ? widthMode : heightMode
        let sizingModeCrossDim = isMainAxisRow ? heightMode : widthMode
        let pbAxisRow = isMainAxisRow ? pbAxisMain : pbAxisCross
        let pbAxisColumn = isMainAxisRow ? pbAxisCross : pbAxisMain

        // STEP 2: available size in main and cross directions.
        let availableInnerWidth = availableInnerDimension(node, isWidth: true, availableWidth - marginAxisRow, pbAxisRow, ownerWidth)
        let availableInnerHeight = availableInnerDimension(
            node, isWidth: false, availableHeight - marginAxisColumn, pbAxisColumn, ownerHeight)
        var availableInnerMainDim = isMainAxisRow ? availableInnerWidth : availableInnerHeight
        let availableInnerCrossDim = isMainAxisRow ? availableInnerHeight : availableInnerWidth

        // STEP 3: flex basis of each item.
        var totalMainDim = computeFlexBasisForChildren(
            node, availableInnerWidth, availableInnerHeight, widthMode, heightMode,
            mainAxis, performLayout: performLayout, depth: depth)
        if childCount > 1 {
            totalMainDim += gapForAxis(node, mainAxis, availableInnerMainDim) * Float(childCount - 1)
        }
        let mainAxisOverflows = sizingModeMainDim != .maxContent && totalMainDim > availableInnerMainDim
        if isNodeFlexWrap && mainAxisOverflows && sizingModeMainDim == .fitContent {
            sizingModeMainDim = .stretchFit
        }

        // STEP 4: collect items into lines.
        var startOfLine = childStart[node]
        var lineCount = 0
        var totalLineCrossDim: Float = 0
        let crossAxisGap = gapForAxis(node, crossAxis, availableInnerCrossDim)
        var maxLineMainDim: Float = 0
        while startOfLine != childEnd[node] {
            var line = calculateFlexLine(
                node, ownerWidth, mainAxisOwnerSize, availableInnerWidth,
                availableInnerMainDim, startOfLine, lineCount)
            startOfLine = line.endOfLineIndex
            let canSkipFlex = !performLayout && sizingModeCrossDim == .stretchFit

            // STEP 5: resolve flexible lengths on the main axis.
            var sizeBasedOnContent = false
            if sizingModeMainDim != .stretchFit {
                let minInnerWidth = resolvedMin(node, isWidth: true, ownerWidth) - pbAxisRow
                let maxInnerWidth = resolvedMax(node, isWidth: true, ownerWidth) - pbAxisRow
                let minInnerHeight = resolvedMin(node, isWidth: false, ownerHeight) - pbAxisColumn
                let maxInnerHeight = resolvedMax(node, isWidth: false, ownerHeight) - pbAxisColumn
                let minInnerMainDim = isMainAxisRow ? minInnerWidth : minInnerHeight
                let maxInnerMainDim = isMainAxisRow ? maxInnerWidth : maxInnerHeight
                if !minInnerMainDim.isNaN && line.sizeConsumed < minInnerMainDim {
                    availableInnerMainDim = minInnerMainDim
                } else if !maxInnerMainDim.isNaN && line.sizeConsumed > maxInnerMainDim {
                    availableInnerMainDim = maxInnerMainDim
                } else {
                    let nodeGrow = resolveFlexGrow(node)
                    if (!line.totalFlexGrowFactors.isNaN && line.totalFlexGrowFactors == 0)
                        || (!nodeGrow.isNaN && nodeGrow == 0)
                    {
                        availableInnerMainDim = line.sizeConsumed
                    }
                    sizeBasedOnContent = true
                }
            }
            if !sizeBasedOnContent && !availableInnerMainDim.isNaN {
                line.remainingFreeSpace = availableInnerMainDim - line.sizeConsumed
            } else if line.sizeConsumed < 0 {
                line.remainingFreeSpace = -line.sizeConsumed
            }
            let context = LineContext(
                mainAxis: mainAxis, crossAxis: crossAxis, ownerWidth: ownerWidth, mainAxisOwnerSize: mainAxisOwnerSize,
                availableInnerMainDim: availableInnerMainDim, availableInnerCrossDim: availableInnerCrossDim,
                availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight,
                mainAxisOverflows: mainAxisOverflows, sizingModeMainDim: sizingModeMainDim,
                sizingModeCrossDim: sizingModeCrossDim, performLayout: performLayout, depth: depth)
            if !canSkipFlex {
                resolveFlexibleLength(&line, node, context)
            }
            layouts[node].hadOverflow = layouts[node].hadOverflow || line.remainingFreeSpace < 0

            // STEP 6: main-axis justification and cross-axis size of the line.
            justifyMainAxis(&line, node, context)
            var containerCrossAxis = availableInnerCrossDim
            if sizingModeCrossDim == .maxContent || sizingModeCrossDim == .fitContent {
                containerCrossAxis =
                    boundAxis(node, crossAxis, rtl, line.crossDim + pbAxisCross, crossAxisOwnerSize, ownerWidth) - pbAxisCross
            }
            if !isNodeFlexWrap && sizingModeCrossDim == .stretchFit {
                line.crossDim = availableInnerCrossDim
            }
            if !isNodeFlexWrap {
                line.crossDim = boundAxis(node, crossAxis, rtl, line.crossDim + pbAxisCross, crossAxisOwnerSize, ownerWidth) - pbAxisCross
            }

            // STEP 7: cross-axis alignment.
            if performLayout {
                alignItemsInLine(
                    line, node, context, containerCrossAxis: containerCrossAxis,
                    leadingPBCross: leadingPBCross, totalLineCrossDim: totalLineCrossDim)
            }
            let appliedCrossGap: Float = lineCount != 0 ? crossAxisGap : 0
            totalLineCrossDim += line.crossDim + appliedCrossGap
            maxLineMainDim = maxOrDefined(maxLineMainDim, line.mainDim)
            lineItemCount = line.itemsStart
            lineCount += 1
        }

        // STEP 8: multi-line content alignment.
        if performLayout && (isNodeFlexWrap || isBaselineLayout(node)) {
            alignContent(
                node, lineCount: lineCount, totalLineCrossDim: totalLineCrossDim, crossAxis: crossAxis,
                mainAxis: mainAxis, sizingModeCrossDim: sizingModeCrossDim,
                availableInnerCrossDim: availableInnerCrossDim, availableInnerWidth: availableInnerWidth,
                availableInnerHeight: availableInnerHeight, pbAxisCross: pbAxisCross,
                leadingPBCross: leadingPBCross, crossAxisOwnerSize: crossAxisOwnerSize,
                ownerWidth: ownerWidth, crossAxisGap: crossAxisGap, depth: depth)
        }

        // STEP 9: final dimensions.
        setMeasured(node, .row, boundAxis(node, .row, rtl, availableWidth - marginAxisRow, ownerWidth, ownerWidth))
        setMeasured(node, .column, boundAxis(node, .column, rtl, availableHeight - marginAxisColumn, ownerHeight, ownerWidth))
        if sizingModeMainDim == .maxContent || (styles[node].overflow != .scroll && sizingModeMainDim == .fitContent) {
            setMeasured(node, mainAxis, boundAxis(node, mainAxis, rtl, maxLineMainDim, mainAxisOwnerSize, ownerWidth))
        } else if sizingModeMainDim == .fitContent && styles[node].overflow == .scroll {
            setMeasured(
                node, mainAxis,
                maxOrDefined(
                    minOrDefined(
                        availableInnerMainDim + pbAxisMain,
                        boundAxisWithinMinAndMax(node, mainAxis, maxLineMainDim, mainAxisOwnerSize)),
                    pbAxisMain))
        }
        if sizingModeCrossDim == .maxContent || (styles[node].overflow != .scroll && sizingModeCrossDim == .fitContent) {
            setMeasured(node, crossAxis, boundAxis(node, crossAxis, rtl, totalLineCrossDim + pbAxisCross, crossAxisOwnerSize, ownerWidth))
        } else if sizingModeCrossDim == .fitContent && styles[node].overflow == .scroll {
            setMeasured(
                node, crossAxis,
                maxOrDefined(
                    minOrDefined(
                        availableInnerCrossDim + pbAxisCross,
                        boundAxisWithinMinAndMax(node, crossAxis, totalLineCrossDim + pbAxisCross, crossAxisOwnerSize)),
                    pbAxisCross))
        }
        // Lines were placed in normal order; mirror them for wrap-reverse.
        if performLayout && styles[node].flexWrap == .wrapReverse {
            for i in childStart[node]..<childEnd[node] {
                let child = childList[i]
                if styles[child].positionType != .absolute {
                    layouts[child].position[crossAxis.flexStartEdge] =
                        measured(node, crossAxis)
                        - layouts[child].position[crossAxis.flexStartEdge] - measured(child, crossAxis)
                }
            }
        }
        if performLayout {
            // STEP 10: trailing positions for reversed axes.
            let needsMain = mainAxis.needsTrailingPosition
            let needsCross = crossAxis.needsTrailingPosition
            if needsMain || needsCross {
                for i in childStart[node]..<childEnd[node] {
                    let child = childList[i]
                    if styles[child].display == .none || styles[child].positionType == .absolute { continue }
                    if needsMain { setChildTrailingPosition(node, child, mainAxis) }
                    if needsCross { setChildTrailingPosition(node, child, crossAxis) }
                }
            }
            // STEP 11: absolute descendants whose containing block this node is.
            if styles[node].positionType != .static || depth == 1 {
                layoutAbsoluteDescendants(
                    containing: node, current: node,
                    widthMode: isMainAxisRow ? sizingModeMainDim : sizingModeCrossDim,
                    depth: depth, leftOffset: 0, topOffset: 0,
                    availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight)
            }
        }
    }
}
