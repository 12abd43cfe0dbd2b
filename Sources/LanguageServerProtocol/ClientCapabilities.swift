/// What the client can do, as far as piclint asks: which position encodings, how it takes diagnostics (pushed,
/// pulled), and whether it accepts code action literals. Every part is optional, since a client leaves out what it
/// lacks, and unknown keys are ignored.
public struct ClientCapabilities: Codable, Sendable, Hashable {
    public var general: GeneralClientCapabilities?
    public var textDocument: TextDocumentClientCapabilities?
    public var workspace: WorkspaceClientCapabilities?

    public init(
        general: GeneralClientCapabilities? = nil, textDocument: TextDocumentClientCapabilities? = nil,
        workspace: WorkspaceClientCapabilities? = nil
    ) {
        self.general = general
        self.textDocument = textDocument
        self.workspace = workspace
    }
}

/// Capabilities not tied to a request.
public struct GeneralClientCapabilities: Codable, Sendable, Hashable {
    /// The encodings the client can count columns in, most preferred first; absent means UTF-16 only.
    public var positionEncodings: [PositionEncodingKind]?

    public init(positionEncodings: [PositionEncodingKind]? = nil) {
        self.positionEncodings = positionEncodings
    }
}

/// The document capabilities piclint reads.
public struct TextDocumentClientCapabilities: Codable, Sendable, Hashable {
    public var synchronization: TextDocumentSyncClientCapabilities?
    public var publishDiagnostics: PublishDiagnosticsClientCapabilities?
    public var diagnostic: DiagnosticClientCapabilities?
    public var codeAction: CodeActionClientCapabilities?
    public var hover: HoverClientCapabilities?

    public init(
        synchronization: TextDocumentSyncClientCapabilities? = nil,
        publishDiagnostics: PublishDiagnosticsClientCapabilities? = nil,
        diagnostic: DiagnosticClientCapabilities? = nil, codeAction: CodeActionClientCapabilities? = nil,
        hover: HoverClientCapabilities? = nil
    ) {
        self.synchronization = synchronization
        self.publishDiagnostics = publishDiagnostics
        self.diagnostic = diagnostic
        self.codeAction = codeAction
        self.hover = hover
    }
}

/// Whether the client tells the server about saves.
public struct TextDocumentSyncClientCapabilities: Codable, Sendable, Hashable {
    public var dynamicRegistration: Bool?
    public var willSave: Bool?
    public var willSaveWaitUntil: Bool?
    public var didSave: Bool?

    public init(
        dynamicRegistration: Bool? = nil, willSave: Bool? = nil, willSaveWaitUntil: Bool? = nil, didSave: Bool? = nil
    ) {
        self.dynamicRegistration = dynamicRegistration
        self.willSave = willSave
        self.willSaveWaitUntil = willSaveWaitUntil
        self.didSave = didSave
    }
}

/// What the client makes of pushed diagnostics: whether it shows related places, tags and code links, so the
/// server sends only what will be shown.
public struct PublishDiagnosticsClientCapabilities: Codable, Sendable, Hashable {
    /// The tags a client understands.
    public struct TagSupport: Codable, Sendable, Hashable {
        public var valueSet: [DiagnosticTag]

        public init(valueSet: [DiagnosticTag]) { self.valueSet = valueSet }
    }

    public var relatedInformation: Bool?
    public var tagSupport: TagSupport?
    public var versionSupport: Bool?
    public var codeDescriptionSupport: Bool?
    public var dataSupport: Bool?

    public init(
        relatedInformation: Bool? = nil, tagSupport: TagSupport? = nil, versionSupport: Bool? = nil,
        codeDescriptionSupport: Bool? = nil, dataSupport: Bool? = nil
    ) {
        self.relatedInformation = relatedInformation
        self.tagSupport = tagSupport
        self.versionSupport = versionSupport
        self.codeDescriptionSupport = codeDescriptionSupport
        self.dataSupport = dataSupport
    }
}

/// Present when the client pulls diagnostics (`textDocument/diagnostic`); then the server need not push them.
public struct DiagnosticClientCapabilities: Codable, Sendable, Hashable {
    public var dynamicRegistration: Bool?
    public var relatedDocumentSupport: Bool?

    public init(dynamicRegistration: Bool? = nil, relatedDocumentSupport: Bool? = nil) {
        self.dynamicRegistration = dynamicRegistration
        self.relatedDocumentSupport = relatedDocumentSupport
    }
}

/// Whether the client takes `CodeAction` literals (with edits) rather than only commands, and of which kinds.
public struct CodeActionClientCapabilities: Codable, Sendable, Hashable {
    /// The literal support a client declares.
    public struct CodeActionLiteralSupport: Codable, Sendable, Hashable {
        /// The kinds it knows; it shows others under the nearest kind it knows.
        public struct CodeActionKindSupport: Codable, Sendable, Hashable {
            public var valueSet: [CodeActionKind]

            public init(valueSet: [CodeActionKind]) { self.valueSet = valueSet }
        }

        public var codeActionKind: CodeActionKindSupport

        public init(codeActionKind: CodeActionKindSupport) { self.codeActionKind = codeActionKind }
    }

    public var dynamicRegistration: Bool?
    public var codeActionLiteralSupport: CodeActionLiteralSupport?
    public var isPreferredSupport: Bool?
    public var disabledSupport: Bool?
    public var dataSupport: Bool?

    public init(
        dynamicRegistration: Bool? = nil, codeActionLiteralSupport: CodeActionLiteralSupport? = nil,
        isPreferredSupport: Bool? = nil, disabledSupport: Bool? = nil, dataSupport: Bool? = nil
    ) {
        self.dynamicRegistration = dynamicRegistration
        self.codeActionLiteralSupport = codeActionLiteralSupport
        self.isPreferredSupport = isPreferredSupport
        self.disabledSupport = disabledSupport
        self.dataSupport = dataSupport
    }
}

/// The markup a client can show in a hover.
public struct HoverClientCapabilities: Codable, Sendable, Hashable {
    public var dynamicRegistration: Bool?
    public var contentFormat: [MarkupKind]?

    public init(dynamicRegistration: Bool? = nil, contentFormat: [MarkupKind]? = nil) {
        self.dynamicRegistration = dynamicRegistration
        self.contentFormat = contentFormat
    }
}

/// The workspace capabilities piclint reads.
public struct WorkspaceClientCapabilities: Codable, Sendable, Hashable {
    /// Whether a workspace edit may carry versioned `documentChanges`.
    public struct WorkspaceEditClientCapabilities: Codable, Sendable, Hashable {
        public var documentChanges: Bool?

        public init(documentChanges: Bool? = nil) { self.documentChanges = documentChanges }
    }

    /// Whether the server may ask the client to watch config files for it.
    public struct DidChangeWatchedFilesClientCapabilities: Codable, Sendable, Hashable {
        public var dynamicRegistration: Bool?
        public var relativePatternSupport: Bool?

        public init(dynamicRegistration: Bool? = nil, relativePatternSupport: Bool? = nil) {
            self.dynamicRegistration = dynamicRegistration
            self.relativePatternSupport = relativePatternSupport
        }
    }

    /// Whether the server may ask the client to pull diagnostics again (after a config change).
    public struct DiagnosticWorkspaceClientCapabilities: Codable, Sendable, Hashable {
        public var refreshSupport: Bool?

        public init(refreshSupport: Bool? = nil) { self.refreshSupport = refreshSupport }
    }

    public var applyEdit: Bool?
    public var workspaceEdit: WorkspaceEditClientCapabilities?
    public var didChangeWatchedFiles: DidChangeWatchedFilesClientCapabilities?
    public var diagnostics: DiagnosticWorkspaceClientCapabilities?
    public var workspaceFolders: Bool?

    public init(
        applyEdit: Bool? = nil, workspaceEdit: WorkspaceEditClientCapabilities? = nil,
        didChangeWatchedFiles: DidChangeWatchedFilesClientCapabilities? = nil,
        diagnostics: DiagnosticWorkspaceClientCapabilities? = nil, workspaceFolders: Bool? = nil
    ) {
        self.applyEdit = applyEdit
        self.workspaceEdit = workspaceEdit
        self.didChangeWatchedFiles = didChangeWatchedFiles
        self.diagnostics = diagnostics
        self.workspaceFolders = workspaceFolders
    }
}
