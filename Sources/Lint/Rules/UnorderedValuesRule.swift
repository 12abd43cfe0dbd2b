import Spec

/// `unordered-values` (opt-in): words in no order piclint recognises, on a wheel with values out of sight. A guess:
/// the words may follow an order piclint does not know (a workflow's steps, tiers, most used first), so it is off by
/// default, for teams that want every hidden list sorted and will mark their deliberate orders `order: custom`.
public struct UnorderedValuesRule: ControlRule {
    public static let description = RuleDescription(
        id: "unordered-values", title: "Hidden values follow an order piclint recognises", defaultSeverity: .off)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        context.wheels.compactMap { wheel in
            guard case .noRecognisedOrder(let judged, let hidden)? = OrderVerdict.of(wheel, in: context) else { return nil }
            let outOfSight = "\(hidden) of its \(Plural.counted(judged.values.count, "value")) \(Plural.verb(hidden, "is", "are"))"
            return Finding(
                at: wheel.wheel.values.range,
                "the values of \(wheel.name) follow no order piclint recognises, and \(outOfSight) out of sight when it opens: they are not numbers up or down, not alphabetical, and not a known sequence such as sizes, months or frequencies",
                help: "sort them, " + context.wording.deliberateOrder(rule: Self.description.id.rawValue, example: "most used first, a workflow's steps"))
        }
    }
}
