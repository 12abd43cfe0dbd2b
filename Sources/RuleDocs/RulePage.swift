/// One rule's documentation page (rules/ID.md), whole and in its parts. The generator finds the parts, so
/// reports take one by name and nobody searches the Markdown for a heading at run time; each part is a range of
/// the page, so the binary carries the text once.
public struct RulePage: Sendable, Hashable {
    /// The rule's id, which names the page.
    public let id: String
    /// The first paragraph of "Why it matters", on one line: what tools that list rules show as a description.
    public let summary: String
    /// The whole page, as `piclint explain` prints it.
    public let markdown: String
    private let parts: [Range<Int>]

    /// Creates a page from the UTF-8 ranges of its parts; the generated `RuleDocs.pages` is the one caller.
    public init(id: String, summary: String, title: Range<Int>, defaultSeverity: Range<Int>, options: Range<Int>,
                guideline: Range<Int>, whyItMatters: Range<Int>, howToFix: Range<Int>, examples: Range<Int>, markdown: String) {
        self.id = id
        self.summary = summary
        self.markdown = markdown
        self.parts = [title, defaultSeverity, options, guideline, whyItMatters, howToFix, examples]
    }

    /// The metadata under the title: the rule's title, default severity, options (`none`, or each `name: default`
    /// with what it means) and the guidelines it follows, as the page writes them.
    public var title: String { part(0) }
    public var defaultSeverity: String { part(1) }
    public var options: String { part(2) }
    public var guideline: String { part(3) }
    /// The sections' Markdown, without their headings.
    public var whyItMatters: String { part(4) }
    public var howToFix: String { part(5) }
    /// The triggering and non-triggering examples, with their `###` headings.
    public var examples: String { part(6) }

    private func part(_ index: Int) -> String {
        let bytes = markdown.utf8
        let range = parts[index].clamped(to: 0..<bytes.count)
        return String(decoding: bytes.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
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
