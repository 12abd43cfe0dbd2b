import Spec
import Source

/// One finding in one file, as reports show it.
public struct Diagnostic: Sendable, Hashable {
    /// The file, as the user named it.
    public var file: String
    /// The node the finding is about.
    public var range: SourceRange
    /// The severity in effect for the rule.
    public var severity: Severity
    /// The rule's id.
    public var rule: RuleID
    /// The id of the control, when the finding is about one.
    public var control: String?
    /// What is wrong.
    public var message: String
    /// What the finding is about, named so that unrelated edits leave it as it is: the setting or value its range
    /// points at within the control (`minuteInterval: 7`, `wheels[1].values[]: Mon`, `style: wheels`), never the
    /// message's measurements. The engine names the checks' findings; the reader's and the suppression comments'
    /// findings have none, and are known by their message (`identity`).
    public var subject: String?
    /// What to do instead.
    public var help: String?
    /// The fix, resolved against the file's text: safe (`--fix` makes it) or a suggestion (only `--unsafe-fixes` does).
    public var fix: ResolvedFix?
    /// Set only on the finding that closes a file past the findings limit (`ParseLimits.maxFindings`): how many
    /// findings it stands for, by severity, so that `--max-warnings` and summaries can still count them.
    public var omitted: [Severity: Int]?
    /// The fix as the rule gave it, until the engine resolves it against the file's bytes.
    var pendingFix: Fix?

    /// Creates a diagnostic.
    public init(file: String, range: SourceRange, severity: Severity, rule: RuleID, control: String?,
                message: String, help: String?, fix: ResolvedFix? = nil) {
        self.file = file
        self.range = range
        self.severity = severity
        self.rule = rule
        self.control = control
        self.message = message
        self.help = help
        self.fix = fix
    }

    /// What tells this finding from the others of its rule and control in a file, for baselines and SARIF
    /// fingerprints: its subject, or for a finding without one its message with line:column positions masked.
    public var identity: String { subject ?? Self.fingerprint(message) }

    /// Diagnostics in report order. The positions are sorted, not the diagnostics: moving structs of a dozen
    /// references about took most of the time of a file of a few hundred thousand findings.
    public static func inReportOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let order = diagnostics.indices.sorted { reportOrder(diagnostics[$0], diagnostics[$1]) }
        return order.map { diagnostics[$0] }
    }

    /// The order reports use, so they diff cleanly: file, line, column, rule, then message.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
