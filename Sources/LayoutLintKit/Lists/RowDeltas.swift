/// How much each row's height differs from its geometry's (a cell grown by its content, a
/// self-sizing cell measured), with prefix sums, for rows 0..<count.
///
/// A Fenwick tree that grows at the end: the rows a scroll script shows are always a prefix of
/// the list (it starts at offset 0 and moves continuously), so storage is O(rows shown), never
/// O(rows). Rows at or past `count` differ by 0. Append, update and prefix sum are O(log count).
struct RowDeltas {
    /// Fenwick sums, 1-based: `tree[i]` is the sum of the deltas of rows (i − lowbit(i), i].
    private var tree: [Double] = [0]
    /// Each row's own delta.
    private(set) var values: [Double] = []
    /// The sum of every delta.
    private(set) var total = 0.0

    var count: Int { values.count }

    /// Extends the rows to `count` (new rows differ by 0).
    mutating func grow(to count: Int) {
        while values.count < count {
            let index = values.count + 1
            // The new node covers (index − lowbit, index]: the sum of the rows before it in that span.
            let low = index - (index & -index)
            tree.append(prefix(index - 1) - prefix(low))
            values.append(0)
        }
    }

    /// Sets row `row`'s delta (row < count); returns the change.
    @discardableResult
    mutating func set(_ row: Int, to value: Double) -> Double {
        let change = value - values[row]
        guard change != 0 else { return 0 }
        values[row] = value
        total += change
        var index = row + 1
        while index < tree.count {
            tree[index] += change
            index += index & -index
        }
        return change
    }

    /// The row's delta; 0 past `count`.
    func value(_ row: Int) -> Double {
        row < values.count ? values[row] : 0
    }

    /// The sum of the deltas of rows 0..<row.
    func prefix(_ row: Int) -> Double {
        var index = min(row, values.count)
        var sum = 0.0
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }
}
