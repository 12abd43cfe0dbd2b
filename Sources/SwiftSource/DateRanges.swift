import Spec
import SwiftSyntax
import Source

/// A SwiftUI `DatePicker`'s `in:` range (`a...b`, `a...`, `...b`) as bounds, each read only when it is a literal
/// moment (`LiteralValues.moment`). A bound that is not (`Date()`, `Date.now`, a calendar's result, a property) is
/// left out, and the other is still read.
struct DateRanges {
    let places: SyntaxPlaces
    let values: LiteralValues

    func bounds(_ expression: ExprSyntax) -> (minimum: Located<DateExpression>?, maximum: Located<DateExpression>?) {
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "..." else { return (nil, nil) }
            return (bound(elements[0]), bound(elements[2]))
        }
        if let from = expression.as(PostfixOperatorExprSyntax.self), from.operator.text == "..." {
            return (bound(from.expression), nil)
        }
        if let through = expression.as(PrefixOperatorExprSyntax.self), through.operator.text == "..." {
            return (nil, bound(through.expression))
        }
        return (nil, nil)
    }

    private func bound(_ expression: ExprSyntax) -> Located<DateExpression>? {
        guard let seconds = values.moment(expression), let value = DateTimeValue(secondsSinceReferenceDate: seconds) else { return nil }
        return Located(.fixed(value), at: places.range(of: expression))
    }
}
