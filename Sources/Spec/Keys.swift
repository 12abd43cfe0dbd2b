/// The keys of the spec format, by where they may stand.
enum Keys {
    static let screen = ["screen", "platform", "locale", "size", "controls"]
    static let size = ["width", "height"]
    static let common = ["id", "kind", "label", "presentation", "onSelect"]
    static let wheel = ["values", "range", "source", "count", "unit", "unitPlacement", "default", "order"]
    static let valueSources = ["values", "range", "source"]
    static let range = ["from", "to", "step"]
    static let picker = common + ["style", "wheels"] + wheel
    static let datePicker = common + ["mode", "style", "minuteInterval", "default", "minimumDate", "maximumDate",
                                      "countDownDuration", "selectsRange", "unit"]

    /// Keys that belong to date pickers only, for a clearer message when a picker uses them.
    static let datePickerOnly = Set(datePicker).subtracting(picker)
    /// Keys that belong to generic pickers only.
    static let pickerOnly = Set(picker).subtracting(datePicker)

    /// Whether a key is the author's own (`x-...`), which piclint ignores at any level.
    static func isExtension(_ key: String) -> Bool { key.hasPrefix("x-") }
}
