import Spec

/// What the reference model shows for one control: its style as the platform resolves it, its size,
/// and its wheels with the values a person would see.
public struct ControlModel: Sendable {
    /// The style the spec declares (`automatic` when it declares none).
    public var declaredStyle: String
    /// The style the platform shows; rules read this one.
    public var style: String
    /// The wheels, left to right: a generic picker's always (its values), a date picker's when drawn as wheels.
    public var wheels: [WheelModel]
    /// Whether the control is drawn as spinning wheels.
    public var drawsWheels: Bool
    /// The control's size on screen, in points.
    public var width: Double
    public var height: Double
    /// The width the control's content needs (the wheels side by side, a button's text), in points.
    public var neededWidth: Double
    /// What a person sees, for controls not drawn as wheels ("a compact button showing …").
    public var description: String?
    /// A date picker's first value: as the spec declares it and as the platform shows it.
    public var dateDefault: DateDefaultModel? {
        get { dateParts?.value.dateDefault }
        set { updateDateParts { $0.dateDefault = newValue } }
    }
    /// A countdown timer's first duration, as declared and as its wheels show it (countdowns drawn as wheels only).
    public var countdown: CountdownModel? {
        get { dateParts?.value.countdown }
        set { updateDateParts { $0.countdown = newValue } }
    }
    /// Whether the control takes space in the screen's layout (it is presented inline).
    public var takesSpace: Bool
    /// What a date picker not drawn as wheels shows, part by part, for drawings.
    public var dateFace: DateFace? {
        get { dateParts?.value.face }
        set { updateDateParts { $0.face = newValue } }
    }
    /// The step of the minutes people set, on the wheels shown or on those a compact button opens: the interval the
    /// platform applies (1 for one it ignores); nil where no minutes are set (date mode, macOS, tvOS).
    public var minuteStep: Int?

    /// What only a date picker has, held apart: inline, it made every model 400 bytes, and a model is kept twice
    /// for each control (for the rules and for the report), which for a file of 50,000 generic pickers was some 25 MB
    /// of room for dates none of them has. Shared between copies and never changed in place, so a model stays a value.
    private var dateParts: DatePartsBox?

    private struct DateParts: Sendable {
        var dateDefault: DateDefaultModel?
        var countdown: CountdownModel?
        var face: DateFace?
    }

    private final class DatePartsBox: Sendable {
        let value: DateParts
        init(_ value: DateParts) { self.value = value }
    }

    private mutating func updateDateParts(_ change: (inout DateParts) -> Void) {
        var parts = dateParts?.value ?? DateParts()
        change(&parts)
        dateParts = parts.dateDefault == nil && parts.countdown == nil && parts.face == nil ? nil : DatePartsBox(parts)
    }

    /// Creates a control model.
    public init(declaredStyle: String, style: String, wheels: [WheelModel], drawsWheels: Bool, width: Double, height: Double,
                neededWidth: Double, description: String? = nil, dateDefault: DateDefaultModel? = nil, takesSpace: Bool = true) {
        self.declaredStyle = declaredStyle
        self.style = style
        self.wheels = wheels
        self.drawsWheels = drawsWheels
        self.width = width
        self.height = height
        self.neededWidth = neededWidth
        self.description = description
        self.takesSpace = takesSpace
        self.dateDefault = dateDefault
    }
}

/// A date picker's default as declared and as shown (the platform rounds minutes down to the interval
/// and keeps the date within the minimum and maximum).
public struct DateDefaultModel: Sendable, Hashable {
    /// The value the spec asks for, with `now`/`today` resolved against the clock; nil for a blank picker.
    public var declared: DateTimeValue?
    /// The value the wheels show at first.
    public var shown: DateTimeValue
    /// Whether the platform moved the minutes to fit the interval.
    public var roundedToInterval: Bool
    /// The bound the platform moved the value to, when it lay outside the minimum and maximum.
    public var clampedTo: DateBound?

    /// Whether the platform moved the value into the minimum and maximum.
    public var clamped: Bool { clampedTo != nil }
}

/// A countdown timer's `countDownDuration` as declared and as its wheels show it: the platform keeps it within
/// 0:00...23:59, drops the seconds and rounds the minutes down to the interval.
public struct CountdownModel: Sendable, Hashable {
    /// The duration the spec gives (0:00 when it gives none, as the platform starts).
    public var declared: CountdownDuration
    /// The hours and minutes the wheels show at first.
    public var shown: CountdownDuration
    /// Whether the declared duration was negative or longer than 23:59, so the platform kept it within its limits.
    public var clamped: Bool
    /// Whether the platform moved the whole minutes down to fit the interval (dropped seconds alone do not count).
    public var roundedToInterval: Bool

    /// Creates a countdown model.
    public init(declared: CountdownDuration, shown: CountdownDuration, clamped: Bool, roundedToInterval: Bool) {
        self.declared = declared
        self.shown = shown
        self.clamped = clamped
        self.roundedToInterval = roundedToInterval
    }
}

/// A minimum or maximum date, resolved against the clock.
public struct DateBound: Sendable, Hashable {
    /// Which bound it is.
    public enum Side: String, Sendable, Hashable {
        case minimum, maximum
    }

    public var side: Side
    public var value: DateTimeValue
}

/// One wheel as a person would see it.
public struct WheelModel: Sendable {
    /// The wheel's name in reports: `month`, `day`, `year`, `date`, `hour`, `minute`, `period`,
    /// `hours` and `minutes` for a countdown, `1`, `2`, ... for a generic picker.
    public var name: String
    /// The values, in display order.
    public var values: WheelValueList
    /// The position selected at first, when known (a generic wheel whose default is not a value has none).
    public var defaultIndex: Int?
    /// Whether the wheel appears to spin endlessly.
    public var loops: Bool
    /// The unit label, if any, and where it is drawn.
    public var unit: String?
    public var unitPlacement: UnitPlacement
    /// The wheel's width: its widest value and unit label, plus padding, in points.
    public var width: Double
    /// The drawn width of the widest value alone, in points.
    public var widestValueWidth: Double
    /// How many rows a person sees at once: five on a wheel; in a menu or list, as many as the screen holds.
    public var rowsInSight = Geometry.visibleRows
    /// Whether the rows in sight center on the selection (a wheel) or start at the top (a menu or list).
    public var centersSelection = true

    /// Creates a wheel model; its width comes from its widest value and its unit.
    public init(name: String, values: WheelValueList, defaultIndex: Int?, loops: Bool = false,
                unit: String? = nil, unitPlacement: UnitPlacement = .selectionBar, widestText: String? = nil) {
        self.name = name
        self.values = values
        self.defaultIndex = defaultIndex
        self.loops = loops
        self.unit = unit
        self.unitPlacement = unitPlacement
        // A long list's widest value can be known already (a named source's, measured once per locale).
        widestValueWidth = Geometry.textWidth(widestText ?? values.widestText)
        var width = widestValueWidth + 2 * Geometry.wheelPadding
        if let unit, unitPlacement != .above {
            width += Geometry.unitGap + Geometry.textWidth(unit)
        }
        self.width = width
    }

    /// The number of values, when known.
    public var count: Int? { values.count }

    /// The row the wheel starts at: its default, or the first row.
    public var startIndex: Int { defaultIndex ?? 0 }

    /// How many values are in sight at once while the wheel stands at its first value: the selected row and up to
    /// two rows either side on a wheel (a wheel opened on its first value shows three), every value up to the rows
    /// that fit on the screen in a menu or list, which opens at its top. Counts come from specs
    /// (`count: 9223372036854775807`), so no step here may overflow.
    public var visible: Int? {
        guard let count else { return nil }
        guard count > 0 else { return 0 }
        if loops || !centersSelection { return min(count, rowsInSight) }
        let half = rowsInSight / 2
        let start = min(max(0, startIndex), count - 1)
        let first = start > half ? start - half : 0
        let last = start >= count - 1 - half ? count - 1 : start + half
        return last - first + 1
    }

    /// Values out of sight while the wheel stands at its first value.
    public var hidden: Int? {
        guard let count, let visible else { return nil }
        return count - visible
    }

    /// Rows a person spins from the first value shown to the farthest value (half the wheel when it loops).
    public var rowsToSpin: Int? {
        guard let count, count > 0 else { return count == nil ? nil : 0 }
        if loops { return count / 2 }
        let start = min(max(0, startIndex), count - 1)
        return max(start, count - 1 - start)
    }

    /// The values in the visible rows around the selection (nil for an empty row), top to bottom.
    public func visibleRows(_ rows: Int = Geometry.visibleRows) -> [PickerValue?] {
        let half = max(0, rows) / 2
        let count = self.count ?? 0
        return (-half...half).map { offset in
            guard count > 0 else { return nil }
            let (row, overflow) = startIndex.addingReportingOverflow(offset)
            guard !overflow else { return nil }
            var index = row
            if loops {
                index = row % count
                if index < 0 { index += count }
            }
            return values.value(at: index)
        }
    }
}

/// What a date picker that is not drawn as wheels shows, in the words and numbers of its locale.
public enum DateFace: Sendable, Hashable {
    /// A compact button: its texts side by side (a date, a time, or both).
    case compact([String])
    /// A calendar month (inline on iOS, graphical on macOS), with the time below it (iOS) or a clock face beside
    /// it (macOS).
    case calendar(CalendarMonth, time: DateFaceTime?)
    /// A time field (an inline time picker on iOS).
    case timeField(String)
    /// A text field with a stepper (macOS textual).
    case textField(String)
    /// A countdown in a compact button: the duration it would show, and why the platform refuses it (a countdown
    /// exists only as wheels; UIKit raises an exception).
    case compactCountdown(String, why: String)
    /// Nothing to draw, and why.
    case unavailable(String)
}

/// The time a calendar shows with its month: as text (iOS, below the month) and as the hands of a clock face
/// (macOS, beside it).
public struct DateFaceTime: Sendable, Hashable {
    public var text: String
    public var hour: Int
    public var minute: Int
    /// Whether the platform draws it as a clock face beside the month (macOS) rather than a field below it (iOS).
    public var clockFace: Bool

    /// Creates a time.
    public init(text: String, hour: Int, minute: Int, clockFace: Bool) {
        self.text = text
        self.hour = hour
        self.minute = minute
        self.clockFace = clockFace
    }
}

/// A calendar month as a date picker draws it: its title, the weekday row from the locale's first weekday, and
/// its days laid out in weeks.
public struct CalendarMonth: Sendable, Hashable {
    /// The month and year as the title shows them ("November 2026").
    public var title: String
    /// The weekday column heads, the locale's first weekday first.
    public var weekdays: [String]
    /// The days' labels (in the locale's digits), 1 to the month's last.
    public var days: [String]
    /// How many blank cells come before day 1.
    public var leadingBlanks: Int
    /// The selected day (1-based), if it is in this month.
    public var selectedDay: Int?
    /// Whether a person drags across days to select a range (macOS `selectsRange`); the drawing shows the selected
    /// day as a range's end.
    public var selectsRange = false
    /// Whether the weeks run right to left, as in a right-to-left script.
    public var rightToLeft = false

    /// Creates a month.
    public init(title: String, weekdays: [String], days: [String], leadingBlanks: Int, selectedDay: Int?) {
        self.title = title
        self.weekdays = weekdays
        self.days = days
        self.leadingBlanks = leadingBlanks
        self.selectedDay = selectedDay
    }
}
