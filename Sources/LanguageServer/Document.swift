import Driver
import LanguageServerProtocol
import PickerModel
import Source

/// An open document: the client's text, unsaved edits included (what piclint lints, never the file on disk), its
/// version, and the findings of the last lint, kept until the text changes.
struct Document: Sendable {
    let uri: DocumentUri
    let file: FileURI
    var version: Int
    var text: [UInt8]
    /// The client's lines of `text`, for incremental changes.
    var lines: LineIndex
    /// The findings of the current text, nil until it is linted again after a change.
    var linted: LintedDocument?
    /// Whether the findings of the current text and configs have yet to be pushed (or, for a client that pulls
    /// them, computed).
    var unpublished = true
    /// How many times this version's findings changed with the clock alone (a default of `today` after midnight):
    /// part of the pulled report's id, so that a client holding the earlier findings is sent the new ones.
    var edition = 0

    init(uri: DocumentUri, version: Int, text: String) {
        self.uri = uri
        self.file = FileURI(uri)
        self.version = version
        self.text = Array(text.utf8)
        self.lines = LineIndex(self.text)
    }

    /// Applies one change: a range replaced (in the negotiated encoding), or the whole text.
    mutating func apply(_ change: TextDocumentContentChangeEvent, encoding: PositionEncoding) {
        switch change {
        case .full(let text):
            self.text = Array(text.utf8)
        case .incremental(let range, _, let replacement):
            let start = lines.offset(of: range.start, in: text, encoding: encoding)
            let end = max(start, lines.offset(of: range.end, in: text, encoding: encoding))
            text.replaceSubrange(start..<end, with: Array(replacement.utf8))
        }
        lines = LineIndex(text)
        linted = nil
        unpublished = true
        edition = 0
    }
}

/// A document's text as linted, with its findings and how to place them.
struct LintedDocument: Sendable {
    /// The version linted (nil for a file read from disk).
    var version: Int?
    var result: DocumentLint.Result
    /// The findings' places in the client's terms (nil when the text could not be read).
    var positions: PositionMap?
    /// The findings as the client sees them, in report order, each with the finding it stands for.
    var diagnostics: [LanguageServerProtocol.Diagnostic]
    /// Why the document was not linted (its config cannot be read): shown as its one diagnostic.
    var problem: String?
    /// The date and time the lint resolved `now` and `today` against; nil when no engine linted it (its config
    /// cannot be read, or leaves it out), and the clock then changes nothing.
    var clock: ModelClock? = nil
}
