import Spec
import Source

/// `unit-in-values`: every value repeating the same unit ("5 min", "10 min") is noise; say it once, in the bar.
public struct UnitInValuesRule: ControlRule {
    public static let description = RuleDescription(
        id: "unit-in-values", title: "A unit is said once, not in every value", defaultSeverity: .warning, fixes: .suggestion)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        guard !context.wheels.isEmpty else { return [] }
        let language = WrittenQuantity.language(of: context.screen.effectiveLocale)
        return context.wheels.compactMap { wheel in
            guard case .list(let values) = wheel.wheel.values.value, values.count >= 2,
                  let unit = WrittenQuantity.sharedUnit(values.map(\.value.text), language: language)
            else { return nil }
            return Finding(
                at: wheel.wheel.values.range,
                "every value of \(wheel.name) repeats the unit “\(unit)”",
                help: "give the numbers as values and the unit once: \(context.wording.setting(.unit, unit)), drawn in the selection bar",
                fix: Self.fix(wheel.wheel, values, unit: unit, language: language))
        }
    }

    /// The numbers as values (and as the default), and `unit:` said once; none when the wheel has a unit already.
    static func fix(_ wheel: Wheel, _ values: [Located<PickerValue>], unit: String, language: String?) -> Fix? {
        guard wheel.unit == nil else { return nil }
        var edits: [TextEdit] = []
        for value in values {
            guard let quantity = WrittenQuantity(value.value.text) else { return nil }
            edits.append(TextEdit(value.range, .number(quantity.plainNumber)))
        }
        // A default with the unit becomes its number; one without (a typo `default-not-in-values` reports) stays.
        if let defaultValue = wheel.defaultValue, let quantity = WrittenQuantity(defaultValue.value.text),
           let written = quantity.unit(language: language), !written.isEmpty {
            edits.append(TextEdit(defaultValue.range, .number(quantity.plainNumber)))
        }
        edits.append(TextEdit(SourceRange(at: wheel.values.range.start), .newSetting(key: SettingKey.unit.rawValue, value: unit)))
        // A suggestion: the rows lose their unit and the selection bar gains it, so the screen changes.
        return Fix("give the numbers as values and `unit: \(unit)`", edits: edits, applicability: .unsafe)
    }
}
