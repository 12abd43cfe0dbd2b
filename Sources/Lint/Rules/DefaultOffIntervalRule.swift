import PickerModel
import Spec

/// `default-off-interval`: a default time, or a countdown's duration, between the wheel's minutes is shown rounded,
/// not as the spec says.
public struct DefaultOffIntervalRule: ControlRule {
    public static let description = RuleDescription(
        id: "default-off-interval", title: "A default time is on the minute interval", defaultSeverity: .warning, fixes: .safe)

    public init() {}

    /// Reads the default and interval as written, and the time the model rounds it to; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        if context.control.datePicker?.effectiveMode == .countDownTimer { return countdown(context) }
        // Only a time written in the spec: `now` is wherever the clock is, and the platform rounds it for everyone.
        // macOS date pickers have no minute interval (`ignored-setting` says so).
        guard context.platform != .macOS, let datePicker = context.control.datePicker, datePicker.effectiveMode.hasTime,
              let written = datePicker.defaultValue, case .date(.fixed(let value)) = written.value, value.time != nil,
              let dateDefault = context.model?.dateDefault, dateDefault.roundedToInterval, !dateDefault.clamped,
              let shown = dateDefault.shown.time
        else { return [] }
        let interval = MinuteInterval.effective(datePicker.effectiveMinuteInterval)
        if datePicker.datesAreMoments {
            // Interface Builder stores a moment, shown in each person's time zone: said in UTC, with no fix, since
            // which time the author meant depends on the zone they set it in.
            return [Finding(
                at: written.range,
                "default \(value) UTC of \(context.name) is not on its \(interval)-minute interval in any time zone; the picker rounds it down",
                help: "set a time on the interval in the Date field of the attributes inspector")]
        }
        return [Finding(
            at: written.range,
            "default \(value) of \(context.name) is not on its \(interval)-minute interval; the picker shows \(shown)",
            help: "use a time on the interval, such as \(shown)",
            // Safe: it writes the time the picker already shows, so the screen stays as it is.
            fix: Fix("use \(shown), as the picker shows", edits: [
                TextEdit(written.range, .value(DateTimeValue(date: value.date, time: shown).description)),
            ], applicability: .safe))]
    }

    /// A countdown's duration whose whole minutes the model rounds down to the interval. A duration past the limits
    /// is `countdown-limit`'s, and seconds alone, which the picker drops, are `ignored-setting`'s.
    func countdown(_ context: ControlContext) -> [Finding] {
        guard let duration = context.control.datePicker?.countDownDuration, let countdown = context.model?.countdown,
              countdown.roundedToInterval, !countdown.clamped,
              let interval = context.control.datePicker.map({ MinuteInterval.effective($0.effectiveMinuteInterval) })
        else { return [] }
        let shown = countdown.shown
        let next = CountdownDuration(seconds: shown.seconds + interval * 60)
        let choices = next <= CountdownDuration.maximum ? "\(shown) or \(next)" : "\(shown)"
        return [Finding(
            at: duration.range,
            "countDownDuration \(duration.value) of \(context.name) is not on its \(interval)-minute interval; the picker shows \(shown)",
            help: "use a duration on the interval, such as \(choices), or a finer `minuteInterval` if the exact minute matters",
            // Safe: it writes the duration the picker already shows, so the screen stays as it is.
            fix: Fix("use \(shown), as the picker shows", edits: [
                TextEdit(duration.range, .value(shown.description, number: String(shown.seconds))),
            ], applicability: .safe))]
    }
}
