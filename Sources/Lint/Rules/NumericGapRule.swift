import Spec

/// `numeric-gap`: a steady step with one or two values missing looks like a mistake (5, 10, 15, 25: where is 20?).
public struct NumericGapRule: ControlRule {
    public static let description = RuleDescription(
        id: "numeric-gap", title: "A numeric wheel keeps its step", defaultSeverity: .warning)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        context.wheels.flatMap { wheel -> [Finding] in
            guard case .list(let located) = wheel.wheel.values.value, located.count >= 4,
                  let read = Self.numbers(located.map(\.value), language: WrittenQuantity.language(of: context.screen.effectiveLocale))
            else { return [] }
            let numbers = read.numbers
            // Past 2^53 a double cannot tell neighbouring whole numbers apart, so a gap there may be no gap.
            guard numbers.allSatisfy(WholeNumbers.isExact), let found = Self.gaps(numbers) else { return [] }
            return found.gaps.map { gap in
                let next = located[gap.after + 1]
                // A missing value is written as the value after the gap writes its number ("20 min", "$20").
                let template = read.quantities?[gap.after + 1]
                func written(_ number: Double) -> String { (template?.before ?? "") + Self.format(number) + (template?.after ?? "") }
                var help = "add the missing value\(gap.missing.count == 1 ? "" : "s")"
                if read.quantities == nil || read.unit != nil,
                   let range = context.wording.range(from: Self.format(numbers[0]), to: Self.format(numbers[numbers.count - 1]),
                                                     step: Self.format(found.step)) {
                    help += ", or use a range: " + range + (read.unit.map { " with " + context.wording.setting(.unit, $0) } ?? "")
                }
                return Finding(
                    at: next.range,
                    "\(wheel.name) steps by \(Self.format(found.step)) but skips \(gap.missing.map(written).joined(separator: " and ")) before \(next.value.text)",
                    help: help)
            }
        }
    }

    /// The numbers of a wheel's values: plain numbers, or numbers that all carry the same unit after them ("5 min",
    /// "10 min": what `unit-in-values` calls a unit) or the same currency sign ("$5", "$10"); nil for any other wheel.
    static func numbers(_ values: [PickerValue], language: String)
        -> (numbers: [Double], quantities: [WrittenQuantity]?, unit: String?)? {
        let plain = values.compactMap(\.numericValue)
        if plain.count == values.count { return (plain, nil, nil) }
        let quantities = values.compactMap { WrittenQuantity($0.text) }
        let numbers = quantities.compactMap(\.value)
        guard numbers.count == values.count, let first = quantities.first else { return nil }
        if let unit = WrittenQuantity.sharedUnit(values.map(\.text), language: language) { return (numbers, quantities, unit) }
        // A currency: the same sign on the same side, spaced the same way, on every value.
        guard first.currency != nil,
              quantities.allSatisfy({ $0.currency != nil && $0.before == first.before && $0.after == first.after })
        else { return nil }
        return (numbers, quantities, nil)
    }

    /// The places where an otherwise constant step skips values, when one or two are missing in all.
    static func gaps(_ numbers: [Double]) -> (step: Double, gaps: [(after: Int, missing: [Double])])? {
        let differences = zip(numbers, numbers.dropFirst()).map { $1 - $0 }
        // Steps between numbers this far apart are beyond what a double says exactly.
        guard differences.allSatisfy(WholeNumbers.isExact) else { return nil }
        // The step is the most common difference (the smaller one on a tie, the rising one between 5 and -5: never
        // the dictionary's order, which changes from run to run), and holds for all but the gaps.
        var counts: [Double: Int] = [:]
        for difference in differences where difference != 0 && difference.isFinite { counts[difference, default: 0] += 1 }
        guard let (step, occurrences) = counts.max(by: { lhs, rhs in
                  (lhs.value, -abs(lhs.key), lhs.key) < (rhs.value, -abs(rhs.key), rhs.key)
              }),
              occurrences >= 2
        else { return nil }
        var gaps: [(after: Int, missing: [Double])] = []
        for (index, difference) in differences.enumerated() where difference != step {
            let ratio = difference / step
            guard ratio == ratio.rounded(), ratio >= 2, ratio <= 3, let missing = ratio.wholeNumber(.towardZero) else { return nil }
            // A larger step that carries on after the gap is a change of scale, not a slip: 15, 30, 45, 60, 90, 120.
            let after = differences[(index + 1)...]
            if !after.isEmpty, after.allSatisfy({ $0 == difference }) { return nil }
            gaps.append((index, (1..<missing).map { numbers[index] + Double($0) * step }))
        }
        guard !gaps.isEmpty, gaps.reduce(0, { $0 + $1.missing.count }) <= 2 else { return nil }
        return (step, gaps)
    }

    static func format(_ number: Double) -> String {
        if abs(number) < 1e15, let whole = Int(exactly: number) { return String(whole) }
        return String(number)
    }
}
