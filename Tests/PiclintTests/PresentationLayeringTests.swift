import Foundation
import Lint
import RuleDocs
import Testing

/// Issue 16, item 4: presentation where it belongs. The rule pages are a module of their own, split into their
/// parts when generated.
@Suite("Presentation: rule docs in their own module, split when generated")
struct PresentationLayeringTests {
    @Test("the generated rule docs are up to date with rules/ and the generator (scripts/generate-rule-docs.py --check)")
    func generatedDocsAreFresh() throws {
        // python3 fails the test with the generator's message when the file is stale.
        #expect(try SchemaTests().python([Repo.path("scripts/generate-rule-docs.py"), "--check"], modules: []).isEmpty)
    }

    @Test("each page's parts are the page's own sections, without their headings", arguments: RuleDocs.pages)
    func partsComeFromThePage(page: RulePage) throws {
        let markdown = page.markdown
        #expect(markdown.hasPrefix("# \(page.id)\n"))
        #expect(markdown.contains("- **Title:** \(page.title)\n"))
        #expect(markdown.contains("- **Default severity:** \(page.defaultSeverity)\n"))
        #expect(markdown.contains("- **Options:** \(page.options)\n"))
        #expect(markdown.contains("- **Guideline:** \(page.guideline)\n"))
        #expect(markdown.contains("## Why it matters\n\n\(page.whyItMatters)\n"))
        #expect(markdown.contains("## How to fix\n\n\(page.howToFix)\n"))
        #expect(markdown.contains("## Examples\n\n\(page.examples)\n"))
        #expect(page.examples.contains("### Triggers") && page.examples.contains("### Does not trigger"))
        #expect(!page.summary.contains("\n") && page.whyItMatters.replacingOccurrences(of: "\n", with: " ").hasPrefix(page.summary))
        #expect(page.title == RuleRegistry.description(of: page.id)?.title)
    }

    @Test("a page is found by its rule's id, and no other")
    func lookUp() {
        #expect(RuleDocs.page("minute-interval")?.id == "minute-interval")
        #expect(RuleDocs.page("minute-intervals") == nil)
        #expect(Set(RuleDocs.pages.map(\.id)).count == RuleDocs.pages.count)
    }
}
