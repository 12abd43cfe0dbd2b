import Foundation
import Spec
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The wall-clock "now" that `now` and `today` resolve against; pinned with `--now` for reproducible reports.
public struct ModelClock: Sendable, Hashable {
    /// The current date.
    public var date: CalendarDate
    /// The current time of day.
    public var time: ClockTime

    /// A clock pinned to a date and time.
    public init(date: CalendarDate, time: ClockTime) {
        self.date = date
        self.time = time
    }

    /// The machine's current local date and time, from the C library's clock and time zone (`TZ`, else the
    /// system's zone): the same date and time Foundation's Gregorian calendar gives, without making a calendar, which
    /// would cost a run that has no date picker some 1.7M instructions.
    public static func system() -> ModelClock {
        var now = time_t(Date().timeIntervalSince1970.rounded(.down))
        var local = tm()
        guard localtime_r(&now, &local) != nil else {
            let components = Calendar(identifier: .gregorian).dateComponents(in: TimeZone.current, from: Date())
            return ModelClock(date: CalendarDate(year: components.year ?? 2000, month: components.month ?? 1, day: components.day ?? 1),
                              time: ClockTime(hour: components.hour ?? 0, minute: components.minute ?? 0))
        }
        return ModelClock(date: CalendarDate(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday)),
                          time: ClockTime(hour: Int(local.tm_hour), minute: Int(local.tm_min)))
    }

    /// Reads `YYYY-MM-DDTHH:MM` (or a date alone, at midnight), as `--now` takes it.
    public init?(parsing text: String) {
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return nil }
        let dateFields = parts[0].split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard dateFields.count == 3, parts[0].count == 10, (1...12).contains(dateFields[1]),
              (1...CalendarDate.days(inMonth: dateFields[1], year: dateFields[0])).contains(dateFields[2])
        else { return nil }
        var time = ClockTime(hour: 0, minute: 0)
        if parts.count == 2 {
            let timeFields = parts[1].split(separator: ":", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard timeFields.count == 2, (0...23).contains(timeFields[0]), (0...59).contains(timeFields[1]) else { return nil }
            time = ClockTime(hour: timeFields[0], minute: timeFields[1])
        }
        self.init(date: CalendarDate(year: dateFields[0], month: dateFields[1], day: dateFields[2]), time: time)
    }

    /// A date expression of a spec, made concrete: missing parts come from the clock (a time alone is today at that time).
    public func resolve(_ expression: DateExpression) -> DateTimeValue {
        switch expression {
        case .now: return DateTimeValue(date: date, time: time)
        case .today: return DateTimeValue(date: date, time: ClockTime(hour: 0, minute: 0))
        case .fixed(let value):
            return DateTimeValue(date: value.date ?? date, time: value.time ?? (value.date == nil ? time : ClockTime(hour: 0, minute: 0)))
        }
    }
}

/// Day arithmetic on the proleptic Gregorian calendar, without time zones (the model works in wall-clock time).
public enum DayNumber {
    /// Days since 0001-01-01 (day 0).
    public static func of(_ date: CalendarDate) -> Int {
        date.dayNumber
    }

    /// The part of a resolved value a date picker's mode compares: the day in `date` mode, the time of day in
    /// `time` mode, both otherwise (so `now` and `today` are the same in `date` mode).
    public static func key(_ value: DateTimeValue, mode: DatePickerMode) -> Int {
        switch mode {
        case .date: return of(value.date ?? CalendarDate(year: 1, month: 1, day: 1))
        case .time, .countDownTimer: return value.time.map { $0.hour * 60 + $0.minute } ?? 0
        case .dateAndTime: return minutes(value)
        }
    }

    /// A resolved value written as the mode shows it: a date, a time, or both.
    public static func describe(_ value: DateTimeValue, mode: DatePickerMode) -> String {
        switch mode {
        case .date: return value.date?.description ?? value.description
        case .time, .countDownTimer: return value.time?.description ?? value.description
        case .dateAndTime: return value.description
        }
    }

    /// Minutes since 0001-01-01 00:00, for ordering resolved date-time values.
    public static func minutes(_ value: DateTimeValue) -> Int {
        of(value.date ?? CalendarDate(year: 1, month: 1, day: 1)) * 1440 + (value.time.map { $0.hour * 60 + $0.minute } ?? 0)
    }

    /// The date of a day number.
    public static func date(_ number: Int) -> CalendarDate {
        CalendarDate(dayNumber: number)
    }
}
