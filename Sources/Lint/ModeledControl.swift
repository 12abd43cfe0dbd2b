import PickerModel
import YAML
import Spec

/// One picker or date picker of a linted file, with what the reference model shows for it: the model the Linter
/// hands over, typed. How reports show it (as text, cut to length) is `ControlReport`'s business, in Reports.
public struct ModeledControl: Sendable {
    /// The file, as the user named it.
    public var file: String
    /// The screen's name, platform and locale as they take effect, and its size in points.
    public var screen: String
    public var platform: Platform
    public var locale: String
    public var screenSize: ScreenSize
    /// The control's id and kind.
    public var id: String
    public var kind: ControlKind
    /// A date picker's mode, as it takes effect.
    public var mode: DatePickerMode?
    /// What the reference model shows.
    public var model: ControlModel
    /// Where the control stands in its file, so a finding about it can be told from one about a control of the
    /// same id on another screen.
    public var range: SourceRange

    /// The control of a screen and its model.
    public init(file: String, screen: Screen, control: Control, model: ControlModel) {
        self.file = file
        self.screen = screen.name.value
        self.platform = screen.effectivePlatform
        self.locale = screen.locale(of: control)
        self.screenSize = screen.size?.value ?? Geometry.defaultScreen(screen.effectivePlatform)
        self.id = control.id.value
        self.kind = control.kind.value
        self.mode = control.datePicker?.effectiveMode
        self.model = model
        self.range = control.range
    }
}
