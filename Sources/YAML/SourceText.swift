/// A file's text cut into lines the way libyaml counts them, so line N here is line N of every mark.
public enum SourceText {
    /// The lines of a file's bytes: breaks are LF, CRLF and CR; a UTF-8 byte order mark is dropped.
    public static func lines(_ bytes: [UInt8]) -> [String] {
        lineRanges(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// Where each line's text lies in the bytes, its line break left out (line 1 starts after a byte order mark).
    public static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                ranges.append(start..<index)
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        ranges.append(start..<bytes.count)
        return ranges
    }
}
