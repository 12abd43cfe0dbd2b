import Spec

/// How messages and fixes write a value or a unit, so that rules speaking of the same value write it alike.
enum Quoting {
    /// A wheel value as messages show it: a number as written, text in double quotes (`5`, `"Mon"`).
    static func value(_ value: PickerValue) -> String {
        value.number != nil ? value.text : "\"\(value.text)\""
    }

    /// A unit as a YAML scalar: plain when it is letters alone, else double-quoted (`"%"`, `"°C"`).
    static func unit(_ unit: String) -> String {
        if !unit.isEmpty, unit.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) { return unit }
        return "\"" + unit.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
