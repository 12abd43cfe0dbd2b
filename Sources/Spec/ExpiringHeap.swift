/// A binary min-heap of intervals keyed by an order (say, a directive's or a control's position in the file),
/// for sweeps that ask "the first interval still open here": intervals are pushed as the sweep reaches their
/// start and dropped lazily, when they come to the top after their end, so each costs O(log n) once.
public struct ExpiringHeap<Key: Comparable, End: Comparable>: Sendable where Key: Sendable, End: Sendable {
    private var items: [(key: Key, end: End)] = []

    /// Creates an empty heap.
    public init() {}

    /// Whether nothing is left.
    public var isEmpty: Bool { items.isEmpty }

    /// Adds an interval open until (and including) `end`.
    public mutating func push(_ key: Key, until end: End) {
        items.append((key, end))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].key < items[parent].key else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    /// The smallest key among the intervals still open at `position` (end ≥ position); the ones that closed
    /// before it are dropped for good, so positions must not go backwards between calls.
    public mutating func first(openAt position: End) -> Key? {
        while let top = items.first {
            if top.end >= position { return top.key }
            popTop()
        }
        return nil
    }

    private mutating func popTop() {
        guard let last = items.popLast() else { return }
        guard !items.isEmpty else { return }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < items.count, items[left].key < items[smallest].key { smallest = left }
            if right < items.count, items[right].key < items[smallest].key { smallest = right }
            guard smallest != parent else { return }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
