/// A glob a client watches for the server (`**/.piclint.yml`), in the `FileSystemWatcher` shape.
public struct FileSystemWatcher: Codable, Sendable, Hashable {
    public var globPattern: String
    /// Which changes to report (create 1, change 2, delete 4; absent means all).
    public var kind: Int?

    public init(globPattern: String, kind: Int? = nil) {
        self.globPattern = globPattern
        self.kind = kind
    }
}

/// The options of a `workspace/didChangeWatchedFiles` registration: the files to watch.
public struct DidChangeWatchedFilesRegistrationOptions: Codable, Sendable, Hashable {
    public var watchers: [FileSystemWatcher]

    public init(watchers: [FileSystemWatcher]) { self.watchers = watchers }
}

/// One capability the server asks the client to add after `initialize` (its options are the method's own).
public struct Registration: Codable, Sendable, Hashable {
    public var id: String
    public var method: String
    public var registerOptions: DidChangeWatchedFilesRegistrationOptions?

    public init(id: String, method: String, registerOptions: DidChangeWatchedFilesRegistrationOptions? = nil) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}

/// `client/registerCapability`'s parameters.
public struct RegistrationParams: Codable, Sendable, Hashable {
    public var registrations: [Registration]

    public init(registrations: [Registration]) { self.registrations = registrations }
}

/// Asks the client to watch files for the server (piclint's configs and baselines), sent when the client can.
public enum RegisterCapabilityRequest: LSPRequest {
    public typealias Params = RegistrationParams
    public typealias Result = LSPNull
    public static let method = "client/registerCapability"
}

/// How serious a log message is.
public struct MessageType: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let error = MessageType(rawValue: 1)
    public static let warning = MessageType(rawValue: 2)
    public static let info = MessageType(rawValue: 3)
    public static let log = MessageType(rawValue: 4)
}

/// `window/logMessage`'s parameters: a line for the client's log, never for standard output's own use.
public struct LogMessageParams: Codable, Sendable, Hashable {
    public var type: MessageType
    public var message: String

    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}

/// A line in the client's log (a config that cannot be read, a message that could not be framed).
public enum LogMessageNotification: LSPNotification {
    public typealias Params = LogMessageParams
    public static let method = "window/logMessage"
}

/// Asks a client that pulls diagnostics to pull them again (after a config or baseline changed).
public enum DiagnosticRefreshRequest: LSPRequest {
    public typealias Params = LSPNull
    public typealias Result = LSPNull
    public static let method = "workspace/diagnostic/refresh"
}
