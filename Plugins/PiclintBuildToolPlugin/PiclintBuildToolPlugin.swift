import Foundation
import PackagePlugin

/// Lints a target's screens on every build: specs, Interface Builder files and Swift sources.
///
/// One build command per target, never a prebuild command: a build command names its inputs (the files, the config,
/// the baseline, piclint itself) and its output (a stamp in the plugin's work folder), so the build system runs
/// piclint again only when one of them changed. piclint's text report goes to standard output, where SwiftPM and
/// Xcode read its `path:line:column: warning:` lines as diagnostics; paths are absolute so Xcode can place them.
/// piclint exits 1 on a finding at or above the config's `failOn` (errors unless it says otherwise): the build fails.
@main
struct PiclintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // Swift targets only: the command's output is a Swift file the target compiles (see `command`), and for a
        // C-family target SwiftPM 6.3 neither runs a command whose output is a C file nor compiles a Swift one.
        // (The protocol's `directoryURL` needs tools 6.1; the concrete target type has it in 6.0.)
        guard let swift = target as? SwiftSourceModuleTarget else { return [] }
        let folder = swift.directoryURL
        // Specs and Interface Builder files are often excluded from the target (SwiftPM has no rule for them), so
        // the target's folder is searched for them besides the files SwiftPM lists.
        let files = Screens.files(listed: swift.sourceFiles.map(\.url), folder: folder)
        return try Screens.command(
            name: target.name,
            files: files,
            configFolders: Screens.folders(from: folder, upTo: context.package.directoryURL),
            tool: context.tool(named: "piclint").url,
            workFolder: context.pluginWorkDirectoryURL
        ).map { [$0] } ?? []
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PiclintBuildToolPlugin: XcodeBuildToolPlugin {
    /// An Xcode target's input files are its sources and resources, storyboards and xibs among them.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let project = context.xcodeProject.directoryURL
        return try Screens.command(
            name: target.displayName,
            files: Screens.files(listed: target.inputFiles.map(\.url), folder: nil),
            configFolders: [project],
            tool: context.tool(named: "piclint").url,
            workFolder: context.pluginWorkDirectoryURL
        ).map { [$0] } ?? []
    }
}
#endif

/// What both entry points share: which files piclint reads, where the config is, and the command.
enum Screens {
    /// The kinds of file piclint reads when it is given a folder.
    static let extensions: Set<String> = ["yaml", "yml", "storyboard", "xib", "swift"]
    /// Those SwiftPM may leave out of a target's file list; Swift files it always lists.
    static let searched: Set<String> = ["yaml", "yml", "storyboard", "xib"]

    /// The listed files piclint reads, and the unlisted specs and Interface Builder files under `folder`, sorted
    /// so that the command, and so the build system's key for it, is the same on every build.
    static func files(listed: [URL], folder: URL?) -> [URL] {
        var paths = Set(listed.filter { extensions.contains($0.pathExtension.lowercased()) }.map(\.standardizedFileURL.path))
        if let folder, let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) {
            for case let url as URL in walker where searched.contains(url.pathExtension.lowercased()) {
                paths.insert(url.standardizedFileURL.path)
            }
        }
        return paths.sorted().map { URL(fileURLWithPath: $0) }
    }

    /// `folder` and its parents up to `root`, nearest first: a target's own `.piclint.yml` wins over the package's,
    /// and none above the package is read (a dependency's checkout must not take its user's config).
    static func folders(from folder: URL, upTo root: URL) -> [URL] {
        let rootPath = root.standardizedFileURL.path
        var result: [URL] = []
        var current = folder.standardizedFileURL
        while current.path.hasPrefix(rootPath) {
            result.append(current)
            if current.path == rootPath { break }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return result.isEmpty ? [root] : result
    }

    /// The build command, or nil when the target has nothing piclint reads (with no paths piclint would lint its
    /// config's `include` instead).
    ///
    /// Its output is a Swift file holding one comment, compiled into the target: the build system runs a command
    /// only for an output the target consumes, and any other kind of file it would copy into the target's resource
    /// bundle, which would then ship in the app. piclint writes no such file, so a shell writes it after piclint
    /// succeeds, having removed it first: after a failure it is missing, and the next build runs piclint again.
    static func command(name: String, files: [URL], configFolders: [URL], tool: URL, workFolder: URL) -> Command? {
        guard !files.isEmpty else { return nil }
        let stamp = workFolder.appendingPathComponent("piclint-\(safe(name)).swift")
        // The files are named, as a folder walk would find them: YAML that is plainly no spec (a target's other
        // settings) is passed over as the walk passes it over, not reported as a broken spec.
        var piclint = [tool.path, "lint", "--color", "never", "--skip-non-specs"]
        var inputs = files
        if let config = configFolders.map({ $0.appendingPathComponent(".piclint.yml") })
            .first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            piclint += ["--config", config.path]
            inputs.append(config)
            // The baseline changes which findings count, so a changed baseline must rerun piclint too.
            if let baseline = baseline(in: config), FileManager.default.fileExists(atPath: baseline.path) {
                inputs.append(baseline)
            }
        }
        // After "--" a path that starts with "-" is still a path.
        piclint.append("--")
        piclint += files.map(\.path)
        let script = #"stamp="$1"; shift; rm -f "$stamp"; "$@" && printf '%s\n' "$0" > "$stamp""#
        return .buildCommand(
            displayName: "piclint \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "// piclint linted this target's screens; this file tells the build system when.", stamp.path]
                + piclint,
            inputFiles: inputs + [tool],
            outputFiles: [stamp]
        )
    }

    /// The config's top-level `baseline:`, relative to the config's folder as piclint reads it. A line scan, since
    /// a plugin cannot link piclint's YAML reader; piclint itself still reads the config in full.
    static func baseline(in config: URL) -> URL? {
        guard let text = try? String(contentsOf: config, encoding: .utf8) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("baseline:") {
            var value = line.dropFirst("baseline:".count)
            if let hash = value.range(of: " #") { value = value[..<hash.lowerBound] }
            let path = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            guard !path.isEmpty else { return nil }
            return path.hasPrefix("/") ? URL(fileURLWithPath: path)
                : config.deletingLastPathComponent().appendingPathComponent(path)
        }
        return nil
    }

    /// A target's name as a file name.
    static func safe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
