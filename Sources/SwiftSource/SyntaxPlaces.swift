import SwiftSyntax
import Source

/// Where a syntax node stands, as piclint counts positions: swift-syntax gives UTF-8 byte offsets, which the
/// `SourceFile` turns into lines and columns counted in code points, as every report counts them.
struct SyntaxPlaces {
    let source: SourceFile

    /// The node's text, its trivia left out.
    func range(of node: some SyntaxProtocol) -> SourceRange {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
        return SourceRange(start: source.mark(ofOffset: min(start, source.text.count)), end: source.mark(ofOffset: min(end, source.text.count)))
    }

    /// The byte range of the node's text (trivia left out), for edits.
    func bytes(of node: some SyntaxProtocol) -> Range<Int> {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return start..<max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}

/// piclint's range, not swift-syntax's of the same name.
typealias SourceRange = Source.SourceRange
