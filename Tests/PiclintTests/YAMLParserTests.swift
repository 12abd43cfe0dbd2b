import Source
import Foundation
import Testing
@testable import YAML

@Suite("YAML layer: nodes with positions")
struct YAMLParserTests {
    @Test("block style: every node carries its start and end")
    func blockPositions() throws {
        let document = try parseOne("""
            screen: Alarm
            controls:
              - id: alarm-time
                minuteInterval: 7
            """)
        let root = document.root
        #expect(root.range.start == mark(1, 1))
        let control = try #require(root["controls"]?[0])
        #expect(control.range.start == mark(3, 5))
        let interval = try #require(control["minuteInterval"])
        #expect(interval.range == SourceRange(start: mark(4, 21), end: mark(4, 22)))
        #expect(interval.scalar?.value == .int(7))
    }

    @Test("flow style: positions inside one line")
    func flowPositions() throws {
        let document = try parseOne("wheel: {values: [5, 10, 15], default: 10}")
        let values = try #require(document.root["wheel"]?["values"])
        #expect(values.range == SourceRange(start: mark(1, 17), end: mark(1, 28)))
        #expect(values[1]?.range == SourceRange(start: mark(1, 21), end: mark(1, 23)))
        #expect(document.root["wheel"]?["default"]?.range.start == mark(1, 39))
    }

    @Test("columns count characters, not bytes")
    func multiByteColumns() throws {
        let document = try parseOne("label: \"Größe 日本\"\nunit: 😀\nvalue: 7")
        #expect(document.root["label"]?.range == SourceRange(start: mark(1, 8), end: mark(1, 18)))
        #expect(document.root["unit"]?.range == SourceRange(start: mark(2, 7), end: mark(2, 8)))
        #expect(document.root["value"]?.range.start == mark(3, 8))
    }

    @Test("CRLF line ends count as one line break")
    func crlf() throws {
        let document = try parseOne("a: 1\r\nb: 2\r\nc: 3\r\n")
        #expect(document.root["c"]?.range.start == mark(3, 4))
    }

    @Test("a byte order mark takes no column")
    func byteOrderMark() throws {
        let document = try parseOne("\u{FEFF}screen: Alarm\nx: 1")
        #expect(document.root["screen"]?.range.start == mark(1, 9))
        #expect(document.root["screen"]?.scalar?.text == "Alarm")
    }

    @Test("scalar styles are kept")
    func scalarStyles() throws {
        let document = try parseOne("""
            a: plain
            b: 'single'
            c: "double"
            d: |
              literal
            e: >
              folded
            """)
        #expect(document.root["a"]?.scalar?.style == .plain)
        #expect(document.root["b"]?.scalar?.style == .singleQuoted)
        #expect(document.root["c"]?.scalar?.style == .doubleQuoted)
        #expect(document.root["d"]?.scalar?.style == .literal)
        #expect(document.root["e"]?.scalar?.style == .folded)
        #expect(document.root["d"]?.scalar?.text == "literal\n")
    }

    @Test("plain scalars resolve by the YAML 1.2 core schema")
    func coreSchema() throws {
        let document = try parseOne("""
            time: 07:30
            yes: yes
            off: off
            date: 2026-01-01
            t: True
            n: ~
            e:
            hex: 0x1F
            oct: 0o17
            f: 2.5
            neg: -3
            quoted: "15"
            tagged: !!str 15
            huge: 99999999999999999999
            """)
        let root = document.root
        #expect(root["time"]?.scalar?.value == .string("07:30"))
        #expect(root["yes"]?.scalar?.value == .string("yes"))
        #expect(root["off"]?.scalar?.value == .string("off"))
        #expect(root["date"]?.scalar?.value == .string("2026-01-01"))
        #expect(root["t"]?.scalar?.value == .bool(true))
        #expect(root["n"]?.scalar?.value == .null)
        #expect(root["e"]?.scalar?.value == .null)
        #expect(root["hex"]?.scalar?.value == .int(31))
        #expect(root["oct"]?.scalar?.value == .int(15))
        #expect(root["f"]?.scalar?.value == .float(2.5))
        #expect(root["neg"]?.scalar?.value == .int(-3))
        #expect(root["quoted"]?.scalar?.value == .string("15"))
        #expect(root["tagged"]?.scalar?.value == .string("15"))
        #expect(root["huge"]?.scalar?.value == .bigInt("99999999999999999999"))
    }

    @Test("anchors and aliases repeat a node")
    func anchorsAndAliases() throws {
        let document = try parseOne("""
            x-minutes: &minutes [0, 15, 30, 45]
            wheel: *minutes
            """)
        let wheel = try #require(document.root["wheel"]?.sequence)
        #expect(wheel.map { $0.scalar?.text } == ["0", "15", "30", "45"])
        // The repeated nodes keep the positions of the anchored original, where a fix belongs.
        #expect(wheel[0].range.start == mark(1, 22))
    }

    @Test("merge keys: explicit keys win, earlier merges win over later ones")
    func mergeKeys() throws {
        let document = try parseOne("""
            x-base: &base {kind: datePicker, mode: time, minuteInterval: 15}
            x-extra: &extra {mode: date, style: wheels}
            control:
              <<: [*base, *extra]
              id: wake
              minuteInterval: 5
            """)
        let control = try #require(document.root["control"])
        #expect(control["id"]?.scalar?.text == "wake")
        #expect(control["kind"]?.scalar?.text == "datePicker")
        #expect(control["mode"]?.scalar?.text == "time")
        #expect(control["style"]?.scalar?.text == "wheels")
        #expect(control["minuteInterval"]?.scalar?.value == .int(5))
        #expect(control["minuteInterval"]?.range.start == mark(6, 19))
        #expect(control.mapping?.contains { $0.key.scalar?.text == "<<" } == false)
        #expect(document.duplicateKeys.isEmpty)
    }

    @Test("a merge of something that is not a mapping is an error with its position")
    func badMerge() {
        let result = Parser().parse("a: &a 5\nb:\n  <<: *a\n")
        #expect(result.error?.kind == .alias)
        #expect(result.error?.mark == mark(3, 3))
    }

    @Test("duplicate keys are reported with both positions; the later value is kept")
    func duplicateKeys() throws {
        let document = try parseOne("id: a\nkind: picker\nid: b\n")
        #expect(document.duplicateKeys == [
            DuplicateKey(key: "id", first: SourceRange(start: mark(1, 1), end: mark(1, 3)),
                         duplicate: SourceRange(start: mark(3, 1), end: mark(3, 3))),
        ])
        #expect(document.root["id"]?.scalar?.text == "b")
    }

    @Test("a multi-document stream gives one document each, anchors not shared")
    func multiDocument() {
        let result = Parser().parse("screen: A\n---\nscreen: B\n---\nscreen: C\n")
        #expect(result.error == nil)
        #expect(result.documents.map { $0.root["screen"]?.scalar?.text } == ["A", "B", "C"])
        #expect(result.documents[1].root.range.start == mark(3, 1))
        let anchors = Parser().parse("a: &x 1\n---\nb: *x\n")
        #expect(anchors.documents.count == 1)
        #expect(anchors.error?.kind == .alias)
        #expect(anchors.error?.mark == mark(3, 4))
    }

    @Test("a syntax error carries libyaml's words and position, and earlier documents are kept")
    func syntaxError() {
        let result = Parser().parse("screen: A\n---\nscreen: B\nvalues: [a, b\n")
        #expect(result.documents.count == 1)
        let error = result.error
        #expect(error?.kind == .syntax)
        #expect(error?.message.contains("did not find expected ',' or ']'") == true)
        #expect(error?.mark == mark(5, 1))
        let indentation = Parser().parse("a: 1\n b: 2\n")
        #expect(indentation.error?.message == "mapping values are not allowed in this context")
        #expect(indentation.error?.mark == mark(2, 3))
    }

    @Test("invalid UTF-8 and NUL bytes are syntax errors at their position")
    func readerErrors() {
        let invalid = Parser().parse([UInt8]("a: 1\nb: é".utf8.dropLast(1)) + [0xFF, 0x0A])
        #expect(invalid.error?.kind == .syntax)
        #expect(invalid.error?.message.contains("UTF-8") == true)
        // The offending byte 0xFF follows a lead byte: column 5 is the byte libyaml names.
        #expect(invalid.error?.mark == mark(2, 5))
        let nul = Parser().parse([UInt8]("a: 1\nb: x".utf8) + [0x00])
        #expect(nul.error?.mark == mark(2, 5))
        #expect(nul.error?.message.contains("control characters") == true)
    }

    @Test("an empty stream has no documents; an empty document is a null scalar")
    func empty() {
        #expect(Parser().parse("").documents.isEmpty)
        #expect(Parser().parse("# only a comment\n").documents.isEmpty)
        let explicit = Parser().parse("---\n")
        #expect(explicit.documents.count == 1)
        #expect(explicit.documents[0].root.scalar?.value == .null)
    }

    @Test("an alias to an anchor not yet complete (recursion) is an error, not a hang")
    func recursiveAlias() {
        let result = Parser().parse("a: &a [1, *a]\n")
        #expect(result.error?.kind == .alias)
        #expect(result.error?.message.contains("*a") == true)
    }
}

@Suite("YAML layer: resource limits")
struct YAMLLimitTests {
    @Test("a billion-laughs file fails fast with a clear message")
    func billionLaughs() {
        var yaml = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ") + "]\n"
        }
        let clock = ContinuousClock()
        var result: ParseResult?
        let elapsed = clock.measure { result = Parser().parse(yaml) }
        #expect(result?.error?.kind == .limit)
        #expect(result?.error?.message.contains("alias bomb") == true)
        // a5 (line 6) is the first level whose ten aliases pass a million nodes.
        #expect(result?.error?.mark.line == 6)
        #expect(elapsed < .seconds(2))
    }

    @Test("nesting deeper than the limit is an error at the level that passes it")
    func depth() {
        let limits = ParseLimits(maxFileSize: 1 << 20, maxDepth: 10, maxNodes: 1000)
        let yaml = String(repeating: "[", count: 11) + String(repeating: "]", count: 11)
        let result = Parser(limits: limits).parse(yaml)
        #expect(result.error?.kind == .limit)
        #expect(result.error?.message == "nesting deeper than 10 levels")
        #expect(result.error?.mark == mark(1, 11))
        #expect(Parser(limits: limits).parse(String(repeating: "[", count: 10) + String(repeating: "]", count: 10)).error == nil)
    }

    @Test("100,000 levels of nesting end in an error, not a stack overflow")
    func deepNesting() {
        let yaml = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = Parser().parse(yaml)
        #expect(result.error?.kind == .limit)
        #expect(result.error?.message == "nesting deeper than 256 levels")
    }

    @Test("more nodes than the limit is an error")
    func nodeCount() {
        let limits = ParseLimits(maxFileSize: 1 << 20, maxDepth: 10, maxNodes: 100)
        let yaml = "[" + Array(repeating: "1", count: 200).joined(separator: ",") + "]"
        let result = Parser(limits: limits).parse(yaml)
        #expect(result.error?.kind == .limit)
        #expect(result.error?.message == "the file has more than 100 nodes, more than piclint reads")
    }

    @Test("a file larger than the limit is refused before parsing")
    func fileSize() {
        let limits = ParseLimits(maxFileSize: 64, maxDepth: 10, maxNodes: 100)
        let result = Parser(limits: limits).parse(String(repeating: "a", count: 65))
        #expect(result.error?.kind == .limit)
        #expect(result.error?.message == "the file is 65 bytes, more than piclint reads (64 bytes)")
        #expect(result.error?.mark == mark(1, 1))
    }
}
