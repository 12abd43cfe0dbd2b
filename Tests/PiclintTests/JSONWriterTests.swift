import Foundation
import Lint
import PickerModel
@testable import Reports
import Spec
import Testing

/// The JSON writer's escaping and numbers, byte for byte as the reports wrote them before the writer filled its own
/// buffer (the expected literals are that writer's output).
@Suite("JSON writer")
struct JSONWriterTests {
    /// Strings and the JSON literal the report writes for each (the bytes of the writer before it wrote through a
    /// pointer; JSONSerialization agrees except that it escapes `/` and leaves U+2028, U+2029 and DEL as they are).
    static let escapeCases: [(text: String, json: String)] = [
        ("", #""""#),
        ("plain ASCII, long enough for a word or two", #""plain ASCII, long enough for a word or two""#),
        ("\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}",
         #""\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\t\n\u000b\u000c\r\u000e\u000f""#),
        ("\u{10}\u{11}\u{12}\u{13}\u{14}\u{15}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F} \u{7F}",
         #""\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f \u007f""#),
        ("quote \" backslash \\ slash / both \\\"", #""quote \" backslash \\ slash / both \\\"""#),
        ("line\r\nend", #""line\r\nend""#),
        ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("a\u{2028}b\u{2029}c", #""a\u2028b\u2029c""#),
        // Characters whose UTF-8 also starts with E2 (80 A7, 80 AA, 80 9C, 80 A6, 82 AC) are copied.
        ("\u{2027}\u{202A}\u{201C}quoted\u{201D}\u{2026}\u{20AC}", "\"\u{2027}\u{202A}\u{201C}quoted\u{201D}\u{2026}\u{20AC}\""),
        ("\u{85}\u{A0}\u{AD}\u{FEFF}\u{E000}\u{FFFD}\u{10FFFF}", "\"\u{85}\u{A0}\u{AD}\u{FEFF}\u{E000}\u{FFFD}\u{10FFFF}\""),
        ("Größe · 日本 · e\u{301}", "\"Größe · 日本 · e\u{301}\""),
        ("🙂 👍🏽 👨‍👩‍👧 🇫🇷", "\"🙂 👍🏽 👨‍👩‍👧 🇫🇷\""),
        ("日本\u{7}語\"\u{2028}🙂\\", #""日本\u0007語\"\u2028🙂\\""#),
    ]

    static func written(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test("every control character, quotes, backslashes, U+2028 and U+2029 are escaped; other text, non-ASCII and emoji included, is copied")
    func escapes() {
        for (text, json) in Self.escapeCases {
            #expect(Self.written(text) == json, "\(text.debugDescription)")
            // A computed key is escaped the same way.
            #expect(JSONValue.object([(text, .null)]).serialized() == "{\n  \(json): null\n}")
        }
    }

    /// The escapes as the writer makes them, one Unicode scalar at a time.
    static func reference(_ text: String) -> String {
        var json = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\r": json += "\\r"
            case "\t": json += "\\t"
            case "\u{2028}": json += "\\u2028"
            case "\u{2029}": json += "\\u2029"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: json.unicodeScalars.append(scalar)
            }
        }
        return json + "\""
    }

    @Test("what needs escaping is found at any position of short and long text (the writer checks eight bytes at a time)")
    func escapesAtEveryPosition() throws {
        let specials = ["\u{0}", "\u{1F}", "\"", "\\", "\u{7F}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{201C}", "é", "🙂", "\r\n"]
        for special in specials {
            for before in 0...17 {
                for after in [0, 1, 3, 7, 8, 9, 16] {
                    for filler in ["a", "日"] {
                        let text = String(repeating: filler, count: before) + special + String(repeating: filler, count: after)
                        let json = Self.written(text)
                        #expect(json == Self.reference(text), "\(text.debugDescription)")
                        let parsed = try JSONSerialization.jsonObject(with: Data(("[" + json + "]").utf8)) as? [String]
                        #expect(parsed == [text])
                    }
                }
            }
        }
    }

    @Test("a string written in parts is the string written whole; integers, zero-padded ones included, print as Swift prints them")
    func partsAndNumbers() {
        for value in [0, 7, -7, 10, 99, 100, -1000, 2026, 12345, Int.max, Int.min] {
            var writer = JSONWriter()
            writer.int(value)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == String(value))
            for width in [0, 2, 4] {
                var parts = JSONWriter()
                parts.openString()
                parts.stringPart("x\"")
                parts.stringPart(value, width: width)
                parts.closeString()
                let digits = String(value)
                #expect(String(decoding: parts.bytes, as: UTF8.self)
                        == Self.written("x\"" + String(repeating: "0", count: max(0, width - digits.count)) + digits))
            }
        }
    }

    @Test("a long report grows the buffer without losing what was written")
    func growth() {
        var writer = JSONWriter(capacity: 1)
        let value = JSONValue.array((0..<500).map { .object([("index", .int($0)), ("text", .string(String(repeating: "é\"", count: $0 % 40)))]) })
        value.write(into: &writer)
        let json = String(decoding: writer.bytes, as: UTF8.self)
        #expect(json == value.serialized())
        let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        #expect(parsed?.count == 500)
    }

    @Test("a file's controls handed to the report a megabyte at a time are the bytes written in one piece, for one file or many")
    func controlsInPieces() throws {
        // 3,000 wheels of 40 values each with a unit and a default: about 1 KB of JSON a control, so the writer hands
        // its bytes over in pieces.
        var spec = "screen: Many\ncontrols:\n"
        for index in 0..<3_000 {
            spec += "  - {id: p\(index), kind: picker, style: wheels, range: {from: 0, to: \(40 + index % 7), step: 1}, unit: min, default: 3}\n"
        }
        let file = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(spec.utf8), path: "many.yaml")
        #expect(file.controls.count == 3_000)
        var whole = JSONWriter(depth: 2)
        for control in file.controls { JSONReporter.write(control, into: &whole) }
        #expect(whole.bytes.count > 2 << 20, "long enough to be handed over in pieces")

        var part = ReportPart()
        JSONReporter().writeInputOrdered(file, into: &part)
        // Compared as one answer: a failed comparison of two 3 MB arrays would print both.
        let inOnePiece = part.inputOrdered.bytes == whole.bytes
        #expect(inOnePiece, "\(part.inputOrdered.count) bytes handed over, \(whole.bytes.count) written in one piece")
        // A part that gathers files (a small one, the large one, a small one) is each file's bytes in turn.
        let small = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all)
            .lintFile(Array("screen: One\ncontrols:\n  - {id: a, kind: picker, values: [S, M, L], default: M}\n".utf8), path: "one.yaml")
        var smallOnly = ReportPart()
        JSONReporter().writeInputOrdered(small, into: &smallOnly)
        var gathered = ReportPart()
        for each in [small, file, small] { JSONReporter().writeInputOrdered(each, into: &gathered) }
        let inTurn = gathered.inputOrdered.bytes == smallOnly.inputOrdered.bytes + whole.bytes + smallOnly.inputOrdered.bytes
        #expect(inTurn, "\(gathered.inputOrdered.count) bytes gathered")
    }

    @Test("a part's stream with a store keeps less than a megabyte in memory and gives back every byte in order; without one, or when no store can be made, it keeps them all")
    func partStreams() {
        var written: [UInt8] = []
        var stored = PartStream(overflow: MemoryOverflow())
        var unstored = PartStream()
        var refused = PartStream(overflow: MemoryOverflow(refuses: true))
        var largestTail = 0
        for index in 0..<3_000 {
            // Pieces from a byte to 40 KB, and now and then one past the limit at once.
            let size = index % 500 == 499 ? PartStream.memoryLimit + 17 : 1 + (index * 7919) % 40_000
            let piece = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) }
            written += piece
            stored.append(contentsOf: piece)
            piece.withUnsafeBufferPointer { unstored.append(contentsOf: $0) }
            refused.append(contentsOf: piece)
            largestTail = max(largestTail, stored.tail.count)
        }
        #expect(written.count > 20 * PartStream.memoryLimit)
        #expect(largestTail < PartStream.memoryLimit)
        for stream in [stored, unstored, refused] {
            #expect(stream.count == written.count)
            let same = stream.bytes == written
            #expect(same)
            var replayed: [UInt8] = []
            stream.replay { replayed += $0 }
            let sameReplayed = replayed == written
            #expect(sameReplayed)
        }
        #expect(unstored.tail.count == written.count && refused.tail.count == written.count)
    }

    /// Stores that keep their bytes in memory, or that cannot be made.
    struct MemoryOverflow: PartOverflow {
        var refuses = false

        func makeStore() -> (any PartStore)? { refuses ? nil : Store() }

        final class Store: PartStore, @unchecked Sendable {
            var bytes: [UInt8] = []
            func append(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes.append(contentsOf: bytes) }
            func replay(_ chunk: ([UInt8]) -> Void) { chunk(bytes) }
        }
    }

    @Test("a date and time is written as its description spells it, out-of-range fields included")
    func dateTimes() {
        var values: [DateTimeValue] = [DateTimeValue()]
        for (year, month, day) in [(2026, 11, 24), (1, 1, 1), (999, 12, 31), (12345, 2, 29), (-5, 3, 4), (0, 0, 0)] {
            for time in [nil, ClockTime(hour: 9, minute: 41), ClockTime(hour: 0, minute: 0), ClockTime(hour: 23, minute: 59), ClockTime(hour: -3, minute: -7)] {
                values.append(DateTimeValue(date: CalendarDate(year: year, month: month, day: day), time: time))
                values.append(DateTimeValue(time: time))
            }
        }
        for value in values {
            var writer = JSONWriter()
            JSONReporter.write(value, into: &writer)
            #expect(String(decoding: writer.bytes, as: UTF8.self) == "\"\(value.description)\"")
        }
    }
}
