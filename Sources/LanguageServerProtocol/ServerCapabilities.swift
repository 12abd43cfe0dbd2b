/// What piclint's server offers, answered to `initialize`; absent keys are features it does not have.
public struct ServerCapabilities: Codable, Sendable {
    /// The encoding chosen from the client's offer; absent means UTF-16.
    public var positionEncoding: PositionEncodingKind?
    public var textDocumentSync: TextDocumentSyncOptions?
    public var diagnosticProvider: DiagnosticOptions?
    public var codeActionProvider: CodeActionOptions?
    public var hoverProvider: Bool?
    public var completionProvider: CompletionOptions?

    public init(
        positionEncoding: PositionEncodingKind? = nil, textDocumentSync: TextDocumentSyncOptions? = nil,
        diagnosticProvider: DiagnosticOptions? = nil, codeActionProvider: CodeActionOptions? = nil,
        hoverProvider: Bool? = nil, completionProvider: CompletionOptions? = nil
    ) {
        self.completionProvider = completionProvider
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.diagnosticProvider = diagnosticProvider
        self.codeActionProvider = codeActionProvider
        self.hoverProvider = hoverProvider
    }
}

/// How the client sends changes: the whole text each time, or only what changed.
public enum TextDocumentSyncKind: Int, Codable, Sendable, Hashable {
    case none = 0
    case full = 1
    case incremental = 2
}

/// Whether a save notification carries the saved text.
public struct SaveOptions: Codable, Sendable, Hashable {
    public var includeText: Bool?

    public init(includeText: Bool? = nil) { self.includeText = includeText }
}

/// Which document notifications the server wants.
public struct TextDocumentSyncOptions: Codable, Sendable, Hashable {
    public var openClose: Bool?
    public var change: TextDocumentSyncKind?
    public var save: SaveOptions?

    public init(openClose: Bool? = nil, change: TextDocumentSyncKind? = nil, save: SaveOptions? = nil) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}

/// How the server answers pulled diagnostics: whether a change in one file changes another's findings (a config
/// does), and whether it lints the whole workspace on request.
public struct DiagnosticOptions: Codable, Sendable, Hashable {
    public var identifier: String?
    public var interFileDependencies: Bool
    public var workspaceDiagnostics: Bool

    public init(identifier: String? = nil, interFileDependencies: Bool, workspaceDiagnostics: Bool) {
        self.identifier = identifier
        self.interFileDependencies = interFileDependencies
        self.workspaceDiagnostics = workspaceDiagnostics
    }
}

/// The kinds of code action the server makes, so a client asks only for those (fix on save asks for
/// `source.fixAll`).
public struct CodeActionOptions: Codable, Sendable, Hashable {
    public var codeActionKinds: [CodeActionKind]?
    public var resolveProvider: Bool?

    public init(codeActionKinds: [CodeActionKind]? = nil, resolveProvider: Bool? = nil) {
        self.codeActionKinds = codeActionKinds
        self.resolveProvider = resolveProvider
    }
}
