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
        guard let seconds = values.moment(expression), let value = Self.dateTime(secondsSince2001: seconds) else { return nil }
        return Located(.fixed(value), at: places.range(of: expression))
    }

    /// The moment as a UTC date and time to the minute, as Interface Builder's dates are read (seconds are dropped,
    /// as a picker drops them); nil outside the years 1 to 9999.
    static func dateTime(secondsSince2001 seconds: Double) -> DateTimeValue? {
        guard seconds.isFinite else { return nil }
        let unix = (seconds + 978_307_200).rounded(.down)
        guard abs(unix) < 2.5e11 else { return nil }
        let whole = Int(unix)
        let days = whole >= 0 ? whole / 86_400 : -((-whole + 86_399) / 86_400)
        let secondOfDay = whole - days * 86_400
        let date = CalendarDate(dayNumber: CalendarDate(year: 1970, month: 1, day: 1).dayNumber + days)
        guard (1...9999).contains(date.year) else { return nil }
        return DateTimeValue(date: date, time: ClockTime(hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60))
    }
}
