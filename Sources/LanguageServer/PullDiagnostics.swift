import Config
import Driver
import Foundation
import LanguageServerProtocol
import Lint
import Source

extension Session {
    /// `textDocument/diagnostic`: an open document's findings for its current text, or a file's on disk; `unchanged`
    /// when the client already holds the report for this text and these configs.
    mutating func documentDiagnostics(_ params: DocumentDiagnosticParams) -> DocumentDiagnosticReport {
        let uri = params.textDocument.uri
        // Linted first (for an open document only): on a new reading of the clock, the same text may have new
        // findings, and a new id.
        if let linted = linted(uri), let document = documents[uri] {
            let resultId = resultId(of: document)
            if params.previousResultId == resultId { return .unchanged(resultId: resultId) }
            return .full(resultId: resultId, items: linted.diagnostics)
        }
        let file = FileURI(uri)
        guard file.isFile else { return .full(resultId: nil, items: []) }
        return .full(resultId: nil, items: lintOnDisk(file).diagnostics)
    }

    /// `workspace/diagnostic`: every file piclint would lint in each workspace folder (the config's `include`, else
    /// the folder's specs, Interface Builder and Swift files, less its `exclude`), open ones with their unsaved text.
    mutating func workspaceDiagnostics(_ params: WorkspaceDiagnosticParams) throws(ResponseError) -> WorkspaceDiagnosticReport {
        var items: [WorkspaceDocumentDiagnosticReport] = []
        var seen: Set<String> = []
        for folder in workspaceFolders {
            for path in workspaceFiles(in: folder) where seen.insert(path).inserted {
                if let answering, inbox.holdsCancellation(of: answering) {
                    throw ResponseError(code: .requestCancelled, message: "cancelled")
                }
                let uri = FileURI.uri(of: path)
                if let linted = linted(uri), let document = documents[uri] {
                    items.append(WorkspaceDocumentDiagnosticReport(
                        uri: uri, version: document.version, report: .full(resultId: resultId(of: document), items: linted.diagnostics)))
                } else {
                    let linted = lintOnDisk(FileURI(uri))
                    items.append(WorkspaceDocumentDiagnosticReport(uri: uri, version: nil, report: .full(resultId: nil, items: linted.diagnostics)))
                }
            }
        }
        return WorkspaceDiagnosticReport(items: items)
    }

    /// The files the command line would lint run in a folder with no paths, or with the folder as its path.
    mutating func workspaceFiles(in folder: String) -> [String] {
        var configuration: Configuration?
        if case .ready(let engine) = engines.entry(forFolder: folder) { configuration = engine.configuration }
        var roots = [folder]
        if let configuration, !configuration.include.isEmpty {
            roots = configuration.include.map { glob in
                glob.isAbsolute ? glob.pattern : configuration.directory + "/" + glob.pattern
            }
        }
        guard case .success(let inputs) = InputCollector().collect(roots, configuration: configuration) else { return [] }
        return inputs.compactMap { input in
            guard case .path(let path) = input.source else { return nil }
            return path.display
        }
    }

    /// A file that is not open, linted as it is on disk.
    mutating func lintOnDisk(_ file: FileURI) -> LintedDocument {
        switch FileBytes.read(file.path, limit: ParseLimits.default.maxFileSize + 1) {
        case .success(let bytes):
            return lint(bytes, file: file, version: nil)
        case .failure(let failure):
            let why: String
            switch failure {
            case .system(let reason): why = reason
            case .tooLarge(let limit): why = "more than \(limit) bytes"
            }
            return LintedDocument(version: nil, result: DocumentLint.Result(report: FileReport(path: file.path, diagnostics: []), source: nil),
                                  positions: nil, diagnostics: [Self.notice("cannot read the file: \(why)", severity: .error)])
        }
    }
}
