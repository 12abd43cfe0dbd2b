import Source
import YAML

/// One control of a screen: a picker, a date picker, or any other control.
public struct Control: Sendable {
    /// The control's id (`id:`), unique within its screen.
    public var id: Located<String>
    /// What the control is (`kind:`).
    public var kind: Located<ControlKind>
    /// The text of the field or cell the picker edits (`label:`).
    public var label: Located<String>?
    /// Where the picker appears (`presentation:`).
    public var presentation: Located<Presentation>?
    /// What choosing a value does (`onSelect:`).
    public var onSelect: Located<SelectAction>?
    /// The picker- or date-picker-specific part.
    public var details: Details
    /// The size the control is laid out at, when the file records one (an Interface Builder frame).
    public var frame: Located<ScreenSize>?
    /// What gives the presentation when the file does not write it: in a storyboard, the kind of the segue that
    /// leads to the scene the picker is alone on (`show`, `presentation`), placed at that segue.
    public var presentationCause: Located<String>?
    /// The control's mapping.
    public var range: SourceRange

    /// The kind-specific part of a control, kept out of line (`indirect`): a date picker's part is 400 bytes, and a
    /// control is copied into its context for the rules and into its file's report; the copies share one.
    public indirect enum Details: Sendable {
        case picker(Picker)
        case datePicker(DatePicker)
        case other
    }

    /// Creates a control.
    public init(id: Located<String>, kind: Located<ControlKind>, label: Located<String>? = nil,
                presentation: Located<Presentation>? = nil, onSelect: Located<SelectAction>? = nil,
                details: Details, range: SourceRange) {
        self.id = id
        self.kind = kind
        self.label = label
        self.presentation = presentation
        self.onSelect = onSelect
        self.details = details
        self.range = range
    }

    /// The generic picker part, if this is a picker.
    public var picker: Picker? {
        if case .picker(let picker) = details { return picker }
        return nil
    }

    /// The date picker part, if this is a date picker.
    public var datePicker: DatePicker? {
        if case .datePicker(let datePicker) = details { return datePicker }
        return nil
    }

    /// Where the control appears: `inline` when not given.
    public var effectivePresentation: Presentation { presentation?.value ?? .inline }
}

/// What a control is.
public enum ControlKind: Sendable, Hashable, CustomStringConvertible {
    case picker
    case datePicker
    /// Any other control (`button`, `list`, ...): only its common keys are checked.
    case other(String)

    /// Reads a kind from its spelling.
    public init(_ word: String) {
        switch word {
        case "picker": self = .picker
        case "datePicker": self = .datePicker
        default: self = .other(word)
        }
    }

    public var description: String {
        switch self {
        case .picker: return "picker"
        case .datePicker: return "datePicker"
        case .other(let word): return word
        }
    }
}
