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
                            "watchOS date pickers show a date or a time, not both (\(context.name))",
                            help: "use two date pickers, `mode: date` and `mode: time`")]
        default:
            return []
        }
    }
}
