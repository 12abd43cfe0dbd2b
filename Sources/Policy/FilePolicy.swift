import Lint
import Spec

/// What a file says of its own findings, applied in the worker that linted it, before the run-wide filter: its
/// `# piclint:` comments suppress findings (and `unknown-rule` and `unused-suppression` judge the comments
/// themselves), then the findings limit caps what is left.
public struct FilePolicy: Sendable {
    /// Severities that differ from the rules' defaults, by rule id (the meta rules' among them).
    public var severities: [RuleID: Severity]
    /// The most findings a file's report lists (`ParseLimits.maxFindings`); `.max` for none, as `--fix` reads them.
    public var maxFindings: Int

    /// Creates a file policy.
    public init(severities: [RuleID: Severity] = [:], maxFindings: Int = .max) {
        self.severities = severities
        self.maxFindings = maxFindings
    }

    /// The policy that goes with an engine: its severities and its findings limit.
    public init(for linter: Linter) {
        self.init(severities: linter.severities, maxFindings: linter.limits.maxFindings)
    }

    /// The report with the file's directives applied and the findings limit kept; its comments are dropped, as
    /// nothing after this stage reads them.
    public func apply(to report: FileReport) -> FileReport {
        var report = report
        let comments = report.comments
        report.comments = FileComments()
        guard !report.skippedAsNotSpec else { return report }
        let outcome = Suppressions(comments).apply(to: report.diagnostics, knownRules: Suppressions.knownRules)
        var diagnostics = outcome.kept
        let path = report.path
        let unknown = MetaRules.unknownRule.severity(given: severities)
        if unknown != .off {
            for rule in outcome.unknownRules {
                let suggestion = Suggestions.nearest(to: rule.id, in: RuleRegistry.descriptions.map(\.id.rawValue))
                diagnostics.append(Diagnostic(
                    file: path, range: rule.range, severity: unknown, rule: MetaRules.unknownRule.id, control: nil,
                    message: "the suppression names `\(rule.id)`, which is no piclint rule" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""),
                    help: "`piclint rules` lists the rule ids"))
            }
        }
        let unused = MetaRules.unusedSuppression.severity(given: severities)
        if unused != .off {
            // A syntax error leaves the rest of the file unread: a directive that covers any of it may well have
            // had a finding to suppress there, so only those wholly before it are judged.
            for directive in outcome.unused where comments.unreadFrom.map({ directive.lines.upperBound < $0.line }) ?? true {
                diagnostics.append(Diagnostic(
                    file: path, range: directive.range, severity: unused, rule: MetaRules.unusedSuppression.id, control: nil,
                    message: "`\(directive.spelling)` suppresses nothing here",
                    help: "remove the comment; the finding it was for is gone"))
            }
        }
        // The engine's findings come sorted and suppression keeps their order: only findings added here need a sort.
        let sorted = outcome.unknownRules.isEmpty && outcome.unused.isEmpty ? diagnostics : Diagnostic.inReportOrder(diagnostics)
        report.diagnostics = FindingsLimit(maxFindings).apply(to: sorted, path: path)
        report.suppressed = outcome.suppressed
        return report
    }
}
