import Driver
import Foundation
import Lint
import PickerModel
@testable import Policy
@testable import Reports
import Spec
import Testing

/// Every count piclint writes agrees with its noun and verb: “1 value”, “2 values”, “0 values”, “more than 1 is”,
/// never “1 values” or “1 of the 5 are”. `Plural` is the one place that decides.
@Suite("Counts agree with their nouns")
struct CountAgreementTests {
    /// Words that end in “s” without being plurals (verbs that agree with a “1”), which may follow a “1”.
    static let singularWordsInS: Set<String> = ["is", "was", "has", "does", "as", "its", "this", "plus", "us", "less", "crowds", "shows", "opens", "needs", "matches"]

    /// Where a text's counts disagree with their words: “1 values”, “1 more findings”, “1 of the 5 are”, “1 are”,
    /// “2 value”. Numbers inside other numbers (“0.1 s”, “10:1”, “#1”) are not counts.
    static func disagreements(_ text: String) -> [String] {
        let plurals = ["value", "wheel", "option", "segment", "radio button", "item", "picker", "file", "error", "warning", "info",
                       "finding", "control", "screen", "mistake", "other", "hour", "point", "fix", "rule"]
        let patterns = [
            // A 1 before a word in “s” (and at most two words between: “1 more finding”, “1 YAML file”).
            #"(?<![\d.,:#/\-])\b1 (?:(?:more|YAML|hidden|baseline) )?([a-z]+s)\b"#,
            #"(?<![\d.,:#/\-])\b1 (?:of the \d+ |\w+ )?are\b"#,
            // Any other count before one of piclint's nouns in the singular.
            #"(?<![\d.,:#/\-])\b(?!1\b)\d+ (?:more )?(?:"# + plurals.joined(separator: "|") + #")\b(?!s\b|es\b)"#,
        ]
        var found: [String] = []
        for pattern in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern) else {
                Issue.record("bad pattern \(pattern)")
                continue
            }
            let whole = NSRange(text.startIndex..., in: text)
            for match in regex.matches(in: text, range: whole) {
                guard let range = Range(match.range, in: text) else { continue }
                if match.numberOfRanges > 1, let word = Range(match.range(at: 1), in: text),
                   singularWordsInS.contains(String(text[word])) { continue }
                found.append(String(text[range]))
            }
        }
        return found
    }

    @Test("the checker itself: it catches the forms the issue names and passes the right ones")
    func checker() {
        #expect(Self.disagreements("and 1 of the 5 are out of sight") == ["1 of the 5 are"])
        #expect(Self.disagreements("1 findings, 1 errors; 2 value; 1 more controls below").count == 4)
        #expect(Self.disagreements("1 file, 0 errors, 2 warnings; 1 value; 10 values; 1 is; 0.1 seconds; 21 pickers").isEmpty)
    }

    @Test("Plural: 0 and 2 take the plural, 1 the singular; irregular plurals and verbs as given")
    func plural() {
        #expect([0, 1, 2].map { Plural.counted($0, "value") } == ["0 values", "1 value", "2 values"])
        #expect([0, 1, 2].map { Plural.counted($0, "baseline entry", "baseline entries") }
            == ["0 baseline entries", "1 baseline entry", "2 baseline entries"])
        #expect([0, 1, 2].map { Plural.verb($0, "is", "are") } == ["are", "is", "are"])
        #expect(Plural.grouped(1_200, "finding") == "1,200 findings")
        #expect(Plural.counted("1", "point") == "1 point")
        #expect(Plural.counted("1.5", "point") == "1.5 points")
        #expect(FindingCounts.counted(1, "file") == "1 file")
    }

    /// A linter with one rule's option set, on a screen of the given controls.
    static func messages(_ controls: String, platform: String = "iOS", options: [RuleID: [String: Int]] = [:]) -> [String] {
        let yaml = "screen: S\nplatform: \(platform)\ncontrols:\n" + controls
        let report = Linter(options: options, model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(yaml.utf8), path: "s.yaml")
        let drawn = SimulationReporter().render(ReportInput(files: [report]))
        let pictures = report.controls.map { SVGDrawing.drawing(ControlReport($0)).label }
        return report.diagnostics.flatMap { [$0.message, $0.help ?? ""] } + [drawn] + pictures
    }

    /// `n` values, `a0`, `a1`...
    static func values(_ n: Int) -> String {
        "[" + (0..<n).map { "a\($0)" }.joined(separator: ", ") + "]"
    }

    @Test("rule messages, model descriptions and drawings at counts 0, 1 and 2", arguments: [0, 1, 2])
    func sweep(_ n: Int) throws {
        var texts: [String] = []
        // short-list (and empty-wheel at 0).
        texts += Self.messages("  - {id: p, kind: picker, style: wheels, values: \(Self.values(n))}\n")
        // long-list, watch-long-list, too-many-wheels and segment-count with their limits one under the count.
        let under = max(0, n - 1)
        texts += Self.messages("  - {id: p, kind: picker, style: wheels, values: \(Self.values(n))}\n", options: ["long-list": ["max": under]])
        texts += Self.messages("  - {id: p, kind: picker, values: \(Self.values(n))}\n", platform: "watchOS",
                               options: ["watch-long-list": ["max": under]])
        let wheels = (0..<max(1, n)).map { _ in "{values: [a, b, c, d, e, f], default: a}" }.joined(separator: ", ")
        texts += Self.messages("  - {id: p, kind: picker, wheels: [\(wheels)]}\n", options: ["too-many-wheels": ["max": under]])
        for style in ["segmented", "radioGroup", "menu", "navigationLink"] {
            texts += Self.messages("  - {id: p, kind: picker, style: \(style), values: \(Self.values(n))}\n", platform: "macOS",
                                   options: ["segment-count": ["max": under]])
        }
        // compact-when-constrained: one menu or two.
        let tall = (0..<(n + 1)).map { "  - {id: w\($0), kind: picker, style: wheels, values: [a, b, c, d, e, f], default: a}\n" }.joined()
        texts += Self.messages(tall + "  - {id: t, kind: textField}\n", options: [:])
        for text in texts {
            #expect(Self.disagreements(text).isEmpty, "\(text)")
        }
        // The words themselves, where the sweep reaches them.
        let joined = texts.joined(separator: "\n")
        switch n {
        case 1:
            #expect(joined.contains("`p` shows 1 value on a wheel"))
            #expect(joined.contains("has 1 value; more than 0 are tedious"))
            #expect(joined.contains("has 1 wheel; more than 0 are hard"))
            #expect(joined.contains("has 1 option; more than 0 crowd it"))
            #expect(joined.contains("a group of 1 radio button, one per line"))
            #expect(joined.contains("its 1 option open in a menu"))
        case 2:
            #expect(joined.contains("`p` shows 2 values on a wheel"))
            #expect(joined.contains("has 2 values; more than 1 is tedious"))
            #expect(joined.contains("has 2 options; more than 1 crowds it"))
            #expect(joined.contains("a segmented control with 2 segments side by side"))
        default:
            #expect(joined.contains("a segmented control with 0 segments side by side"))
        }
    }

    @Test("summaries, the gate and the findings limit at counts 0, 1 and 2", arguments: [0, 1, 2])
    func summaries(_ n: Int) throws {
        var summary = Summary()
        summary.files = n
        summary.errors = n
        summary.warnings = n
        summary.infos = n
        summary.skippedNotSpecs = n
        var texts = [summary.sentence]
        var counts = FindingCounts()
        counts.errors = n
        counts.warnings = n
        texts.append(counts.atOrAbove(.warning) ?? "")
        // The findings limit's closing finding, with n findings past a limit of one.
        let spec = "screen: S\ncontrols:\n" + (0...n).map { "  - {id: p\($0), kind: picker, values: [a, a, b, c, d, e]}\n" }.joined()
        let diagnostics = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(spec.utf8), path: "s.yaml").diagnostics
        let limited = FindingsLimit(diagnostics.count - n).apply(to: diagnostics, path: "s.yaml")
        texts += limited.map(\.message)
        for text in texts {
            #expect(Self.disagreements(text).isEmpty, "\(text)")
        }
        if n == 1 {
            #expect(summary.sentence == "1 file, 1 error, 1 warning, 1 info (1 YAML file skipped: not a spec)")
            #expect(limited.last?.message.hasPrefix("… and 1 more finding in this file") == true)
        }
        if n == 2 {
            #expect(summary.sentence == "2 files, 2 errors, 2 warnings, 2 infos (2 YAML files skipped: not specs)")
        }
    }

    @Test("a screen's picture at every number of controls past its edge says how many more, agreeing")
    func screenPictures() throws {
        for count in 1...24 {
            let controls = (0..<count).map { "  - {id: w\($0), kind: picker, style: wheels, values: [a, b, c, d, e, f], default: a}\n" }.joined()
            let yaml = "screen: S\nsize: {width: 200, height: 300}\ncontrols:\n" + controls
            let file = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(yaml.utf8), path: "s.yaml")
            let picture = SVGPicture.screen(0..<file.controls.count, of: file)
            #expect(Self.disagreements(picture).isEmpty, "\(count) controls: \(Self.disagreements(picture))")
        }
    }

    @Test("no “1 …s” in anything the Fixtures produce: text, JSON, HTML, simulate and its pictures")
    func fixtures() throws {
        let files = GoldenTests.fixtures.map(GoldenTests.lint)
        let input = ReportInput(files: files)
        var outputs = [TextReporter().render(input), JSONReporter().render(input), HTMLReporter().render(input),
                       SimulationReporter().render(input)]
        outputs += files.flatMap { file in file.controls.map { SVGPicture.control(ControlReport($0)) } }
        for output in outputs {
            let found = Self.disagreements(output)
            #expect(found.isEmpty, "\(found.prefix(5))")
        }
    }
}
