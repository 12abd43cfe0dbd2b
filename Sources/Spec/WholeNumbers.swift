/// Whole numbers from the doubles a spec gives and the model computes, without the traps of `Int(_:)`, which stops
/// the process on NaN, an infinity or anything past ±9.2e18: a spec can say `1e308`, and a wheel of `count:
/// 9223372036854775807` radio buttons is that many times 20 points tall.
public enum WholeNumbers {
    /// 489000 → `489,000`: separators the same in every locale, so messages do not depend on the machine.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }

    /// Past 2^53 a double no longer holds every whole number (2^53 + 1 reads as 2^53), so two numbers that
    /// differ can compare equal: equality and steps of numbers this large say nothing for certain.
    public static let exactLimit = 9_007_199_254_740_992.0

    /// Whether a number is one a double holds exactly enough to compare and step through: finite and below 2^53.
    public static func isExact(_ number: Double) -> Bool {
        number.isFinite && number.magnitude < exactLimit
    }

    /// A number as a double, where the spec wrote a whole number too long for 64 bits (`99999999999999999999`,
    /// `0x8000000000000000`, `0o7777777777777777777777`), rounded as `Double` rounds; past 1e308 it is infinite.
    /// Nil when the text is no whole number.
    public static func double(wholeNumberText text: String) -> Double? {
        var body = Substring(text)
        let negative = body.first == "-"
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let value: Double?
        if body.hasPrefix("0x") {
            value = hexadecimal(body.dropFirst(2))
        } else if body.hasPrefix("0o") {
            value = octal(body.dropFirst(2))
        } else {
            value = !body.isEmpty && body.allSatisfy { $0.isASCII && $0.isWholeNumber } ? Double(body) : nil
        }
        return value.map { negative ? -$0 : $0 }
    }

    /// Hex digits as a double: `Double` reads `0x…` itself, rounded correctly.
    private static func hexadecimal(_ digits: Substring) -> Double? {
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        return Double("0x" + digits)
    }

    /// Octal digits as a double: the same bits written in hex (three bits an octal digit, four a hex digit).
    private static func octal(_ digits: Substring) -> Double? {
        var bits: [Bool] = []
        for character in digits {
            guard character.isASCII, let digit = character.wholeNumberValue, digit < 8 else { return nil }
            bits += [digit & 4 != 0, digit & 2 != 0, digit & 1 != 0]
        }
        guard !bits.isEmpty else { return nil }
        bits = Array(repeating: false, count: (4 - bits.count % 4) % 4) + bits
        let hex = stride(from: 0, to: bits.count, by: 4).map { start in
            String(bits[start..<(start + 4)].reduce(0) { $0 * 2 + ($1 ? 1 : 0) }, radix: 16)
        }.joined()
        return hexadecimal(Substring(hex))
    }
}

extension Double {
    /// Rounded to a whole number by `rule`, as an `Int`; nil for NaN, the infinities and anything beyond `Int`'s range.
    public func wholeNumber(_ rule: FloatingPointRoundingRule) -> Int? {
        Int(exactly: rounded(rule))
    }

    /// Rounded by `rule` and held within `bounds`: past either end it is that end; nil only for NaN.
    public func wholeNumber(_ rule: FloatingPointRoundingRule, clampedTo bounds: ClosedRange<Int>) -> Int? {
        guard !isNaN else { return nil }
        guard let whole = wholeNumber(rule) else { return self < 0 ? bounds.lowerBound : bounds.upperBound }
        return Swift.min(Swift.max(whole, bounds.lowerBound), bounds.upperBound)
    }

    /// Rounded by `rule` and written for a person: digits while it fits an `Int` ("390"), else Swift's shortest
    /// form ("1.8e+20"), so a message about a size too large for 64 bits says the size instead of trapping.
    public func wholeNumberText(_ rule: FloatingPointRoundingRule) -> String {
        if let whole = wholeNumber(rule) { return String(whole) }
        return String(rounded(rule))
    }
}
