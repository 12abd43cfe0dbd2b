import Source
import Source

/// A change to a spec file's text that fixes one finding: edits at positions of the file, made together or not at all.
public struct Fix: Sendable, Hashable {
    /// Whether `--fix` may make a fix on its own (ruff's safe and unsafe fixes are the model). One definition: a
    /// safe fix leaves the screen showing exactly what it showed, as the reference model simulates it before and
    /// after (the tests and the fuzz target check it); every other fix is a suggestion.
    public enum Applicability: String, Sendable, Hashable, CaseIterable {
        /// The screen shows exactly what it showed: the fix writes what the platform shows anyway (a countdown of
        /// 23:59, a default rounded down to the interval). `--fix` makes it.
        case safe
        /// A suggestion: the screen changes (a value moves or goes, a setting takes effect, a unit moves), even where
        /// the change is surely the one meant. Reports carry it, marked as such; only `--unsafe-fixes` makes it.
        case unsafe
    }

    /// What the fix does, for reports ("use 30").
    public var summary: String
    /// The edits, in any order; they never overlap one another.
    public var edits: [TextEdit]
    /// Whether `--fix` makes it on its own, or only with `--unsafe-fixes`.
    public var applicability: Applicability

    /// Creates a fix; safe unless the rule says it is a suggestion, so each rule that guesses says so where it does.
    public init(_ summary: String, edits: [TextEdit], applicability: Applicability = .safe) {
        self.summary = summary
        self.edits = edits
        self.applicability = applicability
    }
}

/// One edit of a fix, said in the spec's terms; the front end that read the file writes it in its format. The name
/// stays here so that rules speak of fixes without importing it.
public typealias TextEdit = Source.TextEdit
