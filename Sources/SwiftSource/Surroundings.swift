import Spec
import SwiftSyntax

/// What stands around a SwiftUI control between it and the member of its type: the modifiers applied to it or to a
/// view that holds it (nearest first), the views that hold it, the `#if os(…)` block it sits in, and, when it is a
/// direct child of a stack, which statement of that stack it is (consecutive wheel pickers there are one picker).
struct Surroundings {
    /// A modifier call (`.pickerStyle(.wheel)`) applied to the control or an enclosing view.
    struct Modifier {
        var name: String
        var call: FunctionCallExprSyntax
    }

    /// Modifiers, nearest first.
    var modifiers: [Modifier] = []
    /// The views (and presenting modifiers, `sheet`) the control is inside, nearest first.
    var containers: [String] = []
    /// The platform of the `#if os(…)` block around it, when it is a plain one.
    var platform: Platform?
    /// In a preview (`#Preview`), which is never read.
    var inPreview = false
    /// The stack closure it is a direct child of and its place there.
    var stackPlace: (closure: SyntaxIdentifier, index: Int)?

    static let stacks: Set<String> = ["HStack", "LazyHStack"]

    init(of control: some SyntaxProtocol) {
        var child = Syntax(control)
        var statement: CodeBlockItemSyntax?
        var firstContainer = true
        while let parent = child.parent {
            if parent.is(MemberBlockItemSyntax.self) || parent.is(CodeBlockItemSyntax.self) && parent.parent?.parent?.is(SourceFileSyntax.self) == true {
                break
            }
            if let item = parent.as(CodeBlockItemSyntax.self), statement == nil { statement = item }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                if child.id == call.calledExpression.id, let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
                    modifiers.append(Modifier(name: member.declName.baseName.text, call: call))
                } else if child.id != call.calledExpression.id {
                    let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                        ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
                    containers.append(name)
                    if firstContainer, Self.stacks.contains(name), let closure = child.as(ClosureExprSyntax.self),
                       let statement, statement.parent?.parent?.id == closure.id,
                       let index = closure.statements.firstIndex(where: { $0.id == statement.id }) {
                        stackPlace = (closure.id, closure.statements.distance(from: closure.statements.startIndex, to: index))
                    }
                    firstContainer = false
                    // A statement further out is another view's.
                    statement = nil
                }
            }
            if parent.as(MacroExpansionExprSyntax.self)?.isPreview == true { inPreview = true }
            if parent.as(MacroExpansionDeclSyntax.self)?.isPreview == true { inPreview = true }
            if let clause = parent.as(IfConfigClauseSyntax.self), platform == nil { platform = Self.platform(of: clause) }
            child = parent
        }
        if let clause = child.parent?.as(IfConfigClauseSyntax.self) ?? child.ancestorClause, platform == nil { platform = Self.platform(of: clause) }
    }

    /// The nearest modifier of one of these names.
    func nearest(_ names: Set<String>) -> Modifier? {
        modifiers.first { names.contains($0.name) }
    }

    /// `#if os(iOS)` or `#elseif os(macOS)`: the platform it names; nil for `#else`, negations and compounds.
    static func platform(of clause: IfConfigClauseSyntax) -> Platform? {
        guard let condition = clause.condition?.as(FunctionCallExprSyntax.self),
              condition.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
              condition.arguments.count == 1,
              let name = condition.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        switch name {
        case "iOS": return .iOS
        case "macOS", "OSX": return .macOS
        case "watchOS": return .watchOS
        case "tvOS": return .tvOS
        case "visionOS": return .visionOS
        default: return nil
        }
    }
}

extension Syntax {
    /// The `#if` clause a node stands in, however far out.
    var ancestorClause: IfConfigClauseSyntax? {
        parent?.ancestorOrSelf { $0.as(IfConfigClauseSyntax.self) }
    }
}
