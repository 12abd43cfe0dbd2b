/// One file's text as the YAML layer knows it: the bytes as read, the UTF-8 libyaml reads, and where its lines are,
/// counted as libyaml counts them (see `SourceText`), so that marks, byte offsets and lines for display all agree.
///
/// Everything above this layer takes a `SourceFile` (or the `ParseResult` holding it) and never reads bytes itself.
public struct SourceFile: Sendable {
    /// The bytes as read from the file.
    public let bytes: [UInt8]
    /// The encoding libyaml reads the bytes in.
    public let encoding: SourceText.Encoding
    /// The text as the UTF-8 libyaml reads: the bytes themselves for UTF-8, converted for UTF-16. Marks, offsets and
    /// lines all count in this text.
    public let text: [UInt8]
    /// Where each line's text starts in `text`; it ends before the break that precedes the next line's start.
    private let lineStarts: [Int]
    /// The lines that hold a byte past ASCII (only on those do columns and bytes part ways), with the offset of
    /// every 64th code point, so finding a column never walks a long line from its start.
    private let wideLines: [Int: [Int]]
    private static let stride = 64
    /// The offsets of every `#` at a line's start or after a blank: the only places a comment can start, found in
    /// the pass that finds the lines, so the parser never scans the text again for comments.
    public let hashCandidates: [(offset: Int, line: Int)]

    /// What ends a line in this file: YAML's breaks, or XML's.
    public let lineBreaks: SourceText.LineBreaks

    /// Reads a file's bytes, cutting lines where its format does.
    public init(_ bytes: [UInt8], lineBreaks: SourceText.LineBreaks = .yaml) {
        self.bytes = bytes
        self.lineBreaks = lineBreaks
        encoding = SourceText.encoding(of: bytes)
        let text = encoding == .utf8 ? bytes : SourceText.utf8(bytes)
        self.text = text
        var starts: [Int] = []
        // About a line per 32 bytes, so a file's lines rarely make the array grow.
        starts.reserveCapacity(text.count / 32 + 1)
        var wide: [Int] = []
        var hashes: [(offset: Int, line: Int)] = []
        let lastStart = text.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var start = SourceText.byteOrderMarkLength(buffer)
            var index = start
            var isWide = false
            while index < buffer.count {
                // Eight bytes at a time past the ones that matter here (most of a file): only a line feed, a carriage
                // return, a `#` or a byte past ASCII (NEL, LS, PS and wide characters) needs a look of its own.
                if index + 8 <= buffer.count, !Self.mayNeedLook(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let stop = min(index + 8, buffer.count)
                while index < stop {
                    let byte = buffer[index]
                    if byte == UInt8(ascii: "#") {
                        if index == start || buffer[index - 1] == 0x20 || buffer[index - 1] == 0x09 {
                            hashes.append((index, starts.count + 1))
                        }
                        index += 1
                        continue
                    }
                    guard byte == 0x0A || byte == 0x0D || byte >= 0x80 else {
                        index += 1
                        continue
                    }
                    if byte >= 0x80 { isWide = true }
                    let length = byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2
                        ? SourceText.lineBreakLength(buffer, at: index, breaks: lineBreaks) : 0
                    if length > 0 {
                        if isWide { wide.append(starts.count) }
                        starts.append(start)
                        index += length
                        start = index
                        isWide = false
                    } else {
                        index += 1
                    }
                }
            }
            if isWide { wide.append(starts.count) }
            return start
        }
        starts.append(lastStart)
        lineStarts = starts
        var checkpoints: [Int: [Int]] = [:]
        for line in wide {
            let end = Self.lineEnd(line, starts: starts, in: text)
            var offsets: [Int] = []
            var codePoints = 0
            for offset in starts[line]..<end where text[offset] & 0xC0 != 0x80 {
                if codePoints % Self.stride == 0 { offsets.append(offset) }
                codePoints += 1
            }
            checkpoints[line] = offsets
        }
        wideLines = checkpoints
        hashCandidates = hashes
    }

    /// Whether any of eight bytes is a line feed, a carriage return, a `#` or past ASCII (false positives are
    /// fine, none is missed): the bit tricks of "Bit Twiddling Hacks" for a zero byte, after XOR with each.
    private static func mayNeedLook(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZero(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        return (word & highs) | hasZero(word ^ (ones &* 0x0A)) | hasZero(word ^ (ones &* 0x0D)) | hasZero(word ^ (ones &* 0x23)) != 0
    }

    /// Reads a string (as UTF-8).
    public init(_ string: String) {
        self.init(Array(string.utf8))
    }

    // MARK: Lines

    /// How many lines the file has (an empty file, and one ending in a break, end with an empty line).
    public var lineCount: Int { lineStarts.count }

    /// One line (1-based) without its break, for display; nil past the last line.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        return String(decoding: text[lineRange(number - 1)], as: UTF8.self)
    }

    /// Every line without its break.
    public var lines: [String] {
        (1...lineCount).compactMap(line)
    }

    /// The text of the wanted lines (1-based) that the file has, for reports that quote them.
    public func lines(_ wanted: Set<Int>) -> [Int: String] {
        var found: [Int: String] = [:]
        for number in wanted { if let text = line(number) { found[number] = text } }
        return found
    }

    /// Where a line's text lies in `text`, its break left out (0-based index).
    public func lineRange(_ index: Int) -> Range<Int> {
        lineStarts[index]..<Self.lineEnd(index, starts: lineStarts, in: text)
    }

    /// Where a line's text ends: before the break that ends it (LF, CRLF, CR, NEL, LS or PS), read back from the
    /// next line's start, or at the end of the text on the last line.
    private static func lineEnd(_ index: Int, starts: [Int], in text: [UInt8]) -> Int {
        guard index + 1 < starts.count else { return text.count }
        let next = starts[index + 1]
        switch text[next - 1] {
        case 0x0A: return next >= 2 && text[next - 2] == 0x0D ? next - 2 : next - 1
        case 0x0D: return next - 1
        case 0x85: return next - 2
        default: return next - 3
        }
    }

    // MARK: Marks and offsets

    /// The offset in `text` of a mark, or nil when the mark lies outside the file.
    public func offset(of mark: Mark) -> Int? {
        guard mark.line >= 1, mark.line <= lineStarts.count, mark.column >= 1 else { return nil }
        let line = mark.line - 1
        // On an ASCII line a column is a byte: no walk, however long the line (a hostile one may be megabytes).
        guard let checkpoints = wideLines[line] else {
            let offset = lineStarts[line] + mark.column - 1
            return offset <= Self.lineEnd(line, starts: lineStarts, in: text) ? offset : nil
        }
        let checkpoint = min((mark.column - 1) / Self.stride, checkpoints.count - 1)
        let end = Self.lineEnd(line, starts: lineStarts, in: text)
        var offset = checkpoints.isEmpty ? lineStarts[line] : checkpoints[checkpoint]
        var column = checkpoints.isEmpty ? 1 : checkpoint * Self.stride + 1
        while column < mark.column {
            guard offset < end else { return nil }
            offset += 1
            // Continuation bytes belong to the code point before them.
            while offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// The index (0-based) of the line holding an offset (a line break belongs to the line it ends), by binary search.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The mark of an offset in `text`, as libyaml counts lines and columns.
    public func mark(ofOffset offset: Int) -> Mark {
        mark(ofOffset: offset, onLine: lineIndex(of: offset))
    }

    /// The mark of an offset known to lie on a line (0-based index).
    public func mark(ofOffset offset: Int, onLine line: Int) -> Mark {
        guard let checkpoints = wideLines[line], !checkpoints.isEmpty else {
            return Mark(line: line + 1, column: max(0, offset - lineStarts[line]) + 1)
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
            if text[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return Mark(line: line + 1, column: column)
    }

    /// The start of the line holding an offset.
    public func lineStart(before offset: Int) -> Int {
        lineStarts[lineIndex(of: offset)]
    }

    /// The end of the line holding an offset, before its line break.
    public func lineEnd(after offset: Int) -> Int {
        lineRange(lineIndex(of: offset)).upperBound
    }

    /// The start of the line after the one holding an offset (the end of the file on the last line).
    public func nextLineStart(after offset: Int) -> Int {
        let line = lineIndex(of: offset)
        return line + 1 < lineStarts.count ? lineStarts[line + 1] : text.count
    }

    /// The break ending the line holding an offset (empty on the last line).
    public func lineBreak(ofLineAt offset: Int) -> ArraySlice<UInt8> {
        let line = lineIndex(of: offset)
        return text[lineRange(line).upperBound..<nextLineStart(after: offset)]
    }

    /// The text of a range of offsets.
    public func string(_ range: Range<Int>) -> String {
        String(decoding: text[range], as: UTF8.self)
    }

    // MARK: Recognizing a file

    /// Whether a line starts (in its first column) with one of the keys, bare or quoted, then optional blanks and
    /// `:`: what tells a broken file of one kind from another when the parse failed. A text whose first bytes hold a
    /// NUL is UTF-32 (or UTF-16 libyaml could not read): its NULs are passed over, so such a file is still known.
    public func hasLine(startingWithKeyOf keys: Set<String>) -> Bool {
        if text.prefix(4).contains(0) {
            var stripped = text.filter { $0 != 0 }
            for mark in [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]] as [[UInt8]] where stripped.starts(with: mark) {
                stripped.removeFirst(mark.count)
                break
            }
            return SourceFile(stripped).hasLine(startingWithKeyOf: keys)
        }
        let patterns = keys.map { Array($0.utf8) }
        for line in 0..<lineCount where patterns.contains(where: { startsWithKey($0, in: lineRange(line)) }) {
            return true
        }
        return false
    }

    private func startsWithKey(_ key: [UInt8], in line: Range<Int>) -> Bool {
        var index = line.lowerBound
        var quote: UInt8?
        if index < line.upperBound, text[index] == 0x22 || text[index] == 0x27 {
            quote = text[index]
            index += 1
        }
        guard line.upperBound - index >= key.count, text[index..<(index + key.count)].elementsEqual(key) else { return false }
        index += key.count
        if let quote {
            guard index < line.upperBound, text[index] == quote else { return false }
            index += 1
        }
        while index < line.upperBound, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
        return index < line.upperBound && text[index] == 0x3A
    }
}
