import YAML

/// A change to a spec file's text that fixes one finding: edits at positions of the file, made together or not at all.
public struct Fix: Sendable, Hashable {
    /// Whether `--fix` may make a fix on its own (ruff's safe and unsafe fixes are the model). `--fix` once sorted
    /// `[day, week, month, year]` alphabetically: a fix that can change what a screen means must be asked for.
    public enum Applicability: String, Sendable, Hashable, CaseIterable {
        /// Cannot change what the screen means: it writes what the platform shows anyway (a countdown of 23:59, a
        /// default rounded to the interval), or drops or moves text a person could not tell apart or already sees
        /// (an exact repeat, a unit said once). `--fix` makes it.
        case safe
        /// A suggestion: it may change what the screen means, because it reorders values or guesses which of
        /// several answers the author meant. Reports carry it, marked as such; only `--unsafe-fixes` makes it.
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

/// One edit of a fix: the text at a range of the file and what replaces it. An empty range inserts.
public struct TextEdit: Sendable, Hashable {
    /// What takes the range's place.
    public enum Replacement: Sendable, Hashable {
        /// This text, as it stands.
        case text(String)
        /// A scalar's new value, quoted as the old one was; `number` instead when the old one was written as a
        /// plain number (a duration in seconds).
        case scalar(String, number: String? = nil)
        /// The sequence item at another range of the same file, moving to this item's place (a value going to its
        /// sorted place): in block style with the comment on its line, so a comment stays with its value.
        case moveItem(SourceRange)
        /// Nothing: the sequence item at the range goes, with its line in block style or its comma in flow style.
        case removeItem
        /// Inserted before the mapping key whose value starts at the range: `key: value` as a new entry of that
        /// mapping, on its own line in block style, before a comma in flow style.
        case entryBeforeKey(String)
    }

    /// The text the edit replaces (for insertions, where the inserted text goes).
    public var range: SourceRange
    /// What replaces it.
    public var replacement: Replacement

    /// Creates an edit.
    public init(_ range: SourceRange, _ replacement: Replacement) {
        self.range = range
        self.replacement = replacement
    }
}
