import PickerModel
import Spec

/// `date-range`: a minimum after the maximum leaves nothing to pick; the platform then ignores both.
public struct DateRangeRule: ControlRule {
    public static let description = RuleDescription(
        id: "date-range", title: "The minimum date comes before the maximum", defaultSeverity: .error)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        // A countdown has no dates; `ignored-setting` reports bounds there.
        guard let datePicker = context.control.datePicker, datePicker.effectiveMode != .countDownTimer,
              let minimum = datePicker.minimumDate, let maximum = datePicker.maximumDate
        else { return [] }
        let mode = datePicker.effectiveMode
        let low = context.clock.resolve(minimum.value)
        let high = context.clock.resolve(maximum.value)
        // Only the part the mode shows counts: `now` and `today` are the same day in `date` mode.
        // Moments (Interface Builder's dates) are compared whole, as the platform does.
        let comparedAs = datePicker.datesAreMoments ? .dateAndTime : mode
        guard DayNumber.key(low, mode: comparedAs) > DayNumber.key(high, mode: comparedAs) else { return [] }
        let utc = datePicker.datesAreMoments ? " UTC" : ""
        return [Finding(
            at: minimum.range,
            "minimumDate \(minimum.value)\(utc) of \(context.name) is after its maximumDate \(maximum.value)\(utc); the platform ignores both",
            help: "swap them, or correct the one that is wrong")]
    }
}
