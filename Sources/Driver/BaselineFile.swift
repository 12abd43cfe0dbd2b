import Foundation
import Lint

/// Reads a baseline file within a size limit, checked before reading, so a huge file is refused without being read.
public enum BaselineFile {
    /// The largest baseline read, in bytes. A project with 10,000 findings writes about 2.5 MB; this leaves room
    /// for twenty-five times that while keeping the decoded entries to a few hundred megabytes at most.
    public static let maxFileSize = 64 * 1024 * 1024

    /// Why a baseline cannot be used.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file cannot be opened or read (it may not exist yet).
        case unreadable(path: String, reason: String)
        case tooLarge(path: String, limit: Int)
        case invalid(path: String, reason: String)

        public var description: String {
            switch self {
            case .unreadable(let path, _):
                return "cannot read the baseline \(path)"
            case .tooLarge(let path, let limit):
                let size = limit % (1024 * 1024) == 0 ? "\(limit / (1024 * 1024)) MiB" : "\(limit) bytes"
                return "the baseline \(path) is larger than \(size), the most piclint reads; "
                    + "fix some of its findings, or split the project's runs, and write it again"
            case .invalid(let path, let reason):
                return "\(path) is not a piclint baseline: \(reason)"
            }
        }
    }

    /// The baseline at `path`.
    public static func read(_ path: String, limit: Int = maxFileSize) -> Result<Baseline, Failure> {
        switch FileSystem.read(path, limit: limit) {
        case .failure(.tooLarge(let limit)):
            return .failure(.tooLarge(path: path, limit: limit))
        case .failure(.system(let reason)):
            return .failure(.unreadable(path: path, reason: reason))
        case .success(let bytes):
            do {
                return .success(try Baseline(json: Data(bytes)))
            } catch {
                return .failure(.invalid(path: path, reason: "\(error)"))
            }
        }
    }
}
