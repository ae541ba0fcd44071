import LayoutModel

/// Why a list cannot be simulated. The decoder rejects these first; the simulation checks again
/// so that it never traps on a hand-built `ListSpec`.
enum ReuseInputError: Error, Sendable, Hashable {
    /// A row names a cell type that `cells` does not declare.
    case unknownCellType(String)
    /// `heights` has a different length than the rows.
    case heightCount(heights: Int, rows: Int)

    /// A lower-case message naming the fix.
    var message: String {
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
struct RowGeometry: Sendable {
    private enum Storage: Sendable {
        /// One period: type index and prefix sums (`prefix.count == types.count + 1`).
        case pattern(types: [Int], prefix: [Double])
        /// Per row: type index and prefix sums (`prefix.count == count + 1`).
        case explicit(types: [Int], prefix: [Double])
    }

    private let storage: Storage
    /// The number of rows.
    let count: Int
    /// The number of cell types (indices into `ListSpec.cells`).
    let typeCount: Int
    /// The bottom of the last row.
    let contentHeight: Double
    /// Rows of each type in one period (pattern lists); empty for explicit lists.
    private let periodTypeCounts: [Int]

    /// Builds the geometry of `list`. Cost O(pattern) for pattern lists without `heights`,
    /// O(rows) otherwise. Negative or non-finite heights count as 0.
    init(_ list: ListSpec) throws(ReuseInputError) {
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
        switch list.rows {
        case .pattern(let rowCount, let pattern):
            for name in pattern { rowTypes.append(try typeIndex(name)) }
            count = pattern.isEmpty ? 0 : max(0, rowCount)
        case .types(let names):
            rowTypes.reserveCapacity(names.count)
            for name in names { rowTypes.append(try typeIndex(name)) }
            count = names.count
        }

        if let heights = list.heights {
            guard heights.count == count else { throw .heightCount(heights: heights.count, rows: count) }
            var types = rowTypes
            if case .pattern(_, let pattern) = list.rows {
                types = (0..<count).map { rowTypes[$0 % pattern.count] }
            }
            storage = .explicit(types: types, prefix: Self.prefixSums(heights.map(Self.sanitized)))
            periodTypeCounts = []
        } else if case .pattern = list.rows {
            storage = .pattern(types: rowTypes, prefix: Self.prefixSums(rowTypes.map { typeHeights[$0] }))
            var counts = [Int](repeating: 0, count: typeCount)
            for type in rowTypes { counts[type] += 1 }
            periodTypeCounts = counts
        } else {
            storage = .explicit(types: rowTypes, prefix: Self.prefixSums(rowTypes.map { typeHeights[$0] }))
            periodTypeCounts = []
        }
        contentHeight = Self.top(count, in: storage)
    }

    /// How many per-row values the geometry stores: the period length for pattern lists
    /// (independent of the row count), the row count for explicit lists.
    var storedRowValues: Int {
        switch storage {
        case .pattern(let types, _): types.count
        case .explicit(let types, _): types.count
        }
    }

    /// The cell type index of row `row` (0 ≤ row < count). O(1).
    func type(ofRow row: Int) -> Int {
        switch storage {
        case .pattern(let types, _): types[row % types.count]
        case .explicit(let types, _): types[row]
        }
    }

    /// The top of row `row`; `top(count)` is the content height. O(1).
    func top(_ row: Int) -> Double {
        Self.top(row, in: storage)
    }

    private static func top(_ row: Int, in storage: Storage) -> Double {
        switch storage {
        case .pattern(let types, let prefix):
            let period = types.count
            guard period > 0 else { return 0 }
            let (cycles, rest) = row.quotientAndRemainder(dividingBy: period)
            return Double(cycles) * prefix[period] + prefix[rest]
        case .explicit(_, let prefix):
            return prefix[row]
        }
    }

    /// The first row whose bottom lies below `y` (`count` when none). O(log rows), or O(log P)
    /// for pattern lists.
    func firstRow(endingBelow y: Double) -> Int {
        firstRow(near: y) { top($0 + 1) > y }
    }

    /// The first row whose top is at or below `y` (`count` when none). O(log rows), or O(log P).
    func firstRow(startingAtOrBelow y: Double) -> Int {
        firstRow(near: y) { top($0) >= y }
    }

    /// Adds the number of rows of each type in `range` to `counts`. O(range) for explicit
    /// lists; O(min(range, P) + types) for pattern lists.
    func countTypes(in range: Range<Int>, into counts: inout [Int]) {
        if case .pattern(let types, _) = storage, range.count > 2 * types.count {
            let period = types.count
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
        for row in range { counts[type(ofRow: row)] += 1 }
    }

    /// The smallest row satisfying a predicate that is false then true along the rows and
    /// changes near position `y`. Pattern lists pick the period of `y` arithmetically, then
    /// search inside it; rounding can put the guess one period off, so the bracket widens
    /// (doubling) until the predicate is false at its start and true at its end.
    private func firstRow(near y: Double, where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        if case .pattern(let types, let prefix) = storage, !types.isEmpty, prefix[types.count] > 0 {
            let period = types.count
            let cycles = count / period + 1
            let guess = (y / prefix[period]).rounded(.down)
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
