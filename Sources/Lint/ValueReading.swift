import Foundation
import PickerModel

/// One picker value as the order checks read it: folded for word lists, its numbers for numeric and natural order,
/// and the unit after its first number ("30 s", "1分", "5 minutes before").
struct ValueReading: Sendable {
    /// A piece of a value for natural order: text, or a number ("Level ", 10).
    enum Piece: Sendable, Equatable {
        case text(String)
        case number(Double)
    }

    /// The value as written.
    var text: String
    /// Lowercased and trimmed, with the minus signs and ellipses people type folded to one form, for word lookups.
    var folded: String
    /// Lowercased and trimmed only, as locale data writes month and weekday names ("sept.").
    var lowered: String
    /// The value cut into text and numbers, for natural order ("Level 2" before "Level 10", "iOS 9" before "iOS 10").
    var pieces: [Piece]
    /// The first number, read with the locale's decimal separator ("0-3 ans" → 0, "Under 18" → 18, "$1,000" → 1000).
    var firstNumber: Double?
    /// The unit word right after the first number, if any ("min", "分", "Stunden").
    var unit: String?
    /// A clock time's minutes since midnight ("9:30 AM" → 570).
    var timeOfDay: Double?

    init(_ text: String, decimalSeparator: Character = ".") {
        self.text = text
        // Most values are ASCII (and hold no "\r", which joins "\r\n" into one character): read as bytes, one
        // per character, with no grapheme breaking; any other value is read character by character.
        let reading: (pieces: [Piece], first: Double?, unit: String?)
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            let bytes = Array(text.utf8)
            (folded, lowered) = Self.foldASCII(bytes)
            reading = Self.read(bytes, decimalSeparator: decimalSeparator)
        } else {
            folded = Self.fold(text)
            lowered = InlineSpaces.trimmed(text.lowercased())
            reading = Self.read(Array(text), decimalSeparator: decimalSeparator)
        }
        pieces = reading.pieces
        if reading.first == nil, let (value, unit) = Self.numberWord(in: folded) {
            firstNumber = value
            self.unit = unit
            timeOfDay = nil
            return
        }
        firstNumber = reading.first
        unit = reading.unit
        timeOfDay = Self.timeOfDay(text)
    }

    /// The natural-order pieces, the first number and the unit word after it, from a value's characters.
    static func read<Unit: ReadingUnit>(_ characters: [Unit], decimalSeparator: Character)
        -> (pieces: [Piece], first: Double?, unit: String?) {
        var index = 0
        var first: (value: Double, end: Int)?
        while first == nil, index < characters.count {
            guard let (value, end) = number(in: characters, at: index, decimalSeparator: decimalSeparator) else {
                index += 1
                continue
            }
            // A sign belongs to the number when it stands alone before it ("-5 °C"), not between two ("0-3").
            let signed = index >= 1 && characters[index - 1].isMinusSign
                && (index < 2 || characters[index - 2].isWhitespace || characters[index - 2].isASCII(UInt8(ascii: "("))) ? -value : value
            first = (signed, end)
        }
        return (naturalPieces(characters), first?.value, first.flatMap { unitWord(in: characters, from: $0.end) })
    }

    /// Whether the value holds a number at all.
    var hasNumber: Bool { firstNumber != nil }

    /// The letters of a code such as "A1", "B2" or "C1" (one word, letters then digits): such values are read part
    /// by part, letters first, as people read a level or a grid reference.
    var codeLetters: String? {
        guard case .text(let letters)? = pieces.first, pieces.count >= 2, case .number = pieces[1],
              letters.count <= 3, letters.allSatisfy(\.isLetter) else { return nil }
        return letters
    }

    /// English number words people write in settings ("After one day", "Every two weeks"), for values with no digits.
    static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45, "sixty": 60,
        "ninety": 90, "a hundred": 100, "one hundred": 100,
    ]

    /// The first number word of a folded value, and the word after it.
    static func numberWord(in folded: String) -> (Double, String?)? {
        let words = folded.split(separator: " ")
        for (index, word) in words.enumerated() {
            guard let value = numberWords[String(word)] else { continue }
            return (value, index + 1 < words.count ? String(words[index + 1]) : nil)
        }
        return nil
    }

    /// Runs of digits as whole numbers, and the text between them lowercased: "1.10" is 1, ".", 10.
    static func naturalPieces<Unit: ReadingUnit>(_ characters: [Unit]) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        var number: Double?
        for character in characters {
            if let digit = character.digitValue {
                if !text.isEmpty { pieces.append(.text(text.lowercased())) }
                text = ""
                number = (number ?? 0) * 10 + Double(digit)
            } else {
                if let value = number { pieces.append(.number(value)) }
                number = nil
                character.append(to: &text)
            }
        }
        if let number { pieces.append(.number(number)) }
        if !text.isEmpty { pieces.append(.text(text.lowercased())) }
        return pieces
    }

    /// Lowercased and trimmed; "−" and "–" as "-", "…" and "..." dropped at the end, inner spaces single.
    static func fold(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII ? (scalar == " " || ("\t"..."\r").contains(scalar)) : scalar.properties.isWhitespace {
                pendingSpace = !scalars.isEmpty
                continue
            }
            if pendingSpace { scalars.append(" ") }
            pendingSpace = false
            switch scalar {
            case "−", "–": scalars.append("-")
            case "’": scalars.append("'")
            default: scalars.append(scalar)
            }
        }
        var folded = String(scalars)
        // The last scalar says cheaply whether the last character can be either (neither composes from others).
        while let last = folded.unicodeScalars.last, last == "…" || last == ".",
              folded.hasSuffix("…") || folded.hasSuffix(".") { folded.removeLast() }
        return folded
    }

    /// A number starting at `index`: digits in any script, a decimal part, and thousands groups of three
    /// ("1,000" when the decimal separator is "."; "1.000" when it is ","). Nil when no digit starts there.
    static func number<Unit: ReadingUnit>(in characters: [Unit], at index: Int, decimalSeparator: Character) -> (Double, Int)? {
        func digit(_ at: Int) -> Int? {
            at < characters.count ? characters[at].digitValue : nil
        }
        guard digit(index) != nil else { return nil }
        let grouping: UInt8 = decimalSeparator == "," ? UInt8(ascii: ".") : UInt8(ascii: ",")
        if let plain = plainWhole(characters, at: index, grouping: grouping, decimalSeparator: decimalSeparator) { return plain }
        var whole = ""
        var end = index
        while let value = digit(end) {
            Self.appendDigit(value, to: &whole)
            end += 1
        }
        // Thousands groups: after a run of one to three digits, a separator with exactly three digits after it.
        if whole.count <= 3 {
            while end < characters.count, characters[end].isASCII(grouping),
                  digit(end + 1) != nil, digit(end + 2) != nil, digit(end + 3) != nil, digit(end + 4) == nil {
                for offset in 1...3 { Self.appendDigit(digit(end + offset) ?? 0, to: &whole) }
                end += 4
            }
        }
        var fraction = ""
        if end < characters.count, characters[end].isCharacter(decimalSeparator) || characters[end].isASCII(UInt8(ascii: "."))
            || characters[end].isCharacter("٫"),
           digit(end + 1) != nil {
            var next = end + 1
            while let value = digit(next) {
                Self.appendDigit(value, to: &fraction)
                next += 1
            }
            end = next
        }
        // Digits past a Double's range read as infinity, still one number: reading the rest of the run as numbers
        // of their own would take time quadratic in its length.
        guard let value = Double(fraction.isEmpty ? whole : whole + "." + fraction) else { return nil }
        return (value, end)
    }

    /// The common case of `number`, read with no text made: a whole number of 0-9 digits (in groups or not) short
    /// enough that a Double holds it exactly, as parsing its digits would give. Nil when the number has a decimal
    /// part, a numeral worth more than 9, or more than 15 digits: `number` then reads it from its text.
    static func plainWhole<Unit: ReadingUnit>(_ characters: [Unit], at index: Int, grouping: UInt8,
                                              decimalSeparator: Character) -> (Double, Int)? {
        func digit(_ at: Int) -> Int? {
            at < characters.count ? characters[at].digitValue : nil
        }
        var value = 0, count = 0, end = index
        while let next = digit(end) {
            guard next <= 9, count < 15 else { return nil }
            value = value * 10 + next
            count += 1
            end += 1
        }
        if count <= 3 {
            while end < characters.count, characters[end].isASCII(grouping),
                  digit(end + 1) != nil, digit(end + 2) != nil, digit(end + 3) != nil, digit(end + 4) == nil {
                for offset in 1...3 {
                    guard let next = digit(end + offset), next <= 9, count < 15 else { return nil }
                    value = value * 10 + next
                    count += 1
                }
                end += 4
            }
        }
        if end < characters.count, characters[end].isCharacter(decimalSeparator) || characters[end].isASCII(UInt8(ascii: "."))
            || characters[end].isCharacter("٫"),
           digit(end + 1) != nil { return nil }
        return (Double(value), end)
    }

    /// Appends a digit's value as `String(value)` writes it; 0 to 9 as one ASCII scalar, with no String made.
    /// (A numeral such as "Ⅻ" is a digit worth 12.)
    static func appendDigit(_ value: Int, to text: inout String) {
        if (0...9).contains(value) {
            text.unicodeScalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: 0x30 + value)))
        } else {
            text.append(String(value))
        }
    }

    /// A character's value as a digit in any script; ASCII without a look at Unicode's tables (most values are ASCII).
    static func digitValue(_ character: Character) -> Int? {
        if let ascii = character.asciiValue {
            return ascii >= UInt8(ascii: "0") && ascii <= UInt8(ascii: "9") ? Int(ascii - UInt8(ascii: "0")) : nil
        }
        return character.isNumber ? character.wholeNumberValue : nil
    }

    /// `fold` and `InlineSpaces.trimmed(lowercased())` of an ASCII value, in one pass over its bytes: the same
    /// spaces, lowercasing and closing dots, with no Unicode tables (no ASCII character is "−", "–", "’" or "…").
    static func foldASCII(_ bytes: [UInt8]) -> (folded: String, lowered: String) {
        // Written straight into each String's storage: folding never lengthens a text.
        let folded = String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var count = 0
            var pendingSpace = false
            for byte in bytes {
                if byte.isWhitespace {
                    pendingSpace = count > 0
                    continue
                }
                if pendingSpace {
                    buffer[count] = UInt8(ascii: " ")
                    count += 1
                }
                pendingSpace = false
                buffer[count] = byte.asciiLowercased
                count += 1
            }
            while count > 0, buffer[count - 1] == UInt8(ascii: ".") { count -= 1 }
            return count
        }
        // `InlineSpaces.trimmed` takes only the space and the tab off the ends of ASCII text.
        var first = 0, end = bytes.count
        while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
        while end > first, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        let lowered = String(unsafeUninitializedCapacity: end - first) { buffer in
            for index in first..<end { buffer[index - first] = bytes[index].asciiLowercased }
            return end - first
        }
        return (folded, lowered)
    }

    /// The word after a number, past spaces: letters (and an abbreviation's dot), cut at the first space or digit.
    /// Scripts written without spaces ("1分钟", "30秒") give their whole run; the unit table finds the unit in it.
    static func unitWord<Unit: ReadingUnit>(in characters: [Unit], from start: Int) -> String? {
        var index = start
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        var word = ""
        while index < characters.count, characters[index].isLetter {
            characters[index].append(to: &word)
            index += 1
        }
        return word.isEmpty ? nil : word.lowercased()
    }

    /// A time of day in minutes: "9:30", "09:30", "9:30 AM", "12:00 PM".
    static func timeOfDay(_ text: String) -> Double? {
        guard text.utf8.contains(UInt8(ascii: ":")) else { return nil }
        let parts = InlineSpaces.trimmed(text).split(separator: " ", maxSplits: 1)
        guard let clock = parts.first else { return nil }
        let fields = clock.split(separator: ":")
        guard fields.count == 2, fields[1].count == 2, let hour = Int(fields[0]), let minute = Int(fields[1]),
              (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        var hours = hour
        if parts.count == 2 {
            switch parts[1].lowercased().replacingOccurrences(of: ".", with: "") {
            case "am": hours = hour % 12
            case "pm": hours = hour % 12 + 12
            default: return nil
            }
        }
        return Double(hours * 60 + minute)
    }
}

/// What reading a value asks of its characters: a Character, or a byte of an ASCII value (one byte a character),
/// which answers the same questions without Unicode's tables or grapheme breaking.
protocol ReadingUnit {
    /// Its value as a digit in any script.
    var digitValue: Int? { get }
    var isWhitespace: Bool { get }
    var isLetter: Bool { get }
    /// A minus sign people type before a number: "-" or "−".
    var isMinusSign: Bool { get }
    /// Whether it is this ASCII character.
    func isASCII(_ byte: UInt8) -> Bool
    /// Whether it is this character.
    func isCharacter(_ character: Character) -> Bool
    func append(to text: inout String)
}

extension Character: ReadingUnit {
    var digitValue: Int? { ValueReading.digitValue(self) }
    var isMinusSign: Bool { self == "-" || self == "−" }
    func isASCII(_ byte: UInt8) -> Bool { self == Character(Unicode.Scalar(byte)) }
    func isCharacter(_ character: Character) -> Bool { self == character }
    func append(to text: inout String) { text.append(self) }
}

extension UInt8: ReadingUnit {
    var digitValue: Int? { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") ? Int(self - UInt8(ascii: "0")) : nil }
    /// As `Character.isWhitespace` answers for ASCII: the space, and the tab through the carriage return.
    var isWhitespace: Bool { self == UInt8(ascii: " ") || (0x09...0x0D).contains(self) }
    var isLetter: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }
    var isMinusSign: Bool { self == UInt8(ascii: "-") }
    /// "A" to "Z" as "a" to "z", as `lowercased()` writes them; other bytes as they are.
    var asciiLowercased: UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) ? self | 0x20 : self }
    func isASCII(_ byte: UInt8) -> Bool { self == byte }
    func isCharacter(_ character: Character) -> Bool {
        // A "\r\n" character's asciiValue is that of "\n": only a one-scalar ASCII character equals a byte.
        character.unicodeScalars.count == 1 && character.asciiValue == self
    }
    func append(to text: inout String) { text.unicodeScalars.append(Unicode.Scalar(self)) }
}

/// Units people read as one scale, so that "90 s" < "2 min" < "1 h": time (from the locale's own words, ICU's, and
/// English), data sizes, lengths, masses and volumes. A word can mean several ("m": minutes or metres); a list is
/// read in the dimension all its units share.
struct UnitScale: Sendable {
    enum Dimension: Int, Sendable, CaseIterable {
        case time, data, length, mass, volume
    }

    /// What one unit word means: a dimension and how many of its smallest unit it holds.
    struct Meaning: Sendable, Hashable {
        var dimension: Dimension
        var factor: Double
    }

    private var meanings: [String: [Meaning]] = [:]

    /// The scale with the screen's own words for units of time (`LocaleData.durationUnitWords`).
    init(durationWords: [(word: String, seconds: Double)]) {
        for (word, seconds) in durationWords { add(word, .time, seconds) }
        for (word, seconds) in Self.englishAndCalendar { add(word, .time, seconds) }
        for (words, factor) in [
            (["b", "byte", "bytes", "octet", "octets"], 1.0), (["kb", "ko", "kib"], 1e3), (["mb", "mib"], 1e6),
            (["gb", "go", "gib"], 1e9), (["tb", "to", "tib"], 1e12),
        ] as [([String], Double)] { for word in words { add(word, .data, factor) } }
        for (words, factor) in [
            (["mm"], 0.001), (["cm"], 0.01), (["m", "metre", "metres", "meter", "meters"], 1.0), (["km"], 1000.0),
            (["in", "inch", "inches"], 0.0254), (["ft", "foot", "feet"], 0.3048), (["yd", "yard", "yards"], 0.9144),
            (["mi", "mile", "miles"], 1609.344),
        ] as [([String], Double)] { for word in words { add(word, .length, factor) } }
        for (words, factor) in [
            (["mg"], 0.001), (["g", "gram", "grams", "gramm"], 1.0), (["kg", "kilo", "kilos"], 1000.0),
            (["oz", "ounce", "ounces"], 28.349523125), (["lb", "lbs", "pound", "pounds"], 453.59237),
        ] as [([String], Double)] { for word in words { add(word, .mass, factor) } }
        for (words, factor) in [
            (["ml"], 0.001), (["cl"], 0.01), (["dl"], 0.1), (["l", "litre", "litres", "liter", "liters"], 1.0),
        ] as [([String], Double)] { for word in words { add(word, .volume, factor) } }
    }

    private mutating func add(_ word: String, _ dimension: Dimension, _ factor: Double) {
        let key = word.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        guard !key.isEmpty else { return }
        let meaning = Meaning(dimension: dimension, factor: factor)
        if meanings[key]?.contains(where: { $0.dimension == dimension }) != true { meanings[key, default: []].append(meaning) }
    }

    /// The meanings of the unit at the start of a word. Scripts written without spaces may run on past the unit
    /// ("分钟前"), so the longest known start of such a word counts; a Latin word must match whole ("min", not "mint").
    func meanings(of word: String) -> [Meaning] {
        if let whole = meanings[word.trimmingCharacters(in: CharacterSet(charactersIn: "."))] { return whole }
        guard let first = word.unicodeScalars.first, WrittenQuantity.isEastAsian(first) else { return [] }
        var prefix = word
        while !prefix.isEmpty {
            prefix.removeLast()
            if let found = meanings[prefix] { return found }
        }
        return []
    }

    /// English time words, in case a spec's values are English on a screen of another locale, and months and years,
    /// which have no duration unit in ICU's duration formats.
    static let englishAndCalendar: [(String, Double)] = {
        let minute = 60.0, hour = 3600.0, day = 86400.0, month = 30 * 86400.0, year = 365 * 86400.0
        var words: [(String, Double)] = []
        for (list, factor) in [
            (["s", "sec", "secs", "second", "seconds"], 1.0), (["m", "min", "mins", "minute", "minutes"], minute),
            (["h", "hr", "hrs", "hour", "hours"], hour), (["d", "day", "days"], day), (["w", "wk", "wks", "week", "weeks"], 7 * day),
            (["mo", "mos", "month", "months", "monat", "monate", "monaten", "mois", "mes", "meses", "mese", "mesi", "mês",
              "maand", "maanden", "månad", "månader", "måned", "måneder", "kuukausi", "miesiąc", "miesiące", "месяц",
              "месяца", "месяцев", "か月", "ヶ月", "カ月", "ヵ月", "个月", "個月", "개월", "달"], month),
            (["y", "yr", "yrs", "year", "years", "jahr", "jahre", "jahren", "an", "ans", "année", "années", "año", "años",
              "anno", "anni", "ano", "anos", "jaar", "år", "vuosi", "rok", "lata", "lat", "год", "года", "лет", "年", "년"], year),
        ] as [([String], Double)] {
            for word in list { words.append((word, factor)) }
        }
        return words
    }()
}
