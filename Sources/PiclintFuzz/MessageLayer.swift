import Foundation
import LanguageServerProtocol

/// The language server's message layer under the fuzzer (issue 32): the input, after its selector byte, is the byte
/// stream a client writes to `piclint server`. Beyond "no crash", it holds the layer to what the server relies on:
/// - the same bytes split anywhere (whole, one byte at a time, in chunks the input picks) give the same messages and
///   the same error;
/// - after each chunk is read out the reader holds at most a header's or a message's worth of bytes, whatever the
///   stream says, and a reader with a smaller limit gives the same messages up to the first one over it;
/// - a framing error is final: every later call gives it again;
/// - what `MessageWriter` frames, `MessageReader` reads back byte for byte, for any content;
/// - a message that decodes as one of the typed messages encodes to JSON that decodes to the same value;
/// - columns in every position encoding agree with Swift's own decoding of the line and round-trip to offsets;
/// - the server itself, given the stream, answers only as JSON-RPC allows (ServerSession.swift).
enum MessageLayerFuzz {
    /// The first byte that sends an input here rather than to the pipeline (`FuzzPipeline`). No YAML spec, Interface
    /// Builder document or Swift file starts with U+0001 (libyaml rejects it), so the pipeline loses nothing.
    static let selector: UInt8 = 0x01

    /// A small limit for the second reader: messages of seeds and mutations cross it, so the over-limit path runs.
    static let smallLimit = 64

    static func run(_ stream: [UInt8]) {
        let whole = read([stream])
        let byByte = read(stream.map { [$0] })
        require(byByte == whole, "reading byte by byte gave other messages than reading at once", stream,
                detail: "\(describe(whole))\n  against\n\(describe(byByte))")
        let chunked = read(chunks(of: stream))
        require(chunked == whole, "reading in chunks gave other messages than reading at once", stream,
                detail: "\(describe(whole))\n  against\n\(describe(chunked))")
        checkSmallLimit(stream, whole: whole)
        checkWriterRoundTrip(whole.messages, stream)
        for content in whole.messages {
            checkTypedRoundTrip(content)
        }
        // Each column is counted from the line's start, so the check is quadratic: a short line and a few messages
        // keep an input well inside libFuzzer's -timeout under ASan.
        for content in whole.messages.prefix(4) { checkColumns(Array(content.prefix(64))) }
        // The raw stream as one message's content: framing does not care what the content holds.
        checkWriterRoundTrip([stream], stream)
        ServerSessionFuzz.run(stream, chunks: chunks(of: stream), messages: whole)
    }

    /// What a reader gave: the messages in order, then the error it stopped on, if any.
    struct Outcome: Equatable {
        var messages: [[UInt8]] = []
        var error: FramingError?
    }

    /// Reads chunks as the server does (append, then take every whole message), checking after each chunk that the
    /// reader holds no more than the limits allow and that an error, once given, is given again.
    static func read(_ chunks: [[UInt8]], limit: Int = MessageReader.defaultContentLimit) -> Outcome {
        var reader = MessageReader(contentLimit: limit)
        var outcome = Outcome()
        for chunk in chunks {
            reader.append(chunk)
            do {
                while let content = try reader.next() { outcome.messages.append(content) }
            } catch {
                outcome.error = error
                var again: FramingError?
                do { _ = try reader.next() } catch { again = error }
                require(again == error, "a framing error was not given again on the next call", chunks.flatMap { $0 },
                        detail: "\(error), then \(again.map { "\($0)" } ?? "no error")")
                return outcome
            }
            // Waiting for the rest of a header (at most the header limit, plus a \r whose \n has not come) or of a
            // message's content (less than the message, which is within the limit).
            let bound = max(MessageReader.headerLimit + 1, limit - 1)
            require(reader.bufferedByteCount <= bound, "the reader holds more than a header or a message", chunks.flatMap { $0 },
                    detail: "\(reader.bufferedByteCount) bytes buffered, limit \(limit)")
        }
        return outcome
    }

    /// The stream cut where the input says: each cut's length is one of its bytes, so mutations move the cuts.
    static func chunks(of stream: [UInt8]) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var index = 0
        var step = 0
        while index < stream.count {
            let length = 1 + Int(stream[(step * 7) % stream.count]) % 97
            chunks.append(Array(stream[index..<min(stream.count, index + length)]))
            index += length
            step += 1
        }
        return chunks
    }

    /// A reader with a small limit gives the messages of the default reader up to the first one over its limit, then
    /// `contentTooLarge`; where no message is over it, exactly what the default reader gives.
    static func checkSmallLimit(_ stream: [UInt8], whole: Outcome) {
        let small = read([stream], limit: smallLimit)
        if case .contentTooLarge(_, let limit)? = small.error {
            let count = small.messages.count
            require(limit == smallLimit && Array(whole.messages.prefix(count)) == small.messages
                        && (whole.messages.count == count || whole.messages[count].count > smallLimit),
                    "a reader with a smaller limit stopped somewhere else than at the first message over it", stream,
                    detail: "\(describe(whole))\n  against\n\(describe(small))")
        } else {
            require(small == whole && whole.messages.allSatisfy { $0.count <= smallLimit },
                    "a reader with a smaller limit gave other messages", stream,
                    detail: "\(describe(whole))\n  against\n\(describe(small))")
        }
    }

    /// Framing the messages and reading them back gives them again, all of them, with nothing left over.
    static func checkWriterRoundTrip(_ messages: [[UInt8]], _ stream: [UInt8]) {
        let framed = messages.flatMap { MessageWriter.frame($0) }
        var reader = MessageReader(contentLimit: max(messages.map(\.count).max() ?? 0, 1))
        reader.append(framed)
        var back: [[UInt8]] = []
        do {
            while let content = try reader.next() { back.append(content) }
        } catch {
            require(false, "the reader refused what the writer framed", stream, detail: "\(error)")
        }
        require(back == messages && reader.bufferedByteCount == 0, "what the writer framed was not read back as written",
                stream, detail: "\(messages.count) messages framed, \(back.count) read, \(reader.bufferedByteCount) bytes left")
    }

    /// A message that decodes as a typed message encodes to JSON that decodes to the same value. Numbers are first
    /// brought to the form the encoder writes (an integral double is written as an integer), so the check compares
    /// a value with itself after one more trip.
    static func checkTypedRoundTrip(_ content: [UInt8]) {
        guard let envelope = try? LSPJSON.decode(MessageEnvelope.self, from: content) else { return }
        switch envelope.kind {
        case .request(_, let method):
            roundTrip(RequestMessage<LSPAny>.self, content) { [$0.id, $0.method, $0.params] }
            switch method {
            case CodeActionRequest.method: roundTripParams(RequestMessage<CodeActionParams>.self, content) { $0.params }
            case HoverRequest.method: roundTripParams(RequestMessage<HoverParams>.self, content) { $0.params }
            case DocumentDiagnosticRequest.method:
                roundTripParams(RequestMessage<DocumentDiagnosticParams>.self, content) { $0.params }
            case WorkspaceDiagnosticRequest.method:
                roundTripParams(RequestMessage<WorkspaceDiagnosticParams>.self, content) { $0.params }
            case InitializeRequest.method:
                roundTripParams(RequestMessage<InitializeParams>.self, content) { $0.params?.capabilities }
            default: break
            }
        case .notification(let method):
            roundTrip(NotificationMessage<LSPAny>.self, content) { [$0.method, $0.params] }
            switch method {
            case DidOpenTextDocumentNotification.method:
                roundTripParams(NotificationMessage<DidOpenTextDocumentParams>.self, content) { $0.params }
            case DidChangeTextDocumentNotification.method:
                roundTripParams(NotificationMessage<DidChangeTextDocumentParams>.self, content) { $0.params }
            case DidCloseTextDocumentNotification.method:
                roundTripParams(NotificationMessage<DidCloseTextDocumentParams>.self, content) { $0.params }
            case DidSaveTextDocumentNotification.method:
                roundTripParams(NotificationMessage<DidSaveTextDocumentParams>.self, content) { $0.params }
            case PublishDiagnosticsNotification.method:
                roundTripParams(NotificationMessage<PublishDiagnosticsParams>.self, content) { $0.params }
            case CancelRequestNotification.method:
                roundTripParams(NotificationMessage<CancelParams>.self, content) { $0.params }
            case DidChangeWatchedFilesNotification.method:
                roundTripParams(NotificationMessage<DidChangeWatchedFilesParams>.self, content) { $0.params }
            default: break
            }
        case .response:
            roundTrip(ResponseMessage<LSPAny>.self, content) { [$0.id, $0.result, $0.error] }
            roundTripParams(ResponseMessage<DocumentDiagnosticReport>.self, content) { $0.result }
            roundTripParams(ResponseMessage<[CodeAction]>.self, content) { $0.result }
        }
    }

    /// Decode, encode, decode twice: the second and third values must be the same, field by field (`key`). Fields
    /// are compared as values, not as text: a dictionary's order is not even the same for two equal ones.
    static func roundTrip<Message: Codable>(_ type: Message.Type, _ content: [UInt8], key: (Message) -> [AnyHashable?]) {
        guard let first = try? LSPJSON.decode(type, from: content) else { return }
        let second = trip(first, content)
        require(key(trip(second, content)) == key(second), "a \(type) changed on a trip through JSON", content,
                detail: "\(key(second)) became \(key(trip(second, content)))")
    }

    /// As `roundTrip`, comparing typed parameters or results with `==`.
    static func roundTripParams<Message: Codable, Value: Hashable>(_ type: Message.Type, _ content: [UInt8],
                                                                  value: (Message) -> Value?) {
        guard let first = try? LSPJSON.decode(type, from: content) else { return }
        let second = trip(first, content)
        let third = trip(second, content)
        require(value(third) == value(second), "\(Value.self) changed on a trip through JSON", content,
                detail: "\(String(describing: value(second)))\n  became\n\(String(describing: value(third)))")
    }

    /// A message written as the server writes it and read back; a value it wrote that it cannot read is a failure.
    static func trip<Message: Codable>(_ message: Message, _ content: [UInt8]) -> Message {
        do {
            return try LSPJSON.decode(Message.self, from: LSPJSON.encode(message))
        } catch {
            require(false, "\(Message.self) did not read back what it wrote", content, detail: "\(error)")
            return message
        }
    }

    /// Columns for a line of arbitrary bytes: UTF-8 columns are byte offsets at characters' starts; the end of the
    /// line counts as many UTF-16 units and scalars as Swift's decoding (ill-formed parts as U+FFFD) gives; columns
    /// never decrease along the line; and a column taken to an offset and back is itself at every character start.
    static func checkColumns(_ line: [UInt8]) {
        let decoded = String(decoding: line, as: UTF8.self)
        require(PositionEncoding.utf16.column(fromUTF8Offset: line.count, in: line) == decoded.utf16.count
                    && PositionEncoding.utf32.column(fromUTF8Offset: line.count, in: line) == decoded.unicodeScalars.count,
                "a line's length in UTF-16 or UTF-32 columns is not what decoding it gives", line)
        for encoding in PositionEncoding.allCases {
            var previous = 0
            for offset in 0...line.count {
                let column = encoding.column(fromUTF8Offset: offset, in: line)
                require(column >= previous, "\(encoding) columns went back along a line", line, detail: "at byte \(offset)")
                previous = column
                let start = encoding.utf8Offset(fromColumn: column, in: line)
                require(start <= offset && encoding.column(fromUTF8Offset: start, in: line) == column,
                        "\(encoding) column \(column) does not lead back to its character's start", line,
                        detail: "byte \(offset) → column \(column) → byte \(start)")
            }
        }
    }

    /// `Invariants.require`, named here so the checks read alike; the bytes shown are the stream, a message or a line.
    /// The bytes and the detail are only made when the promise is broken: the reader is checked after every chunk,
    /// a byte at a time too, and copying the stream each time made a 3 KB session quadratic.
    static func require(_ condition: Bool, _ promise: @autoclosure () -> String, _ bytes: @autoclosure () -> [UInt8],
                        detail: @autoclosure () -> String = "") {
        guard !condition else { return }
        Invariants.require(false, promise(), bytes(), detail: detail())
    }

    static func describe(_ outcome: Outcome) -> String {
        outcome.messages.map { "  \(String(decoding: $0, as: UTF8.self).debugDescription)" }.joined(separator: "\n")
            + "\n  then \(outcome.error.map { "\($0)" } ?? "no error")"
    }
}
