import Spec
import XML
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

    /// A rule's fix resolved against a file; nil when an edit does not fit the text (it then is no fix at all).
    public init?(_ fix: Fix, in source: SourceFile) {
        guard let edits = source.resolve(fix.edits) else { return nil }
        self.init(summary: fix.summary, edits: edits, applicability: fix.applicability)
    }

    /// A rule's fix resolved against an Interface Builder file, whose edits can only change attribute values or add
    /// an attribute; nil for a fix of any other kind (it stays a finding without a fix there).
    public init?(_ fix: Fix, attributesIn source: SourceFile) {
        guard let edits = source.resolveAttributeEdits(fix.edits) else { return nil }
        self.init(summary: fix.summary, edits: edits, applicability: fix.applicability)
    }

    /// Creates a resolved fix.
    public init(summary: String, edits: [ResolvedEdit], applicability: Fix.Applicability = .safe) {
        self.summary = summary
        self.edits = edits
        self.applicability = applicability
    }
}
