import Foundation
import Spec
import YAML

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
        switch FileBytes.read(path, limit: ConfigLoader.maxFileSize) {
        case .success(let bytes):
            return ConfigLoader().load(String(decoding: bytes, as: UTF8.self), path: named, directory: directory)
        case .failure(.tooLarge(_)):
            return .failure(ConfigError(file: named, mark: .start, message: "the config is larger than "
                + "\(WholeNumbers.grouped(ConfigLoader.maxFileSize)) bytes, the most piclint reads; a config is a few lines"))
        case .failure(.system(let reason)):
            return .failure(ConfigError(file: named, mark: .start, message: "cannot read the config file: \(reason)"))
        }
    }
}
