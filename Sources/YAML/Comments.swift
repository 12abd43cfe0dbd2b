import Source

extension SourceFile {
    /// The file's comments, in file order. libyaml reports no comments, so they are found from what the parse
    /// tells: a `#` at a line's start or after a blank begins a comment unless it lies inside a scalar, and the only
    /// scalars that can hold such a `#` are quoted ones and the bodies of block scalars (`opaque`, in file order,
    /// not overlapping). Past `exactUntil` (where an error stopped the parse), nothing is known of the scalars: the
    /// rest of the text is read line by line, skipping what stands in quotes.
    func comments(outside opaque: [SourceRange], exactUntil boundary: Mark?) -> [Comment] {
        var comments: [Comment] = []
        var next = 0
        var lastLine = 0
        for candidate in hashCandidates {
            // The rest of a line after its comment's `#` is that comment (and a line past the boundary is read whole).
            guard candidate.line != lastLine else { continue }
            let mark = mark(ofOffset: candidate.offset, onLine: candidate.line - 1)
            if let boundary, mark >= boundary {
                lastLine = candidate.line
                if let found = unreadComment(onLine: candidate.line, from: boundary) { comments.append(found) }
                continue
            }
            while next < opaque.count, opaque[next].end <= mark { next += 1 }
            if next < opaque.count, opaque[next].start <= mark { continue }
            comments.append(comment(at: candidate.offset, mark: mark))
            lastLine = candidate.line
        }
        return comments
    }

    /// The comment of a line the parse did not reach (from the boundary, on the boundary's own line), if any.
    private func unreadComment(onLine line: Int, from boundary: Mark) -> Comment? {
        let range = lineRange(line - 1)
        var start = range.lowerBound
        if line == boundary.line, let offset = offset(of: boundary) { start = offset }
        // The rest of the parse stopped here, often at bytes that are not UTF-8 (libyaml's error): each code point is
        // kept with the offset it starts at, an ill-formed sequence counting as one U+FFFD, so a `#` found after
        // such bytes is placed at its own byte and not where re-encoding the replacement character would put it.
        var scalars = String.UnicodeScalarView()
        var offsets: [Int] = []
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = text[start..<range.upperBound].makeIterator()
        var offset = start
        decoding: while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                offsets.append(offset)
                offset += encoded.count
            case .error(let length):
                scalars.append("\u{FFFD}")
                offsets.append(offset)
                offset += length
            case .emptyInput:
                break decoding
            }
        }
        // What stands before the boundary decides, as on a whole line, whether a `#` or a quote there starts something.
        let before: Unicode.Scalar = start == range.lowerBound ? " " : text[start - 1] < 0x80 ? Unicode.Scalar(text[start - 1]) : "x"
        guard let index = Self.unquotedCommentStart(in: scalars, after: before) else { return nil }
        return comment(at: offsets[index], mark: mark(ofOffset: offsets[index], onLine: line - 1))
    }

    private func comment(at offset: Int, mark: Mark) -> Comment {
        let text = string(offset..<lineEnd(after: offset))
        return Comment(range: SourceRange(start: mark, end: Mark(line: mark.line, column: mark.column + text.unicodeScalars.count)),
                       text: text)
    }

    /// Where a line's comment starts (a 0-based index in its code points), telling quotes apart without a parse:
    /// a `#` at the start or after a blank, outside what a quote that can open a scalar opens. `first` is what
    /// stands before the text (a blank at a line's start).
    static func unquotedCommentStart(in line: String.UnicodeScalarView, after first: Unicode.Scalar = " ") -> Int? {
        let scalars = Array(line)
        var quote: Unicode.Scalar?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let previous: Unicode.Scalar = index > 0 ? scalars[index - 1] : first
            if let open = quote {
                if open == "'", scalar == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
                    index += 2 // '' is an escaped quote inside single quotes
                    continue
                }
                if scalar == open, !(open == "\"" && previous == "\\") { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                // A quote opens a scalar only where one can start, not inside a word (it's).
                if " \t[{,:-".unicodeScalars.contains(previous) { quote = scalar }
            } else if scalar == "#", previous == " " || previous == "\t" {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Where a node's content starts, past the anchor (`&name`) and tag (`!!str`) written before it and the blanks,
    /// breaks and comments after them: libyaml's range of a node takes its properties in.
    func contentStart(_ start: Int, before end: Int) -> Int {
        var index = start
        while index < end, text[index] == UInt8(ascii: "&") || text[index] == UInt8(ascii: "!") {
            while index < end, !Self.isBlankOrBreak(text[index]) { index += 1 }
            while index < end {
                if Self.isBlankOrBreak(text[index]) {
                    index += 1
                } else if text[index] == UInt8(ascii: "#") {
                    index = nextLineStart(after: index)
                } else {
                    break
                }
            }
        }
        return min(index, end)
    }

    private static func isBlankOrBreak(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
