import Foundation
import Testing

@testable import LayoutModel

/// The pixel-grid rounding's fractional part is C's `fmod(value, 1)` bit for bit, the sign of
/// zero and the values past 2^52 (where every double is whole) included.
@Suite struct PixelGridTests {
    @Test(arguments: [
        0.0, -0.0, 0.25, -0.25, 1.5, -1.5, 2, -2, 59.333_333_333_333_336, -0.000_1, 1e-300, -1e-300,
        0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, -0x1p52, 0x1p52 + 1, 0x1p63, -0x1p63, 1e300, -1e300,
        Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude,
    ])
    func fractionalPartIsFmod(_ value: Double) {
        let expected = fmod(value, 1)
        let actual = fractionalPart(value)
        #expect(actual.bitPattern == expected.bitPattern, "\(value): \(actual) ≠ fmod's \(expected)")
    }

    @Test func fractionalPartOfNaNAndInfinitiesIsNaN() {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(fractionalPart(value).isNaN)
            #expect(fmod(value, 1).isNaN)
        }
    }

    @Test func roundingAtThreeTimesMatchesYogaOnFractions() {
        // Yoga rounds 10.1667 at 3× to 10.3333 (30.5001 rounds up), and 10.1 to 10 (30.3 down).
        #expect(roundValueToPixelGrid(10.1667, 3, false, false) == Float(31.0 / 3.0))
        #expect(roundValueToPixelGrid(10.1, 3, false, false) == 10)
        #expect(roundValueToPixelGrid(10.1, 3, true, false) == Float(31.0 / 3.0))
        #expect(roundValueToPixelGrid(-10.1, 3, false, false) == -10)
    }
}
