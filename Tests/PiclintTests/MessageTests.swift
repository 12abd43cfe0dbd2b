import Driver
import Config
import Foundation
import Lint
import PickerModel
@testable import Reports
import RuleDocs
import Testing
import Source
import YAML

/// What piclint says and where it points: help under each finding in the text report, carets measured in terminal
/// cells, libyaml's errors about tabs and anchors put in words, no unused-suppression noise after a syntax error,
/// and the rules' help in SARIF.
@Suite("Messages")
struct MessageTests {
    // MARK: Help in the text report

    func finding(line: Int = 6, column: Int = 14, endColumn: Int? = nil, severity: Severity = .error, help: String? = "choose one of its values") -> Diagnostic {
        Diagnostic(file: "a.yaml", range: SourceRange(start: mark(line, column), end: mark(line, endColumn ?? column + 1)), severity: severity,
                   rule: "default-not-in-values", control: "size", message: "default \"巨\" of `size` is not one of its values", help: help)
    }

    @Test("piped, each finding's help follows it on an indented `  = help:` line; a finding without help has none")
    func helpWhenPiped() {
        let input = ReportInput(files: [FileReport(path: "a.yaml", diagnostics: [finding(), finding(line: 7, help: nil)])])
        #expect(TextReporter().render(input) == """
            a.yaml:6:14: error: default "巨" of `size` is not one of its values [default-not-in-values]
              = help: choose one of its values
            a.yaml:7:14: error: default "巨" of `size` is not one of its values [default-not-in-values]
            1 file, 2 errors, 0 warnings

            """)
    }

    @Test("on a terminal, the help comes after the source line and its caret, as rustc puts it")
    func helpOnTerminal() {
        let input = ReportInput(files: [FileReport(path: "a.yaml", diagnostics: [finding()], sourceLines: [6: "    default: 巨"])])
        #expect(TextReporter(showSource: true).render(input) == """
            a.yaml:6:14: error: default "巨" of `size` is not one of its values [default-not-in-values]
                    default: 巨
                             ^~
              = help: choose one of its values
            1 file, 1 error, 0 warnings

            """)
        let painted = TextReporter(color: true).render(ReportInput(files: [FileReport(path: "a.yaml", diagnostics: [finding()])]))
        #expect(painted.contains("\n  \u{1B}[1m= help:\u{1B}[0m choose one of its values\n"))
    }

    /// VS Code's `$gcc` problem matcher, which GitHub's gcc matchers copy: errors and warnings only.
    static let gccMatcher = #"^(.*?):(\d+):(\d*):?\s+(?:fatal\s+)?(warning|error):\s+(.*)$"#
    /// A looser matcher, as Vim's and Emacs's take any `path:line:col: word:` line (notes too) as an entry.
    static let anySeverityMatcher = #"^(.*?):(\d+):(\d+):\s*(\w+):\s+(.*)$"#

    static func matches(_ pattern: String, _ line: Substring) -> Bool {
        String(line).range(of: pattern, options: .regularExpression) != nil
    }

    @Test("problem matchers read each finding once: its first line matches, its help line matches neither matcher")
    func problemMatchers() throws {
        let result = try runPiclint(["--now", GoldenTests.now, "Fixtures"], in: Repo.root.path)
        let json = try runPiclint(["--now", GoldenTests.now, "--format", "json", "Fixtures"], in: Repo.root.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        let lines = result.stdout.split(separator: "\n")
        let helpLines = lines.filter { $0.hasPrefix("  = help: ") }
        #expect(helpLines.count == diagnostics.filter { $0["help"] is String }.count)
        #expect(helpLines.count > 50)
        #expect(!helpLines.contains { Self.matches(Self.gccMatcher, $0) || Self.matches(Self.anySeverityMatcher, $0) })
        #expect(lines.filter { Self.matches(Self.anySeverityMatcher, $0) }.count == diagnostics.count)
        #expect(lines.filter { Self.matches(Self.gccMatcher, $0) }.count == diagnostics.filter { $0["severity"] as? String != "info" }.count)
    }

    @Test("help that quotes a spec's `file:1:2: error: …` is defused, so a matcher finds no forged finding in it")
    func forgedFindingInHelp() {
        let help = TextReporter().helpLine("choose one of \"x.yaml:1:2: error: forged\", \"07:30\"")
        #expect(!Self.matches(Self.gccMatcher, Substring(help)) && !Self.matches(Self.anySeverityMatcher, Substring(help)))
        #expect(help == "  = help: choose one of \"x.yaml:1\\u{3A}2\\u{3A} error: forged\", \"07\\u{3A}30\"")
        // Help that spells no finding is left alone, times and all.
        #expect(TextReporter().helpLine("use \"07:30\" or 1:30:00") == "  = help: use \"07:30\" or 1:30:00")
    }

    @Test("the real binary, piped, prints the help lines")
    func helpFromTheBinary() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("screen: S\ncontrols:\n  - id: alarm\n    kind: datePicker\n    mode: time\n    minuteInterval: 7\n", to: directory + "/a.yaml")
        let result = try runPiclint(["--now", GoldenTests.now, "a.yaml"], in: directory)
        #expect(result.stdout == """
            a.yaml:6:21: error: minuteInterval 7 of `alarm` does not divide 60 evenly; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30 [minute-interval]
              = help: the platform ignores any other interval and shows every minute; the nearest valid interval is 6
            1 file, 1 error, 0 warnings

            """)
    }

    // MARK: Carets in terminal cells

    func caretLine(_ sourceLine: String, column: Int, endColumn: Int) -> String {
        let input = ReportInput(files: [FileReport(path: "a.yaml", diagnostics: [finding(line: 1, column: column, endColumn: endColumn, help: nil)],
                                                   sourceLines: [1: sourceLine])])
        let lines = TextReporter(showSource: true).render(input).split(separator: "\n", omittingEmptySubsequences: false)
        return String(lines[2])
    }

    @Test("the caret's indentation and underline count terminal cells: four CJK values, 13 code points, underline 18 cells")
    func wideUnderline() {
        let line = "    values: [小, 中, 大, 特大]"
        #expect(caretLine(line, column: 13, endColumn: 26) == "    " + String(repeating: " ", count: 12) + "^" + String(repeating: "~", count: 17))
        // A one-character range on a wide character is two cells.
        #expect(caretLine("    default: 巨", column: 14, endColumn: 15) == "    " + String(repeating: " ", count: 13) + "^~")
    }

    @Test("combining marks take no cell, emoji shown as emoji take two, a flag two, a tab its escape's six")
    func cellsOfOtherCharacters() {
        // é written as e and a combining acute: the value is 5 code points, 4 cells.
        #expect(caretLine("k: cafe\u{301} x", column: 4, endColumn: 9) == "    " + "   " + "^~~~")
        // ✅ and 🩺 lie outside the CJK and older emoji blocks and are drawn wide all the same.
        #expect(caretLine("k: ✅🩺 x", column: 7, endColumn: 8) == "    " + String(repeating: " ", count: 8) + "^")
        #expect(TextWidth.cells("✅🩺⌚🚀") == 8 && TextWidth.cells("🇯🇵") == 2 && TextWidth.cells("アｱ") == 3)
        // A tab is shown as its escape, so the indentation YAML refuses stays visible, and is underlined in full.
        let input = ReportInput(files: [FileReport(path: "a.yaml", diagnostics: [finding(line: 1, column: 1, endColumn: 1, help: nil)],
                                                   sourceLines: [1: "\tkind: picker"])])
        #expect(TextReporter(showSource: true).render(input).contains("\n    \\u{09}kind: picker\n    ^~~~~~\n"))
    }

    @Test("a caret past the end of its line, or over a range that ends on a later line, is one mark")
    func caretEdges() {
        #expect(caretLine("k: v", column: 5, endColumn: 5) == "        ^")
        let input = ReportInput(files: [FileReport(
            path: "a.yaml",
            diagnostics: [Diagnostic(file: "a.yaml", range: SourceRange(start: mark(1, 4), end: mark(3, 2)), severity: .error,
                                     rule: "r", control: nil, message: "m", help: nil)],
            sourceLines: [1: "k: 大きい"])])
        #expect(TextReporter(showSource: true).render(input).contains("\n       ^~\n"))
    }

    // MARK: Tabs

    func syntaxErrors(_ yaml: String) -> [String] {
        lint(yaml).filter { $0.rule == "yaml-syntax" }.map { "\($0.range.start) \($0.message)" }
    }

    @Test("a tab in indentation is named, with where it is and what to do, whichever libyaml complaint it gave")
    func tabInIndentation() {
        // libyaml: "found character that cannot start any token (while scanning for the next token)"
        #expect(syntaxErrors("screen: S\ncontrols:\n\t- id: a\n    kind: picker\n")
            == ["3:1 a tab in indentation: YAML indents with spaces only; replace the tab at 3:1 with spaces"])
        // libyaml: "found a tab character that violates indentation (while scanning a plain scalar at 3:9)"
        #expect(syntaxErrors("screen: S\ncontrols:\n  - id: a\n\tkind: picker\n")
            == ["4:1 a tab in indentation: YAML indents with spaces only; replace the tab at 4:1 with spaces"])
        // After spaces, still indentation.
        #expect(syntaxErrors("screen: S\ncontrols:\n  - id: a\n    \tkind: picker\n")
            == ["4:5 a tab in indentation: YAML indents with spaces only; replace the tab at 4:5 with spaces"])
        // In a block scalar: "found a tab character where an indentation space is expected".
        #expect(syntaxErrors("screen: S\nx-note: |\n\tfoo\ncontrols: []\n")
            == ["3:1 a tab in indentation: YAML indents with spaces only; replace the tab at 3:1 with spaces"])
    }

    @Test("a tab elsewhere that libyaml refuses is named too; another complaint that stops at a tab says what is there")
    func tabElsewhere() {
        #expect(syntaxErrors("screen: S\ncontrols:\n  -\tid: a\n")
            == ["3:4 a tab where YAML takes only spaces; replace the tab at 3:4 with a space"])
        #expect(syntaxErrors("screen: S\nx: &\tname 1\ncontrols: []\n")
            == ["2:5 did not find expected alphabetic or numeric character (while scanning an anchor at 2:4); the character at 2:5 is a tab"])
        // A tab YAML allows (as separation after a key's colon) is no error, and other errors keep libyaml's words.
        #expect(syntaxErrors("screen:\tS\ncontrols: []\n").isEmpty)
        #expect(syntaxErrors("screen: S\nlabel: a: b\ncontrols: []\n") == ["2:9 mapping values are not allowed in this context"])
    }

    @Test("a UTF-16 file's tab is found in the text libyaml reads")
    func tabInUTF16() {
        let text = "screen: S\ncontrols:\n\t- id: a\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let report = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(bytes, path: "a.yaml")
        #expect(report.diagnostics.map(\.message) == ["a tab in indentation: YAML indents with spaces only; replace the tab at 3:1 with spaces"])
    }

    // MARK: Anchors across documents

    @Test("an alias to an anchor of an earlier document says where the anchor is and that anchors stop at `---`")
    func anchorInEarlierDocument() {
        let yaml = """
            screen: First
            x-snooze: &snooze [5, 10, 15, 20, 25]
            controls: []
            ---
            screen: Second
            controls:
              - id: snooze
                kind: picker
                values: *snooze
                default: 10

            """
        #expect(syntaxErrors(yaml) == ["9:13 the alias *snooze names no anchor of this document: &snooze is defined at 2:11, "
            + "in an earlier document, and anchors do not carry across `---`; define it again in this document"])
        // An anchor no document defined keeps the plain message.
        #expect(syntaxErrors("screen: S\ncontrols: *none\n") == ["2:11 the alias *none names no anchor defined before it"])
        // The latest definition is the one named.
        let parsed = Parser().parse("a: &x 1\n---\nb: &x 2\n---\nc: *x\n")
        #expect(parsed.error?.message.contains("&x is defined at 3:4") == true)
    }

    // MARK: No unused-suppression cascade after a syntax error

    @Test("after a syntax error, suppressions in the unread part are not called unused; those in complete documents still are")
    func noCascadeAfterSyntaxError() {
        let yaml = """
            screen: First
            controls:
              - id: a
                kind: picker
                values: [1, 2, 3, 4, 5, 6]
                default: 1   # piclint:disable-line default-not-in-values
            ---
            screen: Second
            x-base: &base [1, 2]
            controls:
              - id: b
                kind: picker
                values: [1, 2]  # piclint:disable-line short-list, default-value
            ---
            screen: Third
            controls:
              - id: c
                kind: picker
                values: *base  # piclint:disable-line short-list
              - id: d   # piclint:disable-next-line default-value
                kind: picker
                values: [1, 2, 3, 4, 5]

            """
        let found = lint(yaml).map { "\($0.range.start) \($0.rule)" }
        #expect(found == ["6:18 unused-suppression", "19:13 yaml-syntax"])
    }

    @Test("a syntax error in the only document: no unused-suppression at all, a file-wide directive included")
    func noCascadeInOnlyDocument() {
        let yaml = "# piclint:disable-file wheel-fit\nscreen: S\ncontrols:\n  - id: a  # piclint:disable-line short-list\n\tkind: picker\n"
        #expect(lint(yaml).map(\.rule) == ["yaml-syntax"])
        // Unknown rules are still named: that needs no finding to judge.
        #expect(lint("# piclint:disable-file no-such-rule\nscreen: S\ncontrols: [\n").map(\.rule) == ["unknown-rule", "yaml-syntax"])
        #expect(Parser().parse("a: 1\n---\nb: [\n").unreadFrom == mark(2, 1))
        #expect(Parser().parse("a: 1\n").unreadFrom == nil)
    }

    // MARK: SARIF rule help

    func sarifRules(_ reporter: SARIFReporter) throws -> [[String: Any]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(reporter.render(ReportInput(files: [])).utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let tool = try #require(runs.first?["tool"] as? [String: Any])
        let driver = try #require(tool["driver"] as? [String: Any])
        return try #require(driver["rules"] as? [[String: Any]])
    }

    @Test("each SARIF rule's help: text says what to do and where the page is, markdown is the whole page; no helpUri unless configured")
    func sarifHelp() throws {
        let rules = try sarifRules(SARIFReporter())
        #expect(rules.count == RuleRegistry.descriptions.count)
        for rule in rules {
            let id = try #require(rule["id"] as? String)
            let help = try #require(rule["help"] as? [String: String])
            let text = try #require(help["text"])
            let description = try #require(RuleRegistry.description(of: RuleID(id)))
            let fix = try #require(RuleDocs.page(id)?.howToFix)
            #expect(text.hasPrefix(description.title + ".\n\n"))
            #expect(text.hasSuffix("`piclint explain \(id)`."))
            #expect(text.contains(fix))
            let markdown = try #require(help["markdown"])
            #expect(markdown.hasPrefix("# \(id)\n") && markdown.contains("## Why it matters")
                && (markdown.contains("```yaml") || markdown.contains("```xml") || markdown.contains("```swift")))
            #expect(markdown.contains("### Triggers\n\n`↓` marks where piclint reports each finding.\n"))
            #expect(rule["helpUri"] == nil)
        }
    }

    @Test("with helpURL, each rule's helpUri is the URL with {rule} as its id")
    func sarifHelpUri() throws {
        let rules = try sarifRules(SARIFReporter(helpURL: "https://github.com/acme/piclint/blob/main/rules/{rule}.md"))
        let minute = try #require(rules.first { $0["id"] as? String == "minute-interval" })
        #expect(minute["helpUri"] as? String == "https://github.com/acme/piclint/blob/main/rules/minute-interval.md")
        #expect(rules.allSatisfy { ($0["helpUri"] as? String)?.hasSuffix("/\($0["id"] as? String ?? "?").md") == true })
    }

    @Test("helpURL in .piclint.yml reaches the SARIF report, which stays valid against the SARIF 2.1.0 schema")
    func helpURLFromConfig() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("helpURL: \"https://example.com/piclint/rules/{rule}.html\"\n", to: directory + "/.piclint.yml")
        try write("screen: S\ncontrols:\n  - id: t\n    kind: datePicker\n    mode: time\n    minuteInterval: 7\n", to: directory + "/a.yaml")
        let result = try runPiclint(["--now", GoldenTests.now, "--format", "sarif=report.sarif", "a.yaml"], in: directory)
        #expect(result.status == 1, "\(result.stderr)")
        let sarif = try String(contentsOfFile: directory + "/report.sarif", encoding: .utf8)
        #expect(sarif.contains("\"helpUri\": \"https://example.com/piclint/rules/minute-interval.html\""))
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            errors = list(jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(json.load(open(sys.argv[2]))))
            print("ok" if not errors else "invalid: " + errors[0].message)
            """
        let schema = try TestTools.requireFile("Tests/Schemas/sarif-schema-2.1.0.json")
        #expect(try SchemaTests().python(["-c", script, schema, directory + "/report.sarif"]) == ["ok"])
    }

    @Test("a helpURL that is not an absolute URL is a config error at its value, exit 2; the schema agrees")
    func badHelpURL() throws {
        func load(_ text: String) -> Result<Configuration, ConfigError> {
            ConfigLoader().load(text, path: ".piclint.yml", directory: ".")
        }
        #expect(try load("helpURL: \"https://github.com/acme/piclint/blob/main/rules/{rule}.md\"\n").get().helpURL
            == "https://github.com/acme/piclint/blob/main/rules/{rule}.md")
        #expect(try load("helpURL: https://example.com/piclint-rules\n").get().helpURL == "https://example.com/piclint-rules")
        for bad in ["docs/{rule}.md", "\"https://example.com/my rules/{rule}\"", "https://example.com/règles/{rule}", "\"https:\"", "[a]"] {
            guard case .failure(let error) = load("helpURL: \(bad)\n") else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(error.mark == mark(1, 10))
        }
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("helpURL: docs/{rule}.md\n", to: directory + "/.piclint.yml")
        try write("helpURL: \"https://example.com/{rule}.md\"\n", to: directory + "/good.yml")
        try write("screen: S\ncontrols: []\n", to: directory + "/a.yaml")
        let result = try runPiclint(["a.yaml"], in: directory)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(".piclint.yml:1:10: error: `helpURL` takes an absolute URL such as "))
        let verdicts = try SchemaTests().checkYAML("schemas/config.schema.json", [directory + "/good.yml", directory + "/.piclint.yml"])
        #expect(verdicts.count == 2 && verdicts[0] == "ok" && verdicts[1].hasPrefix("invalid"))
    }
}
