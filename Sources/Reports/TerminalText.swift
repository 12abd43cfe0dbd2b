/// Text from a spec or a path made safe to print on a terminal or in a GitHub workflow command: every character
/// a terminal or a log viewer would act on instead of show is written as `\u{XX}`, the hex of its code point.
///
/// Covered: C0 controls (tab, line feed and carriage return too: in a one-line finding they would start or
/// overwrite a line, forging a finding), DEL, C1 controls (U+0080–U+009F; U+009B is a one-byte CSI on some
/// terminals), the line and paragraph separators U+2028/U+2029, and the bidirectional embeddings, overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069) that reorder what is shown ("Trojan Source"). One form for every code
/// point, C0 to bidi, read the same way as in Swift, JavaScript and Rust source.
public enum TerminalText {
    /// Whether a character must be written as an escape rather than as itself.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `\u{1B}` for ESC.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2) + "}"
    }

    /// The text with every such character escaped; most text has none and comes back as it is.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var output = ""
        output.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                output += escape(scalar)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

extension String {
    /// Digits padded with zeros on the left to a width (the escapes here, and octal bytes in diff headers).
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
