import YAML

/// One linted file: its diagnostics, and the source lines they point at (for quoting in the text report).
public struct FileReport: Sendable {
    /// How reports name the file.
    public var path: String
    /// Its diagnostics, in report order.
    public var diagnostics: [Diagnostic]
    /// The lines diagnostics point at, for quoting with a caret.
    public var sourceLines: [Int: String]

    /// Creates a file report.
    public init(path: String, diagnostics: [Diagnostic], sourceLines: [Int: String] = [:]) {
        self.path = path
        self.diagnostics = diagnostics
        self.sourceLines = sourceLines
    }
}
