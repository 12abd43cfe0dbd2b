/// `textDocument/hover`: what is under a position (a finding, or a rule id in a suppression comment).
public struct HoverParams: TextDocumentPositionParams, Hashable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// A rule's page, and the span it describes so the client knows when to hide it. The request's result is
/// `Hover?`: `null` where there is nothing to say.
public struct Hover: Codable, Sendable, Hashable {
    public var contents: MarkupContent
    public var range: Range?

    public init(contents: MarkupContent, range: Range? = nil) {
        self.contents = contents
        self.range = range
    }
}
