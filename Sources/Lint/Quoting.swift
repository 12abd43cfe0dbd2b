import Spec

/// How messages write a value, so that rules speaking of the same value write it alike.
enum Quoting {
    /// A wheel value as messages show it: a number as written, text in double quotes (`5`, `"Mon"`).
    static func value(_ value: PickerValue) -> String {
        value.number != nil ? value.text : "\"\(value.text)\""
    }
}
