import Spec
import Source

/// A fix resolved against one file's text: what reports show and `--fix` applies. The front end that read the file
/// resolves its edits (`FrontEnd.resolve`) and `SourceFile.applying` makes them; this holds what the rule said of it.
public struct ResolvedFix: Sendable, Hashable {
    /// What the fix does ("use 30").
    public var summary: String
    /// The edits, sorted by position, none overlapping another.
    public var edits: [ResolvedEdit]
    /// Whether `--fix` makes it on its own, or only with `--unsafe-fixes` (reports say which).
    public var applicability: Fix.Applicability = .safe

    /// A rule's fix resolved against a file by the front end that read it; nil when an edit does not fit the text or
    /// the format (it then is no fix at all, and the finding stays without one).
    ///
    /// A fix is about one control, but an edit in text that the format repeats elsewhere (a YAML anchor that aliases
    /// and `<<: *base` merges repeat) changes every control that reads it. Such a fix is never safe, whatever the rule
    /// says (the other controls' screens change), and its summary names the shared text, so that even as a
    /// suggestion it changes nothing silently.
    public init?(_ fix: Fix, in read: ReadSource, by frontEnd: any FrontEnd) {
        guard let edits = frontEnd.resolve(fix.edits, in: read) else { return nil }
        self.init(summary: fix.summary, edits: edits, applicability: fix.applicability)
        if let shared = frontEnd.sharedText(touchedBy: fix.edits, in: read) {
            applicability = .unsafe
            summary += " (this edits \(shared): every control that reads it changes)"
        }
    }

    /// Creates a resolved fix.
    public init(summary: String, edits: [ResolvedEdit], applicability: Fix.Applicability = .safe) {
        self.summary = summary
        self.edits = edits
        self.applicability = applicability
    }
}
