/// Rounds a value to the pixel grid of `pointScaleFactor` (Yoga's `roundValueToPixelGrid`).
func roundValueToPixelGrid(_ value: Double, _ pointScaleFactor: Double, _ forceCeil: Bool, _ forceFloor: Bool) -> Float {
    var scaled = value * pointScaleFactor
    // fmod(scaled, 1) without the libm call: exact for every finite value, NaN otherwise.
    var fractial = scaled - scaled.rounded(.towardZero)
    if fractial < 0 { fractial += 1 }
    if inexactEquals(fractial, 0) {
        scaled -= fractial
    } else if inexactEquals(fractial, 1.0) {
        scaled = scaled - fractial + 1.0
    } else if forceCeil {
        scaled = scaled - fractial + 1.0
    } else if forceFloor {
        scaled -= fractial
    } else {
        scaled = scaled - fractial + (!fractial.isNaN && (fractial > 0.5 || inexactEquals(fractial, 0.5)) ? 1.0 : 0.0)
    }
    return scaled.isNaN || pointScaleFactor.isNaN ? .nan : Float(scaled / pointScaleFactor)
}

extension FlexEngine {
    /// Rounds every node to the pixel grid in index order, which visits parents before
    /// children, so no recursion is needed (Yoga's `roundLayoutResultsToPixelGrid`).
    /// Left/top are rounded; width/height come from rounded absolute edges; nodes with a
    /// measure function never round their size down (Yoga's text rounding). O(nodes).
    mutating func roundToPixelGrid() {
        let n = layouts.count
        guard pointScaleFactor != 0 else { return }
        let scale = Double(pointScaleFactor)
        var absLeft = [Double](repeating: 0, count: n)
        var absTop = [Double](repeating: 0, count: n)
        for node in 0..<n {
            let p = parent[node]
            let parentLeft = p >= 0 ? absLeft[p] : 0
            let parentTop = p >= 0 ? absTop[p] : 0
            let l = layouts[node]
            let nodeLeft = Double(l.position.left)
            let nodeTop = Double(l.position.top)
            let nodeWidth = Double(l.width)
            let nodeHeight = Double(l.height)
            let absoluteLeft = parentLeft + nodeLeft
            let absoluteTop = parentTop + nodeTop
            absLeft[node] = absoluteLeft
            absTop[node] = absoluteTop
            let absoluteRight = absoluteLeft + nodeWidth
            let absoluteBottom = absoluteTop + nodeHeight
            let textRounding = styles[node].hasMeasure
            layouts[node].position.left = roundValueToPixelGrid(nodeLeft, scale, false, textRounding)
            layouts[node].position.top = roundValueToPixelGrid(nodeTop, scale, false, textRounding)
            let fracW = (nodeWidth * scale).truncatingRemainder(dividingBy: 1.0)
            let fracH = (nodeHeight * scale).truncatingRemainder(dividingBy: 1.0)
            let hasFractionalWidth = !inexactEquals(fracW, 0) && !inexactEquals(fracW, 1.0)
            let hasFractionalHeight = !inexactEquals(fracH, 0) && !inexactEquals(fracH, 1.0)
            layouts[node].width = roundValueToPixelGrid(absoluteRight, scale, textRounding && hasFractionalWidth, textRounding && !hasFractionalWidth)
                - roundValueToPixelGrid(absoluteLeft, scale, false, textRounding)
            layouts[node].height = roundValueToPixelGrid(absoluteBottom, scale, textRounding && hasFractionalHeight, textRounding && !hasFractionalHeight)
                - roundValueToPixelGrid(absoluteTop, scale, false, textRounding)
        }
    }
}
