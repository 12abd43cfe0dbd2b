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

    /// The node's text as written, its trivia left out: what swift-syntax's `trimmedDescription` gives, read from
    /// the file's bytes (the tree is parsed from them and writes them back exactly). `trimmedDescription` builds a
    /// trimmed copy of the node first, some 60K instructions for a type's inheritance clause. A node the parser had
    /// to repair is asked as before: where a token is missing, its trivia is not where the bytes put it.
    func text(of node: some SyntaxProtocol) -> String {
        guard !node.hasError else { return node.trimmedDescription }
        let range = bytes(of: node)
        let end = min(range.upperBound, source.text.count)
        return String(decoding: source.text[min(range.lowerBound, end)..<end], as: UTF8.self)
    }

    /// The byte range of the node's text (trivia left out), for edits.
    func bytes(of node: some SyntaxProtocol) -> Range<Int> {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return start..<max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}

/// piclint's range, not swift-syntax's of the same name.
typealias SourceRange = Source.SourceRange

extension SyntaxPlaces {
    /// Whether an inheritance clause makes its type a preview (`: PreviewProvider`): previews are never read.
    func isPreview(_ inherits: InheritanceClauseSyntax?) -> Bool {
        inherits?.inheritedTypes.contains { text(of: $0.type) == "PreviewProvider" } ?? false
    }
}

extension FreestandingMacroExpansionSyntax {
    /// Whether this is a `#Preview` block, which is never read.
    var isPreview: Bool { macroName.text == "Preview" }
}
