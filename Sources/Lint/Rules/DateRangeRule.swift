import PickerModel
import Spec

/// `date-range`: a minimum after the maximum leaves nothing to pick; the platform then ignores both.
public struct DateRangeRule: ControlRule {
    public static let description = RuleDescription(
        id: "date-range", title: "The minimum date comes before the maximum", defaultSeverity: .error)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        guard let datePicker = context.control.datePicker, let minimum = datePicker.minimumDate,
              let maximum = datePicker.maximumDate
        else { return [] }
        let low = context.clock.resolve(minimum.value)
        let high = context.clock.resolve(maximum.value)
        guard DayNumber.minutes(low) > DayNumber.minutes(high) else { return [] }
        return [Finding(
            at: minimum.range,
            "minimumDate \(minimum.value) of \(context.name) is after its maximumDate \(maximum.value); the platform ignores both",
            help: "swap them, or correct the one that is wrong")]
    }
}
