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
    ///
    /// A fix is about one control, but an edit in an anchor's text that aliases repeat (`<<: *base` merges count)
    /// changes every control that reads it. Such a fix is never safe, whatever the rule says (the other controls'
    /// screens change), and its summary says which anchor it edits, so that even as a suggestion it changes nothing
    /// silently. A value reached through an alias stands at the alias (`Node.range`), so a fix of that value
    /// replaces the alias alone and stays as the rule made it.
    public init?(_ fix: Fix, in read: ReadSource, by frontEnd: any FrontEnd) {
        guard let edits = frontEnd.resolve(fix.edits, in: read) else { return nil }
        self.init(summary: fix.summary, edits: edits, applicability: fix.applicability)
        if !read.aliases.isEmpty, let shared = Self.sharedAnchor(of: fix.edits, in: read.aliases) {
            applicability = .unsafe
            summary += " (this edits the anchor &\(shared.name), which \(shared.aliases == 1 ? "an alias repeats" : "\(shared.aliases) aliases repeat")"
                + ": every control that reads it changes)"
        }
    }

    /// The anchor that aliases repeat in whose text one of the edits lands, if any (a moved item's source counts).
    static func sharedAnchor(of edits: [TextEdit], in aliases: Aliases) -> Aliases.SharedAnchor? {
        for edit in edits {
            if let shared = aliases.sharedAnchor(holding: edit.range) { return shared }
            if case .moveItem(let source) = edit.replacement, let shared = aliases.sharedAnchor(holding: source) { return shared }
        }
        return nil
    }

    /// Creates a resolved fix.
    public init(summary: String, edits: [ResolvedEdit], applicability: Fix.Applicability = .safe) {
        self.summary = summary
        self.edits = edits
        self.applicability = applicability
    }
}
