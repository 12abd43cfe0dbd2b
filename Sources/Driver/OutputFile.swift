import Source
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file cannot be written; the text completes "cannot write PATH: …".
public struct OutputProblem: Error, Equatable, CustomStringConvertible, Sendable {
    public enum Kind: Sendable, Equatable {
        /// The system refused (the reason is the message), or the file is not one piclint replaces.
        case failed
        /// The file to fix changed since piclint read it (an editor saved it meanwhile): no failure to write, so the
        /// command line words it apart; the file is left as it was.
        case changedMeanwhile
        /// The run is being interrupted, and makes no new file; the thread that caught the signal says so and ends it.
        case interrupted
    }

    public var message: String
    public var kind = Kind.failed

    public init(_ message: String) { self.message = message }

    init(_ message: String, kind: Kind) {
        self.message = message
        self.kind = kind
    }

    /// The file changed between piclint's read and its rename.
    static let changed = OutputProblem("it changed while piclint was fixing it", kind: .changedMeanwhile)

    public var description: String { message }
}

/// A point inside `commit` where a test can act, as another program could at that moment: a value passed in, so no
/// run but the test's own is affected.
struct CommitSeam {
    /// Runs after the new text is written and its owner, attributes and mode are set, just before the last check
    /// that the file to replace is the one read.
    var beforeFinalCheck: () -> Void = {}

    static var none: CommitSeam { CommitSeam() }
}

/// A file piclint writes (a report, a baseline, a fixed spec), written whole or not at all.
///
/// A regular file (new, or existing, also behind a symbolic link, which is followed and kept) is written into a
/// temporary file in its folder and renamed over it: readers see the old text or the new, never half. The
/// temporary file is made exclusively, never through a link, under a name no one can guess in advance, so a
/// link planted in the folder cannot redirect the write; the run's `TemporaryFiles` records it until the rename, so
/// an interrupted run removes it. An existing file's owner, mode and extended attributes (ACLs among them) are
/// copied to the replacement, or it is not replaced. A device, a pipe or a descriptor link such as /dev/stdout is
/// written where it is: replacing it with a regular file would break it.
public struct OutputFile {
    /// Where the bytes go until `commit`.
    private enum Destination {
        /// A temporary file in the target's folder (open as `folder`), renamed over `name` there.
        case replacing(folder: Int32, temporary: RawPath, token: TemporaryFiles.Token, name: RawPath, finish: Finish)
        /// An existing device, pipe or descriptor link, written as it is.
        case inPlace
    }

    /// What the replacement takes over from the file it replaces (or gets as a new file) before the rename.
    private struct Finish {
        var mode: mode_t
        var owner: (uid: uid_t, gid: gid_t)?
        /// Whether failing to keep the owner stops the write (a fix), or is accepted (a report).
        var ownerRequired: Bool
        /// The file replaced, open for reading: its extended attributes are copied from it at the commit.
        var original: Int32?
        /// For a fix: the file as it was read, which it must still be at the rename.
        var expected: Original?
    }

    /// A file as a fix read it: `--fix` replaces only that very file, unchanged since.
    public struct Original: Sendable {
        public var snapshot: FileSnapshot
        public var bytes: [UInt8]

        public init(snapshot: FileSnapshot, bytes: [UInt8]) {
            self.snapshot = snapshot
            self.bytes = bytes
        }
    }

    /// The path as the caller named it (its `RawPath.display`).
    public let path: String
    private let descriptor: Int32
    private let destination: Destination
    /// The run's record of temporary files.
    private let temporaryFiles: TemporaryFiles
    /// errno of the first failed write; the rest is ignored and `commit` reports it.
    private var failure: Int32?
    private var finished = false

    /// How long a temporary file of piclint's naming must have been left untouched before a later write to the
    /// same target removes it as a leftover of a killed run. A live writer touches its temporary file with every
    /// write and renames it within moments; ten minutes leaves room for clocks of network file systems that
    /// disagree, and keeping a leftover a little longer only costs disk space. (An interrupted run removes its own
    /// temporary files; only SIGKILL, a crash or a power cut leaves any.)
    public static let leftoverAge: time_t = 600

    /// How many names to try when a temporary name is taken (by a leftover, a concurrent run, or a planted link).
    static let nameAttempts = 8

    private init(path: String, descriptor: Int32, destination: Destination, temporaryFiles: TemporaryFiles) {
        self.path = path
        self.descriptor = descriptor
        self.destination = destination
        self.temporaryFiles = temporaryFiles
    }

    // MARK: Opening

    /// Opens a report, baseline or config to write: a new file, a regular file to replace (a symbolic link to
    /// one is followed and the file it names is replaced, the link kept), or a device, pipe or /dev/stdout to
    /// write in place. The temporary file is recorded in `temporaryFiles` until the commit.
    public static func create(_ path: String, temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputProblem> {
        create(RawPath(path), temporaryFiles: temporaryFiles)
    }

    /// `create` for a path named by its bytes.
    public static func create(_ path: RawPath, temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputProblem> {
        var generator = SystemRandomNumberGenerator()
        var sweep = LeftoverSweep()
        return create(path, names: &generator, sweep: &sweep, temporaryFiles: temporaryFiles)
    }

    /// `create`, drawing temporary names from `names` (tests pass a seeded generator to plant links in advance).
    static func create(_ path: String, names: inout some RandomNumberGenerator, sweep: inout LeftoverSweep,
                       temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputProblem> {
        create(RawPath(path), names: &names, sweep: &sweep, temporaryFiles: temporaryFiles)
    }

    static func create(_ path: RawPath, names: inout some RandomNumberGenerator, sweep: inout LeftoverSweep,
                       temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputProblem> {
        if isDescriptorLink(path) { return inPlace(path, temporaryFiles: temporaryFiles) }
        var info = stat()
        if path.withCString({ stat($0, &info) }) == 0 {
            switch fileType(info) {
            case Int(S_IFREG):
                return resolved(path).flatMap { target in
                    replacement(of: path, at: target, existing: info, ownerRequired: false, expected: nil,
                                names: &names, sweep: &sweep, temporaryFiles: temporaryFiles)
                }
            case Int(S_IFDIR):
                return .failure(OutputProblem("it is a directory"))
            default:
                return inPlace(path, temporaryFiles: temporaryFiles)
            }
        }
        let reason = errno
        guard reason == ENOENT else { return .failure(OutputProblem(errorText(reason))) }
        var linkInfo = stat()
        if path.withCString({ lstat($0, &linkInfo) }) == 0 {
            // Creating the file a dangling link names would let whoever planted the link choose where piclint
            // (often root in CI) writes.
            return .failure(OutputProblem("it is a symbolic link to a file that does not exist; piclint does not create files through links"))
        }
        return replacement(of: path, at: path, existing: nil, ownerRequired: false, expected: nil, names: &names,
                           sweep: &sweep, temporaryFiles: temporaryFiles)
    }

    /// Opens a spec file to rewrite with its fixes. Only a regular file with one link that its mode lets be
    /// written is replaced, keeping its owner, group, mode and extended attributes; a symbolic link to one is
    /// followed and kept. `expected` is the file as the fix read it: one that is no longer that file is left
    /// alone (`OutputProblem.changed`), here and again just before the rename. `sweep` lists each folder for
    /// leftovers once, however many of its files a run fixes.
    public static func replace(_ path: String, expected: Original, sweep: inout LeftoverSweep,
                               temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputProblem> {
        replace(RawPath(path), expected: expected, sweep: &sweep, temporaryFiles: temporaryFiles)
    }

    /// `replace` for a path named by its bytes: a spec whose name is not UTF-8 is fixed like any other.
    public static func replace(_ path: RawPath, expected: Original, sweep: inout LeftoverSweep,
                               temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputProblem> {
        var generator = SystemRandomNumberGenerator()
        return replace(path, expected: expected, names: &generator, sweep: &sweep, temporaryFiles: temporaryFiles)
    }

    static func replace(_ path: String, expected: Original, names: inout some RandomNumberGenerator,
                        sweep: inout LeftoverSweep, temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputProblem> {
        replace(RawPath(path), expected: expected, names: &names, sweep: &sweep, temporaryFiles: temporaryFiles)
    }

    static func replace(_ path: RawPath, expected: Original, names: inout some RandomNumberGenerator,
                        sweep: inout LeftoverSweep, temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputProblem> {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else {
            // Gone since it was read (an editor's save that renames, caught midway, or a deletion): not recreated.
            return .failure(errno == ENOENT ? .changed : OutputProblem(errorText(errno)))
        }
        guard fileType(info) == Int(S_IFREG) else {
            return .failure(OutputProblem("it is \(typeName(info)), not a regular file, so piclint does not replace it"))
        }
        guard FileSnapshot(info) == expected.snapshot else { return .failure(.changed) }
        // Replacing makes a new file: the other names would keep the old text.
        guard info.st_nlink <= 1 else {
            return .failure(OutputProblem("it has \(info.st_nlink) hard links, and fixing it would split them (the other names would keep the old text)"))
        }
        // Root may write any file; a mode without write permission still says the owner wants it left alone.
        guard Int(info.st_mode) & 0o222 != 0 else {
            return .failure(OutputProblem("it is read-only (mode \(octal(info.st_mode)))"))
        }
        guard path.withCString({ access($0, W_OK) }) == 0 else { return .failure(OutputProblem("it is not writable: \(errorText(errno))")) }
        return resolved(path).flatMap { target in
            replacement(of: path, at: target, existing: info, ownerRequired: true, expected: expected, names: &names,
                        sweep: &sweep, temporaryFiles: temporaryFiles)
        }
    }

    /// Opens a device, pipe or descriptor link for writing where it is. Appending, not truncating: a device or
    /// pipe has nothing to truncate, and a /dev/stdout that the shell pointed at a file keeps what is already in it.
    /// A FIFO without a reader waits for one, as the shell's `>` does.
    private static func inPlace(_ path: RawPath, temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputProblem> {
        let descriptor = path.withCString { open($0, O_WRONLY | O_APPEND | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failure(OutputProblem(errorText(errno))) }
        var info = stat()
        // Swapped for a regular file since it was looked at: appending to it would not be whole or nothing.
        if fstat(descriptor, &info) != 0 || (fileType(info) == Int(S_IFREG) && !isDescriptorLink(path)) {
            _ = RawIO.close(descriptor)
            return .failure(OutputProblem("it changed while piclint was opening it"))
        }
        return .success(OutputFile(path: path.display, descriptor: descriptor, destination: .inPlace, temporaryFiles: temporaryFiles))
    }

    /// Opens the folder of `target`, the file it replaces (if any) for its attributes, and a fresh temporary file
    /// in the folder, after removing the leftovers of killed runs.
    private static func replacement(of path: RawPath, at target: RawPath, existing: stat?, ownerRequired: Bool,
                                    expected: Original?, names: inout some RandomNumberGenerator,
                                    sweep: inout LeftoverSweep, temporaryFiles: TemporaryFiles) -> Result<OutputFile, OutputProblem> {
        let (folderPath, name) = target.split
        guard !name.isEmpty else { return .failure(OutputProblem("it is a directory")) }
        // Every later step works relative to this descriptor, so the folder cannot be swapped for a link midway.
        let folder = folderPath.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard folder >= 0 else { return .failure(OutputProblem("cannot create a file in \(folderPath.display): \(errorText(errno))")) }
        var original: Int32?
        if let existing {
            // Read, not written: its extended attributes are copied from it, and a fix's check reads its bytes.
            // O_NONBLOCK, so a FIFO swapped in cannot hold the open; the fstat below then refuses it.
            let opened = name.withCString { openat(folder, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
            let reason = errno
            var now = stat()
            guard opened >= 0, fstat(opened, &now) == 0, fileType(now) == Int(S_IFREG),
                  now.st_dev == existing.st_dev, now.st_ino == existing.st_ino else {
                if opened >= 0 { _ = RawIO.close(opened) }
                _ = RawIO.close(folder)
                if expected != nil { return .failure(.changed) }
                guard opened < 0 else { return .failure(OutputProblem("it changed while piclint was opening it")) }
                // A report over a file piclint may write but not read (mode 0200): its attributes cannot be read
                // to keep them, and replacing it without them could widen who may read it.
                return .failure(OutputProblem("cannot open it to keep its extended attributes: \(errorText(reason))"))
            }
            original = opened
        }
        removeLeftovers(sweep.take(in: folder, for: name), in: folder)
        var made: TemporaryFiles.Making = .failed(EEXIST)
        var temporary = RawPath("")
        for _ in 0..<nameAttempts {
            temporary = temporaryName(for: name, using: &names)
            // 0600 until commit: no one can open it and read along while it is written.
            made = temporaryFiles.make(temporary, in: folder) {
                temporary.withCString { openat(folder, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600) }
            }
            if case .failed(EEXIST) = made { continue }
            break
        }
        guard case .made(let descriptor, let token) = made else {
            let problem: OutputProblem
            if case .failed(let code) = made {
                problem = OutputProblem("cannot create a file in \(folderPath.display): \(errorText(code))")
            } else {
                problem = OutputProblem("piclint is being interrupted", kind: .interrupted)
            }
            if let original { _ = RawIO.close(original) }
            _ = RawIO.close(folder)
            return .failure(problem)
        }
        let finish = existing.map {
            Finish(mode: $0.st_mode & 0o7777, owner: ($0.st_uid, $0.st_gid), ownerRequired: ownerRequired,
                   original: original, expected: expected)
        } ?? Finish(mode: 0o666 & ~creationMask(), owner: nil, ownerRequired: false, original: nil, expected: nil)
        return .success(OutputFile(path: path.display, descriptor: descriptor,
                                   destination: .replacing(folder: folder, temporary: temporary, token: token, name: name, finish: finish),
                                   temporaryFiles: temporaryFiles))
    }

    // MARK: Writing

    /// Writes bytes wherever they live; after a failure the rest is ignored and `commit` reports it.
    public mutating func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, !finished else { return }
        failure = RawIO.writeAll(descriptor, bytes)
    }

    /// Puts the file in place (a regular file: owner, extended attributes, mode, for a fix the check that the file
    /// is still the one read, then the rename) or, on any failure, leaves the target as it was and removes the
    /// temporary file; returns why it failed.
    public mutating func commit() -> OutputProblem? {
        commit(seam: .none)
    }

    mutating func commit(seam: CommitSeam) -> OutputProblem? {
        guard !finished else { return nil }
        finished = true
        guard case .replacing(let folder, let temporary, let token, let name, let finish) = destination else {
            let closed = RawIO.close(descriptor)
            return (failure ?? closed).map { OutputProblem(Self.errorText($0)) }
        }
        defer {
            if let original = finish.original { _ = RawIO.close(original) }
            _ = RawIO.close(folder)
        }
        var problem = failure.map { OutputProblem(Self.errorText($0)) } ?? Self.apply(finish, to: descriptor)
        let closed = RawIO.close(descriptor)
        if problem == nil, let closed { problem = OutputProblem(Self.errorText(closed)) }
        if problem == nil {
            seam.beforeFinalCheck()
            if let expected = finish.expected, let original = finish.original,
               !Self.isUnchanged(name, in: folder, open: original, since: expected) {
                problem = .changed
            }
        }
        // The rename, or the removal, and forgetting the temporary file happen together: an interruption finds
        // the temporary file either still recorded or gone.
        return temporaryFiles.release(token) {
            // rename(2) replaces the target in one step.
            if problem == nil, temporary.withCString({ from in name.withCString { renameat(folder, from, folder, $0) } }) != 0 {
                problem = OutputProblem(Self.errorText(errno))
            }
            if problem != nil { _ = temporary.withCString { unlinkat(folder, $0, 0) } }
            return problem
        }
    }

    /// Removes the temporary file, leaving the target as it was.
    public mutating func abandon() {
        guard !finished else { return }
        finished = true
        _ = RawIO.close(descriptor)
        if case .replacing(let folder, let temporary, let token, _, let finish) = destination {
            temporaryFiles.release(token) { _ = temporary.withCString { unlinkat(folder, $0, 0) } }
            if let original = finish.original { _ = RawIO.close(original) }
            _ = RawIO.close(folder)
        }
    }

    /// Owner first, then extended attributes (ACLs among them), then mode: fchown(2) clears the set-user-ID and
    /// set-group-ID bits, and so may setting an ACL; the mode then gives back exactly the bits the replaced file had,
    /// never one it did not (with an ACL, its group bits are the ACL's mask, as they were).
    private static func apply(_ finish: Finish, to descriptor: Int32) -> OutputProblem? {
        if let owner = finish.owner {
            var info = stat()
            let same = fstat(descriptor, &info) == 0 && info.st_uid == owner.uid && info.st_gid == owner.gid
            if !same, fchown(descriptor, owner.uid, owner.gid) != 0, finish.ownerRequired {
                return OutputProblem("cannot keep its owner and group (\(owner.uid):\(owner.gid)): \(errorText(errno))")
            }
        }
        if let original = finish.original, let problem = ExtendedAttributes.copy(from: original, to: descriptor) {
            return OutputProblem(problem)
        }
        guard fchmod(descriptor, finish.mode) == 0 else {
            return OutputProblem("cannot set its mode \(octal(finish.mode)): \(errorText(errno))")
        }
        return nil
    }

    /// Whether the file named `name` in `folder` is still the one a fix read: the same file (the open `original`),
    /// the same size and times to the nanosecond, and the same bytes, read again. Between this and the rename an
    /// edit can still slip in; POSIX has no rename that compares first, and this leaves microseconds, not the
    /// whole run.
    private static func isUnchanged(_ name: RawPath, in folder: Int32, open original: Int32, since expected: Original) -> Bool {
        var now = stat()
        guard name.withCString({ fstatat(folder, $0, &now, AT_SYMLINK_NOFOLLOW) }) == 0, fileType(now) == Int(S_IFREG),
              FileSnapshot(now) == expected.snapshot else { return false }
        var opened = stat()
        guard fstat(original, &opened) == 0, FileIdentity(opened) == expected.snapshot.identity else { return false }
        // One byte more than expected, to see a file that grew.
        var bytes = [UInt8](repeating: 0, count: expected.bytes.count + 1)
        var offset = 0
        while offset < bytes.count {
            let read = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return pread(original, base + offset, buffer.count - offset, off_t(offset))
            }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { return false }
            if read == 0 { break }
            offset += read
        }
        return offset == expected.bytes.count && bytes[0..<offset].elementsEqual(expected.bytes)
    }

    // MARK: Temporary names and leftovers

    /// The characters of the random part: lower case, so names differ on case-insensitive file systems too.
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)
    static let randomLength = 12

    /// NAME as temporary names hold it: cut so `.NAME.piclint-XXXXXXXXXXXX.tmp` stays within the 255-byte limit
    /// of a file name, at the start of a character (a name that is not UTF-8 is cut at any byte but a UTF-8
    /// continuation byte, the same rule).
    static func nameKey(_ name: RawPath) -> ArraySlice<UInt8> {
        var end = name.bytes.count
        while end > 200 || (end < name.bytes.count && end > 0 && name.bytes[end] & 0xC0 == 0x80) { end -= 1 }
        return name.bytes[..<end]
    }

    /// NAME as temporary names hold it, for a name written as text.
    static func nameKey(_ name: String) -> Substring {
        Substring(RawPath(bytes: nameKey(RawPath(name))).display)
    }

    /// `.NAME.piclint-XXXXXXXXXXXX.tmp`, the X drawn from `generator` (60 bits, from one 64-bit draw).
    static func temporaryName(for name: RawPath, using generator: inout some RandomNumberGenerator) -> RawPath {
        var bits = generator.next()
        var random: [UInt8] = []
        for _ in 0..<randomLength {
            random.append(alphabet[Int(bits & 31)])
            bits >>= 5
        }
        return RawPath(bytes: [UInt8(ascii: ".")] + nameKey(name) + Array(".piclint-".utf8) + random + Array(".tmp".utf8))
    }

    /// `temporaryName` for a name written as text.
    static func temporaryName(for name: String, using generator: inout some RandomNumberGenerator) -> String {
        temporaryName(for: RawPath(name), using: &generator).display
    }

    /// NAME when `entry` has piclint's temporary naming `.NAME.piclint-X.tmp`, X either the random form or the
    /// process ID that versions before it used (and left behind when killed); nil for any other name.
    static func leftoverKey(_ entry: RawPath) -> ArraySlice<UInt8>? {
        let bytes = entry.bytes
        let marker = Array(".piclint-".utf8), suffix = Array(".tmp".utf8)
        guard bytes.first == UInt8(ascii: "."), bytes.count > 1 + marker.count + suffix.count,
              bytes.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        let end = bytes.count - suffix.count
        // X holds no "-", so the last one ends the marker.
        guard let dash = bytes[..<end].lastIndex(of: UInt8(ascii: "-")) else { return nil }
        let middle = bytes[(dash + 1)..<end]
        let random = middle.count == randomLength && middle.allSatisfy(alphabet.contains)
        let processID = (1...10).contains(middle.count) && middle.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard random || processID, dash - 1 >= marker.count - 1 else { return nil }
        let keyEnd = dash + 1 - marker.count
        guard bytes[keyEnd...dash].elementsEqual(marker) else { return nil }
        return bytes[1..<keyEnd]
    }

    /// `leftoverKey` for an entry written as text.
    static func leftoverKey(_ entry: String) -> Substring? {
        leftoverKey(RawPath(entry)).map { Substring(RawPath(bytes: $0).display) }
    }

    /// Whether `entry` has piclint's temporary naming for the target `name`.
    static func isTemporaryName(_ entry: String, for name: String) -> Bool {
        leftoverKey(RawPath(entry)).map { Array($0) } == Array(nameKey(RawPath(name)))
    }

    /// Removes what killed runs left of piclint's temporary files: regular files of exactly piclint's naming for
    /// the target, owned by this user, untouched for `leftoverAge`. Anything else (a link, someone else's file)
    /// stays.
    private static func removeLeftovers(_ candidates: [RawPath], in folder: Int32) {
        let now = time(nil)
        let user = geteuid()
        for leftover in candidates {
            var info = stat()
            guard leftover.withCString({ fstatat(folder, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0, fileType(info) == Int(S_IFREG),
                  info.st_uid == user, now - modificationTime(info) >= leftoverAge else { continue }
            _ = leftover.withCString { unlinkat(folder, $0, 0) }
        }
    }

    // MARK: Paths and modes

    /// Whether a path is, or leads through symbolic links to, a file descriptor's name (/dev/stdout, /dev/fd/N,
    /// /proc/PID/fd/N): whatever the descriptor refers to, even a regular file, is written where it is, since
    /// replacing the file would detach it from the descriptor the shell set up.
    static func isDescriptorLink(_ path: String) -> Bool {
        isDescriptorLink(RawPath(path))
    }

    static func isDescriptorLink(_ path: RawPath) -> Bool {
        var current = path
        let slash = UInt8(ascii: "/")
        // The kernel's own limit on links followed in one lookup.
        for _ in 0..<40 {
            let bytes = current.bytes
            if bytes.elementsEqual("/dev/stdout".utf8) || bytes.elementsEqual("/dev/stderr".utf8) || bytes.starts(with: "/dev/fd/".utf8) { return true }
            let parts = bytes.split(separator: slash, omittingEmptySubsequences: true)
            if current.isAbsolute, parts.count == 4, parts[0].elementsEqual("proc".utf8), parts[2].elementsEqual("fd".utf8) { return true }
            guard let target = linkTarget(current) else { return false }
            current = target.isAbsolute ? target : current.split.folder.appending(target)
        }
        return false
    }

    /// What a symbolic link holds, as bytes; nil when the path is not a link.
    private static func linkTarget(_ path: RawPath) -> RawPath? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBytes { bytes -> Int in
            guard let base = bytes.baseAddress else { return -1 }
            return path.withCString { readlink($0, base.assumingMemoryBound(to: CChar.self), bytes.count - 1) }
        }
        guard count >= 0 else { return nil }
        return RawPath(bytes: buffer[0..<count])
    }

    /// The file a path names, links followed.
    private static func resolved(_ path: RawPath) -> Result<RawPath, OutputProblem> {
        guard let resolved = path.withCString({ realpath($0, nil) }) else { return .failure(OutputProblem(errorText(errno))) }
        defer { free(resolved) }
        return .success(RawPath(bytes: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))))
    }

    /// A path's folder and last name: `a/b` → (`a`, `b`), `b` → (`.`, `b`), `/b` → (`/`, `b`).
    static func split(_ path: String) -> (folder: String, name: String) {
        let (folder, name) = RawPath(path).split
        return (folder.display, name.display)
    }

    /// The permission bits the process's umask removes from files it creates. Read from /proc, where Linux shows
    /// it, since umask(2) can only be read by setting it (process-wide, under other threads' feet); 022 elsewhere.
    private static func creationMask() -> mode_t {
        guard case .success(let bytes) = FileSystem.read("/proc/self/status", limit: 1 << 20) else { return 0o022 }
        let status = String(decoding: bytes, as: UTF8.self)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
              let mask = mode_t(line.dropFirst("Umask:".count).trimmingPrefix(while: { $0 == " " || $0 == "\t" }), radix: 8)
        else { return 0o022 }
        return mask & 0o777
    }

    /// The S_IF bits; mode_t and the S_IF constants differ in width between Glibc and Darwin, so as Int.
    private static func fileType(_ info: stat) -> Int { Int(info.st_mode) & Int(S_IFMT) }

    private static func typeName(_ info: stat) -> String {
        switch fileType(info) {
        case Int(S_IFDIR): return "a directory"
        case Int(S_IFIFO): return "a FIFO"
        case Int(S_IFCHR): return "a character device"
        case Int(S_IFBLK): return "a block device"
        case Int(S_IFSOCK): return "a socket"
        default: return "a special file"
        }
    }

    private static func modificationTime(_ info: stat) -> time_t {
        #if canImport(Darwin)
        return info.st_mtimespec.tv_sec
        #else
        return info.st_mtim.tv_sec
        #endif
    }

    static func octal(_ mode: mode_t) -> String {
        let digits = String(mode & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// The names of piclint's temporary files found in the folders a run writes to, listed once per folder: fixing
/// thousands of files in one folder would otherwise list it once for each.
public struct LeftoverSweep {
    private struct Folder: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Per folder, the temporary names found, by the NAME of their target (as bytes).
    private var folders: [Folder: [[UInt8]: [RawPath]]] = [:]

    public init() {}

    /// The temporary names found for `name` in the open folder, listing it on first use; each is handed out once.
    mutating func take(in folder: Int32, for name: RawPath) -> [RawPath] {
        var info = stat()
        guard fstat(folder, &info) == 0 else { return [] }
        let key = Folder(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
        if folders[key] == nil { folders[key] = Self.list(folder) }
        return folders[key]?.removeValue(forKey: Array(OutputFile.nameKey(name))) ?? []
    }

    /// The folder's entries of piclint's temporary naming, by target.
    private static func list(_ folder: Int32) -> [[UInt8]: [RawPath]] {
        var found: [[UInt8]: [RawPath]] = [:]
        let listing = dup(folder)
        guard listing >= 0 else { return found }
        guard let directory = fdopendir(listing) else {
            _ = RawIO.close(listing)
            return found
        }
        defer { closedir(directory) }
        // fdopendir continues from the shared offset; start from the first entry.
        rewinddir(directory)
        while let entry = readdir(directory) {
            // Most entries are the specs themselves; the first byte rules them out without making a String.
            guard FileSystem.namePointer(of: entry)?.pointee == CChar(UInt8(ascii: ".")),
                  let entryName = FileSystem.rawName(of: entry), let key = OutputFile.leftoverKey(entryName) else { continue }
            found[Array(key), default: []].append(entryName)
        }
        return found
    }
}
