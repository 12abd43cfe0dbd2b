import Lint
import Spec

/// The most findings one file's report lists (`ParseLimits.maxFindings`), so that a generated or hostile file cannot
/// flood a report: the first ones in report order, then one finding that says how many more there were.
public struct FindingsLimit: Sendable {
    /// How many findings are listed.
    public var limit: Int

    /// Creates a findings limit (a negative one lists none).
    public init(_ limit: Int) {
        self.limit = max(0, limit)
    }

    /// The first `limit` diagnostics (in report order), then, when there were more, one that says how many.
    /// Findings of rules that do not count towards the limit (`yaml-syntax`) are always kept, outside the count:
    /// there is at most one a file (the parser stops at it), and it may be the one that says the file was cut short
    /// by a parse limit.
    ///
    /// The closing finding takes the rule and position of the first left-out finding of the highest severity left
    /// out, and that severity: so `--fail-on` still fails on an error that did not make the cut, its rule id is
    /// one the catalogue has (with the severity the config gives that rule), and it points where reading could
    /// go on. It carries the left-out counts (`omitted`) for `--max-warnings` and the summary.
    public func apply(to diagnostics: [Diagnostic], path: String) -> [Diagnostic] {
        guard diagnostics.count > limit else { return diagnostics }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(limit + 2)
        var dropped: [Diagnostic] = []
        var bySeverity: [Severity: Int] = [:]
        var byRule: [RuleID: Int] = [:]
        for diagnostic in diagnostics {
            if kept.count < limit || Self.uncapped.contains(diagnostic.rule) {
                kept.append(diagnostic)
                continue
            }
            // Only the first left-out finding of each severity is needed, for the closing finding's place.
            if bySeverity[diagnostic.severity] == nil { dropped.append(diagnostic) }
            bySeverity[diagnostic.severity, default: 0] += 1
            byRule[diagnostic.rule, default: 0] += 1
        }
        guard let highest = bySeverity.keys.max(), let first = dropped.first(where: { $0.severity == highest }) else { return diagnostics }
        let severities = [(Severity.error, "error"), (.warning, "warning"), (.info, "info")].compactMap { severity, noun in
            bySeverity[severity].map { FindingCounts.counted($0, noun) }
        }
        // The rules by how many findings each lost, most first; the catalogue bounds how many there can be.
        let rules = byRule.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key): \(WholeNumbers.grouped($0.value))" }
        let count = bySeverity.values.reduce(0, +)
        var notice = Diagnostic(
            file: path, range: first.range, severity: highest, rule: first.rule, control: nil,
            message: "… and \(Plural.grouped(count, "more finding", "more findings")) in this file ("
                + severities.joined(separator: ", ") + "; " + rules.joined(separator: ", ")
                + "); piclint reports the first \(WholeNumbers.grouped(limit)) of a file",
            help: "this is where the first of the most severe findings left out is; fix or suppress the findings above, "
                + "then run piclint again to see the rest")
        notice.omitted = bySeverity
        // A kept uncapped finding (yaml-syntax) may lie past the closing one: a short list, put back in report order.
        return Diagnostic.inReportOrder(kept + [notice])
    }

    /// The rules whose findings the limit never drops.
    static let uncapped = RuleRegistry.ids { !$0.countsTowardFindingsLimit }
}
