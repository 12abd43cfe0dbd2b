import Config
import Foundation

/// Which baseline a run uses, and how its paths read: `--baseline`, else the config's (relative to the config's
/// folder). Reading the file is the Driver's (`BaselineFile`).
public struct BaselineLocation: Sendable, Hashable {
    /// The baseline file's path.
    public var path: String
    /// Whether it was named on the command line: such a baseline must exist, while one a config names may not
    /// have been written yet (and then hides nothing).
    public var named: Bool

    /// A baseline at a path.
    public init(path: String, named: Bool) {
        self.path = path
        self.named = named
    }

    /// The baseline of a run, if any.
    public static func resolve(commandLine: String?, configuration: Configuration?) -> BaselineLocation? {
        if let commandLine { return BaselineLocation(path: commandLine, named: true) }
        guard let configuration, let path = configuration.baseline else { return nil }
        let resolved = configuration.directory == "." || path.hasPrefix("/") ? path : configuration.directory + "/" + path
        return BaselineLocation(path: resolved, named: false)
    }

    /// A report path as the baseline writes it: relative to the baseline's folder, so the file works from any
    /// working directory.
    public static func relative(to baseline: String) -> @Sendable (String) -> String {
        let folder = (baseline as NSString).deletingLastPathComponent
        return { path in Configuration.relative(path, to: folder.isEmpty ? "." : folder) }
    }

    /// This baseline's report paths (see `relative(to:)`).
    public var relative: @Sendable (String) -> String { Self.relative(to: path) }
}
