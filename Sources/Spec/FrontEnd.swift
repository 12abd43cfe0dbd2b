import Source
import YAML

/// Reads one source file of its format into the typed spec: the seam where an input format plugs in.
///
/// Every front end gives the same `SpecFile` (screens, controls, wheels, each field with its position, and the
/// problems found reading it), so the model, the rules, the policy and the reports work on any format unchanged.
/// The YAML front end reads specs; the Interface Builder front end reads `.storyboard` and `.xib` files.
public protocol FrontEnd: Sendable {
    /// Reads a source file; with `skipIfNotSpec`, nil when the file is plainly not a spec of this format (a
    /// repository's other files of the same kind), judged from the same read. With a budget, the problems certain to
    /// fall past the findings limit may be counted rather than kept (`SpecFile.leftOut`).
    func read(_ source: SourceFile, skipIfNotSpec: Bool, budget: ProblemBudget?) -> ReadSource?

    /// Resolves the edits of one fix into offsets of a file of this format as this front end read it, sorted; nil
    /// when one does not fit the text, overlaps another, or is of a kind the format cannot take (the fix is then no
    /// fix).
    func resolve(_ edits: [TextEdit], in read: ReadSource) -> [ResolvedEdit]?

    /// How a finding's help names a change in this format (a setting, a range, a deliberate order).
    var wording: any Wording { get }

    /// Text elsewhere that the edits also change, named for a fix's summary ("the anchor &base, which 2 aliases
    /// repeat"), or nil when they change only the place they are made in.
    func sharedText(touchedBy edits: [TextEdit], in read: ReadSource) -> String?

    /// Whether `read` with `skipIfNotSpec` would pass over a file of these bytes, told from the bytes alone: a folder
    /// walk then skips it before its lines are even counted (most of an app's Swift files).
    func passesOver(_ bytes: [UInt8]) -> Bool
}

extension FrontEnd {
    /// Most formats tell a spec only by reading it.
    public func passesOver(_ bytes: [UInt8]) -> Bool {
        false
    }

    /// Most formats repeat no text: an edit changes its own place alone.
    public func sharedText(touchedBy edits: [TextEdit], in read: ReadSource) -> String? {
        nil
    }

    /// Reads a source file, keeping every problem.
    public func read(_ source: SourceFile, skipIfNotSpec: Bool) -> ReadSource? {
        read(source, skipIfNotSpec: skipIfNotSpec, budget: nil)
    }
}

/// What a front end read from one source file: the spec, and what the later stages need of the text.
public struct ReadSource: Sendable {
    /// The screens and the problems found reading them.
    public var spec: SpecFile
    /// The file's comments, where suppression directives live, never inside a value.
    public var comments: [Comment]
    /// Where reading stopped at a syntax error (nil when the whole file was read).
    public var unreadFrom: Mark?
    /// The file as read.
    public var source: SourceFile
    /// Where the file's aliases stand and which text they share with their anchors (none in a format without them):
    /// an edit there reaches more than the place it was meant for.
    public var aliases: Aliases

    /// Creates what a front end read.
    public init(spec: SpecFile, comments: [Comment], unreadFrom: Mark?, source: SourceFile, aliases: Aliases = Aliases()) {
        self.spec = spec
        self.comments = comments
        self.unreadFrom = unreadFrom
        self.source = source
        self.aliases = aliases
    }
}

/// YAML specs: libyaml's parse into nodes, then `SpecDecoder` into screens.
public struct YAMLFrontEnd: FrontEnd {
    /// Bounds on parsing.
    public var limits: ParseLimits
    /// How specs are decoded (the platform and locale for specs that give none).
    public var decoder: SpecDecoder

    /// Creates the YAML front end.
    public init(limits: ParseLimits = .default, decoder: SpecDecoder = SpecDecoder()) {
        self.limits = limits
        self.decoder = decoder
    }

    public func read(_ source: SourceFile, skipIfNotSpec: Bool, budget: ProblemBudget?) -> ReadSource? {
        let parsed = Parser(limits: limits).parse(source)
        if skipIfNotSpec && !SpecRecognition.isPlainlySpec(parsed) { return nil }
        return ReadSource(spec: decoder.decode(parsed, budget: budget), comments: parsed.comments, unreadFrom: parsed.unreadFrom, source: parsed.source,
                          aliases: parsed.aliases)
    }

    public var wording: any Wording { YAMLWording() }

    /// The anchor that aliases repeat in whose text one of the edits lands, if any (a moved item's source counts).
    public func sharedText(touchedBy edits: [TextEdit], in read: ReadSource) -> String? {
        guard !read.aliases.isEmpty else { return nil }
        for edit in edits {
            var places = [edit.range]
            if case .moveItem(let source) = edit.replacement { places.append(source) }
            for place in places {
                if let shared = read.aliases.sharedAnchor(holding: place) {
                    return "the anchor &\(shared.name), which " + (shared.aliases == 1 ? "an alias repeats" : "\(shared.aliases) aliases repeat")
                }
            }
        }
        return nil
    }

    /// YAML edits: scalars in their quoting (an alias replaced by the value, quoted as its anchor's), sequence items
    /// moved or removed, entries inserted.
    public func resolve(_ edits: [TextEdit], in read: ReadSource) -> [ResolvedEdit]? {
        read.source.resolveYAML(edits, aliases: read.aliases)
    }
}

/// The formats piclint reads, told apart by a file's name.
public enum InputFormat: Sendable, Hashable {
    /// A YAML (or JSON) spec: every name that is not an Interface Builder file's.
    case yaml
    /// An Interface Builder document: `.storyboard` or `.xib`.
    case interfaceBuilder
    /// Swift source: SwiftUI views, UIKit and AppKit code (`.swift`).
    case swift

    /// The endings of Interface Builder files, which Xcode writes in lower case.
    public static let interfaceBuilderExtensions = [".storyboard", ".xib"]
    /// The ending of Swift source files.
    public static let swiftExtensions = [".swift"]

    /// The format of a file of this name (its ending compared in any case, byte by byte: this runs for every file,
    /// two or three times, so the name's bytes are read in place rather than through `String.UTF8View.suffix`,
    /// which cost some 1.3K instructions a name).
    public init(path: String) {
        var path = path
        self = path.withUTF8 { name in
            func ends(with ending: StaticString) -> Bool {
                let count = ending.utf8CodeUnitCount
                guard name.count >= count else { return false }
                return ending.withUTF8Buffer { ending in
                    var index = 0
                    while index < count, name[name.count - count + index] | 0x20 == ending[index] { index += 1 }
                    return index == count
                }
            }
            return ends(with: ".storyboard") || ends(with: ".xib") ? .interfaceBuilder : ends(with: ".swift") ? .swift : .yaml
        }
    }

    /// What ends a line in a file of this format: YAML's breaks, or LF, CRLF and CR (XML 1.0 and Swift alike).
    public var lineBreaks: SourceText.LineBreaks {
        self == .yaml ? .yaml : .xml
    }

    /// A file's bytes as a source of this format, its lines cut where the format cuts them.
    public func source(_ bytes: [UInt8]) -> SourceFile {
        SourceFile(bytes, lineBreaks: lineBreaks)
    }

    /// The input rule a file that cannot be read at all is reported under.
    public var syntaxProblem: SpecProblem.Kind {
        switch self {
        case .yaml: return .yamlSyntax
        case .interfaceBuilder: return .xmlSyntax
        case .swift: return .swiftSyntax
        }
    }
}
