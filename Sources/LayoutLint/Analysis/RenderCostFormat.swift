import LayoutModel

/// Number formats shared by the rendering-cost rules' messages.
enum RenderCostFormat {
    /// Up to two decimals, trailing zeros dropped: 0.8, 0.85, 12.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A fraction as a percentage to 0.1: 0.2534 → "25.3%". Given the budget it is over, more
    /// decimals are shown where 0.1 would read as the budget itself (0.25012 over 0.25 → "25.01%").
    static func percent(_ fraction: Double, over budget: Double? = nil) -> String {
        let short = formatPoints(fraction * 100) + "%"
        guard let budget, fraction > budget, short == percent(budget) else { return short }
        var scale = 100.0
        while scale < 1e6, (fraction * 100 * scale).rounded() == (budget * 100 * scale).rounded() {
            scale *= 10
        }
        return String((fraction * 100 * scale).rounded() / scale) + "%"
    }

    /// An area in whole pt²: "1234 pt²".
    static func area(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "0 pt²" }
        return String(Int(value.rounded())) + " pt²"
    }

    /// Keeps the first finding per key, in order (a node reported in several frames once).
    static func firstPerKey<Key: Hashable>(_ items: [(key: Key, finding: Finding)]) -> [Finding] {
        var seen = Set<Key>()
        return items.filter { seen.insert($0.key).inserted }.map(\.finding)
    }
}
