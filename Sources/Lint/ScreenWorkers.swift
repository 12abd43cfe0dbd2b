import Dispatch
import Synchronization

/// How a screen of many controls is checked by several threads at once: its controls simulated, then its rules run,
/// each worker taking the next control or rule as it finishes one. The results come back in order, so findings are
/// the same, in the same order, whatever the scheduling. A screen of a few controls is checked on the calling thread:
/// starting workers would cost more than they save.
public struct ScreenWorkers: Sendable {
    /// How many threads at most.
    public var threads: ThreadCount
    /// How many threads at most, as a number (1: the calling thread alone).
    public var count: Int { threads.resolved }
    /// The fewest controls a screen has before it is shared out: a file of thousands of pickers in an editor, not a
    /// screen of a handful.
    public static let fewestControls = 500

    /// Workers for a screen: `count` threads at most.
    public init(_ count: Int = 1) {
        threads = .exactly(count)
    }

    /// Workers for a screen: as many threads as `threads` says, the machine's cores counted only if a screen has
    /// enough controls to share out.
    public init(_ threads: ThreadCount) {
        self.threads = threads
    }

    /// One thread: what a screen of few controls, and a run that lints many files at once, uses.
    public static let one = ScreenWorkers()

    /// The workers for a screen of this many controls: one unless it has many.
    func forScreen(of controls: Int) -> ScreenWorkers {
        controls >= Self.fewestControls ? self : .one
    }

    /// `transform` of each index below `count`, in index order.
    func collect<Value: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        let threads = count > 1 ? min(self.count, count) : 1
        guard threads > 1 else { return (0..<count).map(transform) }
        let claims = Claims()
        let slots = Slots<Value>(count)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while true {
                let index = claims.next()
                guard index < count else { return }
                slots.set(index, transform(index))
            }
        }
        return slots.values()
    }
}

/// The next index no worker has taken yet: one atomic counter, which the workers add to as they go.
private final class Claims: Sendable {
    private let counter = Atomic<Int>(0)

    /// An index no other call has returned; from the count of indices on, there is nothing left to take.
    func next() -> Int {
        counter.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}

/// One slot per index. Each is written once, by the worker that claimed its index (`Claims`), and read only after
/// every worker has finished (`concurrentPerform` returns then): that discipline, not a lock, keeps the workers
/// apart, which the compiler cannot see, hence `@unchecked`. The slots are raw memory, so writing one is no access
/// to the others.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Value?>
    private let count: Int

    init(_ count: Int) {
        self.count = count
        base = UnsafeMutablePointer<Value?>.allocate(capacity: count)
        base.initialize(repeating: nil, count: count)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func set(_ index: Int, _ value: Value) {
        base[index] = value
    }

    /// Every slot's value, in index order.
    func values() -> [Value] {
        UnsafeBufferPointer(start: base, count: count).compactMap { $0 }
    }
}
