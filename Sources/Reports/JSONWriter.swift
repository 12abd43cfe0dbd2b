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
                writer.key(computed: key)
                value.write(into: &writer)
            }
            writer.closeObject()
        }
    }
}

/// Pretty-printed JSON (two-space indent, keys in the order written) straight into UTF-8 bytes.
///
/// A report runs to megabytes of short keys, short strings, small numbers and indentation, so the writer fills a
/// buffer of its own through a pointer: an `Array`'s append checks uniqueness and capacity at every call, which
/// cost more than the bytes did. It is noncopyable so that the buffer has exactly one owner; that is also why it
/// may be sent to another task (`@unchecked Sendable`: sending it moves the only reference to its memory).
public struct JSONWriter: ~Copyable, @unchecked Sendable {
    /// The buffer: `count` bytes written, room for `capacity`.
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// How many containers are open, those a fragment stands in included.
    private var depth: Int
    /// Whether the innermost open container has no member yet (a fragment's outer containers have some already).
    private var empty = false
    /// Whether a key was just written, so the next value follows it on the same line.
    private var afterKey = false

    /// Creates a writer; `depth` is how many containers the output stands in already (for fragments of a larger document).
    public init(depth: Int = 0, capacity: Int = 4096) {
        self.depth = depth
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The JSON written so far (or since the last `take()`).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Hands the bytes written so far (or since the last `take()`) to a part's stream and keeps writing from where it
    /// stands (open containers stay open), reusing the buffer.
    public mutating func move(to output: inout PartStream) {
        output.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
        count = 0
    }

    /// Hands the bytes written so far to a part's stream once they are as many as the stream keeps in memory: a long
    /// fragment (a big file's controls or findings) is handed over in pieces, and the buffer stays that size.
    public mutating func moveWhenFull(to output: inout PartStream) {
        if count >= PartStream.memoryLimit { move(to: &output) }
    }

    /// Hands over the bytes written so far and starts an empty buffer (for writing a long report in pieces).
    public mutating func take() -> [UInt8] {
        let taken = bytes
        count = 0
        return taken
    }

    /// Writes an object member's key given as a literal, which must need no escaping (a report's field names); the
    /// member's value comes next.
    public mutating func key(_ name: StaticString) {
        if name.hasPointerRepresentation {
            key(name.utf8Start, name.utf8CodeUnitCount)
        } else {
            name.withUTF8Buffer { name in
                if let start = name.baseAddress { key(start, name.count) }
            }
        }
    }

    /// The separator, line break, indentation and quoted name of a key that needs no escaping, with one reservation:
    /// the line a report repeats most.
    private mutating func key(_ name: UnsafePointer<UInt8>, _ length: Int) {
        assert(!UnsafeBufferPointer(start: name, count: length).contains(where: Self.mayNeedEscape), "a key literal that needs escaping")
        let indentation = 2 * depth
        reserve(indentation + length + 6 + Self.slack)
        if depth > 0 {
            if !empty { put(UInt8(ascii: ",")) }
            put(UInt8(ascii: "\n"))
            empty = false
            spaces(indentation)
        }
        put(UInt8(ascii: "\""))
        copy(name, length)
        put(UInt8(ascii: "\""))
        put(UInt8(ascii: ":"))
        put(UInt8(ascii: " "))
        afterKey = true
    }

    /// Writes an object member's key that is not a literal (a `JSONValue`'s); the member's value comes next.
    public mutating func key(computed name: String) {
        separate()
        var name = name
        name.withUTF8 { quote($0) }
        afterKeyName()
    }

    public mutating func openObject() { open(UInt8(ascii: "{")) }
    public mutating func closeObject() { close(UInt8(ascii: "}")) }
    public mutating func openArray() { open(UInt8(ascii: "[")) }
    public mutating func closeArray() { close(UInt8(ascii: "]")) }

    public mutating func string(_ text: String) {
        beginValue()
        var text = text
        text.withUTF8 { quote($0) }
    }

    /// A string, or null.
    public mutating func string(_ text: String?) {
        guard let text else { return null() }
        string(text)
    }

    /// Opens a string written in parts (`stringPart`…, then `closeString`), escaped as if it were one, so a value
    /// made of pieces (`rules/` + id + `.md`, a date) needs no `String` of its own.
    public mutating func openString() {
        beginValue()
        reserve(1)
        put(UInt8(ascii: "\""))
    }

    public mutating func stringPart(_ text: String) {
        var text = text
        text.withUTF8 { escape($0) }
    }

    /// An integer's decimal digits, with zeros in front up to `width` characters, its sign included.
    public mutating func stringPart(_ value: Int, width: Int = 0) {
        let zeros = max(0, width - Self.decimalLength(value))
        reserve(zeros)
        (base + count).initialize(repeating: UInt8(ascii: "0"), count: zeros)
        count += zeros
        decimal(value)
    }

    public mutating func closeString() {
        reserve(1)
        put(UInt8(ascii: "\""))
    }

    public mutating func int(_ value: Int) {
        beginValue()
        decimal(value)
    }

    /// An integer, or null.
    public mutating func int(_ value: Int?) {
        guard let value else { return null() }
        int(value)
    }

    public mutating func bool(_ value: Bool) {
        beginValue()
        put(value ? "true" : "false")
    }

    public mutating func null() {
        beginValue()
        put("null")
    }

    /// Bytes that are already JSON at this position (a fragment another writer made with the same depth).
    public mutating func raw(_ json: [UInt8]) {
        json.withUnsafeBufferPointer { put($0) }
    }

    /// Text that is already JSON at this position.
    public mutating func raw(_ json: StaticString) {
        put(json)
    }

    // MARK: Layout

    private mutating func open(_ bracket: UInt8) {
        beginValue()
        reserve(1)
        put(bracket)
        depth += 1
        empty = true
    }

    private mutating func close(_ bracket: UInt8) {
        reserve(1 + 2 * depth + 1 + Self.slack)
        if depth > 0 && !empty {
            put(UInt8(ascii: "\n"))
            spaces(2 * (depth - 1))
        }
        put(bracket)
        depth = max(depth - 1, 0)
        // The container just closed is a member of the one around it.
        empty = false
    }

    private mutating func afterKeyName() {
        reserve(2)
        put(UInt8(ascii: ":"))
        put(UInt8(ascii: " "))
        afterKey = true
    }

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
        } else {
            separate()
        }
    }

    /// The comma and line break before a member of the open container, then its indentation.
    private mutating func separate() {
        guard depth > 0 else { return }
        reserve(2 + 2 * depth + Self.slack)
        if !empty { put(UInt8(ascii: ",")) }
        put(UInt8(ascii: "\n"))
        empty = false
        spaces(2 * depth)
    }

    /// Spaces for indentation, eight at a time: the caller has reserved room for them and `slack` more.
    private mutating func spaces(_ width: Int) {
        let target = UnsafeMutableRawPointer(base + count)
        var offset = 0
        while offset < width {
            target.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        count += width
    }

    // MARK: Bytes

    /// Room past what a write reserves, for writing spaces a word at a time.
    private static var slack: Int { 8 }

    /// Makes room for `extra` more bytes; every `put` below relies on a `reserve` before it.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if capacity - count < extra { grow(extra) }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        let newCapacity = max(2 * capacity, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    private mutating func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Bytes copied as they are (reserving room for them).
    private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    private mutating func put(_ text: StaticString) {
        text.withUTF8Buffer { put($0) }
    }

    private mutating func decimal(_ value: Int) {
        let length = Self.decimalLength(value)
        reserve(length)
        if value < 0 { put(UInt8(ascii: "-")) }
        // The magnitude as UInt, so Int.min has one too; its digits written from the last.
        var rest = value.magnitude
        count += value < 0 ? length - 1 : length
        var position = count
        repeat {
            position -= 1
            base[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
    }

    /// How many bytes `decimal` writes: the digits, and the sign of a negative number.
    private static func decimalLength(_ value: Int) -> Int {
        var length = value < 0 ? 2 : 1
        var rest = value.magnitude
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }

    // MARK: Escaping

    /// A JSON string literal: quotes, backslashes and control characters escaped (and U+2028/U+2029, which
    /// JavaScript reads as line ends), everything else copied as UTF-8.
    private mutating func quote(_ utf8: UnsafeBufferPointer<UInt8>) {
        reserve(1)
        put(UInt8(ascii: "\""))
        escape(utf8)
        reserve(1)
        put(UInt8(ascii: "\""))
    }

    /// The inside of a string literal. Text that needs no escape, nearly all of it, is checked a word at a time and
    /// copied whole; short text (most of a report's values) as one word made of overlapping loads.
    private mutating func escape(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress else { return }
        let length = utf8.count
        var index = 0
        if length < 8 {
            if !Self.mayNeedEscape(Self.shortWord(source, length)) {
                reserve(length)
                copy(source, length)
                return
            }
        } else {
            while index + 8 <= length && !Self.mayNeedEscape(Self.word(source + index)) { index += 8 }
            // The last bytes, as the word that ends the text (overlapping words already checked).
            if index + 8 > length && (index == length || !Self.mayNeedEscape(Self.word(source + length - 8))) {
                reserve(length)
                copy(source, length)
                return
            }
        }
        escape(source, length, from: index)
    }

    /// The inside of a string literal that has something to escape at or after `start`, byte by byte (skipping
    /// clean words).
    private mutating func escape(_ source: UnsafePointer<UInt8>, _ length: Int, from start: Int) {
        reserve(length)
        var runStart = 0
        var index = start
        while index < length {
            if index + 8 <= length && !Self.mayNeedEscape(Self.word(source + index)) {
                index += 8
                continue
            }
            // One of the next eight bytes (or of the last few) may need escaping: look at each.
            let end = min(index + 8, length)
            while index < end {
                let byte = source[index]
                guard Self.mayNeedEscape(byte) else {
                    index += 1
                    continue
                }
                var width = 1
                var hex = false
                let escaped: StaticString
                switch byte {
                case UInt8(ascii: "\""): escaped = "\\\""
                case UInt8(ascii: "\\"): escaped = "\\\\"
                case 0x0A: escaped = "\\n"
                case 0x0D: escaped = "\\r"
                case 0x09: escaped = "\\t"
                case 0xE2:
                    // E2 80 A8 and E2 80 A9 are U+2028 and U+2029; any other character starting with E2 is copied.
                    guard index + 2 < length, source[index + 1] == 0x80, source[index + 2] == 0xA8 || source[index + 2] == 0xA9 else {
                        index += 1
                        continue
                    }
                    escaped = source[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default:
                    // Other control characters and DEL as \u00XX.
                    escaped = "\\u00"
                    hex = true
                }
                // Room for the run, this escape (at most six bytes), the rest of the text and the closing quote.
                reserve(index - runStart + 6 + (length - index) + 1)
                copy(source + runStart, index - runStart)
                escaped.withUTF8Buffer { copy($0.baseAddress, $0.count) }
                if hex {
                    put(Self.hexDigit(byte >> 4))
                    put(Self.hexDigit(byte & 0xF))
                }
                index += width
                runStart = index
            }
        }
        copy(source + runStart, length - runStart)
    }

    /// Copies bytes the caller has reserved room for; up to 16 as one or two overlapping loads and stores each.
    @inline(__always)
    private mutating func copy(_ source: UnsafePointer<UInt8>?, _ length: Int) {
        guard let source else { return }
        let target = UnsafeMutableRawPointer(base + count)
        let from = UnsafeRawPointer(source)
        switch length {
        case 0:
            return
        case 1..<4:
            target.storeBytes(of: source[0], as: UInt8.self)
            target.storeBytes(of: source[length / 2], toByteOffset: length / 2, as: UInt8.self)
            target.storeBytes(of: source[length - 1], toByteOffset: length - 1, as: UInt8.self)
        case 4..<8:
            target.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            target.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self), toByteOffset: length - 4, as: UInt32.self)
        case 8...16:
            target.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            target.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8, as: UInt64.self)
        default:
            target.copyMemory(from: from, byteCount: length)
        }
        count += length
    }

    /// Eight bytes of text, in memory order.
    @inline(__always)
    private static func word(_ bytes: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self)
    }

    /// Fewer than eight bytes of text as one word for `mayNeedEscape`: every byte in it (some twice), the rest `@`.
    @inline(__always)
    private static func shortWord(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> UInt64 {
        let raw = UnsafeRawPointer(bytes)
        switch length {
        case 4...:
            return UInt64(raw.loadUnaligned(as: UInt32.self)) | UInt64(raw.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)) << 32
        case 2...:
            return UInt64(raw.loadUnaligned(as: UInt16.self)) | UInt64(raw.loadUnaligned(fromByteOffset: length - 2, as: UInt16.self)) << 16
                | 0x4040_4040_0000_0000
        case 1:
            return UInt64(bytes[0]) | 0x4040_4040_4040_4000
        default:
            return 0x4040_4040_4040_4040
        }
    }

    /// Whether a byte starts something `escape` rewrites: a control character, `"`, `\`, DEL, or E2 (which begins
    /// U+2028 and U+2029, and other characters).
    @inline(__always)
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xE2
    }

    /// Whether any of eight bytes may need escaping (`mayNeedEscape` of each), with the bit tricks that find a
    /// byte below a bound or equal to a value in a whole word: exact about whether there is one, not where.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
        let below20 = (word &- ones &* 0x20) & ~word & highs
        let quote = hasZeroByte(word ^ (ones &* 0x22))
        let backslash = hasZeroByte(word ^ (ones &* 0x5C))
        let delete = hasZeroByte(word ^ (ones &* 0x7F))
        let e2 = hasZeroByte(word ^ (ones &* 0xE2))
        return below20 | quote | backslash | delete | e2 != 0
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
