import Spec

/// What a person sees of a control, and nothing of how the model got there (what the spec declared, whether the
/// platform rounded or clamped it). Two specs whose controls look the same show the same screen, which is what
/// piclint's one definition of a safe fix asks: after it, every control looks as it did.
public struct ControlAppearance: Sendable, Hashable {
    public var style: String
    public var drawsWheels: Bool
    public var width: Double
    public var height: Double
    public var neededWidth: Double
    public var description: String?
    public var takesSpace: Bool
    public var wheels: [WheelAppearance]
    /// A date picker's first value as shown, a countdown's first duration as its wheels show it.
    public var dateShown: DateTimeValue?
    public var countdownShown: CountdownDuration?
    public var dateFace: DateFace?
    public var minuteStep: Int?
}

/// One wheel as a person sees it: its rows in order, where it opens, its unit and its size.
public struct WheelAppearance: Sendable, Hashable {
    public var name: String
    /// The rows' texts, up to `WheelValueList.materialisedLimit` (a longer wheel is told apart by its count and ends).
    public var rows: [String]
    /// How many rows, when known, and where the values come from when they are not in the file.
    public var count: Int?
    public var unknownValues: String?
    public var startIndex: Int
    public var loops: Bool
    public var unit: String?
    public var unitPlacement: UnitPlacement
    public var width: Double
    public var rowsInSight: Int
    public var centersSelection: Bool
}

extension ControlModel {
    /// What a person sees of the control.
    public var appearance: ControlAppearance {
        ControlAppearance(
            style: style, drawsWheels: drawsWheels, width: width, height: height, neededWidth: neededWidth,
            description: description, takesSpace: takesSpace, wheels: wheels.map(\.appearance),
            dateShown: dateDefault?.shown, countdownShown: countdown?.shown, dateFace: dateFace, minuteStep: minuteStep)
    }
}

extension WheelModel {
    /// What a person sees of the wheel.
    public var appearance: WheelAppearance {
        let count = values.count
        let known = min(count ?? 0, WheelValueList.materialisedLimit)
        var rows = (0..<known).compactMap { values.value(at: $0)?.text }
        if let count, count > known, let last = values.value(at: count - 1) { rows.append(last.text) }
        var unknown: String?
        switch values {
        case .runtime(let source, _): unknown = source.rawValue
        case .unknown(let why): unknown = "\(why)"
        case .listed, .arithmetic, .named, .computed: unknown = nil
        }
        return WheelAppearance(
            name: name, rows: rows, count: count, unknownValues: unknown, startIndex: startIndex, loops: loops, unit: unit,
            unitPlacement: unitPlacement, width: width, rowsInSight: rowsInSight, centersSelection: centersSelection)
    }
}
