/// A file's text cut into lines the way libyaml counts them, so line N here is line N of every mark.
public enum SourceText {
    /// The lines of a file's bytes: breaks are LF, CRLF and CR; a UTF-8 byte order mark is dropped.
    public static func lines(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(String(decoding: bytes[start..<bytes.count], as: UTF8.self))
        return lines
    }
}
