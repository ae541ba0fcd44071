import LayoutModel

extension Rect {
    /// "16,120 361×361pt", for messages.
    public var pointsDescription: String {
        "\(Format.points(x)),\(Format.points(y)) \(Format.points(width))×\(Format.points(height))pt"
    }
}
