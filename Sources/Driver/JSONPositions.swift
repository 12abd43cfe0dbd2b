import Source
import YAML

/// A strict JSON (RFC 8259) reader that says where things are: the line and column of every value, and of the first
/// syntax error with what was expected there. `JSONDecoder` gives neither (its errors carry a coding path, or no
/// place at all), so a baseline it rejects is read again with this to point at the problem.
///
/// libyaml would read most JSON too, but not all of it (a tab before a line's first key, an escaped surrogate pair,
/// a key longer than 1,024 characters), and its limits are a spec's, not a 64 MiB baseline's; this reader follows
/// JSON's own grammar. Lines end at LF, CR or CRLF (JSON's only line breaks); columns count code points, as `Mark`'s
/// do everywhere else.
enum JSONPositions {
    /// A step on the way to a value: an object's key, or a list's index (0-based).
    enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// What a value is.
    enum Kind: Equatable, Sendable {
        case object, array, string, number, bool, null
    }

    /// One value: where it starts, what it is, and for numbers, true, false and null, its text as written.
    struct Value: Sendable {
        var mark: Mark
        var kind: Kind
        var text: String
    }

    /// The first place the text is not JSON, and why.
    struct SyntaxError: Error, Sendable, Equatable {
        var mark: Mark
        var message: String
    }

    /// The deepest nesting of objects and lists read, as deep as `JSONDecoder` reads (it refuses a 513th level).
    static let maxDepth = 512

    /// Reads the text, calling `visit` with the path and the value of every value in document order (an object or a
    /// list before what it holds); returns the first syntax error, or nil for valid JSON. A UTF-8 byte order mark at
    /// the start is skipped, as `JSONDecoder` skips it.
    @discardableResult
    static func scan(_ bytes: [UInt8], visit: (_ path: [Component], _ value: Value) -> Void) -> SyntaxError? {
        var scanner = Scanner(bytes: bytes)
        do {
            try scanner.run(visit)
            return nil
        } catch {
            return error
        }
    }

    /// An open object or list, and how many values it holds so far.
    private enum Frame {
        case object
        case array(count: Int)
    }

    private struct Scanner {
        let bytes: [UInt8]
        /// Where the text starts: after a byte order mark, if there is one.
        let start: Int
        var index: Int
        var line = 1
        var column = 1

        init(bytes: [UInt8]) {
            self.bytes = bytes
            start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            index = start
        }

        var mark: Mark { Mark(line: line, column: column) }
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        func error(_ message: String, at mark: Mark? = nil) -> SyntaxError {
            SyntaxError(mark: mark ?? self.mark, message: message)
        }

        /// Moves past one byte that is not a line break; a column is a code point, so continuation bytes add none.
        mutating func step() {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }

        mutating func skipWhitespace() {
            while let byte = current {
                switch byte {
                case 0x20, 0x09:
                    step()
                case 0x0A, 0x0D:
                    index += 1
                    if byte == 0x0D, current == 0x0A { index += 1 }
                    line += 1
                    column = 1
                default:
                    return
                }
            }
        }

        /// Reads the whole text: one value, then nothing but whitespace.
        mutating func run(_ visit: ([Component], Value) -> Void) throws(SyntaxError) {
            var stack: [Frame] = []
            var path: [Component] = []
            skipWhitespace()
            if current == nil {
                throw error(bytes.count == start ? "the file is empty" : "the file holds only white space", at: .start)
            }
            // Each turn reads one value at `path`, then closes the objects and lists it ends.
            while true {
                skipWhitespace()
                let start = mark
                // At the end, 0 stands for the missing byte: it matches no case but the last, which says what it found.
                switch current ?? 0 {
                case UInt8(ascii: "{"):
                    guard stack.count < maxDepth else { throw error("objects and lists are nested more than \(maxDepth) deep") }
                    visit(path, Value(mark: start, kind: .object, text: "{"))
                    step()
                    skipWhitespace()
                    if current == UInt8(ascii: "}") {
                        step()
                    } else {
                        stack.append(.object)
                        path.append(.key(try key(first: true)))
                        continue
                    }
                case UInt8(ascii: "["):
                    guard stack.count < maxDepth else { throw error("objects and lists are nested more than \(maxDepth) deep") }
                    visit(path, Value(mark: start, kind: .array, text: "["))
                    step()
                    skipWhitespace()
                    if current == UInt8(ascii: "]") {
                        step()
                    } else {
                        stack.append(.array(count: 1))
                        path.append(.index(0))
                        continue
                    }
                case UInt8(ascii: "\""):
                    _ = try string(keep: false)
                    visit(path, Value(mark: start, kind: .string, text: ""))
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    visit(path, Value(mark: start, kind: .number, text: try number()))
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    let word = self.word()
                    guard ["true", "false", "null"].contains(word) else {
                        throw error("expected a value (an object, a list, a string, a number, true, false or null), found `\(word)`", at: start)
                    }
                    for _ in word.utf8 { step() }
                    visit(path, Value(mark: start, kind: word == "null" ? .null : .bool, text: word))
                case _ where current == nil:
                    throw error("the file ends where a value should be")
                default:
                    throw error("expected a value (an object, a list, a string, a number, true, false or null), found \(found())")
                }
                // The value is read: close what it ends, and find where the next one goes.
                while true {
                    skipWhitespace()
                    guard let frame = stack.last else {
                        guard current == nil else { throw error("expected the end of the file after the JSON value, found \(found())") }
                        return
                    }
                    switch (frame, current ?? 0) {
                    case (.object, UInt8(ascii: ",")):
                        step()
                        skipWhitespace()
                        path[path.count - 1] = .key(try key(first: false))
                    case (.object, UInt8(ascii: "}")), (.array, UInt8(ascii: "]")):
                        step()
                        stack.removeLast()
                        path.removeLast()
                        continue
                    case (.array(let count), UInt8(ascii: ",")):
                        step()
                        skipWhitespace()
                        if current == UInt8(ascii: "]") {
                            throw error("a comma before `]`: JSON allows none after a list's last item")
                        }
                        stack[stack.count - 1] = .array(count: count + 1)
                        path[path.count - 1] = .index(count)
                    case (.object, _):
                        throw error("expected `,` or `}` after a value in an object, found \(found())")
                    case (.array, _):
                        throw error("expected `,` or `]` after an item of a list, found \(found())")
                    }
                    break
                }
            }
        }

        /// An object's key and the colon after it; the cursor is at the key's opening quote.
        mutating func key(first: Bool) throws(SyntaxError) -> String {
            guard current == UInt8(ascii: "\"") else {
                if !first, current == UInt8(ascii: "}") {
                    throw error("a comma before `}`: JSON allows none after an object's last value")
                }
                throw error("expected a key in double quotes\(first ? " or `}`" : ""), found \(found())")
            }
            let key = try string(keep: true)
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected `:` after the key \"\(Self.shown(key))\", found \(found())") }
            step()
            return key
        }

        /// A string, its escapes checked (and its text kept when asked for); the cursor is at its opening quote.
        mutating func string(keep: Bool) throws(SyntaxError) -> String {
            let start = mark
            step()
            var text = ""
            while true {
                guard let byte = current else { throw error("the file ends inside the string that starts at \(start)") }
                switch byte {
                case UInt8(ascii: "\""):
                    step()
                    return text
                case UInt8(ascii: "\\"):
                    let escape = mark
                    step()
                    guard let letter = current else { throw error("the file ends inside the string that starts at \(start)") }
                    let simple: [UInt8: Character] = [UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
                                                      UInt8(ascii: "b"): "\u{8}", UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n",
                                                      UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t"]
                    if let character = simple[letter] {
                        step()
                        if keep { text.append(character) }
                    } else if letter == UInt8(ascii: "u") {
                        step()
                        let unit = try hex(escape)
                        var scalar = Unicode.Scalar(unit)
                        if (0xD800...0xDBFF).contains(unit) {
                            // A high surrogate stands only with a low one right after it.
                            let low = current == UInt8(ascii: "\\") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "u")
                                ? Self.hexValue(bytes, at: index + 2) : nil
                            guard let low, (0xDC00...0xDFFF).contains(low) else {
                                throw error("`\\u\(Self.hex4(unit))` is the first half of a surrogate pair, and its second half does not follow", at: escape)
                            }
                            step(); step()
                            _ = try hex(escape)
                            scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                        } else if (0xDC00...0xDFFF).contains(unit) {
                            throw error("`\\u\(Self.hex4(unit))` is the second half of a surrogate pair, without its first half", at: escape)
                        }
                        if keep, let scalar { text.unicodeScalars.append(scalar) }
                    } else {
                        throw error("`\\\(found(quoted: false))` is not a JSON escape; a backslash is written `\\\\`", at: escape)
                    }
                case 0x00..<0x20:
                    throw error("a control character (U+\(Self.hex4(UInt32(byte)))) inside a string; JSON writes it as an escape (`\\u\(Self.hex4(UInt32(byte)))`)")
                case 0x00..<0x80:
                    step()
                    if keep { text.unicodeScalars.append(Unicode.Scalar(byte)) }
                default:
                    guard let (scalar, length) = Self.scalar(in: bytes, at: index) else {
                        throw error("a byte that is not UTF-8 (0x\(Self.hex2(byte))) inside a string")
                    }
                    for _ in 0..<length { step() }
                    if keep { text.unicodeScalars.append(scalar) }
                }
            }
        }

        /// Four hexadecimal digits after `\u`; `escape` is where the escape starts.
        mutating func hex(_ escape: Mark) throws(SyntaxError) -> UInt32 {
            guard let value = Self.hexValue(bytes, at: index) else {
                throw error("`\\u` takes four hexadecimal digits", at: escape)
            }
            for _ in 0..<4 { step() }
            return value
        }

        /// A number as JSON writes it: `-`, then 0 or digits not starting with 0, a fraction, an exponent.
        mutating func number() throws(SyntaxError) -> String {
            let start = mark
            let first = index
            func digits() -> Int {
                var count = 0
                while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { step(); count += 1 }
                return count
            }
            var valid = true
            if current == UInt8(ascii: "-") { step() }
            if current == UInt8(ascii: "0") {
                step()
                if let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { valid = false }
            } else if digits() == 0 {
                valid = false
            }
            if valid, current == UInt8(ascii: ".") {
                step()
                valid = digits() > 0
            }
            if valid, current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                step()
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { step() }
                valid = digits() > 0
            }
            // What follows a number is a separator or white space; anything number-like means the number is malformed.
            if let byte = current, Array("0123456789+-.eE".utf8).contains(byte) { valid = false }
            guard valid else {
                var end = first
                while end < bytes.count, end - first < 40, Array("0123456789+-.eEabcdfxX".utf8).contains(bytes[end]) { end += 1 }
                throw error("`\(String(decoding: bytes[first..<end], as: UTF8.self))` is not a JSON number", at: start)
            }
            return String(decoding: bytes[first..<index], as: UTF8.self)
        }

        /// The letters and digits at the cursor (at most 20), to show a word that is not a value.
        func word() -> String {
            let wordBytes = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_".utf8)
            var end = index
            while end < bytes.count, end - index < 20, wordBytes.contains(bytes[end]) { end += 1 }
            return String(decoding: bytes[index..<max(end, index + 1)], as: UTF8.self)
        }

        /// What is at the cursor, for a message: a visible character in backquotes, else its code point.
        func found(quoted: Bool = true) -> String {
            guard index < bytes.count else { return "the end of the file" }
            guard let (scalar, _) = Self.scalar(in: bytes, at: index) else { return "a byte that is not UTF-8 (0x\(Self.hex2(bytes[index])))" }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber,
                 .otherNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                 .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
                if scalar == "`" { return quoted ? "a backquote" : "`" }
                return quoted ? "`\(scalar)`" : String(scalar)
            default:
                return "U+\(Self.hex4(scalar.value))"
            }
        }

        /// The scalar UTF-8 encodes at `index` and its length in bytes; nil for bytes that are not UTF-8 (overlong
        /// forms and encoded surrogates included).
        static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
            let lead = bytes[index]
            let length: Int
            var value: UInt32
            var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF
            switch lead {
            case 0x00..<0x80: return Unicode.Scalar(UInt32(lead)).map { ($0, 1) }
            case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
                if lead == 0xE0 { lowest = 0xA0 } else if lead == 0xED { highest = 0x9F }
            case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
                if lead == 0xF0 { lowest = 0x90 } else if lead == 0xF4 { highest = 0x8F }
            default: return nil
            }
            guard index + length <= bytes.count else { return nil }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard (offset == 1 ? lowest...highest : 0x80...0xBF).contains(byte) else { return nil }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            return Unicode.Scalar(value).map { ($0, length) }
        }

        static func hexValue(_ bytes: [UInt8], at index: Int) -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard byte < 0x80, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }

        static func hex4(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        static func hex2(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }

        /// A key as a message shows it: at most 40 characters, control characters as code points.
        static func shown(_ key: String) -> String {
            let visible = key.unicodeScalars.prefix(40).map { scalar in
                scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                    ? "U+\(hex4(scalar.value))" : String(scalar)
            }.joined()
            return key.unicodeScalars.count > 40 ? visible + "…" : visible
        }
    }
}
