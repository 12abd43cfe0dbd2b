/// A value read as people write a quantity: a number (with its sign) and the text around it ("5 min", "-10 °C",
/// "1晚", "$25"). `unit-in-values` and `numeric-gap` read values this way, so they agree on what a unit is.
struct WrittenQuantity: Sendable, Hashable {
    /// The text before the number and its sign, as written.
    var before: String
    /// The number with its sign, as written ("-2.5", "1,000"; a typographic minus kept).
    var number: String
    /// The text after the number, as written (" min", "%").
    var after: String

    /// Reads the first number of a text; nil when there is none, or when a second number follows ("1-2", "5 x 10").
    init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        guard let start = scalars.firstIndex(where: Self.isDigit) else { return nil }
        var end = start
        // A separator belongs to the number only between digits: in "5." or ",0" it is punctuation, never a unit.
        while end < scalars.count,
              Self.isDigit(scalars[end]) || (",.".unicodeScalars.contains(scalars[end]) && end + 1 < scalars.count && Self.isDigit(scalars[end + 1])) {
            end += 1
        }
        var signed = start
        if signed > 0, "-+−".unicodeScalars.contains(scalars[signed - 1]) { signed -= 1 }
        let after = String(String.UnicodeScalarView(scalars[end...]))
        // Only decimal digits: "m²" has a superscript, "1万" a Chinese numeral, and each is still one number.
        guard !after.unicodeScalars.contains(where: { $0.properties.numericType == .decimal }) else { return nil }
        self.before = String(String.UnicodeScalarView(scalars[..<signed]))
        self.number = String(String.UnicodeScalarView(scalars[signed..<end]))
        self.after = after
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// The number's value, when it can be read one way only (a comma is a grouping separator in one locale and a
    /// decimal separator in another, so a number with one has none).
    var value: Double? {
        guard !number.contains(",") else { return nil }
        return Double(number.replacingOccurrences(of: "−", with: "-"))
    }

    /// The number as a file writes it: `5`, `-2.5`, `1,000` (a minus sign becomes `-`).
    var plainNumber: String {
        number.replacingOccurrences(of: "−", with: "-")
    }

    /// The unit after the number ("min", "%", "°C", "晚"); "" for a bare number; nil when the text around the number
    /// is no unit. A unit label is drawn after the number in the selection bar, so only text after the number can be
    /// one, and only a unit of measure or a counter:
    /// - nothing may come before the number: a word ("Week 1", "iPhone 15") or a symbol ("$5", "#1", "±2") makes the
    ///   value a name or an amount of its own;
    /// - no currency sign, before or after ("5 €"): an amount is written with its currency, in the locale's way;
    /// - no punctuation or sign alone ("5.", "1)", "3+"): a unit starts with a letter or a symbol of measure
    ///   (`%`, `‰`, `°`, `′`, `″`, or any other symbol such as `℃` and `㎏`);
    /// - letters of alphabets glued to the number are part of the value ("5min", "2XL", "1st"); Chinese, Japanese and
    ///   Korean write units without a space ("1晚", "2位", "3개"), so their letters count glued too;
    /// - the endings that make the number a date, a numbering or an ordinal stay with it: 年, 月, 日 (the platform's
    ///   own date wheels write them on every row), 号, 號, 番, 번, 호 ("No. 1"), and 番目, 回目, 번째, 째;
    ///   in Japanese 位 is a rank ("1位", first place), elsewhere a counter of people;
    /// - one short word or symbol: at most 12 characters, no spaces.
    func unit(language: String? = nil) -> String? {
        guard before.isEmpty else { return nil }
        let unit = after.trimmingWhitespace
        guard !unit.isEmpty else { return "" }
        let scalars = Array(unit.unicodeScalars)
        guard unit.count <= 12, !scalars.contains(where: { $0.properties.isWhitespace }),
              !scalars.contains(where: { $0.properties.generalCategory == .currencySymbol }),
              let first = scalars.first, first.properties.isAlphabetic || Self.isMeasureSymbol(first),
              scalars.allSatisfy({ $0.properties.isAlphabetic || Self.isMeasureSymbol($0) || Self.isMark($0) || "./·-'".unicodeScalars.contains($0) })
        else { return nil }
        let spaced = after.first?.isWhitespace == true
        if !spaced, first.properties.isAlphabetic, !scalars.filter({ $0.properties.isAlphabetic }).allSatisfy(Self.isEastAsian) {
            return nil
        }
        if Self.numberingEndings.contains(unit) || (unit == "位" && language == "ja") { return nil }
        return unit
    }

    /// A currency sign written alone before or after the number ("$25", "25 €"), with nothing else around it.
    var currency: String? {
        let before = self.before.trimmingWhitespace, after = self.after.trimmingWhitespace
        guard before.isEmpty != after.isEmpty else { return nil }
        let sign = before + after
        guard !sign.isEmpty, sign.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .currencySymbol }) else { return nil }
        return sign
    }

    /// The language of a locale identifier ("ja" of "ja_JP").
    static func language(of identifier: String) -> String {
        // Asked for every wheel a quantity rule reads; an ASCII identifier (they all are) is cut and lowercased
        // byte by byte, as the character path below does it, without segmenting it into characters.
        let bytes = identifier.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            let code = bytes.prefix { $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "-") }
            return String(decoding: code.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        return String(identifier.prefix { $0 != "_" && $0 != "-" }).lowercased()
    }

    /// The endings after a number that make it a date, a numbering or an ordinal rather than a quantity.
    static let numberingEndings: Set<String> = ["年", "月", "日", "号", "號", "番", "번", "호", "番目", "回目", "번째", "째", "년", "월", "일"]

    /// `%` and its kin, primes, and the symbols Unicode files as other symbols (`°`, `℃`, `㎏`), superscripts (`m²`).
    private static func isMeasureSymbol(_ scalar: Unicode.Scalar) -> Bool {
        if "%‰‱′″".unicodeScalars.contains(scalar) { return true }
        switch scalar.properties.generalCategory {
        case .otherSymbol, .otherNumber: return true
        default: return false
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Chinese characters, kana and Hangul: the scripts that write a unit right after the number.
    static func isEastAsian(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3005, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
            return true
        default:
            return false
        }
    }
}

extension WrittenQuantity {
    /// The unit every text writes after its number ("5 min" → "min", "10%" → "%"), if they all write one
    /// (`unit(language:)` says what counts); singular and plural count as one unit ("1 hour", "2 hours").
    /// `unit-in-values` moves such a unit to the bar, and `numeric-gap` keeps it in the range it suggests.
    static func sharedUnit(_ texts: [String], language: String? = nil) -> String? {
        // Read value by value, stopping at the first without the unit: most lists are words or bare numbers, which
        // the first value already rules out.
        guard let first = texts.first, let unit = WrittenQuantity(first)?.unit(language: language), !unit.isEmpty else { return nil }
        let singularUnit = singular(unit)
        var spellings = [unit]
        for text in texts.dropFirst() {
            guard let other = WrittenQuantity(text)?.unit(language: language), singular(other) == singularUnit else { return nil }
            spellings.append(other)
        }
        // Name the unit as most values write it; of spellings as common, the first written (never hash order,
        // which changes from run to run).
        let counts = Dictionary(grouping: spellings, by: { $0 }).mapValues(\.count)
        var best = unit
        for spelling in spellings where counts[spelling, default: 0] > counts[best, default: 0] { best = spelling }
        return best
    }

    /// "hours" and "hour" are one unit (a word of three letters or more ending in "s").
    static func singular(_ unit: String) -> String {
        unit.count > 2 && unit.hasSuffix("s") ? String(unit.dropLast()) : unit
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
