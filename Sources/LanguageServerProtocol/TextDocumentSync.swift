/// `textDocument/didOpen`: the client now owns the document's text, and piclint lints that text, not the file.
public struct DidOpenTextDocumentParams: Codable, Sendable, Hashable {
    public var textDocument: TextDocumentItem

    public init(textDocument: TextDocumentItem) { self.textDocument = textDocument }
}

/// One change to an open document: a replaced range (incremental sync) or the whole new text (full sync). The
/// specification tells the two apart only by whether `range` is present.
public enum TextDocumentContentChangeEvent: Codable, Sendable, Hashable {
    /// `range` replaced by `text`; `rangeLength` is deprecated and only kept when a client sends it.
    case incremental(range: Range, rangeLength: Int?, text: String)
    /// The document's whole new text.
    case full(text: String)

    private enum CodingKeys: String, CodingKey { case range, rangeLength, text }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .text)
        if let range = try container.decodeIfPresent(Range.self, forKey: .range) {
            self = .incremental(
                range: range, rangeLength: try container.decodeIfPresent(Int.self, forKey: .rangeLength), text: text)
        } else {
            self = .full(text: text)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .incremental(let range, let rangeLength, let text):
            try container.encode(range, forKey: .range)
            try container.encodeIfPresent(rangeLength, forKey: .rangeLength)
            try container.encode(text, forKey: .text)
        case .full(let text):
            try container.encode(text, forKey: .text)
        }
    }
}

/// `textDocument/didChange`: changes to apply in order, each to the text the previous one left.
public struct DidChangeTextDocumentParams: Codable, Sendable, Hashable {
    public var textDocument: VersionedTextDocumentIdentifier
    public var contentChanges: [TextDocumentContentChangeEvent]

    public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
        self.textDocument = textDocument
        self.contentChanges = contentChanges
    }
}

/// `textDocument/didClose`: the file on disk is the truth again, and the document's diagnostics are cleared.
public struct DidCloseTextDocumentParams: Codable, Sendable, Hashable {
    public var textDocument: TextDocumentIdentifier

    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
}

/// `textDocument/didSave`, with the saved text when the server asked for it.
public struct DidSaveTextDocumentParams: Codable, Sendable, Hashable {
    public var textDocument: TextDocumentIdentifier
    public var text: String?

    public init(textDocument: TextDocumentIdentifier, text: String? = nil) {
        self.textDocument = textDocument
        self.text = text
    }
}
