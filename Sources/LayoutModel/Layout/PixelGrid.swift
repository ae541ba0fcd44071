/// Rounds a value to the pixel grid of `pointScaleFactor` (Yoga's `roundValueToPixelGrid`).
func roundValueToPixelGrid(_ value: Double, _ pointScaleFactor: Double, _ forceCeil: Bool, _ forceFloor: Bool) -> Float {
    var scaled = value * pointScaleFactor
    var fractial = fractionalPart(scaled)
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

/// `value.truncatingRemainder(dividingBy: 1)` (C's `fmod(value, 1)`) without the library call:
/// `value - trunc(value)` is exact in binary floating point, with `value`'s sign like `fmod`
/// (−0 for −2), NaN for NaN and infinities. The truncation converts to an integer and back
/// (one instruction each way; `rounded(.towardZero)` calls `trunc` on a baseline x86-64), which
/// is exact below 2^52; from there on every double is a whole number.
@inline(__always) func fractionalPart(_ value: Double) -> Double {
    if value.magnitude < 0x1p52 { return Double(signOf: value, magnitudeOf: value - Double(Int64(value))) }
    return value.isFinite ? Double(signOf: value, magnitudeOf: 0) : .nan
}

extension FlexEngine {
    /// Rounds every node to the pixel grid in index order, which visits parents before
    /// children, so no recursion is needed (Yoga's `roundLayoutResultsToPixelGrid`). O(nodes).
    mutating func roundToPixelGrid() {
        let n = layouts.count
        guard pointScaleFactor != 0 else { return }
        // Unrounded absolute origins, left and top, in temporary storage (on the stack for a
        // small tree); a parent's is written before its children read it.
        withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: n) { absolute in
            for node in 0..<n {
                let p = parent[node]
                let origin = p >= 0 ? absolute[p] : .zero
                let rounded = roundedLayout(node, parentLeft: origin.x, parentTop: origin.y)
                absolute[node] = SIMD2(rounded.absoluteLeft, rounded.absoluteTop)
                layouts[node].position.left = rounded.left
                layouts[node].position.top = rounded.top
                layouts[node].width = rounded.width
                layouts[node].height = rounded.height
            }
        }
    }

    /// One node's layout on the pixel grid, from its unrounded layout and its parent's
    /// unrounded absolute origin; also returns its own unrounded absolute origin.
    /// Left/top are rounded; width/height come from rounded absolute edges; nodes with a
    /// measure function never round their size down (Yoga's text rounding). Without a point
    /// scale the layout is returned as is.
    func roundedLayout(_ node: Int, parentLeft: Double, parentTop: Double)
        -> (left: Float, top: Float, width: Float, height: Float, absoluteLeft: Double, absoluteTop: Double)
    {
        let l = layouts[node]
        let nodeLeft = Double(l.position.left)
        let nodeTop = Double(l.position.top)
        let absoluteLeft = parentLeft + nodeLeft
        let absoluteTop = parentTop + nodeTop
        guard pointScaleFactor != 0 else { return (l.position.left, l.position.top, l.width, l.height, absoluteLeft, absoluteTop) }
        let scale = Double(pointScaleFactor)
        let nodeWidth = Double(l.width)
        let nodeHeight = Double(l.height)
        let absoluteRight = absoluteLeft + nodeWidth
        let absoluteBottom = absoluteTop + nodeHeight
        let textRounding = styles[node].hasMeasure
        let fracW = fractionalPart(nodeWidth * scale)
        let fracH = fractionalPart(nodeHeight * scale)
        let hasFractionalWidth = !inexactEquals(fracW, 0) && !inexactEquals(fracW, 1.0)
        let hasFractionalHeight = !inexactEquals(fracH, 0) && !inexactEquals(fracH, 1.0)
        let width =
            roundValueToPixelGrid(absoluteRight, scale, textRounding && hasFractionalWidth, textRounding && !hasFractionalWidth)
            - roundValueToPixelGrid(absoluteLeft, scale, false, textRounding)
        let height =
            roundValueToPixelGrid(absoluteBottom, scale, textRounding && hasFractionalHeight, textRounding && !hasFractionalHeight)
            - roundValueToPixelGrid(absoluteTop, scale, false, textRounding)
        return (
            roundValueToPixelGrid(nodeLeft, scale, false, textRounding), roundValueToPixelGrid(nodeTop, scale, false, textRounding),
            width, height, absoluteLeft, absoluteTop
        )
    }
}
