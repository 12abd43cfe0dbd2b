import Lint
import Spec
import Source

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

    /// Lints one file with this policy applied as the engine makes the findings (`Collector`): the report lists what
    /// the file's comments and the findings limit leave, and the findings past the limit were counted, never kept.
    public func lint(_ source: SourceFile, path: String, skipIfNotSpec: Bool = false, with linter: Linter) -> FileReport {
        var collector = Collector(self)
        return linter.lint(source, path: path, skipIfNotSpec: skipIfNotSpec, into: &collector)
    }

    /// The report with the file's directives applied and the findings limit kept; its comments are dropped, as
    /// nothing after this stage reads them. (`lint(_:path:skipIfNotSpec:with:)` does the same as the findings come.)
    public func apply(to report: FileReport) -> FileReport {
        var report = report
        guard !report.skippedAsNotSpec else {
            report.comments = FileComments()
            return report
        }
        var collector = Collector(self)
        collector.begin(report.comments)
        for diagnostic in report.diagnostics { collector.add(diagnostic) }
        let kept = collector.finish(path: report.path)
        report.diagnostics = kept.diagnostics
        report.suppressed = kept.suppressed
        report.comments = FileComments()
        return report
    }

    /// The policy as a sink of the engine's findings: each finding is matched against the file's directives as it
    /// comes (suppressed, or on to the limit), the findings limit keeps the first ones in report order and counts the
    /// rest, and at the end the directives themselves are judged (`unknown-rule`, `unused-suppression`), their
    /// findings counted towards the limit like any other.
    public struct Collector: FindingSink {
        let severities: [RuleID: Severity]
        private var matcher: Suppressions.Matcher?
        private var unreadFrom: Mark?
        private var selection: FindingsLimit.Selection

        public init(_ policy: FilePolicy) {
            severities = policy.severities
            selection = FindingsLimit.Selection(policy.maxFindings)
        }

        /// The findings limit, for the input rules that are on and count towards it, with the file's directives to
        /// say which problems a comment could suppress. None when every finding is listed (`--fix` reads them all).
        public var problemBudget: ProblemBudget? {
            guard selection.limit < Int.max else { return nil }
            let kinds = Set(SpecProblem.Kind.allCases.filter { kind in
                let rule = InputRules.description(of: kind)
                return rule.countsTowardFindingsLimit && rule.severity(given: severities) != .off
            })
            return ProblemBudget(limit: selection.limit, kinds: kinds) { comments, lineCount in
                let suppressions = Suppressions(comments, lineCount: lineCount)
                guard !suppressions.directives.isEmpty else { return { _, _, _ in false } }
                let matcher = Suppressions.Matcher(suppressions)
                return { line, rule, controlLine in matcher.mayCover(line: line, rule: rule, controlLine: controlLine) }
            }
        }

        public mutating func addLeftOut(_ count: Int, like first: Diagnostic) {
            selection.leave(count, like: first)
        }

        public mutating func begin(_ comments: FileComments) {
            let suppressions = Suppressions(comments)
            // Most files have no directive: nothing to match.
            matcher = suppressions.directives.isEmpty ? nil : Suppressions.Matcher(suppressions)
            unreadFrom = comments.unreadFrom
        }

        public mutating func add(_ diagnostic: Diagnostic) {
            if matcher?.suppresses(diagnostic) == true { return }
            selection.add(diagnostic)
        }

        public mutating func finish(path: String) -> SunkFindings {
            guard let matcher else { return SunkFindings(diagnostics: selection.finish(path: path)) }
            let (unknownRules, unusedDirectives) = matcher.judged(knownRules: Suppressions.knownRules)
            let unknown = MetaRules.unknownRule.severity(given: severities)
            if unknown != .off {
                for rule in unknownRules {
                    let suggestion = Suggestions.nearest(to: rule.id, in: RuleRegistry.descriptions.map(\.id.rawValue))
                    selection.add(Diagnostic(
                        file: path, range: rule.range, severity: unknown, rule: MetaRules.unknownRule.id, control: nil,
                        message: "the suppression names `\(rule.id)`, which is no piclint rule" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""),
                        help: "`piclint rules` lists the rule ids"))
                }
            }
            let unused = MetaRules.unusedSuppression.severity(given: severities)
            if unused != .off {
                // A syntax error leaves the rest of the file unread: a directive that covers any of it may well have
                // had a finding to suppress there, so only those wholly before it are judged.
                for directive in unusedDirectives where unreadFrom.map({ directive.lines.upperBound < $0.line }) ?? true {
                    selection.add(Diagnostic(
                        file: path, range: directive.range, severity: unused, rule: MetaRules.unusedSuppression.id, control: nil,
                        message: "`\(directive.spelling)` suppresses nothing here",
                        help: "remove the comment; the finding it was for is gone"))
                }
            }
            return SunkFindings(diagnostics: selection.finish(path: path), suppressed: matcher.suppressed)
        }
    }
}
