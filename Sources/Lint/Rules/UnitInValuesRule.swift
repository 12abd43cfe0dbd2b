import Spec
import YAML

/// `unit-in-values`: every value repeating the same unit ("5 min", "10 min") is noise; say it once, in the bar.
public struct UnitInValuesRule: ControlRule {
    public static let description = RuleDescription(
        id: "unit-in-values", title: "A unit is said once, not in every value", defaultSeverity: .warning)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        let language = WrittenQuantity.language(of: context.screen.effectiveLocale)
        return context.wheels.compactMap { wheel in
            guard case .list(let values) = wheel.wheel.values.value, values.count >= 2,
                  let unit = Self.sharedUnit(values.map(\.value.text), language: language)
            else { return nil }
            return Finding(
                at: wheel.wheel.values.range,
                "every value of \(wheel.name) repeats the unit “\(unit)”",
                help: "give the numbers as values and the unit once: `unit: \(Self.yamlText(unit))`, drawn in the selection bar",
                fix: Self.fix(wheel.wheel, values, unit: unit, language: language))
        }
    }

    /// The numbers as values (and as the default), and `unit:` said once; none when the wheel has a unit already.
    static func fix(_ wheel: Wheel, _ values: [Located<PickerValue>], unit: String, language: String?) -> Fix? {
        guard wheel.unit == nil else { return nil }
        var edits: [TextEdit] = []
        for value in values {
            guard let quantity = WrittenQuantity(value.value.text) else { return nil }
            edits.append(TextEdit(value.range, .text(quantity.yamlNumber)))
        }
        // A default with the unit becomes its number; one without (a typo `default-not-in-values` reports) stays.
        if let defaultValue = wheel.defaultValue, let quantity = WrittenQuantity(defaultValue.value.text),
           let written = quantity.unit(language: language), !written.isEmpty {
            edits.append(TextEdit(defaultValue.range, .text(quantity.yamlNumber)))
        }
        edits.append(TextEdit(SourceRange(at: wheel.values.range.start), .entryBeforeKey("unit: " + yamlText(unit))))
        // Safe when every value is its number then this unit, which the bar draws after the number; a suggestion otherwise.
        return Fix("give the numbers as values and `unit: \(unit)`", edits: edits,
                   applicability: Self.applicability(movingUnit: unit, outOf: values, default: wheel.defaultValue, language: language))
    }

    /// A unit as a YAML scalar: plain when it is letters alone, else double-quoted (`"%"`, `"°C"`).
    static func yamlText(_ unit: String) -> String {
        if !unit.isEmpty, unit.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) { return unit }
        return "\"" + unit.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The unit every text writes after its number ("5 min" → "min", "10%" → "%"), if they all write one
    /// (`WrittenQuantity.unit` says what counts); singular and plural count as one unit ("1 hour", "2 hours").
    static func sharedUnit(_ texts: [String], language: String? = nil) -> String? {
        let units = texts.map { WrittenQuantity($0)?.unit(language: language) }
        guard let first = units.first, let unit = first, !unit.isEmpty else { return nil }
        guard units.allSatisfy({ $0.map(singular) == singular(unit) }) else { return nil }
        // Name the unit as most values write it; of spellings as common, the first written (never hash order,
        // which changes from run to run).
        let spellings = units.compactMap { $0 }
        let counts = Dictionary(grouping: spellings, by: { $0 }).mapValues(\.count)
        var best = unit
        for spelling in spellings where counts[spelling, default: 0] > counts[best, default: 0] { best = spelling }
        return best
    }

    /// "hours" and "hour" are one unit (a word of three letters or more ending in "s").
    static func singular(_ unit: String) -> String {
        unit.count > 2 && unit.hasSuffix("s") ? String(unit.dropLast()) : unit
    }
}
