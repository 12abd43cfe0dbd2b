/// One edit of a file's text: the text at a range and what replaces it. An empty range inserts. The replacements
/// speak of YAML (a scalar in its quoting, a sequence item, a mapping entry), so resolving them into bytes, which
/// needs the file's text, is this layer's work.
public struct TextEdit: Sendable, Hashable {
    /// What takes the range's place.
    public enum Replacement: Sendable, Hashable {
        /// This text, as it stands.
        case text(String)
        /// A scalar's new value, quoted as the old one was; `number` instead when the old one was written as a
        /// plain number (a duration in seconds).
        case scalar(String, number: String? = nil)
        /// The sequence item at another range of the same file, moving to this item's place (a value going to its
        /// sorted place): in block style with the comment on its line, so a comment stays with its value.
        case moveItem(SourceRange)
        /// Nothing: the sequence item at the range goes, with its line in block style or its comma in flow style.
        case removeItem
        /// Inserted before the mapping key whose value starts at the range: `key: value` as a new entry of that
        /// mapping, on its own line in block style, before a comma in flow style.
        case entryBeforeKey(String)
    }

    /// The text the edit replaces (for insertions, where the inserted text goes).
    public var range: SourceRange
    /// What replaces it.
    public var replacement: Replacement

    /// Creates an edit.
    public init(_ range: SourceRange, _ replacement: Replacement) {
        self.range = range
        self.replacement = replacement
    }
}

/// One edit as offsets of the file's text, with its range in lines and columns for reports.
public struct ResolvedEdit: Sendable, Hashable {
    /// Where the replaced text is, as libyaml counts lines and columns.
    public var range: SourceRange
    /// The replaced bytes (empty for an insertion).
    public var bytes: Range<Int>
    /// The text that takes their place.
    public var text: String

    /// Creates a resolved edit.
    public init(range: SourceRange, bytes: Range<Int>, text: String) {
        self.range = range
        self.bytes = bytes
        self.text = text
    }
}

extension SourceFile {
    /// Resolves edits made together into offsets of the text, sorted by position; nil when one does not fit the
    /// file or two overlap (they then are no change at all). `aliases` are the file's, as its parse found them: a
    /// scalar edit of an alias (`*name`) replaces that alias alone with the new value, written as the anchor's value
    /// is (quoted, or as a number), so the anchor and its other aliases keep theirs.
    public func resolve(_ edits: [TextEdit], aliases: Aliases = Aliases()) -> [ResolvedEdit]? {
        var resolved: [ResolvedEdit] = []
        for edit in edits {
            guard let one = resolve(edit, aliases: aliases) else { return nil }
            resolved.append(one)
        }
        resolved.sort { ($0.bytes.lowerBound, $0.bytes.upperBound) < ($1.bytes.lowerBound, $1.bytes.upperBound) }
        for (earlier, later) in zip(resolved, resolved.dropFirst()) where Self.overlap(earlier.bytes, later.bytes) {
            return nil
        }
        return resolved
    }

    /// Whether two edits touch the same text (two insertions at one place count: their order would be a guess).
    static func overlap(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        if lhs.lowerBound == rhs.lowerBound { return true }
        return lhs.lowerBound < rhs.upperBound && rhs.lowerBound < lhs.upperBound
    }

    private func resolve(_ edit: TextEdit, aliases: Aliases) -> ResolvedEdit? {
        guard let start = offset(of: edit.range.start), let end = offset(of: edit.range.end), start <= end else { return nil }
        switch edit.replacement {
        case .text(let text):
            let value = afterProperties(start, end)
            return ResolvedEdit(range: SourceRange(start: mark(ofOffset: value), end: edit.range.end), bytes: value..<end, text: text)
        case .scalar(let replacement, let number):
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
        case .entryBeforeKey(let entry):
            return insertion(entry, beforeKeyOfValueAt: start)
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
            return "\"" + Self.escaping(value, ["\\": "\\\\", "\"": "\\\""]) + "\""
        case UInt8(ascii: "'")?:
            return "'" + Self.escaping(value, ["'": "''"]) + "'"
        default:
            let old = text[range]
            if let number, !old.isEmpty, old.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }) {
                return number
            }
            return value
        }
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

extension SourceFile {
    /// The text with as many changes made as do not overlap: each change's edits made whole or not at all, a change
    /// touching text an earlier one (by position) already changes left out, never merged. `edits` gives a change's
    /// edits resolved against this file; the result is the new text and the changes made.
    public func applying<Change: Hashable>(_ changes: [Change], edits: KeyPath<Change, [ResolvedEdit]>)
        -> (text: [UInt8], applied: [Change]) {
        let ordered = changes.filter { !$0[keyPath: edits].isEmpty }.sorted { lhs, rhs in
            let (left, right) = (lhs[keyPath: edits][0].bytes, rhs[keyPath: edits][0].bytes)
            return (left.lowerBound, left.upperBound) < (right.lowerBound, right.upperBound)
        }
        // The accepted edits, sorted by start: changes come in order, so nearly every edit is appended.
        var accepted: [ResolvedEdit] = []
        var applied: [Change] = []
        var seen = Set<Change>()
        for change in ordered where seen.insert(change).inserted {
            let clashes = change[keyPath: edits].contains { edit in
                edit.bytes.upperBound > text.count || Self.clash(edit, with: accepted)
            }
            guard !clashes else { continue }
            for edit in change[keyPath: edits] { accepted.insert(edit, at: Self.position(of: edit, in: accepted)) }
            applied.append(change)
        }
        guard !accepted.isEmpty else { return (text, []) }
        // One pass front to back, copying what no edit touches.
        var output: [UInt8] = []
        output.reserveCapacity(text.count + accepted.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for edit in accepted {
            output.append(contentsOf: text[copied..<edit.bytes.lowerBound])
            output.append(contentsOf: edit.text.utf8)
            copied = edit.bytes.upperBound
        }
        output.append(contentsOf: text[copied...])
        return (output, applied)
    }

    /// Where an edit goes among edits sorted by start.
    private static func position(of edit: ResolvedEdit, in edits: [ResolvedEdit]) -> Int {
        if let last = edits.last, last.bytes.lowerBound <= edit.bytes.lowerBound { return edits.count }
        var low = 0, high = edits.count
        while low < high {
            let middle = (low + high) / 2
            if edits[middle].bytes.lowerBound <= edit.bytes.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether an edit touches text one of the sorted edits already changes (only its neighbours can).
    private static func clash(_ edit: ResolvedEdit, with edits: [ResolvedEdit]) -> Bool {
        let index = position(of: edit, in: edits)
        if index > 0, overlap(edits[index - 1].bytes, edit.bytes) { return true }
        if index < edits.count, overlap(edits[index].bytes, edit.bytes) { return true }
        return false
    }
}
