import SwiftSyntax
import Source

/// The comments of a Swift file, from the trivia around its tokens: `//` line comments and `/* */` blocks (doc
/// comments too), each placed where it starts, so that the `piclint:` directives in them work as in YAML's `#`.
enum SwiftComments {
    static func comments(in tree: SourceFileSyntax, places: SyntaxPlaces) -> [Comment] {
        var comments: [Comment] = []
        let text = places.source.text
        // Every comment starts with `/`: trivia without one is passed over unread (reading a token's trivia makes
        // an array of its pieces, most of them spaces and line breaks).
        func mayHoldComment(_ start: Int, _ length: Int) -> Bool {
            let end = min(start + length, text.count)
            guard start < end else { return false }
            return text[start..<end].contains(UInt8(ascii: "/"))
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if mayHoldComment(token.position.utf8Offset, token.leadingTriviaLength.utf8Length) {
                collect(token.leadingTrivia, from: token.position, into: &comments, places: places)
            }
            let trailing = token.trailingTriviaLength.utf8Length
            if trailing > 0, mayHoldComment(token.endPositionBeforeTrailingTrivia.utf8Offset, trailing) {
                collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia, into: &comments, places: places)
            }
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
