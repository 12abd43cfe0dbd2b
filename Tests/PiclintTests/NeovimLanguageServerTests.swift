import Foundation
import Testing

/// `piclint server` under a real client (issue 32): Neovim's built-in LSP client, headless, on a spec, a storyboard
/// and a Swift file. Neovim shows what the command line finds, at the same places, and its quick fix and its
/// fix-all (fix on save) make the text `piclint --fix` makes.
@Suite("Neovim's LSP client on piclint server", .serialized)
struct NeovimLanguageServerTests {
    /// One safe fix (a countdown over 23:59), among findings without one: the Swift fix tests' timer.
    static let swiftTimer = SwiftFixTests.timer

    @Test("a YAML spec: Neovim shows the command line's findings, and its quick fix and fix-all make what --fix makes")
    func yamlSpec() throws {
        let text = try String(contentsOfFile: TestTools.requireFile("Fixtures/bad/fitness-screens.yaml"), encoding: .utf8)
        try checkSession(file: "fitness-screens.yaml", text: text, filetype: "yaml")
    }

    @Test("a storyboard: Neovim shows the command line's findings, and its quick fix and fix-all make what --fix makes")
    func storyboard() throws {
        let text = try String(contentsOfFile: TestTools.requireFile("Fixtures/bad/reminders-ios.storyboard"), encoding: .utf8)
        try checkSession(file: "reminders-ios.storyboard", text: text, filetype: "xml")
    }

    @Test("a Swift file: Neovim shows the command line's findings, and its quick fix and fix-all make what --fix makes")
    func swiftSource() throws {
        try checkSession(file: "TimerViewController.swift", text: Self.swiftTimer, filetype: "swift")
    }

    /// What the command line says of the file, what Neovim shows and makes of it, and the comparison.
    func checkSession(file: String, text: String, filetype: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let nvim = try TestTools.requireNeovim(sourceLocation: sourceLocation)
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(text, to: root + "/project/" + file)
        // HOME and the XDG folders in the scratch folder: Neovim's LSP log and the config discovery of the command
        // line and of the server read and write nothing of the machine's user.
        let environment = ["HOME": root + "/home", "XDG_CONFIG_HOME": root + "/home/.config", "XDG_CACHE_HOME": root + "/home/.cache",
                           "XDG_STATE_HOME": root + "/home/.state", "XDG_DATA_HOME": root + "/home/.data"]
        try FileManager.default.createDirectory(atPath: root + "/home", withIntermediateDirectories: true)

        let expected = try commandLineFindings(file, in: root + "/project", environment: environment)
        let fixed = try commandLineFix(file, text: text, in: root + "/fix", environment: environment)
        let safe = try #require(expected.first { $0.safeFix }, "\(file) has no finding with a safe fix; the test needs one",
                                sourceLocation: sourceLocation)

        let session = try NeovimSession.run(nvim: nvim, root: root, file: root + "/project/" + file, filetype: filetype,
                                            fix: (rule: safe.rule, line: safe.line), environment: environment)
        try #require(session.errors.isEmpty, "Neovim: \(session.errors.joined(separator: "; "))\n\(session.log)",
                     sourceLocation: sourceLocation)
        #expect(session.shown.sorted() == expected.map(\.shown).sorted(), sourceLocation: sourceLocation)
        #expect(session.actions.contains { $0.hasPrefix("Fix: ") }, "\(session.actions)", sourceLocation: sourceLocation)
        #expect(session.quickFixed == fixed, "the quick fix made other text than piclint --fix", sourceLocation: sourceLocation)
        #expect(session.allFixed == fixed, "source.fixAll.piclint made other text than piclint --fix", sourceLocation: sourceLocation)
        #expect(fixed != text, sourceLocation: sourceLocation)
    }

    /// A finding as the command line reports it (`--format json`).
    struct Finding {
        var rule: String
        /// 0-based, as LSP and Neovim count.
        var line: Int
        /// 0-based, in characters (code points), which is how the command line counts columns.
        var character: Int
        var message: String
        var safeFix: Bool

        var shown: NeovimSession.Shown { .init(code: rule, line: line, character: character, message: message) }
    }

    func commandLineFindings(_ file: String, in folder: String, environment: [String: String]) throws -> [Finding] {
        let result = try runPiclint(["--format", "json", file], in: folder, environment: environment)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                                  "piclint --format json: \(result.stderr)")
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        return try diagnostics.map { diagnostic in
            let fix = diagnostic["fix"] as? [String: Any]
            return Finding(rule: try #require(diagnostic["rule"] as? String), line: try #require(diagnostic["line"] as? Int) - 1,
                           character: try #require(diagnostic["column"] as? Int) - 1,
                           message: try #require(diagnostic["message"] as? String),
                           safeFix: fix?["applicability"] as? String == "safe")
        }
    }

    /// What `piclint --fix` makes of the text, in a folder of its own.
    func commandLineFix(_ file: String, text: String, in folder: String, environment: [String: String]) throws -> String {
        try write(text, to: folder + "/" + file)
        _ = try runPiclint(["--fix", file], in: folder, environment: environment)
        return try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
    }
}

/// One headless Neovim run: a generated init.lua starts `piclint server` with Neovim's built-in LSP client on one
/// file, waits for its diagnostics, applies the safe quick fix of the finding it is told, writes the buffer out,
/// undoes it, applies `source.fixAll.piclint`, writes the buffer out again and quits. The Lua writes what it saw
/// as JSON; a hang is killed after `timeout`.
struct NeovimSession {
    /// A diagnostic as Neovim shows it; the message's first line (the server adds the help after it).
    struct Shown: Hashable, Comparable, CustomStringConvertible {
        var code: String
        var line: Int
        var character: Int
        var message: String

        static func < (lhs: Shown, rhs: Shown) -> Bool {
            (lhs.line, lhs.character, lhs.code, lhs.message) < (rhs.line, rhs.character, rhs.code, rhs.message)
        }

        var description: String { "\(line + 1):\(character + 1) [\(code)] \(message)" }
    }

    var shown: [Shown] = []
    var actions: [String] = []
    var quickFixed: String?
    var allFixed: String?
    var errors: [String] = []
    /// Neovim's own output and the end of its LSP log, for a failure's message.
    var log = ""

    /// Long enough for a debug build's first lint of a Swift file on a loaded machine; a hang fails, not blocks.
    static let timeout: TimeInterval = 120

    static func run(nvim: String, root: String, file: String, filetype: String, fix: (rule: String, line: Int),
                    environment: [String: String]) throws -> NeovimSession {
        let config: [String: Any] = [
            "piclint": Repo.binary, "root": (file as NSString).deletingLastPathComponent, "file": file, "filetype": filetype,
            "fixRule": fix.rule, "fixLine": fix.line, "result": root + "/result.json",
            "quickFixed": root + "/quick-fixed", "allFixed": root + "/all-fixed",
            // Neovim's own waits end before the test's, so a silent server is reported by the Lua, not killed.
            "wait": Int(timeout * 1000 / 4),
        ]
        try JSONSerialization.data(withJSONObject: config).write(to: URL(fileURLWithPath: root + "/session.json"))
        try write(initLua, to: root + "/init.lua")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: nvim)
        process.arguments = ["--headless", "--clean", "-n", "-u", root + "/init.lua"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        env["PICLINT_NVIM_SESSION"] = root + "/session.json"
        process.environment = env
        // Into a file, not a pipe: nothing has to read it while Neovim runs.
        _ = FileManager.default.createFile(atPath: root + "/nvim.out", contents: nil)
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: root + "/nvim.out"))
        defer { try? output.close() }
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        process.waitUntilExit()
        deadline.cancel()

        var session = NeovimSession()
        let lspLog = (try? String(contentsOfFile: root + "/home/.state/nvim/lsp.log", encoding: .utf8))
            ?? (try? String(contentsOfFile: root + "/home/.cache/nvim/lsp.log", encoding: .utf8)) ?? ""
        session.log = "Neovim said: " + ((try? String(contentsOfFile: root + "/nvim.out", encoding: .utf8)) ?? "")
            + "\nLSP log (end): " + String(lspLog.suffix(3000))
        if Date().timeIntervalSince(started) >= timeout {
            session.errors.append("Neovim did not finish within \(Int(timeout)) s and was stopped")
            return session
        }
        guard let data = FileManager.default.contents(atPath: root + "/result.json"),
              let result = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            session.errors.append("Neovim exited with status \(process.terminationStatus) and wrote no result")
            return session
        }
        session.errors = result["errors"] as? [String] ?? []
        session.actions = result["actions"] as? [String] ?? []
        for diagnostic in result["diagnostics"] as? [[String: Any]] ?? [] {
            let message = diagnostic["message"] as? String ?? ""
            session.shown.append(Shown(
                code: diagnostic["code"] as? String ?? "", line: diagnostic["line"] as? Int ?? -1,
                character: diagnostic["character"] as? Int ?? -1,
                message: String(message.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")))
        }
        session.quickFixed = try? String(contentsOfFile: root + "/quick-fixed", encoding: .utf8)
        session.allFixed = try? String(contentsOfFile: root + "/all-fixed", encoding: .utf8)
        return session
    }

    /// The client's side. Neovim 0.7 (Debian 12's) has no `vim.lsp.start`, so the client is started and attached
    /// by hand there; later versions use `vim.lsp.start`. Changes are sent at once (no debounce), so a request after
    /// an edit is answered for the edited text.
    static let initLua = #"""
        -- Written by NeovimLanguageServerTests: piclint server under Neovim's built-in LSP client.
        local session = vim.fn.json_decode(table.concat(vim.fn.readfile(vim.env.PICLINT_NVIM_SESSION), "\n"))
        local result = { diagnostics = {}, actions = {}, errors = {} }

        local function finish()
          vim.fn.writefile({ vim.fn.json_encode(result) }, session.result)
          vim.cmd("qa!")
        end

        local function wait_for(what, condition)
          if not vim.wait(session.wait, condition, 20) then error("no " .. what .. " within " .. session.wait .. " ms") end
        end

        -- The code actions of one kind for a range, from piclint's client.
        local function code_actions(bufnr, range, diagnostics, kind)
          local params = {
            textDocument = vim.lsp.util.make_text_document_params(bufnr),
            range = range,
            context = { diagnostics = diagnostics, only = { kind } },
          }
          local responses, err = vim.lsp.buf_request_sync(bufnr, "textDocument/codeAction", params, session.wait)
          if not responses then error("textDocument/codeAction: " .. tostring(err)) end
          local actions = {}
          for id, response in pairs(responses) do
            if response.error then error("textDocument/codeAction: " .. vim.inspect(response.error)) end
            for _, action in ipairs(response.result or {}) do
              -- Edits count columns in the encoding the client and the server agreed on.
              action.encoding = vim.lsp.get_client_by_id(id).offset_encoding
              table.insert(actions, action)
              table.insert(result.actions, action.title)
            end
          end
          return actions
        end

        local function apply(action)
          if not action or not action.edit then error("no action with an edit: " .. vim.inspect(action)) end
          vim.lsp.util.apply_workspace_edit(action.edit, action.encoding)
        end

        local function run()
          vim.cmd("edit " .. vim.fn.fnameescape(session.file))
          local bufnr = vim.api.nvim_get_current_buf()
          vim.bo[bufnr].filetype = session.filetype
          local config = {
            name = "piclint",
            cmd = { session.piclint, "server" },
            root_dir = session.root,
            flags = { debounce_text_changes = 0 },
          }
          if vim.lsp.start then
            vim.lsp.start(config)
          else
            vim.lsp.buf_attach_client(bufnr, vim.lsp.start_client(config))
          end
          wait_for("diagnostics", function() return #vim.diagnostic.get(bufnr) > 0 end)

          local target
          for _, d in ipairs(vim.diagnostic.get(bufnr)) do
            -- Neovim keeps byte columns; the command line counts characters.
            local line = vim.api.nvim_buf_get_lines(bufnr, d.lnum, d.lnum + 1, false)[1] or ""
            local character = vim.str_utfindex(line, math.min(d.col, #line))
            table.insert(result.diagnostics, { code = d.code, line = d.lnum, character = character, message = d.message })
            if d.code == session.fixRule and d.lnum == session.fixLine then
              -- The whole line, which needs no column in any encoding.
              local range = { start = { line = d.lnum, character = 0 }, ["end"] = { line = d.lnum + 1, character = 0 } }
              target = { lsp = { range = range, severity = d.severity, code = d.code, source = d.source, message = d.message } }
            end
          end
          if not target then error("no " .. session.fixRule .. " diagnostic on line " .. (session.fixLine + 1)) end

          -- The finding's safe fix: the preferred quick fix.
          local preferred
          for _, action in ipairs(code_actions(bufnr, target.lsp.range, { target.lsp }, "quickfix")) do
            local about = action.diagnostics and action.diagnostics[1] and action.diagnostics[1].code
            if action.isPreferred and about == session.fixRule then preferred = action end
          end
          local original = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
          apply(preferred)
          vim.cmd("silent write! " .. vim.fn.fnameescape(session.quickFixed))

          -- Back to the text as it was (the client sends the change), then every safe fix at once, as fix on save
          -- asks.
          vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, original)
          local whole = { start = { line = 0, character = 0 }, ["end"] = { line = vim.api.nvim_buf_line_count(bufnr), character = 0 } }
          local all = code_actions(bufnr, whole, {}, "source.fixAll.piclint")
          apply(all[1])
          vim.cmd("silent write! " .. vim.fn.fnameescape(session.allFixed))
        end

        local ok, err = pcall(run)
        if not ok then table.insert(result.errors, tostring(err)) end
        finish()
        """#
}

extension TestTools {
    /// Neovim's first version with the client calls the test makes (`vim.diagnostic`, `apply_workspace_edit` with
    /// an encoding); Debian 12 ships 0.7.2.
    static let neovimMinimum = (0, 7)

    /// The path of nvim, or what is wrong. Missing, it fails the test, in CI and on a workstation alike, rather than
    /// skip: an untested server would pass unseen.
    static func neovim(searchPath: String? = nil) -> Result<String, ToolProblem> {
        let install = "\(setup) it (Debian: neovim; a Mac: brew install neovim)"
        guard let result = run("nvim", ["--version"], searchPath: searchPath), result.status == 0 else {
            let here = ProcessInfo.processInfo.environment["CI"] != nil ? " on this CI machine" : ""
            return .failure(ToolProblem(description: "nvim is missing (not on PATH)\(here); a test runs piclint server under Neovim's "
                + "built-in LSP client. \(install)"))
        }
        // "NVIM v0.7.2"
        let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
        let numbers = first.drop { !$0.isNumber }.split(separator: ".").prefix(2).compactMap { Int($0.prefix { $0.isNumber }) }
        guard numbers.count == 2, (numbers[0], numbers[1]) >= neovimMinimum else {
            return .failure(ToolProblem(description: "\(first) is older than Neovim \(neovimMinimum.0).\(neovimMinimum.1), whose LSP client "
                + "the test drives piclint server with. \(install)"))
        }
        let folders = (searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let path = folders.map { $0 + "/nvim" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/nvim"
        return .success(path)
    }

    static func requireNeovim(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let found = neovim()
        var problem = ""
        if case .failure(let failure) = found { problem = failure.description }
        return try #require(try? found.get(), "\(problem)", sourceLocation: sourceLocation)
    }
}
