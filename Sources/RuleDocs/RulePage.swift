/// One rule's documentation page (rules/ID.md), whole and in its parts. The generator splits the page, so
/// reports take a part by name and nobody searches the Markdown for a heading at run time.
public struct RulePage: Sendable, Hashable {
    /// The rule's id, which names the page.
    public let id: String
    /// The metadata under the title: the rule's title, default severity, options (`none`, or each `name: default`
    /// with what it means) and the guidelines it follows, as the page writes them.
    public let title: String
    public let defaultSeverity: String
    public let options: String
    public let guideline: String
    /// The first paragraph of "Why it matters", on one line: what tools that list rules show as a description.
    public let summary: String
    /// The sections' Markdown, without their headings.
    public let whyItMatters: String
    public let howToFix: String
    /// The triggering and non-triggering examples, with their `###` headings.
    public let examples: String
    /// The whole page, as `piclint explain` prints it.
    public let markdown: String

    /// Creates a page; the generated `RuleDocs.pages` is the one caller.
    public init(id: String, title: String, defaultSeverity: String, options: String, guideline: String, summary: String,
                whyItMatters: String, howToFix: String, examples: String, markdown: String) {
        self.id = id
        self.title = title
        self.defaultSeverity = defaultSeverity
        self.options = options
        self.guideline = guideline
        self.summary = summary
        self.whyItMatters = whyItMatters
        self.howToFix = howToFix
        self.examples = examples
        self.markdown = markdown
    }
}

/// Every rule's documentation, carried in the binary as generated Swift (scripts/generate-rule-docs.py) rather
/// than a resource bundle: the installed binary stands alone, with no bundle to find at run time.
public enum RuleDocs {
    /// A rule's page by its id, or nil when no page has that id.
    public static func page(_ id: String) -> RulePage? {
        byID[id]
    }

    private static let byID: [String: RulePage] = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
}
