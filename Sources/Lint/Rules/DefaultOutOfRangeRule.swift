import PickerModel
import Spec

/// `default-out-of-range`: a default before the minimum or after the maximum is moved by the platform.
public struct DefaultOutOfRangeRule: ControlRule {
    public static let description = RuleDescription(
        id: "default-out-of-range", title: "A default lies between the minimum and maximum dates", defaultSeverity: .error)

    public init() {}

    /// Reads the default and bounds as written, and the date the model keeps within them; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        // The model clamps as the platform does (and not at all when the minimum comes after the maximum:
        // the platform then ignores both, which `date-range` reports); this rule says so for a written default.
        guard let datePicker = context.control.datePicker, datePicker.effectiveMode != .countDownTimer,
              let written = datePicker.defaultValue, case .date(let expression) = written.value,
              let dateDefault = context.model?.dateDefault, let bound = dateDefault.clampedTo, let declared = dateDefault.declared
        else { return [] }
        let mode = datePicker.comparedMode
        let utc = datePicker.datesAreMoments ? " UTC" : ""
        let side = bound.side == .minimum ? "before its minimumDate" : "after its maximumDate"
        let byClock = expression == .now || expression == .today ? " (\(DayNumber.describe(declared, mode: mode)) by the clock)" : ""
        let value = DayNumber.describe(bound.value, mode: mode) + utc
        return [Finding(
            at: written.range,
            "default \(expression)\(utc)\(byClock) of \(context.name) is \(side) \(value); the picker starts at \(value) instead",
            help: "choose a default between `minimumDate` and `maximumDate`")]
    }
}
