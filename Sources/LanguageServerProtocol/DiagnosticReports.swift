/// `textDocument/publishDiagnostics`: a document's findings pushed by the server (replacing the ones before), for
/// clients that do not pull.
public struct PublishDiagnosticsParams: Codable, Sendable, Hashable {
    public var uri: DocumentUri
    /// The document version the findings were computed from, so a client can drop stale ones.
    public var version: Int?
    public var diagnostics: [Diagnostic]

    public init(uri: DocumentUri, version: Int? = nil, diagnostics: [Diagnostic]) {
        self.uri = uri
        self.version = version
        self.diagnostics = diagnostics
    }
}

/// `textDocument/diagnostic`: a client pulling one document's findings, naming the report it already has.
public struct DocumentDiagnosticParams: Codable, Sendable, Hashable {
    public var textDocument: TextDocumentIdentifier
    public var identifier: String?
    public var previousResultId: String?

    public init(textDocument: TextDocumentIdentifier, identifier: String? = nil, previousResultId: String? = nil) {
        self.textDocument = textDocument
        self.identifier = identifier
        self.previousResultId = previousResultId
    }
}

/// The answer to a pull: every finding (`full`), or word that nothing changed since the report the client named
/// (`unchanged`), which saves linting's cost on both sides. The `kind` key tells them apart.
public enum DocumentDiagnosticReport: Codable, Sendable, Hashable {
    case full(resultId: String?, items: [Diagnostic])
    case unchanged(resultId: String)

    private enum CodingKeys: String, CodingKey { case kind, resultId, items }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "full":
            self = .full(
                resultId: try container.decodeIfPresent(String.self, forKey: .resultId),
                items: try container.decode([Diagnostic].self, forKey: .items))
        case "unchanged":
            self = .unchanged(resultId: try container.decode(String.self, forKey: .resultId))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown report kind \"\(kind)\"")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .full(let resultId, let items):
            try container.encode("full", forKey: .kind)
            try container.encodeIfPresent(resultId, forKey: .resultId)
            try container.encode(items, forKey: .items)
        case .unchanged(let resultId):
            try container.encode("unchanged", forKey: .kind)
            try container.encode(resultId, forKey: .resultId)
        }
    }
}

/// A report the client already holds for a document, so the server can answer `unchanged`.
public struct PreviousResultId: Codable, Sendable, Hashable {
    public var uri: DocumentUri
    public var value: String

    public init(uri: DocumentUri, value: String) {
        self.uri = uri
        self.value = value
    }
}

/// `workspace/diagnostic`: a client pulling the findings of every file in the workspace.
public struct WorkspaceDiagnosticParams: Codable, Sendable, Hashable {
    public var identifier: String?
    public var previousResultIds: [PreviousResultId]

    public init(identifier: String? = nil, previousResultIds: [PreviousResultId]) {
        self.identifier = identifier
        self.previousResultIds = previousResultIds
    }
}

/// One document's report in a workspace pull: like `DocumentDiagnosticReport`, with the document named, and its
/// version (`null` for a file that is not open, written out since the key is required).
public struct WorkspaceDocumentDiagnosticReport: Codable, Sendable, Hashable {
    public var uri: DocumentUri
    public var version: Int?
    public var report: DocumentDiagnosticReport

    public init(uri: DocumentUri, version: Int?, report: DocumentDiagnosticReport) {
        self.uri = uri
        self.version = version
        self.report = report
    }

    private enum CodingKeys: String, CodingKey { case uri, version }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        uri = try container.decode(DocumentUri.self, forKey: .uri)
        version = try container.decodeIfPresent(Int.self, forKey: .version)
        report = try DocumentDiagnosticReport(from: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        // An absent version is sent as null, as the specification writes it: Optional encodes nil as null.
        try container.encode(version, forKey: .version)
    }
}

/// The answer to `workspace/diagnostic`.
public struct WorkspaceDiagnosticReport: Codable, Sendable, Hashable {
    public var items: [WorkspaceDocumentDiagnosticReport]

    public init(items: [WorkspaceDocumentDiagnosticReport]) { self.items = items }
}
