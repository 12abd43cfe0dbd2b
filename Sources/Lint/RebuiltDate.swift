import PickerModel
import Spec

/// A date, a time or a duration that a generic picker's wheels rebuild (month, day and year wheels; hours and
/// minutes). `use-date-picker` reports such a picker, and `watch-long-list` leaves its date-part wheels alone.
struct RebuiltDate {
    /// What a wheel of a generic picker looks like, as a part of a date or time.
    enum Part: String {
        case month, day, year, hour, minute, period
    }

    enum Kind: String {
        case date, time, dateAndTime = "date and time", duration
    }

    var kind: Kind
    /// The part each wheel is, left to right (nil for a wheel that is none).
    var parts: [Part?]

    /// What the wheels of a generic picker rebuild, if anything: two of month, day and year are a date; an hour
    /// with a minute or an AM/PM wheel is a time; an hour and a minute with no AM/PM wheel but with unit labels
    /// ("hours", "min", as a countdown labels them) are a duration, since a clock's wheels carry no units.
    init?(_ context: ControlContext) {
        let wheels = context.wheels
        guard !wheels.isEmpty else { return nil }
        let parts = wheels.map { Self.part(of: $0.model.values, locale: context.locale) }
        // A handful of wheels: looked through, with no set built for each control.
        let found = { (part: Part) in parts.contains(part) }
        let isDate = [Part.month, .day, .year].filter(found).count >= 2
        let isTime = found(.hour) && (found(.minute) || found(.period))
        self.parts = parts
        if isDate {
            kind = isTime ? .dateAndTime : .date
            return
        }
        guard isTime else { return nil }
        let labelled = zip(wheels, parts).contains { wheel, part in
            (part == .hour || part == .minute) && !(wheel.model.unit ?? "").isEmpty
        }
        let duration = labelled && found(.minute) && !found(.period)
        kind = duration ? .duration : .time
    }

    /// Which date or time part a wheel's values are, if any.
    static func part(of values: WheelValueList, locale: LocaleData) -> Part? {
        // Only values the spec lists or ranges can rebuild a date; named and run-time sources cannot.
        switch values {
        case .listed, .arithmetic: break
        case .named, .runtime, .unknown, .computed: return nil
        }
        guard let count = values.count, count >= 2, count <= 400 else { return nil }
        // Names only on short wheels: a long range is read as numbers, never written out as texts.
        if count <= 24 {
            // Each test stops at the first value that fails it, and writes out no value past it: most wheels are
            // neither names nor whole numbers.
            func all(in names: Set<String>) -> Bool {
                (0..<count).allSatisfy { index in values.value(at: index).map { names.contains($0.text.lowercased()) } ?? true }
            }
            if count >= 6, all(in: locale.monthNameSet) { return .month }
            if count == 2, all(in: locale.periodSet) { return .period }
        }
        var numbers: [Int] = []
        numbers.reserveCapacity(count)
        if case .listed(let listed) = values {
            // Listed values are read where they are, as `integer(at:)` reads them, without copying each out.
            for value in listed {
                guard let number = Int(value.text) else { return nil }
                numbers.append(number)
            }
        } else {
            for index in 0..<count {
                guard let number = values.integer(at: index) else { return nil }
                numbers.append(number)
            }
        }
        guard let low = numbers.min(), let high = numbers.max() else { return nil }
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
