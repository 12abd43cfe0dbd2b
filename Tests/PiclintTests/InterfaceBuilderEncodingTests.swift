import Foundation
import Lint
import PickerModel
import Spec
import Testing
@testable import XML
import Source
import YAML

/// Interface Builder files in encodings piclint does not read are refused from their bytes, before libxml2 sees
/// them, and libxml2 never switches encoding on its own (issue 29, item 10).
@Suite("Interface Builder files: the encoding is decided from the bytes")
struct InterfaceBuilderEncodingTests {
    /// A storyboard with one finding (`minute-interval` at 11:33), declaring `encoding`.
    static func text(declaring encoding: String? = "UTF-8") -> String {
        let text = Storyboard.iOS("""
                                <datePicker datePickerMode="time" style="wheels" minuteInterval="7" id="dp1"><rect key="frame" x="0" y="0" width="393" height="216"/></datePicker>
        """)
        guard let encoding else { return text.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "") }
        return text.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"\(encoding)\"")
    }

    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    static func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.unicodeScalars.flatMap { scalar -> [UInt8] in
            let bytes = (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
            return bigEndian ? bytes.reversed() : bytes
        }
    }

    /// ASCII as EBCDIC (code page 037) writes it: enough for an XML file's markup.
    static func ebcdic(_ text: String) -> [UInt8] {
        let table: [Character: UInt8] = [
            "<": 0x4C, "?": 0x6F, ">": 0x6E, "=": 0x7E, "\"": 0x7F, " ": 0x40, "\n": 0x25, ".": 0x4B, "/": 0x61, "-": 0x60, "_": 0x6D, ":": 0x7A,
        ]
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        let codes: [UInt8] = [0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99,
                              0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9,
                              0xC1, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xD1, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9,
                              0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9,
                              0xF0, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9]
        var map = table
        for (letter, code) in zip(letters, codes) { map[letter] = code }
        return text.map { map[$0] ?? 0x40 }
    }

    /// The one finding of a refused file: `xml-syntax`, where, and what it says.
    static func refusal(_ bytes: [UInt8]) -> Diagnostic? {
        let found = Storyboard.lint(bytes).diagnostics
        #expect(found.map(\.rule) == ["xml-syntax"], "\(found.map(\.message))")
        return found.first
    }

    @Test("EBCDIC (4C 6F A7 94, `<?xm`) is refused at 1:1 as EBCDIC, whatever encoding its declaration names")
    func ebcdic() throws {
        let bytes = Self.ebcdic(Self.text(declaring: "IBM037"))
        #expect(bytes.prefix(4).elementsEqual([0x4C, 0x6F, 0xA7, 0x94]))
        let refused = try #require(Self.refusal(bytes))
        #expect(refused.range.start == .start)
        #expect(refused.message.hasPrefix("the file is in EBCDIC; piclint reads Interface Builder files in UTF-8"))
        #expect(refused.message.contains("or UTF-16 (with a byte order mark) only"))
    }

    @Test("libxml2 is told the text is UTF-8: given EBCDIC bytes unchecked, it reads no element rather than switching to EBCDIC")
    func libxml2NeverSwitches() {
        // Before the encoding was set on the parser's context, libxml2 2.9 read this file as EBCDIC and found its picker.
        let parsed = XMLReader().parse(SourceFile(Self.ebcdic(Self.text(declaring: "IBM037")), lineBreaks: .xml))
        #expect(parsed.error != nil)
        #expect(parsed.tree.elements.isEmpty)
        // Nor does it take a declared Latin-1 at its word: é (E9) is not UTF-8.
        let latin = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document title=\"caf".utf8) + [0xE9] + Array("\"/>\n".utf8)
        #expect(XMLReader().parse(SourceFile(latin, lineBreaks: .xml)).error?.isMalformed == true)
    }

    @Test("UTF-32 and UCS-4, with a byte order mark and without, are refused at 1:1 by name", arguments: [
        (true, true, "UTF-32 (big-endian, with a byte order mark)"), (false, true, "UTF-32 (little-endian, with a byte order mark)"),
        (true, false, "UTF-32 (big-endian, without a byte order mark)"), (false, false, "UTF-32 (little-endian, without a byte order mark)"),
    ])
    func utf32(bigEndian: Bool, marked: Bool, name: String) throws {
        let mark: [UInt8] = marked ? (bigEndian ? [0x00, 0x00, 0xFE, 0xFF] : [0xFF, 0xFE, 0x00, 0x00]) : []
        for text in [Self.text(), Self.text(declaring: "UTF-32"), Self.text(declaring: nil)] {
            let refused = try #require(Self.refusal(mark + Self.utf32(text, bigEndian: bigEndian)))
            #expect(refused.range.start == .start)
            #expect(refused.message.hasPrefix("the file is in \(name); "), "\(refused.message)")
        }
        let unusual = try #require(Self.refusal([0x00, 0x00, 0x3C, 0x00] + Array(repeating: 0, count: 12)))
        #expect(unusual.message.hasPrefix("the file is in UCS-4"))
    }

    @Test("UTF-16 without a byte order mark is refused at 1:1 with its byte order, declaration or none", arguments: [true, false])
    func utf16WithoutMark(bigEndian: Bool) throws {
        for text in [Self.text(declaring: "UTF-16"), Self.text(declaring: nil), "  " + Self.text(declaring: nil)] {
            let refused = try #require(Self.refusal(Self.utf16(text, bigEndian: bigEndian)))
            #expect(refused.range.start == .start)
            #expect(refused.message.hasPrefix("the file is in UTF-16 (\(bigEndian ? "big" : "little")-endian, without a byte order mark)"),
                    "\(refused.message)")
        }
    }

    @Test("UTF-16 with a byte order mark is read, declaring UTF-16, its own byte order or nothing; declaring UTF-8 contradicts the mark",
          arguments: [true, false])
    func utf16WithMark(bigEndian: Bool) throws {
        let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        let expected = Storyboard.lint(Self.text()).diagnostics.map(\.range.start)
        #expect(expected.count == 1)
        for declared in ["UTF-16", "utf-16", bigEndian ? "UTF-16BE" : "UTF-16LE"] {
            let found = Storyboard.lint(mark + Self.utf16(Self.text(declaring: declared), bigEndian: bigEndian)).diagnostics
            #expect(found.map(\.rule) == ["minute-interval"], "\(declared)")
            #expect(found.map(\.range.start) == expected)
        }
        #expect(Storyboard.lint(mark + Self.utf16(Self.text(declaring: nil), bigEndian: bigEndian)).diagnostics.map(\.rule) == ["minute-interval"])
        for declared in ["UTF-8", bigEndian ? "UTF-16LE" : "UTF-16BE", "ISO-8859-1"] {
            let refused = try #require(Self.refusal(mark + Self.utf16(Self.text(declaring: declared), bigEndian: bigEndian)))
            #expect(refused.range.start == Mark(line: 1, column: 31), "\(declared)")
            #expect(refused.message.hasPrefix("the file is in UTF-16 (its byte order mark says so), but its XML declaration names the encoding “\(declared)”"))
        }
    }

    @Test("8-bit encodings a declaration names (Latin-1, Shift_JIS, windows-1252) are refused at the name", arguments: [
        "ISO-8859-1", "Shift_JIS", "windows-1252", "EUC-JP", "latin1",
    ])
    func declaredEncodings(name: String) throws {
        let refused = try #require(Self.refusal(Array(Self.text(declaring: name).utf8)))
        #expect(refused.range.start == Mark(line: 1, column: 31))
        #expect(refused.message == "the file declares encoding “\(name)”; piclint reads Interface Builder files in UTF-8 (as Xcode writes them) "
            + "or UTF-16 (with a byte order mark) only: save it as UTF-8")
    }

    @Test("a UTF-8 byte order mark with a declaration of UTF-16 is a contradiction; without the mark, UTF-16 declared on 8-bit bytes too")
    func contradictions() throws {
        let marked = try #require(Self.refusal([0xEF, 0xBB, 0xBF] + Array(Self.text(declaring: "UTF-16").utf8)))
        #expect(marked.range.start == Mark(line: 1, column: 31))
        #expect(marked.message.hasPrefix("the file starts with a UTF-8 byte order mark, but its XML declaration names the encoding “UTF-16”"))
        let unmarked = try #require(Self.refusal(Array(Self.text(declaring: "UTF-16").utf8)))
        #expect(unmarked.message.hasPrefix("the file declares encoding “UTF-16”, but its bytes are not in it"))
    }

    @Test("UTF-8, with a byte order mark or without, declared as UTF-8, utf8, US-ASCII or not at all, is read")
    func utf8() {
        for declared in ["UTF-8", "utf-8", "utf8", "US-ASCII", nil] as [String?] {
            for mark in [[], [0xEF, 0xBB, 0xBF]] as [[UInt8]] {
                let found = Storyboard.lint(mark + Array(Self.text(declaring: declared).utf8)).diagnostics
                #expect(found.map(\.rule) == ["minute-interval"], "\(declared ?? "none") \(mark)")
            }
        }
    }

    @Test("every refused encoding leaves --fix nothing to do, and says why")
    func fixLeavesRefusedFiles() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Main.storyboard"
        let bytes = Self.ebcdic(Self.text(declaring: "IBM037"))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = try runPiclint(["--fix", path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Main.storyboard:1:1: error: the file is in EBCDIC"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
    }
}
