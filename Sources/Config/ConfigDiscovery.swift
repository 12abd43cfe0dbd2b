import Foundation
import Spec
import Source
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the config: `--config`, else `.piclint.yml` in the current folder or the nearest parent, up to the
/// repository's root (the folder with `.git`, a folder or a file) or the home folder, whichever comes first.
///
/// A config decides what is linted and what fails the run, so one found by searching is trusted only when it is
/// owned by the user running piclint or by root, as git trusts a repository (`safe.directory`). Anyone may write a
/// `.piclint.yml` into a shared folder above another person's checkout (/tmp, a CI workspace's parent). A config of
/// another owner is refused, naming it and how to trust it: `--config PATH`, or `PICLINT_TRUSTED_CONFIG` listing it
/// (or its folder; `*` trusts every config).
public struct ConfigDiscovery: Sendable {
    /// The environment variable that lists configs (or their folders) to trust whoever owns them, separated by `:`.
    public static let trustVariable = "PICLINT_TRUSTED_CONFIG"
    /// Every environment variable a discovery reads.
    public static let variables = ["HOME", trustVariable]

    /// The home folder, where the search stops; nil when unknown.
    let home: String?
    /// The entries of `PICLINT_TRUSTED_CONFIG`.
    let trusted: [String]
    /// The user piclint runs as.
    let user: uid_t

    /// A discovery with what `environment` says: `HOME` (else the user's home folder in the password database) and
    /// `PICLINT_TRUSTED_CONFIG`. An empty environment trusts nothing beyond what the user and root own.
    public init(environment: [String: String] = [:]) {
        user = geteuid()
        home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.passwordHome(of: geteuid())
        trusted = (environment[Self.trustVariable] ?? "").split(separator: ":").map(String.init)
    }

    /// The config in effect: nil when there is none; an error when one is named or found but cannot be used.
    public func find(explicit: String?, from directory: String = FileManager.default.currentDirectoryPath) -> Result<Configuration?, ConfigError> {
        if let explicit {
            let folder = (explicit as NSString).deletingLastPathComponent
            // Named by the person running piclint: trusted whoever owns it, and its patterns may go where it says.
            return load(explicit, named: explicit, directory: folder.isEmpty ? "." : folder,
                        loader: ConfigLoader(includeMayLeaveFolder: true)).map { $0 }
        }
        let homeIdentity = home.flatMap(Self.identity)
        let start = LexicalPath.absolute(directory)
        var folder = start
        while true {
            let candidate = LexicalPath.appending(ConfigLoader.fileName, to: folder)
            if FileManager.default.fileExists(atPath: candidate) {
                // Report paths as the user sees them: the current folder's config as `.piclint.yml`.
                let here = folder == start
                let named = here ? ConfigLoader.fileName : candidate
                if let distrust = distrust(candidate, named: named) { return .failure(distrust) }
                return load(candidate, named: named, directory: here ? "." : folder, loader: ConfigLoader()).map { $0 }
            }
            // The repository's root, or the home folder: what is above belongs to someone else's setup.
            if Self.exists(LexicalPath.appending(".git", to: folder)) { return .success(nil) }
            if let homeIdentity, Self.identity(folder) == homeIdentity { return .success(nil) }
            let parent = LexicalPath.parent(of: folder)
            if parent == folder { return .success(nil) }
            folder = parent
        }
    }

    /// Why a found config is not trusted, or nil when it is: it (and the symbolic link to it, if it is one) is
    /// owned by this user or root, or `PICLINT_TRUSTED_CONFIG` lists it or its folder.
    func distrust(_ path: String, named: String) -> ConfigError? {
        var link = stat(), target = stat()
        guard lstat(path, &link) == 0, stat(path, &target) == 0 else { return nil }
        let owners = [link.st_uid, target.st_uid]
        guard let stranger = owners.first(where: { $0 != user && $0 != 0 }) else { return nil }
        if isTrusted(path) { return nil }
        let absolute = LexicalPath.absolute(path)
        let whose = Self.userName(of: stranger).map { "\($0) (uid \(stranger))" } ?? "uid \(stranger)"
        return ConfigError(file: named, mark: .start, message: "piclint does not trust this config: it is owned by \(whose), "
            + "not by you (uid \(user)) or root, and anyone who can write to a folder above yours could have put it there. "
            + "If it is yours to use, trust it with \(Self.trustVariable)=\(absolute) or name it with --config \(absolute)")
    }

    /// Whether `PICLINT_TRUSTED_CONFIG` lists the config or its folder (compared by device and inode), or is `*`.
    private func isTrusted(_ path: String) -> Bool {
        guard !trusted.isEmpty else { return false }
        if trusted.contains("*") { return true }
        let file = Self.identity(path)
        let folder = Self.identity((path as NSString).deletingLastPathComponent)
        return trusted.contains { entry in
            let listed = Self.identity(entry)
            return listed != nil && (listed == file || listed == folder)
        }
    }

    /// Reads the config at `path`; messages name it `named`, as the user would write it.
    private func load(_ path: String, named: String, directory: String, loader: ConfigLoader) -> Result<Configuration, ConfigError> {
        switch FileBytes.read(path, limit: ConfigLoader.maxFileSize) {
        case .success(let bytes):
            return loader.load(String(decoding: bytes, as: UTF8.self), path: named, directory: directory)
        case .failure(.tooLarge(_)):
            return .failure(ConfigError(file: named, mark: .start, message: "the config is larger than "
                + "\(WholeNumbers.grouped(ConfigLoader.maxFileSize)) bytes, the most piclint reads; a config is a few lines"))
        case .failure(.system(let reason)):
            return .failure(ConfigError(file: named, mark: .start, message: "cannot read the config file: \(reason)"))
        }
    }

    /// A file's device and inode, links followed; nil when it cannot be looked at.
    private static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino)]
    }

    /// Whether anything is at a path, a dangling link included (a worktree's `.git` is a file, a folder's a folder).
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// A user's home folder from the password database, for a run without HOME.
    private static func passwordHome(of user: uid_t) -> String? {
        guard let entry = getpwuid(user), let directory = entry.pointee.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.isEmpty ? nil : home
    }

    /// A user's name, for a message.
    private static func userName(of user: uid_t) -> String? {
        guard let entry = getpwuid(user), let name = entry.pointee.pw_name else { return nil }
        return String(cString: name)
    }
}
