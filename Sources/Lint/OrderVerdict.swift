import PickerModel
import Spec

/// What the order checks conclude about one wheel's listed values. `predictable-order` reports what piclint has
/// evidence for (an order the values nearly follow and break, or a declared order they do not follow);
/// `unordered-values`, off by default, reports the guess that words in no order piclint recognises were meant to be
/// in one. Both read the same verdict, so neither says what the other says.
enum OrderVerdict {
    /// The values break the order the wheel declares, first at `index`.
    case breaksDeclared(ValueOrder, Judged, ValueOrders.Judgement, index: Int)
    /// The values cannot follow the declared order at all (words declared `chronological` in no known sequence).
    case cannotFollowDeclared(ValueOrder, Judged)
    /// The values nearly follow an order (numbers, durations, periods, a known sequence, or nearly the alphabet) and
    /// break it first at `index`.
    case breaksNearOrder(Judged, ValueOrders.Judgement, index: Int)
    /// The values follow no order piclint recognises, and some are out of sight.
    case noRecognisedOrder(Judged, hidden: Int)

    /// The values judged: each distinct value with its place in the file, and whether the list had repeats.
    struct Judged {
        var values: [Located<PickerValue>]
        var hasRepeats: Bool
    }

    /// The verdict on a wheel; nil when the values are in order, or not judged: an `order: custom`, fewer than three
    /// distinct values, values that are not listed, or a list all in sight with no declared order.
    static func of(_ wheel: WheelContext, in context: ControlContext) -> OrderVerdict? {
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
        let judged = Judged(values: located, hasRepeats: located.count != all.count)
        let orders = ValueOrders(locale: context.locale, nameIndex: context.reference.nameSequenceIndex(context.locale.identifier)) {
            context.reference.durationUnitWords(context.locale.identifier)
        }
        let readings = orders.readings(located.map(\.value.text))
        let judgements = orders.judgements(readings, by: orders.candidates(for: declared, readings))
        if judgements.contains(where: { $0.firstBreak == nil }) { return nil }
        if let declared {
            // The declared order's kind with the fewest values out of place is the one to name.
            let best = judgements.min { $0.displaced < $1.displaced }
            guard let best, let index = best.firstBreak, index > 0 else { return .cannotFollowDeclared(declared, judged) }
            return .breaksDeclared(declared, judged, best, index: index)
        }
        // Of the orders that are evidence, the one with the fewest values out of place is the one the author meant: a
        // list of numbers nearer the alphabet than numeric order (`137, 90, 17, 152`) is still a broken numeric order.
        let evident = judgements.filter { ($0.firstBreak ?? 0) > 0 && nearlyFollows($0) }
        guard let best = evident.min(by: { $0.displaced < $1.displaced }), let index = best.firstBreak else {
            return .noRecognisedOrder(judged, hidden: hidden)
        }
        return .breaksNearOrder(judged, best, index: index)
    }

    /// Whether an order is evidently the one the author meant. Numbers, periods and words that all belong to one
    /// known sequence say by themselves which order they were meant in. Any words can be sorted alphabetically, and a
    /// short list of words in a meaningful order (ranks, tiers, steps) lands near the alphabet by chance (four words in
    /// ten such lists have three in alphabetical order), so the alphabet is evidence only when at least five values
    /// follow it and all but one in ten (at least one) do.
    static func nearlyFollows(_ judgement: ValueOrders.Judgement) -> Bool {
        guard case .alphabetical = judgement.order.kind else { return true }
        let count = judgement.core.count
        return judgement.displaced <= max(1, count / 10) && count - judgement.displaced >= minimumAlphabeticalRun
    }

    /// How many values must follow the alphabet for a list to be nearly alphabetical (one in 28 lists of six words in
    /// a random order has five in alphabetical order; one in 140 of seven has six).
    static let minimumAlphabeticalRun = 5
}
