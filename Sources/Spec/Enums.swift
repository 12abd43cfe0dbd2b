/// An enum of the spec format, decoded from its exact spelling.
public protocol SpecEnum: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {
    /// What the key holding this enum is about, for messages ("platform", "style").
    static var noun: String { get }
}

extension SpecEnum {
    /// Every valid spelling, in the order the spec format lists them.
    public static var spellings: [String] { allCases.map(\.rawValue) }
}

/// The platform a screen runs on.
public enum Platform: String, SpecEnum {
    case iOS, iPadOS, macOS, watchOS, tvOS, visionOS
    public static let noun = "platform"
}

/// Where a picker appears when its field is activated.
public enum Presentation: String, SpecEnum {
    case inline, popover, bottomSheet, modal, push
    public static let noun = "presentation"
}

/// What choosing a value does (`onSelect`).
public enum SelectAction: String, SpecEnum {
    case update, navigate
    public static let noun = "onSelect action"
}

/// How a generic picker is drawn.
public enum PickerStyle: String, SpecEnum {
    case automatic, wheels, menu, inline, navigationLink, segmented, radioGroup
    public static let noun = "picker style"
}

/// Where a wheel's unit label is drawn.
public enum UnitPlacement: String, SpecEnum {
    case selectionBar, above, onWheel
    public static let noun = "unit placement"
}

/// The order the author says a wheel's values follow.
public enum ValueOrder: String, SpecEnum {
    case ascending, descending, alphabetical, chronological, custom
    public static let noun = "order"
}

/// Where a wheel's values come from when they are not listed.
public enum NamedSource: String, SpecEnum {
    case countries, languages, currencies, timeZones, dynamic, random
    public static let noun = "source"

    /// Whether the values are only known at run time (`dynamic`, `random`).
    public var isRuntime: Bool { self == .dynamic || self == .random }
}

/// What a date picker picks.
public enum DatePickerMode: String, SpecEnum {
    case date, time, dateAndTime, countDownTimer
    public static let noun = "date picker mode"

    /// Whether the mode shows calendar dates.
    public var hasDate: Bool { self == .date || self == .dateAndTime }
    /// Whether the mode shows a time of day.
    public var hasTime: Bool { self == .time || self == .dateAndTime }
}

/// How a date picker is drawn.
public enum DatePickerStyle: String, SpecEnum {
    case automatic, compact, inline, wheels, textual, graphical
    public static let noun = "date picker style"
}
