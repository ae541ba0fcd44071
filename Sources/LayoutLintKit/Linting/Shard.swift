/// One of `count` parts of a run's files (`--shard index/count`), chosen by a stable hash of
/// each file's path, so a CI matrix of `count` jobs lints every file exactly once.
public struct Shard: Sendable, Hashable {
    /// 1-based: 1…count.
    public var index: Int
    public var count: Int

    /// Shard `index` of `count`; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `i/n`, e.g. `2/4`; nil when it is not of that form with 1 ≤ i ≤ n.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// True when `path` belongs to this shard: its FNV-1a hash modulo `count` is `index − 1`.
    /// Depends only on the path as given (`./a.json` and `a.json` are the same file).
    public func contains(_ path: String) -> Bool {
        var normalized = Substring(path)
        while normalized.hasPrefix("./") { normalized = normalized.dropFirst(2) }
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in normalized.utf8 {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
        return Int(value % UInt64(count)) == index - 1
    }
}
