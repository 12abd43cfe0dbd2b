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
        let tooLarge = ConfigError(file: named, mark: .start, message: "the config is larger than "
            + "\(WholeNumbers.grouped(ConfigLoader.maxFileSize)) bytes, the most piclint reads; a config is a few lines")
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(ConfigError(file: named, mark: .start, message: "cannot read the config file"))
        }
        defer { try? handle.close() }
        // A regular file's size is known before reading: refuse a huge one without reading it.
        var info = stat()
        if fstat(handle.fileDescriptor, &info) == 0, Int(info.st_mode) & Int(S_IFMT) == Int(S_IFREG),
           Int(info.st_size) > ConfigLoader.maxFileSize {
            return .failure(tooLarge)
        }
        // A pipe's is not: read one byte past the limit at most, to tell "at the limit" from "over it".
        let data: Data
        do {
            data = try handle.read(upToCount: ConfigLoader.maxFileSize + 1) ?? Data() // nil: an empty file
        } catch {
            return .failure(ConfigError(file: named, mark: .start, message: "cannot read the config file"))
        }
        guard data.count <= ConfigLoader.maxFileSize else { return .failure(tooLarge) }
        return ConfigLoader().load(String(decoding: data, as: UTF8.self), path: named, directory: directory)
    }
}
