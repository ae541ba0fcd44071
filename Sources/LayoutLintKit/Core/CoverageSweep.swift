import LayoutModel

/// Exact areas covered by a set of rectangles, by coverage depth.
///
/// A sweep line over x with a segment tree over the compressed y coordinates: O(n log n) time
/// and O(n) memory for n rectangles. Each tree node keeps, for k = 1…`depthCap`, the length of
/// its y-range covered at least k times, so one sweep yields the union area (depth ≥ 1) and
/// the overdraw histogram (depth 1, 2, 3, 4+) together.
public enum CoverageSweep {
    /// Area covered at least k times, for k = 1…depthCap (index 0 holds k = 1).
    public static func areaCoveredAtLeast(_ rects: [Rect], depthCap: Int) -> [Double] {
        let boxes = rects.filter { !$0.isEmpty }
        guard !boxes.isEmpty, depthCap > 0 else { return Array(repeating: 0, count: max(depthCap, 0)) }
        var ys = boxes.flatMap { [$0.y, $0.maxY] }
        ys.sort()
        ys = ys.uniqued()
        struct Event { var x: Double; var y0: Int; var y1: Int; var delta: Int }
        var events: [Event] = []
        events.reserveCapacity(boxes.count * 2)
        for box in boxes {
            let y0 = ys.binarySearchIndex(of: box.y), y1 = ys.binarySearchIndex(of: box.maxY)
            events.append(Event(x: box.x, y0: y0, y1: y1, delta: 1))
            events.append(Event(x: box.maxX, y0: y0, y1: y1, delta: -1))
        }
        events.sort { ($0.x, $0.delta) < ($1.x, $1.delta) }
        var tree = SegmentTree(boundaries: ys, depthCap: depthCap)
        var areas = Array(repeating: 0.0, count: depthCap)
        var previousX = events[0].x
        for event in events {
            let width = event.x - previousX
            if width > 0 {
                for k in 0..<depthCap { areas[k] += tree.coveredAtLeast(k + 1) * width }
            }
            tree.add(event.delta, from: event.y0, to: event.y1)
            previousX = event.x
        }
        return areas
    }

    /// The area of the union of `rects` (overlaps count once).
    public static func unionArea(_ rects: [Rect]) -> Double {
        areaCoveredAtLeast(rects, depthCap: 1)[0]
    }

    /// Area painted exactly 1×, 2×, 3× and 4× or more.
    public static func overdrawHistogram(_ rects: [Rect]) -> [Double] {
        let atLeast = areaCoveredAtLeast(rects, depthCap: 4)
        return [atLeast[0] - atLeast[1], atLeast[1] - atLeast[2], atLeast[2] - atLeast[3], atLeast[3]]
    }
}

/// Segment tree over elementary y-intervals [boundaries[i], boundaries[i+1]).
private struct SegmentTree {
    let boundaries: [Double]
    let depthCap: Int
    let leafCount: Int
    /// How many intervals cover each tree node entirely.
    var count: [Int]
    /// covered[node * depthCap + k - 1]: length in the node's range covered ≥ k times.
    var covered: [Double]

    init(boundaries: [Double], depthCap: Int) {
        self.boundaries = boundaries
        self.depthCap = depthCap
        leafCount = max(boundaries.count - 1, 1)
        count = Array(repeating: 0, count: 4 * leafCount)
        covered = Array(repeating: 0, count: 4 * leafCount * depthCap)
    }

    func coveredAtLeast(_ k: Int) -> Double { covered[k - 1] }

    mutating func add(_ delta: Int, from lo: Int, to hi: Int) {
        guard lo < hi else { return }
        update(node: 0, nodeLo: 0, nodeHi: leafCount, lo: lo, hi: hi, delta: delta)
    }

    /// Recursion depth is log2(leaves) ≤ 64, never the tree depth of a layout.
    private mutating func update(node: Int, nodeLo: Int, nodeHi: Int, lo: Int, hi: Int, delta: Int) {
        if lo <= nodeLo && nodeHi <= hi {
            count[node] += delta
        } else {
            let mid = (nodeLo + nodeHi) / 2
            if lo < mid { update(node: 2 * node + 1, nodeLo: nodeLo, nodeHi: mid, lo: lo, hi: hi, delta: delta) }
            if hi > mid { update(node: 2 * node + 2, nodeLo: mid, nodeHi: nodeHi, lo: lo, hi: hi, delta: delta) }
        }
        recompute(node: node, nodeLo: nodeLo, nodeHi: nodeHi)
    }

    private mutating func recompute(node: Int, nodeLo: Int, nodeHi: Int) {
        let length = boundaries[nodeHi] - boundaries[nodeLo]
        let isLeaf = nodeHi - nodeLo == 1
        for k in 1...depthCap {
            let slot = node * depthCap + k - 1
            if count[node] >= k {
                covered[slot] = length
            } else if isLeaf {
                covered[slot] = 0
            } else {
                let need = k - count[node]
                covered[slot] = covered[(2 * node + 1) * depthCap + need - 1] + covered[(2 * node + 2) * depthCap + need - 1]
            }
        }
    }
}

extension Array where Element == Double {
    /// Removes adjacent duplicates of a sorted array.
    fileprivate func uniqued() -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(count)
        for value in self where result.last != value { result.append(value) }
        return result
    }

    /// The index of `value` in a sorted array that contains it.
    fileprivate func binarySearchIndex(of value: Double) -> Int {
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if self[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
