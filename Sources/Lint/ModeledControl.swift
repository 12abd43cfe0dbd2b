import PickerModel
import Source
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

extension ModeledControl {
    /// What a person sees of the control on its screen: the screen it is on, and the model's appearance of it.
    public var appearance: ScreenControlAppearance {
        ScreenControlAppearance(screen: screen, platform: platform, locale: locale, screenSize: screenSize, id: id, kind: kind,
                                mode: mode, control: model.appearance)
    }
}

/// A control as a person sees it on its screen. A safe fix leaves a file's list of these exactly as it was.
public struct ScreenControlAppearance: Sendable, Hashable {
    public var screen: String
    public var platform: Platform
    public var locale: String
    public var screenSize: ScreenSize
    public var id: String
    public var kind: ControlKind
    public var mode: DatePickerMode?
    public var control: ControlAppearance
}
