import Config
import Foundation
import LanguageServerProtocol
import Lint

extension Session {
    /// `initialize`: the position encoding (the client's first preference piclint knows, else UTF-16), whether it
    /// pulls diagnostics, its folders, and what the server offers.
    mutating func initialize(_ params: InitializeParams) throws(ResponseError) -> InitializeResult {
        guard phase == .waitingForInitialize else {
            throw ResponseError(code: .invalidRequest, message: "initialize was already received")
        }
        client = params.capabilities
        encoding = PositionEncoding.negotiated(from: params.capabilities.general?.positionEncodings)
        pullsDiagnostics = params.capabilities.textDocument?.diagnostic != nil
        // A client that can pull may still want pushes (`"diagnosticMode": "push"`), as some editors' setups do.
        if case .object(let settings)? = params.initializationOptions, case .string(let mode)? = settings["diagnosticMode"] {
            if mode == "push" { pullsDiagnostics = false }
            if mode == "pull" && params.capabilities.textDocument?.diagnostic != nil { pullsDiagnostics = true }
        }
        var folders = (params.workspaceFolders ?? []).map { FileURI($0.uri) }.filter(\.isFile).map(\.path)
        if folders.isEmpty, let root = params.rootUri.map(FileURI.init), root.isFile { folders = [root.path] }
        workspaceFolders = folders
        phase = .running
        let capabilities = ServerCapabilities(
            positionEncoding: encoding.kind,
            textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
            diagnosticProvider: pullsDiagnostics
                ? DiagnosticOptions(identifier: "piclint", interFileDependencies: true, workspaceDiagnostics: true) : nil,
            codeActionProvider: CodeActionOptions(codeActionKinds: [.quickFix, .sourceFixAllPiclint]),
            hoverProvider: true,
            completionProvider: CompletionOptions(triggerCharacters: [":", " ", ","]))
        return InitializeResult(capabilities: capabilities, serverInfo: ServerInfo(name: LanguageServer.name, version: PiclintVersion.current))
    }

    /// `initialized`: asks the client to watch configs and baselines, when it can, so they are read again when they
    /// change.
    mutating func initialized() {
        guard client.workspace?.didChangeWatchedFiles?.dynamicRegistration == true else { return }
        request(RegisterCapabilityRequest.self, RegistrationParams(registrations: [
            Registration(id: "piclint-watched-files", method: DidChangeWatchedFilesNotification.method,
                         registerOptions: DidChangeWatchedFilesRegistrationOptions(watchers: [
                             FileSystemWatcher(globPattern: "**/.piclint.yml"),
                             // Baselines are JSON files of any name; only the ones a config names clear the cache.
                             FileSystemWatcher(globPattern: "**/*.json"),
                         ])),
        ]))
    }

    /// A config or baseline changed on disk: every config is read again and open documents linted again.
    mutating func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
        let matters = params.changes.contains { event in
            let file = FileURI(event.uri)
            let path = LexicalPath.absolute(file.path)
            return (file.path as NSString).lastPathComponent == ".piclint.yml" || engines.readFiles.contains(path)
        }
        guard matters else { return }
        engines.invalidate()
        generation += 1
        for uri in documents.keys {
            documents[uri]?.linted = nil
            documents[uri]?.unpublished = true
        }
        if pullsDiagnostics, client.workspace?.diagnostics?.refreshSupport == true {
            request(DiagnosticRefreshRequest.self, LSPNull())
        }
    }
}
