import Dispatch
import Synchronization

/// How a screen of many controls is checked by several threads at once: its controls simulated, then its rules run,
/// each worker taking the next control or rule as it finishes one. The results come back in order, so findings are
/// the same, in the same order, whatever the scheduling. A screen of a few controls is checked on the calling thread:
/// starting workers would cost more than they save.
public struct ScreenWorkers: Sendable {
    /// How many threads at most (1: the calling thread alone).
    public var count: Int
    /// The fewest controls a screen has before it is shared out: a file of thousands of pickers in an editor, not a
    /// screen of a handful.
    public static let fewestControls = 500

    /// Workers for a screen: `count` threads at most.
    public init(_ count: Int = 1) {
        self.count = max(1, count)
    }

    /// One thread: what a screen of few controls, and a run that lints many files at once, uses.
    public static let one = ScreenWorkers()

    /// The workers for a screen of this many controls: one unless it has many.
    func forScreen(of controls: Int) -> ScreenWorkers {
        controls >= Self.fewestControls ? self : .one
    }

    /// `transform` of each index below `count`, in index order.
    func collect<Value: Sendable>(_ count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        let threads = min(self.count, count)
        guard threads > 1 else { return (0..<count).map(transform) }
        let slots = Slots<Value>(count)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = slots.claim() { slots.set(index, transform(index)) }
        }
        return slots.values()
    }
}

/// One slot per index, claimed and written once each by the worker that computes it.
private final class Slots<Value: Sendable>: Sendable {
    private struct State {
        var next = 0
        var values: [Value?]
    }

    private let state: Mutex<State>

    init(_ count: Int) {
        state = Mutex(State(values: Array(repeating: nil, count: count)))
    }

    /// The next index no worker has taken yet, if any.
    func claim() -> Int? {
        state.withLock { state in
            guard state.next < state.values.count else { return nil }
            state.next += 1
            return state.next - 1
        }
    }

    func set(_ index: Int, _ value: Value) {
        state.withLock { $0.values[index] = value }
    }

    /// Every slot's value, in index order; called once every worker has finished.
    func values() -> [Value] {
        state.withLock { state in state.values.compactMap { $0 } }
    }
}
