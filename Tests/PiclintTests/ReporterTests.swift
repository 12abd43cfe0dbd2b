import Foundation
import Lint
import PickerModel
import Reports
import Testing
import Source
import YAML

@Suite("Reports")
struct ReporterTests {
    func diagnostic(_ severity: Severity, line: Int = 9, column: Int = 22, message: String = "minuteInterval 7 does not divide 60 evenly",
                    file: String = "screens/alarm.yaml", rule: RuleID = "minute-interval") -> Diagnostic {
        Diagnostic(file: file, range: SourceRange(start: mark(line, column), end: mark(line, column + 1)), severity: severity,
                   rule: rule, control: "alarm-time", message: message, help: "use 6")
    }

    @Test("text: one compiler-style line per finding, then the summary")
    func text() {
        let input = ReportInput(files: [
            FileReport(path: "screens/alarm.yaml", diagnostics: [diagnostic(.error), diagnostic(.warning, line: 3, column: 1, message: "w", rule: "spec-unknown-key")]),
            FileReport(path: "screens/ok.yaml", diagnostics: []),
        ])
        #expect(TextReporter().render(input) == """
            screens/alarm.yaml:3:1: warning: w [spec-unknown-key]
              = help: use 6
            screens/alarm.yaml:9:22: error: minuteInterval 7 does not divide 60 evenly [minute-interval]
              = help: use 6
            2 files, 1 error, 1 warning

            """)
    }

    @Test("the summary counts files and severities, with plurals; infos only when there are some")
    func summary() {
        #expect(ReportInput(files: [FileReport(path: "a.yaml", diagnostics: [])]).summary.sentence == "1 file, 0 errors, 0 warnings")
        let files = [FileReport(path: "a.yaml", diagnostics: [diagnostic(.error), diagnostic(.error), diagnostic(.info)]),
                     FileReport(path: "b.yaml", diagnostics: []), FileReport(path: "c.yaml", diagnostics: [])]
        #expect(ReportInput(files: files).summary.sentence == "3 files, 2 errors, 0 warnings, 1 info")
    }

    @Test("on a terminal: the source line and a caret under the column, a tab shown as its escape")
    func sourceQuote() {
        let input = ReportInput(files: [FileReport(
            path: "a.yaml",
            diagnostics: [Diagnostic(file: "a.yaml", range: SourceRange(start: mark(2, 11), end: mark(2, 13)), severity: .error,
                                     rule: "r", control: nil, message: "m", help: nil)],
            sourceLines: [2: "\tlabel: ö 42"])])
        #expect(TextReporter(showSource: true).render(input) == "a.yaml:2:11: error: m [r]\n    \\u{09}label: ö 42\n    " + String(repeating: " ", count: 15) + "^~\n1 file, 1 error, 0 warnings\n")
    }

    @Test("the caret counts wide characters as two cells, as terminals draw them")
    func wideCharacters() {
        let input = ReportInput(files: [FileReport(
            path: "a.yaml",
            diagnostics: [Diagnostic(file: "a.yaml", range: SourceRange(start: mark(1, 9), end: mark(1, 10)), severity: .error,
                                     rule: "r", control: nil, message: "m", help: nil)],
            sourceLines: [1: "id: 体重📏 x"])])
        // i, d, :, space, then 体 重 📏 at two cells each, then a space: 11 cells before `x`.
        let caretLine = "    " + String(repeating: " ", count: 11) + "^"
        #expect(TextReporter(showSource: true).render(input).contains("\n    id: 体重📏 x\n" + caretLine + "\n"))
        #expect(TextWidth.cells("a" as Unicode.Scalar) == 1 && TextWidth.cells("体" as Unicode.Scalar) == 2 && TextWidth.cells("\u{301}" as Unicode.Scalar) == 0)
    }

    @Test("colour wraps the parts in ANSI escapes without changing the text")
    func color() {
        let input = ReportInput(files: [FileReport(path: "screens/alarm.yaml", diagnostics: [diagnostic(.error)])])
        let painted = TextReporter(color: true).render(input)
        #expect(painted.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let stripped = painted.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == TextReporter().render(input))
    }

    @Test("JSON: the documented fields in order, null where absent, strings escaped")
    func json() {
        var tricky = diagnostic(.warning, message: "a \"quote\", a \\ and a\nnewline\u{1}")
        tricky.control = nil
        tricky.help = nil
        let output = JSONReporter().render(ReportInput(files: [FileReport(path: "screens/alarm.yaml", diagnostics: [tricky])]))
        #expect(output == """
            {
              "schemaVersion": 1,
              "tool": {
                "name": "piclint",
                "version": "\(PiclintVersion.current)"
              },
              "summary": {
                "files": 1,
                "errors": 0,
                "warnings": 1,
                "infos": 0,
                "suppressed": 0,
                "baselined": 0,
                "quieted": 0,
                "skippedNotSpecs": 0
              },
              "diagnostics": [
                {
                  "file": "screens/alarm.yaml",
                  "line": 9,
                  "column": 22,
                  "endLine": 9,
                  "endColumn": 23,
                  "severity": "warning",
                  "rule": "minute-interval",
                  "control": null,
                  "message": "a \\"quote\\", a \\\\ and a\\nnewline\\u0001",
                  "help": null,
                  "fix": null
                }
              ],
              "controls": []
            }

            """)
    }

    @Test("diagnostics are sorted by file, line, column and rule across files")
    func ordering() {
        let input = ReportInput(files: [
            FileReport(path: "b.yaml", diagnostics: [diagnostic(.error, line: 1, file: "b.yaml")]),
            FileReport(path: "a.yaml", diagnostics: [diagnostic(.error, line: 5, file: "a.yaml", rule: "z"), diagnostic(.error, line: 5, file: "a.yaml", rule: "a")]),
        ])
        #expect(input.diagnostics.map { "\($0.file):\($0.range.start.line):\($0.rule)" } == ["a.yaml:5:a", "a.yaml:5:z", "b.yaml:1:minute-interval"])
    }
}
