import Spec
import YAML

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
                help: "give the numbers as values and the unit once: `unit: \(unit)`, drawn in the selection bar",
                fix: Self.fix(wheel.wheel, values, unit: unit))
        }
    }

    /// The numbers as values (and as the default), and `unit:` said once; none when the wheel has a unit already.
    static func fix(_ wheel: Wheel, _ values: [Located<PickerValue>], unit: String) -> Fix? {
        guard wheel.unit == nil else { return nil }
        var edits: [TextEdit] = []
        for value in values {
            guard let number = numberText(value.value.text) else { return nil }
            edits.append(TextEdit(value.range, .text(number)))
        }
        if let defaultValue = wheel.defaultValue, split(defaultValue.value.text) != nil, let number = numberText(defaultValue.value.text) {
            edits.append(TextEdit(defaultValue.range, .text(number)))
        }
        edits.append(TextEdit(SourceRange(at: wheel.values.range.start), .entryBeforeKey("unit: " + yamlText(unit))))
        // Safe when every value is its number then this unit, which the bar draws after the number; a suggestion otherwise.
        return Fix("give the numbers as values and `unit: \(unit)`", edits: edits,
                   applicability: Self.applicability(movingUnit: unit, outOf: values, default: wheel.defaultValue))
    }

    /// The number in a value with a unit, as YAML (`5`, `-2.5`; quoted when it holds a grouping comma).
    static func numberText(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.firstIndex(where: { ("0"..."9").contains($0) }),
              let last = scalars.lastIndex(where: { ("0"..."9").contains($0) })
        else { return nil }
        var start = first
        if start > 0, "-+−".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
        let number = String(String.UnicodeScalarView(scalars[start...last])).replacingOccurrences(of: "−", with: "-")
        guard number.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ".,+-".unicodeScalars.contains($0) }) else { return nil }
        return number.contains(",") ? "\"" + number + "\"" : number
    }

    /// A unit as a YAML scalar: plain when it is letters alone, else double-quoted (`"%"`, `"$"`).
    static func yamlText(_ unit: String) -> String {
        if !unit.isEmpty, unit.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) { return unit }
        return "\"" + unit.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
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
        // Name the unit as most values write it; of spellings as common, the first written (never hash order,
        // which changes from run to run).
        let spellings = units.compactMap { $0 }
        let counts = Dictionary(grouping: spellings, by: { $0 }).mapValues(\.count)
        var best = unit
        for spelling in spellings where counts[spelling, default: 0] > counts[best, default: 0] { best = spelling }
        return best
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
