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

    public func check(_ context: ControlContext) -> [Finding] {
        let wheels = context.wheels
        // tvOS has no date picker to switch to.
        guard !wheels.isEmpty, context.platform != .tvOS else { return [] }
        let parts = wheels.map { Self.part(of: $0.model.values, locale: context.locale) }
        let found = Set(parts.compactMap { $0 })
        let dateParts = found.intersection([.month, .day, .year])
        let isDate = dateParts.count >= 2
        let isTime = found.contains(.hour) && (found.contains(.minute) || found.contains(.period))
        guard isDate || isTime, let first = zip(wheels, parts).first(where: { $0.1 != nil }) else { return [] }
        let named = parts.compactMap { $0?.rawValue }.joined(separator: ", ")
        let mode = isDate && isTime ? "dateAndTime" : isDate ? "date" : "time"
        return [Finding(
            at: first.0.wheel.values.range,
            "\(context.name) builds a \(isDate && isTime ? "date and time" : isDate ? "date" : "time") from wheels (\(named)); use a date picker",
            help: isDate
                ? "`kind: datePicker` with `mode: \(mode)` shows the parts in the locale's order and names, and knows each month's days"
                : "`kind: datePicker` with `mode: time` shows the locale's clock (`mode: countDownTimer` for a duration)")]
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
