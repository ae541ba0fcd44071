import LayoutModel

/// Why a list cannot be simulated. The decoder rejects these first; the simulation checks again
/// so that it never traps on a hand-built `ListSpec`.
public enum ReuseInputError: Error, Sendable, Hashable {
    /// A row names a cell type that `cells` does not declare.
    case unknownCellType(String)
    /// `heights` has a different length than the rows.
    case heightCount(heights: Int, rows: Int)

    /// A lower-case message naming the fix.
    public var message: String {
        switch self {
        case .unknownCellType(let name):
            "row type '\(name)' is not one of the list's cells; add it to \"cells\" or fix the row"
        case .heightCount(let heights, let rows):
            "\"heights\" has \(heights) values for \(rows) rows; give one height per row"
        }
    }
}

/// Where each row of a list sits and which cell type it has.
///
/// Pattern lists store only one period (its types and prefix sums): row `i` starts at
/// `(i / P) × periodHeight + prefix[i % P]`, so a 1,000,000-row list costs as much memory as
/// its pattern. Explicit lists (`types`, or any list with per-row `heights`) store one prefix
/// sum per row, which is the size of the input itself.
///
/// Positions are exact whenever heights are multiples of a power of two (all integers, halves…);
/// otherwise they carry the usual floating-point rounding.
public struct RowGeometry: Sendable {
    /// Type index per stored row: one period (pattern lists) or every row (explicit lists).
    private let types: [Int]
    /// Prefix sums of the stored rows' heights (`prefix.count == types.count + 1`).
    private let prefix: [Double]
    /// True when `types` is a period repeated to `count` rows.
    private let periodic: Bool
    /// Rows in the stored period (pattern lists); 1 for explicit lists.
    private let period: Int
    /// The height of one period (pattern lists).
    private let periodHeight: Double
    /// Rows of each type in one period (pattern lists); empty for explicit lists.
    private let periodTypeCounts: [Int]
    /// The number of rows.
    public let count: Int
    /// The number of cell types (indices into `ListSpec.cells`).
    public let typeCount: Int
    /// The bottom of the last row.
    public let contentHeight: Double

    /// Builds the geometry of `list`. Cost O(pattern) for pattern lists without `heights`,
    /// O(rows) otherwise. Negative or non-finite heights count as 0.
    public init(_ list: ListSpec) throws(ReuseInputError) {
        var index: [String: Int] = [:]
        for (position, cell) in list.cells.enumerated() where index[cell.name] == nil {
            index[cell.name] = position
        }
        func typeIndex(_ name: String) throws(ReuseInputError) -> Int {
            guard let found = index[name] else { throw .unknownCellType(name) }
            return found
        }
        let typeHeights = list.cells.map { Self.sanitized($0.height) }
        typeCount = list.cells.count

        var rowTypes: [Int] = []
        var rowCount = 0
        var isPattern = false
        switch list.rows {
        case .pattern(let requested, let pattern):
            for name in pattern { rowTypes.append(try typeIndex(name)) }
            rowCount = pattern.isEmpty ? 0 : max(0, requested)
            isPattern = !pattern.isEmpty
        case .types(let names):
            rowTypes.reserveCapacity(names.count)
            for name in names { rowTypes.append(try typeIndex(name)) }
            rowCount = names.count
        }
        count = rowCount

        if let heights = list.heights {
            guard heights.count == rowCount else { throw .heightCount(heights: heights.count, rows: rowCount) }
            if isPattern {
                let pattern = rowTypes
                rowTypes = (0..<rowCount).map { pattern[$0 % pattern.count] }
            }
            isPattern = false
            prefix = Self.prefixSums(heights.map(Self.sanitized))
        } else {
            prefix = Self.prefixSums(rowTypes.map { typeHeights[$0] })
        }
        types = rowTypes
        periodic = isPattern
        period = isPattern ? rowTypes.count : 1
        periodHeight = isPattern ? prefix[rowTypes.count] : 0
        var counts = [Int](repeating: 0, count: isPattern ? typeCount : 0)
        if isPattern { for type in rowTypes { counts[type] += 1 } }
        periodTypeCounts = counts
        contentHeight =
            isPattern
            ? Double(rowCount / period) * periodHeight + prefix[rowCount % period]
            : prefix[rowCount]
    }

    /// How many per-row values the geometry stores: the period length for pattern lists
    /// (independent of the row count), the row count for explicit lists.
    public var storedRowValues: Int { types.count }

    /// The cell type index of row `row` (0 ≤ row < count). O(1).
    @inline(__always)
    public func type(ofRow row: Int) -> Int {
        periodic ? types[row % period] : types[row]
    }

    /// The top of row `row`; `top(count)` is the content height. O(1).
    @inline(__always)
    public func top(_ row: Int) -> Double {
        guard periodic else { return prefix[row] }
        let (cycles, rest) = row.quotientAndRemainder(dividingBy: period)
        return Double(cycles) * periodHeight + prefix[rest]
    }

    /// How far `firstRow(…, from:)` walks row by row from its hint before searching.
    public static let walkLimit = 8

    /// The first row whose bottom lies below `y` (`count` when none). Walks from `hint` when the
    /// answer is within `walkLimit` rows (the common case: a row or two per frame), else searches:
    /// O(min(walk, log rows)), or O(log P) for pattern lists.
    public func firstRow(endingBelow y: Double, from hint: Int = 0) -> Int {
        var row = min(max(0, hint), count)
        for _ in 0..<Self.walkLimit {
            if row < count, top(row + 1) <= y {
                row += 1
            } else if row > 0, top(row) > y {
                row -= 1
            } else {
                return row
            }
        }
        return firstRow(near: y) { top($0 + 1) > y }
    }

    /// The first row whose top is at or below `y` (`count` when none); walks from `hint` like
    /// `firstRow(endingBelow:from:)`.
    public func firstRow(startingAtOrBelow y: Double, from hint: Int = 0) -> Int {
        var row = min(max(0, hint), count)
        for _ in 0..<Self.walkLimit {
            if row < count, top(row) < y {
                row += 1
            } else if row > 0, top(row - 1) >= y {
                row -= 1
            } else {
                return row
            }
        }
        return firstRow(near: y) { top($0) >= y }
    }

    /// Adds the number of rows of each type in `range` to `counts`. O(range) for explicit
    /// lists; O(min(range, P) + types) for pattern lists.
    public func countTypes(in range: Range<Int>, into counts: inout [Int]) {
        guard !range.isEmpty else { return }
        if periodic, range.count > 2 * period {
            var start = range.lowerBound
            while start % period != 0 {
                counts[types[start % period]] += 1
                start += 1
            }
            var end = range.upperBound
            while end % period != 0 {
                end -= 1
                counts[types[end % period]] += 1
            }
            let cycles = (end - start) / period
            for type in 0..<typeCount { counts[type] += cycles * periodTypeCounts[type] }
            return
        }
        guard periodic else {
            for row in range { counts[types[row]] += 1 }
            return
        }
        var slot = range.lowerBound % period
        for _ in range {
            counts[types[slot]] += 1
            slot = slot + 1 == period ? 0 : slot + 1
        }
    }

    /// The smallest row satisfying a predicate that is false then true along the rows and
    /// changes near position `y`. Pattern lists pick the period of `y` arithmetically, then
    /// search inside it; rounding can put the guess one period off, so the bracket widens
    /// (doubling) until the predicate is false at its start and true at its end.
    private func firstRow(near y: Double, where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        if periodic, periodHeight > 0 {
            let cycles = count / period + 1
            let guess = (y / periodHeight).rounded(.down)
            var lowCycle = guess.isFinite ? Int(max(0, min(Double(cycles), guess))) : 0
            var width = 1
            while lowCycle > 0, predicate(min(count, lowCycle * period)) {
                lowCycle = max(0, lowCycle - width)
                width *= 2
            }
            var highCycle = lowCycle + 1
            width = 1
            while highCycle * period < count, !predicate(highCycle * period) {
                highCycle += width
                width *= 2
            }
            low = min(count, lowCycle * period)
            high = min(count, highCycle * period)
        }
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private static func sanitized(_ height: Double) -> Double {
        height.isFinite && height > 0 ? height : 0
    }

    private static func prefixSums(_ heights: [Double]) -> [Double] {
        var sums = [Double](repeating: 0, count: heights.count + 1)
        for (row, height) in heights.enumerated() { sums[row + 1] = sums[row] + height }
        return sums
    }
}
