import Spec

/// `unit-in-values`: every value repeating the same unit ("5 min", "10 min") is noise; say it once, in the bar.
public struct UnitInValuesRule: ControlRule {
    public static let description = RuleDescription(
        id: "unit-in-values", title: "A unit is said once, not in every value", defaultSeverity: .warning)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        context.wheels.compactMap { wheel in
            guard case .list(let values) = wheel.wheel.values.value, values.count >= 2,
                  let unit = Self.sharedUnit(values.map(\.value.text))
            else { return nil }
            return Finding(
                at: wheel.wheel.values.range,
                "every value of \(wheel.name) repeats the unit “\(unit)”",
                help: "give the numbers as values and the unit once: `unit: \(unit)`, drawn in the selection bar")
        }
    }

    /// The unit every text shares around a number ("5 min" → "min", "$5" → "$"), if they all share one;
    /// singular and plural count as one unit ("1 hour", "2 hours").
    static func sharedUnit(_ texts: [String]) -> String? {
        let units = texts.map(split)
        guard let first = units.first, let unit = first, !unit.isEmpty else { return nil }
        func singular(_ unit: String?) -> String? {
            guard let unit, unit.count > 2, unit.hasSuffix("s") else { return unit }
            return String(unit.dropLast())
        }
        guard units.allSatisfy({ singular($0) == singular(unit) }) else { return nil }
        // Name the unit as most values write it.
        return Dictionary(grouping: units.compactMap { $0 }, by: { $0 }).max { $0.value.count < $1.value.count }?.key ?? unit
    }

    /// The text around a number: "5 min" → "min", "€10" → "€", "10" → "" , "Small" → nil.
    static func split(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard let start = scalars.firstIndex(where: { ("0"..."9").contains($0) }) else { return nil }
        var end = start
        while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == "." || scalars[end] == "," { end += 1 }
        var prefixEnd = start
        // A sign belongs to the number ("-5 °C").
        if prefixEnd > 0, "-+−".unicodeScalars.contains(scalars[prefixEnd - 1]) { prefixEnd -= 1 }
        let rawPrefix = String(String.UnicodeScalarView(scalars[..<prefixEnd]))
        let rawSuffix = String(String.UnicodeScalarView(scalars[end...]))
        let prefix = rawPrefix.trimmingWhitespace
        let suffix = rawSuffix.trimmingWhitespace
        guard prefix.isEmpty || suffix.isEmpty else { return nil }
        // Before the number only a symbol is a unit ("$5"); a word is part of the value ("Week 1", "iPhone 15").
        if prefix.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) { return nil }
        let unit = prefix + suffix
        // A word needs a space to be a unit ("5 min"); glued letters are part of the value ("2XL", "1st").
        let spaced = rawSuffix.first?.isWhitespace == true || rawPrefix.last?.isWhitespace == true
        if unit.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) && !spaced { return nil }
        // A unit is a short word or symbol, not a sentence.
        return unit.count <= 12 && !unit.contains(" ") ? unit : nil
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
