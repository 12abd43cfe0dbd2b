#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes off the disk, with the system's calls, so a failure carries errno's reason ("No such file or
/// directory", "Is a directory", "Permission denied"): the one reader of specs, configs and baselines alike.
public enum FileBytes {
    /// Why a read failed.
    public enum Failure: Error, Equatable {
        /// The system's reason (strerror).
        case system(String)
        /// The file is larger than the limit, which is given.
        case tooLarge(Int)
    }

    /// Reads a whole file (or pipe) of at most `limit` bytes; `nil` path is standard input.
    public static func read(_ path: String?, limit: Int) -> Result<[UInt8], Failure> {
        read(path.map { RawPath($0) }, limit: limit)
    }

    /// Reads a whole file (or pipe) of at most `limit` bytes, named by its bytes; `nil` path is standard input.
    public static func read(_ path: RawPath?, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor: Int32
        if let path {
            // Without O_NONBLOCK, opening a FIFO nobody writes to waits forever; with it the open returns at once,
            // and clearing the flag afterwards keeps reads of a pipe that has a writer (`<(command)`) blocking.
            descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK) }
            guard descriptor >= 0 else { return .failure(.system(errorText())) }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        } else {
            descriptor = 0
        }
        defer { if path != nil { close(descriptor) } }
        var bytes: [UInt8] = []
        // A regular file's size is known: read it in one call into a buffer of that size (plus one byte, to see
        // the end), instead of zeroing a large chunk for every small spec. Buffers are filled by read(2) as they
        // are made, never zeroed first (a generic zero-fill of 16 MiB is slow in debug builds).
        var info = stat()
        let known = fstat(descriptor, &info) == 0 && Int(info.st_mode) & Int(S_IFMT) == Int(S_IFREG) ? Int(info.st_size) : -1
        if known > limit { return .failure(.tooLarge(limit)) }
        var chunk = known >= 0 ? known + 1 : 64 * 1024
        while true {
            var result = 0
            let piece = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
                repeat {
                    result = Glue.read(descriptor, buffer.baseAddress, chunk)
                } while result < 0 && errno == EINTR
                initialized = max(0, result)
            }
            if result < 0 { return .failure(.system(errorText())) }
            if result == 0 { return .success(bytes) }
            if bytes.isEmpty { bytes = piece } else { bytes += piece }
            if bytes.count > limit { return .failure(.tooLarge(limit)) }
            chunk = 64 * 1024
        }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

/// Names the C `read` without clashing with `FileBytes.read`.
private enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        return Musl.read(descriptor, buffer, count)
        #else
        return Darwin.read(descriptor, buffer, count)
        #endif
    }
}
