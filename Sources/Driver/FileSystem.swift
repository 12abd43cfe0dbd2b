import Source
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file system calls the driver needs, as values and results (no Foundation on this path).
enum FileSystem {
    enum EntryKind: Equatable {
        case file, directory, other, missing
    }

    /// What a path is, following symbolic links.
    static func kind(of path: String) -> EntryKind { kind(of: RawPath(path)) }

    /// What a path is, following symbolic links.
    static func kind(of path: RawPath) -> EntryKind {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return .missing }
        // mode_t and the S_IF constants differ in width between Glibc and Darwin; compare as Int.
        switch Int(info.st_mode) & Int(S_IFMT) {
        case Int(S_IFREG): return .file
        case Int(S_IFDIR): return .directory
        default: return .other
        }
    }

    /// Whether a path is a symbolic link (not followed).
    static func isSymbolicLink(_ path: RawPath) -> Bool {
        var info = stat()
        guard path.withCString({ lstat($0, &info) }) == 0 else { return false }
        return Int(info.st_mode) & Int(S_IFMT) == Int(S_IFLNK)
    }

    /// Why a path cannot be looked at, when the reason is not simply that nothing is there ("Permission denied" for a
    /// folder on the way, "Too many levels of symbolic links"); nil when it can be, or is missing.
    static func inaccessibility(of path: RawPath) -> String? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) != 0, errno != ENOENT else { return nil }
        return errorText()
    }

    /// Whether nothing is at a path, not even a dangling symbolic link: what "No such file or directory" means.
    static func isMissing(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && errno == ENOENT
    }

    /// The names in a directory, sorted, as text (see `RawPath.display`); nil when it cannot be listed.
    static func contents(of path: String) -> [String]? {
        try? listing(of: RawPath(path)).get().map(\.display)
    }

    /// The names in a directory, as text, or the system's reason it cannot be listed.
    static func listing(of path: String) -> Result<[String], ReadError> {
        listing(of: RawPath(path)).map { $0.map(\.display) }
    }

    /// The names in a directory, sorted by their bytes, or the system's reason it cannot be listed ("Permission
    /// denied"). Names are kept as the bytes the system gives: a name that is not UTF-8 is a file like any other.
    static func listing(of path: RawPath) -> Result<[RawPath], ReadError> {
        listedEntries(of: path).map { entries in entries.map(\.name).sorted() }
    }

    /// An entry of a folder: its name, what it is (symbolic links followed), and whether it is a folder itself.
    struct FolderEntry {
        let name: RawPath
        let kind: EntryKind
        /// A folder, not a symbolic link to one: walks enter only these, so a link loop cannot trap them.
        let isFolder: Bool
    }

    /// The entries of a directory, sorted by name; nil when it cannot be listed. What an entry is comes from the
    /// listing itself where the file system says (`d_type`): a stat(2) a file was most of the time before the first
    /// file of a large folder is linted, while one core works alone. A symbolic link, or an entry the file system
    /// does not describe, is looked at as before.
    static func entries(of path: RawPath) -> [FolderEntry]? {
        guard case .success(let listed) = listedEntries(of: path) else { return nil }
        return listed.sorted { $0.name < $1.name }.map { entry in
            switch Int(entry.type) {
            case Int(DT_REG): return FolderEntry(name: entry.name, kind: .file, isFolder: false)
            case Int(DT_DIR): return FolderEntry(name: entry.name, kind: .directory, isFolder: true)
            case Int(DT_FIFO), Int(DT_SOCK), Int(DT_CHR), Int(DT_BLK):
                return FolderEntry(name: entry.name, kind: .other, isFolder: false)
            default:
                let full = path.appending(entry.name)
                let kind = kind(of: full)
                return FolderEntry(name: entry.name, kind: kind, isFolder: kind == .directory && !isSymbolicLink(full))
            }
        }
    }

    /// A directory's entries as readdir(3) gives them, each name with its `d_type`, unsorted.
    private static func listedEntries(of path: RawPath) -> Result<[(name: RawPath, type: UInt8)], ReadError> {
        guard let directory = path.withCString({ opendir($0) }) else { return .failure(.system(errorText())) }
        defer { closedir(directory) }
        var entries: [(name: RawPath, type: UInt8)] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                // readdir returns nil at the end and on an error; only the error sets errno.
                if errno != 0 { return .failure(.system(errorText())) }
                return .success(entries)
            }
            guard let name = rawName(of: entry) else { return .failure(.system("a name in the folder cannot be read")) }
            if name.bytes != [0x2E] && name.bytes != [0x2E, 0x2E] { entries.append((name, UInt8(truncatingIfNeeded: entry.pointee.d_type))) }
        }
    }

    /// The name in a directory entry, as its bytes (a name need not be UTF-8), read where it lies. glibc packs
    /// records only as long as their names, so the last one in its buffer can end before `d_name`'s declared 256
    /// bytes: `entry.pointee.d_name` would copy the whole field and read past the buffer (a crash in large
    /// folders). Nil only if `d_name` had no fixed offset.
    static func rawName(of entry: UnsafeMutablePointer<dirent>) -> RawPath? {
        namePointer(of: entry).map { pointer in
            RawPath(bytes: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
        }
    }

    /// Where a directory entry's name starts, inside the entry (see `rawName(of:)`).
    static func namePointer(of entry: UnsafeMutablePointer<dirent>) -> UnsafePointer<CChar>? {
        guard let offset = MemoryLayout<dirent>.offset(of: \.d_name) else { return nil }
        // A tuple of CChar is bound to CChar, so the field's memory can be read as C characters.
        return (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self)
    }

    /// Why a read failed: the system's reason, or the size limit.
    typealias ReadError = FileBytes.Failure

    /// Reads a whole file (or pipe) of at most `limit` bytes; `nil` path is standard input.
    static func read(_ path: String?, limit: Int) -> Result<[UInt8], ReadError> {
        FileBytes.read(path, limit: limit)
    }

    /// Reads a whole file (or pipe) of at most `limit` bytes, named by its bytes; `nil` path is standard input.
    static func read(_ path: RawPath?, limit: Int) -> Result<[UInt8], ReadError> {
        FileBytes.read(path, limit: limit)
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
