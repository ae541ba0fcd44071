/// The choices of the structure-aware generator, read from bytes: the fuzzer's input, or a
/// seed's pseudo-random stream. Each choice consumes the bytes it needs; once the bytes run
/// out every choice is its smallest (a range's lower bound, `false` for a chance), so a short
/// input makes a small document and every input makes a finite one.
public struct FuzzDecisions: Sendable {
    private let bytes: [UInt8]
    private var position = 0

    /// Choices read from `bytes` in order.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// `count` bytes of SplitMix64 from `seed`: the same document for the same seed.
    public init(seed: UInt64, count: Int = 8192) {
        var state = seed
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while bytes.count < count {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            for shift in stride(from: 0, to: 64, by: 8) where bytes.count < count { bytes.append(UInt8(truncatingIfNeeded: z >> shift)) }
        }
        self.init(bytes)
    }

    /// True once every byte has been used.
    public var exhausted: Bool { position >= bytes.count }

    private mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `range`, from as many bytes as the range needs (its lower bound once the
    /// bytes have run out).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        guard span > 1 else { return range.lowerBound }
        let width = span <= 1 << 8 ? 1 : span <= 1 << 16 ? 2 : 4
        var value: UInt64 = 0
        for _ in 0..<width {
            guard let next = byte() else { return range.lowerBound }
            value = value << 8 | UInt64(next)
        }
        return range.lowerBound + Int(value % span)
    }

    /// True with about `percent` % probability; false once the bytes have run out.
    public mutating func chance(_ percent: Int) -> Bool {
        guard let next = byte() else { return false }
        return Int(next) % 100 < percent
    }

    /// One of `items` (the first once the bytes have run out).
    public mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...max(items.count - 1, 0))]
    }

    /// A number of points with eighths, in `range`.
    public mutating func points(_ range: ClosedRange<Int>) -> Double {
        Double(int(range.lowerBound * 8...range.upperBound * 8)) / 8
    }
}
