import LanguageServerProtocol
import Source

/// Where a document's lines start as an LSP client counts them: at LF, CRLF and CR only (the specification's line
/// endings), whatever else the format breaks lines at. piclint's marks count lines the format's way (YAML also
/// breaks at NEL, LS and PS), so every position crosses over through a byte offset, never a line number.
struct LineIndex: Sendable {
    /// The byte offset each line starts at.
    private(set) var starts: [Int]

    init(_ text: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(text.count / 32 + 1)
        var index = 0
        while index < text.count {
            switch text[index] {
            case 0x0A:
                starts.append(index + 1)
            case 0x0D:
                if index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        self.starts = starts
    }

    /// The line (0-based) holding a byte offset.
    func line(of offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// A line's bytes without its break.
    func lineRange(_ line: Int, in text: [UInt8]) -> Swift.Range<Int> {
        let start = starts[line]
        var end = line + 1 < starts.count ? starts[line + 1] : text.count
        if end > start, text[end - 1] == 0x0A { end -= 1 }
        if end > start, text[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The client's position of a byte offset.
    func position(of offset: Int, in text: [UInt8], encoding: PositionEncoding) -> Position {
        let offset = min(max(0, offset), text.count)
        let line = line(of: offset)
        let range = lineRange(line, in: text)
        let bytes = min(offset, range.upperBound) - range.lowerBound
        // Before the first byte past ASCII every encoding counts a unit a byte; the count character by character
        // (generic, so a call a byte) was 34K instructions a finding's position on an ordinary line.
        if Self.isASCII(text, range.lowerBound..<(range.lowerBound + bytes)) { return Position(line: line, character: bytes) }
        return Position(line: line, character: encoding.column(fromUTF8Offset: bytes, in: text[range]))
    }

    private static func isASCII(_ text: [UInt8], _ range: Swift.Range<Int>) -> Bool {
        text.withUnsafeBufferPointer { buffer in buffer[range].allSatisfy { $0 < 0x80 } }
    }

    /// The byte offset of a client's position: a line past the last is the end of the text, a column past a line's
    /// end is its end (as the specification says a client may send).
    func offset(of position: Position, in text: [UInt8], encoding: PositionEncoding) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return text.count }
        let range = lineRange(position.line, in: text)
        let column = max(0, position.character)
        let ascii = range.lowerBound..<(column >= range.count ? range.upperBound : range.lowerBound + column)
        // As in `position`: up to the column the line is ASCII, so the column is a count of bytes.
        if Self.isASCII(text, ascii) { return ascii.upperBound }
        return range.lowerBound + encoding.utf8Offset(fromColumn: column, in: text[range])
    }
}

/// A linted text with both its line counts: piclint's (the format's) and the client's.
struct PositionMap: Sendable {
    let source: SourceFile
    let lines: LineIndex
    let encoding: PositionEncoding

    init(source: SourceFile, encoding: PositionEncoding) {
        self.source = source
        self.lines = LineIndex(source.text)
        self.encoding = encoding
    }

    /// The byte offset of a piclint mark (a mark past its line's end is taken to the end of the line).
    func offset(of mark: Mark) -> Int {
        if let offset = source.offset(of: mark) { return offset }
        guard mark.line >= 1 else { return 0 }
        guard mark.line <= source.lineCount else { return source.text.count }
        return source.lineRange(mark.line - 1).upperBound
    }

    func position(ofOffset offset: Int) -> Position {
        lines.position(of: offset, in: source.text, encoding: encoding)
    }

    func position(of mark: Mark) -> Position {
        position(ofOffset: offset(of: mark))
    }

    func range(of range: SourceRange) -> LanguageServerProtocol.Range {
        let start = position(of: range.start)
        let end = position(of: range.end)
        return LanguageServerProtocol.Range(start: start, end: max(start, end))
    }

    func range(ofBytes bytes: Swift.Range<Int>) -> LanguageServerProtocol.Range {
        LanguageServerProtocol.Range(start: position(ofOffset: bytes.lowerBound), end: position(ofOffset: bytes.upperBound))
    }

    func offset(of position: Position) -> Int {
        lines.offset(of: position, in: source.text, encoding: encoding)
    }
}
