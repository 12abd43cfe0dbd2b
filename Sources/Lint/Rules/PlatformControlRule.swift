import Spec

/// `platform-control`: a control or mode the platform does not offer.
public struct PlatformControlRule: ControlRule {
    public static let description = RuleDescription(
        id: "platform-control", title: "The control exists on the platform", defaultSeverity: .error)

    public init() {}

    /// Reads the control, its mode and the platform; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        guard let datePicker = context.control.datePicker else { return [] }
        switch context.platform {
        case let platform where !platform.hasDatePicker:
            return [Finding(at: context.control.kind.range, "\(platform.rawValue) has no date picker (\(context.name))",
                            help: "let people choose dates with pickers of day, month and year, or with a list")]
        case let platform where datePicker.effectiveMode == .dateAndTime && !platform.hasDateAndTimeDatePicker:
            return [Finding(at: datePicker.mode?.range ?? context.control.kind.range,
                            "\(platform.rawValue) date pickers show a date or a time, not both: \(context.name) would show only the date and drop the time",
                            help: "use two date pickers, \(context.wording.setting(.mode, "date", of: .datePicker)) and \(context.wording.setting(.mode, "time", of: .datePicker))")]
        case let platform where datePicker.effectiveMode == .countDownTimer && !platform.hasCountdownDatePicker:
            // HIG 004 gives the countdown mode to iOS and iPadOS only; AppKit's and watchOS's date pickers have none.
            // `use-date-picker` leaves the generic picker advised here alone on these platforms.
            return [Finding(at: datePicker.mode?.range ?? context.control.kind.range,
                            "\(platform.rawValue) has no countdown timer date picker (\(context.name))",
                            help: "offer the duration with a generic picker: an hours wheel (0 to 23, \(context.wording.setting(.unit, "hours"))) and a minutes wheel (\(context.wording.setting(.unit, "min"))), the units in the selection bar")]
        default:
            return []
        }
    }
}
