/// An encoding's name on the wire (`"utf-16"`), as the client offers it and the server answers. A struct, so an
/// offer naming an encoding piclint lacks still decodes and is passed over.
public struct PositionEncodingKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let utf8 = PositionEncodingKind(rawValue: "utf-8")
    public static let utf16 = PositionEncodingKind(rawValue: "utf-16")
    public static let utf32 = PositionEncodingKind(rawValue: "utf-32")
}

/// What a `Position`'s `character` counts: UTF-8 bytes, UTF-16 code units (the default every client knows) or
/// Unicode scalars. piclint's own columns are UTF-8 byte offsets within a line, so every position that crosses the
/// wire goes through the two conversions here; a wrong one moves an underline or breaks a fix on any line with an
/// emoji, CJK text or a combining mark.
///
/// Both conversions are given the line's bytes without its line break (whatever break it is: the caller splits
/// lines, since libyaml and the Swift parser accept different ones).
public enum PositionEncoding: Sendable, Hashable, CaseIterable {
    case utf8
    case utf16
    case utf32

    /// The encoding a kind names, or `nil` for one piclint does not know.
    public init?(kind: PositionEncodingKind) {
        switch kind {
        case .utf8: self = .utf8
        case .utf16: self = .utf16
        case .utf32: self = .utf32
        default: return nil
        }
    }

    /// The encoding's name on the wire.
    public var kind: PositionEncodingKind {
        switch self {
        case .utf8: .utf8
        case .utf16: .utf16
        case .utf32: .utf32
        }
    }

    /// The encoding to use with a client: the first it offers that piclint knows (the offer is in the client's
    /// order of preference), and UTF-16 when it offers none, as the specification requires.
    public static func negotiated(from offered: [PositionEncodingKind]?) -> PositionEncoding {
        offered?.lazy.compactMap(PositionEncoding.init(kind:)).first ?? .utf16
    }

    /// The client's column for a UTF-8 byte offset in a line. An offset inside a character's bytes is taken back to
    /// the character's start; one past the line's end is taken to its end.
    public func column<Line: Collection<UInt8>>(fromUTF8Offset offset: Int, in line: Line) -> Int {
        var index = line.startIndex
        var bytes = 0
        var units = 0
        while index != line.endIndex {
            let sequence = Self.sequence(in: line, at: index)
            if bytes + sequence.length > offset { break }
            bytes += sequence.length
            units += unitCount(of: sequence)
            index = line.index(index, offsetBy: sequence.length)
        }
        return units
    }

    /// The UTF-8 byte offset in a line for a client's column. A column inside a character (between the two halves
    /// of a UTF-16 surrogate pair) is taken back to the character's start; one past the line's end to its end.
    public func utf8Offset<Line: Collection<UInt8>>(fromColumn column: Int, in line: Line) -> Int {
        var index = line.startIndex
        var bytes = 0
        var units = 0
        while index != line.endIndex {
            let sequence = Self.sequence(in: line, at: index)
            let count = unitCount(of: sequence)
            if units + count > column { break }
            units += count
            bytes += sequence.length
            index = line.index(index, offsetBy: sequence.length)
        }
        return bytes
    }

    /// How many of this encoding's units one sequence of UTF-8 takes. An ill-formed sequence is one U+FFFD to a
    /// client that decoded the file (one UTF-16 unit, one scalar), and its own bytes in UTF-8, where the client is
    /// assumed to count the bytes it was given.
    private func unitCount(of sequence: (length: Int, wellFormed: Bool)) -> Int {
        switch self {
        case .utf8: sequence.length
        case .utf16: sequence.wellFormed && sequence.length == 4 ? 2 : 1
        case .utf32: 1
        }
    }

    /// The UTF-8 sequence at `index`: a whole scalar when it is well formed, else its maximal ill-formed part (which
    /// decoders replace with one U+FFFD), at least one byte so a walk always moves on.
    private static func sequence<Line: Collection<UInt8>>(
        in line: Line, at index: Line.Index
    ) -> (length: Int, wellFormed: Bool) {
        let lead = line[index]
        let expected: Int
        // The range the second byte must fall in; the rest are always 0x80...0xBF. The narrower ranges after E0, ED,
        // F0 and F4 rule out overlong forms, surrogates and scalars past U+10FFFF.
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return (1, true)
        case 0xC2...0xDF: expected = 2
        case 0xE0: expected = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: expected = 3
        case 0xED: expected = 3; high = 0x9F
        case 0xF0: expected = 4; low = 0x90
        case 0xF1...0xF3: expected = 4
        case 0xF4: expected = 4; high = 0x8F
        default: return (1, false)
        }
        var length = 1
        var next = line.index(after: index)
        while length < expected, next != line.endIndex {
            let byte = line[next]
            guard byte >= low, byte <= high else { break }
            low = 0x80
            high = 0xBF
            length += 1
            next = line.index(after: next)
        }
        return (length, length == expected)
    }
}
