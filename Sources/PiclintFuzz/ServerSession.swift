import Foundation
import LanguageServer
import LanguageServerProtocol
import PickerModel

/// The same stream fed to `piclint server` itself (in process, through its byte source and sink), in the chunks the
/// input picks. Whatever the bytes, the server ends (libFuzzer's -timeout catches a hang), and everything it writes is
/// framed JSON-RPC: responses with exactly one of `result` and `error`, one for each request it read before `exit`
/// or a framing error (an unreadable message's with its id or null), and no answer to a request never sent;
/// notifications and its own requests with a method; diagnostics with ranges that do not run backwards.
enum ServerSessionFuzz {
    static let options = LanguageServer.Options(environment: [:], clock: .pinned(FuzzPipeline.clock), settle: 0)

    static func run(_ stream: [UInt8], chunks: [[UInt8]], messages: MessageLayerFuzz.Outcome) {
        // A client names files, and the server reads them (pull diagnostics, workspace folders, configs): a mutation
        // to file:///proc/kmsg or a workspace at / would test the machine, not the server. Such inputs stop at the
        // message layer; the seeds use untitled: URIs, which the server lints as unsaved text.
        guard !namesFiles(stream, messages.messages) else { return }
        let output = Collector()
        let status = LanguageServer(options: options).run(input: Chunks(chunks), output: output)
        require(status == 0 || status == 1, "the server ended with status \(status)", stream)

        var reader = MessageReader()
        reader.append(output.bytes)
        var written: [[UInt8]] = []
        do {
            while let content = try reader.next() { written.append(content) }
        } catch {
            require(false, "the server wrote something that is not framed: \(error)", stream)
        }
        require(reader.bufferedByteCount == 0, "the server's output ends inside a message", stream)

        var answered: [RequestID?: Int] = [:]
        for content in written {
            let text = String(decoding: content, as: UTF8.self)
            guard let object = try? JSONSerialization.jsonObject(with: Data(content)) as? [String: Any],
                  object["jsonrpc"] as? String == jsonRPCVersion else {
                require(false, "the server wrote a message that is not a JSON-RPC 2.0 object", stream, detail: text)
                return
            }
            if let method = object["method"] {
                require(method is String, "the server wrote a message whose method is not a string", stream, detail: text)
                if method as? String == PublishDiagnosticsNotification.method { checkDiagnostics(content, stream) }
                continue
            }
            let hasResult = object.keys.contains("result"), hasError = object.keys.contains("error")
            require(hasResult != hasError, "a response has both or neither of result and error", stream, detail: text)
            if let error = object["error"] {
                let fields = error as? [String: Any]
                require(fields?["code"] is Int && fields?["message"] is String, "a response's error lacks a code or message",
                        stream, detail: text)
            }
            guard let envelope = try? LSPJSON.decode(MessageEnvelope.self, from: content), case .response(let id) = envelope.kind else {
                require(false, "the server wrote a response that does not read as one", stream, detail: text)
                return
            }
            answered[id, default: 0] += 1
        }
        let expected = expectedAnswers(messages)
        require(answered == expected, "the server's answers are not one for each request it read", stream,
                detail: "answered \(answered)\nexpected \(expected)")
    }

    /// One answer for each request read before `exit` or a framing error; a message that is no request, notification
    /// or response is answered too, under its id if one can be read, else null.
    static func expectedAnswers(_ messages: MessageLayerFuzz.Outcome) -> [RequestID?: Int] {
        struct IDOnly: Decodable { var id: RequestID? }
        var expected: [RequestID?: Int] = [:]
        for content in messages.messages {
            guard let envelope = try? LSPJSON.decode(MessageEnvelope.self, from: content) else {
                expected[(try? LSPJSON.decode(IDOnly.self, from: content))?.id, default: 0] += 1
                continue
            }
            switch envelope.kind {
            case .request(let id, _): expected[id, default: 0] += 1
            case .notification(let method) where method == ExitNotification.method: return expected
            case .notification, .response: break
            }
        }
        return expected
    }

    /// Published diagnostics read as the type, each range from its start forwards.
    static func checkDiagnostics(_ content: [UInt8], _ stream: [UInt8]) {
        let text = String(decoding: content, as: UTF8.self)
        guard let message = try? LSPJSON.decode(NotificationMessage<PublishDiagnosticsParams>.self, from: content),
              let params = message.params else {
            require(false, "published diagnostics do not read as PublishDiagnosticsParams", stream, detail: text)
            return
        }
        for diagnostic in params.diagnostics {
            require(diagnostic.range.start <= diagnostic.range.end, "a diagnostic's range runs backwards", stream, detail: text)
        }
    }

    /// Whether a `file:` URI is written anywhere, raw or as a decoded JSON string.
    static func namesFiles(_ stream: [UInt8], _ messages: [[UInt8]]) -> Bool {
        let scheme = Array("file:".utf8)
        if stream.count >= scheme.count, (0...(stream.count - scheme.count)).contains(where: { stream[$0..<($0 + scheme.count)].elementsEqual(scheme) }) {
            return true
        }
        func names(_ value: Any) -> Bool {
            switch value {
            case let string as String: string.lowercased().contains("file:")
            case let array as [Any]: array.contains(where: names)
            case let object as [String: Any]: object.keys.contains { names($0) } || object.values.contains(where: names)
            default: false
            }
        }
        return messages.contains { content in
            (try? JSONSerialization.jsonObject(with: Data(content), options: [.fragmentsAllowed])).map(names) ?? false
        }
    }

    static func require(_ condition: Bool, _ promise: @autoclosure () -> String, _ bytes: [UInt8],
                        detail: @autoclosure () -> String = "") {
        guard !condition else { return }
        Invariants.require(false, promise(), bytes, detail: detail())
    }

    /// The input, chunk by chunk, then its end.
    final class Chunks: ByteSource, @unchecked Sendable {
        private let lock = NSLock()
        private var rest: ArraySlice<[UInt8]>

        init(_ chunks: [[UInt8]]) { rest = chunks.filter { !$0.isEmpty }[...] }

        func read() -> [UInt8] {
            lock.lock()
            defer { lock.unlock() }
            return rest.popFirst() ?? []
        }
    }

    /// Everything the server writes.
    final class Collector: ByteSink, @unchecked Sendable {
        private let lock = NSLock()
        private var written: [UInt8] = []

        var bytes: [UInt8] {
            lock.lock()
            defer { lock.unlock() }
            return written
        }

        func write(_ bytes: [UInt8]) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            written += bytes
            return true
        }
    }
}
