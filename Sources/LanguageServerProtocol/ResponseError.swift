/// The error codes of JSON-RPC and of LSP (the specification's `ErrorCodes` and `LSPErrorCodes`, in one type). A
/// struct rather than an enum, so a response carrying a code this list does not name still decodes.
public struct ErrorCodes: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    // JSON-RPC's own.
    public static let parseError = ErrorCodes(rawValue: -32700)
    public static let invalidRequest = ErrorCodes(rawValue: -32600)
    public static let methodNotFound = ErrorCodes(rawValue: -32601)
    public static let invalidParams = ErrorCodes(rawValue: -32602)
    public static let internalError = ErrorCodes(rawValue: -32603)
    // LSP's, in JSON-RPC's range reserved for implementations.
    public static let serverNotInitialized = ErrorCodes(rawValue: -32002)
    public static let unknownErrorCode = ErrorCodes(rawValue: -32001)
    // LSP's own range (`LSPErrorCodes`).
    public static let requestFailed = ErrorCodes(rawValue: -32803)
    public static let serverCancelled = ErrorCodes(rawValue: -32802)
    public static let contentModified = ErrorCodes(rawValue: -32801)
    public static let requestCancelled = ErrorCodes(rawValue: -32800)
}

/// Why a request failed: the `error` of a response, sent instead of a `result`, so a malformed or unknown message
/// gets an answer the client can show rather than silence or a crash.
public struct ResponseError: Codable, Sendable, Hashable, Error {
    public var code: ErrorCodes
    public var message: String
    public var data: LSPAny?

    public init(code: ErrorCodes, message: String, data: LSPAny? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }
}
