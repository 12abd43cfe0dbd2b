import SwiftSyntax

/// The same-file `let` constants initialised with a literal (SWIFT-SOURCE.md, "What stays silent"): the only names
/// whose value piclint reads. A name declared more than once in the file (a `let` in two scopes, a parameter, a
/// `var`, a loop variable) is not read at all, so a shadowing declaration can never give a wrong value.
///
/// The file is searched when a name is first asked for: pickers whose values are written as literals ask for none,
/// and the search walks the whole tree (a quarter of what reading such a file costs beyond its parse). One file's
/// read asks, on one thread.
final class FileConstants {
    private let tree: SourceFileSyntax
    private lazy var values: [String: ExprSyntax] = Self.constants(in: tree)

    init(_ tree: SourceFileSyntax) {
        self.tree = tree
    }

    /// The initialiser of a constant of that name, if it is one.
    func value(of name: String) -> ExprSyntax? {
        values[name]
    }

    private static func constants(in tree: SourceFileSyntax) -> [String: ExprSyntax] {
        let finder = DeclarationFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var values: [String: ExprSyntax] = [:]
        for (name, declarations) in finder.declarations where declarations.count == 1 {
            if let value = declarations[0] { values[name] = value }
        }
        return values
    }
}

/// Every declaration of a name in a file: a `let` with its initialiser, anything else as nil.
private final class DeclarationFinder: SyntaxVisitor {
    var declarations: [String: [ExprSyntax?]] = [:]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            for name in Self.names(in: binding.pattern) {
                // A `let` with an accessor block is no constant; one with no initialiser is set later.
                let value = isLet && binding.accessorBlock == nil && binding.pattern.is(IdentifierPatternSyntax.self) ? binding.initializer?.value : nil
                declarations[name, default: []].append(value)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declarations[(node.secondName ?? node.firstName).text, default: []].append(nil)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declarations[node.name.text, default: []].append(nil)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declarations[(node.secondName ?? node.firstName).text, default: []].append(nil)
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        for name in Self.names(in: node.pattern) { declarations[name, default: []].append(nil) }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        for name in Self.names(in: node.pattern) { declarations[name, default: []].append(nil) }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        declarations[node.name.text, default: []].append(nil)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations[node.name.text, default: []].append(nil)
        return .visitChildren
    }

    static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return names(in: binding.pattern) }
        return []
    }
}
