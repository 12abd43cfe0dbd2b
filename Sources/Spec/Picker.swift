import Source
import YAML

/// A generic picker (`kind: picker`): one or more wheels of values.
public struct Picker: Sendable {
    /// The declared style, if any.
    public var style: Located<PickerStyle>?
    /// The wheels, left to right.
    public var wheels: [Wheel]
    /// Interface Builder's `showsSelectionIndicator`, which has had no effect since iOS 7, when the file sets it.
    public var showsSelectionIndicator: Located<Bool>?

    /// Creates a picker.
    public init(style: Located<PickerStyle>? = nil, wheels: [Wheel]) {
        self.style = style
        self.wheels = wheels
    }

    /// The style in effect: `automatic` when none is given.
    public var effectiveStyle: PickerStyle { style?.value ?? .automatic }
}

/// One wheel of a generic picker (UIKit's "component").
public struct Wheel: Sendable {
    /// Whether the value selected at first may be set where piclint cannot see it (an Interface Builder pop-up
    /// with no `selectedItem`, which code selects): no default is then not reported.
    public var defaultMayBeSetInCode = false
    /// Where the values come from: the `values`, `range` or `source` node.
    public var values: Located<WheelValues>
    /// The unit label, if any.
    public var unit: Located<String>?
    /// Where the unit label is drawn, if given.
    public var unitPlacement: Located<UnitPlacement>?
    /// The value selected at first, if given.
    public var defaultValue: Located<PickerValue>?
    /// The order the author declares, if any.
    public var order: Located<ValueOrder>?
    /// The wheel's mapping (the control's, for a single wheel given on the control).
    public var range: SourceRange

    /// Creates a wheel.
    public init(values: Located<WheelValues>, unit: Located<String>? = nil, unitPlacement: Located<UnitPlacement>? = nil,
                defaultValue: Located<PickerValue>? = nil, order: Located<ValueOrder>? = nil, range: SourceRange) {
        self.values = values
        self.unit = unit
        self.unitPlacement = unitPlacement
        self.defaultValue = defaultValue
        self.order = order
        self.range = range
    }

    /// Where the unit label is drawn: the selection bar when not given.
    public var effectiveUnitPlacement: UnitPlacement { unitPlacement?.value ?? .selectionBar }
}

/// Where a wheel's values come from.
public enum WheelValues: Sendable {
    /// Listed values, in the order shown.
    case list([Located<PickerValue>])
    /// Numbers from `from` to `to` by `step`.
    indirect case range(NumberRange)
    /// A named or run-time source, with the expected count for `dynamic` and `random`.
    case source(NamedSource, count: Located<Int>?)
    /// Values the file does not hold, so piclint does not know them: a picker view's rows come from its data
    /// source in code. Not `source: dynamic`, which says the values are unpredictable to the person; no rule
    /// about the list or its values judges these.
    case unknown(UnknownValues)
}

/// Why a wheel's values are not in the file.
public enum UnknownValues: String, Sendable, Hashable {
    /// A picker view (UIPickerView): its data source supplies the rows.
    case dataSource
    /// A pop-up button whose items are bound from code (`<binding key="content…">`).
    case binding
    /// A pop-up button whose items are Xcode's placeholders (`Item 1`, `Item 2`…), which code replaces.
    case placeholders
    /// A pop-up button with no items in the file: code adds them.
    case filledInCode
    /// Swift source whose rows are not literals (a collection, a parameter, another file's enum): piclint runs no code.
    case computed

    /// Where the values come from, for messages and `simulate`.
    public var explanation: String {
        switch self {
        case .dataSource: return "rows from its data source in code"
        case .binding: return "items bound from code"
        case .placeholders: return "Xcode's placeholder items, replaced from code"
        case .filledInCode: return "no items in the file; code adds them"
        case .computed: return "rows computed in code, which piclint does not run"
        }
    }
}

/// One value of a wheel as a person sees it: its text, and its number when it is one.
public struct PickerValue: Sendable, Hashable, CustomStringConvertible {
    /// The text shown on the wheel.
    public var text: String
    /// The number, when the spec gave a number.
    public var number: Double?

    /// Creates a value.
    public init(text: String, number: Double? = nil) {
        self.text = text
        self.number = number
    }

    /// Whether two values mean the same to a person: equal text, or the same number however written
    /// (`5`, `5.0`, `"5"`); so a person could not tell which one they picked. Past 2^53 different numbers
    /// (9007199254740993 and 9007199254740992) read as one double, so only their texts can say.
    public func isSame(as other: PickerValue) -> Bool {
        if text == other.text { return true }
        guard let number = comparableNumber, let otherNumber = other.comparableNumber else { return false }
        return number == otherNumber
    }

    /// The number the value shows, when a double holds it exactly enough to tell it from its neighbours.
    public var comparableNumber: Double? {
        numericValue.flatMap { WholeNumbers.isExact($0) ? $0 : nil }
    }

    /// The number the value shows: the spec's number, or a decimal written as text (`"5"`, `"2.5"`).
    public var numericValue: Double? {
        number ?? Self.decimal(text)
    }

    /// The number a text is when it is only a decimal (`"5"`, `"-2.5"`, `"+3"`), read by a byte scan: this runs
    /// for every value a default is compared with and every value whose order is judged.
    public static func decimal(_ text: String) -> Double? {
        var digits = 0
        var dots = 0
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "."): dots += 1
            case UInt8(ascii: "-") where offset == 0, UInt8(ascii: "+") where offset == 0: break
            default: return nil
            }
        }
        guard digits > 0, dots <= 1 else { return nil }
        return Double(text)
    }

    public var description: String { text }
}

/// `range: {from:, to:, step:}`: an arithmetic sequence, never materialised.
public struct NumberRange: Sendable, Hashable {
    /// The first value.
    public var from: Located<PickerValue>
    /// The last value, inclusive, when the step lands on it.
    public var to: Located<PickerValue>
    /// The step (1 when not given); negative counts down. Never zero.
    public var step: Located<PickerValue>?

    /// Creates a range.
    public init(from: Located<PickerValue>, to: Located<PickerValue>, step: Located<PickerValue>? = nil) {
        self.from = from
        self.to = to
        self.step = step
    }
}
