import Spec

/// `default-value`: a picker always starts on a sensible value; a wheel with no default starts on its first row.
public struct DefaultValueRule: ControlRule {
    public static let description = RuleDescription(
        id: "default-value", title: "Every picker has a default value", defaultSeverity: .warning)

    public init() {}

    /// Reads whether a default is written; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        if let datePicker = context.control.datePicker {
            // A countdown starts at its duration; `ignored-setting` speaks to a default there.
            guard datePicker.effectiveMode != .countDownTimer, let defaultValue = datePicker.defaultValue,
                  defaultValue.value == .blank else { return [] }
            return [Finding(at: defaultValue.range, "date picker \(context.name) starts blank",
                            help: "start on the most likely value: `default: today`, `now`, or a date")]
        }
        return context.wheels.compactMap { wheel in
            // A default the file cannot hold (code selects a pop-up's item) is not missing from what piclint reads.
            guard wheel.wheel.defaultValue == nil, !wheel.wheel.defaultMayBeSetInCode else { return nil }
            // Values piclint does not know (a picker view's rows) have no default it could name.
            if case .unknown = wheel.wheel.values.value { return nil }
            // Values known only at run time have no default to give in a spec; `dynamic-values` speaks to them.
            if case .source(let source, _) = wheel.wheel.values.value, source.isRuntime { return nil }
            let first = wheel.model.values.value(at: 0).map { " “\($0.text)”" } ?? ""
            return Finding(at: wheel.wheel.values.range,
                           "\(wheel.name) has no default, so it starts on its first value\(first)",
                           help: "add `default:` with the value most people want")
        }
    }
}
