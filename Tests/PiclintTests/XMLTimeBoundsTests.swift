import Foundation
import Testing
import Lint
import XML
import Source
import YAML

/// Every Interface Builder file under the size limit is linted or refused in time linear in its size. libxml2 (2.9)
/// reads some shapes in more than linear time before piclint's limits are checked: the attributes of one start tag
/// (each compared with every one before it), names (kept in a dictionary that stops growing) and namespace
/// declarations (looked up one by one). A linear scan of the bytes refuses them first, as `xml-syntax` at the tag.
@Suite("Interface Builder files: what libxml2 reads in more than linear time is refused before it reads it")
struct XMLTimeBoundsTests {
    static func read(_ text: String) -> XMLReadResult {
        XMLReader().read(SourceFile(Array(text.utf8), lineBreaks: .xml))
    }

    static func document(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n"
            + body + "\n</document>\n"
    }

    static func attributes(_ count: Int, prefix: String = "a") -> String {
        (0..<count).map { "\(prefix)\($0)=\"\"" }.joined(separator: " ")
    }

    /// Seconds a read takes.
    static func timed(_ body: () -> Void) -> Double {
        let start = Date()
        body()
        return Date().timeIntervalSince(start)
    }

    @Test("300,000 attributes on one start tag (3 MB) are refused at the tag, in well under two seconds")
    func manyAttributes() {
        let text = Self.document("  <scenes " + Self.attributes(300_000) + "/>")
        var found: [Diagnostic] = []
        let seconds = Self.timed { found = Storyboard.lint(text).diagnostics }
        #expect(seconds < 2, "took \(seconds) s")
        #expect(found.map(\.rule) == ["xml-syntax"])
        #expect(found.first?.range.start == Mark(line: 3, column: 3))
        #expect(found.first?.message.contains("300,000 attributes") == true)
    }

    @Test("1,000 attributes on a tag are read; 1,001 are refused")
    func attributeLimit() {
        #expect(Self.read(Self.document("<scenes " + Self.attributes(1_000) + "/>")).error == nil)
        let refused = Self.read(Self.document("<scenes>\n  <scene " + Self.attributes(1_001) + "/></scenes>"))
        #expect(refused.error?.mark == Mark(line: 4, column: 3))
        #expect(refused.error?.message.contains("1,001 attributes") == true)
    }

    @Test("the scan knows quotes, comments, CDATA and processing instructions: what they hold is no tag")
    func scanKnowsMarkup() {
        let crowded = "<x " + Self.attributes(2_000) + "/>"
        // A value may hold `>` and the other quote; a comment, CDATA or a PI may hold what looks like a crowded tag.
        let text = Self.document("""
        <scenes a="1 > 0 and 'x'" b='say "hi" > bye'>
        <!-- \(crowded) -->
        <![CDATA[ \(crowded) ]]>
        <?note \(crowded) ?>
        </scenes>
        """)
        #expect(Self.read(text).error == nil)
    }

    @Test("more than 100 namespace declarations are refused, on one tag or spread over many")
    func namespaces() {
        let declarations = (0..<101).map { "xmlns:p\($0)=\"urn:\($0)\"" }
        #expect(Self.read(Self.document("<scenes " + declarations.prefix(100).joined(separator: " ") + "/>")).error == nil)
        let oneTag = Self.read(Self.document("<scenes " + declarations.joined(separator: " ") + "/>"))
        #expect(oneTag.error?.message.contains("namespace declarations") == true)
        let spread = Self.read(Self.document("<scenes>" + declarations.map { "<s \($0)/>" }.joined() + "</scenes>"))
        #expect(spread.error?.message.contains("namespace declarations") == true)
        #expect(spread.error?.mark.line == 3)
    }

    @Test("a file of more than 10,000 distinct names is refused at the tag that passes it, in time linear in its size")
    func distinctNames() {
        let elements = Self.document("<scenes>" + (0..<10_001).map { "<e\($0)/>" }.joined() + "</scenes>")
        #expect(Self.read(elements).error?.message.contains("10,000 distinct") == true)
        let attributes = Self.document("<scenes>" + (0..<10_001).map { "<e a\($0)=\"1\"/>" }.joined() + "</scenes>")
        #expect(Self.read(attributes).error?.message.contains("10,000 distinct") == true)
        // The same few names over and over, as Interface Builder writes them, are no concern however many.
        let repeated = Self.document("<scenes>" + String(repeating: "<view id=\"v\" key=\"k\"/>", count: 100_000) + "</scenes>")
        #expect(Self.read(repeated).error == nil)
        // 200,000 distinct names (3 MB) are refused without libxml2's quadratic dictionary.
        let many = Self.document("<scenes>" + (0..<200_000).map { "<e\($0)/>" }.joined() + "</scenes>")
        let seconds = Self.timed { #expect(Self.read(many).error != nil) }
        #expect(seconds < 2, "took \(seconds) s")
    }

    @Test("other shapes stay linear: deep nesting, a million elements, a 10 MB value, character references, an unclosed comment")
    func otherShapes() {
        let shapes: [(String, String)] = [
            ("nesting", String(repeating: "<a>", count: 1_000_000)),
            ("elements", "<scenes>" + String(repeating: "<b/>", count: 1_100_000) + "</scenes>"),
            ("value", "<scenes a=\"" + String(repeating: "x", count: 10_500_000) + "\"/>"),
            ("references", "<scenes a=\"" + String(repeating: "&#38;", count: 1_000_000) + "\">" + String(repeating: "&amp;", count: 1_000_000) + "</scenes>"),
            ("comment", "<scenes><!--" + String(repeating: "-x", count: 2_000_000)),
        ]
        for (name, body) in shapes {
            let text = Self.document(body)
            var result: XMLReadResult?
            let seconds = Self.timed { result = Self.read(text) }
            // Debug builds on a shared machine: generous, and still far from quadratic (minutes at these sizes).
            #expect(seconds < 10, "\(name) took \(seconds) s")
            if name != "references" { #expect(result?.error != nil, "\(name) was read whole") }
        }
    }
}
