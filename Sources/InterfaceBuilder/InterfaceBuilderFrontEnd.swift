import Spec
import XML
import Source

/// Interface Builder documents (`.storyboard`, `.xib`): libxml2 reads the XML (`XMLReader`), then
/// `DocumentDecoder` turns scenes and top-level views into screens and picker elements into controls, each field
/// placed at its attribute or element, so the model, the rules and the reports work on them as on YAML specs.
public struct InterfaceBuilderFrontEnd: FrontEnd {
    /// Bounds on reading.
    public var limits: ParseLimits
    /// The platform and locale for documents that give none (a config's overrides).
    public var decoder: SpecDecoder
    /// The file's path, whose name names a xib's screens.
    public var path: String

    /// Creates the front end for one file.
    public init(limits: ParseLimits = .default, decoder: SpecDecoder = SpecDecoder(), path: String) {
        self.limits = limits
        self.decoder = decoder
        self.path = path
    }

    /// Reads a document. Every `.storyboard` and `.xib` is Interface Builder's, so none is skipped as "not a spec".
    /// Its problems are a few per picker at most, so all are kept whatever the budget.
    public func read(_ source: SourceFile, skipIfNotSpec: Bool, budget: ProblemBudget?) -> ReadSource? {
        let result = XMLReader(limits: limits).read(source)
        if let error = result.error {
            let problem = SpecProblem(.xmlSyntax, at: SourceRange(at: error.mark), error.message,
                                      help: Self.help(for: error, in: source))
            return ReadSource(spec: SpecFile(screens: [], problems: [problem]), comments: [], unreadFrom: .start, source: source)
        }
        var document = DocumentDecoder(tree: result.tree, fileName: Self.stem(of: path), defaults: decoder)
        return ReadSource(spec: document.decode(), comments: [], unreadFrom: nil, source: source)
    }

    /// Attribute edits only: Xcode and code review diff these files line by line, so a fix changes a value between
    /// its quotes or adds an attribute, and keeps every other byte.
    public func resolve(_ edits: [TextEdit], in read: ReadSource) -> [ResolvedEdit]? {
        read.source.resolveAttributeEdits(edits) { $0 == SettingKey.style.rawValue ? "style" : nil }
    }

    public var wording: any Wording { InterfaceBuilderWording() }

    /// What to do about an error, when its line says more than libxml2 does: a merge left conflict markers.
    static func help(for error: XMLError, in source: SourceFile) -> String? {
        let lines = [error.mark.line - 1, error.mark.line].compactMap(source.line)
        let markers = ["<<<<<<<", "=======", ">>>>>>>", "|||||||"]
        guard lines.contains(where: { line in markers.contains { line.drop { $0 == " " || $0 == "\t" }.hasPrefix($0) } }) else {
            return error.isMalformed ? "Xcode cannot open the file either; correct it by hand, or take it back from version control" : nil
        }
        return "a merge left its conflict markers in the file: resolve the conflict (keep one side of each), then open the file in Xcode to check it"
    }

    /// A file's name without its folders and ending: a xib's screens are named after it.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
