import Driver
import Foundation
@testable import Lint
import PickerModel
@testable import Policy
@testable import Reports
import Spec
import Testing
import Source
import YAML

/// Whatever a file holds, linting it takes time linear in its size, and its report is bounded: at most
/// `ParseLimits.maxFindings` findings per file, then one that says how many more there were. And nothing a spec
/// or a path holds reaches a terminal or a log viewer as a control character.
@Suite("Bounded output")
struct BoundedOutputTests {
    /// The quicker of two runs, in seconds: one slow run on a shared machine should not fail a test.
    func seconds(_ body: () -> Void) -> Double {
        (0..<2).map { _ in
            let start = Date()
            body()
            return Date().timeIntervalSince(start)
        }.min() ?? 0
    }

    /// A screen followed by `count` unknown keys (`k0`...), one a line from line 3, each a `spec-unknown-key` warning.
    func unknownKeys(_ count: Int, then tail: String = "") -> String {
        "screen: S\ncontrols: []\n" + (0..<count).map { "k\($0): 1\n" }.joined() + tail
    }

    /// A linter whose findings limit is out of reach, to compare against.
    let uncapped = Linter(limits: ParseLimits(maxFileSize: 16 * 1024 * 1024, maxDepth: 256, maxNodes: 1_000_000, maxFindings: .max),
                          model: ReferenceModel(clock: .pinned), frontEnds: .all)

    // MARK: Time linear in the number of documents

    @Test("documents without `screen:` cost time linear in their number (was quadratic: 40k took 22 s)")
    func manyScreenlessDocuments() {
        let document = "---\nfoo: 1\n"
        let small = String(repeating: document, count: 2_500)
        let large = String(repeating: document, count: 10_000)
        let smallTime = seconds { _ = lint(small) }
        let largeTime = seconds { _ = lint(large) }
        // Four times the documents: about four times the time; quadratic work would be sixteen.
        #expect(largeTime < 8 * smallTime + 0.5, "2,500 documents: \(smallTime) s; 10,000: \(largeTime) s")
    }

    @Test("a problem found before its control was known still names the control whose range holds it, across screens")
    func problemsNameTheirControl() {
        // Duplicate keys come from the parser, which knows no controls: the decoder names them afterwards.
        let found = lint("""
            screen: A
            controls:
              - {id: one, kind: picker, values: [a, b, c, d, e], default: a, label: x, label: y}
              - id: two
                kind: picker
                values: [a, b, c, d, e]
                default: a
                label: x
                label: y
            ---
            screen: B
            size: {width: 300, width: 320, height: 600}
            controls:
              - {id: three, kind: picker, values: [a, b, c, d, e], default: a, label: x, label: y}

            """).filter { $0.rule == "duplicate-key" }
        #expect(found.map(\.control) == ["one", "two", nil, "three"])
    }

    @Test("`--- ~` documents give a bounded report in linear time, and end at a node limit")
    func nullDocuments() {
        let small = String(repeating: "--- ~\n", count: 5_000)
        let large = String(repeating: "--- ~\n", count: 20_000)
        let smallTime = seconds { _ = lint(small) }
        var found: [Diagnostic] = []
        let largeTime = seconds { found = lint(large) }
        #expect(largeTime < 8 * smallTime + 0.5, "5,000 documents: \(smallTime) s; 20,000: \(largeTime) s")
        #expect(found.count == 1_001)
        #expect(found.last?.message.hasPrefix("… and 19,000 more findings in this file") == true)
        // The node limit is the parser's (by default what the size limit allows), here set low. The yaml-syntax finding
        // that says so is kept whatever the count, after the closing finding, at its own place.
        let limited = Linter(limits: ParseLimits(maxFileSize: 16 * 1024 * 1024, maxDepth: 256, maxNodes: 10_000), frontEnds: .all).lintFile(Array(large.utf8), path: "a.yaml")
        #expect(limited.diagnostics.count == 1_002)
        #expect(limited.diagnostics[1_000].omitted == [.error: 9_000])
        #expect(limited.diagnostics.last?.rule == "yaml-syntax")
        #expect(limited.diagnostics.last?.message == "the file has more than 10000 nodes, more than piclint reads")
    }

    // MARK: Findings per file

    @Test("past the limit a file keeps its first findings in report order, then one that counts the rest")
    func capAndCount() throws {
        let text = unknownKeys(3_000)
        let all = uncapped.lintFile(Array(text.utf8), path: "a.yaml").diagnostics
        let report = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(text.utf8), path: "a.yaml")
        #expect(all.count == 3_000)
        #expect(report.diagnostics.count == ParseLimits.default.maxFindings + 1)
        #expect(Array(report.diagnostics.prefix(1_000)) == Array(all.prefix(1_000)))
        let notice = try #require(report.diagnostics.last)
        #expect(notice.message == "… and 2,000 more findings in this file (2,000 warnings; spec-unknown-key: 2,000); "
            + "piclint reports the first 1,000 of a file")
        #expect(notice.rule == "spec-unknown-key" && notice.severity == .warning && notice.control == nil)
        // It points at the first finding left out, so it sorts last and says where reading would go on.
        #expect(notice.range == all[1_000].range)
        #expect(report.diagnostics == report.diagnostics.sorted(by: Diagnostic.reportOrder))
        #expect(notice.omitted == [.warning: 2_000])
        // Summaries count what is reported, and say that more exist.
        let summary = ReportInput(files: [report]).summary
        #expect(summary.warnings == 1_001 && summary.omitted == 2_000)
        #expect(summary.sentence == "1 file, 0 errors, 1001 warnings (2000 more not reported)")
    }

    @Test("the closing finding carries the highest severity left out, and the rule of the first such finding")
    func highestSeverityLeftOut() throws {
        // 1,500 unknown keys (warnings), then a key given twice (an error), all past the limit but the first 1,000.
        let text = unknownKeys(1_500, then: "k0: 2\n")
        let notice = try #require(Linter(frontEnds: .all).lintFile(Array(text.utf8), path: "a.yaml").diagnostics.last)
        #expect(notice.severity == .error)
        #expect(notice.rule == "duplicate-key")
        #expect(notice.range.start.line == 1_503)
        #expect(notice.message.hasPrefix("… and 501 more findings in this file (1 error, 500 warnings; spec-unknown-key: 500, duplicate-key: 1)"))
        // A file at the limit exactly gets no notice.
        #expect(Linter(frontEnds: .all).lintFile(Array(unknownKeys(1_000).utf8), path: "a.yaml").diagnostics.count == 1_000)
    }

    @Test("the limit applies after suppression comments")
    func capAfterSuppression() {
        let text = "# piclint:disable spec-unknown-key\n" + unknownKeys(300) + "# piclint:enable spec-unknown-key\n"
            + (300..<1_200).map { "k\($0): 1\n" }.joined()
        let report = Linter(frontEnds: .all).lintFile(Array(text.utf8), path: "a.yaml")
        #expect(report.suppressed == 300)
        #expect(report.diagnostics.count == 900)
        #expect(report.diagnostics.allSatisfy { $0.omitted == nil })
    }

    @Test("exit codes still see the findings left out: --fail-on through the notice's severity, --max-warnings through its counts")
    func exitCodes() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(unknownKeys(1_500, then: "k0: 2\n"), to: directory + "/error-late.yaml")
        try write(unknownKeys(3_000), to: directory + "/warnings.yaml")
        #expect(try runPiclint(["error-late.yaml"], in: directory).status == 1)
        let warnings = try runPiclint(["--format", "json", "warnings.yaml"], in: directory)
        #expect(warnings.status == 0)
        // The JSON report is bounded too, and valid.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(warnings.stdout.utf8)) as? [String: Any])
        #expect((json["diagnostics"] as? [Any])?.count == 1_001)
        #expect(try runPiclint(["--fail-on", "warning", "warnings.yaml"], in: directory).status == 1)
        let tooMany = try runPiclint(["--max-warnings", "2500", "warnings.yaml"], in: directory)
        #expect(tooMany.status == 1)
        #expect(tooMany.stderr.contains("3,000 warnings, more than --max-warnings 2500"))
        #expect(try runPiclint(["--max-warnings", "3000", "warnings.yaml"], in: directory).status == 0)
    }

    @Test("every format stays bounded on a file of many findings")
    func everyFormatBounded() throws {
        let file = Linter(frontEnds: .all).lintFile(Array(unknownKeys(20_000).utf8), path: "a.yaml")
        let input = ReportInput(files: [file])
        let reporters: [any Reporter] = [TextReporter(showSource: true), JSONReporter(), SARIFReporter(), JUnitReporter(),
                                         CheckstyleReporter(), GitHubReporter(), HTMLReporter()]
        for reporter in reporters {
            // About a kilobyte a finding at most (SARIF, the most verbose, is under that), whatever the file held.
            let size = reporter.render(input).utf8.count
            #expect(size < 1_200_000, "\(type(of: reporter)): \(size) bytes")
        }
    }

    // MARK: Suppressions

    /// The rule the matching must keep: the first directive in file order that covers a finding takes it.
    func reference(_ suppressions: Suppressions, _ diagnostics: [Diagnostic]) -> (kept: [Diagnostic], used: Set<Int>) {
        var used = Set<Int>()
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let covering = diagnostic.rule == "yaml-syntax" ? nil : suppressions.directives.indices.first { suppressions.directives[$0].covers(diagnostic) }
            if let covering { used.insert(covering) } else { kept.append(diagnostic) }
        }
        return (kept, used)
    }

    func finding(line: Int, rule: RuleID) -> Diagnostic {
        Diagnostic(file: "a.yaml", range: SourceRange(at: Mark(line: line, column: 1)), severity: .warning, rule: rule, control: nil,
                   message: "m", help: nil)
    }

    @Test("matching by line, by rule and by sweep gives what testing every directive gave, on mixed files")
    func suppressionMatchingUnchanged() {
        let rules: [RuleID] = ["spec-unknown-key", "duplicate-key", "long-list", "yaml-syntax"]
        for seed in 1...20 {
            var state = UInt64(seed)
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            let lineCount = 200
            let lines: [String] = (1...lineCount).map { _ in
                let named = [[], ["spec-unknown-key"], ["duplicate-key", "long-list"], ["nope"]][next(4)]
                let suffix = named.isEmpty ? "" : " " + named.joined(separator: ", ")
                switch next(9) {
                case 0: return "# piclint:disable-next-line" + suffix
                case 1: return "k: 1 # piclint:disable-line" + suffix
                case 2: return "# piclint:disable" + suffix
                case 3: return "# piclint:enable" + suffix
                case 4 where next(10) == 0: return "# piclint:disable-file" + suffix
                default: return "k: 1"
                }
            }
            let suppressions = Suppressions(parsedComments: lines.joined(separator: "\n"))
            let diagnostics = (0..<300).map { _ in finding(line: 1 + next(lineCount + 2), rule: rules[next(rules.count)]) }
            let expected = reference(suppressions, diagnostics)
            let outcome = suppressions.apply(to: diagnostics, knownRules: Suppressions.knownRules)
            #expect(outcome.kept == expected.kept, "seed \(seed)")
            let expectedUnused = suppressions.directives.indices.filter { index in
                !expected.used.contains(index)
                    && (suppressions.directives[index].rules.isEmpty || suppressions.directives[index].rules.contains { Suppressions.knownRules.contains(RuleID($0.id)) })
            }.map { suppressions.directives[$0] }
            #expect(outcome.unused == expectedUnused, "seed \(seed)")
        }
    }

    /// The blocks of a file as the first implementation read them, testing each open block at every `enable`.
    func referenceBlocks(_ text: String) -> [Suppressions.Directive] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Suppressions.Directive] = []
        var open: [(rules: [Suppressions.NamedRule], range: SourceRange, start: Int)] = []
        let comments = Dictionary(uniqueKeysWithValues: Parser().parse(text).comments.map { ($0.range.start.line, $0) })
        for (index, line) in lines.enumerated() {
            guard let column = comments[index + 1]?.range.start.column,
                  let parsed = Suppressions.parse(String(line.unicodeScalars.dropFirst(column - 1)), line: index + 1, column: column) else { continue }
            let range = SourceRange(start: Mark(line: index + 1, column: column), end: Mark(line: index + 1, column: line.unicodeScalars.count + 1))
            if parsed.keyword == "disable" { open.append((parsed.rules, range, index + 1)) }
            if parsed.keyword == "enable" {
                let names = Set(parsed.rules.map(\.id))
                for block in open where names.isEmpty || Set(block.rules.map(\.id)).isSubset(of: names) {
                    found.append(Suppressions.Directive(scope: .block, rules: block.rules, range: block.range, lines: block.start...(index + 1)))
                }
                open.removeAll { names.isEmpty || Set($0.rules.map(\.id)).isSubset(of: names) }
            }
        }
        found += open.map { Suppressions.Directive(scope: .block, rules: $0.rules, range: $0.range, lines: $0.start...max($0.start, lines.count)) }
        return found.sorted { $0.range.start < $1.range.start }
    }

    @Test("enable closes the same blocks as before: those naming no rule, and those whose rules it all names")
    func blocksUnchanged() {
        let names = ["", " a", " b", " a, b", " b, a", " a, c", " c", " a, b, c"]
        for seed in 1...20 {
            var state = UInt64(seed)
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            let text = (0..<120).map { _ in (next(2) == 0 ? "# piclint:disable" : "# piclint:enable") + names[next(names.count)] }
                .joined(separator: "\n") + "\n"
            #expect(Suppressions(parsedComments: text).directives == referenceBlocks(text), "seed \(seed)")
        }
    }

    @Test("many open blocks and many enables that close none cost linear time (each enable tested every open block)")
    func manyOpenBlocks() {
        func run(_ count: Int) -> Double {
            let text = (0..<count).map { "# piclint:disable a, x\($0)\n" }.joined() + String(repeating: "# piclint:enable a\n", count: count)
            let parsed = Parser().parse(text)
            return seconds { _ = Suppressions(parsed.comments, lineCount: parsed.source.lineCount) }
        }
        let small = run(2_000)
        let large = run(8_000)
        #expect(large < 8 * small + 0.5, "2,000: \(small) s; 8,000: \(large) s")
    }

    @Test("a finding covered twice is credited to the directive that comes first; the other is unused")
    func firstDirectiveWins() {
        let found = lint("# piclint:disable-file spec-unknown-key\nscreen: S\ncontrols: []\nfoo: 1 # piclint:disable-line spec-unknown-key\n")
        #expect(found.map { "\($0.range.start.line):\($0.rule)" } == ["4:unused-suppression"])
    }

    @Test("matching many findings against many directives is near-linear (was findings × directives)")
    func suppressionMatchingScales() {
        func run(_ count: Int) -> Double {
            // Every line a directive for another rule: none covers, so testing each directive scanned them all.
            let suppressions = Suppressions(parsedComments: String(repeating: "k: 1 # piclint:disable-line long-list\n", count: count))
            let diagnostics = (1...count).map { finding(line: $0, rule: "spec-unknown-key") }
            return seconds { _ = suppressions.apply(to: diagnostics, knownRules: Suppressions.knownRules) }
        }
        let small = run(5_000)
        let large = run(20_000)
        #expect(large < 8 * small + 0.5, "5,000: \(small) s; 20,000: \(large) s")
    }

    // MARK: Terminal control characters

    /// Every kind of character a terminal or a log viewer acts on, between words.
    static let hostile = "a\u{1B}[2K\rall good \u{1B}]0;pwned\u{07}\nfake.yaml:1:1: error: x\t\u{7F}\u{9B}31m\u{202E}evil\u{2066}\u{2069}\u{2028}z"

    /// Whether a report holds a character that should have been escaped (newlines between report lines aside).
    func hasRawControl(_ text: String, allowingNewlines: Bool = true) -> Bool {
        text.unicodeScalars.contains { TerminalText.needsEscape($0) && !(allowingNewlines && $0 == "\n") }
    }

    @Test("escapes: one form, \\u{HEX}, for C0, DEL, C1, line separators and bidirectional controls")
    func escapeForm() {
        #expect(TerminalText.visible("a\u{1B}b\u{0}\u{7F}\u{85}\u{202E}\u{2069}\t") == "a\\u{1B}b\\u{00}\\u{7F}\\u{85}\\u{202E}\\u{2069}\\u{09}")
        #expect(TerminalText.visible("plain, ö 体 📏") == "plain, ö 体 📏")
    }

    @Test("text report: messages, paths and quoted lines show control characters, one line per finding")
    func textReport() {
        let diagnostic = ReporterTests().diagnostic(.error, line: 1, column: 3, message: Self.hostile, file: "dir/\u{1B}[31mx\n.yaml")
        let input = ReportInput(files: [FileReport(path: diagnostic.file, diagnostics: [diagnostic], sourceLines: [1: "\t\u{1B}k: v"])])
        for reporter in [TextReporter(), TextReporter(color: true, showSource: true)] {
            let output = reporter.render(input)
            let withoutOwnColors = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(!hasRawControl(withoutOwnColors))
            #expect(withoutOwnColors.hasPrefix("dir/\\u{1B}[31mx\\u{0A}.yaml:1:3: error: a\\u{1B}[2K\\u{0D}all good \\u{1B}]0;pwned\\u{07}\\u{0A}fake.yaml"))
            // The finding, its help line and the summary; on a terminal the quoted line and its caret too.
            #expect(withoutOwnColors.split(separator: "\n").count == (reporter.showSource ? 5 : 3))
        }
        // The caret stays under the column: an escape is as wide as it is shown.
        let quoted = TextReporter(showSource: true).render(input).split(separator: "\n")
        #expect(quoted[1] == "    \\u{09}\\u{1B}k: v")
        #expect(quoted[2] == "    " + String(repeating: " ", count: 12) + "^")
    }

    @Test("github: control characters escaped, then the workflow command's own escapes (%25, %0D, %0A; %3A, %2C in properties)")
    func githubReport() {
        let diagnostic = ReporterTests().diagnostic(.error, message: "100% \r\n::error ::forged" + Self.hostile, file: "a:b,c%\u{1B}.yaml")
        let output = GitHubReporter().render(ReportInput(files: [FileReport(path: diagnostic.file, diagnostics: [diagnostic])]))
        #expect(!hasRawControl(String(output.dropLast())))
        #expect(output.hasSuffix("\n") && output.dropLast().split(separator: "\n").count == 1)
        #expect(output.hasPrefix("::error file=a%3Ab%2Cc%25\\u{1B}.yaml,line=9,col=22,"))
        #expect(output.contains("::100%25 \\u{0D}\\u{0A}::error ::forgeda\\u{1B}[2K"))
        #expect(GitHubReporter.data("%\r\n") == "%25%0D%0A" && GitHubReporter.property("%\r\n:,") == "%25%0D%0A%3A%2C")
    }

    @Test("simulate: names, values and units from the spec are drawn with their escapes")
    func simulation() throws {
        let text = "screen: \"S\\e]0;t\\a\"\ncontrols:\n  - id: \"p\\e[2K\"\n    kind: picker\n    style: wheels\n"
            + "    values: [\"a\\e[31m\", \"b\\r\", c, d, e]\n    unit: \"u\\u202E\"\n    default: c\n"
        let report = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(text.utf8), path: "s\u{1B}.yaml")
        #expect(!report.controls.isEmpty)
        let output = SimulationReporter().render(ReportInput(files: [report]))
        #expect(!hasRawControl(output))
        #expect(output.contains("a\\u{1B}[31m") && output.contains("b\\u{0D}") && output.contains("u\\u{202E}"))
        #expect(output.contains("s\\u{1B}.yaml") && output.contains("p\\u{1B}[2K"))
    }

    @Test("no format lets a raw ESC through, from a value or from a path")
    func everyFormatEscapes() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let name = "e\u{1B}[2Kx.yaml"
        try write("screen: S\ncontrols:\n  - id: t\n    kind: datePicker\n    mode: \"\\e[2K\\rall good \\e]0;pwned\\a\"\n", to: directory + "/" + name)
        for format in ["text", "json", "sarif", "junit", "checkstyle", "github", "html"] {
            let result = try runPiclint(["--format", format, "--color", "always", name], in: directory)
            #expect(result.status == 1, "\(format)")
            #expect(result.stdout.contains("pwned"), "\(format)")
            let report = format == "text"
                ? result.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) : result.stdout
            #expect(!report.unicodeScalars.contains("\u{1B}"), "\(format) lets ESC through")
        }
    }
}

extension Suppressions {
    /// The directives of a YAML text's comments, as the policy stage reads them.
    init(parsedComments text: String) {
        let parsed = Parser().parse(text)
        self.init(parsed.comments, lineCount: parsed.source.lineCount)
    }
}
