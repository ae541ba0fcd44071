/// A binary min-heap: O(log n) push and pop, O(1) peek. Equal elements come out in no
/// particular order, so callers make keys unique (a sequence number) where order matters.
struct MinHeap<Element: Comparable> {
    private var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }
    var first: Element? { items.first }

    mutating func push(_ element: Element) {
        items.append(element)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        siftDown()
        return top
    }

    /// Pushes `element` and pops the least element, in one O(log n) pass: `element` itself
    /// when it is less than everything held.
    mutating func pushPop(_ element: Element) -> Element {
        guard let top = items.first, top < element else { return element }
        items[0] = element
        siftDown()
        return top
    }

    /// Moves the root down to its place.
    private mutating func siftDown() {
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { break }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
