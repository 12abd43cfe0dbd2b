import PickerModel
import Spec

/// `minute-interval`: a date picker's minute interval must divide an hour and lie within 1...30.
public struct MinuteIntervalRule: ControlRule {
    public static let description = RuleDescription(
        id: "minute-interval", title: "The minute interval divides an hour evenly", defaultSeverity: .error, fixes: .suggestion)

    /// The intervals UIKit honours (the model's list); it silently shows every minute for any other.
    public static var validIntervals: [Int] { MinuteInterval.valid }

    public init() {}

    /// Reads the interval, mode and platform as written; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        // On macOS the interval has no effect at all; `ignored-setting` says so.
        guard context.platform != .macOS, let datePicker = context.control.datePicker, let interval = datePicker.minuteInterval,
              datePicker.effectiveMode != .date, // ignored there; `ignored-setting` says so
              !Self.validIntervals.contains(interval.value)
        else { return [] }
        let value = interval.value
        let why = value >= 1 && value <= 30 ? "does not divide 60 evenly" : "is outside 1 to 30"
        let list = Self.validIntervals.dropLast().map(String.init).joined(separator: ", ") + " or 30"
        // Today the platform shows every minute, so a written default or countdown shows as written; the fix keeps
        // it so, choosing an interval it lies on, or a later fix would round it to the new interval.
        let kept = Self.writtenMinutes(datePicker)
        let nearest = Self.nearest(to: value, keeping: kept)
        let keeping = kept.isEmpty || nearest == Self.nearest(to: value) ? "" : " that keeps the \(datePicker.effectiveMode == .countDownTimer ? "countdown" : "default") on it"
        return [Finding(
            at: interval.range,
            "minuteInterval \(value) of \(context.name) \(why); use \(list)",
            help: "the platform ignores any other interval and shows every minute; the nearest valid interval\(keeping) is \(nearest)",
            // A suggestion: the platform ignores this interval and shows every minute, so any valid interval but 1
            // changes the minutes the screen shows. The nearest valid one keeps the written default or countdown on it.
            fix: Fix("use \(nearest)", edits: [TextEdit(interval.range, .value(String(nearest)))], applicability: .unsafe))]
    }

    /// The minutes past the hour of the written default time and countdown duration, which an interval must divide
    /// for the picker to show them as written.
    static func writtenMinutes(_ datePicker: DatePicker) -> [Int] {
        var minutes: [Int] = []
        if case .date(.fixed(let value))? = datePicker.defaultValue?.value, let time = value.time { minutes.append(time.minute) }
        if datePicker.effectiveMode == .countDownTimer, let duration = datePicker.countDownDuration?.value {
            minutes.append((duration.seconds / 60) % 60)
        }
        return minutes
    }

    /// The valid interval nearest a value, ties going to the coarser one; with minutes to keep, the nearest of the
    /// intervals that divide them all (1 always does).
    public static func nearest(to value: Int, keeping minutes: [Int] = []) -> Int {
        // Any interval below 1 is nearest 1 and any above 60 nearest 30; held there, `Int.min` cannot overflow the distance.
        let value = min(max(value, 0), 61)
        let candidates = validIntervals.filter { interval in minutes.allSatisfy { $0 % interval == 0 } }
        return candidates.min { lhs, rhs in
            let left = abs(lhs - value), right = abs(rhs - value)
            return left == right ? lhs > rhs : left < right
        } ?? 1
    }
}
