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
            var breaks: [(name: String, index: Int)] = []
            for candidate in candidates {
                guard let index = candidate.firstBreak(input) else { return nil }
                breaks.append((candidate.name, index))
            }
            guard let best = breaks.max(by: { $0.index < $1.index }) else { return nil }
            let breakIndex = best.index
            let before = values[breakIndex - 1]
            let what = declared.map { "the declared `order: \($0.rawValue)`" } ?? "any order people could predict"
            return Finding(
                at: located[breakIndex].range,
                "the values of \(wheel.name) do not follow \(what): “\(values[breakIndex])” comes after “\(before)”, which breaks \(best.name) order",
                help: "sort the values (numbers ascending, words alphabetically, or a known sequence such as months or sizes)"
                    + (declared == nil ? ", or say `order: custom` if the order is deliberate" : ""))
        }
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
