import PickerModel
import Spec

/// `predictable-order`: hidden values are only easy to find when people can predict them from the visible ones.
public struct PredictableOrderRule: ControlRule {
    public static let description = RuleDescription(
        id: "predictable-order", title: "Values are in a predictable order", defaultSeverity: .warning, fixes: .suggestion)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        context.wheels.compactMap { wheel in
            guard case .list(let all) = wheel.wheel.values.value else { return nil }
            let declared = wheel.wheel.order?.value
            if declared == .custom { return nil }
            // Values a person sees all at once are read, not predicted: only a declared order holds them to one.
            let hidden = wheel.model.hidden ?? 0
            guard hidden > 0 || declared != nil else { return nil }
            // A repeated value is `distinct-values`' business; judge the order of the first of each.
            var seen = SameValues(capacity: all.count)
            var kept = 0
            let located = all.filter { value in
                guard seen.firstOrInsert(value.value, at: kept) == nil else { return false }
                kept += 1
                return true
            }
            guard located.count >= 3 else { return nil }
            let orders = ValueOrders(locale: context.locale, nameIndex: context.reference.nameSequenceIndex(context.locale.identifier)) {
                context.reference.durationUnitWords(context.locale.identifier)
            }
            let readings = orders.readings(located.map(\.value.text))
            let judgements = orders.judgements(readings, by: orders.candidates(for: declared, readings))
            // Any order that holds means no finding.
            if judgements.contains(where: { $0.firstBreak == nil }) { return nil }
            // Otherwise the order with the fewest values out of place is the one the author meant.
            let best = judgements.min { $0.displaced < $1.displaced }
            // The sorting suggestion, made only for a finding that carries it.
            func sortFix(_ judgement: ValueOrders.Judgement) -> Fix? {
                located.count == all.count ? Self.sortingFix(located, judgement) : nil
            }
            if let declared {
                guard let best, let index = best.firstBreak else {
                    return Finding(
                        at: located[0].range,
                        "the values of \(wheel.name) are declared `order: \(declared.rawValue)` but are not \(Self.kinds(declared))",
                        help: "sort the values to match, or change `order`")
                }
                return Finding(
                    at: located[index].range,
                    "the values of \(wheel.name) do not follow the declared `order: \(declared.rawValue)`: “\(located[index].value.text)” comes after “\(located[index - 1].value.text)”, which breaks \(best.order.name) order",
                    help: "sort the values to match, or change `order`", fix: sortFix(best))
            }
            guard let best, let index = best.firstBreak, Self.nearlyFollows(best) else {
                // No order the values nearly follow: say so, and that `order: custom` records a deliberate one.
                return Finding(
                    at: wheel.wheel.values.range,
                    "the values of \(wheel.name) follow no order people could predict, and \(hidden) of the \(located.count) are out of sight when it opens: they are not numbers up or down, not alphabetical, and not a known sequence such as sizes, months or durations",
                    help: context.screen.format == .interfaceBuilder
                        ? "sort the menu's items, unless the order is deliberate (most used first, a workflow's steps): then switch the rule off for this file in the config"
                        : "sort them, or say `order: custom` if the order is deliberate (most used first, a workflow's steps)")
            }
            return Finding(
                at: located[index].range,
                "the values of \(wheel.name) nearly follow \(best.order.name) order, but “\(located[index].value.text)” comes after “\(located[index - 1].value.text)”",
                help: context.screen.format == .interfaceBuilder
                    ? "move it to its place in that order, unless the order is deliberate: then switch the rule off for this file in the config"
                    : "move it to its place in that order, or say `order: custom` if the order is deliberate",
                fix: sortFix(best))
        }
    }

    /// Whether an order is the one the author meant. Numbers, and words that all belong to one known sequence, say
    /// by themselves which order they were meant in. Any words can be sorted alphabetically, so the alphabet is
    /// meant only when all but a few values (one in ten, at least one) follow it; a list further from it is in no
    /// order, not a broken alphabetical one.
    static func nearlyFollows(_ judgement: ValueOrders.Judgement) -> Bool {
        guard case .alphabetical = judgement.order.kind else { return true }
        let count = judgement.core.count
        return judgement.displaced <= max(1, count / 10) && count - judgement.displaced >= 3
    }

    /// Each value moved to its place in the order; catch-alls at the ends ("None", "Custom") stay put. A
    /// suggestion, never made by `--fix` alone: only the author knows whether "most used first" was the point.
    static func sortingFix(_ located: [Located<PickerValue>], _ judgement: ValueOrders.Judgement) -> Fix? {
        let slots = Array(judgement.core)
        let sorted = slots.enumerated().sorted { lhs, rhs in
            let left = judgement.keys[lhs.element] ?? 0, right = judgement.keys[rhs.element] ?? 0
            if left != right { return judgement.order.ascending ? left < right : left > right }
            return lhs.offset < rhs.offset // stable
        }.map(\.element)
        let edits = zip(slots, sorted).compactMap { slot, source in
            slot == source ? nil : TextEdit(located[slot].range, .moveItem(located[source].range))
        }
        // A suggestion: any reordering may undo an order the author meant, one piclint does not know.
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
