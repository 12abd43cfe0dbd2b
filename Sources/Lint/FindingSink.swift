import Spec

/// Where the engine hands a file's findings, one at a time, as it makes them (`Linter.lint(_:path:skipIfNotSpec:into:)`).
///
/// A file may make far more findings than its report lists (490,000 unknown keys, of which a report lists 1,000): a
/// sink that applies the file's own policy as findings come (its `# piclint:` comments, then the findings limit) keeps
/// only what the report will list and counts the rest, so the findings past the limit cost next to nothing. Such a
/// sink gives the reader a budget too (`problemBudget`), so that the problems certain to fall past the limit are
/// counted as they are found, never kept (`addLeftOut`). The policy stage's sink is `FilePolicy.Collector`;
/// `AllFindings` keeps every finding.
public protocol FindingSink {
    /// What the reader may leave out of the problems it finds, counting them instead; nil to have every one.
    var problemBudget: ProblemBudget? { get }
    /// Called once, before any finding, with what the file's comments say and where its controls stand.
    mutating func begin(_ comments: FileComments)
    /// One finding, in any order; its fix is not yet resolved (the engine resolves the fixes of the findings kept).
    mutating func add(_ diagnostic: Diagnostic)
    /// Findings the reader left out under the budget: `count` of them, all of `first`'s rule and severity, the first
    /// in report order being `first`. Each would have fallen past the limit.
    mutating func addLeftOut(_ count: Int, like first: Diagnostic)
    /// Called once, after the last finding: what the file's report lists.
    mutating func finish(path: String) -> SunkFindings
}

/// What a sink keeps of a file's findings.
public struct SunkFindings: Sendable {
    /// The findings the report lists, in report order.
    public var diagnostics: [Diagnostic]
    /// How many findings `# piclint:` comments suppressed.
    public var suppressed: Int
    /// The comments, for a policy still to come (empty once a sink has applied them).
    public var comments: FileComments

    /// Creates what a sink kept.
    public init(diagnostics: [Diagnostic], suppressed: Int = 0, comments: FileComments = FileComments()) {
        self.diagnostics = diagnostics
        self.suppressed = suppressed
        self.comments = comments
    }
}

/// Keeps every finding and the comments, for a policy applied afterwards (`FilePolicy.apply(to:)`) or none.
public struct AllFindings: FindingSink {
    private var diagnostics: [Diagnostic] = []
    private var comments = FileComments()

    public init() {}

    /// None: every problem is kept.
    public var problemBudget: ProblemBudget? { nil }

    public mutating func begin(_ comments: FileComments) {
        self.comments = comments
    }

    public mutating func add(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Never called: with no budget, the reader leaves nothing out.
    public mutating func addLeftOut(_ count: Int, like first: Diagnostic) {}

    public mutating func finish(path: String) -> SunkFindings {
        SunkFindings(diagnostics: Diagnostic.inReportOrder(diagnostics), comments: comments)
    }
}
