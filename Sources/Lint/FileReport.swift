import PickerModel
import Spec
import YAML

/// One linted file: its diagnostics, and the source lines they point at (for quoting in the text report).
public struct FileReport: Sendable {
    /// How reports name the file.
    public var path: String
    /// Its diagnostics, in report order.
    public var diagnostics: [Diagnostic]
    /// The lines diagnostics point at, for quoting with a caret.
    public var sourceLines: [Int: String]
    /// Each picker and date picker of the file, with what the reference model shows for it.
    public var controls: [ModeledControl]
    /// What the policy stage needs of the file's text to apply its `# piclint:` comments; it empties it once they
    /// are applied (`FilePolicy`).
    public var comments = FileComments()
    /// How many findings `# piclint:` comments suppressed.
    public var suppressed = 0
    /// How many findings the baseline hid.
    public var baselined = 0
    /// How many fixes were found but not placed, because the file is not UTF-8 (see `Linter.lint`).
    public var unplacedFixes = 0
    /// How many of those are suggestions (`Fix.Applicability.unsafe`), which only `--unsafe-fixes` would make.
    public var unplacedSuggestions = 0
    /// Whether the file was left alone because it is not plainly a spec (see `SpecRecognition`): found by a folder
    /// walk or a glob, or named under `--skip-non-specs`. Such a report has no findings; reports count it, not list it.
    public var skippedAsNotSpec = false

    /// Creates a file report.
    public init(path: String, diagnostics: [Diagnostic], sourceLines: [Int: String] = [:], controls: [ModeledControl] = []) {
        self.path = path
        self.diagnostics = diagnostics
        self.sourceLines = sourceLines
        self.controls = controls
    }
}

/// A file's comments as its front end read them (never from inside a value), with what judging its `# piclint:`
/// directives needs besides: how many lines the file has, and where a syntax error stopped reading.
public struct FileComments: Sendable {
    /// The comments, in file order.
    public var comments: [Comment]
    /// How many lines the file has (a `disable-file` directive covers them all).
    public var lineCount: Int
    /// Where reading stopped at a syntax error (nil when the whole file was read).
    public var unreadFrom: Mark?

    /// Creates a file's comments.
    public init(_ comments: [Comment] = [], lineCount: Int = 0, unreadFrom: Mark? = nil) {
        self.comments = comments
        self.lineCount = lineCount
        self.unreadFrom = unreadFrom
    }
}
