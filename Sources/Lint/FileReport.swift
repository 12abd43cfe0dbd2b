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
    public var controls: [ControlReport]
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
    public init(path: String, diagnostics: [Diagnostic], sourceLines: [Int: String] = [:], controls: [ControlReport] = []) {
        self.path = path
        self.diagnostics = diagnostics
        self.sourceLines = sourceLines
        self.controls = controls
    }
}

/// One picker of a linted file and its model, as the JSON report and `simulate` show it.
public struct ControlReport: Sendable {
    /// The file, as the user named it.
    public var file: String
    /// The screen's name, platform, locale and size in points.
    public var screen: String
    public var platform: String
    public var locale: String
    public var screenSize: ScreenSize
    /// The control's id.
    public var id: String
    /// `picker` or `datePicker`.
    public var kind: String
    /// A date picker's mode, as it takes effect.
    public var mode: String?
    /// What the reference model shows.
    public var model: ControlModel

    /// Creates a control report for a control of a screen.
    public init(file: String, screen: Screen, control: Control, model: ControlModel) {
        self.file = file
        self.screen = Self.shortened(screen.name.value)
        self.platform = screen.effectivePlatform.rawValue
        self.locale = screen.effectiveLocale
        self.screenSize = screen.size?.value ?? Geometry.defaultScreen(screen.effectivePlatform)
        self.id = control.id.value
        self.kind = control.kind.value.description
        self.mode = control.datePicker?.effectiveMode.rawValue
        self.model = model
    }

    /// The longest screen name reports repeat beside every control; a longer one is cut, so that a hostile
    /// file's one long name cannot multiply into gigabytes of report.
    public static let screenNameLimit = 1_000

    static func shortened(_ name: String) -> String {
        guard name.utf8.count > screenNameLimit else { return name }
        return String(name.prefix(screenNameLimit)) + "…"
    }
}
