/// A rectangle in points: origin at the top-left, y growing downwards.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var area: Double { max(width, 0) * max(height, 0) }
    public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The overlap of two rectangles, or nil when they do not overlap with positive area.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when `other` lies entirely inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// How far apart two edges may be and still count as the same edge: absolute frames are
    /// sums of offsets the layout engine computes in 32-bit floats, so adjacent nodes can
    /// disagree in the last bits (554.66668701 against 554.33331299 for a one-pixel overlap at
    /// scale 3, off by 4e-5). A thousandth of a point is well above those errors (a 32-bit float
    /// near 1000 is exact to 6e-5) and far below a pixel at any scale (⅓ pt at 3×).
    public static let edgeTolerance = 1e-3

    /// `contains` with edges within `edgeTolerance` counted as equal.
    public func containsWithinTolerance(_ other: Rect) -> Bool {
        let t = Rect.edgeTolerance
        return other.x >= x - t && other.y >= y - t && other.maxX <= maxX + t && other.maxY <= maxY + t
    }

    /// True when `other` overlaps this rectangle by more than a rounding sliver: on each axis
    /// the shared extent is more than `sliver` points (plus `edgeTolerance`), or spans all of
    /// this rectangle's extent. Neighbours whose edges meet, or whose pixel rounding makes them
    /// overlap by a device pixel, are not taken to overlap; a tiny rectangle inside another is.
    public func overlaps(_ other: Rect, beyondSliver sliver: Double) -> Bool {
        let t = Rect.edgeTolerance
        func real(_ shared: Double, _ own: Double) -> Bool {
            shared > t && (shared > Swift.max(sliver, 0) + t || shared >= own - t)
        }
        return real(Swift.min(maxX, other.maxX) - Swift.max(x, other.x), width)
            && real(Swift.min(maxY, other.maxY) - Swift.max(y, other.y), height)
    }

    public var description: String { "[" + [x, y, width, height].map(Format.number).joined(separator: ", ") + "]" }
}
