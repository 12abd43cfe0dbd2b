import Spec

/// `coarse-minutes` (opt-in): sixty minutes are rarely needed; 5, 15 or 30 are quicker to set.
public struct CoarseMinutesRule: ControlRule {
    public static let description = RuleDescription(
        id: "coarse-minutes", title: "Minutes are offered at a useful granularity", defaultSeverity: .off)

    public init() {}

    /// Reads the interval, mode and platform as written; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        guard context.platform != .macOS, let datePicker = context.control.datePicker, datePicker.effectiveMode != .date,
              datePicker.effectiveMinuteInterval == 1
        else { return [] }
        let range = datePicker.minuteInterval?.range ?? context.control.kind.range
        return [Finding(at: range, "\(context.name) offers all 60 minutes",
                        help: "consider `minuteInterval: 5`, `15` or `30` unless people need the exact minute")]
    }
}
