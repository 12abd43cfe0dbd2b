import Driver
import Foundation
@testable import Lint
@testable import Policy
import Testing
import Source
import YAML

/// `# piclint:` comments, as SPEC-FORMAT.md defines them.
@Suite("Inline suppression")
struct SuppressionTests {
    /// A screen with two date pickers whose minute intervals are wrong (lines 6 and 10).
    func spec(_ first: String = "", _ second: String = "", top: String = "", middle: String = "") -> String {
        """
        \(top)screen: Alarms
        controls:
          - id: wake
            kind: datePicker
            mode: time
            minuteInterval: 7\(first)
        \(middle)  - id: nap
            kind: datePicker
            mode: time
            minuteInterval: 9\(second)

        """
    }

    func rules(_ yaml: String) -> [String] {
        lint(yaml).map { "\($0.range.start.line):\($0.rule)" }
    }

    @Test("without comments both findings are reported")
    func baseline() {
        #expect(rules(spec()) == ["6:minute-interval", "10:minute-interval"])
    }

    @Test("disable-line silences its own line, for the rules it names or for all")
    func disableLine() {
        #expect(rules(spec(" # piclint:disable-line minute-interval")) == ["10:minute-interval"])
        #expect(rules(spec(" # piclint:disable-line")) == ["10:minute-interval"])
    }

    @Test("disable-next-line silences the line after it")
    func disableNextLine() {
        let yaml = spec().replacingOccurrences(of: "    minuteInterval: 9", with: "    # piclint:disable-next-line minute-interval\n    minuteInterval: 9")
        #expect(rules(yaml) == ["6:minute-interval"])
    }

    @Test("disable ... enable silences the lines between")
    func block() {
        let yaml = "# piclint:disable minute-interval\n" + spec(middle: "# piclint:enable minute-interval\n")
        #expect(rules(yaml) == ["12:minute-interval"])
    }

    @Test("a disable with no enable runs to the end of the file")
    func openBlock() {
        #expect(rules(spec(middle: "# piclint:disable\n")) == ["6:minute-interval"])
    }

    @Test("disable-file silences the whole file")
    func disableFile() {
        #expect(rules(spec(top: "# piclint:disable-file minute-interval # legacy screens, see PLAT-12\n")).isEmpty)
    }

    @Test("several rules in one directive, separated by commas")
    func severalRules() {
        let yaml = spec(" # piclint:disable-line coarse-minutes, minute-interval")
        #expect(rules(yaml) == ["10:minute-interval"])
    }

    @Test("a directive naming a rule that does not exist is unknown-rule, at the name, with a suggestion")
    func unknownRule() throws {
        let found = lint(spec(" # piclint:disable-line minute-intervall"))
        let unknown = try #require(found.first { $0.rule == "unknown-rule" })
        #expect(unknown.range.start == Mark(line: 6, column: 46))
        #expect(unknown.message == "the suppression names `minute-intervall`, which is no piclint rule; did you mean `minute-interval`?")
        #expect(unknown.severity == .warning)
        // The real finding is not suppressed, and a directive naming only unknown rules is not also "unused".
        #expect(found.map(\.rule).sorted() == ["minute-interval", "minute-interval", "unknown-rule"])
    }

    @Test("a directive that suppresses nothing is unused-suppression (info), at the comment")
    func unused() throws {
        let found = lint(spec(" # piclint:disable-line countdown-limit"))
        let unused = try #require(found.first { $0.rule == "unused-suppression" })
        #expect(unused.severity == .info)
        #expect(unused.range.start == Mark(line: 6, column: 23))
        #expect(unused.message == "`piclint:disable-line countdown-limit` suppresses nothing here")
    }

    @Test("yaml-syntax cannot be suppressed")
    func syntaxNotSuppressed() {
        let found = lint("# piclint:disable-file\nscreen: [broken\n")
        #expect(found.map(\.rule).contains("yaml-syntax"))
    }

    @Test("a # inside quotes or a word is not a comment")
    func notComments() {
        func commentColumn(_ line: String) -> Int? { Parser().parse(line).comments.first?.range.start.column }
        #expect(commentColumn("label: \"Alarm # piclint:disable-line\"") == nil)
        #expect(commentColumn("label: 'it''s # not'") == nil)
        #expect(commentColumn("label: C#major") == nil)
        #expect(commentColumn("label: it's # yes") == 13)
        #expect(commentColumn("# piclint:disable") == 1)
        #expect(commentColumn("  - {id: a} # piclint:disable-line") == 13)
    }

    @Test("directive parsing keeps each rule's position, stops at a remark")
    func parsing() throws {
        let parsed = try #require(Suppressions.parse("# piclint:disable-line a, b # because", line: 3, column: 5))
        #expect(parsed.keyword == "disable-line")
        #expect(parsed.rules.map(\.id) == ["a", "b"])
        #expect(parsed.rules.map(\.range.start) == [Mark(line: 3, column: 28), Mark(line: 3, column: 31)])
        #expect(Suppressions.parse("# just a comment", line: 1, column: 1) == nil)
    }

    @Test("disable-next-line above a control's first line covers its findings, though they point at a setting lines below")
    func nextLineAboveControl() {
        let yaml = """
        screen: Snooze Settings
        controls:
          # piclint:disable-next-line predictable-order
          - id: snooze
            kind: picker
            values: [5, 10, 15, 30, 20, 60]
            unit: min
            default: 10

        """
        #expect(lint(yaml.replacingOccurrences(of: "  # piclint:disable-next-line predictable-order\n", with: "")).map(\.rule) == ["predictable-order"])
        #expect(lint(yaml).isEmpty)
    }

    @Test("disable-line on a control's first line covers every finding of that control, and none of the next")
    func lineOfControl() {
        let yaml = spec().replacingOccurrences(of: "  - id: wake", with: "  - id: wake # piclint:disable-line minute-interval")
        #expect(rules(yaml) == ["10:minute-interval"])
    }

    @Test("with no rule named, a directive by a control covers all of its findings, of every rule")
    func everyRuleOfControl() {
        let yaml = """
        screen: Alarms
        controls:
          # piclint:disable-next-line
          - id: wake
            kind: datePicker
            mode: time
            minuteInterval: 7
            countDownDuration: 90
          - id: nap
            kind: datePicker
            mode: time
            minuteInterval: 9

        """
        #expect(rules(yaml.replacingOccurrences(of: "  # piclint:disable-next-line\n", with: "")) == [
            "6:minute-interval", "7:ignored-setting", "11:minute-interval",
        ])
        #expect(rules(yaml) == ["12:minute-interval"])
    }

    @Test("a directive by a control is used when it suppresses any finding of it; naming a rule the control keeps is unused")
    func unusedByControl() throws {
        let used = spec().replacingOccurrences(of: "  - id: wake", with: "  # piclint:disable-next-line minute-interval\n  - id: wake")
        #expect(rules(used) == ["11:minute-interval"])
        let unused = spec().replacingOccurrences(of: "  - id: wake", with: "  # piclint:disable-next-line countdown-limit\n  - id: wake")
        #expect(rules(unused) == ["3:unused-suppression", "7:minute-interval", "11:minute-interval"])
    }

    @Test("a finding two directives cover is credited to the first in the file; the other suppresses nothing")
    func creditedOnce() {
        let yaml = spec(" # piclint:disable-line minute-interval")
            .replacingOccurrences(of: "  - id: wake", with: "  # piclint:disable-next-line minute-interval\n  - id: wake")
        #expect(rules(yaml) == ["7:unused-suppression", "11:minute-interval"])
    }

    @Test("of two screens with a control of the same id, the directive covers the control it stands by")
    func sameIDOnTwoScreens() {
        let screen = spec().replacingOccurrences(of: "screen: Alarms", with: "screen: Naps")
        let yaml = spec() + "---\n" + screen.replacingOccurrences(of: "  - id: nap", with: "  # piclint:disable-next-line\n  - id: nap")
        #expect(rules(yaml) == ["6:minute-interval", "10:minute-interval", "17:minute-interval"])
    }

    @Test("the summary counts suppressed findings")
    func summaryCount() {
        let report = Linter(frontEnds: .all).lintFile(Array(spec(" # piclint:disable-line").utf8), path: "a.yaml")
        #expect(report.suppressed == 1)
    }
}
