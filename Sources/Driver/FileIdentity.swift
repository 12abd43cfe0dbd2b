import Source
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path or descriptor is: its device and inode. Names do not say it: `a.yaml`, `./a.yaml`, a symbolic
/// link to it and a hard link to it are one file.
public struct FileIdentity: Sendable, Hashable {
    public var device: UInt64
    public var inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    /// The regular file a path leads to, links followed; nil when there is none (missing, a folder, a device: a
    /// device or pipe is written where it is, and writing there replaces no file).
    public static func regularFile(at path: String) -> FileIdentity? {
        regularFile(at: RawPath(path))
    }

    /// `regularFile(at:)` for a path named by its bytes (a spec whose name is not UTF-8).
    public static func regularFile(at path: RawPath) -> FileIdentity? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0, Int(info.st_mode) & Int(S_IFMT) == Int(S_IFREG) else { return nil }
        return FileIdentity(info)
    }

    /// The regular file an open descriptor refers to (standard input or output redirected from or to a file).
    public static func regularFile(descriptor: Int32) -> FileIdentity? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, Int(info.st_mode) & Int(S_IFMT) == Int(S_IFREG) else { return nil }
        return FileIdentity(info)
    }
}

/// A file as it was when piclint read it: which file, how long, and when its text and its metadata last changed (to
/// the nanosecond). A file with the same snapshot later has, as far as the system can tell, not been touched; `--fix`
/// compares the bytes too, since a write within one clock tick, or a clock set back, can leave times alone.
public struct FileSnapshot: Sendable, Hashable {
    public var identity: FileIdentity
    public var size: Int64
    public var modified: Timestamp
    /// The inode's change time: a chmod, chown or new ACL since the read changes it, and a fix would undo them.
    public var changed: Timestamp

    public struct Timestamp: Sendable, Hashable {
        var seconds: Int64
        var nanoseconds: Int64
    }

    init(_ info: stat) {
        identity = FileIdentity(info)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Timestamp(seconds: Int64(info.st_mtimespec.tv_sec), nanoseconds: Int64(info.st_mtimespec.tv_nsec))
        changed = Timestamp(seconds: Int64(info.st_ctimespec.tv_sec), nanoseconds: Int64(info.st_ctimespec.tv_nsec))
        #else
        modified = Timestamp(seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec))
        changed = Timestamp(seconds: Int64(info.st_ctim.tv_sec), nanoseconds: Int64(info.st_ctim.tv_nsec))
        #endif
    }

    /// The file a path leads to, links followed; nil when it cannot be looked at.
    public static func of(_ path: String) -> FileSnapshot? {
        of(RawPath(path))
    }

    /// `of` for a path named by its bytes: a spec whose name is not UTF-8 is fixed like any other.
    public static func of(_ path: RawPath) -> FileSnapshot? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        return FileSnapshot(info)
    }
}

/// A file a run reads, which no report, baseline or redirected output of the same run may replace.
public struct ReadFile: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A spec or Interface Builder file to lint: named, found in a folder or matched by a glob.
        case spec
        /// The config in effect.
        case config
        /// The baseline the run reads.
        case baseline
        /// Standard input, redirected from a file.
        case standardInput
    }

    public var kind: Kind
    /// The path by its bytes, as the run reads it (nil for standard input); messages name it by its `display`.
    public var path: RawPath?

    public init(_ kind: Kind, path: RawPath?) {
        self.kind = kind
        self.path = path
    }

    /// "the spec a.yaml", "the config .piclint.yml", "the file standard input reads".
    public var described: String {
        switch kind {
        case .spec: return "the spec \(path?.display ?? "")"
        case .config: return "the config \(path?.display ?? "")"
        case .baseline: return "the baseline \(path?.display ?? "")"
        case .standardInput: return "the file on standard input"
        }
    }
}

/// Finds an output that is one of the files the run reads, compared by device and inode, before anything is
/// written: `--output a.yaml a.yaml` would replace the spec with its own report.
public enum OverwriteGuard {
    /// An output and the file the run reads that it is.
    public struct Conflict: Sendable, Hashable {
        /// The index of the output, in the order given.
        public var output: Int
        public var read: ReadFile
    }

    /// The first output (a path, or `nil` for standard output) that is a file the run reads; nil when none is.
    /// Outputs that are no regular file yet (new, a device, a pipe) replace nothing and are not compared, and the
    /// inputs are looked at only when an output is a regular file, so a run that writes to a pipe pays nothing.
    public static func conflict(outputs: [String?], reads: [ReadFile], standardOutput: Int32 = 1,
                                standardInput: Int32 = 0) -> Conflict? {
        var targets: [FileIdentity: Int] = [:]
        for (index, output) in outputs.enumerated().reversed() {
            let identity = output.map { FileIdentity.regularFile(at: $0) } ?? FileIdentity.regularFile(descriptor: standardOutput)
            if let identity { targets[identity] = index }
        }
        guard !targets.isEmpty else { return nil }
        for read in reads {
            let identity = read.path.map { FileIdentity.regularFile(at: $0) } ?? FileIdentity.regularFile(descriptor: standardInput)
            if let identity, let output = targets[identity] { return Conflict(output: output, read: read) }
        }
        return nil
    }
}
