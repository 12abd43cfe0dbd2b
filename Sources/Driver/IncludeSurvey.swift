import Spec
import Source
import SwiftSource
import YAML

/// What `piclint init` finds in a folder, for the config's `include`: where the specs, the Interface Builder files and
/// the Swift files with pickers are, as one pattern per top-level folder and file ending (`screens/**/*.yaml`, `App/**/*.storyboard`), so a bare
/// `piclint` lints them. A pattern per top-level folder, not per file, takes in the files added there later; the
/// glob leaves out YAML that is not a spec, as the walk here does.
public struct IncludeSurvey: Sendable, Hashable {
    /// Folders of other people's code and of build products, which hold no spec of the project's own: never entered
    /// (hidden folders such as `.git` and `.build` are not entered either), and excluded in the config, since a
    /// `**` pattern would go into them.
    public static let skippedFolders = ["Carthage", "DerivedData", "node_modules", "Pods"]

    /// The `include` patterns, sorted; empty when nothing was found.
    public var include: [String] = []
    /// How many specs (YAML files with `screen` or `controls` at the top) and Interface Builder files were found.
    public var specs = 0
    public var interfaceBuilderFiles = 0
    /// How many Swift files hold a picker piclint reads.
    public var swiftFiles = 0

    /// A survey's findings as they are.
    public init(include: [String] = [], specs: Int = 0, interfaceBuilderFiles: Int = 0, swiftFiles: Int = 0) {
        self.include = include
        self.specs = specs
        self.interfaceBuilderFiles = interfaceBuilderFiles
        self.swiftFiles = swiftFiles
    }

    /// Looks through a folder (the current one by default), reading each YAML file's top level.
    public static func survey(of folder: String = ".") -> IncludeSurvey {
        var survey = IncludeSurvey()
        let root = RawPath(folder)
        // The endings found under each top-level folder ("" for files at the root), each pattern once.
        var endings: [String: Set<String>] = [:]
        var pending = [root]
        while let current = pending.popLast() {
            guard let entries = FileSystem.entries(of: current) else { continue }
            for entry in entries where !entry.name.isHidden {
                let name = entry.name
                let path = current.appending(name)
                switch entry.kind {
                case .directory:
                    if entry.isFolder, !skippedFolders.contains(name.display) { pending.append(path) }
                case .file:
                    guard let ending = ending(of: name) else { continue }
                    if InputFormat.interfaceBuilderExtensions.contains(ending) {
                        survey.interfaceBuilderFiles += 1
                    } else if InputFormat.swiftExtensions.contains(ending) {
                        guard holdsPicker(path) else { continue }
                        survey.swiftFiles += 1
                    } else if isSpec(path) {
                        survey.specs += 1
                    } else {
                        continue
                    }
                    endings[topFolder(of: path, under: root), default: []].insert(ending)
                case .other, .missing:
                    continue
                }
            }
        }
        survey.include = endings.flatMap { folder, found in
            found.map { ending in (folder.isEmpty ? "" : literal(folder) + "/**/") + "*" + ending }
        }.sorted()
        return survey
    }

    /// The ending a folder walk collects (`.yaml`, `.yml`, `.storyboard`, `.xib`, `.swift`), as the lint walk compares it.
    private static func ending(of name: RawPath) -> String? {
        InputCollector.specExtensions.first { name.bytes.reversed().starts(with: $0.utf8.reversed()) }
    }

    /// Whether a YAML file is plainly a spec, as a glob's walk judges it when piclint runs (`SpecRecognition`); a
    /// file that cannot be read, or is larger than piclint reads, is not counted.
    private static func isSpec(_ path: RawPath) -> Bool {
        guard case .success(let bytes) = FileSystem.read(path, limit: ParseLimits.default.maxFileSize) else { return false }
        return SpecRecognition.isPlainlySpec(Parser().parse(InputFormat.yaml.source(bytes)))
    }

    /// Whether a Swift file holds a picker piclint reads, as a folder walk judges it when piclint runs: a folder of
    /// Swift code with no picker gets no pattern.
    private static func holdsPicker(_ path: RawPath) -> Bool {
        guard case .success(let bytes) = FileSystem.read(path, limit: ParseLimits.default.maxFileSize) else { return false }
        return SwiftFrontEnd().read(InputFormat.swift.source(bytes), skipIfNotSpec: true) != nil
    }

    /// The first folder of a path below the root (`screens` for `screens/watch/a.yaml`), "" for a file at the root,
    /// as text the config's glob matches against.
    private static func topFolder(of path: RawPath, under root: RawPath) -> String {
        let start = root.bytes == Array(".".utf8) ? 0 : root.bytes.count + 1
        let rest = path.bytes.dropFirst(start)
        guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return "" }
        return RawPath(bytes: rest[..<slash]).display
    }

    /// A folder's name as a glob matches it: `*`, `?`, `[` and `]` each in a class of its own (`[*]`). Brace
    /// expansion runs before classes are read, so a `{` cannot be put in one; it becomes `?`, which matches it (and
    /// any other character there), and with no `{` left, `,` and `}` are plain characters.
    static func literal(_ name: String) -> String {
        var pattern = ""
        for character in name {
            switch character {
            case "*", "?", "[", "]": pattern += "[\(character)]"
            case "{": pattern += "?"
            default: pattern.append(character)
            }
        }
        return pattern
    }
}
