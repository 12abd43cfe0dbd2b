import Spec
import SwiftSyntax

/// How a SwiftUI picker that is alone on the view another view presents arrives there (SWIFT-SOURCE.md: `.sheet`,
/// `.fullScreenCover`, `NavigationLink` → `modal`, `push`; small `.presentationDetents` → `bottomSheet`; `.popover`
/// → `popover`). Read only where the presented content is written in the file: a closure, or a view type of the file
/// that every presenting site in the file shows. The content must hold that one picker and nothing a person edits
/// beside it (buttons, text and layout only); any other view, a custom one included, leaves the presentation unread.
struct PresentationReader {
    let tree: SourceFileSyntax
    let places: SyntaxPlaces
    let values: LiteralValues

    /// A presentation and the modifier or link that gives it, placed at its name.
    struct Arrival {
        var presentation: Presentation
        var cause: Located<String>
    }

    /// Views that show text or lay out others, and buttons: what may stand beside a picker on "its own" screen.
    static let plainViews: Set<String> = [
        "Text", "Label", "Image", "Button", "Spacer", "Divider", "EmptyView", "Group", "VStack", "HStack", "ZStack",
        "LazyVStack", "LazyHStack", "Form", "Section", "List", "ScrollView", "NavigationStack", "NavigationView",
        "ToolbarItem", "ToolbarItemGroup", "ContentUnavailableView", "LabeledContent",
    ]

    /// The presentation of a picker or date picker call, when a presenting site in this file shows it alone.
    func arrival(of picker: FunctionCallExprSyntax) -> Arrival? {
        var node = Syntax(picker)
        while let parent = node.parent {
            if parent.is(MemberBlockItemSyntax.self) { break }
            if let closure = parent.as(ClosureExprSyntax.self), let site = Site(content: closure) {
                guard holdsOnly(picker, in: Syntax(closure)) else { return nil }
                return arrival(site, detents: [Syntax(closure)])
            }
            node = parent
        }
        // Not presented inline: the picker may be the body of a view type that the file presents.
        guard let body = Self.enclosingBody(of: picker), let type = Self.enclosingStruct(of: body),
              holdsOnly(picker, in: Syntax(body)) else { return nil }
        let uses = ViewUses(name: type.name.text, places: places)
        uses.walk(tree)
        guard !uses.calls.isEmpty, !uses.otherMention else { return nil }
        var found: [Arrival] = []
        for use in uses.calls {
            guard let (site, closure) = Self.presentingSite(around: use) else { return nil }
            let arrival: Arrival?
            if let closure {
                guard holdsOnly(use, in: Syntax(closure)) else { return nil }
                arrival = self.arrival(site, detents: [Syntax(closure), Syntax(body)])
            } else {
                // `NavigationLink(destination: Settings())`: the argument is the whole destination.
                arrival = self.arrival(site, detents: [Syntax(body)])
            }
            guard let arrival else { return nil }
            found.append(arrival)
        }
        // As for storyboards, of several ways in a popover wins (the picker is in context somewhere), then a push.
        for wanted in [Presentation.popover, .bottomSheet, .push, .modal] {
            if let arrival = found.first(where: { $0.presentation == wanted }) { return arrival }
        }
        return nil
    }

    private func arrival(_ site: Site, detents within: [Syntax]) -> Arrival? {
        let cause = Located(site.name, at: places.range(of: site.nameToken))
        switch site.kind {
        case .push: return Arrival(presentation: .push, cause: cause)
        case .popover: return Arrival(presentation: .popover, cause: cause)
        case .cover: return Arrival(presentation: .modal, cause: cause)
        case .sheet:
            let modifiers = within.flatMap { root in
                let finder = DetentFinder(viewMode: .sourceAccurate)
                finder.walk(root)
                return finder.found
            }
            guard !modifiers.isEmpty else { return Arrival(presentation: .modal, cause: cause) }
            let heights = modifiers.map(detents)
            if heights.allSatisfy({ $0 == .small }) { return Arrival(presentation: .bottomSheet, cause: cause) }
            if heights.allSatisfy({ $0 == .large }) { return Arrival(presentation: .modal, cause: cause) }
            // Several heights, or one piclint cannot read: where the sheet stops is not in the file.
            return nil
        }
    }

    private enum Height { case small, large, unknown }

    /// `.presentationDetents([.medium])`: small when every detent is `.medium`, `.height(…)` or `.fraction(<1)`.
    private func detents(_ call: FunctionCallExprSyntax) -> Height {
        guard call.arguments.count == 1, let array = call.arguments.first?.expression.as(ArrayExprSyntax.self),
              !array.elements.isEmpty else { return .unknown }
        var heights: Set<Height> = []
        for element in array.elements {
            let expression = element.expression
            if let name = LiteralValues.memberName(expression) {
                heights.insert(name == "medium" ? .small : name == "large" ? .large : .unknown)
            } else if let detent = expression.as(FunctionCallExprSyntax.self),
                      let member = detent.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                      detent.arguments.count == 1, let argument = detent.arguments.first?.expression {
                switch member.declName.baseName.text {
                case "height": heights.insert(.small)
                case "fraction":
                    if let fraction = values.number(argument) { heights.insert(fraction < 1 ? .small : .large) } else { heights.insert(.unknown) }
                default: heights.insert(.unknown)
                }
            } else {
                heights.insert(.unknown)
            }
        }
        return heights.count == 1 ? heights.first ?? .unknown : .unknown
    }

    /// Whether the views in `root` are `view` and plain views only: no other picker, field or custom view.
    private func holdsOnly(_ view: FunctionCallExprSyntax, in root: Syntax) -> Bool {
        let scan = ContentScan(skipping: view.id, plainViews: Self.plainViews)
        scan.walk(root)
        return scan.clean
    }

    // MARK: Sites

    /// A modifier or link that shows its content elsewhere.
    struct Site {
        enum Kind { case push, sheet, cover, popover }
        var kind: Kind
        var name: String
        var nameToken: Syntax

        /// The site whose content is this closure: `.sheet { … }`, `.fullScreenCover(…) { … }`, `.popover { … }`,
        /// `.navigationDestination(…) { … }`, and `NavigationLink`'s destination closure (its trailing closure when
        /// no `destination:` or `value:` argument is given, else none; `label:` is never the destination).
        init?(content closure: ClosureExprSyntax) {
            let call: FunctionCallExprSyntax
            if let parent = closure.parent?.as(FunctionCallExprSyntax.self), parent.trailingClosure?.id == closure.id {
                call = parent
            } else if let argument = closure.parent?.as(LabeledExprSyntax.self), let list = argument.parent,
                      let parent = list.parent?.as(FunctionCallExprSyntax.self) {
                let label = argument.label?.text
                guard label == "content" || label == "destination" else { return nil }
                call = parent
            } else if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
                      let parent = element.parent?.parent?.as(FunctionCallExprSyntax.self) {
                guard element.label.text == "destination" || element.label.text == "content" else { return nil }
                call = parent
            } else {
                return nil
            }
            guard let site = Site(call: call) else { return nil }
            // `NavigationLink(destination: …) { label }` and `NavigationLink(value: …) { label }`: the closure is the label.
            if site.kind == .push, site.name == "NavigationLink", call.trailingClosure?.id == closure.id,
               call.arguments.contains(where: { $0.label?.text == "destination" || $0.label?.text == "value" }) { return nil }
            self = site
        }

        /// The kind of site a call is, whatever its content.
        init?(call: FunctionCallExprSyntax) {
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "NavigationLink" {
                self.init(kind: .push, name: "NavigationLink", nameToken: Syntax(reference))
                return
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
            let name = member.declName.baseName.text
            let kinds: [String: Kind] = ["sheet": .sheet, "fullScreenCover": .cover, "popover": .popover, "navigationDestination": .push]
            guard let kind = kinds[name] else { return nil }
            self.init(kind: kind, name: "." + name, nameToken: Syntax(member.declName))
        }

        private init(kind: Kind, name: String, nameToken: Syntax) {
            self.kind = kind
            self.name = name
            self.nameToken = nameToken
        }
    }

    /// The site presenting a use of a view type, and the closure the use stands in (nil for a `destination:`
    /// argument that is the use itself, modifiers allowed).
    static func presentingSite(around use: FunctionCallExprSyntax) -> (Site, ClosureExprSyntax?)? {
        var node = Syntax(use)
        while let parent = node.parent {
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard argument.label?.text == "destination", let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                      let site = Site(call: call), site.name == "NavigationLink" else { return nil }
                return (site, nil)
            }
            if let closure = parent.as(ClosureExprSyntax.self) {
                guard let site = Site(content: closure) else { return nil }
                return (site, closure)
            }
            if parent.is(MemberBlockItemSyntax.self) || parent.is(CodeBlockItemSyntax.self) && !(parent.parent?.parent?.is(ClosureExprSyntax.self) ?? false) {
                return nil
            }
            node = parent
        }
        return nil
    }

    /// The `body` accessor a call is in, directly (not inside a closure of another presenting site).
    static func enclosingBody(of call: FunctionCallExprSyntax) -> Syntax? {
        var node = Syntax(call)
        while let parent = node.parent {
            if let binding = parent.as(PatternBindingSyntax.self) {
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body", let accessor = binding.accessorBlock else { return nil }
                return Syntax(accessor)
            }
            if parent.is(MemberBlockItemSyntax.self) { return nil }
            node = parent
        }
        return nil
    }

    /// The struct whose member a node is.
    static func enclosingStruct(of node: Syntax) -> StructDeclSyntax? {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(StructDeclSyntax.self) { return decl }
            if parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self) || parent.is(ExtensionDeclSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }
}

/// Every `Name(…)` call of a view type in the file, and any other mention of it (which makes its uses unknown).
private final class ViewUses: SyntaxVisitor {
    let name: String
    let places: SyntaxPlaces
    var calls: [FunctionCallExprSyntax] = []
    var otherMention = false

    init(name: String, places: SyntaxPlaces) {
        self.name = name
        self.places = places
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == name else { return .skipChildren }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            calls.append(call)
        } else {
            // `Settings.init`, `Settings.self`: a use piclint cannot follow.
            otherMention = true
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.isPreview ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.isPreview ? .skipChildren : .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        places.isPreview(node.inheritanceClause) ? .skipChildren : .visitChildren
    }
}

/// The views a presented content shows, apart from the picker: clean while each is a plain view.
private final class ContentScan: SyntaxVisitor {
    let skipping: SyntaxIdentifier
    let plainViews: Set<String>
    var clean = true

    init(skipping: SyntaxIdentifier, plainViews: Set<String>) {
        self.skipping = skipping
        self.plainViews = plainViews
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.id == skipping { return .skipChildren }
        // A capitalised callee is a view (or a type piclint does not know): only plain views may stand beside the picker.
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
           !plainViews.contains(name) {
            clean = false
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // A view held in a property or a parameter (`header`, `content`): what it shows is not here.
        if node.item.is(DeclReferenceExprSyntax.self) || node.item.is(MemberAccessExprSyntax.self) {
            clean = false
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        clean = false
        return .skipChildren
    }
}

/// `.presentationDetents(…)` calls.
private final class DetentFinder: SyntaxVisitor {
    var found: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
           member.declName.baseName.text == "presentationDetents" {
            found.append(node)
        }
        return .visitChildren
    }
}
