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
    private var memory: [[UInt8]] = []
    /// How many bytes it holds.
    public private(set) var count = 0
    /// Why writing to disk failed, if it did (the bytes are then kept in memory).
    public private(set) var problem: String?

    /// Creates an empty spill file in `$TMPDIR` (or /tmp).
    public init() {
        var folder = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
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

    /// Appends bytes.
    public mutating func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        defer { count += bytes.count }
        if let descriptor {
            let written = bytes.withUnsafeBytes { buffer in RawIO.writeAll(descriptor, buffer) }
            if written == nil { return }
            // Disk full or similar: what was spilled stays, the rest goes to memory.
            problem = String(cString: strerror(errno))
            let spilled = count
            var readBack: [[UInt8]] = []
            replayFile(descriptor, upTo: spilled) { readBack.append($0) }
            _ = RawIO.close(descriptor)
            self.descriptor = nil
            memory = readBack
        }
        memory.append(bytes)
    }

    /// Hands the bytes back in order, in chunks.
    public func replay(_ chunk: ([UInt8]) -> Void) {
        if let descriptor { replayFile(descriptor, upTo: count, chunk) }
        for bytes in memory { chunk(bytes) }
    }

    /// Closes the file; its space goes back to the system.
    public mutating func close() {
        if let descriptor { _ = RawIO.close(descriptor) }
        descriptor = nil
        memory = []
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

/// write(2) and close(2) without clashing with the names of the types that use them.
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
