import Foundation
import Source
import SwiftParser
import SwiftSyntax
@testable import SwiftSource
import Testing

/// The Swift reader takes a node's text from the file's bytes instead of asking swift-syntax for a trimmed copy of
/// the node: the two must agree for every node, whatever the file holds.
@Suite("Swift nodes' text")
struct SyntaxPlacesTests {
    /// Texts that make trivia and token boundaries awkward: comments inside and around types, CRLF and CR line
    /// breaks, non-ASCII names, a byte-order mark, generic and composed types, and code that does not parse.
    static let awkward: [String] = [
        "struct A: /* why */ View , Sendable // trailing\n{ @State private var x = 1 }",
        "\u{FEFF}import SwiftUI\r\nstruct Ä: View {\r\n  @  State private var wahl = \"é\"\r\n}\r\n",
        "extension Dictionary < String , [Int] > : CustomStringConvertible where Value: Equatable {}\r",
        "class C: UIViewController, UIPickerViewDataSource & UIPickerViewDelegate { @SwiftUI.State var s = 0 }",
        "struct P: PreviewProvider { static var previews: some View { Picker(\"a\", selection: $x) { } } }",
        "struct Broken: { @State private var = ; func (",
        "struct 中文: View { @State /* no */ private var 选择 = 0\n\t#if os(iOS)\n\t@State private var y = 2\n\t#endif\n}",
    ]

    @Test("text(of:) is trimmedDescription for every node of the Swift fixtures and of awkward texts")
    func textIsTrimmedDescription() throws {
        let folder = Repo.path("Tests/SwiftFixtures")
        var texts = Self.awkward
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".swift") {
            texts.append(try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
        }
        var nodes = 0
        for text in texts {
            let source = SourceFile(Array(text.utf8))
            let tree = source.text.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let places = SyntaxPlaces(source: source)
            var pending: [Syntax] = [Syntax(tree)]
            while let node = pending.popLast() {
                #expect(places.text(of: node) == node.trimmedDescription, "\(node.kind) in \(text.prefix(40))")
                nodes += 1
                pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
            }
        }
        #expect(nodes > 4_000)
    }
}

/// The Swift reader finds comments by searching the bytes for `//` and `/*` and reading only the tokens there: it
/// must find exactly the comments that reading every token's trivia finds.
@Suite("Swift comments")
struct SwiftCommentsTests {
    /// Places where `//` and `/*` are no comment, or comments sit in unusual trivia.
    static let awkward: [String] = [
        "let url = \"https://example.com\" // the site\nlet b = #\"a//b /* c */\"#\n",
        "let s = \"\"\"\n  // not a comment\n  /* nor this */\n  \"\"\"\n/// A doc comment\nstruct A {}\n",
        "/* outer /* nested */ still outer */ let x = 1 /* after */ /**/\n//",
        "let r = /a\\/\\/b/ // a regex, then a comment\nlet q = 4 / 2 /2\n",
        "let t = \"\\(x /* inside an interpolation */) and \\(y // no\n)\"\n",
        "#if os(iOS)\n// in a branch\n#else\n/* in the other */\n#endif\n// at the end",
        "\u{FEFF}// after a byte-order mark\r\nstruct B {} // CRLF\r\n/* CR */\rlet c = 1\r",
        "struct Broken: { // half\n @State private var = /* gap */ ; func (",
        "",
        "/",
        "x/",
    ]

    /// Every token's trivia read, as the reader did before it searched the bytes.
    static func everyToken(_ tree: SourceFileSyntax, places: SyntaxPlaces) -> [Source.Comment] {
        var comments: [Source.Comment] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            SwiftComments.collect(token.leadingTrivia, from: token.position, into: &comments, places: places)
            SwiftComments.collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia, into: &comments, places: places)
        }
        return comments
    }

    @Test("the comments found from the bytes are those of every token's trivia, in the Swift fixtures and awkward texts")
    func sameAsEveryToken() throws {
        var texts = Self.awkward
        for folder in ["Tests/SwiftFixtures", "Tests/PiclintTests"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: Repo.path(folder)).sorted() where name.hasSuffix(".swift") {
                texts.append(try String(contentsOfFile: Repo.path(folder) + "/" + name, encoding: .utf8))
            }
        }
        var found = 0
        for text in texts {
            let source = SourceFile(Array(text.utf8))
            let tree = source.text.withUnsafeBufferPointer { Parser.parse(source: $0) }
            let places = SyntaxPlaces(source: source)
            let comments = SwiftComments.comments(in: tree, places: places)
            #expect(comments == Self.everyToken(tree, places: places), "\(text.prefix(60))")
            found += comments.count
        }
        #expect(found > 1_000)
    }
}

/// The Swift reader passes over nodes that name no type keyword or picker: a node whose text names one must never
/// be passed over.
@Suite("Words in Swift nodes")
struct WordPlacesTests {
    @Test("every node whose text or trivia holds a word is one the words occur in; most others are passed over")
    func neverPassesOverAWord() throws {
        var texts = SyntaxPlacesTests.awkward + SwiftCommentsTests.awkward
        for name in try FileManager.default.contentsOfDirectory(atPath: Repo.path("Tests/SwiftFixtures")).sorted() where name.hasSuffix(".swift") {
            texts.append(try String(contentsOfFile: Repo.path("Tests/SwiftFixtures") + "/" + name, encoding: .utf8))
        }
        var passedOver = 0
        var holding = 0
        for words in [WordPlaces.Words.typeKeywords, .pickerNames, .commentOpenings, WordPlaces.Words(["ab"])] {
            for text in texts {
                let source = SourceFile(Array(text.utf8))
                let tree = source.text.withUnsafeBufferPointer { Parser.parse(source: $0) }
                let places = WordPlaces(words, in: source.text)
                var pending: [Syntax] = [Syntax(tree)]
                while let node = pending.popLast() {
                    let bytes = source.text[node.position.utf8Offset..<node.endPosition.utf8Offset]
                    let holds = words.words.contains { word in
                        let pattern = Array(word.utf8)
                        return bytes.count >= pattern.count
                            && (bytes.startIndex...(bytes.endIndex - pattern.count)).contains { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
                    }
                    #expect(places.occur(in: node) == holds, "\(words.words) in \(node.kind) of \(text.prefix(40))")
                    if holds { holding += 1 } else { passedOver += 1 }
                    pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
                }
            }
        }
        // Words are rare: a node that holds one is, with its ancestors, a small part of the tree.
        #expect(holding > 500 && passedOver > 10_000)
    }
}
