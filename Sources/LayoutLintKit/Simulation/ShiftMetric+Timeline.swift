import LayoutModel

extension ShiftMetric {
    /// The metric of a simulated shift.
    public init(_ shift: LayoutShift) {
        self.init(
            atMs: shift.atMs, score: shift.score.score, impactFraction: shift.score.impactFraction,
            distanceFraction: shift.score.distanceFraction, expected: shift.expected, cause: shift.cause,
            nodes: shift.score.moved.map { MovedNode(id: $0.id, dx: $0.dx, dy: $0.dy) })
    }
}
