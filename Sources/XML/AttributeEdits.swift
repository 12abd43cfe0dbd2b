import YAML

extension SourceFile {
    /// Resolves edits of an XML file: an attribute's value replaced between its quotes (a number where the old value
    /// was one and the edit offers one), or an attribute inserted into a start tag. Every other byte of the file
    /// stays as it is, since Xcode and code review diff these files line by line. Nil when an edit is of another
    /// kind (moving or removing YAML items), does not fit the text, or overlaps another: the fix is then no fix.
    public func resolveAttributeEdits(_ edits: [TextEdit]) -> [ResolvedEdit]? {
        var resolved: [ResolvedEdit] = []
        for edit in edits {
            guard let start = offset(of: edit.range.start), let end = offset(of: edit.range.end), start <= end else { return nil }
            switch edit.replacement {
            case .scalar(let value, let number):
                guard start > 0, end < text.count, text[start - 1] == text[end],
                      text[end] == UInt8(ascii: "\"") || text[end] == UInt8(ascii: "'") else { return nil }
                let old = text[start..<end]
                let isNumber = !old.isEmpty && old.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") }
                let replacement = isNumber ? number ?? value : value
                resolved.append(ResolvedEdit(range: edit.range, bytes: start..<end,
                                             text: Self.escapedAttribute(replacement, quote: text[end])))
            case .text(let inserted) where start == end:
                // An attribute goes in a start tag, after the element's name or another attribute.
                guard start < text.count, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(text[start]) else { return nil }
                resolved.append(ResolvedEdit(range: edit.range, bytes: start..<end, text: inserted))
            default:
                return nil
            }
        }
        resolved.sort { ($0.bytes.lowerBound, $0.bytes.upperBound) < ($1.bytes.lowerBound, $1.bytes.upperBound) }
        for (earlier, later) in zip(resolved, resolved.dropFirst())
        where earlier.bytes.lowerBound == later.bytes.lowerBound || later.bytes.lowerBound < earlier.bytes.upperBound {
            return nil
        }
        return resolved
    }

    /// A value as XML writes it between quotes of a kind.
    static func escapedAttribute(_ value: String, quote: UInt8) -> String {
        var escaped = ""
        for character in value.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case "\"" where quote == UInt8(ascii: "\""): escaped += "&quot;"
            case "'" where quote == UInt8(ascii: "'"): escaped += "&apos;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
