/// The keys of the spec format, by where they may stand.
enum Keys {
    static let screen = KnownKeys(["screen", "platform", "locale", "size", "controls"])
    static let size = KnownKeys(["width", "height"])
    static let common = ["id", "kind", "label", "presentation", "onSelect"]
    static let wheel = KnownKeys(["values", "range", "source", "count", "unit", "unitPlacement", "default", "order"])
    static let valueSources = ["values", "range", "source"]
    static let range = KnownKeys(["from", "to", "step"])
    static let picker = KnownKeys(common + ["style", "wheels"] + wheel.names)
    static let datePicker = KnownKeys(common + ["mode", "style", "minuteInterval", "default", "minimumDate", "maximumDate",
                                                "countDownDuration", "selectsRange", "unit"])

    /// Keys that belong to date pickers only, for a clearer message when a picker uses them.
    static let datePickerOnly = Set(datePicker.names).subtracting(picker.names)
    /// Keys that belong to generic pickers only.
    static let pickerOnly = Set(picker.names).subtracting(datePicker.names)
}

/// The spec format's keys, for an editor's completion (the language server's): a screen's, and a control's.
public enum SpecKeys {
    /// The keys at a spec's top level.
    public static var screen: [String] { Keys.screen.names }

    /// The keys of a control of either kind, each once: the picker's, then the date picker's own.
    public static var control: [String] {
        var seen = Set<String>()
        return (Keys.picker.names + Keys.datePicker.names).filter { seen.insert($0).inserted }
    }
}
