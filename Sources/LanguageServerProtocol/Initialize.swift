/// Who the client is (for logs and for working around a client's known quirks).
public struct ClientInfo: Codable, Sendable, Hashable {
    public var name: String
    public var version: String?

    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// A folder the client has open; piclint looks for a config from each.
public struct WorkspaceFolder: Codable, Sendable, Hashable {
    public var uri: URI
    public var name: String

    public init(uri: URI, name: String) {
        self.uri = uri
        self.name = name
    }
}

/// The first request: who the client is, where it works and what it can do.
public struct InitializeParams: Codable, Sendable {
    /// The client's process, so a server can exit when its parent has gone; `null` when it has none.
    public var processId: Int?
    public var clientInfo: ClientInfo?
    public var locale: String?
    /// Superseded by `workspaceFolders`, but still the only root some clients send.
    public var rootUri: DocumentUri?
    public var initializationOptions: LSPAny?
    public var capabilities: ClientCapabilities
    public var trace: String?
    public var workspaceFolders: [WorkspaceFolder]?

    public init(
        processId: Int?, clientInfo: ClientInfo? = nil, locale: String? = nil, rootUri: DocumentUri? = nil,
        initializationOptions: LSPAny? = nil, capabilities: ClientCapabilities, trace: String? = nil,
        workspaceFolders: [WorkspaceFolder]? = nil
    ) {
        self.processId = processId
        self.clientInfo = clientInfo
        self.locale = locale
        self.rootUri = rootUri
        self.initializationOptions = initializationOptions
        self.capabilities = capabilities
        self.trace = trace
        self.workspaceFolders = workspaceFolders
    }
}

/// What the server does, and who it is: the answer to `initialize`.
public struct InitializeResult: Codable, Sendable {
    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo?

    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo? = nil) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}

/// The server's name and version, shown by clients in their logs.
public struct ServerInfo: Codable, Sendable, Hashable {
    public var name: String
    public var version: String?

    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// The `initialized` notification's parameters: none, but the specification gives the object a name.
public struct InitializedParams: Codable, Sendable, Hashable {
    public init() {}
}
