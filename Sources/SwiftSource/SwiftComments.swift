import SwiftSyntax
import Source

/// The comments of a Swift file, from the trivia around its tokens: `//` line comments and `/* */` blocks (doc
/// comments too), each placed where it starts, so that the `piclint:` directives in them work as in YAML's `#`.
enum SwiftComments {
    static func comments(in tree: SourceFileSyntax, places: SyntaxPlaces) -> [Comment] {
        var comments: [Comment] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            collect(token.leadingTrivia, from: token.position, into: &comments, places: places)
            collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia, into: &comments, places: places)
        }
        return comments
    }

    private static func collect(_ trivia: Trivia, from position: AbsolutePosition, into comments: inout [Comment], places: SyntaxPlaces) {
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
