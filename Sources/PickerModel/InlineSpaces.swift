/// The spaces Foundation's `trimmingCharacters(in: .whitespaces)` takes off a text's ends (the tab, Unicode's space
/// separators and the zero-width space its set still holds; checked against every scalar on Linux), read scalar by
/// scalar without bridging to NSString or making a character set each call. The model trims named-source values
/// with it and the rules trim the values they read.
public enum InlineSpaces {
    /// The text without those spaces at either end.
    public static func trimmed(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return scalar == " " || scalar == "\t" }
            return scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        if first == scalars.startIndex, last == scalars.index(before: scalars.endIndex) { return text }
        return String(scalars[first...last])
    }
}
