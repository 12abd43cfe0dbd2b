import PickerModel
import Spec

/// `default-out-of-range`: a default before the minimum or after the maximum is moved by the platform.
public struct DefaultOutOfRangeRule: ControlRule {
    public static let description = RuleDescription(
        id: "default-out-of-range", title: "A default lies between the minimum and maximum dates", defaultSeverity: .error)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        guard let datePicker = context.control.datePicker, datePicker.effectiveMode != .countDownTimer,
              let written = datePicker.defaultValue, case .date(let expression) = written.value,
              let dateDefault = context.model?.dateDefault, dateDefault.clamped, let declared = dateDefault.declared
        else { return [] }
        let resolved = expression == .now || expression == .today ? " (\(declared) by the clock)" : ""
        let bound = datePicker.minimumDate.map { context.clock.resolve($0.value) } == dateDefault.shown ? "minimumDate" : "maximumDate"
        return [Finding(
            at: written.range,
            "default \(expression)\(resolved) of \(context.name) is outside its range; the picker starts at \(bound) \(dateDefault.shown) instead",
            help: "choose a default between `minimumDate` and `maximumDate`")]
    }
}
