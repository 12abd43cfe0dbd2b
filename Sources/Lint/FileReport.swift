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
