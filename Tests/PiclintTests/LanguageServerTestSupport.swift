import Foundation
import LanguageServer
import LanguageServerProtocol
import PickerModel

/// A client for `LanguageServer` run in this process: real framed messages through two pipes, the server on a
/// thread of its own, and what it writes read back on another.
final class LSPTestClient: @unchecked Sendable {
    /// The clock the tests pin (the CLI is run with the same `--now`).
    static let now = "2026-11-24T09:41"

    private let toServer = Pipe()
    private let fromServer = Pipe()
    private let condition = NSCondition()
    /// Messages received and not yet taken by a wait, in order.
    private var received: [[String: Any]] = []
    private var status: Int32?
    private var ended = false
    private var nextID = 100
    /// The server's process, when it runs as one.
    private(set) var serverProcess: Process?

    /// Every client's pipes, kept open for the whole test run: the server's reading thread may still be blocked in
    /// `read` on its input when a test ends, and a descriptor closed under it could be handed to the next test's pipe,
    /// whose messages it would then take.
    nonisolated(unsafe) private static var kept: [Pipe] = []
    private static let keptLock = NSLock()

    private static func keep(_ pipes: Pipe...) {
        keptLock.lock()
        kept += pipes
        keptLock.unlock()
    }

    init(options: LanguageServer.Options? = nil) {
        Self.keep(toServer, fromServer)
        let options = options ?? LanguageServer.Options(
            environment: ["HOME": FileManager.default.temporaryDirectory.path],
            clock: .pinned(ModelClock(parsing: Self.now) ?? .system()))
        let input = FileDescriptorSource(descriptor: toServer.fileHandleForReading.fileDescriptor)
        let output = FileDescriptorSink(descriptor: fromServer.fileHandleForWriting.fileDescriptor)
        let server = Thread { [self] in
            let status = LanguageServer(options: options).run(input: input, output: output)
            condition.lock()
            self.status = status
            condition.broadcast()
            condition.unlock()
            try? fromServer.fileHandleForWriting.close()
        }
        server.start()
        startReading()
    }

    /// A client of `piclint server` run as its own process, for tests that measure the server alone (its memory),
    /// not the whole test process with the other suites running in it.
    init(serverProcessEnvironment environment: [String: String]) throws {
        Self.keep(toServer, fromServer)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Repo.binary)
        process.arguments = ["server", "--now", Self.now]
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = FileManager.default.temporaryDirectory.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.terminationHandler = { [self] ended in
            condition.lock()
            status = ended.terminationStatus
            condition.broadcast()
            condition.unlock()
        }
        try process.run()
        serverProcess = process
        startReading()
    }

    private func startReading() {
        let reading = Thread { [self] in
            var reader = MessageReader()
            while true {
                let data = fromServer.fileHandleForReading.availableData
                if data.isEmpty { break }
                reader.append(Array(data))
                while let content = try? reader.next() {
                    guard let object = try? JSONSerialization.jsonObject(with: Data(content)) as? [String: Any] else { continue }
                    condition.lock()
                    received.append(object)
                    condition.broadcast()
                    condition.unlock()
                }
            }
            condition.lock()
            ended = true
            condition.broadcast()
            condition.unlock()
        }
        reading.start()
    }

    deinit {
        try? toServer.fileHandleForWriting.close()
    }

    /// Writes bytes as they are (framed or not).
    func sendRaw(_ bytes: [UInt8]) {
        toServer.fileHandleForWriting.write(Data(bytes))
    }

    /// Writes one message, framed.
    func send(_ message: [String: Any]) {
        let data = (try? JSONSerialization.data(withJSONObject: message)) ?? Data()
        sendRaw(MessageWriter.frame(Array(data)))
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: Any) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and returns its id, without waiting.
    @discardableResult
    func sendRequest(_ method: String, _ params: Any? = nil, id: Int? = nil) -> Int {
        let id = id ?? { nextID += 1; return nextID }()
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        send(message)
        return id
    }

    /// Sends a request and waits for its response.
    func request(_ method: String, _ params: Any? = nil, timeout: TimeInterval = 60) -> [String: Any]? {
        let id = sendRequest(method, params)
        return response(to: id, timeout: timeout)
    }

    func response(to id: Int, timeout: TimeInterval = 60) -> [String: Any]? {
        waitFor(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The first message received (now or within the timeout) that passes the test, taken out of the queue.
    func waitFor(timeout: TimeInterval = 60, _ test: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: test) { return received.remove(at: index) }
            if ended || !condition.wait(until: deadline) { return received.firstIndex(where: test).map { received.remove(at: $0) } }
        }
    }

    /// The next diagnostics pushed for a document (at a version, when given).
    func diagnostics(for uri: String, version: Int? = nil, timeout: TimeInterval = 60) -> PublishDiagnosticsParams? {
        guard let message = waitFor(timeout: timeout, { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                  let params = message["params"] as? [String: Any], params["uri"] as? String == uri else { return false }
            return version == nil || params["version"] as? Int == version
        }) else { return nil }
        return Self.decode(PublishDiagnosticsParams.self, from: message["params"])
    }

    /// Messages received and not taken, for tests that look for what was not sent.
    func pending() -> [[String: Any]] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    /// The server's exit status, once it has ended (nil if it has not within the timeout).
    func exitStatus(timeout: TimeInterval = 30) -> Int32? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while status == nil, condition.wait(until: deadline) {}
        return status
    }

    /// Closes the server's input, as a client that went away.
    func closeInput() {
        try? toServer.fileHandleForWriting.close()
    }

    /// A value of the JSON received, as a typed LSP value.
    static func decode<Value: Decodable>(_ type: Value.Type, from object: Any?) -> Value? {
        guard let object, let data = try? JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed]) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }

    // MARK: Conveniences

    /// `initialize` then `initialized`, offering the encodings (none: UTF-16) and capabilities given.
    @discardableResult
    func initialize(encodings: [String]? = nil, capabilities: [String: Any] = [:], rootPath: String? = nil) -> [String: Any]? {
        var capabilities = capabilities
        if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
        var params: [String: Any] = ["processId": NSNull(), "capabilities": capabilities]
        if let rootPath { params["workspaceFolders"] = [["uri": "file://" + rootPath, "name": "root"]] }
        let answer = request("initialize", params)
        notify("initialized", [String: Any]())
        return answer
    }

    func open(_ path: String, text: String, version: Int = 1) -> String {
        let uri = "file://" + path
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": version, "text": text]])
        return uri
    }

    /// `shutdown`, `exit`, and the exit status.
    func shutDown() -> Int32? {
        _ = request("shutdown")
        notify("exit", NSNull())
        return exitStatus()
    }
}

/// Applies LSP text edits to a text, counting columns in an encoding, as a client does.
func applying(_ edits: [LanguageServerProtocol.TextEdit], to text: String, encoding: PositionEncoding = .utf16) -> String {
    var bytes = Array(text.utf8)
    func offset(_ position: Position) -> Int {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A { starts.append(index + 1) }
            if bytes[index] == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        guard position.line < starts.count else { return bytes.count }
        var end = position.line + 1 < starts.count ? starts[position.line + 1] : bytes.count
        while end > starts[position.line], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return starts[position.line] + encoding.utf8Offset(fromColumn: position.character, in: bytes[starts[position.line]..<end])
    }
    // Last first, so earlier offsets stay put.
    for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
        let start = offset(edit.range.start), end = offset(edit.range.end)
        bytes.replaceSubrange(start..<end, with: Array(edit.newText.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// The edits of a code action's workspace edit for one document.
func edits(of action: CodeAction, uri: String) -> [LanguageServerProtocol.TextEdit] {
    guard let edit = action.edit else { return [] }
    return (edit.changes?[uri] ?? []) + (edit.documentChanges ?? []).filter { $0.textDocument.uri == uri }.flatMap(\.edits)
}
