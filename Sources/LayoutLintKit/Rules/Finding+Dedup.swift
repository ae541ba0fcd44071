extension Finding {
    /// Keeps the first finding per key, in order (a node reported in several frames once).
    public static func firstPerKey<Key: Hashable>(_ items: [(key: Key, finding: Finding)]) -> [Finding] {
        var seen = Set<Key>()
        return items.filter { seen.insert($0.key).inserted }.map(\.finding)
    }
}
