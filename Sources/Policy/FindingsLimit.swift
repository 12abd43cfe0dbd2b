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
        var selection = Selection(limit)
        for diagnostic in diagnostics { selection.add(diagnostic) }
        return selection.finish(path: path)
    }

    /// The findings limit applied as findings come, in any order: the first `limit` in report order are kept in a
    /// heap whose top is the last of them, and every other finding is counted by severity and rule, with the first
    /// of each severity noted for the closing finding's place. A finding past the limit costs a comparison and a
    /// count, so a file of a million findings keeps a thousand (`apply(to:path:)` gives the same).
    public struct Selection: Sendable {
        public let limit: Int
        /// The findings kept so far: in the order they came while they number `limit` or fewer, then a max-heap by
        /// report order.
        private var kept: [Diagnostic] = []
        private var isHeap = false
        /// Findings of uncapped rules that the heap passed over: kept all the same.
        private var always: [Diagnostic] = []
        private var bySeverity: [Severity: Int] = [:]
        private var byRule: [RuleID: Int] = [:]
        /// The first left-out finding of each severity, in report order.
        private var firstLeftOut: [Severity: Diagnostic] = [:]

        /// Creates a selection that keeps `limit` findings (a negative limit keeps none).
        public init(_ limit: Int) {
            self.limit = max(0, limit)
        }

        /// Takes one finding.
        public mutating func add(_ diagnostic: Diagnostic) {
            guard kept.count >= limit else {
                kept.append(diagnostic)
                return
            }
            if !isHeap {
                kept.withUnsafeMutableBufferPointer { MaxHeap.heapify($0, by: Diagnostic.reportOrder) }
                isHeap = true
            }
            // The finding takes the place of the last one kept when it comes before it in report order.
            if let last = kept.first, Diagnostic.reportOrder(diagnostic, last) {
                kept[0] = diagnostic
                kept.withUnsafeMutableBufferPointer { MaxHeap.siftDown($0, from: 0, by: Diagnostic.reportOrder) }
                leave(last)
            } else {
                leave(diagnostic)
            }
        }

        /// `count` findings left out before they came here (a reader counted them under a budget), all of `first`'s
        /// rule and severity, `first` the first of them in report order.
        public mutating func leave(_ count: Int, like first: Diagnostic) {
            guard count > 0 else { return }
            bySeverity[first.severity, default: 0] += count
            byRule[first.rule, default: 0] += count
            if let earlier = firstLeftOut[first.severity], !Diagnostic.reportOrder(first, earlier) { return }
            firstLeftOut[first.severity] = first
        }

        /// A finding that does not make the cut: kept all the same for a rule outside the count, else counted.
        private mutating func leave(_ diagnostic: Diagnostic) {
            if FindingsLimit.uncapped.contains(diagnostic.rule) {
                always.append(diagnostic)
                return
            }
            bySeverity[diagnostic.severity, default: 0] += 1
            byRule[diagnostic.rule, default: 0] += 1
            if let first = firstLeftOut[diagnostic.severity], !Diagnostic.reportOrder(diagnostic, first) { return }
            firstLeftOut[diagnostic.severity] = diagnostic
        }

        /// The findings kept, in report order, and when some were left out, the one that says how many.
        public func finish(path: String) -> [Diagnostic] {
            guard let highest = bySeverity.keys.max(), let first = firstLeftOut[highest] else {
                return Diagnostic.inReportOrder(kept + always)
            }
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
            return Diagnostic.inReportOrder(kept + always + [notice])
        }
    }

    /// The rules whose findings the limit never drops.
    static let uncapped = RuleRegistry.ids { !$0.countsTowardFindingsLimit }
}
