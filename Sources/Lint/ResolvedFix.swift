import Spec
import YAML

/// A fix resolved against one file's text: what reports show and `--fix` applies. The YAML layer resolves and
/// applies its edits (`SourceFile.resolve`, `SourceFile.applying`); this holds what the rule said of it.
public struct ResolvedFix: Sendable, Hashable {
    /// What the fix does ("use 30").
    public var summary: String
    /// The edits, sorted by position, none overlapping another.
    public var edits: [ResolvedEdit]
    /// Whether `--fix` makes it on its own, or only with `--unsafe-fixes` (reports say which).
    public var applicability: Fix.Applicability = .safe

    /// A rule's fix resolved against a file by the front end that read it; nil when an edit does not fit the text or
    /// the format (it then is no fix at all, and the finding stays without one).
    public init?(_ fix: Fix, in source: SourceFile, by frontEnd: any FrontEnd) {
        guard let edits = frontEnd.resolve(fix.edits, in: source) else { return nil }
        self.init(summary: fix.summary, edits: edits, applicability: fix.applicability)
    }

    /// Creates a resolved fix.
    public init(summary: String, edits: [ResolvedEdit], applicability: Fix.Applicability = .safe) {
        self.summary = summary
        self.edits = edits
        self.applicability = applicability
    }
}
