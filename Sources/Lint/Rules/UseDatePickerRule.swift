import PickerModel
import Spec

/// `use-date-picker`: a generic picker rebuilding a date or a time should be a date picker, which knows the
/// locale's order, its names, and how many days each month has.
public struct UseDatePickerRule: ControlRule {
    public static let description = RuleDescription(
        id: "use-date-picker", title: "Dates and times use a date picker", defaultSeverity: .warning)

    public init() {}

    /// What a wheel of a generic picker looks like, as a part of a date or time.
    enum Part: String {
        case month, day, year, hour, minute, period
    }

    /// What a generic picker's wheels rebuild.
    struct Rebuilt {
        enum Kind: String {
            case date, time, dateAndTime = "date and time", duration
        }

        var kind: Kind
        /// The part each wheel is, left to right (nil for a wheel that is none).
        var parts: [Part?]
    }

    public func check(_ context: ControlContext) -> [Finding] {
        // tvOS has no date picker to switch to.
        guard context.platform.hasDatePicker, let rebuilt = Self.rebuilt(context),
              let first = zip(context.wheels, rebuilt.parts).first(where: { $0.1 != nil }) else { return [] }
        let platform = context.platform
        // Where the date picker has no countdown mode, hours and minutes on a generic picker are the duration
        // control itself, as `platform-control` advises for a countdown there.
        if rebuilt.kind == .duration && !platform.hasCountdownDatePicker { return [] }
        // A duration's wheels are named as a countdown's are in reports: `hours`, `minutes`.
        let named = rebuilt.parts.compactMap { $0.map { rebuilt.kind == .duration ? $0.rawValue + "s" : $0.rawValue } }
            .joined(separator: ", ")
        let help: String
        switch rebuilt.kind {
        case .date:
            help = "`kind: datePicker` with `mode: date` shows the parts in the locale's order and names, and knows each month's days"
        case .dateAndTime where !platform.hasDateAndTimeDatePicker:
            help = "two date pickers, `mode: date` and `mode: time`: a \(platform.rawValue) date picker shows a date or a time, not both"
        case .dateAndTime:
            help = "`kind: datePicker` with `mode: dateAndTime` shows the parts in the locale's order and names, and knows each month's days"
        case .time where platform.hasCountdownDatePicker:
            help = "`kind: datePicker` with `mode: time` shows the locale's clock (`mode: countDownTimer` for a duration)"
        case .time:
            help = "`kind: datePicker` with `mode: time` shows the locale's clock; for a duration keep the wheels and label them "
                + "(`unit: hours`, `unit: min`), as \(platform.rawValue) has no countdown date picker"
        case .duration:
            help = "`kind: datePicker` with `mode: countDownTimer` shows hours and minutes with their labels, up to 23 h 59 min"
        }
        let picker = rebuilt.kind == .duration ? "a countdown date picker" : "a date picker"
        return [Finding(
            at: first.0.wheel.values.range,
            "\(context.name) builds a \(rebuilt.kind.rawValue) from wheels (\(named)); use \(picker)",
            help: help)]
    }

    /// What the wheels of a generic picker rebuild, if anything: two of month, day and year are a date; an hour
    /// with a minute or an AM/PM wheel is a time; an hour and a minute with no AM/PM wheel but with unit labels
    /// ("hours", "min", as a countdown labels them) are a duration, since a clock's wheels carry no units.
    static func rebuilt(_ context: ControlContext) -> Rebuilt? {
        let wheels = context.wheels
        guard !wheels.isEmpty else { return nil }
        let parts = wheels.map { part(of: $0.model.values, locale: context.locale) }
        let found = Set(parts.compactMap { $0 })
        let isDate = found.intersection([.month, .day, .year]).count >= 2
        let isTime = found.contains(.hour) && (found.contains(.minute) || found.contains(.period))
        if isDate { return Rebuilt(kind: isTime ? .dateAndTime : .date, parts: parts) }
        guard isTime else { return nil }
        let labelled = zip(wheels, parts).contains { wheel, part in
            (part == .hour || part == .minute) && !(wheel.model.unit ?? "").isEmpty
        }
        let duration = labelled && found.contains(.minute) && !found.contains(.period)
        return Rebuilt(kind: duration ? .duration : .time, parts: parts)
    }

    /// Which date or time part a wheel's values are, if any.
    static func part(of values: WheelValueList, locale: LocaleData) -> Part? {
        // Only values the spec lists or ranges can rebuild a date; named and run-time sources cannot.
        switch values {
        case .listed, .arithmetic: break
        case .named, .runtime, .computed: return nil
        }
        guard let count = values.count, count >= 2, count <= 400 else { return nil }
        let texts = (0..<count).compactMap { values.value(at: $0)?.text }
        let lowered = Set(texts.map { $0.lowercased() })
        if count >= 6, count <= 24, lowered.isSubset(of: locale.monthNameSet) { return .month }
        if count == 2, lowered.isSubset(of: locale.periodSet) { return .period }
        let numbers = texts.compactMap { Int($0) }
        guard numbers.count == texts.count, let low = numbers.min(), let high = numbers.max() else { return nil }
        // Values can be anything an Int holds (-9223372036854775808 and 9223372036854775807 in one wheel): a span
        // that overflows is no date part.
        let (span, overflow) = high.subtractingReportingOverflow(low)
        guard !overflow else { return nil }
        let consecutive = span == count - 1 && Set(numbers).count == count
        if consecutive, low == 1, (28...31).contains(high) { return .day }
        if consecutive, low >= 1000, high <= 9999, count >= 3 { return .year }
        if consecutive, (low == 1 && high == 12) || (low == 0 && high == 11) || (low == 0 && high == 23) || (low == 1 && high == 24) {
            return .hour
        }
        // Minutes: 0 to 59 in a step that divides an hour (written "00" or "0").
        // `low` is 0 and `high` fits the span, so these differences cannot overflow.
        if low == 0, let step = numbers.count > 1 ? numbers[1] - numbers[0] : nil,
           step > 0, 60 % step == 0, numbers == Array(stride(from: 0, to: 60, by: step)) {
            return .minute
        }
        return nil
    }
}
