import Foundation
import LanguageServer
import LanguageServerProtocol
import PickerModel
import RuleDocs
import Synchronization
import Testing

/// What the command line's JSON report says of a file: (0-based line, 0-based column in code points, rule, message).
private func cliFindings(_ path: String, in directory: String = Repo.root.path) throws -> [String] {
    let result = try runPiclint(["--format", "json", "--now", LSPTestClient.now, path], in: directory)
    guard !result.stdout.isEmpty else {
        throw CLIFailure(message: "piclint exited \(result.status) with no report: \(result.stderr)")
    }
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
    return diagnostics.map { finding in
        "\((finding["line"] as? Int ?? 0) - 1):\((finding["column"] as? Int ?? 0) - 1) [\(finding["rule"] as? String ?? "")] \(finding["message"] as? String ?? "")"
    }.sorted()
}

private struct CLIFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The same of the server's diagnostics, its message without the help the server appends.
private func serverFindings(_ diagnostics: [LanguageServerProtocol.Diagnostic]) -> [String] {
    diagnostics.map { diagnostic in
        let code: String
        if case .string(let rule)? = diagnostic.code { code = rule } else { code = "" }
        let message = diagnostic.message.components(separatedBy: "\nhelp: ")[0]
        return "\(diagnostic.range.start.line):\(diagnostic.range.start.character) [\(code)] \(message)"
    }.sorted()
}

private func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
}

@Suite("Language server lifecycle")
struct LanguageServerLifecycleTests {
    @Test("initialize negotiates the position encoding: the client's first known offer, else UTF-16")
    func negotiation() {
        let cases: [([String]?, String)] = [(nil, "utf-16"), (["utf-8", "utf-16"], "utf-8"), (["utf-32"], "utf-32"),
                                             (["ebcdic", "utf-32"], "utf-32"), (["ebcdic"], "utf-16")]
        for (offer, expected) in cases {
            let client = LSPTestClient()
            let answer = client.initialize(encodings: offer)
            let capabilities = (answer?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
            #expect(capabilities?["positionEncoding"] as? String == expected, "offer \(String(describing: offer))")
            #expect(client.shutDown() == 0)
        }
    }

    @Test("requests before initialize get ServerNotInitialized; notifications are dropped")
    func beforeInitialize() {
        let client = LSPTestClient()
        client.notify("textDocument/didOpen", ["textDocument": ["uri": "file:///tmp/x.yaml", "languageId": "yaml", "version": 1, "text": "screen: A\n"]])
        let answer = client.request("textDocument/hover", ["textDocument": ["uri": "file:///tmp/x.yaml"], "position": ["line": 0, "character": 0]])
        #expect((answer?["error"] as? [String: Any])?["code"] as? Int == -32002)
        client.initialize()
        #expect(client.shutDown() == 0)
    }

    @Test("unknown requests get MethodNotFound, unknown notifications are ignored, a second initialize is refused")
    func unknownMessages() {
        let client = LSPTestClient()
        client.initialize()
        client.notify("$/somethingNew", ["x": 1])
        client.notify("workspace/didChangeConfiguration", ["settings": NSNull()])
        let unknown = client.request("textDocument/definition", ["textDocument": ["uri": "file:///tmp/x.yaml"], "position": ["line": 0, "character": 0]])
        #expect((unknown?["error"] as? [String: Any])?["code"] as? Int == -32601)
        let again = client.request("initialize", ["processId": NSNull(), "capabilities": [String: Any]()])
        #expect((again?["error"] as? [String: Any])?["code"] as? Int == -32600)
        #expect(client.shutDown() == 0)
    }

    @Test("malformed JSON gets ParseError with a null id, a non-message InvalidRequest, bad params InvalidParams")
    func malformed() {
        let client = LSPTestClient()
        client.initialize()
        client.sendRaw(MessageWriter.frame(Array("{\"jsonrpc\": \"2.0\", \"id\": 5, \"method\": ".utf8)))
        let parse = client.waitFor { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 }
        #expect(parse != nil)
        #expect(parse?["id"] is NSNull)
        client.sendRaw(MessageWriter.frame(Array("{\"jsonrpc\": \"2.0\", \"id\": 6}".utf8)))
        let invalid = client.waitFor { ($0["error"] as? [String: Any])?["code"] as? Int == -32600 }
        #expect(invalid?["id"] as? Int == 6)
        let badParams = client.request("textDocument/hover", ["textDocument": 42])
        #expect((badParams?["error"] as? [String: Any])?["code"] as? Int == -32602)
        // The server still answers after all of that.
        #expect(client.shutDown() == 0)
    }

    @Test("exit after shutdown is 0; exit without it, or a closed input, is 1; requests after shutdown are refused")
    func exitCodes() {
        let first = LSPTestClient()
        first.initialize()
        first.notify("exit", NSNull())
        #expect(first.exitStatus() == 1)

        let second = LSPTestClient()
        second.initialize()
        second.closeInput()
        #expect(second.exitStatus() == 1)

        let third = LSPTestClient()
        third.initialize()
        _ = third.request("shutdown")
        let after = third.request("textDocument/hover", ["textDocument": ["uri": "file:///tmp/x.yaml"], "position": ["line": 0, "character": 0]])
        #expect((after?["error"] as? [String: Any])?["code"] as? Int == -32600)
        third.notify("exit", NSNull())
        #expect(third.exitStatus() == 0)
    }

    @Test("input that is not LSP framing ends the server with 1")
    func framingError() {
        let client = LSPTestClient()
        client.initialize()
        client.sendRaw(Array("GET / HTTP/1.1\n\n".utf8))
        #expect(client.exitStatus() == 1)
    }

    @Test("$/cancelRequest behind a request not yet answered gets RequestCancelled")
    func cancel() throws {
        let client = LSPTestClient()
        client.initialize()
        let path = Repo.path("Fixtures/bad/alarm-clock.yaml")
        let uri = client.open(path, text: try read(path))
        // Both in one write: the server reads them together and sees the cancellation before it answers.
        let request: [String: Any] = ["jsonrpc": "2.0", "id": 77, "method": "textDocument/hover",
                                      "params": ["textDocument": ["uri": uri], "position": ["line": 0, "character": 0]]]
        let cancel: [String: Any] = ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 77]]
        let bytes = [request, cancel].flatMap { MessageWriter.frame(Array((try? JSONSerialization.data(withJSONObject: $0)) ?? Data())) }
        client.sendRaw(bytes)
        let answer = client.response(to: 77)
        #expect((answer?["error"] as? [String: Any])?["code"] as? Int == -32800)
        #expect(client.shutDown() == 0)
    }
}

@Suite("Language server diagnostics")
struct LanguageServerDiagnosticsTests {
    /// Every fixture: the Fixtures' specs, storyboards and xibs, good and bad, and the Swift fixtures.
    static let fixtures: [String] = ["Fixtures/bad", "Fixtures/good", "Tests/SwiftFixtures"].flatMap { folder in
        ((try? FileManager.default.contentsOfDirectory(atPath: Repo.path(folder))) ?? []).sorted().map { folder + "/" + $0 }
    }

    @Test("every fixture (specs, storyboards, xibs, Swift) gets the command line's findings, at its lines and columns",
          arguments: fixtures)
    func sameAsCommandLine(file: String) throws {
        let path = Repo.path(file)
        let expected = try cliFindings(path)
        if file.hasPrefix("Fixtures/bad") { #expect(!expected.isEmpty) }
        // UTF-32 columns count code points, as the JSON report's do.
        let client = LSPTestClient()
        client.initialize(encodings: ["utf-32"])
        let uri = client.open(path, text: try read(path))
        let published = client.diagnostics(for: uri, version: 1)
        #expect(serverFindings(published?.diagnostics ?? []) == expected)
        #expect(published?.diagnostics.allSatisfy { $0.source == "piclint" } == true)
        #expect(client.shutDown() == 0)
    }

    @Test("columns in UTF-8, UTF-16 and UTF-32 after an emoji, and the same with CRLF line breaks")
    func encodings() throws {
        let path = Repo.path("Fixtures/bad/pasta-timers.yaml")
        let text = try read(path)
        // penne's line: `label: "🍝 Penne rigate"` comes before `style: compact`, which countdown-style points at.
        func start(_ encoding: String, text: String) -> Position? {
            let client = LSPTestClient()
            client.initialize(encodings: [encoding])
            let uri = client.open(path, text: text)
            let diagnostics = client.diagnostics(for: uri)?.diagnostics ?? []
            _ = client.shutDown()
            // By Character, which takes "\r\n" as one.
            let penne = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).firstIndex { $0.contains("Penne") }
            return diagnostics.first { $0.code == .string("countdown-style") && $0.range.start.line == penne }?.range.start
        }
        let utf32 = try #require(start("utf-32", text: text))
        let utf16 = try #require(start("utf-16", text: text))
        let utf8 = try #require(start("utf-8", text: text))
        #expect(utf16.character == utf32.character + 1)
        #expect(utf8.character == utf32.character + 3)
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(start("utf-16", text: crlf) == utf16)
    }

    @Test("CJK, combining marks and a NEL in a YAML comment: positions stay on the client's lines and columns")
    func unicodeLines() {
        // YAML breaks lines at NEL (U+0085), the client does not: the finding is on the client's line 3.
        let text = "screen: 日本語 # note\u{85}# more\ncontrols:\n  - {id: cafe\u{301}, kind: datePicker, mode: time, minuteInterval: 7}\n"
        let client = LSPTestClient()
        client.initialize(encodings: ["utf-16"])
        let uri = client.open("/tmp/piclint-lsp-unicode.yaml", text: text)
        let diagnostics = client.diagnostics(for: uri)?.diagnostics ?? []
        let finding = diagnostics.first { $0.code == .string("minute-interval") }
        let line = "  - {id: cafe\u{301}, kind: datePicker, mode: time, minuteInterval: 7}"
        let column = Array(line.utf16).count - 2 // the `7`
        #expect(finding?.range.start == Position(line: 2, character: column))
        #expect(finding?.range.end == Position(line: 2, character: column + 1))
        #expect(client.shutDown() == 0)
    }

    @Test("an incremental change is linted, and the diagnostics follow it with its version")
    func incrementalChange() throws {
        let path = Repo.path("Fixtures/bad/pasta-timers.yaml")
        let text = try read(path)
        // UTF-32, so columns compare with the JSON report's on the emoji's line.
        let client = LSPTestClient()
        client.initialize(encodings: ["utf-32"])
        let uri = client.open(path, text: text)
        let before = client.diagnostics(for: uri, version: 1)?.diagnostics ?? []
        let interval = try #require(before.first { $0.code == .string("minute-interval") })
        let lines = text.components(separatedBy: "\n")
        var edited = lines
        edited[interval.range.start.line] = lines[interval.range.start.line].replacingOccurrences(of: "minuteInterval: 8", with: "minuteInterval: 5")
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(edited.joined(separator: "\n"), to: folder + "/pasta-timers.yaml")
        // `minuteInterval: 8` → 5, replacing the one character the finding points at.
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": ["line": interval.range.start.line, "character": interval.range.start.character],
                                          "end": ["line": interval.range.end.line, "character": interval.range.end.character]],
                                "text": "5"]],
        ])
        let after = client.diagnostics(for: uri, version: 2)
        #expect(after?.version == 2)
        #expect(after?.diagnostics.contains { $0.code == .string("minute-interval") } == false)
        #expect(serverFindings(after?.diagnostics ?? []) == (try cliFindings(folder + "/pasta-timers.yaml")))
        #expect(client.shutDown() == 0)
    }

    /// A check-in picker opening on today, with bookings from November 30: wrong on the 29th, right on the 30th.
    static let bookAStay = """
        screen: Book a Stay
        controls:
          - id: check-in
            kind: datePicker
            mode: date
            default: today
            minimumDate: 2026-11-30
            maximumDate: 2027-03-31

        """

    @Test("a server left running past midnight resolves `today` against the new day at its next lint")
    func clockReadForEachLint() throws {
        let spec = Self.bookAStay
        let wallClock = MovingClock(try #require(ModelClock(parsing: "2026-11-29T23:59")))
        let client = LSPTestClient(options: LanguageServer.Options(
            environment: ["HOME": FileManager.default.temporaryDirectory.path],
            clock: LanguageServer.Clock { wallClock.reading.withLock { $0 } }))
        client.initialize()
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let uri = client.open(folder + "/stay.yaml", text: spec)
        let evening = client.diagnostics(for: uri, version: 1)?.diagnostics ?? []
        #expect(evening.contains { $0.code == .string("default-out-of-range") })

        let nextMorning = try #require(ModelClock(parsing: "2026-11-30T00:01"))
        wallClock.reading.withLock { $0 = nextMorning }
        // The same text again: only the clock has moved.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": spec]]])
        let morning = try #require(client.diagnostics(for: uri, version: 2))
        #expect(!morning.diagnostics.contains { $0.code == .string("default-out-of-range") })
        #expect(client.shutDown() == 0)
    }

    @Test("the same text is linted again once the clock has moved: a pulled report is sent in full when its findings changed, `unchanged` when not, and a pushed one is pushed again")
    func sameTextOnANewClock() throws {
        let spec = Self.bookAStay
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outOfRange = LanguageServerProtocol.Diagnostic.Code.string("default-out-of-range")

        // A client that pulls.
        let wallClock = MovingClock(try #require(ModelClock(parsing: "2026-11-29T23:58")))
        let client = LSPTestClient(options: LanguageServer.Options(
            environment: ["HOME": FileManager.default.temporaryDirectory.path],
            clock: LanguageServer.Clock { wallClock.reading.withLock { $0 } }))
        client.initialize(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]], rootPath: folder)
        let uri = client.open(folder + "/stay.yaml", text: spec)
        func pull(after previous: Any?) -> (kind: String?, id: String?, items: [LanguageServerProtocol.Diagnostic]) {
            var params: [String: Any] = ["textDocument": ["uri": uri]]
            if let previous { params["previousResultId"] = previous }
            let result = client.request("textDocument/diagnostic", params)?["result"] as? [String: Any]
            return (result?["kind"] as? String, result?["resultId"] as? String,
                    LSPTestClient.decode([LanguageServerProtocol.Diagnostic].self, from: result?["items"]) ?? [])
        }
        let evening = pull(after: nil)
        #expect(evening.kind == "full" && evening.items.contains { $0.code == outOfRange })
        let aMinuteLater = try #require(ModelClock(parsing: "2026-11-29T23:59"))
        wallClock.reading.withLock { $0 = aMinuteLater }
        // A minute later, the findings are the same: the client keeps what it has.
        #expect(pull(after: evening.id).kind == "unchanged")
        let nextMorning = try #require(ModelClock(parsing: "2026-11-30T00:01"))
        wallClock.reading.withLock { $0 = nextMorning }
        let morning = pull(after: evening.id)
        #expect(morning.kind == "full" && !morning.items.contains { $0.code == outOfRange })
        #expect(morning.id != evening.id)
        #expect(pull(after: morning.id).kind == "unchanged")
        #expect(client.shutDown() == 0)

        // A client that is pushed findings gets the new ones after its next request that reads them (here a hover).
        let pushedClock = MovingClock(try #require(ModelClock(parsing: "2026-11-29T23:59")))
        let pushed = LSPTestClient(options: LanguageServer.Options(
            environment: ["HOME": FileManager.default.temporaryDirectory.path],
            clock: LanguageServer.Clock { pushedClock.reading.withLock { $0 } }))
        pushed.initialize()
        let pushedURI = pushed.open(folder + "/stay.yaml", text: spec)
        #expect(pushed.diagnostics(for: pushedURI, version: 1)?.diagnostics.contains { $0.code == outOfRange } == true)
        pushedClock.reading.withLock { $0 = nextMorning }
        _ = pushed.request("textDocument/hover", ["textDocument": ["uri": pushedURI], "position": ["line": 3, "character": 4]])
        let repushed = try #require(pushed.diagnostics(for: pushedURI, version: 1))
        #expect(!repushed.diagnostics.contains { $0.code == outOfRange })
        #expect(pushed.shutDown() == 0)
    }

    @Test("changes queued behind one another are linted once, at the latest version")
    func coalescing() throws {
        let path = Repo.path("Fixtures/bad/alarm-clock.yaml")
        let client = LSPTestClient()
        client.initialize()
        let uri = client.open(path, text: try read(path))
        _ = client.diagnostics(for: uri, version: 1)
        var bytes: [UInt8] = []
        for version in 2...30 {
            let change: [String: Any] = ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": version],
                "contentChanges": [["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "# \(version)\n"]],
            ]]
            bytes += MessageWriter.frame(Array((try? JSONSerialization.data(withJSONObject: change)) ?? Data()))
        }
        client.sendRaw(bytes)
        let last = client.diagnostics(for: uri, version: 30)
        #expect(last != nil)
        let published = client.pending().filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        #expect(published.isEmpty, "only version 30 is linted and pushed")
        // Nothing else was pushed, even a moment later.
        let first = client.diagnostics(for: uri, version: nil, timeout: 0.1)
        #expect(first == nil)
        #expect(client.shutDown() == 0)
    }

    @Test("closing a document clears its diagnostics")
    func close() throws {
        let path = Repo.path("Fixtures/bad/alarm-clock.yaml")
        let client = LSPTestClient()
        client.initialize()
        let uri = client.open(path, text: try read(path))
        #expect(client.diagnostics(for: uri)?.diagnostics.isEmpty == false)
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        #expect(client.diagnostics(for: uri)?.diagnostics.isEmpty == true)
        #expect(client.shutDown() == 0)
    }

    @Test("a client that pulls gets no push, the document's report on request, and `unchanged` for the same text")
    func pull() throws {
        let path = Repo.path("Fixtures/bad/alarm-clock.yaml")
        let client = LSPTestClient()
        let answer = client.initialize(capabilities: ["textDocument": ["diagnostic": ["dynamicRegistration": false]]],
                                       rootPath: Repo.path("Fixtures/bad"))
        let capabilities = (answer?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["diagnosticProvider"] != nil)
        let uri = client.open(path, text: try read(path))
        let report = client.request("textDocument/diagnostic", ["textDocument": ["uri": uri]])
        let result = report?["result"] as? [String: Any]
        #expect(result?["kind"] as? String == "full")
        let items = LSPTestClient.decode([LanguageServerProtocol.Diagnostic].self, from: result?["items"]) ?? []
        #expect(serverFindings(items).count == (try cliFindings(path)).count)
        let again = client.request("textDocument/diagnostic", ["textDocument": ["uri": uri], "previousResultId": result?["resultId"] ?? ""])
        #expect((again?["result"] as? [String: Any])?["kind"] as? String == "unchanged")
        #expect(!client.pending().contains { $0["method"] as? String == "textDocument/publishDiagnostics" })
        let workspace = client.request("workspace/diagnostic", ["previousResultIds": [Any]()])
        let reports = (workspace?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        let files = try FileManager.default.contentsOfDirectory(atPath: Repo.path("Fixtures/bad"))
        #expect(reports.count == files.count)
        #expect(reports.contains { $0["uri"] as? String == uri && $0["version"] as? Int == 1 })
        #expect(client.shutDown() == 0)
    }

    @Test("initializationOptions' diagnosticMode push makes a client that can pull get pushes")
    func pushOnRequest() throws {
        let path = Repo.path("Fixtures/bad/alarm-clock.yaml")
        let client = LSPTestClient()
        let answer = client.request("initialize", ["processId": NSNull(), "initializationOptions": ["diagnosticMode": "push"],
                                                   "capabilities": ["textDocument": ["diagnostic": [String: Any]()]]])
        let capabilities = (answer?["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["diagnosticProvider"] == nil)
        client.notify("initialized", [String: Any]())
        let uri = client.open(path, text: try read(path))
        #expect(client.diagnostics(for: uri, version: 1)?.diagnostics.isEmpty == false)
        #expect(client.shutDown() == 0)
    }

    @Test("the config is found from the document's folder, with its overrides, and read again when it changes")
    func config() throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        let spec = try read(Repo.path("Fixtures/bad/alarm-clock.yaml"))
        try write(spec, to: folder + "/screens/alarm.yaml")
        try write("overrides:\n  - files: [\"screens/**\"]\n    rules: {minute-interval: off}\n", to: folder + "/.piclint.yml")
        let client = LSPTestClient()
        client.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        #expect(client.waitFor { $0["method"] as? String == "client/registerCapability" } != nil)
        let uri = client.open(folder + "/screens/alarm.yaml", text: spec)
        let first = client.diagnostics(for: uri)?.diagnostics ?? []
        #expect(serverFindings(first) == (try cliFindings("screens/alarm.yaml", in: folder)))
        #expect(!first.contains { $0.code == .string("minute-interval") })
        try write("rules: {}\n", to: folder + "/.piclint.yml")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file://" + folder + "/.piclint.yml", "type": 2]]])
        let second = client.diagnostics(for: uri)?.diagnostics ?? []
        #expect(second.contains { $0.code == .string("minute-interval") })
        #expect(serverFindings(second) == (try cliFindings("screens/alarm.yaml", in: folder)))
        #expect(client.shutDown() == 0)
    }

    @Test("the baseline the config names hides what it records, as on the command line; helpURL links the code")
    func baselineAndHelpURL() throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        let spec = try read(Repo.path("Fixtures/bad/alarm-clock.yaml"))
        try write(spec, to: folder + "/alarm.yaml")
        try write("baseline: base.json\nhelpURL: https://example.com/rules/{rule}.md\n", to: folder + "/.piclint.yml")
        _ = try runPiclint(["--write-baseline", "base.json", "alarm.yaml"], in: folder)
        try write(spec + "  - {id: extra, kind: datePicker, mode: time, minuteInterval: 7}\n", to: folder + "/alarm.yaml")
        let expected = try cliFindings("alarm.yaml", in: folder)
        let client = LSPTestClient()
        client.initialize()
        let uri = client.open(folder + "/alarm.yaml", text: try read(folder + "/alarm.yaml"))
        let diagnostics = client.diagnostics(for: uri)?.diagnostics ?? []
        #expect(serverFindings(diagnostics) == expected)
        #expect(diagnostics.count < (try cliFindings(Repo.path("Fixtures/bad/alarm-clock.yaml"))).count)
        let interval = diagnostics.first { $0.code == .string("minute-interval") }
        #expect(interval?.codeDescription?.href == "https://example.com/rules/minute-interval.md")
        #expect(client.shutDown() == 0)
    }

    @Test("a document over the size limit gets one diagnostic saying so, and is not linted")
    func tooLarge() {
        let client = LSPTestClient()
        client.initialize()
        let text = "screen: A\n" + String(repeating: "# padding padding padding padding padding padding padding\n", count: 300_000)
        let uri = client.open("/tmp/piclint-lsp-large.yaml", text: text)
        let diagnostics = client.diagnostics(for: uri)?.diagnostics ?? []
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("more than piclint reads") == true)
        #expect(client.shutDown() == 0)
    }

    @Test("an unused suppression is tagged unnecessary")
    func unnecessary() {
        let client = LSPTestClient()
        client.initialize()
        let text = "screen: A\ncontrols:\n  - {id: t, kind: datePicker, mode: time, minuteInterval: 5} # piclint:disable-line minute-interval\n"
        let uri = client.open("/tmp/piclint-lsp-unused.yaml", text: text)
        let diagnostics = client.diagnostics(for: uri)?.diagnostics ?? []
        let unused = diagnostics.first { $0.code == .string("unused-suppression") }
        #expect(unused?.tags == [.unnecessary])
        #expect(client.shutDown() == 0)
    }

    @Test("an edit of a 5,000-control spec is answered in measured time")
    func speed() {
        var text = "screen: Big\nplatform: iOS\ncontrols:\n"
        for index in 0..<5_000 {
            text += "  - {id: c\(index), kind: datePicker, mode: time, style: wheels, minuteInterval: 5}\n"
        }
        let client = LSPTestClient()
        client.initialize()
        var start = Date()
        let uri = client.open("/tmp/piclint-lsp-big.yaml", text: text)
        let first = client.diagnostics(for: uri, version: 1, timeout: 300)
        let opened = Date().timeIntervalSince(start)
        start = Date()
        // The first control's `minuteInterval: 5` becomes 7.
        let line = "  - {id: c0, kind: datePicker, mode: time, style: wheels, minuteInterval: "
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": ["line": 3, "character": line.utf16.count], "end": ["line": 3, "character": line.utf16.count + 1]],
                                "text": "7"]],
        ])
        let changed = client.diagnostics(for: uri, version: 2, timeout: 300)
        let edited = Date().timeIntervalSince(start)
        print("language server, 5,000-control spec: first diagnostics \(Int(opened * 1000)) ms, after an edit \(Int(edited * 1000)) ms")
        #expect(first != nil)
        #expect((changed?.diagnostics.count ?? 0) > (first?.diagnostics.count ?? 0))
        #expect(edited < 60)
        #expect(client.shutDown() == 0)
    }
}

@Suite("Language server Swift speed")
struct LanguageServerSwiftSpeedTests {
    @Test("an edit of a 3,000-line Swift file is answered in measured time")
    func swiftSpeed() {
        var text = "import UIKit\n\n"
        for index in 0..<273 {
            text += """
                final class Timer\(index)ViewController: UIViewController {
                    private let picker = UIDatePicker()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        picker.datePickerMode = .time
                        picker.preferredDatePickerStyle = .wheels
                        picker.minuteInterval = 5
                    }
                }


                """
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let client = LSPTestClient()
        client.initialize()
        var start = Date()
        let uri = client.open("/tmp/piclint-lsp-big.swift", text: text)
        let first = client.diagnostics(for: uri, version: 1, timeout: 300)
        let opened = Date().timeIntervalSince(start)
        // The first controller's `minuteInterval = 5` becomes 7.
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("minuteInterval = 5") } ?? 0
        start = Date()
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": uri, "version": 2],
            "contentChanges": [["range": ["start": ["line": line, "character": 32], "end": ["line": line, "character": 33]], "text": "7"]],
        ])
        let changed = client.diagnostics(for: uri, version: 2, timeout: 300)
        let edited = Date().timeIntervalSince(start)
        print("language server, \(lines)-line Swift file: first diagnostics \(Int(opened * 1000)) ms, after an edit \(Int(edited * 1000)) ms")
        #expect(first != nil)
        #expect(changed?.diagnostics.contains { $0.code == .string("minute-interval") } == true)
        #expect(edited < 60)
        #expect(client.shutDown() == 0)
    }
}

/// A process's resident memory in bytes (Linux's /proc), nil elsewhere.
private func residentBytes(of process: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
    return line.split(separator: " ").compactMap { Int($0) }.first.map { $0 * 1024 }
}

@Suite("Language server memory")
struct LanguageServerMemoryTests {
    /// The server runs as its own process, so that what is measured is its memory alone: the other suites run in
    /// the test process at the same time, and their allocations made a whole-process measure noise.
    @Test("memory stays flat over 1,000 edits, each linted and pushed")
    func thousandEdits() throws {
        let path = Repo.path("Fixtures/bad/alarm-clock.yaml")
        // Under AddressSanitizer (CI's second pass) freed memory is held back to catch late uses, up to 256 MiB by
        // default, which would read as growth; a small hold-back keeps that check and measures what the server keeps.
        let sanitizerOptions = [ProcessInfo.processInfo.environment["ASAN_OPTIONS"], "quarantine_size_mb=16"]
        let client = try LSPTestClient(serverProcessEnvironment: [
            "ASAN_OPTIONS": sanitizerOptions.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ":"),
        ])
        let server = try #require(client.serverProcess).processIdentifier
        client.initialize()
        let uri = client.open(path, text: try String(contentsOfFile: path, encoding: .utf8))
        _ = client.diagnostics(for: uri, version: 1)
        var after100: Int?
        for version in 2...1_001 {
            // A comment line added at the top, then taken away: the text's size stays the same over pairs.
            let change: [String: Any] = version % 2 == 0
                ? ["range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]], "text": "# edit\n"]
                : ["range": ["start": ["line": 0, "character": 0], "end": ["line": 1, "character": 0]], "text": ""]
            client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": [change]])
            #expect(client.diagnostics(for: uri, version: version) != nil)
            if version == 101 { after100 = residentBytes(of: server) }
        }
        let end = residentBytes(of: server)
        if let after100, let end {
            print("language server, 1,000 edits: resident memory \(after100 >> 20) MiB after 100 edits, \(end >> 20) MiB after 1,000 (the server's process)")
            #expect(end - after100 < 32 << 20)
        }
        #expect(client.shutDown() == 0)
    }
}

@Suite("Language server code actions")
struct LanguageServerCodeActionTests {
    /// The code actions for a range of an open document.
    func actions(_ client: LSPTestClient, uri: String, range: LanguageServerProtocol.Range, only: [String]? = nil) -> [CodeAction] {
        var context: [String: Any] = ["diagnostics": [Any]()]
        if let only { context["only"] = only }
        let answer = client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri],
            "range": ["start": ["line": range.start.line, "character": range.start.character],
                      "end": ["line": range.end.line, "character": range.end.character]],
            "context": context,
        ])
        return LSPTestClient.decode([CodeAction].self, from: answer?["result"]) ?? []
    }

    /// What `piclint --fix` leaves of a file (a copy of it, at a scratch path of the same name).
    func fixedByCommandLine(_ path: String) throws -> String {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = folder + "/" + (path as NSString).lastPathComponent
        try write(try read(path), to: copy)
        _ = try runPiclint(["--fix", "--now", LSPTestClient.now, copy], in: folder)
        return try read(copy)
    }

    @Test("a safe fix's quick fix gives the text `piclint --fix` gives", arguments: [
        "Fixtures/bad/fitness-screens.yaml", "Fixtures/bad/reminders-ios.storyboard",
    ])
    func quickFix(file: String) throws {
        let path = Repo.path(file)
        let text = try read(path)
        let client = LSPTestClient()
        client.initialize(capabilities: ["workspace": ["workspaceEdit": ["documentChanges": true]]])
        let uri = client.open(path, text: text)
        let diagnostics = client.diagnostics(for: uri)?.diagnostics ?? []
        var fixes: [CodeAction] = []
        for diagnostic in diagnostics {
            fixes += actions(client, uri: uri, range: diagnostic.range).filter { $0.isPreferred == true }
        }
        let fix = try #require(fixes.first)
        #expect(fix.kind == .quickFix)
        #expect(fix.edit?.documentChanges?.first?.textDocument.version == 1)
        #expect(applying(edits(of: fix, uri: uri), to: text) == (try fixedByCommandLine(path)))
        #expect(client.shutDown() == 0)
    }

    @Test("a suggestion is a quick fix that says so, never preferred")
    func suggestion() throws {
        let path = Repo.path("Tests/SwiftFixtures/TimerViewController.swift")
        let client = LSPTestClient()
        client.initialize()
        let uri = client.open(path, text: try read(path))
        let diagnostics = client.diagnostics(for: uri)?.diagnostics ?? []
        let interval = try #require(diagnostics.first { $0.code == .string("minute-interval") })
        let found = actions(client, uri: uri, range: interval.range)
        let suggestion = try #require(found.first { $0.title.hasPrefix("Suggestion (may change the screen): ") })
        #expect(suggestion.kind == .quickFix)
        #expect(suggestion.isPreferred != true)
        #expect(client.shutDown() == 0)
    }

    @Test("disable RULE for this line, in the file's comment syntax, removes the finding", arguments: [
        "Fixtures/bad/alarm-clock.yaml", "Tests/SwiftFixtures/TimerViewController.swift", "Fixtures/bad/pasta-timers.yaml",
    ])
    func disableLine(file: String) throws {
        let path = Repo.path(file)
        let text = try read(path)
        let client = LSPTestClient()
        client.initialize()
        let uri = client.open(path, text: text)
        let diagnostics = client.diagnostics(for: uri)?.diagnostics ?? []
        let target = try #require(diagnostics.first { $0.code == .string("minute-interval") })
        let disable = try #require(actions(client, uri: uri, range: target.range).first { $0.title == "Disable minute-interval for this line" })
        let edited = applying(edits(of: disable, uri: uri), to: text)
        #expect(edited.contains(file.hasSuffix(".swift") ? "// piclint:disable-line minute-interval" : "# piclint:disable-line minute-interval")
            || edited.contains("piclint:disable-next-line minute-interval"))
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": edited]]])
        let after = client.diagnostics(for: uri, version: 2)?.diagnostics ?? []
        #expect(after.filter { $0.code == .string("minute-interval") }.count
            == diagnostics.filter { $0.code == .string("minute-interval") }.count - 1)
        #expect(!after.contains { $0.code == .string("unused-suppression") })
        #expect(after.count == diagnostics.count - 1)
        #expect(client.shutDown() == 0)
    }

    @Test("an Interface Builder file offers no disable comment: piclint reads none there")
    func noDisableInInterfaceBuilder() throws {
        let path = Repo.path("Fixtures/bad/reminders-ios.storyboard")
        let client = LSPTestClient()
        client.initialize()
        let uri = client.open(path, text: try read(path))
        let diagnostics = client.diagnostics(for: uri)?.diagnostics ?? []
        let all = diagnostics.flatMap { actions(client, uri: uri, range: $0.range) }
        #expect(!all.isEmpty)
        #expect(!all.contains { $0.title.hasPrefix("Disable ") })
        #expect(client.shutDown() == 0)
    }

    @Test("source.fixAll.piclint gives the text `piclint --fix` gives", arguments: [
        "Fixtures/bad/pasta-timers.yaml", "Fixtures/bad/reminders-ios.storyboard", "Fixtures/bad/fitness-screens.yaml",
    ])
    func fixAll(file: String) throws {
        let path = Repo.path(file)
        let text = try read(path)
        let client = LSPTestClient()
        client.initialize()
        let uri = client.open(path, text: text)
        let whole = LanguageServerProtocol.Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        let found = actions(client, uri: uri, range: whole, only: ["source.fixAll"])
        #expect(found.count == 1)
        let fixAll = try #require(found.first)
        #expect(fixAll.kind == .sourceFixAllPiclint)
        #expect(applying(edits(of: fixAll, uri: uri), to: text) == (try fixedByCommandLine(path)))
        #expect(client.shutDown() == 0)
    }
}

@Suite("Language server hover and completion")
struct LanguageServerHoverTests {
    @Test("hover on a finding shows its rule's page")
    func hoverOnFinding() throws {
        let path = Repo.path("Fixtures/bad/alarm-clock.yaml")
        let client = LSPTestClient()
        client.initialize()
        let uri = client.open(path, text: try read(path))
        let diagnostics = client.diagnostics(for: uri)?.diagnostics ?? []
        let interval = try #require(diagnostics.first { $0.code == .string("minute-interval") })
        let answer = client.request("textDocument/hover", ["textDocument": ["uri": uri],
                                                           "position": ["line": interval.range.start.line, "character": interval.range.start.character]])
        let hover = LSPTestClient.decode(Hover.self, from: answer?["result"])
        #expect(hover?.contents.value.contains(try #require(RuleDocs.page("minute-interval")).markdown) == true)
        #expect(client.shutDown() == 0)
    }

    @Test("hover on a rule id in a suppression comment shows its page; elsewhere nothing")
    func hoverOnComment() {
        let client = LSPTestClient()
        client.initialize()
        let text = "screen: A # piclint:disable-file long-list\ncontrols: []\n"
        let uri = client.open("/tmp/piclint-lsp-hover.yaml", text: text)
        _ = client.diagnostics(for: uri)
        let answer = client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 38]])
        let hover = LSPTestClient.decode(Hover.self, from: answer?["result"])
        #expect(hover?.contents.value == RuleDocs.page("long-list")?.markdown)
        #expect(hover?.range == LanguageServerProtocol.Range(start: Position(line: 0, character: 33), end: Position(line: 0, character: 42)))
        let nothing = client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 1, "character": 2]])
        #expect(nothing?["result"] is NSNull)
        #expect(client.shutDown() == 0)
    }

    @Test("completion offers the directives after `piclint:` and rule ids after a directive")
    func completion() {
        let client = LSPTestClient()
        client.initialize()
        let text = "screen: A # piclint:\ncontrols: [] # piclint:disable-line min\n"
        let uri = client.open("/tmp/piclint-lsp-completion.yaml", text: text)
        func labels(line: Int, character: Int) -> [String] {
            let answer = client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
            return LSPTestClient.decode(CompletionList.self, from: answer?["result"])?.items.map(\.label) ?? []
        }
        #expect(labels(line: 0, character: 20).contains("disable-next-line"))
        #expect(labels(line: 1, character: 39).contains("minute-interval"))
        #expect(labels(line: 1, character: 11).isEmpty)
        #expect(client.shutDown() == 0)
    }

    @Test("completion offers a spec's keys where a key is typed: the top level's, then a control's")
    func specKeys() {
        let client = LSPTestClient()
        client.initialize()
        let text = "scr\ncontrols:\n  - min\n    ki\n"
        let uri = client.open("/tmp/piclint-lsp-keys.yaml", text: text)
        func labels(line: Int, character: Int) -> [String] {
            let answer = client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": ["line": line, "character": character]])
            return LSPTestClient.decode(CompletionList.self, from: answer?["result"])?.items.map(\.label) ?? []
        }
        #expect(labels(line: 0, character: 3).contains("screen"))
        #expect(labels(line: 2, character: 7).contains("minuteInterval"))
        #expect(labels(line: 3, character: 6).contains("kind"))
        #expect(!labels(line: 3, character: 6).contains("screen"))
        #expect(labels(line: 1, character: 9).isEmpty)
        #expect(client.shutDown() == 0)
    }
}

@Suite("Language server command")
struct LanguageServerCommandTests {
    /// Runs `piclint server` with messages on its standard input, and gives its exit status and what it wrote.
    func serve(_ messages: [[String: Any]]) throws -> (status: Int32, messages: [[String: Any]], stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Repo.binary)
        process.arguments = ["server", "--stdio", "--now", LSPTestClient.now]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        for message in messages {
            input.fileHandleForWriting.write(Data(MessageWriter.frame(Array(try JSONSerialization.data(withJSONObject: message)))))
        }
        try input.fileHandleForWriting.close()
        let written = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var reader = MessageReader()
        reader.append(Array(written))
        var received: [[String: Any]] = []
        while let content = try reader.next() {
            received.append(try JSONSerialization.jsonObject(with: Data(content)) as? [String: Any] ?? [:])
        }
        // Everything on standard output is a framed message: nothing is left over.
        #expect(reader.bufferedByteCount == 0)
        return (process.terminationStatus, received, String(decoding: stderr, as: UTF8.self))
    }

    @Test("`piclint server` speaks LSP on standard input and output, and exits 0 after shutdown and exit")
    func serverCommand() throws {
        let path = Repo.path("Fixtures/bad/alarm-clock.yaml")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let uri = "file://" + path
        let hover: [String: Any] = ["textDocument": ["uri": uri], "position": ["line": 0, "character": 0]]
        let result = try serve([
            ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["processId": NSNull(), "capabilities": [String: Any]()]],
            ["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()],
            ["jsonrpc": "2.0", "method": "textDocument/didOpen",
             "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]]],
            // A request makes the server lint the document before shutdown arrives.
            ["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": hover],
            ["jsonrpc": "2.0", "id": 3, "method": "shutdown"],
            ["jsonrpc": "2.0", "method": "exit"],
        ])
        #expect(result.status == 0)
        #expect(result.messages.contains { $0["id"] as? Int == 1 && $0["result"] != nil })
        #expect(result.messages.contains { $0["id"] as? Int == 3 && $0["result"] is NSNull })
        #expect(result.stderr.isEmpty)
    }

    @Test("`piclint server` exits 1 when the client exits without shutting down, or goes away")
    func serverCommandWithoutShutdown() throws {
        let initialize: [String: Any] = ["jsonrpc": "2.0", "id": 1, "method": "initialize",
                                         "params": ["processId": NSNull(), "capabilities": [String: Any]()]]
        #expect(try serve([initialize, ["jsonrpc": "2.0", "method": "exit"]]).status == 1)
        #expect(try serve([initialize]).status == 1)
    }
}

/// A wall clock a test moves on.
final class MovingClock: Sendable {
    let reading: Mutex<ModelClock>

    init(_ clock: ModelClock) {
        reading = Mutex(clock)
    }
}
