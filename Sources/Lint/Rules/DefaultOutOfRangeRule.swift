import PickerModel
import Spec

/// `default-out-of-range`: a default before the minimum or after the maximum is moved by the platform.
public struct DefaultOutOfRangeRule: ControlRule {
    public static let description = RuleDescription(
        id: "default-out-of-range", title: "A default lies between the minimum and maximum dates", defaultSeverity: .error)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        guard let datePicker = context.control.datePicker, datePicker.effectiveMode != .countDownTimer,
              let written = datePicker.defaultValue, case .date(let expression) = written.value
        else { return [] }
        let mode = datePicker.effectiveMode
        let declared = context.clock.resolve(expression)
        let key = DayNumber.key(declared, mode: mode)
        let minimum = datePicker.minimumDate.map { context.clock.resolve($0.value) }
        let maximum = datePicker.maximumDate.map { context.clock.resolve($0.value) }
        // With the minimum after the maximum the platform ignores both; `date-range` reports that.
        if let minimum, let maximum, DayNumber.key(minimum, mode: mode) > DayNumber.key(maximum, mode: mode) { return [] }
        let violated: (side: String, bound: DateTimeValue)
        if let minimum, key < DayNumber.key(minimum, mode: mode) {
            violated = ("before its minimumDate", minimum)
        } else if let maximum, key > DayNumber.key(maximum, mode: mode) {
            violated = ("after its maximumDate", maximum)
        } else {
            return []
        }
        let byClock = expression == .now || expression == .today ? " (\(DayNumber.describe(declared, mode: mode)) by the clock)" : ""
        let bound = DayNumber.describe(violated.bound, mode: mode)
        return [Finding(
            at: written.range,
            "default \(expression)\(byClock) of \(context.name) is \(violated.side) \(bound); the picker starts at \(bound) instead",
            help: "choose a default between `minimumDate` and `maximumDate`")]
    }
}
