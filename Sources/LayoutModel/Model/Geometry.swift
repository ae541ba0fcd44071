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

    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}
