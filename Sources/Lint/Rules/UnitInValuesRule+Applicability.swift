import Spec

// Kept apart from the rule's detection: this only decides whether its fix is safe.
extension UnitInValuesRule {
    /// Whether taking a unit out of the values and saying it once in `unit:` is safe. The selection bar draws the unit
    /// after the number, so the fix is safe only when every value it rewrites reads as nothing but its number then
    /// the unit (or the unit's singular or plural), and the unit is no currency sign, separator or sign, which are part
    /// of how a number reads (`5.- €`, `5. Platz`) and which one label cannot say. Otherwise it is a suggestion.
    static func applicability(movingUnit unit: String, outOf values: [Located<PickerValue>],
                              default defaultValue: Located<PickerValue>?, language: String?) -> Fix.Applicability {
        let numberMarks = ".,+-−±٫٬"
        if unit.isEmpty || unit.unicodeScalars.contains(where: {
            $0.properties.generalCategory == .currencySymbol || numberMarks.unicodeScalars.contains($0)
        }) {
            return .unsafe
        }
        // The default is rewritten too when it has a number and a unit; it must lose no more than the values do.
        let rewrittenDefault = defaultValue.flatMap { value in
            WrittenQuantity(value.value.text)?.unit(language: language).map { $0.isEmpty ? nil : value } ?? nil
        }
        let rewritten = values + [rewrittenDefault].compactMap { $0 }
        return rewritten.allSatisfy { value in
            guard let quantity = WrittenQuantity(value.value.text), quantity.before.isEmpty else { return false }
            return quantity.unit(language: language).map(WrittenQuantity.singular) == WrittenQuantity.singular(unit)
        } ? .safe : .unsafe
    }
}
