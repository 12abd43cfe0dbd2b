import Source
import YAML

/// A date picker (`kind: datePicker`).
public struct DatePicker: Sendable {
    /// What it picks, if given.
    public var mode: Located<DatePickerMode>?
    /// How it is drawn, if given.
    public var style: Located<DatePickerStyle>?
    /// The step of the minute wheel, if given.
    public var minuteInterval: Located<Int>?
    /// The value selected at first, if given (`null` is a blank picker).
    public var defaultValue: Located<DateDefault>?
    /// The earliest selectable date or time, if given.
    public var minimumDate: Located<DateExpression>?
    /// The latest selectable date or time, if given.
    public var maximumDate: Located<DateExpression>?
    /// The starting duration of a countdown timer, if given.
    public var countDownDuration: Located<CountdownDuration>?
    /// Whether it selects a range of dates, if given.
    public var selectsRange: Located<Bool>?
    /// A unit label, which a date picker ignores, if given.
    public var unit: Located<String>?
    /// A locale fixed on the picker itself (Interface Builder's `<locale key="locale">`), if any: the picker then
    /// shows that locale's order, names and clock, whatever the person's settings.
    public var locale: Located<String>?
    /// Whether the dates are moments (Interface Builder stores seconds since 2001 in UTC), which a person sees in
    /// their own time zone, rather than the wall-clock dates and times a spec writes. Rules then compare whole
    /// moments and judge minutes only as far as every time zone agrees.
    public var datesAreMoments = false

    /// Creates a date picker.
    public init(mode: Located<DatePickerMode>? = nil, style: Located<DatePickerStyle>? = nil,
                minuteInterval: Located<Int>? = nil, defaultValue: Located<DateDefault>? = nil,
                minimumDate: Located<DateExpression>? = nil, maximumDate: Located<DateExpression>? = nil,
                countDownDuration: Located<CountdownDuration>? = nil, selectsRange: Located<Bool>? = nil,
                unit: Located<String>? = nil, locale: Located<String>? = nil) {
        self.mode = mode
        self.style = style
        self.minuteInterval = minuteInterval
        self.defaultValue = defaultValue
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.countDownDuration = countDownDuration
        self.selectsRange = selectsRange
        self.unit = unit
        self.locale = locale
    }

    /// The mode in effect: `dateAndTime` when none is given.
    public var effectiveMode: DatePickerMode { mode?.value ?? .dateAndTime }
    /// The declared style: `automatic` when none is given.
    public var declaredStyle: DatePickerStyle { style?.value ?? .automatic }
    /// How its values are compared: by the parts the mode shows, or whole for moments (Interface Builder's dates),
    /// which the platform compares whole and whose day and time of day depend on the person's time zone.
    public var comparedMode: DatePickerMode { datesAreMoments ? .dateAndTime : effectiveMode }
    /// The minute interval in effect: 1 when none is given.
    public var effectiveMinuteInterval: Int { minuteInterval?.value ?? 1 }
}

/// A date picker's `default`: blank, or a date expression.
public enum DateDefault: Sendable, Hashable {
    /// `default: null`: the picker starts with no value.
    case blank
    /// A date, a time, a date-time, `now` or `today`.
    case date(DateExpression)
}

/// A point in time as a spec writes it: `now`, `today`, or fixed values.
public enum DateExpression: Sendable, Hashable, CustomStringConvertible {
    /// The current date and time of the (pinnable) clock.
    case now
    /// The current date of the clock, at midnight.
    case today
    /// A date, a time of day, or both.
    case fixed(DateTimeValue)

    public var description: String {
        switch self {
        case .now: return "now"
        case .today: return "today"
        case .fixed(let value): return value.description
        }
    }
}

/// A calendar date, a time of day, or both, as written in a spec.
public struct DateTimeValue: Sendable, Hashable, CustomStringConvertible {
    /// The date part, if any.
    public var date: CalendarDate?
    /// The time part, if any.
    public var time: ClockTime?

    /// Creates a date-time value; at least one part should be given.
    public init(date: CalendarDate? = nil, time: ClockTime? = nil) {
        self.date = date
        self.time = time
    }

    public var description: String {
        switch (date, time) {
        case let (date?, time?): return "\(date)T\(time)"
        case let (date?, nil): return date.description
        case let (nil, time?): return time.description
        case (nil, nil): return ""
        }
    }
}

/// A Gregorian calendar date.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    /// Creates a date; the decoder checks that it exists.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The number of days in a month of the Gregorian calendar.
    public static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 0001-01-01 (day 0) on the proleptic Gregorian calendar (the classic civil-from-days method,
    /// the year shifted to start in March so the leap day comes last).
    public var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let monthIndex = (month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 306
    }

    /// The date of a day number (days since 0001-01-01).
    public init(dayNumber: Int) {
        let shifted = dayNumber + 306
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(year: era * 400 + yearOfEra + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}

/// A time of day on a 24-hour clock.
public struct ClockTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int

    /// Creates a time; the decoder checks its ranges.
    public init(hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }

    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}

/// A countdown timer's duration, in seconds (negative when the spec says so).
public struct CountdownDuration: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The duration in seconds.
    public var seconds: Int

    /// Creates a duration.
    public init(seconds: Int) {
        self.seconds = seconds
    }

    public static func < (lhs: CountdownDuration, rhs: CountdownDuration) -> Bool { lhs.seconds < rhs.seconds }

    /// The longest countdown the platforms offer: 23 h 59 min.
    public static let maximum = CountdownDuration(seconds: 23 * 3600 + 59 * 60)

    /// `H:MM`, with `:SS` when there are seconds, and a minus sign when negative.
    public var description: String {
        let magnitude = seconds.magnitude
        let hours = magnitude / 3600
        let minutes = magnitude % 3600 / 60
        let rest = magnitude % 60
        var text = (seconds < 0 ? "-" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
        if rest != 0 { text += ":" + (rest < 10 ? "0" : "") + "\(rest)" }
        return text
    }
}
