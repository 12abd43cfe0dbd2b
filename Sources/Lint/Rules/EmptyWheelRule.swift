import Spec

/// `empty-wheel`: a wheel with nothing to pick.
public struct EmptyWheelRule: ControlRule {
    public static let description = RuleDescription(
        id: "empty-wheel", title: "Every wheel has values", defaultSeverity: .error)

    public init() {}

    /// Reads whether a wheel has values; a locale writes values differently, but never adds or removes one.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        context.wheels.compactMap { wheelContext in
            let wheel = wheelContext.wheel
            guard wheelContext.model.values.count == 0 else { return nil }
            let subject = wheelContext.name
            switch wheel.values.value {
            case .list:
                return Finding(at: wheel.values.range, "\(subject) has no values",
                               help: "list the values a person can pick, or remove the wheel")
            case .range(let range):
                let step = range.step?.value.text ?? "1"
                let direction = (range.step?.value.number ?? 1) > 0 ? "up" : "down"
                return Finding(at: wheel.values.range,
                               "the range of \(subject) has no values: it counts \(direction) from \(range.from.value) by \(step) and never reaches \(range.to.value)",
                               help: "swap `from` and `to`, or flip the sign of `step`")
            case .source(let source, _):
                return Finding(at: wheel.values.range, "\(subject) expects no values (`source: \(source.rawValue)` with `count: 0`)",
                               help: "a picker needs values to pick from; hide the control while there are none")
            case .unknown:
                // Never reached: a wheel of unknown values has no count. Stated so that the switch stays exhaustive.
                return nil
            }
        }
    }
}
