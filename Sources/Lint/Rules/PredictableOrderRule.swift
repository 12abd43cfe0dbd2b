import PickerModel
import Spec

/// `predictable-order`: hidden values are only easy to find when people can predict them from the visible ones.
public struct PredictableOrderRule: ControlRule {
    public static let description = RuleDescription(
        id: "predictable-order", title: "Values are in a predictable order", defaultSeverity: .warning)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        // Segmented controls and radio groups show every option; the order of hidden values is what matters.
        if let style = context.control.picker?.effectiveStyle, style == .segmented || style == .radioGroup { return [] }
        return context.wheels.compactMap { wheel in
            guard case .list(let all) = wheel.wheel.values.value else { return nil }
            // A repeated value is `distinct-values`' business; judge the order of the first of each.
            var seen = SameValues()
            var kept = 0
            let located = all.filter { value in
                guard seen.first(sameAs: value.value) == nil else { return false }
                seen.insert(value.value, at: kept)
                kept += 1
                return true
            }
            guard located.count >= 3 else { return nil }
            let values = ValueOrders.withoutTrailingCatchAll(located.map(\.value.text))
            let declared = wheel.wheel.order?.value
            if declared == .custom { return nil }
            let input = ValueOrders.OrderInput(values)
            let candidates = ValueOrders(locale: context.locale).candidates(for: declared, input)
            if let declared, candidates.isEmpty {
                return Finding(
                    at: located[0].range,
                    "the values of \(wheel.name) are declared `order: \(declared.rawValue)` but are not \(Self.kinds(declared))",
                    help: "sort the values to match, or change `order`")
            }
            // Any order that holds means no finding, so stop at the first one (the locale collation, the costliest, is last).
            // Otherwise the order that holds longest is the one the author meant; report where it breaks.
            var breaks: [(order: ValueOrders.Order, index: Int)] = []
            for candidate in candidates {
                guard let index = candidate.firstBreak(input) else { return nil }
                breaks.append((candidate, index))
            }
            guard let best = breaks.max(by: { $0.index < $1.index }) else { return nil }
            let breakIndex = best.index
            let before = values[breakIndex - 1]
            let what = declared.map { "the declared `order: \($0.rawValue)`" } ?? "any order people could predict"
            return Finding(
                at: located[breakIndex].range,
                "the values of \(wheel.name) do not follow \(what): “\(values[breakIndex])” comes after “\(before)”, which breaks \(best.order.name) order",
                help: "sort the values (numbers ascending, words alphabetically, or a known sequence such as months or sizes)"
                    + (declared == nil ? ", or say `order: custom` if the order is deliberate" : ""),
                // Sorted only when the list is plainly numbers or plainly words, and holds no repeated value to guess about.
                fix: located.count == all.count ? Self.sortingFix(located, input, order: best.order, locale: context.locale) : nil)
        }
    }

    /// Each value moved to its place in numeric or alphabetical order; the catch-alls ("None", "Custom") stay put.
    static func sortingFix(_ located: [Located<PickerValue>], _ input: ValueOrders.OrderInput, order: ValueOrders.Order,
                           locale: LocaleData) -> Fix? {
        let slots = Array(input.start..<input.texts.count)
        let sorted: [Int]
        switch order.kind {
        case .numeric:
            guard slots.allSatisfy({ input.quantities[$0] != nil }) else { return nil }
            // The direction most steps already take (up on a tie): the list is closest to that order.
            let steps = zip(slots, slots.dropFirst()).map { (input.quantities[$0] ?? 0, input.quantities[$1] ?? 0) }
            let ascending = steps.count { $0.0 < $0.1 } >= steps.count { $0.0 > $0.1 }
            sorted = slots.sorted { lhs, rhs in
                let left = input.quantities[lhs] ?? 0, right = input.quantities[rhs] ?? 0
                return ascending ? left < right : left > right
            }
        case .alphabetical(ascending: true):
            // Words only: a list mixing numbers and words has no plain order to sort into, and words of a known
            // sequence (sizes, months) were meant in that order, not the alphabet's.
            guard slots.allSatisfy({ input.quantities[$0] == nil }) else { return nil }
            let known = ValueOrders(locale: locale).knownSequences
            guard !known.contains(where: { sequence in slots.count { sequence.positions[input.lowered[$0]] != nil } >= 2 }) else {
                return nil
            }
            sorted = slots.sorted { locale.compare(input.texts[$0], input.texts[$1]) == .orderedAscending }
        case .alphabetical(ascending: false), .sequence:
            return nil
        }
        let edits = zip(slots, sorted).compactMap { slot, source in
            slot == source ? nil : TextEdit(located[slot].range, .moveItem(located[source].range))
        }
        // A suggestion: any reordering may undo an order the author meant (`[day, week, month, year]` is no alphabet).
        return edits.isEmpty ? nil : Fix("sort the values (\(order.name))", edits: edits, applicability: .unsafe)
    }

    /// What values a declared order expects, for messages.
    static func kinds(_ order: ValueOrder) -> String {
        switch order {
        case .chronological: return "numbers, or months, weekdays or times of day"
        case .ascending, .descending: return "numbers or words"
        case .alphabetical, .custom: return "words"
        }
    }
}
