import Spec
import SwiftParser
import SwiftSyntax
import Source

/// Swift source (SWIFT-SOURCE.md): swift-syntax parses the file, then `ScreenReader` turns its types into screens
/// and its SwiftUI, UIKit and AppKit pickers into controls, reading only what is written as a literal. A file that
/// names no picker API is not parsed at all (`PickerAPIFilter`), and in a folder walk it is passed over as a YAML
/// file that is not a spec is.
public struct SwiftFrontEnd: FrontEnd {
    /// Bounds on reading (the file size; swift-syntax bounds its own nesting).
    public var limits: ParseLimits
    /// The platform and locale for files that give none (a config's overrides).
    public var decoder: SpecDecoder

    /// Creates the front end.
    public init(limits: ParseLimits = .default, decoder: SpecDecoder = SpecDecoder()) {
        self.limits = limits
        self.decoder = decoder
    }

    public func read(_ source: SourceFile, skipIfNotSpec: Bool, budget: ProblemBudget?) -> ReadSource? {
        guard PickerAPIFilter.mayHoldPicker(source.text) else {
            return skipIfNotSpec ? nil : ReadSource(spec: SpecFile(screens: [], problems: []), comments: [], unreadFrom: nil, source: source)
        }
        let tree = source.text.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let places = SyntaxPlaces(source: source)
        let values = LiteralValues(constants: FileConstants(tree))
        let screens = ScreenReader(tree: tree, places: places, values: values, defaults: decoder).screens()
        if skipIfNotSpec && screens.isEmpty && !tree.hasError { return nil }
        var problems: [SpecProblem] = []
        if tree.hasError, let first = FirstSyntaxError.find(in: tree) {
            problems.append(SpecProblem(.swiftSyntax, at: places.range(of: first),
                                        "the file has Swift syntax errors (the first here); piclint read the rest as well as it could",
                                        help: "the compiler reports the same errors: correct them, and the pickers are read as written"))
        }
        return ReadSource(spec: SpecFile(screens: screens, problems: problems), comments: SwiftComments.comments(in: tree, places: places),
                          unreadFrom: nil, source: source)
    }

    /// A UTF-8 file's text is its bytes, so the search `read` makes first can be made on them.
    public func passesOver(_ bytes: [UInt8]) -> Bool {
        SourceText.encoding(of: bytes) == .utf8 && !PickerAPIFilter.mayHoldPicker(bytes)
    }

    public var wording: any Wording { SwiftWording() }

    /// Replacements of one literal expression each (`SwiftEdits`); every other kind of edit has no Swift spelling.
    public func resolve(_ edits: [TextEdit], in read: ReadSource) -> [ResolvedEdit]? {
        read.source.resolve(edits) { SwiftEdits.resolve($0, in: read.source) }
    }
}

/// The first node that swift-syntax marks as missing or unexpected.
enum FirstSyntaxError {
    static func find(in tree: SourceFileSyntax) -> Syntax? {
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        return finder.first ?? Syntax(tree)
    }

    private final class Finder: SyntaxAnyVisitor {
        var first: Syntax?

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            guard first == nil else { return .skipChildren }
            guard node.hasError else { return .skipChildren }
            if node.is(UnexpectedNodesSyntax.self) {
                first = node
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if first == nil, token.presence == .missing || token.tokenKind.isUnexpected { first = Syntax(token) }
            return .skipChildren
        }
    }
}

private extension TokenKind {
    var isUnexpected: Bool {
        if case .unknown = self { return true }
        return false
    }
}
