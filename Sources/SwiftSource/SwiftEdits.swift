import Spec
import Source

/// A fix's edits in Swift source: each replaces one literal expression, and its trivia (comments, spacing) stays, as
/// the ranges the front end reads leave trivia out. A number replaces a number literal or arithmetic on literals
/// (`60 * 60` becomes `30`); a text replaces a plain string literal. Everything else (an enum case, a call, an
/// interpolated string, items moved, removed or added) has no edit piclint can be sure of, so such a fix is no fix.
enum SwiftEdits {
    static func resolve(_ edit: TextEdit, in source: SourceFile) -> ResolvedEdit? {
        guard let start = source.offset(of: edit.range.start), let end = source.offset(of: edit.range.end), start < end else { return nil }
        let old = source.text[start..<end]
        let text: String
        switch edit.replacement {
        case .value(let value, let number):
            if isNumberExpression(old), let written = number ?? (isNumber(value) ? value : nil) {
                text = written
            } else if isPlainStringLiteral(old) {
                text = stringLiteral(value)
            } else {
                return nil
            }
        case .number, .moveItem, .removeItem, .newSetting:
            return nil
        }
        return ResolvedEdit(range: edit.range, bytes: start..<end, text: text)
    }

    /// Digits, a decimal point, `_` separators, blanks, parentheses and the four operations: a literal the front end
    /// read as a number, and nothing that could name something else.
    static func isNumberExpression(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.contains { $0 >= 0x30 && $0 <= 0x39 } && bytes.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || " \t._()*+-/".utf8.contains(byte)
        }
    }

    static func isNumber(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") } && text.contains { $0.isNumber }
    }

    /// `"…"` on one line, with no interpolation: its text is what the front end read.
    static func isPlainStringLiteral(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\""),
              !bytes.starts(with: Array("\"\"\"".utf8)) else { return false }
        let inner = bytes.dropFirst().dropLast()
        return !inner.contains(0x0A) && !inner.contains(0x0D)
            && !zip(inner, inner.dropFirst()).contains { $0 == UInt8(ascii: "\\") && $1 == UInt8(ascii: "(") }
    }

    /// A Swift string literal of a text.
    static func stringLiteral(_ value: String) -> String {
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    literal += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
