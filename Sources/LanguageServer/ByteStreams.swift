#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the server's input comes from: a blocking read of whatever bytes are there. Standard input in
/// `piclint server`, a pipe in the tests.
public protocol ByteSource: Sendable {
    /// The next bytes (at least one), blocking until some arrive; empty at the end of the stream or on an error.
    func read() -> [UInt8]
}

/// Where the server's messages go: standard output in `piclint server`, a pipe in the tests.
public protocol ByteSink: Sendable {
    /// Writes all the bytes; false when they could not be written (the client has gone).
    func write(_ bytes: [UInt8]) -> Bool
}

/// A file descriptor read with the system's `read`.
public struct FileDescriptorSource: ByteSource {
    public let descriptor: Int32
    /// How much one read takes at most.
    public var chunkSize: Int

    /// Reads from a descriptor (0 for standard input).
    public init(descriptor: Int32, chunkSize: Int = 64 << 10) {
        self.descriptor = descriptor
        self.chunkSize = max(1, chunkSize)
    }

    public func read() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress, raw.count)
            }
            if count > 0 { return Array(buffer.prefix(count)) }
            // A signal interrupted the read before any byte came: read again.
            if count < 0 && errno == EINTR { continue }
            return []
        }
    }
}

/// A file descriptor written with the system's `write`.
public struct FileDescriptorSink: ByteSink {
    public let descriptor: Int32

    /// Writes to a descriptor (1 for standard output).
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func write(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress.map { $0 + written }, bytes.count - written)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.read(descriptor, buffer, count)
    #else
    return Glibc.read(descriptor, buffer, count)
    #endif
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(descriptor, buffer, count)
    #else
    return Glibc.write(descriptor, buffer, count)
    #endif
}
