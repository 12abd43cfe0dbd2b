import Lint

/// How many findings a run reported per rule and severity, and how many of them `piclint --fix` fixes: the table
/// `--statistics` prints. Added up file by file with the summary, so a run of any size keeps one entry per rule and
/// severity, not its findings.
public struct RuleCounts: Sendable, Hashable {
    /// One line of the table. A rule can be an error in one folder and a warning in another (`overrides`), so each
    /// severity it was reported at has a row of its own.
    public struct Row: Sendable, Hashable {
        public var rule: RuleID
        public var severity: Severity
        /// The findings reported.
        public var count: Int
        /// Those with a safe fix, which `--fix` makes (suggestions need `--unsafe-fixes`, so they are not counted).
        public var fixable: Int

        /// Creates a row.
        public init(rule: RuleID, severity: Severity, count: Int, fixable: Int) {
            self.rule = rule
            self.severity = severity
            self.count = count
            self.fixable = fixable
        }
    }

    private struct Key: Sendable, Hashable {
        var rule: RuleID
        var severity: Severity
    }

    private var counts: [Key: Row] = [:]

    /// No findings yet.
    public init() {}

    /// Counts one reported finding.
    public mutating func add(_ diagnostic: Diagnostic) {
        let key = Key(rule: diagnostic.rule, severity: diagnostic.severity)
        var row = counts[key] ?? Row(rule: diagnostic.rule, severity: diagnostic.severity, count: 0, fixable: 0)
        row.count += 1
        if diagnostic.fix?.applicability == .safe { row.fixable += 1 }
        counts[key] = row
    }

    /// The rows, the most frequent first, then by rule id and severity (errors first), so the table is the same
    /// for the same findings however the files were scheduled.
    public var rows: [Row] {
        counts.values.sorted { left, right in
            if left.count != right.count { return left.count > right.count }
            if left.rule.rawValue != right.rule.rawValue { return left.rule.rawValue < right.rule.rawValue }
            return left.severity > right.severity
        }
    }
}
