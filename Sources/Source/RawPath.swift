/// A path as the operating system holds it: bytes, which need not be UTF-8.
///
/// Linux and most Unix file systems take any byte but NUL and `/` in a name, so a folder can hold `caf\xE9.yaml`
/// (Latin-1) beside `café.yaml`. A Swift `String` cannot hold such a name: decoding it replaces the byte with
/// U+FFFD, and the path made of that text names no file. So the Driver carries paths as `RawPath` from readdir(2)
/// and argv to open(2), stat(2) and the rename `--fix` makes, and reports show `display`.
///
/// `display` is the one text form of a path that every report uses, and it is lossless: `RawPath(display:)`
/// gives the bytes back, so reports that need them (SARIF's percent-encoded URIs, `--fix-dry-run`'s headers)
/// and baselines (which match findings by path) read the same path whatever the report.
///
/// - A byte that is not part of a UTF-8 character is written `\xHH`, two upper-case hex digits. Such a byte is
///   always 0x80 or more: `caf\xE9.yaml`.
/// - A backslash is written as it is, unless what follows it would read as an escape (`\`, or `x` and two
///   upper-case hex digits from 8 to F): then it is doubled, so a file literally named `caf\xE9.yaml` shows as
///   `caf\\xE9.yaml` and the two names never meet. A path that is UTF-8 and has no such backslash (nearly every
///   path) is shown exactly as it is.
///
/// Control characters are left in: each report escapes them in its own terms (`TerminalText` for text, markup
/// escapes for XML, git's quoting for diff headers).
public struct RawPath: Sendable, Hashable {
    /// The path's bytes, without a terminating NUL.
    public var bytes: [UInt8]

    /// The bytes hashed as one block: an array's own hash feeds them to the hasher one at a time, some 25
    /// instructions a byte, and a run hashes every path it lints.
    public func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// A path of bytes as the system gave them.
    public init(bytes: some Sequence<UInt8>) {
        self.bytes = Array(bytes)
    }

    /// A path written as text (its UTF-8 bytes): a literal, a config's value, a path built of such.
    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The path whose `display` is the text: `\xHH` (HH from 80 to FF) is the byte, `\\` one backslash, and every
    /// other character its UTF-8 bytes.
    public init(display: String) {
        let text = Array(display.utf8)
        // Nearly every path has no backslash at all, and is its own bytes.
        guard text.contains(Self.backslash) else {
            bytes = text
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if text[index] == Self.backslash, index + 1 < text.count {
                if text[index + 1] == Self.backslash {
                    bytes.append(Self.backslash)
                    index += 2
                    continue
                }
                if let byte = Self.escapedByte(text, at: index + 1) {
                    bytes.append(byte)
                    index += 4
                    continue
                }
            }
            bytes.append(text[index])
            index += 1
        }
        self.bytes = bytes
    }

    /// Whether the path is UTF-8 throughout (then `display` is its text, but for doubled backslashes).
    public var isUTF8: Bool {
        var index = 0
        while index < bytes.count {
            guard let length = Self.characterLength(bytes, at: index) else { return false }
            index += length
        }
        return true
    }

    /// The text reports show for the path (see the type's description); lossless.
    public var display: String {
        if !bytes.contains(where: { $0 >= 0x80 || $0 == Self.backslash }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.backslash {
                output.append(byte)
                if needsDoubling(after: index) { output.append(byte) }
                index += 1
            } else if let length = Self.characterLength(bytes, at: index) {
                output += bytes[index..<(index + length)]
                index += length
            } else {
                output += Self.escape(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether the path is empty.
    public var isEmpty: Bool { bytes.isEmpty }

    /// Whether the path starts at the root.
    public var isAbsolute: Bool { bytes.first == Self.slash }

    /// `folder/name`, with one slash between them (none added after a folder ending in one; `.` gives the name alone).
    public func appending(_ name: RawPath) -> RawPath {
        if bytes == [UInt8(ascii: ".")] { return name }
        if bytes.last == Self.slash { return RawPath(bytes: bytes + name.bytes) }
        return RawPath(bytes: bytes + [Self.slash] + name.bytes)
    }

    /// The folder and the last name: `a/b` → (`a`, `b`), `b` → (`.`, `b`), `/b` → (`/`, `b`).
    public var split: (folder: RawPath, name: RawPath) {
        guard let slash = bytes.lastIndex(of: Self.slash) else { return (RawPath("."), self) }
        let folder = bytes[..<slash]
        return (folder.isEmpty ? RawPath("/") : RawPath(bytes: folder), RawPath(bytes: bytes[(slash + 1)...]))
    }

    /// Whether the last name starts with a dot (a hidden file or folder).
    public var isHidden: Bool { split.name.bytes.first == UInt8(ascii: ".") }

    /// Calls `body` with the path as a NUL-terminated C string, for the system's calls.
    public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        // The array is passed as a pointer to its elements for the call's length, as C strings are passed to C.
        let terminated = bytes.map { CChar(truncatingIfNeeded: $0) } + [0]
        return try body(terminated)
    }

    // MARK: Escapes

    private static let backslash = UInt8(ascii: "\\")
    private static let slash = UInt8(ascii: "/")
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// `\xE9`.
    static func escape(_ byte: UInt8) -> [UInt8] {
        [backslash, UInt8(ascii: "x"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
    }

    /// The byte of `xHH` at `index` (HH upper-case, 80 to FF), the form an escape takes after its backslash.
    private static func escapedByte(_ text: [UInt8], at index: Int) -> UInt8? {
        guard index + 2 < text.count, text[index] == UInt8(ascii: "x"),
              let high = hexDigits.firstIndex(of: text[index + 1]), high >= 8,
              let low = hexDigits.firstIndex(of: text[index + 2]) else { return nil }
        return UInt8(high << 4 | low)
    }

    /// Whether the backslash at `index` must be doubled: what follows it in the display would read as an escape
    /// or a doubled backslash (a backslash; a byte that is escaped; `x` and two digits of an escape).
    private func needsDoubling(after index: Int) -> Bool {
        let next = index + 1
        guard next < bytes.count else { return false }
        if bytes[next] == Self.backslash || Self.characterLength(bytes, at: next) == nil { return true }
        // `x` and two ASCII digits are shown as themselves, so the bytes are what the display holds there.
        return Self.escapedByte(bytes, at: next) != nil
    }

    /// The length of the well-formed UTF-8 character at `index` (Unicode's table 3-7: no overlong form, no
    /// surrogate, nothing past U+10FFFF), or nil when the byte there starts none.
    static func characterLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let first = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : nil
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : nil
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default: return nil
        }
    }
}

extension RawPath: Comparable {
    /// Byte order, as `ls` sorts in the C locale: the same on every machine.
    public static func < (lhs: RawPath, rhs: RawPath) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }
}

extension RawPath: CustomStringConvertible {
    public var description: String { display }
}
