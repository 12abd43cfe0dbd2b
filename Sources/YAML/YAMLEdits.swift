import Source

extension SourceFile {
    /// Resolves a fix's edits in a YAML file into offsets of its text: a value in the old one's quoting, items moved
    /// or removed in block or flow style, settings inserted as entries of their mapping. `aliases` are the file's, as
    /// its parse found them: a value edit of an alias (`*name`) replaces that alias alone with the new value, written
    /// as the anchor's value is (quoted, or as a number), so the anchor and its other aliases keep theirs.
    public func resolveYAML(_ edits: [TextEdit], aliases: Aliases = Aliases()) -> [ResolvedEdit]? {
        resolve(edits) { resolveYAML($0, aliases: aliases) }
    }

    private func resolveYAML(_ edit: TextEdit, aliases: Aliases) -> ResolvedEdit? {
        guard let start = offset(of: edit.range.start), let end = offset(of: edit.range.end), start <= end else { return nil }
        switch edit.replacement {
        case .number(let number):
            // A number with a thousands comma is no YAML number: it stays text, quoted.
            let value = afterProperties(start, end)
            return ResolvedEdit(range: SourceRange(start: mark(ofOffset: value), end: edit.range.end), bytes: value..<end,
                                text: number.contains(",") ? "\"" + number + "\"" : number)
        case .value(let replacement, let number):
            let value = afterProperties(start, end)
            var written = value..<end
            if value < end, text[value] == UInt8(ascii: "*") {
                // An alias: its value is written at its anchor, whose quoting the new value takes. An alias the parse
                // did not see here is no place to guess at.
                guard let target = aliases.target(ofAliasAt: edit.range.start), let from = offset(of: target.start),
                      let to = offset(of: target.end), from <= to else { return nil }
                written = afterProperties(from, to)..<to
            }
            return ResolvedEdit(range: SourceRange(start: mark(ofOffset: value), end: edit.range.end), bytes: value..<end,
                                text: scalar(replacement, number: number, replacing: written))
        case .moveItem(let source):
            guard let from = offset(of: source.start), let to = offset(of: source.end), from <= to else { return nil }
            guard isBlockItem(start), isBlockItem(from) else {
                return ResolvedEdit(range: edit.range, bytes: start..<end, text: string(from..<to))
            }
            let target = start..<lineEnd(after: end)
            return ResolvedEdit(range: SourceRange(start: edit.range.start, end: mark(ofOffset: target.upperBound)), bytes: target,
                                text: string(from..<lineEnd(after: to)))
        case .removeItem:
            return removal(of: start..<end)
        case .newSetting(let key, let value):
            return insertion(key + ": " + Self.plainOrQuoted(value), beforeKeyOfValueAt: start)
        }
    }

    /// Where a node's value starts, past an anchor (`&name`) or tag (`!!str`) written before it: libyaml's range of a
    /// node takes them in, and a fix must keep them, or the aliases that name the anchor would be left dangling.
    private func afterProperties(_ start: Int, _ end: Int) -> Int {
        var index = start
        while index < end, text[index] == UInt8(ascii: "&") || text[index] == UInt8(ascii: "!") {
            while index < end, ![0x20, 0x09, 0x0A, 0x0D].contains(text[index]) { index += 1 }
            while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(text[index]) { index += 1 }
        }
        return index
    }

    /// A scalar's new value in the old one's quoting.
    private func scalar(_ value: String, number: String?, replacing range: Range<Int>) -> String {
        switch text[range].first {
        case UInt8(ascii: "\"")?:
            return Self.doubleQuoted(value)
        case UInt8(ascii: "'")?:
            return "'" + Self.escaping(value, ["'": "''"]) + "'"
        default:
            let old = text[range]
            if let number, !old.isEmpty, old.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }) {
                return number
            }
            return Self.staysPlain(value) ? value : Self.doubleQuoted(value)
        }
    }

    /// Whether a value written plain reads back as the same one string in block and flow context alike: it starts
    /// with a letter or digit, and holds no comma, bracket, brace, `: `, ` #` or edge blank (a name like “Rock, Pop”
    /// or “#1” is double-quoted).
    static func staysPlain(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, first.properties.isAlphabetic || ("0"..."9").contains(first),
              value.last?.isWhitespace == false else { return false }
        if value.unicodeScalars.contains(where: { ",[]{}\"\\\t\n\r".unicodeScalars.contains($0) }) { return false }
        return !value.contains(": ") && !value.contains(" #") && !value.hasSuffix(":")
    }

    /// A new value as a YAML scalar: plain when it is letters alone, else double-quoted (`min`, `"%"`, `"°C"`).
    private static func plainOrQuoted(_ value: String) -> String {
        if !value.isEmpty, value.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) { return value }
        return doubleQuoted(value)
    }

    /// A value as a double-quoted YAML scalar: backslashes and quotes escaped, nothing else (line breaks never
    /// reach a value piclint writes). The spec wording (`YAMLWording`) quotes help's values with it too.
    public static func doubleQuoted(_ value: String) -> String {
        "\"" + escaping(value, ["\\": "\\\\", "\"": "\\\""]) + "\""
    }

    /// The text with each of some characters replaced (this layer does without Foundation).
    private static func escaping(_ value: String, _ replacements: [Unicode.Scalar: String]) -> String {
        var escaped = ""
        for scalar in value.unicodeScalars {
            if let replacement = replacements[scalar] { escaped += replacement } else { escaped.unicodeScalars.append(scalar) }
        }
        return escaped
    }

    /// A sequence item removed: its whole line in block style (`- 10`), its comma and itself in flow style (`, 10`).
    private func removal(of item: Range<Int>) -> ResolvedEdit? {
        var before = item.lowerBound
        while before > 0, text[before - 1] == 0x20 || text[before - 1] == 0x09 { before -= 1 }
        let removed: Range<Int>
        if isBlockItem(item.lowerBound) {
            // Block style: the line from its indentation to its line break, comment included.
            removed = lineStart(before: before - 1)..<nextLineStart(after: item.upperBound)
        } else if before > 0, text[before - 1] == UInt8(ascii: ",") {
            removed = (before - 1)..<item.upperBound
        } else {
            // The first item of a flow sequence: itself and the comma after it.
            var after = item.upperBound
            while after < text.count, text[after] == 0x20 || text[after] == 0x09 { after += 1 }
            guard after < text.count, text[after] == UInt8(ascii: ",") else { return nil }
            after += 1
            while after < text.count, text[after] == 0x20 || text[after] == 0x09 { after += 1 }
            removed = item.lowerBound..<after
        }
        return ResolvedEdit(range: SourceRange(start: mark(ofOffset: removed.lowerBound), end: mark(ofOffset: removed.upperBound)),
                            bytes: removed, text: "")
    }

    /// Whether the text at an offset is a block sequence item: `- ` and only indentation before it on its line.
    private func isBlockItem(_ offset: Int) -> Bool {
        var before = offset
        while before > 0, text[before - 1] == 0x20 || text[before - 1] == 0x09 { before -= 1 }
        return before > 0 && text[before - 1] == UInt8(ascii: "-") && lineStart(before: before - 1) == indentStart(before - 1)
    }

    /// The start of a line's indentation, if only spaces stand between it and an offset (else the offset itself).
    private func indentStart(_ offset: Int) -> Int {
        var start = offset
        while start > 0, text[start - 1] == 0x20 { start -= 1 }
        return start == lineStart(before: offset) ? start : offset
    }

    /// `key: value` inserted before the key whose value starts at an offset, as a sibling entry of its mapping.
    private func insertion(_ entry: String, beforeKeyOfValueAt value: Int) -> ResolvedEdit? {
        var index = value
        // A block sequence's value starts on the line after its key.
        while index > 0, [0x20, 0x09, 0x0A, 0x0D].contains(text[index - 1]) { index -= 1 }
        guard index > 0, text[index - 1] == UInt8(ascii: ":") else { return nil }
        index -= 1
        // The key: plain letters, or a quoted word.
        if index > 0, text[index - 1] == UInt8(ascii: "\"") || text[index - 1] == UInt8(ascii: "'") {
            let quote = text[index - 1]
            index -= 1
            while index > 0, text[index - 1] != quote { index -= 1 }
            guard index > 0 else { return nil }
            index -= 1
        } else {
            while index > 0, Self.isKeyByte(text[index - 1]) { index -= 1 }
        }
        let keyStart = index
        var before = keyStart
        while before > 0, text[before - 1] == 0x20 || text[before - 1] == 0x09 { before -= 1 }
        let inserted: String
        if before > 0, text[before - 1] == UInt8(ascii: "{") || text[before - 1] == UInt8(ascii: ",") {
            inserted = entry + ", "
        } else {
            // Block style: a line of its own at the key's column ("- " before the key turns into spaces).
            let column = mark(ofOffset: keyStart).column
            inserted = entry + lineBreak(near: keyStart) + String(repeating: " ", count: column - 1)
        }
        let at = mark(ofOffset: keyStart)
        return ResolvedEdit(range: SourceRange(at: at), bytes: keyStart..<keyStart, text: inserted)
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// The file's own line break (CRLF stays CRLF, CR stays CR), from the line holding an offset; LF after a Unicode
    /// break (NEL, LS, PS), which libyaml reads the same and every other tool reads as a line break.
    private func lineBreak(near offset: Int) -> String {
        let breakBytes = lineBreak(ofLineAt: offset)
        if breakBytes.elementsEqual([0x0D, 0x0A]) { return "\r\n" }
        if breakBytes.elementsEqual([0x0D]) { return "\r" }
        return "\n"
    }
}

