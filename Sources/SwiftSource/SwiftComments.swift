import SwiftSyntax
import Source

/// The comments of a Swift file, from the trivia around its tokens: `//` line comments and `/* */` blocks (doc
/// comments too), each placed where it starts, so that the `piclint:` directives in them work as in YAML's `#`.
enum SwiftComments {
    static func comments(in tree: SourceFileSyntax, places: SyntaxPlaces) -> [Comment] {
        let text = places.source.text
        // Every comment starts `//` or `/*`: the bytes are searched for those first, and only the tokens around such a
        // place are read (walking every token of a 3,000-line file was a twentieth of its lint). A place inside a
        // string or a regex is no comment; the token there says so.
        var starts: [Int] = []
        var index = 0
        while index + 1 < text.count {
            if text[index] == UInt8(ascii: "/"), text[index + 1] == UInt8(ascii: "/") || text[index + 1] == UInt8(ascii: "*") {
                starts.append(index)
            }
            index += 1
        }
        guard !starts.isEmpty else { return [] }
        let collector = CommentCollector(starts: starts, places: places)
        collector.walk(tree)
        return collector.comments
    }

    /// Reads the trivia of the tokens whose trivia holds one of `starts`, in file order, skipping every node that holds
    /// none.
    private final class CommentCollector: SyntaxAnyVisitor {
        let starts: [Int]
        let places: SyntaxPlaces
        /// The first of `starts` not before the node visited last.
        var next = 0
        var comments: [Comment] = []

        init(starts: [Int], places: SyntaxPlaces) {
            self.starts = starts
            self.places = places
            super.init(viewMode: .sourceAccurate)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            let start = node.position.utf8Offset
            while next < starts.count, starts[next] < start { next += 1 }
            guard next < starts.count, starts[next] < node.endPosition.utf8Offset else { return .skipChildren }
            if let token = node.as(TokenSyntax.self) {
                let text = token.positionAfterSkippingLeadingTrivia.utf8Offset
                if starts[next] < text {
                    SwiftComments.collect(token.leadingTrivia, from: token.position, into: &comments, places: places)
                }
                let trailing = token.endPositionBeforeTrailingTrivia
                var after = next
                while after < starts.count, starts[after] < trailing.utf8Offset { after += 1 }
                if after < starts.count, starts[after] < node.endPosition.utf8Offset {
                    SwiftComments.collect(token.trailingTrivia, from: trailing, into: &comments, places: places)
                }
                return .skipChildren
            }
            return .visitChildren
        }
    }

    static func collect(_ trivia: Trivia, from position: AbsolutePosition, into comments: inout [Comment], places: SyntaxPlaces) {
        var offset = position.utf8Offset
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                let count = places.source.text.count
                let start = places.source.mark(ofOffset: min(offset, count))
                let end = places.source.mark(ofOffset: min(offset + length, count))
                // A block comment over several lines is a directive on its first line, as far as that line goes.
                let firstLine = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
                let sameLine = end.line == start.line ? end : Mark(line: start.line, column: start.column + firstLine.unicodeScalars.count)
                comments.append(Comment(range: SourceRange(start: start, end: sameLine), text: firstLine))
            default:
                break
            }
            offset += length
        }
    }
}
