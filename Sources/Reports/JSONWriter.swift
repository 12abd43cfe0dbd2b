/// A JSON value whose objects keep their keys in the order given, so reports read and diff predictably.
public indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// A string or null.
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// The value as pretty-printed JSON (two-space indent), with no trailing newline.
    public func serialized() -> String {
        var writer = JSONWriter()
        write(into: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Writes the value at the writer's current position.
    public func write(into writer: inout JSONWriter) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .int(let value): writer.int(value)
        case .string(let value): writer.string(value)
        case .array(let items):
            writer.openArray()
            for item in items { item.write(into: &writer) }
            writer.closeArray()
        case .object(let members):
            writer.openObject()
            for (key, value) in members {
                writer.key(key)
                value.write(into: &writer)
            }
            writer.closeObject()
        }
    }
}

/// Pretty-printed JSON (two-space indent, keys in the order written) straight into UTF-8 bytes.
/// Reports are mostly ASCII keys and short strings, so this appends bytes and never builds a `String` per value.
public struct JSONWriter: Sendable {
    /// The JSON written so far (or since the last `take()`).
    public private(set) var bytes: [UInt8] = []
    /// For each open container, how many members it has so far.
    private var counts: [Int]
    /// Whether a key was just written, so the next value follows it on the same line.
    private var afterKey = false

    /// Creates a writer; `depth` is how many containers the output stands in already (for fragments of a larger document).
    public init(depth: Int = 0, capacity: Int = 4096) {
        counts = Array(repeating: 1, count: depth)
        bytes.reserveCapacity(capacity)
    }

    /// Hands over the bytes written so far and starts an empty buffer (for writing a long report in pieces).
    public mutating func take() -> [UInt8] {
        let taken = bytes
        bytes.removeAll(keepingCapacity: true)
        return taken
    }

    /// Writes an object member's key; the member's value comes next.
    public mutating func key(_ name: String) {
        separate()
        escape(name)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        afterKey = true
    }

    public mutating func openObject() { open(UInt8(ascii: "{")) }
    public mutating func closeObject() { close(UInt8(ascii: "}")) }
    public mutating func openArray() { open(UInt8(ascii: "[")) }
    public mutating func closeArray() { close(UInt8(ascii: "]")) }

    public mutating func string(_ text: String) {
        beginValue()
        escape(text)
    }

    /// A string, or null.
    public mutating func string(_ text: String?) {
        guard let text else { return null() }
        string(text)
    }

    public mutating func int(_ value: Int) {
        beginValue()
        appendDecimal(value)
    }

    /// An integer, or null.
    public mutating func int(_ value: Int?) {
        guard let value else { return null() }
        int(value)
    }

    public mutating func bool(_ value: Bool) {
        beginValue()
        append(value ? "true" : "false")
    }

    public mutating func null() {
        beginValue()
        append("null")
    }

    /// Bytes that are already JSON at this position (a fragment another writer made with the same depth).
    public mutating func raw(_ json: [UInt8]) {
        bytes.append(contentsOf: json)
    }

    private mutating func open(_ bracket: UInt8) {
        beginValue()
        bytes.append(bracket)
        counts.append(0)
    }

    private mutating func close(_ bracket: UInt8) {
        let members = counts.popLast() ?? 0
        if members > 0 {
            bytes.append(UInt8(ascii: "\n"))
            indent(counts.count)
        }
        bytes.append(bracket)
    }

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else {
            separate()
        }
    }

    /// The comma and line break before a member, then its indentation.
    private mutating func separate() {
        guard let last = counts.indices.last else { return }
        if counts[last] > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        counts[last] += 1
        indent(counts.count)
    }

    private mutating func indent(_ depth: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func appendDecimal(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            // The magnitude as UInt, so Int.min has one too.
            appendDigits(UInt(bitPattern: 0 &- value))
        } else {
            appendDigits(UInt(value))
        }
    }

    private mutating func appendDigits(_ value: UInt) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0) // 24 bytes: room for 20 digits
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped (and U+2028/U+2029, which
    /// JavaScript reads as line ends), everything else copied as UTF-8.
    private mutating func escape(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Nearly every string is printable ASCII with no quote or backslash: copied in one go.
            if !utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: utf8)
                return
            }
            var runStart = 0
            var index = 0
            let count = utf8.count
            while index < count {
                let byte = utf8[index]
                let escaped: StaticString?
                var width = 1
                switch byte {
                case UInt8(ascii: "\""): escaped = "\\\""
                case UInt8(ascii: "\\"): escaped = "\\\\"
                case 0x0A: escaped = "\\n"
                case 0x0D: escaped = "\\r"
                case 0x09: escaped = "\\t"
                case 0x00..<0x20, 0x7F: escaped = nil; width = 0
                case 0xE2 where index + 2 < count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    escaped = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                if let escaped {
                    append(escaped)
                } else {
                    // Other control characters as \u00XX.
                    append("\\u00")
                    bytes.append(Self.hexDigit(byte >> 4))
                    bytes.append(Self.hexDigit(byte & 0xF))
                    width = 1
                }
                index += width
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
