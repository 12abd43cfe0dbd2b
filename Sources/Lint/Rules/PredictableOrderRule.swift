import PickerModel
import Spec

/// `predictable-order`: hidden values are only easy to find when people can predict them from the visible ones. It
/// speaks only on evidence: values that nearly follow an order and break it, or a declared order not followed.
/// Words in no order piclint recognises are `unordered-values`' guess, off by default.
public struct PredictableOrderRule: ControlRule {
    public static let description = RuleDescription(
        id: "predictable-order", title: "Values are in a predictable order", defaultSeverity: .warning, fixes: .suggestion)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        context.wheels.compactMap { wheel in
            switch OrderVerdict.of(wheel, in: context) {
            case .breaksDeclared(let declared, let judged, let judgement, let index)?:
                let values = judged.values
                return Finding(
                    at: values[index].range,
                    "the values of \(wheel.name) do not follow the declared `order: \(declared.rawValue)`: “\(values[index].value.text)” comes after “\(values[index - 1].value.text)”, which breaks \(judgement.order.name) order",
                    help: "sort the values to match, or change `order`", fix: Self.sortingFix(judged, judgement))
            case .cannotFollowDeclared(let declared, let judged)?:
                return Finding(
                    at: judged.values[0].range,
                    "the values of \(wheel.name) are declared `order: \(declared.rawValue)` but are not \(Self.kinds(declared))",
                    help: "sort the values to match, or change `order`")
            case .breaksNearOrder(let judged, let judgement, let index)?:
                let values = judged.values
                return Finding(
                    at: values[index].range,
                    "the values of \(wheel.name) nearly follow \(judgement.order.name) order, but “\(values[index].value.text)” comes after “\(values[index - 1].value.text)”",
                    help: "move it to its place in that order, " + context.wording.deliberateOrder(rule: Self.description.id.rawValue, example: nil),
                    fix: Self.sortingFix(judged, judgement))
            case .noRecognisedOrder?, nil:
                return nil
            }
        }
    }

    /// The list in the order's sequence: the positions of the core's values, sorted by their keys (stable), with
    /// catch-alls at the ends ("None", "Custom") left in place.
    static func sortedPositions(_ judgement: ValueOrders.Judgement) -> [Int] {
        Array(judgement.core).enumerated().sorted { lhs, rhs in
            let left = judgement.keys[lhs.element] ?? 0, right = judgement.keys[rhs.element] ?? 0
            if left != right { return judgement.order.ascending ? left < right : left > right }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Each value moved to its place in the order. A suggestion, never made by `--fix` alone: a reordering changes
    /// which rows stand where on the screen, and only the author knows whether "most used first" was the point.
    /// Lists with repeats get none: which copy moves is a guess.
    static func sortingFix(_ judged: OrderVerdict.Judged, _ judgement: ValueOrders.Judgement) -> Fix? {
        guard !judged.hasRepeats else { return nil }
        let located = judged.values
        let edits = zip(Array(judgement.core), sortedPositions(judgement)).compactMap { slot, source in
            slot == source ? nil : TextEdit(located[slot].range, .moveItem(located[source].range))
        }
        return edits.isEmpty ? nil : Fix("sort the values (\(judgement.order.name))", edits: edits, applicability: .unsafe)
    }

    /// What values a declared order expects, for messages.
    static func kinds(_ order: ValueOrder) -> String {
        switch order {
        case .chronological: return "numbers, durations, or a sequence such as months, weekdays or times of day"
        case .ascending, .descending: return "numbers or words"
        case .alphabetical, .custom: return "words"
        }
    }
}
