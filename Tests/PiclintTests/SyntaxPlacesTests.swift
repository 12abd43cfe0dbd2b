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
