/// A request the server handles, with its method name and the types of its parameters and result, so the
/// dispatcher decodes and answers it with no strings or casts at the call site.
public protocol LSPRequest {
    associatedtype Params: Codable & Sendable
    associatedtype Result: Codable & Sendable
    static var method: String { get }
}

/// A notification, with its method name and the type of its parameters.
public protocol LSPNotification {
    associatedtype Params: Codable & Sendable
    static var method: String { get }
}

public enum InitializeRequest: LSPRequest {
    public typealias Params = InitializeParams
    public typealias Result = InitializeResult
    public static let method = "initialize"
}

public enum InitializedNotification: LSPNotification {
    public typealias Params = InitializedParams
    public static let method = "initialized"
}

/// Asks the server to stop work; it answers `null` and then waits for `exit`.
public enum ShutdownRequest: LSPRequest {
    public typealias Params = LSPNull
    public typealias Result = LSPNull
    public static let method = "shutdown"
}

/// Ends the server: exit status 0 after `shutdown`, 1 without it, as the specification says.
public enum ExitNotification: LSPNotification {
    public typealias Params = LSPNull
    public static let method = "exit"
}

public enum DidOpenTextDocumentNotification: LSPNotification {
    public typealias Params = DidOpenTextDocumentParams
    public static let method = "textDocument/didOpen"
}

public enum DidChangeTextDocumentNotification: LSPNotification {
    public typealias Params = DidChangeTextDocumentParams
    public static let method = "textDocument/didChange"
}

public enum DidCloseTextDocumentNotification: LSPNotification {
    public typealias Params = DidCloseTextDocumentParams
    public static let method = "textDocument/didClose"
}

public enum DidSaveTextDocumentNotification: LSPNotification {
    public typealias Params = DidSaveTextDocumentParams
    public static let method = "textDocument/didSave"
}

public enum PublishDiagnosticsNotification: LSPNotification {
    public typealias Params = PublishDiagnosticsParams
    public static let method = "textDocument/publishDiagnostics"
}

public enum DocumentDiagnosticRequest: LSPRequest {
    public typealias Params = DocumentDiagnosticParams
    public typealias Result = DocumentDiagnosticReport
    public static let method = "textDocument/diagnostic"
}

public enum WorkspaceDiagnosticRequest: LSPRequest {
    public typealias Params = WorkspaceDiagnosticParams
    public typealias Result = WorkspaceDiagnosticReport
    public static let method = "workspace/diagnostic"
}

/// The result is `(Command | CodeAction)[] | null`; piclint sends only code actions, with their edits.
public enum CodeActionRequest: LSPRequest {
    public typealias Params = CodeActionParams
    public typealias Result = [CodeAction]
    public static let method = "textDocument/codeAction"
}

/// The result is `Hover | null`; `ResponseMessage` writes a missing result as `null`.
public enum HoverRequest: LSPRequest {
    public typealias Params = HoverParams
    public typealias Result = Hover
    public static let method = "textDocument/hover"
}

public enum CancelRequestNotification: LSPNotification {
    public typealias Params = CancelParams
    public static let method = "$/cancelRequest"
}

public enum DidChangeWatchedFilesNotification: LSPNotification {
    public typealias Params = DidChangeWatchedFilesParams
    public static let method = "workspace/didChangeWatchedFiles"
}
