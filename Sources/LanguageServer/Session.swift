import Foundation
import LanguageServerProtocol
import Lint
import PickerModel

/// One client's session: the lifecycle, the open documents and the dispatch of each message to its handler.
struct Session {
    enum Phase {
        case waitingForInitialize
        case running
        case shutDown
    }

    let options: LanguageServer.Options
    let outbox: Outbox
    let inbox: Inbox
    var phase = Phase.waitingForInitialize
    /// How the client counts columns.
    var encoding = PositionEncoding.utf16
    var client = ClientCapabilities()
    var documents: [DocumentUri: Document] = [:]
    var engines: Engines
    /// The workspace's folders, as paths.
    var workspaceFolders: [String] = []
    /// Whether the client pulls diagnostics (`textDocument/diagnostic`); it is then not pushed any.
    var pullsDiagnostics = false
    /// Bumped when configs are read again, so a pulled report's id changes with them.
    var generation = 0
    /// Requests of the batch being handled that the client cancelled before they were answered.
    var cancelled: Set<RequestID> = []
    var nextRequest = 0
    /// The request being answered, which a long handler checks for a cancellation.
    var answering: RequestID?
    /// Set by `exit`, or when the client has gone.
    var exitStatus: Int32?

    init(options: LanguageServer.Options, outbox: Outbox, inbox: Inbox) {
        self.options = options
        self.outbox = outbox
        self.inbox = inbox
        engines = Engines(environment: options.environment, clock: options.clock)
    }

    /// Handles a batch of messages in order; returns the exit status when the session ends.
    mutating func handle(_ items: [Incoming]) -> Int32? {
        // A cancellation behind its request in the same batch reaches it before it is answered.
        cancelled = Set(items.compactMap { item -> RequestID? in
            guard case .message(let content) = item,
                  let note = try? LSPJSON.decode(NotificationMessage<CancelParams>.self, from: content),
                  note.method == CancelRequestNotification.method else { return nil }
            return note.params?.id
        })
        for item in items {
            switch item {
            case .message(let content):
                handle(content)
            case .framingError(let error):
                log(.error, "piclint server: the input is no longer LSP messages (\(error)); stopping")
                return 1
            case .end:
                // The client closed the stream without `exit`: the status `exit` would have given.
                return phase == .shutDown ? 0 : 1
            }
            if let exitStatus { return exitStatus }
        }
        return nil
    }

    // MARK: Dispatch

    private mutating func handle(_ content: [UInt8]) {
        let envelope: MessageEnvelope
        do {
            envelope = try LSPJSON.decode(MessageEnvelope.self, from: content)
        } catch {
            let isJSON = (try? JSONSerialization.jsonObject(with: Data(content), options: [.fragmentsAllowed])) != nil
            reply(ResponseMessage<LSPNull>(id: Self.id(in: content), error: ResponseError(
                code: isJSON ? .invalidRequest : .parseError,
                message: isJSON ? "not a JSON-RPC 2.0 request, notification or response" : "the message is not valid JSON")))
            return
        }
        switch envelope.kind {
        case .request(let id, let method):
            handleRequest(id: id, method: method, content: content)
        case .notification(let method):
            handleNotification(method: method, content: content)
        case .response:
            // The answers to the server's own requests (registration, refresh) need nothing done.
            break
        }
    }

    /// The id of a message that could not be read as one, if it has a readable one.
    private static func id(in content: [UInt8]) -> RequestID? {
        struct IDOnly: Decodable { var id: RequestID? }
        return (try? LSPJSON.decode(IDOnly.self, from: content))?.id
    }

    private mutating func handleRequest(id: RequestID, method: String, content: [UInt8]) {
        if cancelled.contains(id) {
            reply(ResponseMessage<LSPNull>(id: id, error: ResponseError(code: .requestCancelled, message: "cancelled")))
            return
        }
        switch phase {
        case .waitingForInitialize where method != InitializeRequest.method:
            reply(ResponseMessage<LSPNull>(id: id, error: ResponseError(
                code: .serverNotInitialized, message: "the server is not initialized: send initialize first")))
            return
        case .shutDown:
            reply(ResponseMessage<LSPNull>(id: id, error: ResponseError(
                code: .invalidRequest, message: "the server is shut down: only exit is accepted")))
            return
        default:
            break
        }
        switch method {
        case InitializeRequest.method:
            answer(InitializeRequest.self, id: id, content: content) { (session, params) throws(ResponseError) in
                try session.initialize(params)
            }
        case ShutdownRequest.method:
            answer(ShutdownRequest.self, id: id, content: content, paramsRequired: false) { session, _ in
                session.phase = .shutDown
                return LSPNull()
            }
        case DocumentDiagnosticRequest.method:
            answer(DocumentDiagnosticRequest.self, id: id, content: content) { $0.documentDiagnostics($1) }
        case WorkspaceDiagnosticRequest.method:
            answer(WorkspaceDiagnosticRequest.self, id: id, content: content) { (session, params) throws(ResponseError) in
                try session.workspaceDiagnostics(params)
            }
        case CodeActionRequest.method: answer(CodeActionRequest.self, id: id, content: content) { $0.codeActions($1) }
        case HoverRequest.method: answer(HoverRequest.self, id: id, content: content) { $0.hover($1) }
        case CompletionRequest.method: answer(CompletionRequest.self, id: id, content: content) { $0.completion($1) }
        default:
            reply(ResponseMessage<LSPNull>(id: id, error: ResponseError(
                code: .methodNotFound, message: "piclint does not handle \(method)")))
        }
    }

    /// Decodes a request's parameters, runs its handler and sends the result (or the handler's error).
    private mutating func answer<Request: LSPRequest>(
        _ request: Request.Type, id: RequestID, content: [UInt8], paramsRequired: Bool = true,
        _ body: (inout Session, Request.Params) throws(ResponseError) -> Request.Result?
    ) {
        let params: Request.Params
        do {
            let message = try LSPJSON.decode(RequestMessage<Request.Params>.self, from: content)
            if let given = message.params {
                params = given
            } else if !paramsRequired, let none = LSPNull() as? Request.Params {
                params = none
            } else {
                throw ResponseError(code: .invalidParams, message: "\(Request.method) needs params")
            }
        } catch let error as ResponseError {
            reply(ResponseMessage<LSPNull>(id: id, error: error))
            return
        } catch {
            reply(ResponseMessage<LSPNull>(id: id, error: ResponseError(
                code: .invalidParams, message: "the params of \(Request.method) cannot be read: \(Self.describe(error))")))
            return
        }
        answering = id
        defer { answering = nil }
        do {
            let result = try body(&self, params)
            reply(ResponseMessage<Request.Result>(id: id, result: result))
        } catch {
            reply(ResponseMessage<LSPNull>(id: id, error: error))
        }
    }

    private mutating func handleNotification(method: String, content: [UInt8]) {
        if method == ExitNotification.method {
            exitStatus = phase == .shutDown ? 0 : 1
            return
        }
        // Before initialize, notifications are dropped (the specification); after shutdown, only exit counts.
        guard phase == .running else { return }
        switch method {
        case InitializedNotification.method: initialized()
        case DidOpenTextDocumentNotification.method: notify(DidOpenTextDocumentNotification.self, content) { $0.didOpen($1) }
        case DidChangeTextDocumentNotification.method:
            notify(DidChangeTextDocumentNotification.self, content) { $0.didChange($1) }
        case DidCloseTextDocumentNotification.method:
            notify(DidCloseTextDocumentNotification.self, content) { $0.didClose($1) }
        case DidChangeWatchedFilesNotification.method:
            notify(DidChangeWatchedFilesNotification.self, content) { $0.didChangeWatchedFiles($1) }
        default:
            // didSave (the text is the one already linted), $/cancelRequest (read with its batch), and notifications
            // piclint does not know, which the specification says to ignore.
            break
        }
    }

    private mutating func notify<Notification: LSPNotification>(
        _ notification: Notification.Type, _ content: [UInt8], _ body: (inout Session, Notification.Params) -> Void
    ) {
        do {
            let message = try LSPJSON.decode(NotificationMessage<Notification.Params>.self, from: content)
            guard let params = message.params else {
                log(.warning, "piclint server: \(Notification.method) without params, ignored")
                return
            }
            body(&self, params)
        } catch {
            log(.warning, "piclint server: the params of \(Notification.method) cannot be read (\(Self.describe(error))), ignored")
        }
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "no \((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : path + ": ") + context.debugDescription
        default:
            return "\(error)"
        }
    }

    // MARK: Output

    mutating func reply(_ message: some Encodable) {
        if !outbox.send(message) { exitStatus = exitStatus ?? 1 }
    }

    mutating func log(_ type: MessageType, _ message: String) {
        reply(NotificationMessage(method: LogMessageNotification.method, params: LogMessageParams(type: type, message: message)))
    }

    /// Sends a request of the server's own; its answer is not waited for.
    mutating func request<Request: LSPRequest>(_ request: Request.Type, _ params: Request.Params) {
        nextRequest += 1
        reply(RequestMessage(id: .string("piclint-\(nextRequest)"), method: Request.method, params: params))
    }
}
