import PickerModel
import Spec

/// `countdown-limit`: a countdown timer runs from 0:00 to 23:59, never longer and never negative.
public struct CountdownLimitRule: ControlRule {
    public static let description = RuleDescription(
        id: "countdown-limit", title: "A countdown lasts at most 23 h 59 min", defaultSeverity: .error, fixes: .safe)

    public init() {}

    /// Reads the duration as written; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        guard let datePicker = context.control.datePicker, datePicker.effectiveMode == .countDownTimer,
              let duration = datePicker.countDownDuration
        else { return [] }
        // Seconds are dropped by the picker, so 23:59:30 still shows 23:59.
        let shown = duration.value.seconds / 60 * 60
        if duration.value.seconds < 0 {
            return [Finding(
                at: duration.range,
                "countDownDuration \(duration.value) of \(context.name) is negative",
                help: "a countdown starts from a duration between 0:01 and 23:59")]
        }
        if shown > CountdownDuration.maximum.seconds {
            // The longest duration the wheels show: 23:59, or less where the minutes step by an interval (23:45 by 15),
            // so the fixed duration is not then rounded in turn (`default-off-interval`).
            let longest = context.model?.countdown?.shown ?? CountdownDuration.maximum
            let onInterval = longest == CountdownDuration.maximum ? "" : ", the longest on its minute interval"
            return [Finding(
                at: duration.range,
                "countDownDuration \(duration.value) of \(context.name) is longer than a countdown timer can show (23:59)",
                help: "the hours wheel stops at 23: use \(longest)\(onInterval) at most, or pick an end time with a `dateAndTime` date picker",
                fix: Fix("use \(longest)\(onInterval)", edits: [TextEdit(duration.range, .value(longest.description,
                                                                                  number: String(longest.seconds)))],
                         // Safe: the longest the wheels can show, so no countdown this spec could mean is lost.
                         applicability: .safe))]
        }
        return []
    }
}
