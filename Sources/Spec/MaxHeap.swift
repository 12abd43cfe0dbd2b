/// A max-heap in a buffer, by an order: what keeping "the first N in report order" needs, where the top is the last
/// one kept, so a newcomer that comes before it replaces it in O(log N). The findings limit (Policy) and the
/// reader's problem budget (Spec) both keep their first N this way.
public enum MaxHeap {
    /// Orders a buffer as a max-heap by `before` (the top is the item no other comes after).
    @inlinable
    public static func heapify<Element>(_ items: UnsafeMutableBufferPointer<Element>, by before: (Element, Element) -> Bool) {
        guard items.count > 1 else { return }
        for index in stride(from: items.count / 2 - 1, through: 0, by: -1) { siftDown(items, from: index, by: before) }
    }

    /// Restores the heap after the item at `start` was replaced by one that comes earlier.
    @inlinable
    public static func siftDown<Element>(_ items: UnsafeMutableBufferPointer<Element>, from start: Int, by before: (Element, Element) -> Bool) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < items.count, before(items[largest], items[left]) { largest = left }
            if right < items.count, before(items[largest], items[right]) { largest = right }
            guard largest != parent else { return }
            items.swapAt(parent, largest)
            parent = largest
        }
    }
}
