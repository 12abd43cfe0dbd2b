/// What ends a line, and what encoding a file is in, as libyaml reads them: `SourceFile` cuts a file into lines with
/// these, so line N there is line N of every mark.
///
/// This is the one place that knows what ends a line. libyaml (YAML 1.1) breaks lines at LF, CRLF, CR, and at the
/// Unicode breaks NEL (U+0085), LS (U+2028) and PS (U+2029) — in comments and scalars alike — so a counter that
/// knew only LF and CR would put every mark after such a character one line too high. XML 1.0 (Interface Builder
/// files) breaks lines at LF, CRLF and CR only, as libxml2 and Xcode count them: a U+2028 in a menu item's title
/// is a character of that line there.
public enum SourceText {
    /// Which characters end a line: YAML's, or XML 1.0's.
    public enum LineBreaks: Sendable, Hashable {
        /// LF, CRLF, CR, NEL, LS and PS (libyaml).
        case yaml
        /// LF, CRLF and CR (XML 1.0, libxml2).
        case xml
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

    /// The length in bytes of the line break starting at `index`, or 0 when none starts there.
    public static func lineBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, breaks: LineBreaks = .yaml) -> Int {
        switch bytes[index] {
        case 0x0A:
            return 1
        case 0x0D:
            return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2 where breaks == .yaml:
            // NEL, U+0085.
            return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2 where breaks == .yaml:
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
