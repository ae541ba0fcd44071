import Testing

/// Compares times computed from refresh ticks (k × 1000 / hz) with hand-written values.
public func expectMs(_ actual: Double?, _ expected: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let actual else {
        Issue.record("expected \(expected) ms, got nil", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(actual - expected) < 1e-6, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}
