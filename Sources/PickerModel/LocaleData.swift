import Foundation
import Spec
import Synchronization

/// What a locale says about date pickers, read from Foundation's (ICU's) locale data, never from a table of our own.
public final class LocaleData: Sendable {
    /// A date field of the date wheels.
    public enum DateField: String, Sendable, Hashable {
        case year, month, day
    }

    /// The locale identifier.
    public let identifier: String
    /// Whether the locale uses a 12-hour clock with an AM/PM wheel.
    public var uses12HourClock: Bool { clock.value.uses12HourClock }
    /// Whether 12-hour clocks count 0-11 (`K`) rather than 1-12 (`h`).
    public var hoursFromZero: Bool { clock.read { $0.hourField.letter } == "K" }
    /// Whether a 24-hour clock counts 1-24 (`k`) rather than 0-23 (`H`).
    public var hoursToTwentyFour: Bool { clock.read { $0.hourField.letter } == "k" }
    /// Whether hours are written with two digits ("09").
    public var twoDigitHours: Bool { clock.value.hourField.width >= 2 }
    /// Whether the AM/PM wheel comes before the hours (as in zh_TW and ko_KR).
    public var periodFirst: Bool { clock.value.periodFirst }
    /// The year, month and day wheels in the locale's order.
    public var dateOrder: [DateField] { dateFields.read { $0.order } }
    /// Text the locale writes right after a field, kept on that field's wheel ("年", "日" in Japanese).
    public var fieldSuffixes: [DateField: String] { dateFields.read { $0.suffixes } }
    /// Month names as they stand alone ("January", "Januar", "1月").
    public var monthNames: [String] { names.read { $0.monthNames } }
    /// The AM and PM symbols.
    public var periodSymbols: [String] { names.read { $0.periodSymbols } }
    /// The word for today, capitalised as a label ("Today", "Heute", "今日").
    public var today: String { todayWord.value }
    /// The hour wheel's labels, by hour of the day (0-23), in the locale's digits and clock.
    public var hourLabels: [String] { timeLabels.read { $0.hours } }
    /// The minute wheel's labels, 00 to 59.
    public var minuteLabels: [String] { timeLabels.read { $0.minutes } }
    /// The day wheel's labels, 1 to 31, with the locale's suffix.
    public var dayLabels: [String] { dayWheel.value }
    /// The locale's ten digits, for years and other numbers.
    public var digits: [String] { localDigits.value }
    /// The numbers 1 to 31 in the locale's digits, as a calendar's days are labelled (made once, not for every month).
    public var calendarDayNumbers: [String] { calendarNumbers.value }
    /// The pattern of a calendar-day label on a dateAndTime wheel ("EEE, MMM d" in en_US).
    var dayPattern: [Token] { dayTokens.value }
    /// Abbreviated weekday names, Sunday first, and abbreviated month names, for calendar-day labels.
    public var weekdayShortNames: [String] { names.read { $0.weekdayShortNames } }
    public var monthShortNames: [String] { names.read { $0.monthShortNames } }
    /// Full weekday names, Sunday first ("Sunday", "Sonntag").
    public var weekdayNames: [String] { names.read { $0.weekdayNames } }
    /// Every month name, full and short, lowercased: for recognising a month wheel.
    public var monthNameSet: Set<String> { names.read { $0.monthNameSet } }
    /// The AM/PM symbols, lowercased, with the English forms.
    public var periodSet: Set<String> { names.read { $0.periodSet } }
    /// The locale's month and weekday names as sequences (full and short), each word's position, lowercased.
    public var nameSequences: [NameSequence] { names.read { $0.nameSequences } }
    /// The locale's decimal separator ("," in de_DE).
    public var decimalSeparator: Character { separator.value }
    /// How the locale writes the numbers the model makes: its decimal separator and digits.
    public var numerals: Numerals { numeralsValue.value }
    /// How the locale writes whole numbers (a countdown's hours and minutes): its digits. They have no decimal
    /// separator, so none is looked up, which would open an ICU number formatter (some 1M instructions).
    var wholeNumerals: Numerals { wholeNumbers.value }
    /// The first day of the locale's week, 0 for Sunday (a calendar month's first column).
    public var firstWeekday: Int { (calendar.firstWeekday + 6) % 7 }
    /// Whether the locale's script runs right to left (Arabic, Hebrew, Persian, Urdu): a calendar's weeks then
    /// start at the right.
    public var isRightToLeft: Bool { rightToLeft.value }

    let locale: Locale
    /// The Gregorian calendar in the locale, in UTC. Made the first time it is asked for: a screen of plain pickers
    /// needs none, and the first calendar a process makes costs some 1.7M instructions.
    var calendar: Calendar { calendarValue.value }

    // Each group of fields is read from ICU the first time one of them is asked for: a DateFormatter, a number
    // formatter or the calendar's symbols cost far more than the rest of a one-file run, and most screens need
    // only a few fields (a screen of plain pickers no date formatter at all).
    private let calendarValue: Lazy<Calendar>
    private let clock: Lazy<Clock>
    private let timeLabels: Lazy<(hours: [String], minutes: [String])>
    private let dateFields: Lazy<(order: [DateField], suffixes: [DateField: String])>
    private let names: Lazy<Names>
    private let todayWord: Lazy<String>
    private let localDigits: Lazy<[String]>
    private let dayWheel: Lazy<[String]>
    private let dayTokens: Lazy<[Token]>
    private let separator: Lazy<Character>
    private let numeralsValue: Lazy<Numerals>
    private let collationLocale: Lazy<CollationLocale>
    private let calendarNumbers: Lazy<[String]>
    private let wholeNumbers: Lazy<Numerals>
    /// Read once: Foundation finds the script's direction anew on every call (some 12K instructions), and every
    /// calendar month a date picker shows asks.
    private let rightToLeft: Lazy<Bool>

    /// The locale's clock, from its hour-and-minute pattern.
    private struct Clock: Sendable {
        var hourField: Field
        var uses12HourClock: Bool
        var periodFirst: Bool
    }

    /// The calendar's names of months, weekdays and periods, and what is looked up in them.
    private struct Names: Sendable {
        var monthNames, monthShortNames, weekdayNames, weekdayShortNames, periodSymbols: [String]
        var monthNameSet, periodSet: Set<String>
        var nameSequences: [NameSequence]
    }

    /// Reads a locale's data; unknown identifiers fall back as Foundation falls back (to the root locale's data).
    public init(_ identifier: String) {
        self.identifier = identifier
        let locale = Locale(identifier: identifier)
        self.locale = locale
        let calendarValue = Lazy {
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            return calendar
        }
        self.calendarValue = calendarValue

        let clock = Lazy {
            let hourFormat = Self.fields(DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "HH:mm")
            let hourField = hourFormat.first { "hHkK".contains($0.letter) } ?? Field(letter: "H", width: 2)
            let periodIndex = hourFormat.firstIndex { $0.letter == "a" || $0.letter == "b" || $0.letter == "B" }
            let hourIndex = hourFormat.firstIndex { "hHkK".contains($0.letter) }
            return Clock(hourField: hourField, uses12HourClock: hourField.letter == "h" || hourField.letter == "K",
                         periodFirst: periodIndex.map { $0 < (hourIndex ?? 0) } ?? false)
        }
        self.clock = clock
        let dateFields = Lazy {
            let tokens = Self.tokens(DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y")
            var order: [DateField] = []
            var suffixes: [DateField: String] = [:]
            for (index, token) in tokens.enumerated() {
                guard case .field(let field) = token, let dateField = Self.dateField(field.letter), !order.contains(dateField) else { continue }
                order.append(dateField)
                // A literal made of letters right after a field belongs to that field's wheel (ja: 2026年, 24日).
                // Only text written against the field, not a separate word ("d 'de' MMMM" in Spanish).
                if index + 1 < tokens.count, case .literal(let literal) = tokens[index + 1], literal.first?.isWhitespace == false {
                    let text = literal.trimmingCharacters(in: .whitespaces)
                    if !text.isEmpty, text.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) {
                        suffixes[dateField] = text
                    }
                }
            }
            for field in [DateField.month, .day, .year] where !order.contains(field) { order.append(field) }
            return (order: order, suffixes: suffixes)
        }
        self.dateFields = dateFields
        names = Lazy {
            let calendar = calendarValue.value
            let amPM = [calendar.amSymbol, calendar.pmSymbol]
            return Names(
                monthNames: calendar.standaloneMonthSymbols, monthShortNames: calendar.shortMonthSymbols,
                weekdayNames: calendar.standaloneWeekdaySymbols, weekdayShortNames: calendar.shortWeekdaySymbols,
                periodSymbols: amPM,
                monthNameSet: Set((calendar.standaloneMonthSymbols + calendar.shortMonthSymbols + calendar.monthSymbols).map { $0.lowercased() }),
                periodSet: Set(amPM.map { $0.lowercased() } + ["am", "pm", "a.m.", "p.m."]),
                nameSequences: [
                    NameSequence("month", calendar.standaloneMonthSymbols), NameSequence("month", calendar.shortMonthSymbols),
                    NameSequence("weekday", calendar.standaloneWeekdaySymbols), NameSequence("weekday", calendar.shortWeekdaySymbols),
                ])
        }
        todayWord = Lazy {
            var relative = Date.RelativeFormatStyle(presentation: .named, unitsStyle: .wide, locale: locale, calendar: calendarValue.value,
                                                    capitalizationContext: .beginningOfSentence)
            relative.allowedFields = [.day]
            // The current instant, relative to itself, is "today" in the locale's words; no clock is read for meaning.
            return relative.format(Date())
        }
        let localDigits = Lazy {
            let digitFormatter = NumberFormatter()
            digitFormatter.locale = locale
            digitFormatter.usesGroupingSeparator = false
            return (0...9).map { digitFormatter.string(from: NSNumber(value: $0)) ?? String($0) }
        }
        self.localDigits = localDigits
        timeLabels = Lazy {
            let hourField = clock.value.hourField
            let calendar = calendarValue.value
            let timeFormatter = DateFormatter()
            timeFormatter.locale = locale
            timeFormatter.calendar = calendar
            timeFormatter.timeZone = calendar.timeZone
            let day = calendar.date(from: DateComponents(year: 2001, month: 1, day: 1)) ?? Date(timeIntervalSince1970: 0)
            timeFormatter.dateFormat = String(repeating: String(hourField.letter), count: min(2, hourField.width))
            let hours = (0..<24).map { timeFormatter.string(from: day.addingTimeInterval(Double($0) * 3600)) }
            timeFormatter.dateFormat = "mm"
            let minutes = (0..<60).map { timeFormatter.string(from: day.addingTimeInterval(Double($0) * 60)) }
            return (hours: hours, minutes: minutes)
        }
        // Whole numbers in the locale's digits (years, days, months): no decimal separator to look up.
        let wholeNumbers = Lazy { Numerals(decimalSeparator: ".", digits: localDigits.value) }
        self.wholeNumbers = wholeNumbers
        let calendarNumbers = Lazy {
            let numerals = wholeNumbers.value
            return (1...31).map { numerals.write(String($0)) }
        }
        self.calendarNumbers = calendarNumbers
        dayWheel = Lazy {
            let daySuffix = dateFields.value.suffixes[.day] ?? ""
            return calendarNumbers.value.map { $0 + daySuffix }
        }
        dayTokens = Lazy { Self.tokens(DateFormatter.dateFormat(fromTemplate: "EEEMMMd", options: 0, locale: locale) ?? "EEE MMM d") }
        let separator = Lazy { locale.decimalSeparator?.first ?? "." }
        self.separator = separator
        numeralsValue = Lazy { Numerals(decimalSeparator: separator.value, digits: localDigits.value) }
        collationLocale = Lazy { CollationLocale(identifier) }
        rightToLeft = Lazy { locale.language.characterDirection == .rightToLeft }
    }

    /// The locale's words for seconds, minutes, hours, days and weeks, in every width and plural form ICU writes
    /// ("Sekunden", "Sek.", "秒", "分钟"), lowercased, with the seconds each stands for: for reading "30秒", "1分" as
    /// durations. Formats sample durations in each unit, width and a few plural forms (1, 2, 5 cover one, few, many
    /// and other in most languages), and keeps the text around the number. Costly: the model keeps them per locale.
    public var durationUnitWords: [(word: String, seconds: Double)] { Self.durationUnitWords(locale) }

    static func durationUnitWords(_ locale: Locale) -> [(word: String, seconds: Double)] {
        let units: [(Duration.UnitsFormatStyle.Unit, Int64)] = [(.seconds, 1), (.minutes, 60), (.hours, 3600), (.days, 86400), (.weeks, 604_800)]
        let widths: [Duration.UnitsFormatStyle.UnitWidth] = [.wide, .abbreviated, .narrow]
        var words: [(word: String, seconds: Double)] = []
        var seen: Set<String> = []
        for (unit, seconds) in units {
            for width in widths {
                for count: Int64 in [1, 2, 5] {
                    let text = Duration.seconds(count * seconds).formatted(.units(allowed: [unit], width: width).locale(locale))
                    let word = String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
                        scalar.properties.numericType == nil && !scalar.properties.isWhitespace
                            && !scalar.properties.isBidiControl && scalar.properties.generalCategory != .format
                    })).lowercased()
                    if !word.isEmpty, seen.insert(word).inserted { words.append((word, Double(seconds))) }
                }
            }
        }
        return words
    }

    /// A year as the year wheel shows it ("2026", "2026年").
    public func yearLabel(_ year: Int) -> String {
        wholeNumbers.value.write(String(year)) + (fieldSuffixes[.year] ?? "")
    }

    /// A calendar day as the dateAndTime wheel shows it ("Tue, Nov 24"), built from the locale's own pattern and names.
    public func dayLabel(_ date: CalendarDate) -> String {
        // 0001-01-01 was a Monday; Sunday is index 0 in the weekday names.
        let weekday = (DayNumber.of(date) % 7 + 7 + 1) % 7
        var text = ""
        for token in dayPattern {
            switch token {
            case .literal(let literal):
                text += literal
            case .field(let field):
                switch field.letter {
                case "E", "c": text += weekdayShortNames[weekday]
                case "M", "L": text += field.width >= 3 ? monthShortNames[date.month - 1] : wholeNumbers.value.write(String(date.month))
                case "d": text += wholeNumbers.value.write(String(date.day))
                default: break
                }
            }
        }
        return text
    }

    /// Formats a wall-clock date and time with a date-format pattern in this locale.
    func format(_ date: CalendarDate, _ time: ClockTime = ClockTime(hour: 0, minute: 0), pattern: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = pattern
        return formatter.string(from: foundationDate(date, time))
    }

    /// A formatter for a skeleton (template) in this locale, e.g. "EEEMMMd".
    func formatter(template: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }

    /// A Foundation date for wall-clock components, in the model's UTC calendar.
    func foundationDate(_ date: CalendarDate, _ time: ClockTime) -> Date {
        calendar.date(from: DateComponents(year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute))
            ?? Date(timeIntervalSince1970: 0)
    }

    /// Locale-aware alphabetical order: case- and accent-insensitive, with the locale's collation.
    public func alphabetized(_ names: [String]) -> [String] {
        // A locale comparison costs microseconds. Sorting first by a cheap folded key leaves the list nearly in
        // order, and Swift's run-detecting merge sort then needs about one comparison per name.
        let folded = names.map(Self.presortKey)
        let collation = Collation(collationLocale.value, names)
        return names.indices.sorted { folded[$0] < folded[$1] }
            .sorted { collation.compare($0, $1) == .orderedAscending }
            .map { names[$0] }
    }

    /// The cheap key `alphabetized` presorts by: the text folded for case and accents. For ASCII text that is the
    /// text lowercased, which costs a fraction of Foundation's folding (most names are ASCII); the key must be the
    /// same either way, since the locale's sort keeps the presorted order of names it finds equal.
    static func presortKey(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text.lowercased()
            : caseAndAccentFolded(text)
    }

    /// Each text's rank in the locale's alphabetical order (equal texts share one).
    public func alphabeticalRanks(_ texts: [String]) -> [Int] {
        // Asked exactly as ever: Foundation's locale comparison is neither transitive nor always the mirror image
        // of itself with the sides swapped (in sv_SE, "så" and "ßOü中" each come before the other), so presorting
        // the texts or reusing an answer for the swapped pair changes ranks (LocaleCompareTests found lists where
        // it does). Only each answer is cheaper: see `Collation`.
        let collation = Collation(collationLocale.value, texts)
        let sorted = texts.indices.sorted { collation.compare($0, $1) == .orderedAscending }
        var ranks = Array(repeating: 0, count: texts.count)
        var rank = 0
        for (position, index) in sorted.enumerated() {
            if position > 0, collation.compare(sorted[position - 1], index) == .orderedAscending { rank += 1 }
            ranks[index] = rank
        }
        return ranks
    }

    /// Compares two texts as the locale's alphabetical order does.
    public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
        Collation(collationLocale.value, [lhs, rhs]).compare(0, 1)
    }

    /// The locale's comparison of a fixed set of texts, for comparing them many times.
    public func collation(of texts: [String]) -> Collation {
        Collation(collationLocale.value, texts)
    }

    // MARK: Reading date format patterns

    struct Field: Equatable {
        var letter: Character
        var width: Int
    }

    enum Token: Equatable {
        case field(Field)
        case literal(String)
    }

    /// Splits a date-format pattern into fields and literals (quoted text and punctuation).
    static func tokens(_ pattern: String) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        var quoted = false
        let characters = Array(pattern)
        var index = 0
        func flushLiteral() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
        }
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                if index + 1 < characters.count, characters[index + 1] == "'" {
                    literal.append("'")
                    index += 2
                    continue
                }
                quoted.toggle()
                index += 1
                continue
            }
            if !quoted, character.isASCII, character.isLetter {
                flushLiteral()
                var width = 1
                while index + width < characters.count, characters[index + width] == character { width += 1 }
                tokens.append(.field(Field(letter: character, width: width)))
                index += width
                continue
            }
            literal.append(character)
            index += 1
        }
        flushLiteral()
        return tokens
    }

    static func fields(_ pattern: String) -> [Field] {
        tokens(pattern).compactMap { token in
            if case .field(let field) = token { return field }
            return nil
        }
    }

    private static func dateField(_ letter: Character) -> DateField? {
        switch letter {
        case "y", "Y", "u", "U", "r": return .year
        case "M", "L": return .month
        case "d": return .day
        default: return nil
        }
    }
}

/// A sequence of names people know by heart (months, weekdays), ready for looking a word up.
public struct NameSequence: Sendable {
    /// What the names are, for messages ("month").
    public let name: String
    /// Each lowercased name's position.
    public let positions: [String: Int]
    /// How many names.
    public let count: Int

    /// Prepares a sequence of names.
    public init(_ name: String, _ words: [String]) {
        self.name = name
        var positions: [String: Int] = [:]
        for (index, word) in words.enumerated() where positions[word.lowercased()] == nil { positions[word.lowercased()] = index }
        self.positions = positions
        count = words.count
    }
}

/// A value made the first time it is asked for, then kept; threads that ask at once wait for the one making it.
/// Each `LocaleData` owns its boxes, so nothing is global.
private final class Lazy<Value: Sendable>: Sendable {
    private let state: Mutex<Value?> = Mutex(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value { read { $0 } }

    /// One part of the value, copied out under the lock: asking for a whole struct of arrays and sets to read one
    /// of them retains (and releases) every field.
    func read<Part: Sendable>(_ part: (Value) -> Part) -> Part {
        state.withLock { state in
            if let value = state { return part(value) }
            let value = make()
            state = value
            return part(value)
        }
    }
}
