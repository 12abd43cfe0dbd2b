import Spec

/// Swift source: settings as SwiftUI writes them, with UIKit's property where it differs, since a file may hold
/// either and piclint's help names the change, not the framework.
public struct SwiftWording: Wording {
    public init() {}

    /// Swift's line comment, which the suppression reader takes with the YAML spellings.
    public func suppression(_ scope: String, rules: [String]) -> String? {
        "// piclint:\(scope) " + rules.joined(separator: ", ")
    }

    public func setting(_ key: SettingKey, _ values: [String], of kind: ControlKind) -> String {
        values.map { spelling(key, $0, of: kind) }.joinedAsChoices()
    }

    private func spelling(_ key: SettingKey, _ value: String, of kind: ControlKind) -> String {
        switch (key, value, kind) {
        case (.kind, "datePicker", _): return "a `DatePicker` (`UIDatePicker` in UIKit)"
        case (.kind, "picker", _): return "a `Picker`"
        case (.mode, "date", _): return "`displayedComponents: .date` (`datePickerMode = .date`)"
        case (.mode, "time", _): return "`displayedComponents: .hourAndMinute` (`datePickerMode = .time`)"
        case (.mode, "dateAndTime", _): return "`displayedComponents: [.date, .hourAndMinute]` (`datePickerMode = .dateAndTime`)"
        case (.mode, "countDownTimer", _): return "UIKit's `datePickerMode = .countDownTimer`"
        case (.style, "wheels", .datePicker): return "`.datePickerStyle(.wheel)` (`preferredDatePickerStyle = .wheels`)"
        case (.style, "compact", .datePicker): return "`.datePickerStyle(.compact)` (`preferredDatePickerStyle = .compact`)"
        case (.style, "inline", .datePicker): return "`.datePickerStyle(.graphical)` (`preferredDatePickerStyle = .inline`)"
        case (.style, "wheels", _): return "`.pickerStyle(.wheel)`"
        case (.style, "navigationLink", _): return "`.pickerStyle(.navigationLink)`"
        case (.style, let style, _): return "`.pickerStyle(.\(style))`"
        case (.presentation, "inline", _): return "in the form beside its field (a compact date picker, or a row that expands)"
        case (.presentation, "popover", _): return "in a `.popover`"
        case (.presentation, "bottomSheet", _): return "in a sheet with `.presentationDetents([.medium])`"
        case (.unit, let unit, _): return "a “\(unit)” label beside the wheel"
        default: return "\(key.rawValue) `\(value)`"
        }
    }

    /// A ForEach over a stride: `ForEach(Array(stride(from: 5, through: 60, by: 5)), id: \.self)`.
    public func range(from: String, to: String, step: String) -> String? {
        "`stride(from: \(from), through: \(to), by: \(step))`"
    }

    public func deliberateOrder(rule: String, example: String?) -> String {
        "unless the order is deliberate" + (example.map { " (\($0))" } ?? "") + ": then say so with `// piclint:disable-next-line \(rule)` above it"
    }

    public func screenShowing(by cause: Located<String>, as presentation: Presentation) -> String {
        let shows = presentation == .push ? "pushes" : cause.value == ".fullScreenCover" ? "covers the screen with" : "presents as a full-height sheet"
        return "a view that `\(cause.value)` (line \(cause.range.start.line)) \(shows)"
    }

    public func removing(_ key: SettingKey) -> String {
        key == .locale ? "remove the `locale` assignment or the `.environment(\\.locale, …)` modifier" : "remove the `\(key.rawValue)` setting"
    }
}
