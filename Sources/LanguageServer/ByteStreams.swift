import Driver

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
        let count = buffer.withUnsafeMutableBytes { RawIO.read(descriptor, into: $0) }
        return count > 0 ? Array(buffer.prefix(count)) : []
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
        bytes.withUnsafeBytes { RawIO.writeAll(descriptor, $0) } == nil
    }
}
