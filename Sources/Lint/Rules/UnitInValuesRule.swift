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

    /// The unit every text shares around a number ("5 min" → "min", "$5" → "$"), if they all share one.
    static func sharedUnit(_ texts: [String]) -> String? {
        let parts = texts.map(split)
        guard let first = parts.first, let unit = first, !unit.isEmpty else { return nil }
        return parts.allSatisfy { $0 == unit } ? unit : nil
    }

    /// The text around a number: "5 min" → "min", "€10" → "€", "10" → "" , "Small" → nil.
    static func split(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard let start = scalars.firstIndex(where: { ("0"..."9").contains($0) }) else { return nil }
        var end = start
        while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == "." || scalars[end] == "," { end += 1 }
        let rawPrefix = String(String.UnicodeScalarView(scalars[..<start]))
        let rawSuffix = String(String.UnicodeScalarView(scalars[end...]))
        let prefix = rawPrefix.trimmingWhitespace
        let suffix = rawSuffix.trimmingWhitespace
        guard prefix.isEmpty || suffix.isEmpty else { return nil }
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
