import PickerModel
import Spec

/// `date-range`: a minimum after the maximum leaves nothing to pick; the platform then ignores both.
public struct DateRangeRule: ControlRule {
    public static let description = RuleDescription(
        id: "date-range", title: "The minimum date comes before the maximum", defaultSeverity: .error)

    public init() {}

    /// Reads the dates as written, resolved by the clock; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        // A countdown has no dates; `ignored-setting` reports bounds there.
        guard let datePicker = context.control.datePicker, datePicker.effectiveMode != .countDownTimer,
              let minimum = datePicker.minimumDate, let maximum = datePicker.maximumDate
        else { return [] }
        let low = context.clock.resolve(minimum.value)
        let high = context.clock.resolve(maximum.value)
        // Only the part the mode shows counts (`now` and `today` are the same day in `date` mode), except for moments,
        // which the platform compares whole.
        let mode = datePicker.comparedMode
        guard DayNumber.key(low, mode: mode) > DayNumber.key(high, mode: mode) else { return [] }
        let utc = datePicker.datesAreMoments ? " UTC" : ""
        return [Finding(
            at: minimum.range,
            "minimumDate \(minimum.value)\(utc) of \(context.name) is after its maximumDate \(maximum.value)\(utc); the platform ignores both",
            help: "swap them, or correct the one that is wrong")]
    }
}
