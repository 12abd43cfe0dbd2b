import Spec
import SwiftSyntax
import Source

/// Turns a Swift file into screens: each type (a SwiftUI view, a view controller, a preference pane) that holds a
/// picker is one screen, named after the type; its controls are the SwiftUI pickers in its members and the UIKit
/// and AppKit pickers it creates. A type conforming to `PreviewProvider` and `#Preview` blocks are skipped. Controls
/// inside `#if os(…)` are on a screen of their own for that platform.
struct ScreenReader {
    let tree: SourceFileSyntax
    let places: SyntaxPlaces
    let values: LiteralValues
    let defaults: SpecDecoder

    func screens() -> [Screen] {
        let platform = filePlatform
        var screens: [Screen] = []
        var index: [String: Int] = [:]
        var locales: [[Located<String>?]] = []
        let types = TypeFinder(places: places, keywords: WordPlaces(.typeKeywords, in: places.source.text))
        types.walk(tree)
        let pickerNames = WordPlaces(.pickerNames, in: places.source.text)
        // A type and its extensions, by name, gathered once: filtering every type's relatives from the whole list
        // was quadratic in the types of the file.
        let byName = Dictionary(grouping: types.found, by: \.name)
        for type in types.found {
            let relatives = byName[type.name] ?? [type]
            let family = TypeFamily(members: relatives.map(\.members), inherited: Set(relatives.flatMap(\.inherited)))
            let controls = controls(of: type, family: family, platform: platform, pickerNames: pickerNames)
            for (control, controlPlatform, locale) in controls {
                let key = controlPlatform.map { "\(type.name) (\($0.rawValue))" } ?? type.name
                if let existing = index[key] {
                    screens[existing].controls.append(control)
                    locales[existing].append(locale)
                } else {
                    index[key] = screens.count
                    locales.append([locale])
                    var screen = Screen(name: Located(key, at: places.range(of: type.nameToken)),
                                        platform: (controlPlatform ?? platform).map { Located($0, at: places.range(of: type.nameToken)) },
                                        controls: [control], range: places.range(of: type.node))
                    screen.format = .swift
                    screen.defaultPlatform = defaults.defaultPlatform
                    screen.defaultLocale = defaults.defaultLocale
                    screen.localeIsAssumed = !defaults.localeIsConfigured
                    screens.append(screen)
                }
            }
        }
        // `.environment(\.locale, Locale(identifier: "fr_FR"))` around every picker of a screen fixes the screen's.
        for (number, found) in locales.enumerated() {
            guard let first = found.first ?? nil, found.allSatisfy({ $0?.value == first.value }) else { continue }
            screens[number].locale = first
            screens[number].localeIsAssumed = false
        }
        return screens
    }

    /// macOS for a file that imports AppKit and not UIKit; otherwise the config's platform (SwiftUI runs everywhere).
    private var filePlatform: Platform? {
        var modules: Set<String> = []
        for statement in tree.statements {
            if let importDecl = statement.item.as(ImportDeclSyntax.self) { modules.insert(places.text(of: importDecl.path)) }
        }
        return modules.contains("AppKit") && !modules.contains("UIKit") ? .macOS : nil
    }

    /// Each control, the platform of the `#if os(…)` block around it, and the locale a literal `.environment(\.locale, …)`
    /// on it or a view around it fixes.
    private func controls(of type: TypeFinder.Found, family: TypeFamily, platform: Platform?,
                          pickerNames: WordPlaces) -> [(Control, Platform?, Located<String>?)] {
        let states = StateDefaults(type: type.members, places: places)
        let swiftUI = SwiftUIControls(places: places, values: values, states: states, platform: platform ?? defaults.defaultPlatform)
        let calls = SwiftUICalls(viewMode: .sourceAccurate)
        for member in type.members where !UIKitControls.isNestedType(member.decl) && pickerNames.occur(in: member) { calls.walk(member) }
        let presentations = PresentationReader(tree: tree, places: places, values: values)
        var read: [SwiftUIControls.Read] = []
        for found in calls.found {
            guard var item = swiftUI.read(found.call, named: found.name) else { continue }
            if Self.drawsInPlace(item.control), let arrival = presentations.arrival(of: found.call) {
                item.control.presentation = Located(arrival.presentation, at: item.control.id.range)
                item.control.presentationCause = arrival.cause
            }
            read.append(item)
        }
        read = Self.mergingStackedWheels(read)
        var locales: [Mark: Located<String>] = [:]
        for found in calls.found {
            let around = Surroundings(of: found.call)
            guard let environment = around.modifiers.first(where: { $0.name == "environment" && SwiftUIControls.isLocaleKeyPath($0.call) }),
                  let argument = environment.call.arguments.dropFirst().first?.expression,
                  let identifier = swiftUI.localeIdentifier(argument) else { continue }
            locales[places.range(of: found.call).start] = Located(identifier, at: places.range(of: argument))
        }
        var controls = read.map { ($0.control, $0.platform, locales[$0.control.range.start]) }
        controls += UIKitControls(places: places, values: values, pickerNames: pickerNames).read(type.node, members: type.members, family: family).map { ($0.0, $0.1, nil) }
        return controls.sorted { $0.0.range.start < $1.0.range.start }
    }

    /// Wheels, and date pickers drawn as wheels or a calendar: pickers that fill the view they are on. A menu or a
    /// list of options on a view of its own is how iOS settings choose among options, and a compact date picker
    /// opens its own popover, so their presentation is not read.
    static func drawsInPlace(_ control: Control) -> Bool {
        if let style = control.picker?.style?.value { return style == .wheels }
        if let style = control.datePicker?.style?.value { return style == .wheels || style == .inline || style == .graphical }
        return false
    }

    /// Wheel pickers that are consecutive children of one `HStack`: one picker with several wheels, as people see it.
    static func mergingStackedWheels(_ read: [SwiftUIControls.Read]) -> [SwiftUIControls.Read] {
        var result: [SwiftUIControls.Read] = []
        for item in read {
            if let place = item.stackPlace, let last = result.last, let lastPlace = last.stackPlace,
               lastPlace.closure == place.closure, place.index == lastPlace.index + last.wheelCount,
               last.isWheelPicker, item.isWheelPicker, last.platform == item.platform,
               case .picker(var merged) = last.control.details, let wheels = item.control.picker?.wheels {
                merged.wheels += wheels
                var control = last.control
                control.details = .picker(merged)
                control.range = SourceRange(start: last.control.range.start, end: item.control.range.end)
                result[result.count - 1].control = control
                continue
            }
            result.append(item)
        }
        return result
    }
}

extension SwiftUIControls.Read {
    var isWheelPicker: Bool { control.picker?.style?.value == .wheels }
    var wheelCount: Int { control.picker?.wheels.count ?? 1 }
}

/// Every `DatePicker(…)` and `Picker(…)` call (SwiftUI's), outside previews.
private final class SwiftUICalls: SyntaxVisitor {
    var found: [(call: FunctionCallExprSyntax, name: String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "DatePicker" || name == "Picker" {
            found.append((node, name))
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.isPreview ? .skipChildren : .visitChildren
    }
}

/// The file's types and extensions, nested ones included, previews left out.
private final class TypeFinder: SyntaxAnyVisitor {
    struct Found {
        var name: String
        var nameToken: Syntax
        var node: Syntax
        var members: MemberBlockItemListSyntax
        /// The names in its inheritance clause (`UIPickerViewDataSource`).
        var inherited: [String]
    }

    var found: [Found] = []
    private let places: SyntaxPlaces
    /// Where the file names a type keyword: a node without one holds no type, and its children are not visited.
    private let keywords: WordPlaces

    init(places: SyntaxPlaces, keywords: WordPlaces) {
        self.places = places
        self.keywords = keywords
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        keywords.occur(in: node) ? .visitChildren : .skipChildren
    }

    private func add(_ name: TokenSyntax, _ node: some DeclSyntaxProtocol, members: MemberBlockSyntax, inherits: InheritanceClauseSyntax?) -> SyntaxVisitorContinueKind {
        if places.isPreview(inherits) { return .skipChildren }
        let inherited = inherits?.inheritedTypes.map { places.text(of: $0.type) } ?? []
        found.append(Found(name: name.text, nameToken: Syntax(name), node: Syntax(node), members: members.members, inherited: inherited))
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, node, members: node.memberBlock, inherits: node.inheritanceClause)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, node, members: node.memberBlock, inherits: node.inheritanceClause)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, node, members: node.memberBlock, inherits: node.inheritanceClause)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.name, node, members: node.memberBlock, inherits: node.inheritanceClause)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if places.isPreview(node.inheritanceClause) { return .skipChildren }
        let name = places.text(of: node.extendedType)
        let inherited = node.inheritanceClause?.inheritedTypes.map { places.text(of: $0.type) } ?? []
        found.append(Found(name: name, nameToken: Syntax(node.extendedType), node: Syntax(node), members: node.memberBlock.members,
                           inherited: inherited))
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        node.isPreview ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.isPreview ? .skipChildren : .visitChildren
    }
}
