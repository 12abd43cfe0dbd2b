import Lint
import PickerModel
import Spec

/// One picker of a linted file and its model, as the JSON report, the HTML report and `simulate` show it: the
/// Linter's `ModeledControl` in words, with a long screen name cut.
public struct ControlReport: Sendable {
    /// The file, as the user named it.
    public var file: String
    /// The screen's name (cut to `screenNameLimit`), platform, locale and size in points.
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

    /// The report of a control the Linter modelled.
    public init(_ control: ModeledControl) {
        self.file = control.file
        self.screen = Self.shortened(control.screen)
        self.platform = control.platform.rawValue
        self.locale = control.locale
        self.screenSize = control.screenSize
        self.id = control.id
        self.kind = control.kind.description
        self.mode = control.mode?.rawValue
        self.model = control.model
    }

    /// The longest screen name reports repeat beside every control; a longer one is cut, so that a hostile
    /// file's one long name cannot multiply into gigabytes of report.
    public static let screenNameLimit = 1_000

    static func shortened(_ name: String) -> String {
        guard name.utf8.count > screenNameLimit else { return name }
        return String(name.prefix(screenNameLimit)) + "…"
    }
}
