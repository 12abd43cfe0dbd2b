@testable import LanguageServer
import LanguageServerProtocol
import Testing

/// The client's lines and columns of a document: counted a unit a byte while a line is ASCII, character by
/// character past that, and the same either way.
@Suite struct LineIndexTests {
    /// ASCII, accents, CJK, an emoji (two UTF-16 units, four UTF-8 bytes), a combining mark, a lone continuation
    /// byte, and every line break a client counts.
    static let text = Array("plain: ascii\r\nlabel: \"🍝 Penne\" # x\ncafé: 日本語\rend\u{301}\n\n".utf8) + [0x61, 0x80, 0x62, 0x0A, 0x7A]

    @Test("every offset's column is the one counted character by character, in UTF-8, UTF-16 and UTF-32")
    func columnsMatchTheFullCount() {
        let index = LineIndex(Self.text)
        for encoding in PositionEncoding.allCases {
            for offset in -1...(Self.text.count + 1) {
                let clamped = min(max(0, offset), Self.text.count)
                let line = index.line(of: clamped)
                let range = index.lineRange(line, in: Self.text)
                let counted = encoding.column(fromUTF8Offset: min(clamped, range.upperBound) - range.lowerBound, in: Self.text[range])
                #expect(index.position(of: offset, in: Self.text, encoding: encoding) == Position(line: line, character: counted),
                        "\(encoding) at \(offset)")
            }
        }
    }

    @Test("every column a client may send, past the line's end and the largest included, lands where the full count puts it")
    func offsetsMatchTheFullCount() {
        let index = LineIndex(Self.text)
        for encoding in PositionEncoding.allCases {
            for line in 0..<index.starts.count {
                let range = index.lineRange(line, in: Self.text)
                for column in Array(-1...(range.count + 3)) + [Int(Int32.max), Int.max] {
                    let counted = range.lowerBound + encoding.utf8Offset(fromColumn: max(0, column), in: Self.text[range])
                    #expect(index.offset(of: Position(line: line, character: column), in: Self.text, encoding: encoding) == counted,
                            "\(encoding) at \(line):\(column)")
                }
            }
        }
    }
}
