import Spec
import SwiftSyntax
import Source

/// A type and its extensions in the same file: the data-source methods of a view controller are often in an
/// extension of it.
struct TypeFamily {
    var members: [MemberBlockItemListSyntax]
    var inherited: Set<String>

    static let empty = TypeFamily(members: [], inherited: [])
}

/// A `UIPickerView`'s wheels as its data source gives them (SWIFT-SOURCE.md): `numberOfComponents(in:)` and
/// `pickerView(_:numberOfRowsInComponent:)` returning literals, directly or per `switch component` case (a `default:`
/// answers for the other components; an `if component == 0` chain and a `component == 0 ? a : b` alike), and titles only where `pickerView(_:titleForRow:forComponent:)` is a lookup
/// in a same-file `let` array of literals (`hours[row]`) or the row's own number (`"\(row)"`, `"\(row) min"`). A wheel
/// whose size or titles are anything else keeps unknown values: a count alone cannot be said without rules taking
/// guessed titles for real ones.
struct DataSources {
    let places: SyntaxPlaces
    let values: LiteralValues

    /// The most wheels read; more is no real data source.
    private static let maxComponents = 20

    /// The wheels of the one picker view a type's data source serves; one wheel of unknown rows when the methods do
    /// not say.
    func wheels(in family: TypeFamily, picker: SourceRange, titlesFromType: Bool) -> [Wheel] {
        let unknown = [Self.unknownWheel(at: picker)]
        var methods = Methods(family)
        if !titlesFromType { methods.titleForRow = nil }
        guard let components = methods.numberOfComponents.flatMap({ single($0.function) }),
              let count = values.integer(components), (1...Self.maxComponents).contains(count) else { return unknown }
        return (0..<count).map { component in
            wheel(component, methods: methods, picker: picker)
        }
    }

    static func unknownWheel(at range: SourceRange) -> Wheel {
        var wheel = Wheel(values: Located(.unknown(.dataSource), at: range), range: range)
        // `selectRow(_:inComponent:animated:)` may be called anywhere.
        wheel.defaultMayBeSetInCode = true
        return wheel
    }

    private func wheel(_ component: Int, methods: Methods, picker: SourceRange) -> Wheel {
        let unknown = Self.unknownWheel(at: picker)
        guard let rows = methods.numberOfRows, let rowsExpression = returned(by: rows, for: component),
              // No rows is a placeholder (a base class's, overridden elsewhere), not a wheel anyone ships empty.
              let count = rowCount(rowsExpression), count > 0,
              let titles = methods.titleForRow, let titleExpression = returned(by: titles, for: component),
              let row = titles.parameters.dropFirst().first,
              let read = title(titleExpression, row: row) else { return unknown }
        let at = places.range(of: rowsExpression)
        var wheel: Wheel
        switch read.rows {
        case .list(let list):
            // Rows past the array's end would crash; fewer rows than the array show its start.
            guard count <= list.count else { return unknown }
            wheel = Wheel(values: Located(.list(Array(list.prefix(count))), at: at), range: picker)
        case .rowNumber(let first):
            let from = Located(PickerValue(text: "0", number: 0), at: first)
            let to = Located(PickerValue(text: String(count - 1), number: Double(count - 1)), at: at)
            wheel = Wheel(values: Located(.range(NumberRange(from: from, to: to)), at: at), range: picker)
        }
        if let unit = read.unit {
            wheel.unit = unit
            wheel.unitPlacement = Located(.onWheel, at: unit.range)
        }
        wheel.defaultMayBeSetInCode = true
        return wheel
    }

    /// A number of rows: a literal, or the `count` of a same-file `let` array of literals.
    private func rowCount(_ expression: ExprSyntax) -> Int? {
        if let count = values.integer(expression) { return count }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count",
              let base = member.base else { return nil }
        return literalArray(base)?.count
    }

    private func literalArray(_ expression: ExprSyntax) -> [Located<PickerValue>]? {
        if let strings = values.array(expression, { values.string($0) }) {
            return strings.map { Located(PickerValue(text: $0.1), at: places.range(of: $0.0)) }
        }
        // Whole numbers written as integer literals only: Swift writes a `Double`'s 5 as "5.0".
        if let numbers = values.array(expression, { values.number($0) }), numbers.allSatisfy({ Self.isIntegerLiteral($0.0) }) {
            return numbers.map { Located(PickerValue(text: SwiftUIControls.text(of: $0.1), number: $0.1), at: places.range(of: $0.0)) }
        }
        return nil
    }

    private static func isIntegerLiteral(_ expression: ExprSyntax) -> Bool {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return isIntegerLiteral(prefix.expression) }
        return expression.is(IntegerLiteralExprSyntax.self)
    }

    private enum Rows {
        case list([Located<PickerValue>])
        /// The row's own index, from 0; where the title writes it.
        case rowNumber(SourceRange)
    }

    /// A title: `hours[row]` (strings), `String(minutes[row])`, `"\(minutes[row])"` (numbers), `"\(row)"`,
    /// `String(row)`, and the row's number followed by a space and a word (`"\(row) min"`), the wheel's unit.
    private func title(_ expression: ExprSyntax, row: Parameter) -> (rows: Rows, unit: Located<String>?)? {
        func isRow(_ expression: ExprSyntax) -> Bool {
            expression.as(DeclReferenceExprSyntax.self)?.baseName.text == row.name
        }
        /// What one written value is: the row, or a lookup by the row in a literal array.
        func inner(_ expression: ExprSyntax) -> Rows? {
            if isRow(expression) { return .rowNumber(places.range(of: expression)) }
            guard let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
                  let index = subscriptCall.arguments.first, index.label == nil, isRow(index.expression),
                  let list = literalArray(subscriptCall.calledExpression) else { return nil }
            return .list(list)
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let segments = literal.segmentsWithoutEmptyText
            guard let interpolation = segments.first?.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                  let value = interpolation.expressions.first, value.label == nil, let rows = inner(value.expression) else { return nil }
            if segments.count == 1 { return (rows, nil) }
            // A unit after a number: only on the row's own number, where every row then reads "5 min".
            guard segments.count == 2, case .rowNumber = rows, let suffix = segments.last?.as(StringSegmentSyntax.self),
                  let unit = Self.unit(suffix.content.text) else { return nil }
            return (rows, Located(unit, at: places.range(of: suffix)))
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "String",
           call.trailingClosure == nil, call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil {
            return inner(argument.expression).map { ($0, nil) }
        }
        // A string array looked up directly; a number array needs a conversion to be a title.
        if case .list(let list)? = inner(expression), list.allSatisfy({ $0.value.number == nil }) { return (.list(list), nil) }
        return nil
    }

    /// ` min`: a space then a short word.
    private static func unit(_ text: String) -> String? {
        guard text.first == " " else { return nil }
        let unit = String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard !unit.isEmpty, unit.count <= 12, unit.allSatisfy({ $0.isLetter || $0 == "." }) else { return nil }
        return unit
    }

    // MARK: What a method returns

    /// The expression a body of one statement returns: `return 2`, or `2` alone.
    private func single(_ function: FunctionDeclSyntax) -> ExprSyntax? {
        guard let statements = function.body?.statements, statements.count == 1, let item = statements.first?.item,
              let expression = Self.returned(item), !expression.is(SwitchExprSyntax.self) else { return nil }
        return expression
    }

    private static func returned(_ item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        if let expression = item.as(ExprSyntax.self), !expression.is(SwitchExprSyntax.self), !expression.is(IfExprSyntax.self) { return expression }
        return nil
    }

    /// What a method returns for one component: its one returned expression, or the `switch component` case that
    /// names it (`case 0:`, `case 1, 2:`), else `default:`. Each case must be one return; anything else says nothing.
    private func returned(by method: Method, for component: Int) -> ExprSyntax? {
        if let expression = single(method.function) {
            return Self.choice(expression, for: component, parameter: method.parameters.last?.name, values: values) ?? expression
        }
        guard let statements = method.function.body?.statements, statements.count == 1, let item = statements.first?.item,
              let componentParameter = method.parameters.last else { return nil }
        if let ifExpr = item.as(IfExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) {
            return chosen(by: ifExpr, for: component, parameter: componentParameter.name)
        }
        guard let switchExpr = item.as(SwitchExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
                ?? item.as(ReturnStmtSyntax.self)?.expression?.as(SwitchExprSyntax.self),
              switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == componentParameter.name else { return nil }
        var fallback: ExprSyntax?
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), switchCase.statements.count == 1,
                  let body = switchCase.statements.first.flatMap({ Self.returned($0.item) }) else { return nil }
            switch switchCase.label {
            case .default:
                fallback = body
            case .case(let label):
                for item in label.caseItems {
                    guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                          let number = values.integer(pattern.expression) else { return nil }
                    if number == component { return body }
                }
            }
        }
        return fallback
    }

    /// `if component == 0 { return 24 } else if component == 1 { return 12 } else { return 60 }`: the branch for one
    /// component, each branch one return; nil for any other condition or body.
    private func chosen(by ifExpr: IfExprSyntax, for component: Int, parameter: String) -> ExprSyntax? {
        guard ifExpr.conditions.count == 1, let condition = ifExpr.conditions.first?.condition.as(ExprSyntax.self),
              let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == parameter,
              elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
              let number = values.integer(elements[2]) else { return nil }
        func only(_ block: CodeBlockSyntax) -> ExprSyntax? {
            guard block.statements.count == 1, let item = block.statements.first?.item else { return nil }
            return Self.returned(item)
        }
        if number == component { return only(ifExpr.body) }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return chosen(by: next, for: component, parameter: parameter)
        case .codeBlock(let block)?: return only(block)
        case nil: return nil
        }
    }

    /// `component == 0 ? 24 : 60`: the branch for one component; nil for any other expression.
    private static func choice(_ expression: ExprSyntax, for component: Int, parameter: String?, values: LiteralValues) -> ExprSyntax? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 5 else { return nil }
        let elements = Array(sequence.elements)
        guard let parameter, elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == parameter,
              elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
              let number = values.integer(elements[2]),
              let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return number == component ? ternary.thenExpression : elements[4]
    }

    // MARK: The methods

    struct Parameter {
        var label: String
        var name: String
    }

    struct Method {
        var function: FunctionDeclSyntax
        var parameters: [Parameter]
    }

    /// The three data-source methods among the family's members; one declared twice is not read.
    private struct Methods {
        var numberOfComponents: Method?
        var numberOfRows: Method?
        var titleForRow: Method?

        init(_ family: TypeFamily) {
            var found: [String: [Method]] = [:]
            for members in family.members {
                for member in members {
                    guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                    let parameters = function.signature.parameterClause.parameters.map {
                        Parameter(label: $0.firstName.text, name: ($0.secondName ?? $0.firstName).text)
                    }
                    let key = function.name.text + "(" + parameters.map { $0.label + ":" }.joined() + ")"
                    found[key, default: []].append(Method(function: function, parameters: parameters))
                }
            }
            func one(_ key: String) -> Method? {
                guard let methods = found[key], methods.count == 1 else { return nil }
                return methods[0]
            }
            numberOfComponents = one("numberOfComponents(in:)")
            numberOfRows = one("pickerView(_:numberOfRowsInComponent:)")
            // A row view or an attributed title is drawn instead of the plain title.
            let drawnOtherwise = found["pickerView(_:viewForRow:forComponent:reusing:)"] != nil
                || found["pickerView(_:attributedTitleForRow:forComponent:)"] != nil
            titleForRow = drawnOtherwise ? nil : one("pickerView(_:titleForRow:forComponent:)")
        }
    }
}
