/// A document's URI as the client wrote it (`file:///…`): kept as text, since a server must echo it back unchanged
/// and Foundation's URL would normalise it.
public typealias DocumentUri = String

/// A plain URI (a rule's help page).
public typealias URI = String

/// A place in a document: a zero-based line, and a zero-based column counted in the units of the negotiated
/// `PositionEncoding` (UTF-16 unless the client offered another), which is why piclint's own marks need converting.
public struct Position: Codable, Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A span of a document, its end just past the last character (as piclint's own ranges are).
public struct Range: Codable, Sendable, Hashable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }
}

/// A span in some document: where a finding's second place (a duplicate, the control it clashes with) lies.
public struct Location: Codable, Sendable, Hashable {
    public var uri: DocumentUri
    public var range: Range

    public init(uri: DocumentUri, range: Range) {
        self.uri = uri
        self.range = range
    }
}

/// Names a document without its text.
public struct TextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: DocumentUri

    public init(uri: DocumentUri) { self.uri = uri }
}

/// Names a document and the version of it a change applies to, so diagnostics can be matched to the text they
/// were computed from.
public struct VersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: DocumentUri
    public var version: Int

    public init(uri: DocumentUri, version: Int) {
        self.uri = uri
        self.version = version
    }
}

/// Names a document and, when it is open, its version; `null` means the file on disk. The version is always
/// written, as `null` when absent, since the specification makes the key required.
public struct OptionalVersionedTextDocumentIdentifier: Codable, Sendable, Hashable {
    public var uri: DocumentUri
    public var version: Int?

    public init(uri: DocumentUri, version: Int?) {
        self.uri = uri
        self.version = version
    }

    private enum CodingKeys: String, CodingKey { case uri, version }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        // An absent version is sent as null, as the specification writes it: Optional encodes nil as null.
        try container.encode(version, forKey: .version)
    }
}

/// An open document's whole text as the client holds it, unsaved edits included: what piclint lints, never the
/// file on disk.
public struct TextDocumentItem: Codable, Sendable, Hashable {
    public var uri: DocumentUri
    public var languageId: String
    public var version: Int
    public var text: String

    public init(uri: DocumentUri, languageId: String, version: Int, text: String) {
        self.uri = uri
        self.languageId = languageId
        self.version = version
        self.text = text
    }
}

/// A document and a position in it: the parameters hover shares with most position requests.
public protocol TextDocumentPositionParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier { get }
    var position: Position { get }
}

/// One replacement of text: how a fix travels to the client.
public struct TextEdit: Codable, Sendable, Hashable {
    public var range: Range
    public var newText: String

    public init(range: Range, newText: String) {
        self.range = range
        self.newText = newText
    }
}

/// Edits to one document at a known version, so the client can refuse a fix computed for older text.
public struct TextDocumentEdit: Codable, Sendable, Hashable {
    public var textDocument: OptionalVersionedTextDocumentIdentifier
    public var edits: [TextEdit]

    public init(textDocument: OptionalVersionedTextDocumentIdentifier, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }
}

/// A fix's edits, by document: `documentChanges` (versioned) when the client supports them, `changes` otherwise.
public struct WorkspaceEdit: Codable, Sendable, Hashable {
    public var changes: [DocumentUri: [TextEdit]]?
    public var documentChanges: [TextDocumentEdit]?

    public init(changes: [DocumentUri: [TextEdit]]? = nil, documentChanges: [TextDocumentEdit]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
    }
}

/// How a client may render text: a rule's page is Markdown, shown as plain text where the client cannot.
public struct MarkupKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let plaintext = MarkupKind(rawValue: "plaintext")
    public static let markdown = MarkupKind(rawValue: "markdown")
}

/// Text in a markup kind.
public struct MarkupContent: Codable, Sendable, Hashable {
    public var kind: MarkupKind
    public var value: String

    public init(kind: MarkupKind, value: String) {
        self.kind = kind
        self.value = value
    }
}
