import Foundation

/// Values made once per key and kept, shared between threads. Making happens outside the lock: two threads may both
/// make a value the first time, and one of the equal results is kept.
///
/// Each table has its own lock, so threads sharing a screen's work wait only for the table they use.
final class MemoTable<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    /// The most values kept: a table whose keys come from the files (dates, spellings) must not grow without end.
    private let limit: Int

    init(limit: Int = .max) {
        self.limit = limit
    }

    /// The value under `key`, made with `make` the first time.
    func value(_ key: Key, _ make: () -> Value) -> Value {
        lock.lock()
        if let value = values[key] {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = make()
        lock.lock()
        if values.count < limit { values[key] = value }
        lock.unlock()
        return value
    }
}
