import PickerModel
import Spec

/// The words `piclint simulate` prints around its drawings, written for the people who design the screens: sizes as
/// width × height (the order of the screen's line and of design tools), and for each wheel its values, whether it
/// loops, how many values are out of sight and how far the farthest one is.
public enum SimulationWords {
    /// "390 × 844 pt", rounded by `rule` (sizes a person must fit into are rounded up).
    public static func size(width: Double, height: Double, _ rule: FloatingPointRoundingRule) -> String {
        "\(width.wholeNumberText(rule)) × \(height.wholeNumberText(rule)) pt"
    }

    /// The lines under a drawing that say what its wheels hold (or, for a control that is not drawn as wheels,
    /// its options), each ending in a newline; empty without wheels.
    ///
    ///     3 wheels:
    ///       hour:   12 values, 1 to 12, loops; 7 out of sight; the farthest is 6 rows from 7
    ///       minute: 12 values, 00 to 55, loops; 7 out of sight; the farthest is 6 rows from 30
    ///       period: 2 values, AM to PM; the farthest is 1 row from AM
    public static func wheels(_ wheels: [WheelModel], drawnAsWheels: Bool) -> String {
        let noun = drawnAsWheels ? "value" : "option"
        guard wheels.count > 1 else {
            guard let wheel = wheels.first else { return "" }
            return (drawnAsWheels ? "1 wheel: " : "") + describe(wheel, noun: noun, spinning: drawnAsWheels) + "\n"
        }
        let labels = wheels.map(label)
        let width = labels.map(TextWidth.cells).max() ?? 0
        var output = Plural.counted(wheels.count, drawnAsWheels ? "wheel" : "list") + ":\n"
        for (wheel, label) in zip(wheels, labels) {
            let padding = String(repeating: " ", count: max(0, width - TextWidth.cells(label)))
            output += "  \(label):\(padding) " + describe(wheel, noun: noun, spinning: drawnAsWheels) + "\n"
        }
        return output
    }

    /// A date picker's wheels are named for what they hold (`hour`, `month`); a generic picker's are numbered.
    private static func label(_ wheel: WheelModel) -> String {
        wheel.name.allSatisfy(\.isNumber) ? "wheel \(wheel.name)" : wheel.name
    }

    /// "12 values, 1 to 12, loops; 7 out of sight; the farthest is 6 rows from 7". Out of sight and the farthest
    /// value are a wheel's: a menu or a segmented control shows its options another way.
    private static func describe(_ wheel: WheelModel, noun: String, spinning: Bool) -> String {
        guard let count = wheel.count else {
            if case .runtime(let source, _) = wheel.values { return "\(noun)s known only when the app runs (\(source.rawValue))" }
            if case .unknown(let why) = wheel.values { return "\(noun)s unknown (\(why.explanation))" }
            return "\(noun)s unknown"
        }
        guard count > 0 else { return "no \(noun)s" }
        var values = Plural.counted(count, noun)
        switch wheel.values {
        case .named(let source, _): values += " (\(source.rawValue))"
        case .runtime(let source, _): values += " (\(source.rawValue), known only when the app runs)"
        default: break
        }
        // The unit is left to the drawing above, which shows it where the spec puts it: a countdown's changes with
        // the value (1 hour, 2 hours), so "0 to 23 hour" would misspeak.
        if let first = wheel.values.value(at: 0)?.text {
            if count == 1 {
                values += ", " + first
            } else if let last = wheel.values.value(at: count - 1)?.text {
                values += ", \(first) to \(last)"
            }
        }
        if wheel.loops { values += ", loops" }
        var parts = [values]
        if spinning, let hidden = wheel.hidden, hidden > 0 { parts.append("\(hidden) out of sight") }
        if spinning, let rows = wheel.rowsToSpin, rows > 0 {
            let start = (wheel.values.value(at: wheel.startIndex)?.text).map { " from " + $0 } ?? ""
            parts.append("the farthest is \(Plural.counted(rows, "row"))\(start)")
        }
        return parts.joined(separator: "; ")
    }
}
