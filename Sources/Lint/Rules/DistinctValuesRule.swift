import Spec

/// `distinct-values`: the same value twice in one wheel.
public struct DistinctValuesRule: ControlRule {
    public static let description = RuleDescription(
        id: "distinct-values", title: "A wheel's values are distinct", defaultSeverity: .error, fixes: .suggestion)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        var findings: [Finding] = []
        for wheel in context.wheels {
            guard case .list(let values) = wheel.wheel.values.value else { continue }
            // The positions in `values` of the first of each value, not copies of them.
            var seen: [Int] = []
            seen.reserveCapacity(values.count)
            var index = SameValues(capacity: values.count)
            for (offset, value) in values.enumerated() {
                if let position = index.firstOrInsert(value.value, at: seen.count) {
                    let first = values[seen[position]]
                    let message = first.value.text == value.value.text
                        ? "\(Quoting.value(value.value)) appears twice in \(wheel.name) (first at \(first.range.start))"
                        : "\(Quoting.value(value.value)) in \(wheel.name) is the same value as \(Quoting.value(first.value)) at \(first.range.start)"
                    findings.append(Finding(at: value.range, message, help: "a person cannot tell the two apart; remove this one",
                                            // A suggestion: the wheel loses a row, so the screen no longer shows what it
                                            // showed (and for a number spelled otherwise, which copy stays is a guess).
                                            fix: Fix("remove the repeated value", edits: [TextEdit(value.range, .removeItem)],
                                                     applicability: .unsafe)))
                } else {
                    seen.append(offset)
                }
            }
        }
        return findings
    }
}
