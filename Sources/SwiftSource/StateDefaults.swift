import SwiftSyntax
import Source

/// The initial values of a view's `@State private var`s written as literals: a `Picker(selection: $x)` starts on
/// the row `x` selects. Only private state counts: a `var` a caller can set through the memberwise initialiser
/// (SWIFT-SOURCE.md: "`var` stored properties" are never guessed) may start anywhere.
struct StateDefaults {
    struct Initial {
        var tag: Tag
        var range: SourceRange
    }

    private var initials: [String: ExprSyntax] = [:]
    private let places: SyntaxPlaces

    init(type members: MemberBlockItemListSyntax?, places: SyntaxPlaces) {
        self.places = places
        var seen: [String: Int] = [:]
        for member in members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isState = variable.attributes.contains { attribute in
                attribute.as(AttributeSyntax.self).map { places.text(of: $0.attributeName) } == "State"
            }
            let isPrivate = variable.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                seen[name, default: 0] += 1
                if isState, isPrivate, variable.bindingSpecifier.tokenKind == .keyword(.var), let value = binding.initializer?.value {
                    initials[name] = value
                }
            }
        }
        for (name, count) in seen where count > 1 { initials[name] = nil }
    }

    /// The initial value of the state a `$name` binding reads, when it is a literal.
    func initialTag(of binding: ExprSyntax, values: LiteralValues) -> Initial? {
        guard let reference = binding.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") else { return nil }
        let name = String(reference.baseName.text.dropFirst())
        guard let value = initials[name], let tag = Tag(value, values: values) else { return nil }
        return Initial(tag: tag, range: places.range(of: value))
    }
}
