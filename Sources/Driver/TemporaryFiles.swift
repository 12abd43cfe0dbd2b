import Synchronization
import Source
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files a run has made and not yet renamed into place or removed, so that an interruption
/// (SIGINT, SIGTERM, SIGHUP) can remove them before the process ends. One registry belongs to one run: the command
/// line makes it and hands it to every write, and to what watches for the signals.
///
/// A reference type with a lock, not a value: the thread that catches a signal must see the files the writing
/// thread made, at the moment it catches it.
public final class TemporaryFiles: Sendable {
    /// A file made and not yet done with: its name in an open folder.
    private struct Entry {
        /// The folder's descriptor, owned by the writer, which releases the entry before closing it.
        var folder: Int32
        /// The name's bytes, as `OutputFile` made it (a target's name need not be UTF-8).
        var name: RawPath
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var nextToken = 0
        /// Set by `removeAll`: the run is ending, and no file may be made any more.
        var closed = false
    }

    /// Names an entry, for `release`.
    public struct Token: Sendable, Hashable {
        fileprivate let value: Int
    }

    /// What `make` did.
    enum Making {
        /// The file is made and recorded.
        case made(descriptor: Int32, token: Token)
        /// `create` failed with this errno; nothing is recorded.
        case failed(Int32)
        /// The run is being interrupted: nothing was made.
        case interrupted
    }

    private let state = Mutex(State())

    /// An empty registry.
    public init() {}

    /// How many temporary files are made and not done with.
    public var count: Int { state.withLock { $0.entries.count } }

    /// Runs `create`, which makes the file `name` in `folder` and returns its descriptor (or -1, errno set), and
    /// records what it made, both under the lock: an interruption then finds either no file or a recorded one,
    /// never one made and not yet recorded.
    func make(_ name: RawPath, in folder: Int32, _ create: () -> Int32) -> Making {
        state.withLock { state in
            guard !state.closed else { return .interrupted }
            let descriptor = create()
            guard descriptor >= 0 else { return .failed(errno) }
            let token = Token(value: state.nextToken)
            state.nextToken += 1
            state.entries[token.value] = Entry(folder: folder, name: name)
            return .made(descriptor: descriptor, token: token)
        }
    }

    /// Runs `finish` (the rename into place, or the removal) and forgets the file, both under the lock. The writer
    /// calls it before it closes the folder's descriptor, so `removeAll` never uses a closed one.
    func release<Result>(_ token: Token, _ finish: () -> Result) -> Result {
        state.withLock { state in
            let result = finish()
            state.entries[token.value] = nil
            return result
        }
    }

    /// Removes every temporary file made and not done with, and lets no more be made: what an interrupted run
    /// does before it ends. Returns how many it removed. Async-signal-safety is not needed: it runs on the thread
    /// that waits for signals, not in a handler.
    @discardableResult
    public func removeAll() -> Int {
        state.withLock { state in
            state.closed = true
            var removed = 0
            for entry in state.entries.values where entry.name.withCString({ unlinkat(entry.folder, $0, 0) }) == 0 {
                removed += 1
            }
            state.entries = [:]
            return removed
        }
    }
}
