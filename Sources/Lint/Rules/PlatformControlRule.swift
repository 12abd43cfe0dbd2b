import Spec

/// `platform-control`: a control or mode the platform does not offer.
public struct PlatformControlRule: ControlRule {
    public static let description = RuleDescription(
        id: "platform-control", title: "The control exists on the platform", defaultSeverity: .error)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        guard let datePicker = context.control.datePicker else { return [] }
        switch context.platform {
        case .tvOS:
            return [Finding(at: context.control.kind.range, "tvOS has no date picker (\(context.name))",
                            help: "let people choose dates with pickers of day, month and year, or with a list")]
        case .watchOS where datePicker.effectiveMode == .dateAndTime:
            return [Finding(at: datePicker.mode?.range ?? context.control.kind.range,
                            "watchOS date pickers show a date or a time, not both: \(context.name) would show only the date and drop the time",
                            help: "use two date pickers, `mode: date` and `mode: time`")]
        case .macOS where datePicker.effectiveMode == .countDownTimer, .watchOS where datePicker.effectiveMode == .countDownTimer:
            // HIG 004 gives the countdown mode to iOS and iPadOS only; AppKit's and watchOS's date pickers have none.
            return [Finding(at: datePicker.mode?.range ?? context.control.kind.range,
                            "\(context.platform.rawValue) has no countdown timer date picker (\(context.name))",
                            help: "offer the duration with a generic picker of hours and minutes, units in the selection bar")]
        default:
            return []
        }
    }
}
