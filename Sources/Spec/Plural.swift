/// English counts that agree with their nouns and verbs ("1 value", "2 values", "1 of the 5 is"), for every message,
/// help text and summary piclint writes: one place for the rule, rather than a ternary beside each count.
public enum Plural {
    /// A count and its noun: "0 values", "1 value", "2 values". `plural` is for nouns that do not just add "s"
    /// ("entry", "entries").
    public static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + noun(count, singular, plural)
    }

    /// A number already written (“1”, “844”, “1.5”, “1.8e+20”) and its noun: singular only for a “1”.
    public static func counted(_ number: String, _ singular: String, _ plural: String? = nil) -> String {
        number + " " + (number == "1" ? singular : plural ?? singular + "s")
    }

    /// A count written with thousands grouped ("12,345 findings"), and its noun.
    public static func grouped(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        WholeNumbers.grouped(count) + " " + noun(count, singular, plural)
    }

    /// The noun alone, as a count wants it: the singular for exactly one, the plural otherwise (English says
    /// "0 values").
    public static func noun(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        count == 1 || count == -1 ? singular : plural ?? singular + "s"
    }

    /// A verb as a count of things wants it: `verb(1, "is", "are")` is "is".
    public static func verb(_ count: Int, _ singular: String, _ plural: String) -> String {
        count == 1 || count == -1 ? singular : plural
    }
}
