import Testing
import LanguageServerProtocol

/// The protocol layer of `piclint server` on its own: framing in and out, the messages' JSON shapes where the
/// specification needs more than synthesized coding, and columns in each position encoding.
@Suite("Language server protocol")
struct LanguageServerProtocolTests {
    /// Every message a reader gives for the chunks, in order.
    func messages(_ chunks: [[UInt8]], reader: inout MessageReader) throws -> [String] {
        var found: [String] = []
        for chunk in chunks {
            reader.append(chunk)
            while let content = try reader.next() { found.append(String(decoding: content, as: UTF8.self)) }
        }
        return found
    }

    /// The error a header gives, or `nil` if it gives none.
    func framingError(_ text: String) -> FramingError? {
        var reader = MessageReader(contentLimit: 1000)
        reader.append(Array(text.utf8))
        do {
            _ = try reader.next()
            return nil
        } catch {
            return error
        }
    }

    @Test("a request written by the writer is read back whole by the reader, typed")
    func framingRoundTrip() throws {
        let capabilities = ClientCapabilities(
            general: GeneralClientCapabilities(positionEncodings: [.init(rawValue: "utf-7"), .utf8, .utf16]))
        let request = RequestMessage(
            id: .string("1"), method: InitializeRequest.method,
            params: InitializeParams(processId: nil, rootUri: "file:///work/app", capabilities: capabilities))
        var reader = MessageReader()
        reader.append(try MessageWriter().framed(request))
        let content = try #require(try reader.next())
        #expect(try reader.next() == nil)
        #expect(reader.bufferedByteCount == 0)
        #expect(String(decoding: content, as: UTF8.self).contains("\"rootUri\":\"file:///work/app\""))
        let envelope = try LSPJSON.decode(MessageEnvelope.self, from: content)
        #expect(envelope.kind == .request(id: .string("1"), method: "initialize"))
        let decoded = try LSPJSON.decode(RequestMessage<InitializeParams>.self, from: content)
        #expect(decoded.params?.capabilities == capabilities)
        #expect(PositionEncoding.negotiated(from: decoded.params?.capabilities.general?.positionEncodings) == .utf8)
        #expect(PositionEncoding.negotiated(from: nil) == .utf16)
    }

    @Test("a success with nothing to say is \"result\": null, and an unreadable id is \"id\": null")
    func nullResultAndID() throws {
        let success = ResponseMessage<LSPNull>(id: .number(2), result: nil)
        let shutdown = String(decoding: try LSPJSON.encode(success), as: UTF8.self)
        #expect(shutdown == #"{"id":2,"jsonrpc":"2.0","result":null}"#)
        let failure = ResponseMessage<LSPNull>(id: nil, error: ResponseError(code: .parseError, message: "bad JSON"))
        let text = String(decoding: try LSPJSON.encode(failure), as: UTF8.self)
        #expect(text == #"{"error":{"code":-32700,"message":"bad JSON"},"id":null,"jsonrpc":"2.0"}"#)
    }

    @Test("headers split anywhere across chunks, even byte by byte, give the same messages")
    func splitHeader() throws {
        let stream = MessageWriter.frame(Array(#"{"a":1}"#.utf8))
            + Array("content-length:  8 \r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8)
            + Array(#"{"b":22}"#.utf8)
        let expected = [#"{"a":1}"#, #"{"b":22}"#]
        var whole = MessageReader()
        #expect(try messages([stream], reader: &whole) == expected)
        var byByte = MessageReader()
        #expect(try messages(stream.map { [$0] }, reader: &byByte) == expected)
        for cut in 1..<stream.count {
            var reader = MessageReader()
            #expect(try messages([Array(stream[..<cut]), Array(stream[cut...])], reader: &reader) == expected)
        }
    }

    @Test("a malformed header is a clear error, and the reader stays stopped after it")
    func malformedHeaders() throws {
        #expect(framingError("Content-Length: 2\n\n{}") == .bareLineFeed)
        #expect(framingError("Content-Length 2\r\n\r\n{}") == .malformedHeaderLine("Content-Length 2"))
        #expect(framingError("Content-Type: application/json\r\n\r\n{}") == .missingContentLength)
        #expect(framingError("\r\n{}") == .missingContentLength)
        #expect(framingError("Content-Length: 2x\r\n\r\n{}") == .invalidContentLength("2x"))
        #expect(framingError("Content-Length: -2\r\n\r\n{}") == .invalidContentLength("-2"))
        #expect(framingError("Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}") == .duplicateContentLength)
        #expect(framingError("Content-Length: 5000\r\n\r\n") == .contentTooLarge(length: 5000, limit: 1000))
        #expect(framingError("Content-Length: 99999999999999999999999\r\n\r\n")
            == .contentTooLarge(length: Int.max, limit: 1000))
        #expect(framingError("Content-Length: 2\r\nContent-Type: text/json; charset=latin1\r\n\r\n{}")
            == .unsupportedCharset("text/json; charset=latin1"))
        #expect(framingError("Content-Length: 2\rX") == .bareCarriageReturn)
        #expect(framingError("Content-Léngth: 2\r\n\r\n{}") == .nonASCIIHeader)
        #expect(framingError(String(repeating: "X", count: MessageReader.headerLimit + 10))
            == .headerTooLong(limit: MessageReader.headerLimit))
        // Incomplete is not malformed.
        #expect(framingError("Content-Length: 2\r\n\r") == nil)

        var reader = MessageReader()
        reader.append(Array("Content-Length: x\r\n\r\n".utf8))
        #expect(throws: FramingError.invalidContentLength("x")) { try reader.next() }
        reader.append(MessageWriter.frame(Array("{}".utf8)))
        #expect(throws: FramingError.invalidContentLength("x")) { try reader.next() }
    }

    @Test("columns convert between UTF-8 bytes and each encoding through emoji, CJK and combining marks")
    func positionConversion() {
        // "a😀b": the emoji is 4 bytes, 2 UTF-16 units (a surrogate pair), 1 scalar.
        let emoji = Array("a😀b".utf8)
        #expect(PositionEncoding.utf16.column(fromUTF8Offset: 5, in: emoji) == 3)
        #expect(PositionEncoding.utf32.column(fromUTF8Offset: 5, in: emoji) == 2)
        #expect(PositionEncoding.utf8.column(fromUTF8Offset: 5, in: emoji) == 5)
        #expect(PositionEncoding.utf16.utf8Offset(fromColumn: 3, in: emoji) == 5)
        #expect(PositionEncoding.utf32.utf8Offset(fromColumn: 2, in: emoji) == 5)
        // Inside the emoji: a byte offset goes back to its start, and so does a column between its surrogates.
        #expect(PositionEncoding.utf16.column(fromUTF8Offset: 3, in: emoji) == 1)
        #expect(PositionEncoding.utf16.utf8Offset(fromColumn: 2, in: emoji) == 1)
        // Past the end: the end.
        #expect(PositionEncoding.utf16.column(fromUTF8Offset: 99, in: emoji) == 4)
        #expect(PositionEncoding.utf16.utf8Offset(fromColumn: 99, in: emoji) == 6)

        // "日本語x": 3 bytes each, one UTF-16 unit and one scalar each.
        let cjk = Array("日本語x".utf8)
        #expect(PositionEncoding.utf16.column(fromUTF8Offset: 9, in: cjk) == 3)
        #expect(PositionEncoding.utf32.column(fromUTF8Offset: 9, in: cjk) == 3)
        #expect(PositionEncoding.utf16.utf8Offset(fromColumn: 3, in: cjk) == 9)

        // "e\u{301}x": one character of two scalars; columns count the scalars (units), not the character.
        let combining = Array("e\u{301}x".utf8)
        #expect(PositionEncoding.utf16.column(fromUTF8Offset: 3, in: combining) == 2)
        #expect(PositionEncoding.utf32.column(fromUTF8Offset: 3, in: combining) == 2)
        #expect(PositionEncoding.utf16.utf8Offset(fromColumn: 2, in: combining) == 3)

        // A slice of a larger buffer (a line of a file) works as well as an array.
        let file = Array("first\nx😀y\n".utf8)
        #expect(PositionEncoding.utf16.column(fromUTF8Offset: 5, in: file[6..<12]) == 3)

        // Every column round-trips for every encoding.
        let mixed = Array("ab😀日e\u{301}👍🏽z".utf8)
        for encoding in PositionEncoding.allCases {
            for offset in 0...mixed.count {
                let column = encoding.column(fromUTF8Offset: offset, in: mixed)
                let back = encoding.utf8Offset(fromColumn: column, in: mixed)
                #expect(back <= offset)
                #expect(encoding.column(fromUTF8Offset: back, in: mixed) == column)
            }
        }
    }

    @Test("any JSON value keeps numbers, booleans and nulls apart")
    func anyValue() throws {
        let text = #"[1,true,1.5,"s",null,{"k":[0]}]"#
        let value = try LSPJSON.decode(LSPAny.self, from: Array(text.utf8))
        #expect(value == .array([
            .integer(1), .bool(true), .double(1.5), .string("s"), .null, .object(["k": .array([.integer(0)])]),
        ]))
        #expect(String(decoding: try LSPJSON.encode(value), as: UTF8.self) == text)
    }

    @Test("a content change is incremental when it has a range, full when it has none")
    func contentChanges() throws {
        let json = #"{"textDocument":{"uri":"file:///a.yaml","version":3},"contentChanges":["#
            + #"{"range":{"start":{"line":0,"character":1},"end":{"line":0,"character":2}},"text":"x"},"#
            + #"{"text":"whole"}]}"#
        let params = try LSPJSON.decode(DidChangeTextDocumentParams.self, from: Array(json.utf8))
        let range = LanguageServerProtocol.Range(
            start: Position(line: 0, character: 1), end: Position(line: 0, character: 2))
        #expect(params.contentChanges == [
            .incremental(range: range, rangeLength: nil, text: "x"), .full(text: "whole"),
        ])
    }

    @Test("pulled reports carry their kind, and a workspace report writes a missing version as null")
    func diagnosticReports() throws {
        let report = WorkspaceDocumentDiagnosticReport(
            uri: "file:///a.yaml", version: nil, report: .unchanged(resultId: "7"))
        let text = String(decoding: try LSPJSON.encode(report), as: UTF8.self)
        #expect(text == #"{"kind":"unchanged","resultId":"7","uri":"file:///a.yaml","version":null}"#)
        #expect(try LSPJSON.decode(WorkspaceDocumentDiagnosticReport.self, from: Array(text.utf8)) == report)
        #expect(CodeActionKind.sourceFixAll.contains(.sourceFixAllPiclint))
        #expect(!CodeActionKind.quickFix.contains(.sourceFixAllPiclint))
    }
}
