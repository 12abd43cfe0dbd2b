import Driver
import Foundation
@testable import Lint
@testable import Policy
import PickerModel
import Reports
import Spec
import Testing
import Source
import YAML

/// A trip form whose inline wheels do not fit an iPhone's 844 pt: `compact-when-constrained` says the controls
/// "need 1080 pt", a figure that moves with every control added to the screen.
private let tripForm = """
    screen: Trip
    platform: iOS
    controls:
      - id: depart
        kind: datePicker
        mode: date
        style: wheels
        default: today
      - id: return
        kind: datePicker
        mode: date
        style: wheels
        default: today
      - id: adults
        kind: picker
        values: [1, 2, 3, 4, 5, 6]
        default: 1
      - id: children
        kind: picker
        values: [0, 1, 2, 3, 4, 5]
        default: 0
      - id: bags
        kind: picker
        values: [0, 1, 2, 3, 4, 5]
        default: 1

    """

/// An unrelated control, 44 pt tall: added to the trip form, it makes the screen "need 1124 pt".
private let notesField = """
      - id: notes
        kind: textField
        label: Notes

    """

private func report(_ yaml: String, clock: ModelClock = .pinned) -> FileReport {
    Linter(model: ReferenceModel(clock: clock), frontEnds: .all).lintFile(Array(yaml.utf8), path: "s.yaml")
}

private func baseline(of yaml: String, clock: ModelClock = .pinned) -> Baseline {
    Baseline(report(yaml, clock: clock).diagnostics, relative: { $0 })
}

/// What a baseline leaves of a later version of the file: the findings still shown and the entries that match nothing.
private func applying(_ baseline: Baseline, to yaml: String, clock: ModelClock = .pinned) -> Baseline.Outcome {
    baseline.apply(to: [report(yaml, clock: clock)], relative: { $0 })
}

/// The SARIF fingerprint of each finding of a file, in report order, with its rule.
private func fingerprints(_ yaml: String) throws -> [String] {
    let output = SARIFReporter().render(ReportInput(files: [report(yaml)]))
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    let results = ((object?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    return results.compactMap { result in
        guard let rule = result["ruleId"] as? String,
              let fingerprint = (result["partialFingerprints"] as? [String: String])?["piclintFinding/v1"] else { return nil }
        return rule + " " + fingerprint
    }
}

@Suite("Baselines and fingerprints that survive unrelated edits", .serialized)
struct BaselineIdentityTests {
    @Test("issue 15: adding a text field changes “need 1080 pt” to “1124 pt”, and the baselined finding stays hidden, none stale")
    func unrelatedControl() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(tripForm, to: root + "/trip.yaml")
        let before = try runPiclint(["trip.yaml"], in: root)
        #expect(before.stdout.contains("trip.yaml:7:12: warning: the inline controls of this screen need 1080 pt but it is 844 pt tall; "
            + "with `depart` and `return` compact, they need 716 pt [compact-when-constrained]"))
        #expect(before.stdout.hasSuffix("1 file, 0 errors, 1 warning\n"))
        let written = try runPiclint(["--write-baseline", "baseline.json", "trip.yaml"], in: root)
        #expect(written.status == 0)
        let json = try String(contentsOfFile: root + "/baseline.json", encoding: .utf8)
        #expect(json.contains("\"version\" : 2"))
        #expect(json.contains("\"subject\" : \"style: wheels\""))

        try write(tripForm + notesField, to: root + "/trip.yaml")
        let edited = try runPiclint(["trip.yaml"], in: root)
        #expect(edited.stdout.contains("need 1124 pt but it is 844 pt tall; with `depart` and `return` compact, they need 760 pt"))
        let later = try runPiclint(["--baseline", "baseline.json", "trip.yaml"], in: root)
        #expect(later.status == 0)
        #expect(later.stdout == "1 file, 0 errors, 0 warnings (1 baselined)\n")
        #expect(later.stderr == "", "no entry is stale")
    }

    @Test("SARIF fingerprints of the issue's findings stay the same when an unrelated control is added")
    func unrelatedControlFingerprints() throws {
        let before = try fingerprints(tripForm)
        #expect(before.filter { $0.hasPrefix("compact-when-constrained ") }.count == 1)
        #expect(try fingerprints(tripForm + notesField) == before)
        // The same findings on a screen moved down, under a new first control, still have their fingerprints.
        let moved = tripForm.replacingOccurrences(of: "controls:\n", with: "controls:\n  - {id: title, kind: text}\n")
        #expect(try fingerprints("# trips\n\n" + moved) == before)
    }

    /// A finding, an unrelated edit that must leave it baselined, and a change of the offending value that must not.
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: RuleID
        var spec: String
        /// Edits that leave the offending value as it is: lines move, controls and keys are added elsewhere.
        var unrelated: [@Sendable (String) -> String]
        var offending: (from: String, to: String)
        var testDescription: String { rule.rawValue }
    }

    static let moveDown: @Sendable (String) -> String = { "# owner: travel team\n# reviewed 2026-11\n\n" + $0 }
    static let controlBefore: @Sendable (String) -> String = {
        $0.replacingOccurrences(of: "controls:\n", with: "controls:\n  - id: intro\n    kind: text\n    label: Plan your trip\n")
    }
    static let controlAfter: @Sendable (String) -> String = { $0 + "  - {id: done, kind: button, label: Done}\n" }

    static let cases: [Case] = [
        Case(rule: "minute-interval",
             spec: "screen: S\ncontrols:\n  - id: wake\n    kind: datePicker\n    mode: time\n    minuteInterval: 7\n",
             unrelated: [moveDown, controlBefore, controlAfter, { $0.replacingOccurrences(of: "mode: time\n", with: "mode: time\n    label: Wake up\n") }],
             offending: ("minuteInterval: 7", "minuteInterval: 9")),
        Case(rule: "distinct-values",
             spec: "screen: S\ncontrols:\n  - id: day\n    kind: picker\n    values: [Mon, Tue, Wed, Mon, Thu, Fri]\n    default: Tue\n",
             unrelated: [moveDown, controlBefore, controlAfter, { $0.replacingOccurrences(of: "[Mon, Tue,", with: "[Sun, Mon, Tue,") }],
             offending: ("Wed, Mon,", "Wed, Tue,")),
        Case(rule: "default-not-in-values",
             spec: "screen: S\ncontrols:\n  - id: snooze\n    kind: picker\n    values: [5, 10, 15, 20, 30]\n    default: 7\n    unit: min\n",
             unrelated: [moveDown, controlBefore, controlAfter, { $0.replacingOccurrences(of: "    unit: min\n", with: "    unit: min\n    label: Snooze\n") }],
             offending: ("default: 7", "default: 8")),
        Case(rule: "compact-when-constrained",
             spec: tripForm,
             unrelated: [moveDown, controlBefore, controlAfter, { $0 + notesField }],
             // The screen's one finding stands at its first control to change: a new style there is a new finding.
             offending: ("  - id: depart\n    kind: datePicker\n    mode: date\n    style: wheels", "  - id: depart\n    kind: datePicker\n    mode: date\n    style: inline")),
        // The count in the message ("has 171 values") is a measurement: the list growing leaves the finding baselined.
        Case(rule: "long-list",
             spec: "screen: S\ncontrols:\n  - id: weight\n    kind: picker\n    range: {from: 30, to: 200}\n    default: 70\n    unit: kg\n",
             unrelated: [moveDown, controlBefore, controlAfter, { $0.replacingOccurrences(of: "to: 200", with: "to: 250") }],
             offending: ("range: {from: 30, to: 200}", "source: countries")),
        Case(rule: "unit-placement",
             spec: "screen: S\ncontrols:\n  - id: height\n    kind: picker\n    wheels:\n      - {range: {from: 3, to: 7}, unit: ft, default: 5, unitPlacement: onWheel}\n      - {range: {from: 0, to: 11}, unit: in, default: 6}\n",
             unrelated: [moveDown, controlBefore, controlAfter],
             offending: ("unitPlacement: onWheel", "unitPlacement: above")),
        Case(rule: "numeric-gap",
             spec: "screen: S\ncontrols:\n  - id: snooze\n    kind: picker\n    values: [5, 10, 15, 25, 30, 35]\n    default: 10\n",
             unrelated: [moveDown, controlBefore, controlAfter, { $0.replacingOccurrences(of: "default: 10", with: "default: 15") }],
             offending: ("15, 25, 30", "15, 20, 30")),
    ]

    @Test("a finding stays baselined when lines move and unrelated controls or keys are added; it comes back when its value changes",
          arguments: cases)
    func sample(_ sample: Case) throws {
        let accepted = baseline(of: sample.spec)
        let findings = report(sample.spec).diagnostics.filter { $0.rule == sample.rule }
        #expect(!findings.isEmpty, "the spec gives a \(sample.rule) finding")
        #expect(findings.allSatisfy { $0.subject != nil })
        for (index, edit) in sample.unrelated.enumerated() {
            let edited = edit(sample.spec)
            #expect(edited != sample.spec)
            let outcome = applying(accepted, to: edited)
            #expect(outcome.reports[0].diagnostics.filter { $0.rule == sample.rule }.isEmpty, "edit \(index + 1) brought a finding back")
            #expect(outcome.stale.isEmpty, "edit \(index + 1) left stale entries: \(outcome.stale)")
        }
        #expect(sample.spec.contains(sample.offending.from))
        let changed = sample.spec.replacingOccurrences(of: sample.offending.from, with: sample.offending.to)
        let outcome = applying(accepted, to: changed)
        #expect(!outcome.reports[0].diagnostics.filter { $0.rule == sample.rule }.isEmpty, "the changed value's finding is shown")
        #expect(outcome.stale.contains { $0.rule == sample.rule }, "the entry for the old value is stale")
    }

    @Test("SARIF fingerprints likewise: the same after unrelated edits, new when the offending value changes", arguments: cases)
    func sampleFingerprints(_ sample: Case) throws {
        func ofRule(_ yaml: String) throws -> [String] { try fingerprints(yaml).filter { $0.hasPrefix(sample.rule.rawValue + " ") } }
        let before = try ofRule(sample.spec)
        #expect(!before.isEmpty)
        for edit in sample.unrelated {
            #expect(try ofRule(edit(sample.spec)) == before)
        }
        let changed = try ofRule(sample.spec.replacingOccurrences(of: sample.offending.from, with: sample.offending.to))
        #expect(!changed.isEmpty)
        // The changed finding's fingerprint is new.
        #expect(!Set(changed).isSubset(of: before))
    }

    @Test("two findings of one rule on one control are told apart: a second wheel's, or a second gap, is new")
    func sameRuleSameControl() {
        let oneWheel = "screen: S\ncontrols:\n  - id: height\n    kind: picker\n    wheels:\n"
            + "      - {range: {from: 3, to: 7}, unit: ft, default: 5, unitPlacement: onWheel}\n"
            + "      - {range: {from: 0, to: 11}, unit: in, default: 6}\n"
        let bothWheels = oneWheel.replacingOccurrences(of: "unit: in, default: 6}", with: "unit: in, default: 6, unitPlacement: onWheel}")
        let wheels = applying(baseline(of: oneWheel), to: bothWheels).reports[0].diagnostics.filter { $0.rule == "unit-placement" }
        #expect(wheels.map(\.subject) == ["wheels[1].unitPlacement: onWheel"])

        let oneGap = "screen: S\ncontrols:\n  - id: t\n    kind: picker\n    values: [10, 20, 30, 50, 60, 70, 80, 90]\n    default: 10\n"
        let twoGaps = oneGap.replacingOccurrences(of: "70, 80", with: "80")
        let gaps = applying(baseline(of: oneGap), to: twoGaps)
        #expect(gaps.reports[0].diagnostics.filter { $0.rule == "numeric-gap" }.map(\.subject) == ["values[]: 80"])
        #expect(gaps.stale.isEmpty)
    }

    @Test("a default before the minimum by the clock's `today` stays baselined on another day, though the message names the date")
    func clockInMessage() throws {
        let spec = "screen: S\ncontrols:\n  - id: check-in\n    kind: datePicker\n    mode: date\n    default: today\n    minimumDate: 2030-01-01\n"
        let monday = try #require(ModelClock(parsing: "2026-11-23T09:00"))
        let tuesday = try #require(ModelClock(parsing: "2026-11-24T09:00"))
        let first = report(spec, clock: monday).diagnostics.filter { $0.rule == "default-out-of-range" }
        let second = report(spec, clock: tuesday).diagnostics.filter { $0.rule == "default-out-of-range" }
        #expect(first.count == 1 && second.count == 1)
        #expect(first.map(\.message) != second.map(\.message))
        let outcome = applying(baseline(of: spec, clock: monday), to: spec, clock: tuesday)
        #expect(outcome.reports[0].diagnostics.isEmpty)
        #expect(outcome.stale.isEmpty)
    }

    @Test("identical findings share an entry and its count: one fixed of two leaves one stale")
    func counts() {
        let spec = "screen: S\ncontrols:\n  - id: day\n    kind: picker\n    values: [Mon, Tue, Mon, Wed, Thu, Fri, Mon]\n    default: Tue\n"
        let accepted = baseline(of: spec)
        let entry = accepted.entries.first { $0.rule == "distinct-values" }
        #expect(entry?.subject == "values[]: Mon")
        #expect(entry?.count == 2)
        let outcome = applying(accepted, to: spec.replacingOccurrences(of: "Fri, Mon]", with: "Fri]"))
        #expect(outcome.reports[0].diagnostics.isEmpty)
        #expect(outcome.stale.map(\.count) == [1])
    }

    @Test("a version 1 baseline still applies, matching by masked message as before; writing it again upgrades it")
    func versionOne() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("screen: S\ncontrols:\n  - id: wake\n    kind: datePicker\n    mode: time\n    minuteInterval: 7\n"
            + "  - id: day\n    kind: picker\n    values: [Mon, Tue, Wed, Thu, Fri, Mon]\n    default: Tue\n", to: root + "/a.yaml")
        // As piclint wrote baselines before subjects: no subject, the message with its positions masked.
        try write("""
            {
              "entries" : [
                {
                  "control" : "day",
                  "count" : 1,
                  "file" : "a.yaml",
                  "message" : "\\"Mon\\" appears twice in `day` (first at L:C)",
                  "rule" : "distinct-values"
                },
                {
                  "control" : "wake",
                  "count" : 1,
                  "file" : "a.yaml",
                  "message" : "minuteInterval 7 of `wake` does not divide 60 evenly; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30",
                  "rule" : "minute-interval"
                }
              ],
              "version" : 1
            }

            """, to: root + "/old.json")
        let old = try runPiclint(["--baseline", "old.json", "a.yaml"], in: root)
        #expect(old.status == 0)
        #expect(old.stdout == "1 file, 0 errors, 0 warnings (2 baselined)\n")
        #expect(old.stderr == "")

        // Version 1 entries match by message only, even where one carries a subject.
        let original = try Baseline(json: Data(contentsOf: URL(fileURLWithPath: root + "/old.json")))
        #expect(original.version == 1)
        var v1 = original
        v1.entries[1].message = "minuteInterval 7 of `wake` is reworded"
        v1.entries[1].subject = "minuteInterval: 7"
        #expect(v1.apply(to: [report(try String(contentsOfFile: root + "/a.yaml", encoding: .utf8))], relative: { _ in "a.yaml" }).stale.count == 1)

        let rewritten = try runPiclint(["--write-baseline", "old.json", "a.yaml"], in: root)
        #expect(rewritten.status == 0)
        let upgraded = try Baseline(json: Data(contentsOf: URL(fileURLWithPath: root + "/old.json")))
        #expect(upgraded.version == 2)
        #expect(upgraded.entries.map(\.subject) == ["values[]: Mon", "minuteInterval: 7"])
        #expect(upgraded.entries.map(\.message) == original.entries.map(\.message))
    }

    @Test("a baseline of a version piclint does not know is refused, saying which")
    func unknownVersion() {
        #expect(throws: Baseline.UnknownVersion.self) { try Baseline(json: Data("{\"entries\": [], \"version\": 3}".utf8)) }
        #expect(Baseline.UnknownVersion(version: 3).description
            == "version 3 is not one this piclint reads (1 to 2); write it again with --write-baseline")
    }

    @Test("every check's findings in the rule pages' examples and the Fixtures have a subject; the reader's and the comments' have none",
          arguments: RuleRegistry.descriptions.map(\.id))
    func everyRuleNamesItsSubject(id: RuleID) throws {
        let checks = Set(RuleRegistry.checks.map { type(of: $0).description.id })
        var found: [Diagnostic] = []
        for example in try RuleDoc.load(id).triggers {
            found += RuleDocumentationTests.lint(example.yaml, enabling: id, path: example.path).filter { $0.rule == id }
        }
        #expect(!found.isEmpty)
        for diagnostic in found {
            if checks.contains(id) {
                #expect(diagnostic.subject != nil, "\(id): \(diagnostic.message)")
                // A subject names a setting or a value, never the message's measurements.
                #expect(!(diagnostic.subject ?? "").contains(" pt"))
            } else {
                #expect(diagnostic.subject == nil)
                #expect(diagnostic.identity == Diagnostic.fingerprint(diagnostic.message))
            }
        }
    }

    @Test("every check's finding on the bad Fixtures has a subject")
    func fixtures() throws {
        let checks = Set(RuleRegistry.checks.map { type(of: $0).description.id })
        let folder = Repo.path("Fixtures/bad")
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".yaml") {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            for diagnostic in report(text).diagnostics where checks.contains(diagnostic.rule) {
                #expect(diagnostic.subject != nil, "\(name): [\(diagnostic.rule)] \(diagnostic.message)")
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    @Test("a long or multi-line value is quoted by its start")
    func longValues() {
        #expect(FindingSubject.shown("Mon") == "Mon")
        #expect(FindingSubject.shown(String(repeating: "a", count: 60)) == String(repeating: "a", count: 60))
        #expect(FindingSubject.shown(String(repeating: "a", count: 61)) == String(repeating: "a", count: 60) + "…")
        #expect(FindingSubject.shown("first line\nsecond") == "first line…")
    }
}
