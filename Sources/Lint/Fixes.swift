import Spec
import YAML

/// A fix resolved against one file's bytes: what reports show and `--fix` applies.
public struct ResolvedFix: Sendable, Hashable {
    /// What the fix does ("use 30").
    public var summary: String
    /// The edits, sorted by position, none overlapping another.
    public var edits: [ResolvedEdit]
    /// Whether `--fix` makes it on its own, or only with `--unsafe-fixes` (reports say which).
    public var applicability: Fix.Applicability = .safe
}

/// One edit as bytes of the file, with its range in lines and columns for reports.
public struct ResolvedEdit: Sendable, Hashable {
    /// Where the replaced text is, as libyaml counts lines and columns.
    public var range: SourceRange
    /// The replaced bytes (empty for an insertion).
    public var bytes: Range<Int>
    /// The text that takes their place.
    public var text: String
}

/// Lines and columns, as libyaml counts them (LF, CRLF and CR end a line; columns count code points; a byte order
/// mark takes no column), turned into byte offsets of one file.
public struct SourceMap: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The byte offset where each line starts, and where it ends (before its line break).
    private let lineStarts: [Int]
    private let lineEnds: [Int]
    /// The lines that hold a byte past ASCII (only on those do columns and bytes part ways), with the byte offset
    /// of every 64th code point, so finding a column never walks a long line from its start.
    private let wideLines: [Int: [Int]]
    private static let stride = 64

    /// Maps a file.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let lines = SourceText.lineRanges(bytes)
        let starts = lines.map(\.lowerBound)
        let ends = lines.map(\.upperBound)
        let wide = lines.indices.filter { bytes[lines[$0]].contains { $0 >= 0x80 } }
        var checkpoints: [Int: [Int]] = [:]
        for line in wide {
            var offsets: [Int] = []
            var codePoints = 0
            for offset in starts[line]..<ends[line] where bytes[offset] & 0xC0 != 0x80 {
                if codePoints % Self.stride == 0 { offsets.append(offset) }
                codePoints += 1
            }
            checkpoints[line] = offsets
        }
        lineStarts = starts
        lineEnds = ends
        wideLines = checkpoints
    }

    /// The byte offset of a mark, or nil when the mark lies outside the file.
    public func offset(of mark: Mark) -> Int? {
        guard mark.line >= 1, mark.line <= lineStarts.count, mark.column >= 1 else { return nil }
        let line = mark.line - 1
        // On an ASCII line a column is a byte: no walk, however long the line (a hostile one may be megabytes).
        guard let checkpoints = wideLines[line] else {
            let offset = lineStarts[line] + mark.column - 1
            return offset <= lineEnds[line] ? offset : nil
        }
        let checkpoint = min((mark.column - 1) / Self.stride, checkpoints.count - 1)
        var offset = checkpoints.isEmpty ? lineStarts[line] : checkpoints[checkpoint]
        var column = checkpoints.isEmpty ? 1 : checkpoint * Self.stride + 1
        while column < mark.column {
            guard offset < lineEnds[line] else { return nil }
            offset += 1
            // Continuation bytes belong to the code point before them.
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// The index of the line holding a byte offset (a line break belongs to the line it ends), by binary search.
    private func lineIndex(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The start of the line holding a byte offset. Lines are SourceText's, so they end where libyaml's do
    /// (at NEL, LS and PS too), never at a byte scan of its own.
    func lineStart(before offset: Int) -> Int {
        lineStarts[lineIndex(of: offset)]
    }

    /// The start of the line after the one holding a byte offset (the end of the file on the last line).
    func nextLineStart(after offset: Int) -> Int {
        let line = lineIndex(of: offset)
        return line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
    }

    /// The mark of a byte offset (for the ranges of edits this map widened).
    func mark(of offset: Int) -> Mark {
        let low = lineIndex(of: offset)
        guard let checkpoints = wideLines[low], !checkpoints.isEmpty else {
            return Mark(line: low + 1, column: max(0, offset - lineStarts[low]) + 1)
        }
        // The last checkpoint at or before the offset, then a walk of fewer than `stride` code points.
        var first = 0, last = checkpoints.count - 1
        while first < last {
            let middle = (first + last + 1) / 2
            if checkpoints[middle] <= offset { first = middle } else { last = middle - 1 }
        }
        var column = first * Self.stride + 1
        var index = checkpoints[first]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return Mark(line: low + 1, column: column)
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Resolves a fix; nil when an edit does not fit the file (it then is no fix at all).
    public func resolve(_ fix: Fix) -> ResolvedFix? {
        var edits: [ResolvedEdit] = []
        for edit in fix.edits {
            guard let resolved = resolve(edit) else { return nil }
            edits.append(resolved)
        }
        edits.sort { ($0.bytes.lowerBound, $0.bytes.upperBound) < ($1.bytes.lowerBound, $1.bytes.upperBound) }
        for (earlier, later) in zip(edits, edits.dropFirst()) where Self.overlap(earlier.bytes, later.bytes) {
            return nil
        }
        return ResolvedFix(summary: fix.summary, edits: edits, applicability: fix.applicability)
    }

    /// Whether two edits touch the same text (two insertions at one place count: their order would be a guess).
    static func overlap(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        if lhs.lowerBound == rhs.lowerBound { return true }
        return lhs.lowerBound < rhs.upperBound && rhs.lowerBound < lhs.upperBound
    }

    private func resolve(_ edit: TextEdit) -> ResolvedEdit? {
        guard let start = offset(of: edit.range.start), let end = offset(of: edit.range.end), start <= end else { return nil }
        switch edit.replacement {
        case .text(let text):
            let value = afterProperties(start, end)
            return ResolvedEdit(range: SourceRange(start: mark(of: value), end: edit.range.end), bytes: value..<end, text: text)
        case .scalar(let replacement, let number):
            let value = afterProperties(start, end)
            return ResolvedEdit(range: SourceRange(start: mark(of: value), end: edit.range.end), bytes: value..<end,
                                text: scalar(replacement, number: number, replacing: value..<end))
        case .moveItem(let source):
            guard let from = offset(of: source.start), let to = offset(of: source.end), from <= to else { return nil }
            guard isBlockItem(start), isBlockItem(from) else {
                return ResolvedEdit(range: edit.range, bytes: start..<end, text: text(from..<to))
            }
            let target = start..<lineEnd(after: end)
            return ResolvedEdit(range: SourceRange(start: edit.range.start, end: mark(of: target.upperBound)), bytes: target,
                                text: text(from..<lineEnd(after: to)))
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
        while index < end, bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "!") {
            while index < end, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            while index < end, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        return index
    }

    /// A scalar's new value in the old one's quoting.
    private func scalar(_ value: String, number: String?, replacing range: Range<Int>) -> String {
        switch bytes[range].first {
        case UInt8(ascii: "\"")?:
            return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case UInt8(ascii: "'")?:
            return "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        default:
            let old = bytes[range]
            if let number, !old.isEmpty, old.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }) {
                return number
            }
            return value
        }
    }

    /// A sequence item removed: its whole line in block style (`- 10`), its comma and itself in flow style (`, 10`).
    private func removal(of item: Range<Int>) -> ResolvedEdit? {
        var before = item.lowerBound
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        let removed: Range<Int>
        if isBlockItem(item.lowerBound) {
            // Block style: the line from its indentation to its line break, comment included.
            removed = lineStart(before: before - 1)..<nextLineStart(after: item.upperBound)
        } else if before > 0, bytes[before - 1] == UInt8(ascii: ",") {
            removed = (before - 1)..<item.upperBound
        } else {
            // The first item of a flow sequence: itself and the comma after it.
            var after = item.upperBound
            while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
            guard after < bytes.count, bytes[after] == UInt8(ascii: ",") else { return nil }
            after += 1
            while after < bytes.count, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
            removed = item.lowerBound..<after
        }
        return ResolvedEdit(range: SourceRange(start: mark(of: removed.lowerBound), end: mark(of: removed.upperBound)),
                            bytes: removed, text: "")
    }

    /// Whether the text at an offset is a block sequence item: `- ` and only indentation before it on its line.
    private func isBlockItem(_ offset: Int) -> Bool {
        var before = offset
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        return before > 0 && bytes[before - 1] == UInt8(ascii: "-") && lineStart(before: before - 1) == indentStart(before - 1)
    }

    /// The end of the line holding an offset, before its line break.
    private func lineEnd(after offset: Int) -> Int {
        lineEnds[lineIndex(of: offset)]
    }

    /// The start of a line's indentation, if only spaces stand between it and an offset (else the offset itself).
    private func indentStart(_ offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 { start -= 1 }
        return start == lineStart(before: offset) ? start : offset
    }

    /// `key: value` inserted before the key whose value starts at an offset, as a sibling entry of its mapping.
    private func insertion(_ entry: String, beforeKeyOfValueAt value: Int) -> ResolvedEdit? {
        var index = value
        // A block sequence's value starts on the line after its key.
        while index > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index - 1]) { index -= 1 }
        guard index > 0, bytes[index - 1] == UInt8(ascii: ":") else { return nil }
        index -= 1
        // The key: plain letters, or a quoted word.
        if index > 0, bytes[index - 1] == UInt8(ascii: "\"") || bytes[index - 1] == UInt8(ascii: "'") {
            let quote = bytes[index - 1]
            index -= 1
            while index > 0, bytes[index - 1] != quote { index -= 1 }
            guard index > 0 else { return nil }
            index -= 1
        } else {
            while index > 0, Self.isKeyByte(bytes[index - 1]) { index -= 1 }
        }
        let keyStart = index
        var before = keyStart
        while before > 0, bytes[before - 1] == 0x20 || bytes[before - 1] == 0x09 { before -= 1 }
        let text: String
        if before > 0, bytes[before - 1] == UInt8(ascii: "{") || bytes[before - 1] == UInt8(ascii: ",") {
            text = entry + ", "
        } else {
            // Block style: a line of its own at the key's column ("- " before the key turns into spaces).
            let column = mark(of: keyStart).column
            text = entry + lineBreak(near: keyStart) + String(repeating: " ", count: column - 1)
        }
        let at = mark(of: keyStart)
        return ResolvedEdit(range: SourceRange(at: at), bytes: keyStart..<keyStart, text: text)
    }

    private static func isKeyByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// The file's own line break (CRLF stays CRLF, CR stays CR), from the line holding an offset; LF after a Unicode
    /// break (NEL, LS, PS), which libyaml reads the same and every other tool reads as a line break.
    private func lineBreak(near offset: Int) -> String {
        let line = lineIndex(of: offset)
        let breakBytes = bytes[lineEnds[line]..<nextLineStart(after: offset)]
        if breakBytes.elementsEqual([0x0D, 0x0A]) { return "\r\n" }
        if breakBytes.elementsEqual([0x0D]) { return "\r" }
        return "\n"
    }
}

/// Applies fixes to a file's bytes: each fix whole or not at all, fixes that touch text an earlier fix already
/// changed left for the next pass, never merged.
public enum FixApplier {
    /// The bytes with as many fixes applied as do not overlap, and the fixes applied.
    public static func apply(_ fixes: [ResolvedFix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: [ResolvedFix]) {
        let ordered = fixes.filter { !$0.edits.isEmpty }.sorted { lhs, rhs in
            (lhs.edits[0].bytes.lowerBound, lhs.edits[0].bytes.upperBound) < (rhs.edits[0].bytes.lowerBound, rhs.edits[0].bytes.upperBound)
        }
        // The accepted edits, sorted by start: fixes come in order, so nearly every edit is appended.
        var accepted: [ResolvedEdit] = []
        var applied: [ResolvedFix] = []
        var seen = Set<ResolvedFix>()
        for fix in ordered where seen.insert(fix).inserted {
            let clashes = fix.edits.contains { edit in
                edit.bytes.upperBound > bytes.count || clash(edit, with: accepted)
            }
            guard !clashes else { continue }
            for edit in fix.edits { accepted.insert(edit, at: position(of: edit, in: accepted)) }
            applied.append(fix)
        }
        guard !accepted.isEmpty else { return (bytes, []) }
        // One pass front to back, copying what no edit touches.
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + accepted.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for edit in accepted {
            output.append(contentsOf: bytes[copied..<edit.bytes.lowerBound])
            output.append(contentsOf: edit.text.utf8)
            copied = edit.bytes.upperBound
        }
        output.append(contentsOf: bytes[copied...])
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
        if index > 0, SourceMap.overlap(edits[index - 1].bytes, edit.bytes) { return true }
        if index < edits.count, SourceMap.overlap(edits[index].bytes, edit.bytes) { return true }
        return false
    }
}
