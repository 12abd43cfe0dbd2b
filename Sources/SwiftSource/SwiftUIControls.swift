import Spec
import SwiftSyntax
import Source

/// SwiftUI's `DatePicker` and `Picker` as controls (SWIFT-SOURCE.md, "What maps onto the spec"). A setting that is
/// written but not as a literal leaves the control unread when the rules would otherwise assume a default it may not
/// have (mode, style); values that are not literals are `unknown(.computed)`.
struct SwiftUIControls {
    let places: SyntaxPlaces
    let values: LiteralValues
    /// The type the control is in, whose `@State private var` initialisers give defaults.
    let states: StateDefaults
    let platform: Platform

    /// A control and where it stands in a stack, for merging consecutive wheels.
    struct Read {
        var control: Control
        var stackPlace: (closure: SyntaxIdentifier, index: Int)?
        var platform: Platform?
    }

    func read(_ call: FunctionCallExprSyntax, named name: String) -> Read? {
        let around = Surroundings(of: call)
        guard !around.inPreview else { return nil }
        let platform = around.platform ?? self.platform
        let control: Control?
        switch name {
        case "DatePicker": control = datePicker(call, around: around, platform: platform)
        case "Picker": control = picker(call, around: around, platform: platform)
        default: control = nil
        }
        return control.map { Read(control: $0, stackPlace: around.stackPlace, platform: around.platform) }
    }

    private func make(_ kind: ControlKind, _ details: Control.Details, call: FunctionCallExprSyntax, name: String) -> Control {
        let range = places.range(of: call)
        let id = Located("\(name)@\(range.start.line)", at: places.range(of: call.calledExpression))
        var control = Control(id: id, kind: Located(kind, at: places.range(of: call.calledExpression)), details: details, range: range)
        if let title = call.arguments.first, title.label == nil, let text = values.string(title.expression) {
            control.label = Located(text, at: places.range(of: title.expression))
        }
        return control
    }

    // MARK: DatePicker

    private func datePicker(_ call: FunctionCallExprSyntax, around: Surroundings, platform: Platform) -> Control? {
        var picker = DatePicker()
        if let components = call.arguments.first(where: { $0.label?.text == "displayedComponents" }) {
            guard let mode = Self.mode(components.expression) else { return nil }
            picker.mode = Located(mode, at: places.range(of: components.expression))
        }
        if let range = call.arguments.first(where: { $0.label?.text == "in" }) {
            let bounds = DateRanges(places: places, values: values).bounds(range.expression)
            picker.minimumDate = bounds.minimum
            picker.maximumDate = bounds.maximum
            // A `Date` is a moment, seen in the person's time zone, as Interface Builder's dates are.
            picker.datesAreMoments = bounds.minimum != nil || bounds.maximum != nil
        }
        if let modifier = around.nearest(["datePickerStyle"]) {
            guard let argument = modifier.call.arguments.first?.expression,
                  let style = Self.datePickerStyle(argument, platform: platform) else { return nil }
            picker.style = Located(style, at: places.range(of: argument))
        }
        if let environment = around.modifiers.first(where: { $0.name == "environment" && Self.isLocaleKeyPath($0.call) }) {
            guard let argument = environment.call.arguments.dropFirst().first?.expression else { return nil }
            // A locale that is not a literal identifier (`.current`, a setting) may be the person's own: not fixed.
            if let identifier = localeIdentifier(argument) { picker.locale = Located(identifier, at: places.range(of: argument)) }
        }
        return make(.datePicker, .datePicker(picker), call: call, name: "DatePicker")
    }

    static func mode(_ expression: ExprSyntax) -> DatePickerMode? {
        func component(_ expression: ExprSyntax) -> String? {
            LiteralValues.memberName(expression)
        }
        var names: Set<String> = []
        if let array = expression.as(ArrayExprSyntax.self) {
            for element in array.elements {
                guard let name = component(element.expression) else { return nil }
                names.insert(name)
            }
        } else {
            guard let name = component(expression) else { return nil }
            names.insert(name)
        }
        switch names {
        case ["date"]: return .date
        case ["hourAndMinute"]: return .time
        case ["date", "hourAndMinute"]: return .dateAndTime
        default: return nil
        }
    }

    static func datePickerStyle(_ expression: ExprSyntax, platform: Platform) -> DatePickerStyle? {
        let name = LiteralValues.memberName(expression) ?? Self.styleTypeName(expression, suffix: "DatePickerStyle")
        let graphical: DatePickerStyle = platform == .macOS ? .graphical : .inline
        switch name {
        case "wheel", "Wheel": return .wheels
        case "compact", "Compact": return .compact
        case "graphical", "Graphical": return graphical
        case "field", "Field", "stepperField", "StepperField": return .textual
        case "automatic", "Default", "DefaultDatePickerStyle": return .automatic
        default: return nil
        }
    }

    /// `WheelDatePickerStyle()` → `Wheel`.
    static func styleTypeName(_ expression: ExprSyntax, suffix: String) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.hasSuffix(suffix) else { return nil }
        return String(name.dropLast(suffix.count))
    }

    static func isLocaleKeyPath(_ call: FunctionCallExprSyntax) -> Bool {
        guard let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self) else { return false }
        return keyPath.components.trimmedDescription == ".locale"
    }

    /// `Locale(identifier: "fr_FR")`.
    func localeIdentifier(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Locale",
              call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "identifier" else { return nil }
        return values.string(argument.expression)
    }

    // MARK: Picker

    private func picker(_ call: FunctionCallExprSyntax, around: Surroundings, platform: Platform) -> Control? {
        let style: Located<PickerStyle>
        if let modifier = around.nearest(["pickerStyle"]) {
            guard let argument = modifier.call.arguments.first?.expression, let read = Self.pickerStyle(argument) else { return nil }
            style = Located(read == .automatic ? automaticStyle(platform) : read, at: places.range(of: argument))
        } else {
            style = Located(automaticStyle(platform), at: places.range(of: call.calledExpression))
        }
        let content = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self)
        let read = content.flatMap(rows)
        var wheel = read?.wheel ?? Wheel(values: Located(.unknown(.computed), at: places.range(of: call)), range: places.range(of: call))
        let tags = read?.tags ?? []
        wheel.range = places.range(of: call)
        if let selection = call.arguments.first(where: { $0.label?.text == "selection" }),
           let tag = states.initialTag(of: selection.expression, values: values),
           let value = defaultValue(tag, in: wheel, tags: tags) {
            wheel.defaultValue = Located(value, at: tag.range)
        } else {
            // A binding always selects something; where it starts is set in code piclint does not read.
            wheel.defaultMayBeSetInCode = true
        }
        var picker = Picker(style: style, wheels: [wheel])
        picker.style = style
        return make(.picker, .picker(picker), call: call, name: "Picker")
    }

    /// A Picker with no style (or `.automatic`), as SwiftUI shows it: a menu on iOS, iPadOS and visionOS (in a
    /// `Form` too, since iOS 16) and a pop-up button on macOS. On watchOS it is a navigation row in a `List` or
    /// `Form` and a crown-driven wheel elsewhere; the front end does not tell the two apart, so it reads the row, whose
    /// list no rule faults, rather than guess a wheel that `watch-long-list` would judge.
    private func automaticStyle(_ platform: Platform) -> PickerStyle {
        platform == .watchOS ? .navigationLink : .menu
    }

    static func pickerStyle(_ expression: ExprSyntax) -> PickerStyle? {
        let name = LiteralValues.memberName(expression) ?? Self.styleTypeName(expression, suffix: "PickerStyle")
        switch name {
        case "wheel", "Wheel": return .wheels
        case "menu", "Menu": return .menu
        case "segmented", "Segmented": return .segmented
        case "inline", "Inline": return .inline
        case "navigationLink", "NavigationLink": return .navigationLink
        case "radioGroup", "RadioGroup": return .radioGroup
        case "automatic", "Default", "DefaultPickerStyle": return .automatic
        default: return nil
        }
    }

    /// The rows of a Picker's content: one `ForEach` over a literal range, array or stride, or `Text("…").tag(…)`
    /// rows. Anything else is values piclint does not know.
    private func rows(_ content: ClosureExprSyntax) -> (wheel: Wheel, tags: [Tag])? {
        let statements = content.statements.map(\.item)
        let range = places.range(of: content)
        func unknown() -> (wheel: Wheel, tags: [Tag]) { (Wheel(values: Located(.unknown(.computed), at: range), range: range), []) }
        if statements.count == 1, let call = statements.first?.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach" {
            guard let data = call.arguments.first, data.label == nil, let values = forEachValues(data.expression) else { return unknown() }
            var wheel = Wheel(values: values, range: range)
            if case .range = values.value, let unit = rowUnit(call) {
                wheel.unit = unit
                wheel.unitPlacement = Located(.onWheel, at: unit.range)
            } else if case .list(let rows) = values.value, rows.allSatisfy({ $0.value.number != nil }), let unit = rowUnit(call) {
                wheel.unit = unit
                wheel.unitPlacement = Located(.onWheel, at: unit.range)
            }
            return (wheel, [])
        }
        var rows: [Located<PickerValue>] = []
        var tags: [Tag] = []
        for statement in statements {
            guard let call = statement.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "tag",
                  let textCall = member.base?.as(FunctionCallExprSyntax.self),
                  textCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
                  let textArgument = textCall.arguments.first, textArgument.label == nil,
                  let text = values.string(textArgument.expression),
                  let tagArgument = call.arguments.first?.expression, let tag = Tag(tagArgument, values: values) else { return unknown() }
            rows.append(Located(PickerValue(text: text), at: places.range(of: textArgument.expression)))
            tags.append(tag)
        }
        guard !rows.isEmpty else { return unknown() }
        return (Wheel(values: Located(.list(rows), at: range), range: range), tags)
    }

    /// The unit a `ForEach` of numbers writes on every row: `ForEach(0..<24) { hour in Text("\(hour) h") }` draws
    /// "0 h", "1 h", …, hours with their unit on the wheel, not bare numbers. Only a row that is the number followed
    /// by a space and a word (`h`, `min`, `hours`, `分`) is read so; `"\(hour):00"` and anything else say nothing.
    private func rowUnit(_ forEach: FunctionCallExprSyntax) -> Located<String>? {
        guard let closure = forEach.trailingClosure, closure.statements.count == 1,
              var expression = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        // Modifiers on the row (`.tag(hour)`, `.font(…)`) do not change its text.
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            expression = base
        }
        guard let text = expression.as(FunctionCallExprSyntax.self),
              text.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
              text.arguments.count == 1, let argument = text.arguments.first, argument.label == nil,
              let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return nil }
        let segments = literal.segmentsWithoutEmptyText
        guard segments.count == 2,
              let interpolation = segments.first?.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
              let reference = interpolation.expressions.first?.expression.as(DeclReferenceExprSyntax.self),
              let suffix = segments.last?.as(StringSegmentSyntax.self) else { return nil }
        var parameter = "$0"
        if let shorthand = closure.signature?.parameterClause?.as(ClosureShorthandParameterListSyntax.self) {
            guard shorthand.count == 1, let name = shorthand.first?.name.text else { return nil }
            parameter = name
        } else if let clause = closure.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self) {
            guard clause.parameters.count == 1, let name = clause.parameters.first?.firstName.text else { return nil }
            parameter = name
        }
        guard reference.baseName.text == parameter else { return nil }
        let content = suffix.content.text
        guard content.first == " " else { return nil }
        // The text between the spaces around it (a reversed slice of a reversed string made a generic copy).
        let afterSpaces = content.drop { $0 == " " }
        guard let last = afterSpaces.lastIndex(where: { $0 != " " }) else { return nil }
        let unit = String(afterSpaces[...last])
        guard unit.count <= 12, unit.allSatisfy({ $0.isLetter || $0 == "." }) else { return nil }
        return Located(unit, at: places.range(of: suffix))
    }

    /// `0..<24`, `1...12`, `stride(from: 0, to: 60, by: 5)`, `[5, 10, 15]`, `["S", "M", "L"]`.
    private func forEachValues(_ expression: ExprSyntax) -> Located<WheelValues>? {
        let range = places.range(of: expression)
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            guard let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "...",
                  let low = values.integer(elements[0]), var high = values.integer(elements[2]) else { return nil }
            if op == "..<" { high -= 1 }
            guard high >= low else { return nil }
            return Located(.range(NumberRange(from: number(low, at: elements[0]), to: number(high, at: elements[2]))), at: range)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride",
           call.arguments.count == 3 {
            let arguments = Array(call.arguments)
            guard arguments[0].label?.text == "from", arguments[2].label?.text == "by",
                  let from = values.integer(arguments[0].expression), let end = values.integer(arguments[1].expression),
                  let step = values.integer(arguments[2].expression), step > 0 else { return nil }
            let through = arguments[1].label?.text == "through"
            guard through || arguments[1].label?.text == "to" else { return nil }
            // The last value the stride reaches.
            let limit = through ? end : end - 1
            guard limit >= from else { return nil }
            let last = from + (limit - from) / step * step
            return Located(.range(NumberRange(from: number(from, at: arguments[0].expression), to: number(last, at: arguments[1].expression),
                                              step: number(step, at: arguments[2].expression))), at: range)
        }
        if let numbers = values.array(expression, { values.number($0) }) {
            return Located(.list(numbers.map { node, value in
                Located(PickerValue(text: Self.text(of: value), number: value), at: places.range(of: node))
            }), at: range)
        }
        if let strings = values.array(expression, { values.string($0) }) {
            return Located(.list(strings.map { Located(PickerValue(text: $0.1), at: places.range(of: $0.0)) }), at: range)
        }
        return nil
    }

    private func number(_ value: Int, at node: ExprSyntax) -> Located<PickerValue> {
        Located(PickerValue(text: String(value), number: Double(value)), at: places.range(of: node))
    }

    static func text(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// The row a `@State` initial value selects: by tag for `Text(…).tag(…)` rows, by value for a `ForEach`.
    private func defaultValue(_ initial: StateDefaults.Initial, in wheel: Wheel, tags: [Tag]) -> PickerValue? {
        switch wheel.values.value {
        case .list(let rows):
            if !tags.isEmpty {
                return zip(rows, tags).first { $0.1 == initial.tag }?.0.value
            }
            return rows.first { Tag(value: $0.value) == initial.tag }?.value
        case .range(let range):
            guard case .number(let value) = initial.tag, let from = range.from.value.number, let to = range.to.value.number,
                  value >= from, value <= to else { return nil }
            let step = range.step?.value.number ?? 1
            guard (value - from).truncatingRemainder(dividingBy: step) == 0 else { return nil }
            return PickerValue(text: Self.text(of: value), number: value)
        default:
            return nil
        }
    }
}

/// A row's tag, or a selection's initial value, as far as a literal says: a number, a string, or an enum case.
enum Tag: Hashable {
    case number(Double)
    case string(String)
    case member(String)

    init?(_ expression: ExprSyntax, values: LiteralValues) {
        if let number = values.number(expression) {
            self = .number(number)
        } else if let string = values.string(expression) {
            self = .string(string)
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            self = .member(member.declName.baseName.text)
        } else {
            return nil
        }
    }

    init(value: PickerValue) {
        self = value.number.map { .number($0) } ?? .string(value.text)
    }
}
