/// Reads the date and time forms of the spec format: `YYYY-MM-DD`, `HH:MM`, `YYYY-MM-DDTHH:MM`, and durations.
enum DateParsing {
    /// Why a date or time could not be read.
    enum Failure: Error, Equatable {
        /// The text has none of the accepted shapes.
        case shape
        /// The shape is right but a part is out of range ("month 13").
        case outOfRange(String)
    }

    /// A date, a time or a date-time.
    static func dateTime(_ text: String) -> Result<DateTimeValue, Failure> {
        if let written = Written(text) { return written.value }
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        switch parts.count {
        case 1 where text.contains("-"):
            return date(Substring(text)).map { DateTimeValue(date: $0) }
        case 1:
            return time(Substring(text)).map { DateTimeValue(time: $0) }
        case 2:
            return date(parts[0]).flatMap { date in time(parts[1]).map { DateTimeValue(date: date, time: $0) } }
        default:
            return .failure(.shape)
        }
    }

    /// `YYYY-MM-DD`, checked against the Gregorian calendar.
    static func date(_ text: Substring) -> Result<CalendarDate, Failure> {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
              let year = digits(fields[0]), let month = digits(fields[1]), let day = digits(fields[2])
        else { return .failure(.shape) }
        return checkedDate(year: year, month: month, day: day)
    }

    private static func checkedDate(year: Int, month: Int, day: Int) -> Result<CalendarDate, Failure> {
        guard (1...12).contains(month) else { return .failure(.outOfRange("month \(month) is not 1 to 12")) }
        let days = CalendarDate.days(inMonth: month, year: year)
        guard (1...days).contains(day) else {
            return .failure(.outOfRange("day \(day) is not in month \(month) of \(year), which has \(days) days"))
        }
        return .success(CalendarDate(year: year, month: month, day: day))
    }

    /// `HH:MM` (or `H:MM`) on a 24-hour clock.
    static func time(_ text: Substring) -> Result<ClockTime, Failure> {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2, (1...2).contains(fields[0].count), fields[1].count == 2,
              let hour = digits(fields[0]), let minute = digits(fields[1])
        else { return .failure(.shape) }
        return checkedTime(hour: hour, minute: minute)
    }

    private static func checkedTime(hour: Int, minute: Int) -> Result<ClockTime, Failure> {
        guard hour <= 23 else { return .failure(.outOfRange("hour \(hour) is not 0 to 23")) }
        guard minute <= 59 else { return .failure(.outOfRange("minute \(minute) is not 0 to 59")) }
        return .success(ClockTime(hour: hour, minute: minute))
    }

    /// The shapes specs write nearly always, read straight from their bytes: `YYYY-MM-DD`, `H:MM` or `HH:MM`, and
    /// the two joined by `T`. Anything else (nil here) is read field by field, with the same result for these.
    private struct Written {
        let value: Result<DateTimeValue, Failure>

        init?(_ text: String) {
            let bytes = Array(text.utf8.prefix(17))
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for index in range {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    guard digit <= 9 else { return nil }
                    value = value * 10 + Int(digit)
                }
                return value
            }
            func date() -> Result<CalendarDate, Failure>? {
                guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
                      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
                return DateParsing.checkedDate(year: year, month: month, day: day)
            }
            func time(from start: Int) -> Result<ClockTime, Failure>? {
                let colon = bytes.count - 3
                guard colon == start + 1 || colon == start + 2, bytes[colon] == UInt8(ascii: ":"),
                      let hour = number(start..<colon), let minute = number((colon + 1)..<bytes.count) else { return nil }
                return DateParsing.checkedTime(hour: hour, minute: minute)
            }
            guard text.utf8.count == bytes.count else { return nil }
            switch bytes.count {
            case 10:
                guard let date = date() else { return nil }
                value = date.map { DateTimeValue(date: $0) }
            case 4, 5:
                guard let time = time(from: 0) else { return nil }
                value = time.map { DateTimeValue(time: $0) }
            case 15, 16:
                guard bytes[10] == UInt8(ascii: "T"), let date = date(), let time = time(from: 11) else { return nil }
                value = date.flatMap { date in time.map { DateTimeValue(date: date, time: $0) } }
            default:
                return nil
            }
        }
    }

    /// `H:MM`, `HH:MM` or `H:MM:SS`, with an optional minus sign; hours are not capped (a rule checks them).
    static func duration(_ text: String) -> Result<CountdownDuration, Failure> {
        var body = Substring(text)
        let negative = body.first == "-"
        if negative { body = body.dropFirst() }
        let fields = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(fields.count), !fields[0].isEmpty, fields[0].count <= 6,
              fields.dropFirst().allSatisfy({ $0.count == 2 }),
              let hours = digits(fields[0]), let minutes = digits(fields[1])
        else { return .failure(.shape) }
        let seconds = fields.count == 3 ? digits(fields[2]) : 0
        guard let seconds else { return .failure(.shape) }
        guard minutes <= 59 else { return .failure(.outOfRange("minutes \(minutes) are not 00 to 59")) }
        guard seconds <= 59 else { return .failure(.outOfRange("seconds \(seconds) are not 00 to 59")) }
        let total = hours * 3600 + minutes * 60 + seconds
        return .success(CountdownDuration(seconds: negative ? -total : total))
    }

    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }
}
