import SwiftSyntax
import Source

/// The comments of a Swift file, from the trivia around its tokens: `//` line comments and `/* */` blocks (doc
/// comments too), each placed where it starts, so that the `piclint:` directives in them work as in YAML's `#`.
enum SwiftComments {
    static func comments(in tree: SourceFileSyntax, places: SyntaxPlaces) -> [Comment] {
        // The bytes are searched for where a comment may start first, and only the tokens around such a place are
        // read (walking every token of a 3,000-line file was a twentieth of its lint). A place inside a string or a
        // regex is no comment; the token there says so.
        let openings = WordPlaces(.commentOpenings, in: places.source.text)
        guard !openings.isEmpty else { return [] }
        let collector = CommentCollector(openings: openings, places: places)
        collector.walk(tree)
        return collector.comments
    }

    /// Reads the trivia of the tokens whose trivia holds a comment's opening, in file order, passing over every node
    /// that holds none.
    private final class CommentCollector: SyntaxAnyVisitor {
        let openings: WordPlaces
        let places: SyntaxPlaces
        var comments: [Comment] = []

        init(openings: WordPlaces, places: SyntaxPlaces) {
            self.openings = openings
            self.places = places
            super.init(viewMode: .sourceAccurate)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            guard openings.occur(in: node) else { return .skipChildren }
            guard let token = node.as(TokenSyntax.self) else { return .visitChildren }
            let text = token.positionAfterSkippingLeadingTrivia
            if openings.occur(in: token.position.utf8Offset..<text.utf8Offset) {
                SwiftComments.collect(token.leadingTrivia, from: token.position, into: &comments, places: places)
            }
            let trailing = token.endPositionBeforeTrailingTrivia
            if openings.occur(in: trailing.utf8Offset..<token.endPosition.utf8Offset) {
                SwiftComments.collect(token.trailingTrivia, from: trailing, into: &comments, places: places)
            }
            return .skipChildren
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
