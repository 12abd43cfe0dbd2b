import Foundation

/// How many threads a run may use: a number, or one per core. The cores are counted the first time a run could use
/// more than one thread, once per process: Foundation counts them from the CPU set and the process's CPU quota,
/// reading files under /sys each time (0.7M instructions, a tenth of a one-file run that needs no second thread).
public enum ThreadCount: Sendable, Hashable {
    case exactly(Int)
    case everyCore

    /// The number of threads, at least 1.
    public var resolved: Int {
        switch self {
        case .exactly(let count): return max(1, count)
        case .everyCore: return Self.cores
        }
    }

    private static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
