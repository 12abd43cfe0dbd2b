import Spec
import SwiftSyntax
import Source

/// `UIDatePicker` and `NSDatePicker` built in code (SWIFT-SOURCE.md): a property or local initialised with one, and
/// the settings assigned to it anywhere in its type. The receiver must be that picker (a settings object's
/// `minuteInterval` is never read), and the final configuration counts, not the order of statements: a setting
/// assigned several times is read only when every assignment gives the same literal and one is not inside a branch.
struct UIKitControls {
    let places: SyntaxPlaces
    let values: LiteralValues
    /// Where the file names a picker: a member that names none creates none.
    let pickerNames: WordPlaces

    /// One picker declaration and the names code reaches it by.
    struct Declared {
        var name: String
        var kind: String
        var nameToken: TokenSyntax
        var creation: FunctionCallExprSyntax
        /// (name, the node within which that name means this picker, whether `self.name` also does).
        var receivers: [(name: String, scope: Syntax, viaSelf: Bool)]
    }

    /// An assignment to a picker's setting.
    struct Assignment {
        /// The assigned expression, to read (detached from the tree when it is a sequence: `60 * 60`).
        var value: ExprSyntax
        /// Where it is written.
        var range: SourceRange
        var conditional: Bool
    }

    static let kinds: Set<String> = ["UIDatePicker", "NSDatePicker", "UIPickerView", "NSPopUpButton"]

    /// The pickers of a type, each with its settings read; `family` is the type with its same-file extensions, where
    /// a picker view's data source may be.
    func read(_ type: Syntax, members: MemberBlockItemListSyntax, family: TypeFamily = .empty) -> [(control: Control, platform: Platform?)] {
        let finder = PickerCreations(viewMode: .sourceAccurate)
        for member in members where !Self.isNestedType(member.decl) && pickerNames.occur(in: member) { finder.walk(member) }
        let declared = finder.creations.compactMap { declaration(for: $0, type: type) }
        guard !declared.isEmpty else { return [] }
        let assignments = AssignmentFinder(viewMode: .sourceAccurate)
        let calls = MemberCallFinder(viewMode: .sourceAccurate)
        for member in members where !Self.isNestedType(member.decl) {
            assignments.walk(member)
            calls.walk(member)
        }
        return declared.compactMap { picker in
            /// Whether code at `node` naming `receiver` means this picker.
            func reaches(_ node: Syntax, _ receiver: (name: String, viaSelf: Bool)) -> Bool {
                picker.receivers.contains { candidate in
                    (candidate.name == receiver.name && (receiver.viaSelf ? candidate.viaSelf : true)) && node.isInside(candidate.scope)
                        // A parameter or local of the same name in between is another object (another method's own
                        // `let picker = UIDatePicker()`, a `func style(_ picker: UIDatePicker)`); `self.picker` is not.
                        && (receiver.viaSelf || !node.isShadowed(receiver.name, below: candidate.scope, except: Syntax(picker.creation)))
                }
            }
            var settings: [String: [Assignment]] = [:]
            for (node, receiver, setting, value, span) in assignments.found where reaches(node, receiver) {
                let range = SourceRange(start: places.range(of: span.first).start, end: places.range(of: span.last).end)
                settings[setting, default: []].append(Assignment(value: value, range: range, conditional: node.isConditional(within: type)))
            }
            let platform: Platform? = picker.kind.hasPrefix("NS") ? .macOS : nil
            let control: Control?
            switch picker.kind {
            case "UIPickerView":
                control = pickerView(picker, settings: settings, family: family)
            case "NSPopUpButton":
                let itemCalls = calls.found.filter { reaches($0.node, $0.receiver) }
                control = PopUpButtons(places: places, values: values).control(picker, settings: settings, calls: itemCalls, type: type)
            default:
                // `setDate(_:animated:)` or a binding sets the date as well, to what piclint does not know.
                let datesElsewhere = calls.found.contains { ($0.method == "setDate" || $0.method == "bind") && reaches($0.node, $0.receiver) }
                control = self.control(picker, settings: settings, datesElsewhere: datesElsewhere)
            }
            return control.map { ($0, platform ?? Syntax(picker.creation).ancestorClause.flatMap(Surroundings.platform(of:))) }
        }
    }

    /// A `UIPickerView()`: always wheels; its wheels are its data source's when that is the type itself (set as
    /// `dataSource = self`, or the type conforms and holds this one picker view), else one wheel of unknown rows.
    private func pickerView(_ picker: Declared, settings: [String: [Assignment]], family: TypeFamily) -> Control {
        let range = places.range(of: picker.creation)
        /// Whether the type is the picker view's data source or delegate: it is set to `self`, or it conforms and is
        /// not set to another object (or to `self` only on some paths).
        func isSelf(_ setting: String, conformance: String) -> Bool {
            guard let assignments = settings[setting] else { return family.inherited.contains(conformance) }
            return assignments.allSatisfy { $0.value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
                && assignments.contains { !$0.conditional }
        }
        let servesIt = isSelf("dataSource", conformance: "UIPickerViewDataSource")
        // Two picker views in one type share its methods, which then tell them apart in ways piclint does not follow.
        let pickerViews = family.members.reduce(0) { count, members in
            let finder = PickerCreations(viewMode: .sourceAccurate)
            for member in members where !Self.isNestedType(member.decl) && pickerNames.occur(in: member) { finder.walk(member) }
            return count + finder.creations.filter { $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIPickerView" }.count
        }
        let wheels = servesIt && pickerViews == 1
            // The titles are the delegate's to give.
            ? DataSources(places: places, values: values).wheels(in: family, picker: range,
                                                                  titlesFromType: isSelf("delegate", conformance: "UIPickerViewDelegate"))
            : [DataSources.unknownWheel(at: range)]
        let kind = places.range(of: picker.creation.calledExpression)
        let id = Located(picker.name, at: places.range(of: picker.nameToken))
        return Control(id: id, kind: Located(.picker, at: kind),
                       details: .picker(Picker(style: Located(.wheels, at: kind), wheels: wheels)), range: range)
    }

    static func isNestedType(_ decl: DeclSyntax) -> Bool {
        decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
    }

    /// The declaration a creation call initialises: `let picker = UIDatePicker()`, `lazy var picker: UIDatePicker =
    /// { let p = UIDatePicker(); …; return p }()`.
    private func declaration(for creation: FunctionCallExprSyntax, type: Syntax) -> Declared? {
        guard let kind = creation.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let binding = creation.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
        let scope = Syntax(binding).enclosingBody(within: type)
        var declared = Declared(name: name.text, kind: kind, nameToken: name, creation: creation,
                                receivers: [(name.text, scope ?? type, scope == nil)])
        // A local inside the closure that initialises a property is that property's picker.
        if let closure = scope?.as(ClosureExprSyntax.self),
           let call = closure.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id,
           let property = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let propertyName = property.pattern.as(IdentifierPatternSyntax.self)?.identifier,
           Syntax(property).enclosingBody(within: type) == nil {
            declared.name = propertyName.text
            declared.nameToken = propertyName
            declared.receivers.append((propertyName.text, type, true))
        }
        return declared
    }

    private func control(_ picker: Declared, settings: [String: [Assignment]], datesElsewhere: Bool) -> Control? {
        /// The one value of a setting: nil when not set; `.unknown` when set otherwise than to one literal.
        func setting<Value: Equatable>(_ name: String, _ read: (ExprSyntax) -> Value?) -> Setting<Value> {
            guard let assignments = settings[name], !assignments.isEmpty else { return .absent }
            let read = assignments.map { read($0.value) }
            guard let first = read[0], assignments.contains(where: { !$0.conditional }),
                  read.allSatisfy({ $0 != nil }) else { return .unknown }
            // Every assignment must give the same value (`60 * 60` and `3600` agree).
            guard read.allSatisfy({ $0 == first }) else { return .unknown }
            let last = assignments.last { !$0.conditional } ?? assignments[0]
            return .known(Located(first, at: last.range))
        }
        var datePicker = DatePicker()
        if picker.kind == "UIDatePicker" {
            switch setting("datePickerMode", { DatePickerMode(uiKitMode: LiteralValues.memberName($0)) }) {
            case .unknown: return nil
            case .known(let mode): datePicker.mode = mode
            case .absent: break
            }
            switch setting("preferredDatePickerStyle", { DatePickerStyle(uiKitStyle: LiteralValues.memberName($0)) }) {
            case .unknown: return nil
            case .known(let style): datePicker.style = style
            case .absent: break
            }
            if case .known(let interval) = setting("minuteInterval", values.integer), interval.value != 1 {
                datePicker.minuteInterval = interval
            }
            if case .known(let seconds) = setting("countDownDuration", values.integer), seconds.value != 0 {
                datePicker.countDownDuration = Located(CountdownDuration(seconds: seconds.value), at: seconds.range)
            }
        } else {
            switch setting("datePickerElements", { DatePickerMode(appKitElements: $0) }) {
            case .known(let mode): datePicker.mode = mode
            case .absent, .unknown: return nil
            }
            switch setting("datePickerStyle", { DatePickerStyle(appKitStyle: LiteralValues.memberName($0)) }) {
            case .unknown: return nil
            case .known(let style): datePicker.style = style
            case .absent: break
            }
            if case .known(let mode) = setting("datePickerMode", { LiteralValues.memberName($0) }), mode.value == "range" {
                datePicker.selectsRange = Located(true, at: mode.range)
            }
        }
        // Bounds and the first date, when written as literal moments (`Date(timeIntervalSince1970: …)`); `Date()` and
        // calendar arithmetic depend on when the code runs.
        let moment = { (expression: ExprSyntax) in values.moment(expression).flatMap(DateTimeValue.init(secondsSinceReferenceDate:)) }
        let appKit = picker.kind == "NSDatePicker"
        if case .known(let minimum) = setting(appKit ? "minDate" : "minimumDate", moment) {
            datePicker.minimumDate = Located(.fixed(minimum.value), at: minimum.range)
        }
        if case .known(let maximum) = setting(appKit ? "maxDate" : "maximumDate", moment) {
            datePicker.maximumDate = Located(.fixed(maximum.value), at: maximum.range)
        }
        if !datesElsewhere, case .known(let date) = setting(appKit ? "dateValue" : "date", moment) {
            datePicker.defaultValue = Located(.date(.fixed(date.value)), at: date.range)
        }
        // A `Date` is a moment, seen in the person's time zone, as Interface Builder's dates are.
        datePicker.datesAreMoments = datePicker.minimumDate != nil || datePicker.maximumDate != nil || datePicker.defaultValue != nil
        if case .known(let locale) = setting("locale", { localeIdentifier($0) }) { datePicker.locale = locale }
        let id = Located(picker.name, at: places.range(of: picker.nameToken))
        let range = places.range(of: picker.creation)
        return Control(id: id, kind: Located(.datePicker, at: places.range(of: picker.creation.calledExpression)),
                       details: .datePicker(datePicker), range: range)
    }

    private func localeIdentifier(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Locale",
              call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "identifier" else { return nil }
        return values.string(argument.expression)
    }
}

/// A setting as code gives it.
enum Setting<Value: Sendable> {
    case absent
    case unknown
    case known(Located<Value>)
}

extension DatePickerMode {
    init?(uiKitMode name: String?) {
        switch name {
        case "time": self = .time
        case "date": self = .date
        case "dateAndTime": self = .dateAndTime
        case "countDownTimer": self = .countDownTimer
        default: return nil
        }
    }

    /// `.yearMonthDay`, `.hourMinute`, `[.yearMonthDay, .hourMinute]`.
    init?(appKitElements expression: ExprSyntax) {
        var names: [String] = []
        if let array = expression.as(ArrayExprSyntax.self) {
            for element in array.elements {
                guard let name = LiteralValues.memberName(element.expression) else { return nil }
                names.append(name)
            }
        } else if let name = LiteralValues.memberName(expression) {
            names = [name]
        } else {
            return nil
        }
        let dates: Set<String> = ["yearMonthDay", "yearMonth", "era"]
        let times: Set<String> = ["hourMinute", "hourMinuteSecond", "timeZone"]
        guard names.allSatisfy({ dates.contains($0) || times.contains($0) }) else { return nil }
        let date = names.contains(where: dates.contains), time = names.contains(where: times.contains)
        guard date || time else { return nil }
        self = date && time ? .dateAndTime : time ? .time : .date
    }
}

extension DatePickerStyle {
    init?(uiKitStyle name: String?) {
        switch name {
        case "wheels": self = .wheels
        case "compact": self = .compact
        case "inline": self = .inline
        case "automatic": self = .automatic
        default: return nil
        }
    }

    init?(appKitStyle name: String?) {
        switch name {
        case "textFieldAndStepper", "textField": self = .textual
        case "clockAndCalendar": self = .graphical
        default: return nil
        }
    }
}

/// Every `UIDatePicker(…)`, `NSDatePicker(…)`, `UIPickerView(…)` and `NSPopUpButton(…)` call.
private final class PickerCreations: SyntaxVisitor {
    var creations: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, UIKitControls.kinds.contains(name) {
            creations.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        node.isPreview ? .skipChildren : .visitChildren
    }
}

/// Every `receiver.setting = value` and `self.receiver.setting = value`.
private final class AssignmentFinder: SyntaxVisitor {
    var found: [(node: Syntax, receiver: (name: String, viaSelf: Bool), setting: String, value: ExprSyntax, span: (first: ExprSyntax, last: ExprSyntax))] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements.count % 2 == 1, elements[1].is(AssignmentExprSyntax.self),
              let target = elements[0].as(MemberAccessExprSyntax.self), let base = target.base,
              let last = elements.last else { return .visitChildren }
        let setting = target.declName.baseName.text
        // `a.b = 60 * 60` is one unfolded sequence: what follows `=` is read as a sequence of its own.
        let value = elements.count == 3 ? elements[2]
            : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements.dropFirst(2).map { $0.detached })))
        let span = (elements[2], last)
        if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
            found.append((Syntax(node), (name, false), setting, value, span))
        } else if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            found.append((Syntax(node), (member.declName.baseName.text, true), setting, value, span))
        }
        return .visitChildren
    }
}

/// Every `receiver.method(…)` and `self.receiver.method(…)` call, and every other use of `receiver.member` (an
/// assignment's target, `popUp.menu?.addItem(…)`) named after the member with no call.
final class MemberCallFinder: SyntaxVisitor {
    typealias Use = (node: Syntax, receiver: (name: String, viaSelf: Bool), method: String, call: FunctionCallExprSyntax?)
    var found: [Use] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base else { return .visitChildren }
        let receiver: (String, Bool)
        if let name = base.as(DeclReferenceExprSyntax.self), name.baseName.tokenKind != .keyword(.self) {
            receiver = (name.baseName.text, false)
        } else if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            receiver = (member.declName.baseName.text, true)
        } else {
            return .visitChildren
        }
        let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == node.id ? $0 : nil }
        found.append((Syntax(node), receiver, node.declName.baseName.text, call))
        return .visitChildren
    }
}

extension Syntax {
    /// Whether this node lies within another (or is it).
    func isInside(_ other: Syntax) -> Bool {
        var node: Syntax? = self
        while let current = node {
            if current.id == other.id { return true }
            node = current.parent
        }
        return false
    }

    /// Whether a name used at this node is declared again between it and `scope`: a function's, initialiser's or
    /// closure's parameter, a `let`/`var` of an enclosing block, or an `if let`/`guard let`; the declaration holding
    /// `creation` (the picker's own) does not count.
    func isShadowed(_ name: String, below scope: Syntax, except creation: Syntax) -> Bool {
        func binds(_ pattern: PatternSyntax) -> Bool {
            pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
        func bindsOptional(_ conditions: ConditionElementListSyntax) -> Bool {
            conditions.contains { element in
                guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { return false }
                // `if let picker {` binds the same name to the same object.
                return binds(binding.pattern) && binding.initializer != nil
                    && binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text != name
            }
        }
        var child = self
        var node = parent
        while let current = node, current.id != scope.id {
            if let function = current.as(FunctionDeclSyntax.self),
               function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            if let initializer = current.as(InitializerDeclSyntax.self),
               initializer.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            if let closure = current.as(ClosureExprSyntax.self), let clause = closure.signature?.parameterClause {
                if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self), shorthand.contains(where: { $0.name.text == name }) { return true }
                if let full = clause.as(ClosureParameterClauseSyntax.self),
                   full.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            }
            if let ifExpr = current.as(IfExprSyntax.self), child.id == ifExpr.body.id, bindsOptional(ifExpr.conditions) { return true }
            if let block = current.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.id == child.id { break }
                    if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.contains(where: { binds($0.pattern) }),
                       !creation.isInside(Syntax(variable)) { return true }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self), bindsOptional(guardStmt.conditions) { return true }
                }
            }
            child = current
            node = current.parent
        }
        return false
    }

    /// The nearest function, initialiser, accessor or closure body around the node, below the type; nil for a
    /// stored property's own declaration.
    func enclosingBody(within type: Syntax) -> Syntax? {
        var node = parent
        while let current = node, current.id != type.id {
            if current.is(ClosureExprSyntax.self) || current.is(CodeBlockSyntax.self) || current.is(AccessorBlockSyntax.self) { return current }
            if current.is(MemberBlockItemSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// Whether the node runs only on some paths: inside an `if`, `switch`, `guard`, loop, `#if` or a closure other
    /// than a property's initialiser, below the method that holds it.
    func isConditional(within type: Syntax) -> Bool {
        var node = parent
        while let current = node, current.id != type.id, !current.is(MemberBlockItemSyntax.self) {
            if current.is(IfExprSyntax.self) || current.is(SwitchExprSyntax.self) || current.is(GuardStmtSyntax.self)
                || current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self) || current.is(RepeatStmtSyntax.self)
                || current.is(IfConfigClauseSyntax.self) || current.is(TernaryExprSyntax.self) {
                return true
            }
            if let closure = current.as(ClosureExprSyntax.self) {
                // `lazy var picker = { …; return p }()` runs once, whole.
                let isInitializer = closure.parent?.as(FunctionCallExprSyntax.self).map { $0.calledExpression.id == closure.id
                    && $0.parent?.is(InitializerClauseSyntax.self) == true } ?? false
                if !isInitializer { return true }
            }
            node = current.parent
        }
        return false
    }
}
