import Driver
import Config
import Foundation
import Lint
import PickerModel
@testable import Policy
import Testing
import Source
import YAML

/// The policy stage on its own: no binary, no files; findings in, what reports show and the exit status out.
@Suite("Policy: severities, baseline, --quiet and the gate")
struct PolicyTests {
    private static let range = SourceRange(start: mark(3, 5), end: mark(3, 9))

    private static func finding(_ severity: Severity, file: String = "a.yaml", rule: RuleID = "long-list",
                                control: String? = "c", message: String = "m") -> Diagnostic {
        Diagnostic(file: file, range: range, severity: severity, rule: rule, control: control, message: message, help: nil)
    }

    /// The closing finding of a file past its findings limit: it stands for the findings it counts.
    private static func closing(_ omitted: [Severity: Int]) -> Diagnostic {
        var diagnostic = finding(omitted.keys.max() ?? .info, message: "… and more findings in this file")
        diagnostic.omitted = omitted
        return diagnostic
    }

    // MARK: A file's own policy

    @Test("the engine reports every finding; the file's comments and the findings limit are the policy stage's")
    func filePolicy() {
        let yaml = """
            screen: S
            controls:
              - {id: a, kind: datePicker, minuteInterval: 7}  # piclint:disable-line minute-interval
              - {id: b, kind: datePicker, minuteInterval: 7}
              - {id: c, kind: datePicker, minuteInterval: 7}  # piclint:disable-line no-such-rule

            """
        let linter = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all)
        let engine = linter.lint(SourceFile(Array(yaml.utf8)), path: "a.yaml")
        #expect(engine.diagnostics.filter { $0.rule == "minute-interval" }.map(\.range.start.line) == [3, 4, 5])
        #expect(engine.comments.comments.count == 2 && engine.comments.lineCount == 6, "five lines and the empty one after the last break")

        let filtered = FilePolicy(for: linter).apply(to: engine)
        #expect(filtered.diagnostics.map(\.rule) == ["minute-interval", "minute-interval", "unknown-rule"])
        #expect(filtered.suppressed == 1 && filtered.comments.comments.isEmpty)

        var quiet = linter
        quiet.severities["unknown-rule"] = .off
        let capped = FilePolicy(severities: quiet.severities, maxFindings: 1).apply(to: engine)
        #expect(capped.diagnostics.count == 2)
        #expect(capped.diagnostics.last?.message.hasPrefix("… and 1 more finding in this file") == true)
    }

    // MARK: The gate

    @Test("the gate fails on the threshold and says where it came from, in today's words")
    func gateReasons() {
        let counts = FindingCounts([Self.finding(.warning), Self.finding(.warning), Self.finding(.info)])
        let commandLine = Gate(failOn: .warning, configured: .error, maxWarnings: nil).verdict(on: counts)
        #expect(commandLine == Gate.Verdict(exitStatus: 1, reason: "failed: 2 warnings (--fail-on warning)"))
        let configured = Gate(failOn: nil, configured: .warning, maxWarnings: nil).verdict(on: counts)
        #expect(configured.reason == "failed: 2 warnings (failOn: warning in the config)")
        let all = Gate(failOn: .info, configured: nil, maxWarnings: nil).verdict(on: counts)
        #expect(all.reason == "failed: 2 warnings and 1 info (--fail-on info)")
        let byDefault = Gate(failOn: nil, configured: nil, maxWarnings: nil)
        #expect(byDefault.verdict(on: counts) == Gate.Verdict(exitStatus: 0, reason: nil))
        #expect(byDefault.verdict(on: FindingCounts([Self.finding(.error)])).reason == "failed: 1 error (--fail-on error, the default)")
        #expect(Gate(failOn: .never, configured: nil, maxWarnings: nil).verdict(on: FindingCounts([Self.finding(.error)])).exitStatus == 0)
    }

    @Test("--max-warnings fails a run with more warnings than it allows; the threshold is judged first")
    func maxWarnings() {
        let counts = FindingCounts([Self.finding(.warning), Self.finding(.warning), Self.finding(.warning)])
        #expect(Gate(failOn: nil, configured: nil, maxWarnings: 3).verdict(on: counts).exitStatus == 0)
        #expect(Gate(failOn: nil, configured: nil, maxWarnings: 2).verdict(on: counts)
            == Gate.Verdict(exitStatus: 1, reason: "failed: 3 warnings, more than --max-warnings 2"))
        #expect(Gate(failOn: .warning, configured: nil, maxWarnings: 0).verdict(on: counts).reason == "failed: 3 warnings (--fail-on warning)")
        #expect(Gate(failOn: .never, configured: nil, maxWarnings: 0).verdict(on: FindingCounts([Self.finding(.warning)])).reason
            == "failed: 1 warning, more than --max-warnings 0")
    }

    @Test("the counts take the findings a file's closing finding stands for, not the closing finding itself")
    func countsOmitted() {
        let counts = FindingCounts([Self.finding(.error), Self.closing([.error: 4, .warning: 7])])
        #expect(counts == { var expected = FindingCounts(); expected.errors = 5; expected.warnings = 7; return expected }())
        #expect(counts.atOrAbove(.warning) == "5 errors and 7 warnings")
        #expect(FindingCounts([Self.finding(.info)]).atOrAbove(.warning) == nil)
        #expect(FindingCounts.counted(1, "file") == "1 file")
    }

    // MARK: --quiet

    @Test("--quiet lists errors and the closing finding, counts what it leaves out, and never changes the gate's counts")
    func quiet() {
        let report = FileReport(path: "a.yaml", diagnostics: [Self.finding(.error), Self.finding(.warning), Self.finding(.info),
                                                              Self.finding(.info), Self.closing([.warning: 3])])
        var filter = FindingFilter(baseline: nil, quiet: true)
        let shown = filter.filter(report)
        #expect(shown.diagnostics.map(\.severity) == [.error, .warning])
        #expect(shown.diagnostics.last?.omitted == [.warning: 3])
        #expect(filter.quieted == [.warning: 1, .info: 2])
        #expect(filter.counts.warnings == 4 && filter.counts.infos == 2 && filter.counts.errors == 1)
        var off = QuietFilter(enabled: false)
        #expect(off.filter(report).diagnostics.count == 5)
        #expect(off.quieted.isEmpty)
    }

    // MARK: The baseline

    @Test("the baseline applied file by file hides what it accepts, counts it, and knows its stale entries at the end")
    func baselineByFile() {
        let accepted = [Self.finding(.warning, file: "a.yaml"), Self.finding(.warning, file: "a.yaml"),
                        Self.finding(.error, file: "gone.yaml", control: "old")]
        let baseline = Baseline(accepted, relative: { $0 })
        var filter = FindingFilter(baseline: Baseline.Matcher(baseline, relative: { $0 }), quiet: false)
        let first = filter.filter(FileReport(path: "a.yaml", diagnostics: [Self.finding(.warning, file: "a.yaml"),
                                                                          Self.finding(.warning, file: "a.yaml"),
                                                                          Self.finding(.warning, file: "a.yaml")]))
        #expect(first.diagnostics.count == 1)
        #expect(first.baselined == 2)
        let second = filter.filter(FileReport(path: "b.yaml", diagnostics: [Self.finding(.warning, file: "b.yaml")]))
        #expect(second.diagnostics.count == 1 && second.baselined == 0)
        // The gate judges what the baseline left: the hidden findings do not fail the run.
        #expect(filter.counts.warnings == 2)
        #expect(filter.staleEntries.map(\.file) == ["gone.yaml"])
        // The whole-run form agrees with the file-by-file one.
        let whole = baseline.apply(to: [FileReport(path: "a.yaml", diagnostics: [Self.finding(.warning, file: "a.yaml")])], relative: { $0 })
        #expect(whole.baselined == 1 && whole.stale.map(\.count) == [1, 1])
    }

    @Test("a baseline's paths are relative to its folder; --baseline wins over the config's, which may not exist yet")
    func baselineLocation() {
        var configuration = Configuration(directory: "project")
        configuration.baseline = "piclint-baseline.json"
        #expect(BaselineLocation.resolve(commandLine: "mine.json", configuration: configuration)
            == BaselineLocation(path: "mine.json", named: true))
        #expect(BaselineLocation.resolve(commandLine: nil, configuration: configuration)
            == BaselineLocation(path: "project/piclint-baseline.json", named: false))
        #expect(BaselineLocation.resolve(commandLine: nil, configuration: Configuration()) == nil)
        #expect(BaselineLocation.relative(to: "project/b.json")("project/screens/a.yaml") == "screens/a.yaml")
    }

    // MARK: Severities

    @Test("severities: the config's rules, then its matching overrides, then --rule; a pinned rule keeps its severity")
    func severityResolution() throws {
        let text = """
            rules:
              long-list: warning
              coarse-minutes: info
            overrides:
              - files: ["watch/**"]
                rules: {long-list: error, coarse-minutes: warning}
            """
        let configuration = try ConfigLoader().load(text, path: ".piclint.yml", directory: ".").get()
        let resolution = SeverityResolution(commandLine: ["coarse-minutes": .error, "yaml-syntax": .off])
        let phone = resolution.severities(for: "phone/a.yaml", in: configuration)
        let watch = resolution.severities(for: "watch/a.yaml", in: configuration)
        #expect(phone["long-list"] == .warning && watch["long-list"] == .error)
        #expect(phone["coarse-minutes"] == .error && watch["coarse-minutes"] == .error)
        #expect(phone[InputRules.yamlSyntax.id] == .error)
        #expect(resolution.severity(of: InputRules.yamlSyntax, nil) == .error)
        // No config: the command line over the rules' defaults.
        let longList = try #require(RuleRegistry.description(of: "long-list"))
        #expect(SeverityResolution().severity(of: longList, nil) == longList.defaultSeverity)
        #expect(SeverityResolution(commandLine: ["long-list": .off]).severity(of: longList, nil) == .off)
    }
}
