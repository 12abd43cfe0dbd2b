import Spec

// Kept apart from the rule's detection, which changes on its own: this only decides whether its fix is safe.
extension UnitInValuesRule {
    /// Whether taking a unit out of the values and saying it once in `unit:` is safe. The selection bar draws the unit
    /// after the number, so the fix is safe only when every value already reads as its number then the unit (or the
    /// unit's singular or plural), with nothing else dropped, and the unit is a plain word or symbol. Otherwise it is a
    /// suggestion: a unit written before the number (`$5`) would change sides; a currency sign, decimal separator or
    /// sign in the unit is part of how the number reads (`5.- €`, `5. Platz`), which one label cannot say.
    static func applicability(movingUnit unit: String, outOf values: [Located<PickerValue>],
                              default defaultValue: Located<PickerValue>?) -> Fix.Applicability {
        let numberMarks = ".,+-−±٫٬"
        if unit.isEmpty || unit.unicodeScalars.contains(where: {
            $0.properties.generalCategory == .currencySymbol || numberMarks.unicodeScalars.contains($0)
        }) {
            return .unsafe
        }
        // The default is rewritten too when it has a number and a unit; it must lose no more than the values do.
        let rewritten = values + [defaultValue].compactMap { $0 }.filter { split($0.value.text) != nil && numberText($0.value.text) != nil }
        return rewritten.allSatisfy { reads($0.value.text, asNumberThen: unit) } ? .safe : .unsafe
    }

    /// Whether a text is a number at its start (an optional sign, digits with separators between them) followed by
    /// the unit, so removing the unit leaves exactly the number the fix writes.
    private static func reads(_ text: String, asNumberThen unit: String) -> Bool {
        let scalars = Array(text.trimmingWhitespace.unicodeScalars)
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        var index = 0
        if index < scalars.count, "+-−".unicodeScalars.contains(scalars[index]) { index += 1 }
        guard index < scalars.count, isDigit(scalars[index]) else { return false }
        while index < scalars.count, isDigit(scalars[index]) || scalars[index] == "." || scalars[index] == "," { index += 1 }
        // A separator last is no part of a number (`5.` is an ordinal in German): the fix would drop it.
        guard isDigit(scalars[index - 1]) else { return false }
        let rest = String(String.UnicodeScalarView(scalars[index...]))
        // A word needs a space before it to be a unit, as the rule reads values ("5 min", not "2XL").
        if rest.unicodeScalars.contains(where: { $0.properties.isAlphabetic }), rest.first?.isWhitespace != true { return false }
        return singular(rest.trimmingWhitespace) == singular(unit)
    }

    /// "hours" and "hour" are one unit, as the rule counts them (a word of three letters or more ending in "s").
    private static func singular(_ unit: String) -> String {
        unit.count > 2 && unit.hasSuffix("s") ? String(unit.dropLast()) : unit
    }
}
