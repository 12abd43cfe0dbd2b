/// Why the byte stream could not be split into messages. Framing has no way to resynchronise (the next header's
/// start is wherever the broken one's content would have ended), so the reader stops at the first of these and the
/// server reports it and exits rather than guess.
public enum FramingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No blank line within this many bytes: not an LSP header, or a client writing garbage.
    case headerTooLong(limit: Int)
    /// A header line ended by a bare line feed; the specification requires `\r\n`.
    case bareLineFeed
    /// A carriage return not followed by a line feed.
    case bareCarriageReturn
    /// A header byte outside printable ASCII.
    case nonASCIIHeader
    /// A header line with no `:`.
    case malformedHeaderLine(String)
    /// A header part without `Content-Length`.
    case missingContentLength
    /// `Content-Length` given twice.
    case duplicateContentLength
    /// `Content-Length` not a decimal number of bytes.
    case invalidContentLength(String)
    /// A message longer than the reader accepts, which keeps a hostile length from costing unbounded memory.
    case contentTooLarge(length: Int, limit: Int)
    /// A `Content-Type` naming a charset other than UTF-8, the only one LSP allows.
    case unsupportedCharset(String)

    public var description: String {
        switch self {
        case .headerTooLong(let limit): "no end of header (a blank line) within \(limit) bytes"
        case .bareLineFeed: "a header line ends with \\n alone; LSP headers end with \\r\\n"
        case .bareCarriageReturn: "a header holds \\r not followed by \\n"
        case .nonASCIIHeader: "a header holds a byte that is not printable ASCII"
        case .malformedHeaderLine(let line): "header line \"\(line)\" has no ':'"
        case .missingContentLength: "the header has no Content-Length"
        case .duplicateContentLength: "the header gives Content-Length twice"
        case .invalidContentLength(let value): "Content-Length \"\(value)\" is not a number of bytes"
        case .contentTooLarge(let length, let limit): "a message of \(length) bytes is over the limit of \(limit)"
        case .unsupportedCharset(let value): "Content-Type \"\(value)\" names a charset other than utf-8"
        }
    }
}

/// Splits a byte stream into LSP messages' content (`Content-Length: n\r\n…\r\n\r\n` then n bytes), incrementally:
/// bytes are appended as they arrive, in chunks of any size (a header may be split anywhere), and each call to
/// `next()` gives one whole message's content or `nil` until enough has arrived. It reads no file itself, so tests
/// and the fuzz target feed it directly.
public struct MessageReader: Sendable {
    /// The largest message accepted by default: far more than any document piclint reads (16 MiB) sent as JSON.
    public static let defaultContentLimit = 64 << 20
    /// The longest header part accepted; real ones are under a hundred bytes.
    public static let headerLimit = 8 << 10

    private let contentLimit: Int
    private var buffer: [UInt8] = []
    /// Bytes before this are consumed.
    private var start = 0
    /// Where the search for the header's end resumes, so bytes arriving one at a time are not scanned again.
    private var scanned = 0
    /// The length of the message whose header has been read and whose content is still arriving.
    private var pendingLength: Int?
    /// The first error, given again by every later call.
    private var failure: FramingError?

    public init(contentLimit: Int = MessageReader.defaultContentLimit) {
        self.contentLimit = contentLimit
    }

    /// Bytes held that are not yet part of a message given out.
    public var bufferedByteCount: Int { buffer.count - start }

    /// Adds bytes as they arrive.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message's content, `nil` when more bytes are needed.
    public mutating func next() throws(FramingError) -> [UInt8]? {
        if let failure { throw failure }
        do {
            return try readMessage()
        } catch {
            failure = error
            throw error
        }
    }

    private mutating func readMessage() throws(FramingError) -> [UInt8]? {
        if pendingLength == nil {
            guard let headerEnd = try findHeaderEnd() else { return nil }
            let length = try Self.contentLength(in: buffer[start..<headerEnd], limit: contentLimit)
            start = headerEnd + 4
            scanned = start
            pendingLength = length
        }
        guard let length = pendingLength, buffer.count - start >= length else { return nil }
        let content = Array(buffer[start..<(start + length)])
        start += length
        scanned = start
        pendingLength = nil
        compact()
        return content
    }

    /// The index of the `\r\n\r\n` ending the header part, checking each line break as it goes.
    private mutating func findHeaderEnd() throws(FramingError) -> Int? {
        var index = max(scanned, start)
        while index < buffer.count {
            switch buffer[index] {
            case 0x0A:
                // A line feed is only ever checked as the second byte of \r\n, below.
                throw .bareLineFeed
            case 0x0D:
                guard index + 1 < buffer.count else {
                    scanned = index
                    return nil
                }
                guard buffer[index + 1] == 0x0A else { throw .bareCarriageReturn }
                // A blank line: \r\n at the header's start, or right after another \r\n.
                if index == start { throw .missingContentLength } // a header part with no lines at all
                if index - start >= 2, buffer[index - 2] == 0x0D, buffer[index - 1] == 0x0A { return index - 2 }
                index += 2
            case 0x09, 0x20...0x7E:
                index += 1
            default:
                throw .nonASCIIHeader
            }
            if index - start > Self.headerLimit { throw .headerTooLong(limit: Self.headerLimit) }
        }
        scanned = index
        return nil
    }

    /// Reads the header part's fields (`Name: value` lines, names in any case) and gives the content's length.
    private static func contentLength(in header: ArraySlice<UInt8>, limit: Int) throws(FramingError) -> Int {
        var length: Int?
        for lineBytes in header.split(separator: 0x0D, omittingEmptySubsequences: true) {
            // Each line after the first starts with the \n of the previous \r\n.
            let line = String(decoding: lineBytes.drop { $0 == 0x0A }, as: UTF8.self)
            if line.isEmpty { continue }
            guard let colon = line.firstIndex(of: ":") else { throw .malformedHeaderLine(line) }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces()
            switch name {
            case "content-length":
                guard length == nil else { throw .duplicateContentLength }
                guard !value.isEmpty, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                    throw .invalidContentLength(value)
                }
                // Digits only, so the only way Int's parse fails is overflow: over any limit.
                guard let parsed = Int(value), parsed <= limit else {
                    throw .contentTooLarge(length: Int(value) ?? Int.max, limit: limit)
                }
                length = parsed
            case "content-type":
                let charset = value.split(separator: ";").dropFirst()
                    .map { $0.trimmingSpaces().lowercased() }
                    .first { $0.hasPrefix("charset=") }
                if let charset, !["charset=utf-8", "charset=utf8"].contains(charset) {
                    throw .unsupportedCharset(value)
                }
            default:
                continue // Headers LSP does not define are ignored.
            }
        }
        guard let length else { throw .missingContentLength }
        return length
    }

    /// Drops consumed bytes once they are at least half the buffer, so a long session's memory stays bounded
    /// while each byte is moved a bounded number of times.
    private mutating func compact() {
        guard start > 0, start * 2 >= buffer.count else { return }
        buffer.removeFirst(start)
        scanned -= start
        start = 0
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs: the optional whitespace around a header's value.
    fileprivate func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
