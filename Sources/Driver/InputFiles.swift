import Spec
import Config
import Source
import YAML

/// A file to lint: where to read it, and how reports name it.
public struct InputFile: Sendable, Hashable {
    /// Where the bytes come from.
    public enum Source: Sendable, Hashable {
        /// A file, named by the bytes the system gave (which need not be UTF-8).
        case path(RawPath)
        case standardInput

        /// A file named by a path written as text.
        public static func path(_ text: String) -> Source { .path(RawPath(text)) }
    }

    /// Where the bytes come from.
    public var source: Source
    /// The name reports use: the path as the user gave it (its `RawPath.display`, lossless however it is
    /// spelt), or `--stdin-path` for standard input.
    public var displayPath: String
    /// Whether the file is left alone unless it is plainly a spec (`SpecRecognition`): true for the files a folder
    /// walk or a glob found, and for every file under `--skip-non-specs`; false for a file the user named.
    public var skipIfNotSpec: Bool

    /// Creates an input file.
    public init(source: Source, displayPath: String, skipIfNotSpec: Bool = false) {
        self.source = source
        self.displayPath = displayPath
        self.skipIfNotSpec = skipIfNotSpec
    }
}

/// Why the paths on a command line cannot be linted: piclint exits 2 with this message.
public struct PathError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What to tell the user.
    public var message: String

    /// Creates an error with its message.
    public init(message: String) {
        self.message = message
    }
    public var description: String { message }
}

/// Turns command-line paths into the files to lint.
public struct InputCollector: Sendable {
    /// The file name endings a directory walk or a bare `**` collects.
    public static let specExtensions = [".yaml", ".yml"] + InputFormat.interfaceBuilderExtensions + InputFormat.swiftExtensions

    /// Creates a collector.
    public init() {}

    /// What the messages say a directory walk looks for: "*.yaml and *.yml files".
    static var lookedFor: String {
        let patterns = specExtensions.map { "*" + $0 }
        return (patterns.count > 1 ? patterns.dropLast().joined(separator: ", ") + " and " + (patterns.last ?? "") : patterns.joined())
            + " files"
    }

    /// Files for each argument: a file as named, a directory's spec files recursively (hidden entries skipped),
    /// a glob the shell left alone, or `-` for standard input. Sorted by path, each once.
    ///
    /// Files a walk or a glob found are linted only when they are plainly specs: a repository's workflows, compose
    /// files and manifests sit beside its specs. A file named is linted whatever it holds, unless `skipNonSpecs`
    /// (`--skip-non-specs`, which the pre-commit hook passes with every staged path) holds it to the same test.
    ///
    /// The config's `exclude` leaves files out. A folder or a glob that yields no spec file, or only excluded ones,
    /// is an error, as a path that does not exist is: a run that checks nothing must not pass as if it checked
    /// everything. A file named as it is and excluded is left out quietly (a pre-commit hook names every staged file).
    public func collect(_ arguments: [String], stdinPath: String? = nil, skipNonSpecs: Bool = false,
                        configuration: Configuration? = nil) -> Result<[InputFile], PathError> {
        collect(arguments.map { RawPath($0) }, stdinPath: stdinPath, skipNonSpecs: skipNonSpecs, configuration: configuration)
    }

    /// The same, for arguments as the bytes of the command line: a path that is not UTF-8 is found, linted and
    /// reported like any other (by its `RawPath.display`).
    public func collect(_ arguments: [RawPath], stdinPath: String? = nil, skipNonSpecs: Bool = false,
                        configuration: Configuration? = nil) -> Result<[InputFile], PathError> {
        var files: [InputFile] = []
        // Keyed by bytes: two names that are different files are two entries, even when they are canonically
        // equivalent text (`café` in NFC and in NFD), as String keys would have it.
        var index: [RawPath: Int] = [:]
        func add(_ path: RawPath, named: Bool) {
            let normalized = Self.normalize(path)
            let skipIfNotSpec = skipNonSpecs || !named
            if let existing = index[normalized] {
                // Named and also found by a walk: naming it wins.
                if !skipIfNotSpec { files[existing].skipIfNotSpec = false }
            } else {
                index[normalized] = files.count
                files.append(InputFile(source: .path(normalized), displayPath: normalized.display, skipIfNotSpec: skipIfNotSpec))
            }
        }
        var stdin: InputFile?
        for argument in arguments {
            if argument.bytes == [UInt8(ascii: "-")] {
                stdin = InputFile(source: .standardInput, displayPath: stdinPath ?? "<stdin>", skipIfNotSpec: skipNonSpecs)
                continue
            }
            let shown = argument.display
            switch FileSystem.kind(of: argument) {
            case .directory:
                let found = walk(argument)
                guard !found.isEmpty else {
                    // A folder that cannot be listed (no permission) yields nothing too; say why, not that it is empty.
                    if case .failure(.system(let reason)) = FileSystem.listing(of: argument) {
                        return .failure(PathError(message: "cannot read the folder \(shown): \(reason)"))
                    }
                    return .failure(PathError(message: "no spec file found in \(shown) (looked for \(Self.lookedFor), hidden files and folders skipped)"))
                }
                let kept = found.filter { !excluded($0, by: configuration) }
                guard !kept.isEmpty else {
                    return .failure(PathError(message: "no spec file left in \(shown): \(Self.count(found)) found, all excluded by "
                        + "`exclude` in \(configuration?.file ?? ConfigLoader.fileName)"))
                }
                kept.forEach { add($0, named: false) }
            case .file, .other:
                if !excluded(argument, by: configuration) { add(argument, named: true) }
            case .missing:
                guard Glob.isPattern(shown) else {
                    if let reason = FileSystem.inaccessibility(of: argument) {
                        return .failure(PathError(message: "cannot read \(shown): \(reason)"))
                    }
                    return .failure(PathError(message: "no such file or directory: \(shown)"))
                }
                let glob: Glob
                do {
                    // The pattern is matched against the paths as they are shown, in the same lossless text.
                    glob = try Glob(shown)
                } catch {
                    return .failure(PathError(message: "cannot use the pattern \(error)"))
                }
                let matches = expand(glob)
                guard !matches.isEmpty else {
                    return .failure(PathError(message: "no spec files match the pattern \(shown)"))
                }
                let kept = matches.filter { !excluded($0, by: configuration) }
                guard !kept.isEmpty else {
                    return .failure(PathError(message: "no spec file left from the pattern \(shown): \(Self.count(matches)) matched, "
                        + "all excluded by `exclude` in \(configuration?.file ?? ConfigLoader.fileName)"))
                }
                kept.forEach { add($0, named: false) }
            }
        }
        files.sort { $0.displayPath < $1.displayPath }
        if let stdin { files.append(stdin) }
        return .success(files)
    }

    /// Whether the config's `exclude` leaves a file out, judged by the name reports give it.
    private func excluded(_ path: RawPath, by configuration: Configuration?) -> Bool {
        configuration?.excludes(Self.normalize(path).display) ?? false
    }

    private static func count(_ files: [RawPath]) -> String {
        Plural.counted(files.count, "file")
    }

    /// `./a//b/` → `a/b`: how reports name a path the user wrote loosely.
    static func normalize(_ path: String) -> String {
        normalize(RawPath(path)).display
    }

    /// `./a//b/` → `a/b`, on the path's bytes.
    static func normalize(_ path: RawPath) -> RawPath {
        // Nearly every path is already normal (a walk builds them so): one scan of its bytes says so.
        if isNormal(path.bytes) { return path }
        let slash = UInt8(ascii: "/")
        let parts = path.bytes.split(separator: slash, omittingEmptySubsequences: true).filter { !$0.elementsEqual([UInt8(ascii: ".")]) }
        if parts.isEmpty { return RawPath(path.isAbsolute ? "/" : ".") }
        return RawPath(bytes: (path.isAbsolute ? [slash] : []) + Array(parts.joined(separator: [slash])))
    }

    /// Whether a path has no empty part (`//`, a trailing `/`) and no `.` part, so `normalize` would return it as is.
    private static func isNormal(_ path: [UInt8]) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var partStart = true
        var partIsDot = false
        var index = 0
        for byte in path {
            if byte == slash {
                // An empty part, except the root's leading slash; or a `.` part.
                if (partStart && index > 0) || partIsDot { return false }
                partStart = true
                partIsDot = false
            } else {
                partIsDot = partStart && byte == dot
                partStart = false
            }
            index += 1
        }
        return index > 0 && !partStart && !partIsDot
    }

    /// Whether a name ends as a spec's does; the endings are ASCII, so the name's bytes are compared.
    private static func isSpecFile(_ name: RawPath) -> Bool {
        specExtensions.contains { name.bytes.reversed().starts(with: $0.utf8.reversed()) }
    }

    /// Spec files under a directory, hidden files and folders left out.
    func walk(_ directory: String) -> [String] {
        walk(RawPath(directory)).map(\.display)
    }

    /// Spec files under a directory, hidden files and folders left out.
    func walk(_ directory: RawPath) -> [RawPath] {
        paths(under: directory, enter: { !$0.isHidden }) { name, _, kind in
            kind == .file && !name.isHidden && Self.isSpecFile(name)
        }
    }

    /// The files a glob matches, walking from its literal prefix (hidden folders are not entered, and hidden files
    /// match only a pattern that names them, as in a shell). The glob is matched against each path's `display`, the
    /// text the pattern was written in.
    func expand(_ glob: Glob) -> [RawPath] {
        let prefix = glob.literalPrefix
        let root = (glob.isAbsolute ? "/" : "") + prefix.joined(separator: "/")
        let start = RawPath(display: root.isEmpty ? "." : root)
        guard FileSystem.kind(of: start) == .directory else {
            return FileSystem.kind(of: start) == .file && glob.matches(relative(start)) ? [start] : []
        }
        let hiddenFiles = glob.namesHiddenFiles
        return paths(under: start, enter: { !$0.isHidden }) { name, path, kind in
            // Regular files only: a FIFO or a device a pattern happens to match would block the run or never end.
            kind == .file && (hiddenFiles || !name.isHidden) && glob.matches(relative(path))
        }
    }

    /// The paths under a folder that `keep` accepts, depth first. Folders are entered when `enter` accepts their
    /// name; symbolic links to folders never are, so a link loop cannot trap the walk. Names are the bytes
    /// readdir(3) gives, so a name that is not UTF-8 is found like any other.
    private func paths(under start: RawPath, enter: (RawPath) -> Bool,
                       keep: (_ name: RawPath, _ path: RawPath, FileSystem.EntryKind) -> Bool) -> [RawPath] {
        var found: [RawPath] = []
        var pending = [start]
        while let current = pending.popLast() {
            guard let entries = FileSystem.entries(of: current) else { continue }
            for entry in entries {
                let path = current.appending(entry.name)
                if entry.kind == .directory {
                    if entry.isFolder, enter(entry.name) { pending.append(path) }
                } else if keep(entry.name, path, entry.kind) {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// The path as the glob reads it: its display, without a leading `/`.
    private func relative(_ path: RawPath) -> String {
        let shown = path.display
        return shown.hasPrefix("/") ? String(shown.dropFirst()) : shown
    }
}
