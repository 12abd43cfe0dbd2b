import Foundation
import PackagePlugin

/// `swift package piclint [--target NAME]... [piclint's options and paths]`: lints the package, or what is named.
///
/// piclint runs in the package's folder, so it finds the package's `.piclint.yml` as on the command line and its
/// report names files relative to the package. With no path it lints the named targets' folders (every target's
/// when none is named), or, when the package's config has an `include`, what that names. `--fix` writes files,
/// for which SwiftPM asks `--allow-writing-to-package-directory`.
@main
struct PiclintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        var piclintArguments = extractor.remainingArguments
        let package = context.package.directoryURL

        if !Arguments.namesPath(piclintArguments) {
            let targets = named.isEmpty ? context.package.targets : try context.package.targets(named: named)
            // Relative to the package, where piclint runs, so reports name files as the repository does (GitHub's
            // annotations and SARIF need that).
            let folders = targets.compactMap { Arguments.folder(of: $0) }.map { Arguments.relative($0, to: package) }
            if named.isEmpty && Arguments.configIncludes(package.appendingPathComponent(".piclint.yml")) {
                // The config says what to lint; piclint reads its `include` when given no path.
            } else if folders.isEmpty {
                Diagnostics.warning("piclint: the package has no target with source files to lint")
                return
            } else {
                // After "--", so a folder that starts with "-" is still a path.
                if !piclintArguments.contains("--") { piclintArguments.append("--") }
                piclintArguments += folders
            }
        }

        let process = Process()
        process.executableURL = try context.tool(named: "piclint").url
        process.arguments = piclintArguments
        process.currentDirectoryURL = package
        // Standard output and error are inherited: the report goes where `swift package` prints.
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // Thrown, so that SwiftPM reports it once and `swift package` exits non-zero.
            throw PiclintFailed(status: process.terminationStatus, signalled: process.terminationReason != .exit)
        }
    }
}

/// piclint's non-zero exit, as the plugin's failure: `swift package` then exits non-zero.
struct PiclintFailed: Error, CustomStringConvertible {
    var status: Int32
    var signalled: Bool
    var description: String {
        if signalled { return "piclint was stopped by signal \(status)" }
        let meaning = status == 1 ? "findings at or above --fail-on" : "piclint could not do its job"
        return "piclint exited with status \(status) (\(meaning))"
    }
}

/// Just enough of piclint's command line to tell whether the user named what to lint.
enum Arguments {
    /// piclint's options that take a value as the next argument.
    static let valued: Set<String> = [
        "--format", "--output", "--config", "--fail-on", "--rule", "--baseline", "--write-baseline", "--color",
        "--jobs", "--now", "--max-warnings", "--stdin-path", "--screen", "--control",
    ]
    /// Whether the arguments already say what piclint is to do on which files: a path, `-` for standard input,
    /// a subcommand other than `lint` (`rules`, `explain`, `simulate` with its paths), or `--help`.
    static func namesPath(_ arguments: [String]) -> Bool {
        var index = 0
        var afterDashes = false
        while index < arguments.count {
            let argument = arguments[index]
            if afterDashes { return true }
            if argument == "--" { afterDashes = true }
            else if ["--help", "-h", "--version"].contains(argument) { return true }
            else if valued.contains(argument) { index += 1 }
            else if argument == "-" || !argument.hasPrefix("-") {
                if argument == "lint" && index == 0 { index += 1; continue }
                return true
            }
            index += 1
        }
        return false
    }

    /// A source target's folder (the protocol's `directoryURL` needs tools 6.1; the concrete types have it in 6.0).
    static func folder(of target: Target) -> URL? {
        switch target {
        case let swift as SwiftSourceModuleTarget: swift.directoryURL
        case let clang as ClangSourceModuleTarget: clang.directoryURL
        default: nil
        }
    }

    /// `url`'s path relative to `folder` when it lies inside it, else its absolute path.
    static func relative(_ url: URL, to folder: URL) -> String {
        let path = url.standardizedFileURL.path, base = folder.standardizedFileURL.path
        guard path.hasPrefix(base + "/") else { return path }
        return String(path.dropFirst(base.count + 1))
    }

    /// Whether the config names an `include` (the files to lint when none are named).
    static func configIncludes(_ config: URL) -> Bool {
        guard let text = try? String(contentsOf: config, encoding: .utf8) else { return false }
        return text.split(whereSeparator: \.isNewline).contains { $0.hasPrefix("include:") }
    }
}
