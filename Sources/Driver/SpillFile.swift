#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes written now and read back once, later, kept out of memory: an unnamed temporary file, removed from its
/// folder as soon as it is made, so nothing is left behind whatever happens. Falls back to memory when no
/// temporary file can be made.
public struct SpillFile: Sendable {
    private var descriptor: Int32?
    /// Bytes on disk.
    private var written = 0
    /// Bytes not written yet: many small appends make one write(2).
    private var pending: [UInt8] = []
    /// Bytes kept in memory after the disk failed.
    private var memory: [[UInt8]] = []
    /// How many bytes it holds.
    public private(set) var count = 0
    /// Why writing to disk failed, if it did (the bytes are then kept in memory).
    public private(set) var problem: String?

    /// How many of its bytes are in memory: below `flushSize` while the disk takes them.
    public var bytesInMemory: Int { pending.count + memory.reduce(0) { $0 + $1.count } }

    /// How much waits in memory before it goes to disk.
    public static let flushSize = 1 << 20

    /// Creates an empty spill file in `folder`, else in `$TMPDIR` (or /tmp).
    public init(in folder: String? = nil) {
        var folder = folder ?? getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        if folder.isEmpty { folder = "/tmp" }
        var template = Array((folder + "/piclint-spill-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            let descriptor = mkstemp(base)
            if descriptor >= 0 { unlink(base) }
            return descriptor
        }
        if made >= 0 { descriptor = made } else { problem = String(cString: strerror(errno)) }
    }

    /// Whether its bytes go to disk (a temporary file could be made, and the disk has taken every write).
    public var isOnDisk: Bool { descriptor != nil }

    /// Appends bytes.
    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends the bytes of a buffer.
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        count += bytes.count
        guard descriptor != nil else {
            memory.append(Array(bytes))
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= Self.flushSize { flush() }
    }

    /// Writes the pending bytes to disk; on failure (disk full) moves everything to memory.
    private mutating func flush() {
        guard let descriptor, !pending.isEmpty else { return }
        if pending.withUnsafeBytes({ RawIO.writeAll(descriptor, $0) }) == nil {
            written += pending.count
            pending.removeAll(keepingCapacity: true)
            return
        }
        problem = String(cString: strerror(errno))
        var readBack: [[UInt8]] = []
        replayFile(descriptor, upTo: written) { readBack.append($0) }
        _ = RawIO.close(descriptor)
        self.descriptor = nil
        memory = readBack + [pending]
        pending = []
    }

    /// Hands the bytes back in order, in chunks.
    public func replay(_ chunk: ([UInt8]) -> Void) {
        if let descriptor { replayFile(descriptor, upTo: written, chunk) }
        if !pending.isEmpty { chunk(pending) }
        for bytes in memory { chunk(bytes) }
    }

    /// Closes the file; its space goes back to the system.
    public mutating func close() {
        if let descriptor { _ = RawIO.close(descriptor) }
        descriptor = nil
        memory = []
        pending = []
    }

    private func replayFile(_ descriptor: Int32, upTo end: Int, _ chunk: ([UInt8]) -> Void) {
        var offset = 0
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        while offset < end {
            let wanted = min(buffer.count, end - offset)
            let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(offset)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return }
            chunk(Array(buffer[0..<read]))
            offset += read
        }
    }
}

/// read(2), write(2) and close(2) without clashing with the names of the types that use them.
public enum RawIO {
    /// Writes every byte, retrying short writes and interruptions; nil when done, else errno.
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard var base = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, base, left)
            #elseif canImport(Musl)
            let written = Musl.write(descriptor, base, left)
            #else
            let written = Darwin.write(descriptor, base, left)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            left -= written
            base += written
        }
        return nil
    }

    /// Reads what is there, at most `count` bytes, retrying interruptions: the count read, 0 at the end, or -1.
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            #if canImport(Glibc)
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #elseif canImport(Musl)
            let count = Musl.read(descriptor, buffer.baseAddress, buffer.count)
            #else
            let count = Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }

    /// Closes a descriptor; nil when it closed cleanly, else errno.
    public static func close(_ descriptor: Int32) -> Int32? {
        #if canImport(Glibc)
        let result = Glibc.close(descriptor)
        #elseif canImport(Musl)
        let result = Musl.close(descriptor)
        #else
        let result = Darwin.close(descriptor)
        #endif
        return result == 0 ? nil : errno
    }
}
