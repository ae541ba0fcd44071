import Testing

@testable import LayoutModel

/// Every public number formatter is total: NaN, ±infinity, ±0 and values too
/// large for an integer format without trapping, each the way the documentation says.
@Suite struct FormatTotalityTests {
    /// The awkward values, in the order of the expected columns below.
    static let values: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300]

    @Test(arguments: [
        ("number", ["NaN", "infinity", "-infinity", "0", "0", "1e+300", "-1e+300"]),
        ("points", ["NaN", "infinity", "-infinity", "0", "0", "1e+300", "-1e+300"]),
        ("hundredths", ["NaN", "infinity", "-infinity", "0", "0", "1e+300", "-1e+300"]),
        ("score", ["NaN", "infinity", "-infinity", "0", "0", "1e+300", "-1e+300"]),
        ("seconds", ["NaN", "infinity", "-infinity", "0", "0", "1e+300", "-1e+300"]),
        ("signedPoints", ["NaN", "infinity", "-infinity", "0", "0", "1e+300", "-1e+300"]),
        ("percent", ["NaN%", "infinity%", "-infinity%", "0%", "0%", "1e+302%", "-1e+302%"]),
        ("percentOverBudget", ["NaN%", "infinity%", "-infinity%", "0%", "0%", "1e+302%", "-1e+302%"]),
        ("area", ["NaN pt²", "infinity pt²", "-infinity pt²", "0 pt²", "0 pt²", "1e+300 pt²", "-1e+300 pt²"]),
        ("json", ["null", "null", "null", "0", "0", "1e+300", "-1e+300"]),
        ("fixed", ["NaN", "infinity", "-infinity", "0.0000", "0.0000", "1e+300", "-1e+300"]),
    ])
    func formatsEveryAwkwardValue(function: String, expected: [String]) {
        let format: (Double) -> String =
            switch function {
            case "number": Format.number
            case "points": Format.points
            case "hundredths": Format.hundredths
            case "score": Format.score
            case "seconds": Format.seconds
            case "signedPoints": Format.signedPoints
            case "percent": { Format.percent($0) }
            case "percentOverBudget": { Format.percent($0, over: 0.25) }
            case "area": Format.area
            case "json": Format.json
            default: { Format.fixed($0, places: 4) }
            }
        #expect(Self.values.map(format) == expected)
    }

    @Test func budgetsThatAreNotFiniteKeepTheShortForm() {
        #expect(Format.percent(0.3, over: .nan) == "30%")
        #expect(Format.percent(0.3, over: -.infinity) == "30%")
        // ×100 overflows: the percentage reads as infinite rather than trapping.
        #expect(Format.percent(.greatestFiniteMagnitude, over: 1e300) == "infinity%")
    }

    @Test func fixedKeepsTrailingZerosAndRounds() {
        #expect(Format.fixed(0.1875, places: 4) == "0.1875")
        #expect(Format.fixed(0.5, places: 4) == "0.5000")
        #expect(Format.fixed(-0.00004, places: 4) == "0.0000")
        #expect(Format.fixed(-2.25, places: 1) == "-2.3")
        #expect(Format.fixed(12, places: 0) == "12")
    }

    @Test func rectanglesDescribeThemselvesThroughFormat() {
        #expect(Rect(x: .nan, y: -.infinity, width: 1e300, height: -0.0).description == "[NaN, -infinity, 1e+300, 0]")
    }
}
