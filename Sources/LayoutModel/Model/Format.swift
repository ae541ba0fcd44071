/// Every number LayoutLint writes for people and machines, formatted in one place.
///
/// Each function is total: NaN prints as "NaN", infinities as "infinity" and "-infinity"
/// (`json` writes null), and values too large for an integer keep Swift's shortest form
/// ("1e+300"), so building a message about a bad value can never trap.
public enum Format {
    /// A number as users write it: integers without a fraction ("61"), others in the shortest
    /// form that reads back to the same value ("0.1875").
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return nonFinite(value) }
        if value == 0 { return "0" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// A number of points (or milliseconds) for a message, to 0.1: "61", "5.5".
    public static func points(_ value: Double) -> String {
        rounded(value, places: 1)
    }

    /// To 0.01, trailing zeros dropped: "0.8", "0.85", "12".
    public static func hundredths(_ value: Double) -> String {
        rounded(value, places: 2)
    }

    /// A score or fraction, to 0.001 with trailing zeros dropped: "0.14", "0.188".
    public static func score(_ value: Double) -> String {
        rounded(value, places: 3)
    }

    /// Seconds to the millisecond, trailing zeros dropped: "0.042", "1.5", "0".
    public static func seconds(_ value: Double) -> String {
        rounded(value, places: 3)
    }

    /// Points with an ASCII minus sign for moves, as numbers are typed: "-11", "5.5".
    public static func signedPoints(_ value: Double) -> String {
        let text = points(abs(value))
        return value < 0 && text != "0" ? "-\(text)" : text
    }

    /// A fraction as a percentage to 0.1: 0.2534 → "25.3%". Given the budget it is over, more
    /// decimals are shown where 0.1 would read as the budget itself (0.25012 over 0.25 → "25.01%").
    public static func percent(_ fraction: Double, over budget: Double? = nil) -> String {
        let short = points(fraction * 100) + "%"
        guard let budget, fraction.isFinite, budget.isFinite, fraction > budget, short == percent(budget) else { return short }
        var scale = 100.0
        while scale < 1e6, (fraction * 100 * scale).rounded() == (budget * 100 * scale).rounded() {
            scale *= 10
        }
        return String((fraction * 100 * scale).rounded() / scale) + "%"
    }

    /// An area in whole pt²: "1234 pt²".
    public static func area(_ value: Double) -> String {
        rounded(value, places: 0) + " pt²"
    }

    /// The number format of machine-readable output: like `number`, −0 as "0", and NaN and
    /// infinities as `null` (JSON has no such numbers).
    public static func json(_ value: Double) -> String {
        value.isFinite ? number(value) : "null"
    }

    /// A fixed number of decimals, trailing zeros kept: `fixed(0.1875, places: 4)` → "0.1875",
    /// `fixed(0.5, places: 4)` → "0.5000". Beyond 1e15 (where decimals mean nothing) like `number`.
    public static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return nonFinite(value) }
        let places = Swift.max(0, Swift.min(places, 9))
        guard abs(value) < 1e15 else { return number(value) }
        var factor: Int64 = 1
        for _ in 0..<places { factor *= 10 }
        let scaled = Int64((abs(value) * Double(factor)).rounded())
        let whole = String(scaled / factor)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return sign + whole }
        let fraction = String(scaled % factor)
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// `value` rounded to `places` decimals, without trailing zeros.
    private static func rounded(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return nonFinite(value) }
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let scaled = (value * factor).rounded() / factor
        guard scaled.isFinite else { return number(value) }
        if scaled == scaled.rounded() { return number(scaled) }
        return String(scaled)
    }

    private static func nonFinite(_ value: Double) -> String {
        value.isNaN ? "NaN" : (value > 0 ? "infinity" : "-infinity")
    }
}
