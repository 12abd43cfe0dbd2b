import LanguageServerProtocol

extension Session {
    mutating func didOpen(_ params: DidOpenTextDocumentParams) {
        let item = params.textDocument
        documents[item.uri] = Document(uri: item.uri, version: item.version, text: item.text)
    }

    /// Applies the changes in order; the document is linted once every waiting message has been handled.
    mutating func didChange(_ params: DidChangeTextDocumentParams) {
        let uri = params.textDocument.uri
        guard var document = documents[uri] else {
            log(.warning, "piclint server: a change to \(uri), which is not open, ignored")
            return
        }
        // Moved out of the dictionary while it changes, so its text is not copied.
        documents[uri] = nil
        for change in params.contentChanges { document.apply(change, encoding: encoding) }
        document.version = params.textDocument.version
        documents[uri] = document
    }

    /// The file on disk is the truth again: its pushed diagnostics are cleared.
    mutating func didClose(_ params: DidCloseTextDocumentParams) {
        let uri = params.textDocument.uri
        guard documents.removeValue(forKey: uri) != nil else { return }
        if !pullsDiagnostics {
            reply(NotificationMessage(method: PublishDiagnosticsNotification.method,
                                      params: PublishDiagnosticsParams(uri: uri, diagnostics: [])))
        }
    }

    /// Lints the open documents whose text changed since they were last linted and, for a client that does not pull
    /// them, pushes their diagnostics with the version they were computed from.
    mutating func lintChangedDocuments() {
        for uri in documents.keys.sorted() where documents[uri]?.unpublished == true {
            documents[uri]?.unpublished = false
            // A client that pulls asks when it wants them: linting now would only guess.
            guard !pullsDiagnostics, let linted = linted(uri), let version = linted.version else { continue }
            reply(NotificationMessage(method: PublishDiagnosticsNotification.method,
                                      params: PublishDiagnosticsParams(uri: uri, version: version, diagnostics: linted.diagnostics)))
        }
    }

    /// An open document's findings for its current text, linted now if they are not known.
    /// Findings linted on an earlier reading of the clock are linted again: the text is the same, but `today` or
    /// `now` may not be. When that changes them, a client that is pushed findings is pushed the new ones, and one
    /// that pulls them is sent them in full.
    mutating func linted(_ uri: DocumentUri) -> LintedDocument? {
        guard let document = documents[uri] else { return nil }
        if let linted = document.linted, linted.clock == nil || linted.clock == engines.clock.now() { return linted }
        let linted = lint(document.text, file: document.file, version: document.version)
        if let earlier = document.linted, earlier.diagnostics != linted.diagnostics {
            documents[uri]?.edition += 1
            documents[uri]?.unpublished = true
        }
        documents[uri]?.linted = linted
        return linted
    }

    /// The id of a pulled report: the same for the same findings of the same text under the same configs.
    func resultId(of document: Document) -> String {
        "\(generation):\(document.version).\(document.edition)"
    }
}
