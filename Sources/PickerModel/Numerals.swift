import Spec

/// How a locale writes the numbers the model makes itself (a range's values, a countdown's hours and minutes): its
/// decimal separator and its digits, from `LocaleData`. A de_DE thermostat shows “21,0”, an Arabic countdown “١٥”.
/// Texts the spec's author wrote are never passed through it: they stay as written.
public struct Numerals: Sendable, Hashable {
    /// The character between a number's whole part and its fraction.
    public var decimalSeparator: Character
    /// The locale's ten digits, 0 to 9; nil where they are the ASCII ones, so most locales copy nothing.
    public var digits: [String]?

    /// Numbers as Swift writes them: a point and ASCII digits. What specs, messages and the SVG's coordinates use.
    public static let plain = Numerals(decimalSeparator: ".", digits: nil)

    /// Creates the numerals of a locale; digits that are the ASCII ones, or not ten of them, are taken as ASCII.
    public init(decimalSeparator: Character, digits: [String]?) {
        self.decimalSeparator = decimalSeparator
        let ascii = (0...9).map(String.init)
        self.digits = digits.flatMap { $0.count == 10 && $0 != ascii ? $0 : nil }
    }

    /// Whether this writes numbers as Swift does, so `write` has nothing to do.
    public var isPlain: Bool { decimalSeparator == "." && digits == nil }

    /// A number Swift wrote (`String(21)`, `"21.5"`, `"-0.25"`) in the locale's way. A pass over its characters, no
    /// formatter: a wheel of ten thousand values is written value by value as it is drawn or measured.
    public func write(_ plain: String) -> String {
        guard !isPlain else { return plain }
        var text = ""
        text.reserveCapacity(plain.utf8.count)
        for scalar in plain.unicodeScalars {
            switch scalar {
            case "0"..."9":
                let digit = Int(scalar.value - 48)
                if let digits { text += digits[digit] } else { text.unicodeScalars.append(scalar) }
            case ".":
                text.append(decimalSeparator)
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
