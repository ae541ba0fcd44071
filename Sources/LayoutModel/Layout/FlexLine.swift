/// One flex line: its items are `lineItems[itemsStart..<itemsEnd]` (Yoga's `FlexLine`).
struct FlexLine {
    var itemsStart: Int
    var itemsEnd: Int
    var sizeConsumed: Float = 0
    /// Index into the parent's children (CSR position) just after the line.
    var endOfLineIndex: Int
    var numberOfAutoMargins: Int = 0
    var totalFlexGrowFactors: Float = 0
    var totalFlexShrinkScaledFactors: Float = 0
    var remainingFreeSpace: Float = 0
    var mainDim: Float = 0
    var crossDim: Float = 0

    var itemCount: Int { itemsEnd - itemsStart }
}

extension FlexEngine {
    /// Collects the next line's items into the scratch stack (Yoga's `calculateFlexLine`).
    mutating func calculateFlexLine(
        _ node: Int, _ ownerWidth: Float, _ mainAxisOwnerSize: Float, _ availableInnerWidth: Float,
        _ availableInnerMainDim: Float, _ startOfLineIndex: Int, _ lineCount: Int
    ) -> FlexLine {
        let itemsStart = lineItemCount
        var line = FlexLine(itemsStart: itemsStart, itemsEnd: itemsStart, endOfLineIndex: startOfLineIndex)
        var sizeConsumedIncludingMin: Float = 0
        var firstElementInLineIndex = startOfLineIndex
        let rtl = isRTL(node)
        let mainAxis = styles[node].flexDirection.resolved(rtl: rtl)
        let isNodeFlexWrap = styles[node].flexWrap != .noWrap
        let gap = gapForAxis(node, mainAxis, availableInnerMainDim)
        var endOfLineIndex = startOfLineIndex
        while endOfLineIndex < childEnd[node] {
            let child = childList[endOfLineIndex]
            if styles[child].display == .none || styles[child].positionType == .absolute {
                if firstElementInLineIndex == endOfLineIndex { firstElementInLineIndex += 1 }
                endOfLineIndex += 1
                continue
            }
            if marginIsAuto(child, mainAxis.flexStartEdge, rtl) { line.numberOfAutoMargins += 1 }
            if marginIsAuto(child, mainAxis.flexEndEdge, rtl) { line.numberOfAutoMargins += 1 }
            let isFirstElementInLine = endOfLineIndex == firstElementInLineIndex
            layouts[child].lineIndex = lineCount
            let childMarginMainAxis = marginForAxis(child, mainAxis, availableInnerWidth)
            let childLeadingGap: Float = isFirstElementInLine ? 0 : gap
            let basis = boundAxisWithinMinAndMax(child, mainAxis, layouts[child].computedFlexBasis, mainAxisOwnerSize)
            if sizeConsumedIncludingMin + basis + childMarginMainAxis + childLeadingGap > availableInnerMainDim
                && isNodeFlexWrap && lineItemCount > itemsStart
            {
                break
            }
            sizeConsumedIncludingMin += basis + childMarginMainAxis + childLeadingGap
            line.sizeConsumed += basis + childMarginMainAxis + childLeadingGap
            if isNodeFlexible(child) {
                line.totalFlexGrowFactors += resolveFlexGrow(child)
                line.totalFlexShrinkScaledFactors += -resolveFlexShrink(child) * layouts[child].computedFlexBasis
            }
            lineItems[lineItemCount] = child
            lineItemCount += 1
            endOfLineIndex += 1
        }
        if line.totalFlexGrowFactors > 0 && line.totalFlexGrowFactors < 1 { line.totalFlexGrowFactors = 1 }
        if line.totalFlexShrinkScaledFactors > 0 && line.totalFlexShrinkScaledFactors < 1 { line.totalFlexShrinkScaledFactors = 1 }
        line.itemsEnd = lineItemCount
        line.endOfLineIndex = endOfLineIndex
        return line
    }

    /// Freezes items whose min/max trigger and removes them from the free space
    /// (Yoga's `distributeFreeSpaceFirstPass`).
    func distributeFreeSpaceFirstPass(
        _ line: inout FlexLine, _ mainAxis: FlexDirection, _ rtl: Bool, _ mainAxisOwnerSize: Float,
        _ availableInnerMainDim: Float, _ availableInnerWidth: Float
    ) {
        var deltaFreeSpace: Float = 0
        for k in line.itemsStart..<line.itemsEnd {
            let child = lineItems[k]
            // Min/max percentages resolve against the container's owner here, as in the Yoga
            // revision the conformance cases come from.
            let childFlexBasis = boundAxisWithinMinAndMax(child, mainAxis, layouts[child].computedFlexBasis, mainAxisOwnerSize)
            if line.remainingFreeSpace < 0 {
                let scaled = -resolveFlexShrink(child) * childFlexBasis
                if !scaled.isNaN && scaled != 0 {
                    let base = childFlexBasis + line.remainingFreeSpace / line.totalFlexShrinkScaledFactors * scaled
                    let bound = boundAxis(child, mainAxis, rtl, base, availableInnerMainDim, availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - childFlexBasis
                        line.totalFlexShrinkScaledFactors -= -resolveFlexShrink(child) * layouts[child].computedFlexBasis
                    }
                }
            } else if !line.remainingFreeSpace.isNaN && line.remainingFreeSpace > 0 {
                let grow = resolveFlexGrow(child)
                if !grow.isNaN && grow != 0 {
                    let base = childFlexBasis + line.remainingFreeSpace / line.totalFlexGrowFactors * grow
                    let bound = boundAxis(child, mainAxis, rtl, base, availableInnerMainDim, availableInnerWidth)
                    if !base.isNaN && !bound.isNaN && base != bound {
                        deltaFreeSpace += bound - childFlexBasis
                        line.totalFlexGrowFactors -= grow
                    }
                }
            }
        }
        line.remainingFreeSpace -= deltaFreeSpace
    }
}
