import Driver
import Foundation
import Lint
import PickerModel
import Reports
import RuleDocs
import Spec
import Testing

/// Issue 16, item 4: presentation where it belongs. The rule pages are a module of their own, split into their
/// parts when generated; the report formats are one protocol and one registry that the CLI reads.
@Suite("Presentation: rule docs in their own module, reporters behind one protocol")
struct PresentationLayeringTests {
    static let input = ReportInput(files: [
        Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array("screen: S\ncontrols:\n  - {id: p, kind: picker, values: [b, a, c]}\n".utf8), path: "a.yaml"),
    ])

    @Test("the registry holds each --format word once, in the order the help lists them")
    func registry() {
        #expect(ReportFormats.all.map { $0.identifier } == ["text", "json", "sarif", "junit", "checkstyle", "github", "html"])
        #expect(ReportFormats.named("sarif") == SARIFReporter.self)
        #expect(ReportFormats.named("simulate") == nil)
        #expect(ReportFormats.all.map { $0.suggestedFile }
            == ["piclint.txt", "piclint.json", "piclint.sarif", "piclint-junit.xml", "piclint-checkstyle.xml", "piclint-github.txt", "piclint.html"])
        #expect(ReportFormats.all.filter { $0.quotesSource }.map { $0.identifier } == ["text"])
        #expect(ReportFormats.all.filter { $0.drawsControls }.map { $0.identifier } == ["html"])
    }

    @Test("each format written to a sink is its rendered report, the streamed JSON one included", arguments: ReportFormats.all.map { $0.identifier })
    func writeIsRender(identifier: String) throws {
        let format = try #require(ReportFormats.named(identifier))
        let reporter = format.init(context: ReportContext())
        var sink = MemorySink()
        reporter.write(Self.input, to: &sink)
        #expect(String(decoding: sink.bytes, as: UTF8.self) == reporter.render(Self.input))
    }

    @Test("the context carries the clock, colour, terminal and help address to the formats that read them")
    func context() throws {
        let clock = try #require(ModelClock(parsing: "2024-05-06T07:08"))
        let junit = JUnitReporter(context: ReportContext(clock: clock))
        #expect(junit.timestamp == "2024-05-06T07:08:00")
        let text = TextReporter(context: ReportContext(color: true, terminal: true))
        #expect(text.color && text.showSource)
        #expect(!TextReporter(context: ReportContext()).color && !TextReporter(context: ReportContext()).showSource)
        #expect(SARIFReporter(context: ReportContext(helpURL: "https://x/{rule}")).helpURL == "https://x/{rule}")
    }
    @Test("the generated rule docs are up to date with rules/ and the generator (scripts/generate-rule-docs.py --check)")
    func generatedDocsAreFresh() throws {
        // python3 fails the test with the generator's message when the file is stale.
        #expect(try SchemaTests().python([Repo.path("scripts/generate-rule-docs.py"), "--check"], modules: []).isEmpty)
    }

    @Test("each page's parts are the page's own sections, without their headings", arguments: RuleDocs.pages.map(\.id))
    func partsComeFromThePage(id: String) throws {
        let page = try #require(RuleDocs.page(id))
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
        #expect(page.title == RuleRegistry.description(of: RuleID(page.id))?.title)
    }

    @Test("a page is found by its rule's id, and no other")
    func lookUp() {
        #expect(RuleDocs.page("minute-interval")?.id == "minute-interval")
        #expect(RuleDocs.page("minute-intervals") == nil)
        #expect(Set(RuleDocs.pages.map(\.id)).count == RuleDocs.pages.count)
    }

    @Test("the Linter hands over each control typed; the report puts it in words and cuts a long screen name")
    func controlReport() throws {
        let name = String(repeating: "n", count: 1_001)
        let report = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all)
            .lintFile(Array("screen: \(name)\nplatform: iOS\ncontrols:\n  - {id: d, kind: datePicker, mode: time}\n".utf8), path: "a.yaml")
        let control = try #require(report.controls.first)
        #expect(control.screen == name && control.platform == .iOS && control.mode == .time)
        let shown = ControlReport(control)
        #expect(shown.screen == String(repeating: "n", count: 1_000) + "…")
        #expect(shown.file == "a.yaml" && shown.platform == "iOS" && shown.kind == "datePicker" && shown.mode == "time" && shown.id == "d")
    }
}
