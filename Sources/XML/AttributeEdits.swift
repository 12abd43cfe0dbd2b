import Source

extension SourceFile {
    /// Resolves edits of an XML file: an attribute's value replaced between its quotes (a number where the old value
    /// was one and the edit offers one), or a new setting inserted into the start tag at the edit's range, after the
    /// element's name, as the attribute `attribute(key)` names (nil: the format has no such attribute). Every other
    /// byte of the file stays as it is, since Xcode and code review diff these files line by line. Nil when an edit
    /// is of another kind (moving or removing list items), does not fit the text, or overlaps another: the fix is
    /// then no fix.
    public func resolveAttributeEdits(_ edits: [TextEdit], attribute: (String) -> String?) -> [ResolvedEdit]? {
        resolve(edits) { edit in
            guard let start = offset(of: edit.range.start), let end = offset(of: edit.range.end), start <= end else { return nil }
            switch edit.replacement {
            case .value(let value, let number):
                guard start > 0, end < text.count, text[start - 1] == text[end],
                      text[end] == UInt8(ascii: "\"") || text[end] == UInt8(ascii: "'") else { return nil }
                let old = text[start..<end]
                let isNumber = !old.isEmpty && old.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") }
                let replacement = isNumber ? number ?? value : value
                return ResolvedEdit(range: edit.range, bytes: start..<end, text: Self.escapedAttribute(replacement, quote: text[end]))
            case .newSetting(let key, let value):
                // The attribute goes in the start tag at the range, right after the element's name.
                guard let name = attribute(key), start < text.count, text[start] == UInt8(ascii: "<") else { return nil }
                var after = start + 1
                while after < text.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(text[after]) { after += 1 }
                guard after < text.count, after > start + 1 else { return nil }
                return ResolvedEdit(range: SourceRange(at: mark(ofOffset: after)), bytes: after..<after,
                                    text: " " + name + "=\"" + Self.escapedAttribute(value, quote: UInt8(ascii: "\"")) + "\"")
            case .number, .moveItem, .removeItem:
                return nil
            }
        }
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
