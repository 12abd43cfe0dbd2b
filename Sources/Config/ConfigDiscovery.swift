import Foundation
import Spec
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the config: `--config`, else `.piclint.yml` in the current folder or the nearest parent.
public struct ConfigDiscovery: Sendable {
    /// Creates a discovery.
    public init() {}

    /// The config in effect: nil when there is none; an error when one is named or found but cannot be used.
    public func find(explicit: String?, from directory: String = FileManager.default.currentDirectoryPath) -> Result<Configuration?, ConfigError> {
        if let explicit {
            let folder = (explicit as NSString).deletingLastPathComponent
            return load(explicit, named: explicit, directory: folder.isEmpty ? "." : folder).map { $0 }
        }
        var folder = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(ConfigLoader.fileName).path
            if FileManager.default.fileExists(atPath: candidate) {
                // Report paths as the user sees them: the current folder's config as `.piclint.yml`.
                let here = URL(fileURLWithPath: directory).standardizedFileURL.path == folder.path
                return load(candidate, named: here ? ConfigLoader.fileName : candidate, directory: here ? "." : folder.path).map { $0 }
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return .success(nil) }
            folder = parent
        }
    }

    /// Reads the config at `path`; messages name it `named`, as the user would write it.
    private func load(_ path: String, named: String, directory: String) -> Result<Configuration, ConfigError> {
        switch Self.read(path, limit: ConfigLoader.maxFileSize) {
        case .success(let bytes):
            return ConfigLoader().load(String(decoding: bytes, as: UTF8.self), path: named, directory: directory)
        case .failure(.tooLarge):
            return .failure(ConfigError(file: named, mark: .start, message: "the config is larger than "
                + "\(WholeNumbers.grouped(ConfigLoader.maxFileSize)) bytes, the most piclint reads; a config is a few lines"))
        case .failure(.system(let reason)):
            return .failure(ConfigError(file: named, mark: .start, message: "cannot read the config file: \(reason)"))
        }
    }

    /// Why a config could not be read: the system's reason (strerror), or its size.
    enum ReadFailure: Error {
        case system(String)
        case tooLarge
    }

    /// Reads a file of at most `limit` bytes with the system's calls, so a failure carries errno's reason ("No such
    /// file or directory", "Is a directory", "Permission denied") as the driver's reads do.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        // O_NONBLOCK: opening a FIFO nobody writes to would wait forever. Cleared at once, so a pipe with a writer
        // (`--config <(generate-config)`) is read to its end.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.system(reason())) }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        // A regular file's size is known before reading: refuse a huge one without reading it.
        var info = stat()
        if fstat(descriptor, &info) == 0, Int(info.st_mode) & Int(S_IFMT) == Int(S_IFREG), Int(info.st_size) > limit {
            return .failure(.tooLarge)
        }
        // A pipe's is not: read one byte past the limit at most, to tell "at the limit" from "over it".
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { buffer in
                var result: Int
                repeat {
                    result = systemRead(descriptor, buffer.baseAddress, min(buffer.count, limit + 1 - bytes.count))
                } while result < 0 && errno == EINTR
                return result
            }
            if count < 0 { return .failure(.system(reason())) }
            if count == 0 { return .success(bytes) }
            bytes += chunk[0..<count]
        }
        return .failure(.tooLarge)
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}

/// The C `read`, named apart from `ConfigDiscovery.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    return Musl.read(descriptor, buffer, count)
    #else
    return Darwin.read(descriptor, buffer, count)
    #endif
}
