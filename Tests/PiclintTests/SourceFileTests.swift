import Testing
import Spec
import Source
import YAML

/// The source text as the YAML layer keeps it: lines as libyaml counts them, marks and offsets, comments found only
/// outside scalars, collection styles, and the suppressions that read those comments.
@Suite("Source file")
struct SourceFileTests {
    /// The comments of a text, as `line:column text`.
    func comments(_ text: String) -> [String] {
        Parser().parse(text).comments.map { "\($0.range.start.line):\($0.range.start.column) \($0.text)" }
    }

    /// A screen whose minute interval is wrong (line 6), after `extra` lines at the top.
    func spec(top extra: String) -> String {
        extra + "screen: Alarms\ncontrols:\n  - id: wake\n    kind: datePicker\n    mode: time\n    minuteInterval: 7\n"
    }

    @Test("a directive inside a literal or folded block scalar is text, not a comment: it suppresses nothing")
    func blockScalarSuppressesNothing() {
        for indicator in ["|", ">", "|-", ">+", "|2"] {
            let text = "x-notes: \(indicator)\n  prose # piclint:disable-file\n  more # piclint:disable-line\n" + spec(top: "")
            #expect(comments(text).isEmpty, "\(indicator)")
            let found = lint(text).map(\.rule)
            #expect(found.contains("minute-interval"), "\(indicator): \(found)")
            #expect(!found.contains("unused-suppression"), "\(indicator): \(found)")
        }
    }

    @Test("a comment on a block scalar's header line, or after its body, is a comment")
    func blockScalarNeighbours() {
        #expect(comments("a: | # head\n  body # not\n# after\nb: 1 # tail\n") == ["1:6 # head", "3:1 # after", "4:6 # tail"])
        #expect(comments("a: &x !!str | # head\n  body # not\nb: *x\n") == ["1:15 # head"])
        #expect(comments("a: >\n  one\n\n  two # not\n\nb: 1 # c\n") == ["6:6 # c"])
    }

    @Test("comments in flow collections, after quoted scalars holding #, and in words")
    func flowAndQuoted() {
        #expect(comments("a: [1, \"x # y\", 'z # w'] # real\n") == ["1:26 # real"])
        #expect(comments("a: {k: \"#\", j: 2 # inside the flow mapping\n  }\n") == ["1:18 # inside the flow mapping"])
        #expect(comments("a: [1, # after an item\n  2]\n") == ["1:8 # after an item"])
        #expect(comments("a: \"multi # line\n  still # quoted\" # now\n") == ["2:19 # now"])
        #expect(comments("a: 'it''s # not' # yes\n") == ["1:18 # yes"])
        #expect(comments("a: C#major\nb: x#y #z\n") == ["2:8 #z"])
        #expect(comments("# top\n--- # doc\na: 1\n...\n# end\n") == ["1:1 # top", "2:5 # doc", "5:1 # end"])
        #expect(comments("a: &anchor # before the value\n  \"quoted # not\"\n") == ["1:12 # before the value"])
    }

    @Test("a quoted scalar holding a directive suppresses nothing; a real comment after it does")
    func quotedDirective() {
        let quoted = spec(top: "x-label: \"prose # piclint:disable-file\"\n")
        #expect(lint(quoted).map(\.rule).contains("minute-interval"))
        let real = spec(top: "x-label: \"prose #\" # piclint:disable-file\n")
        #expect(!lint(real).map(\.rule).contains("minute-interval"))
    }

    @Test("past a syntax error, comments are still found, quotes told apart line by line")
    func pastAnError() {
        let parsed = Parser().parse("a: 1\nb: [\n  \"x # not\", # yes\n")
        #expect(parsed.error != nil)
        #expect(parsed.comments.map(\.text) == ["# yes"])
        // A disable-file after the error still covers the findings before it, as before.
        let text = spec(top: "") + "---\nbad: [\n# piclint:disable-file minute-interval\n"
        #expect(!lint(text).map(\.rule).contains("minute-interval"))
    }

    @Test("past an error at bytes that are not UTF-8, a comment is found at its own byte (each such byte was taken for three)")
    func pastBytesNotUTF8() {
        // libyaml stops at the first 0xFF; the rest of its line is read without the parse. Seven 0xFF once moved
        // the `#` 14 bytes on, past the end of the file, and piclint crashed (found by CI's fuzzing).
        let bytes = Array("a: 1\n".utf8) + Array(repeating: 0xFF, count: 7) + Array(" b # c\n".utf8)
        let parsed = Parser().parse(SourceFile(bytes))
        #expect(parsed.error != nil)
        #expect(parsed.comments.map { "\($0.range.start.line):\($0.range.start.column) \($0.text)" } == ["2:11 # c"])
        let short = Array("a: 1\n".utf8) + Array(repeating: 0xFF, count: 7) + Array(" b #".utf8)
        #expect(Parser().parse(SourceFile(short)).comments.map(\.text) == ["#"])
    }

    @Test("lines, marks and offsets agree with libyaml whatever ends a line", arguments: ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"])
    func linesAndMarks(brk: String) throws {
        let text = ["a: 1", "# é", "b: \"ü\" # c", "c: [3, 4]"].joined(separator: brk)
        let source = SourceFile(text)
        #expect(source.lineCount == 4)
        #expect(source.line(3) == "b: \"ü\" # c")
        #expect(source.lines([2, 9]) == [2: "# é"])
        let parsed = Parser().parse(source)
        #expect(parsed.comments.map { "\($0.range.start)" } == ["2:1", "3:8"])
        for pair in try #require(parsed.documents.first?.root.mapping) {
            for mark in [pair.value.range.start, pair.value.range.end] {
                let offset = try #require(source.offset(of: mark))
                #expect(source.mark(ofOffset: offset) == mark)
            }
        }
    }

    @Test("each sequence and mapping knows whether it was written in block or flow style")
    func collectionStyles() throws {
        let root = try #require(Parser().parse("a: [1, {b: 2}]\nc:\n  - d: 3\n").documents.first?.root)
        #expect(root.style == .block)
        let pairs = try #require(root.mapping)
        #expect(pairs[0].value.style == .flow)
        #expect(pairs[0].value.sequence?[1].style == .flow)
        #expect(pairs[1].value.style == .block)
        #expect(pairs[1].value.sequence?[0].style == .block)
        #expect(pairs[0].key.style == nil)
    }

    @Test("edits are resolved and applied whole or not at all by the YAML layer")
    func editsApplied() throws {
        let source = SourceFile("a: [1, 2, 3]\nb: \"x\"\n")
        let remove = try #require(source.resolveYAML([TextEdit(SourceRange(start: Mark(line: 1, column: 8), end: Mark(line: 1, column: 9)), .removeItem)]))
        let quote = try #require(source.resolveYAML([TextEdit(SourceRange(start: Mark(line: 2, column: 4), end: Mark(line: 2, column: 7)), .value("y\"z"))]))
        let clash = try #require(source.resolveYAML([TextEdit(SourceRange(start: Mark(line: 1, column: 8), end: Mark(line: 1, column: 9)), .number("9"))]))
        let result = source.applying([remove, quote, clash], edits: \.self)
        #expect(String(decoding: result.text, as: UTF8.self) == "a: [1, 3]\nb: \"y\\\"z\"\n")
        #expect(result.applied == [remove, quote])
        #expect(source.resolveYAML([TextEdit(SourceRange(at: Mark(line: 9, column: 1)), .number("x"))]) == nil)
    }
}

/// The seam where an input format plugs in: a front end reads a source file into the same spec.
@Suite("Front ends")
struct FrontEndTests {
    @Test("the YAML front end reads screens with positions, the comments suppressions need, and where a syntax error stopped it")
    func yamlFrontEnd() throws {
        let source = SourceFile(Array("screen: S # piclint:disable-file\ncontrols:\n  - {id: t, kind: datePicker}\n---\nscreen: [\n".utf8))
        let read = try #require(YAMLFrontEnd().read(source, skipIfNotSpec: false))
        #expect(read.spec.screens.map(\.name.value) == ["S"])
        #expect(read.spec.screens.first?.controls.first?.id.range.start == Mark(line: 3, column: 10))
        #expect(read.comments.map(\.text) == ["# piclint:disable-file"])
        #expect(read.unreadFrom != nil)
        #expect(read.source.lineCount == 6) // the empty line after the last line break counts, as libyaml counts it
    }

    @Test("with skipIfNotSpec, a file that is plainly not a spec is left unread; without, it is read and its problems found")
    func skipsNonSpecs() throws {
        let workflow = SourceFile(Array("on: push\njobs:\n  build: {runs-on: ubuntu-latest}\n".utf8))
        #expect(YAMLFrontEnd().read(workflow, skipIfNotSpec: true) == nil)
        let read = try #require(YAMLFrontEnd().read(workflow, skipIfNotSpec: false))
        #expect(!read.spec.problems.isEmpty)
    }
}
