import SwiftSyntax

/// Reads the values written as literals (SWIFT-SOURCE.md): numbers and arithmetic on them (`60 * 60`), strings
/// without interpolation, and same-file `let` constants initialised with one. Anything else is unknown (nil): a
/// parameter, a property, a function's result is never guessed.
struct LiteralValues {
    let constants: FileConstants

    /// How deep constants may refer to constants (`let a = b` …): far more than any real file, and a cycle ends.
    private static let maxDepth = 16

    /// A whole number, when the expression is one (a `Double` literal with no fraction counts: `3600.0`).
    func integer(_ expression: ExprSyntax) -> Int? {
        guard let value = number(expression), value.isFinite, value == value.rounded(), abs(value) < 1e15 else { return nil }
        return Int(value)
    }

    /// A number, when the expression is one.
    func number(_ expression: ExprSyntax) -> Double? {
        number(expression, depth: 0)
    }

    private func number(_ expression: ExprSyntax, depth: Int) -> Double? {
        guard depth < Self.maxDepth else { return nil }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Int(String(literal.literal.text.filter { $0 != "_" })).map(Double.init)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Double(String(literal.literal.text.filter { $0 != "_" }))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            guard let value = number(prefix.expression, depth: depth + 1) else { return nil }
            switch prefix.operator.text {
            case "-": return -value
            case "+": return value
            default: return nil
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return number(only.expression, depth: depth + 1)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return arithmetic(Array(sequence.elements), depth: depth + 1)
        }
        // `TimeInterval(90)`, `Double(5)`, `Int(30)`: a conversion of a literal.
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["TimeInterval", "Double", "Int", "CGFloat", "Float"].contains(name),
           let argument = call.arguments.first, argument.label == nil {
            return number(argument.expression, depth: depth + 1)
        }
        if let name = constantName(expression), let value = constants.value(of: name) {
            return number(value, depth: depth + 1)
        }
        return nil
    }

    /// `a op b op c` with `*`, `/` and `%` before `+` and `-`, as Swift's precedence has it; integer division when
    /// both sides are whole (Swift infers `Int` for integer literals).
    private func arithmetic(_ elements: [ExprSyntax], depth: Int) -> Double? {
        guard elements.count % 2 == 1 else { return nil }
        var operands: [Double] = []
        var operators: [String] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                guard let value = number(element, depth: depth) else { return nil }
                operands.append(value)
            } else {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/", "%"].contains(op) else { return nil }
                operators.append(op)
            }
        }
        // First the multiplicative operators, left to right.
        var terms = [operands[0]]
        var additive: [String] = []
        for (index, op) in operators.enumerated() {
            let right = operands[index + 1]
            switch op {
            case "*":
                terms[terms.count - 1] *= right
            case "/":
                guard right != 0 else { return nil }
                let left = terms[terms.count - 1]
                terms[terms.count - 1] = left == left.rounded() && right == right.rounded() ? (left / right).rounded(.towardZero) : left / right
            case "%":
                guard right != 0 else { return nil }
                terms[terms.count - 1] = terms[terms.count - 1].truncatingRemainder(dividingBy: right)
            default:
                terms.append(right)
                additive.append(op)
            }
        }
        var total = terms[0]
        for (index, op) in additive.enumerated() {
            total = op == "+" ? total + terms[index + 1] : total - terms[index + 1]
        }
        return total
    }

    /// A string literal with no interpolation, or a constant holding one.
    func string(_ expression: ExprSyntax) -> String? {
        string(expression, depth: 0)
    }

    private func string(_ expression: ExprSyntax, depth: Int) -> String? {
        guard depth < Self.maxDepth else { return nil }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
        if let name = constantName(expression), let value = constants.value(of: name) { return string(value, depth: depth + 1) }
        return nil
    }

    /// A moment written with literals, in seconds since 2001-01-01 00:00 UTC: `Date(timeIntervalSince1970: 1_700_000_000)`,
    /// `Date(timeIntervalSinceReferenceDate: 86_400 * 30)`, or a constant holding one. `Date()`, `Date.now` and
    /// calendar arithmetic depend on when the code runs, so they are never read.
    func moment(_ expression: ExprSyntax) -> Double? {
        moment(expression, depth: 0)
    }

    private func moment(_ expression: ExprSyntax, depth: Int) -> Double? {
        guard depth < Self.maxDepth else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Date",
           let argument = call.arguments.first, let seconds = number(argument.expression), seconds.isFinite {
            switch argument.label?.text {
            case "timeIntervalSinceReferenceDate": return seconds
            // 2001-01-01 is 978,307,200 seconds after 1970-01-01.
            case "timeIntervalSince1970": return seconds - 978_307_200
            default: return nil
            }
        }
        if let name = constantName(expression), let value = constants.value(of: name) { return moment(value, depth: depth + 1) }
        return nil
    }

    /// The value a literal array holds, when every element is read by `element`.
    func array<Element>(_ expression: ExprSyntax, _ element: (ExprSyntax) -> Element?) -> [(ExprSyntax, Element)]? {
        array(expression, depth: 0, element)
    }

    private func array<Element>(_ expression: ExprSyntax, depth: Int, _ element: (ExprSyntax) -> Element?) -> [(ExprSyntax, Element)]? {
        guard depth < Self.maxDepth else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) {
            var values: [(ExprSyntax, Element)] = []
            for item in array.elements {
                guard let value = element(item.expression) else { return nil }
                values.append((item.expression, value))
            }
            return values
        }
        if let name = constantName(expression), let value = constants.value(of: name) { return self.array(value, depth: depth + 1, element) }
        return nil
    }

    /// The name of a plain reference (`interval`, `Self.interval`, `Constants.interval`), which may be a constant.
    private func constantName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           base.is(DeclReferenceExprSyntax.self) || base.is(TypeExprSyntax.self) {
            // `Layout.interval`: a type's static constant; an instance's property (`settings.interval`) starts lower case.
            let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.trimmedDescription
            guard let first = baseName.unicodeScalars.first, CharacterSet.uppercase(first) else { return nil }
            return member.declName.baseName.text
        }
        return nil
    }

    /// The member name of an implicit member expression (`.wheel`, `.hourAndMinute`), or of one spelled with its type
    /// (`UIDatePicker.Mode.time`).
    static func memberName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }
}

private enum CharacterSet {
    static func uppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isUppercase
    }
}

extension StringLiteralExprSyntax {
    /// The literal's segments without empty text ones, which swift-syntax may keep around an interpolation. An array:
    /// `filter` on swift-syntax's own collection builds a new syntax node for every call.
    var segmentsWithoutEmptyText: [StringLiteralSegmentListSyntax.Element] {
        Array(segments).filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }
    }
}
