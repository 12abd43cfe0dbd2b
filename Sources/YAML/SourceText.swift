/// A file's text cut into lines the way libyaml counts them, so line N here is line N of every mark.
///
/// This is the one place that knows what ends a line. libyaml (YAML 1.1) breaks lines at LF, CRLF, CR, and at the
/// Unicode breaks NEL (U+0085), LS (U+2028) and PS (U+2029) — in comments and scalars alike — so a counter that
/// knew only LF and CR would put every mark after such a character one line too high.
public enum SourceText {
    /// The lines of a file's bytes, each without its break; a UTF-8 byte order mark is dropped, and UTF-16 is read
    /// as the UTF-8 libyaml converts it to, so the comments and lines of such a file are found too.
    public static func lines(_ bytes: [UInt8]) -> [String] {
        let text = utf8(bytes)
        return lineRanges(text).map { String(decoding: text[$0], as: UTF8.self) }
    }

    /// One line (1-based) of a file's bytes, without its break, as `lines` gives it; nil past the last line.
    public static func line(_ number: Int, of bytes: [UInt8]) -> String? {
        let text = utf8(bytes)
        let ranges = lineRanges(text)
        guard number >= 1, number <= ranges.count else { return nil }
        return String(decoding: text[ranges[number - 1]], as: UTF8.self)
    }

    /// The bytes as the UTF-8 libyaml reads: UTF-8 as it is, UTF-16 converted (its byte order mark dropped).
    public static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        let encoding = encoding(of: bytes)
        guard encoding != .utf8 else { return bytes }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (first, second) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(encoding == .utf16LittleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var text: [UInt8] = []
        text.reserveCapacity(units.count)
        // A broken surrogate is libyaml's error to report; here it becomes U+FFFD.
        _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) { text.append($0) }
        return text
    }

    /// Where each line's text lies in the bytes, its line break left out (line 1 starts after a byte order mark).
    public static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { buffer in
            var ranges: [Range<Int>] = []
            var start = byteOrderMarkLength(buffer)
            var index = start
            while index < buffer.count {
                // Only these bytes can start a break; the rest are passed over without a call.
                let byte = buffer[index]
                guard byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2 else {
                    index += 1
                    continue
                }
                let length = lineBreakLength(buffer, at: index)
                if length > 0 {
                    ranges.append(start..<index)
                    index += length
                    start = index
                } else {
                    index += 1
                }
            }
            ranges.append(start..<buffer.count)
            return ranges
        }
    }

    /// The length in bytes of the line break starting at `index`, or 0 when none starts there.
    public static func lineBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A:
            return 1
        case 0x0D:
            return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2:
            // NEL, U+0085.
            return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            // LS, U+2028, and PS, U+2029.
            return index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default:
            return 0
        }
    }

    /// The length of a UTF-8 byte order mark at the start (3), or 0: libyaml gives it no line or column.
    public static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The line and column of a byte offset, as libyaml counts them (columns count code points).
    public static func mark(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        var line = 1
        var column = 1
        let end = min(max(offset, 0), bytes.count)
        var index = byteOrderMarkLength(bytes)
        while index < end {
            let length = lineBreakLength(bytes, at: index)
            if length > 0 {
                line += 1
                column = 1
                index += length
            } else {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        return Mark(line: line, column: column)
    }

    /// The encoding a file's bytes are in, as libyaml tells it from the first bytes: UTF-16 only with its byte
    /// order mark, UTF-8 otherwise.
    public enum Encoding: Sendable, Equatable {
        case utf8, utf16LittleEndian, utf16BigEndian

        public var name: String {
            switch self {
            case .utf8: "UTF-8"
            case .utf16LittleEndian: "UTF-16 (little-endian)"
            case .utf16BigEndian: "UTF-16 (big-endian)"
            }
        }
    }

    /// The encoding libyaml reads the bytes in.
    public static func encoding(of bytes: [UInt8]) -> Encoding {
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        return .utf8
    }
}
