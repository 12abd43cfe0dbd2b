import Source
/// Resolves plain scalars by the YAML 1.2 core schema (https://yaml.org/spec/1.2.2/#1023-core-schema).
///
/// Unlike YAML 1.1, `yes`/`no`/`on`/`off` stay strings and `07:30` is not a sexagesimal number.
/// As the spec format asks, `true`/`false` are booleans in any letter case.
public enum CoreSchema {
    /// The value of a plain, untagged scalar.
    public static func resolve(plain text: String) -> ScalarValue {
        // The string's own UTF-8, read in place.
        var utf8 = text
        return utf8.withUTF8 { resolve(plainBytes: $0) }.scalarValue(text: text)
    }

    /// The value of a plain, untagged scalar read from its UTF-8 bytes: every plain scalar of every file comes
    /// through here, and most are words whose first byte already says they are strings, so no String is built
    /// unless the text may be a number.
    static func resolve(plainBytes bytes: UnsafeBufferPointer<UInt8>) -> StoredValue {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "~"):
            return bytes.count == 1 ? .null : .string
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return matches(bytes, "null") || matches(bytes, "Null") || matches(bytes, "NULL") ? .null : .string
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            // Any letter case: no letter outside ASCII lowercases to one of these.
            if matchesIgnoringCase(bytes, "true") { return .bool(true) }
            if matchesIgnoringCase(bytes, "false") { return .bool(false) }
            return .string
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            return number(String(decoding: bytes, as: UTF8.self), bytes).map(StoredValue.init) ?? .string
        default:
            return .string
        }
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        bytes.count == word.utf8CodeUnitCount && word.withUTF8Buffer { bytes.elementsEqual($0) }
    }

    private static func matchesIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: StaticString) -> Bool {
        bytes.count == lowercase.utf8CodeUnitCount && lowercase.withUTF8Buffer { word in
            zip(bytes, word).allSatisfy { byte, letter in byte == letter || byte | 0x20 == letter }
        }
    }

    /// The value of a scalar with an explicit core tag, or nil when the text does not fit the tag.
    public static func resolve(_ text: String, tag: String) -> ScalarValue? {
        switch tag {
        case "tag:yaml.org,2002:str": return .string(text)
        case "tag:yaml.org,2002:null":
            let value = resolve(plain: text)
            return value == .null ? value : nil
        case "tag:yaml.org,2002:bool":
            if case .bool = resolve(plain: text) { return resolve(plain: text) }
            return nil
        case "tag:yaml.org,2002:int":
            switch resolve(plain: text) {
            case .int(let value): return .int(value)
            case .bigInt(let text): return .bigInt(text)
            default: return nil
            }
        case "tag:yaml.org,2002:float":
            switch resolve(plain: text) {
            case .int(let value): return .float(Double(value))
            case .float(let value): return .float(value)
            default: return nil
            }
        default:
            // Non-core tags (`!`, `!custom`) leave the text a string.
            return .string(text)
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    private static func number(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> ScalarValue? {
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let rest = String(decoding: bytes[2...], as: UTF8.self)
            if bytes[1] == UInt8(ascii: "x"), bytes[2...].allSatisfy({ $0.isHexDigit }) {
                return Int(rest, radix: 16).map(ScalarValue.int) ?? .bigInt(text)
            }
            if bytes[1] == UInt8(ascii: "o"), bytes[2...].allSatisfy({ $0 >= 48 && $0 <= 55 }) {
                return Int(rest, radix: 8).map(ScalarValue.int) ?? .bigInt(text)
            }
        }
        var index = 0
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { index = 1 }
        let body = bytes[index...]
        if body.isEmpty { return nil }
        if body.allSatisfy(isDigit) {
            return Int(text).map(ScalarValue.int) ?? .bigInt(text)
        }
        let special = String(decoding: body, as: UTF8.self)
        switch special {
        case ".inf", ".Inf", ".INF":
            return .float(bytes[0] == UInt8(ascii: "-") ? -.infinity : .infinity)
        case ".nan", ".NaN", ".NAN":
            return index == 0 ? .float(.nan) : nil
        default:
            break
        }
        // [0-9]* ( . [0-9]* )? ( [eE] [-+]? [0-9]+ )? with at least one digit before the exponent.
        var digits = 0
        var position = index
        while position < bytes.count, isDigit(bytes[position]) { position += 1; digits += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            while position < bytes.count, isDigit(bytes[position]) { position += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
                position += 1
            }
            var exponentDigits = 0
            while position < bytes.count, isDigit(bytes[position]) { position += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return nil }
        }
        guard position == bytes.count, let value = Double(text) else { return nil }
        return .float(value)
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (self >= 48 && self <= 57) || (self >= 65 && self <= 70) || (self >= 97 && self <= 102)
    }
}
