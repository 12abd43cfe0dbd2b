import Foundation
import Testing
@testable import Driver
import Lint
import PickerModel
import Reports
import Spec
import Source
import YAML

/// Safe fixes and suggestions. piclint's one definition: a safe fix leaves the screen showing exactly what it showed,
/// as the reference model simulates it before and after; `--fix` makes those alone (a countdown cut to the 23:59 its
/// wheels show, a default time rounded down as the picker rounds it). A fix that changes what the screen shows is a
/// suggestion, however sure piclint is that it is the change meant: reported as such, made only with `--unsafe-fixes`.
@Suite("Fix applicability")
struct FixApplicabilityTests {
    static let now = ["--now", "2026-11-24T09:41"]

    /// A safe fix (a countdown longer than the wheels show, cut to the 23:59 they show) and a suggestion (sorting
    /// words that nearly follow the alphabet) in one file.
    static let mixed = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: \"25:00\"}\n"
        + "  - {id: p, kind: picker, style: wheels, default: Apex, values: [Apex, Beacon, Radar, Bulletin, Chimes, Circuit]}\n"
    /// `mixed` with its safe fix made.
    static let mixedSafelyFixed = mixed.replacingOccurrences(of: "countDownDuration: \"25:00\"", with: "countDownDuration: \"23:59\"")

    /// The rules whose fixes are safe: each writes what the picker shows anyway.
    static let safeRules: Set<RuleID> = ["countdown-limit", "default-off-interval"]

    static func fixes(_ text: String) -> [(rule: RuleID, fix: ResolvedFix)] {
        FixTests.lintText(Array(text.utf8)).compactMap { diagnostic in diagnostic.fix.map { (diagnostic.rule, $0) } }
    }

    /// What every control of a file looks like, as the reference model shows it.
    static func screen(_ bytes: [UInt8]) -> [ScreenControlAppearance] {
        FixTests.runner.linter.lintFile(bytes, path: "spec.yaml").controls.map(\.appearance)
    }

    /// A rule's first fix in a text, and whether making that fix alone changes what the screen shows.
    static func fix(of rule: RuleID, in text: String) throws -> (fix: ResolvedFix, changesScreen: Bool) {
        let fix = try #require(fixes(text).first { $0.rule == rule }, "\(rule) offers no fix in \(text)").fix
        let before = Array(text.utf8)
        let after = SourceFile(before).applying([fix], edits: \.edits)
        #expect(after.applied == [fix])
        #expect(after.text != before)
        return (fix, screen(before) != screen(after.text))
    }

    static func wheel(_ settings: String) -> String {
        "screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, \(settings)}\n"
    }

    static func datePicker(_ settings: String) -> String {
        "screen: s\ncontrols:\n  - {id: t, kind: datePicker, \(settings)}\n"
    }

    // MARK: - Which fix is which

    @Test("a fix that changes what the screen shows is a suggestion; one that writes what the picker shows anyway is safe")
    func screenDecides() throws {
        let cases: [(rule: RuleID, text: String, expected: Fix.Applicability)] = [
            // The platform ignores 7 and 25 and its wheels show every minute; 6 shows six-minute steps, 30 half hours.
            ("minute-interval", Self.datePicker("mode: time, style: wheels, minuteInterval: 7"), .unsafe),
            ("minute-interval", Self.datePicker("mode: time, style: wheels, minuteInterval: 25, default: \"13:00\""), .unsafe),
            // A repeat removed is a row gone.
            ("distinct-values", Self.wheel("default: 5, values: [5, 10, 5, 15]"), .unsafe),
            // The rows lose their unit and the selection bar gains it.
            ("unit-in-values", Self.wheel("default: 10 min, values: [5 min, 10 min, 15 min, 20 min]"), .unsafe),
            // The unit moves from above the wheel into the selection bar.
            ("unit-placement", Self.wheel("default: 5, unit: min, unitPlacement: above, values: [5, 10, 15, 20, 30]"), .unsafe),
            // Today the picker opens on its first country; after the fix, on Germany.
            ("default-not-in-values", "screen: s\ncontrols:\n  - {id: n, kind: picker, style: navigationLink, source: countries, default: DE}\n", .unsafe),
            // The misspelt default is ignored today; renamed, it takes effect.
            ("spec-unknown-key", Self.wheel("values: [1, 2, 3, 4, 5], defualt: 3"), .unsafe),
            // Rows move.
            ("predictable-order", Self.wheel("default: Apex, values: [Apex, Beacon, Radar, Bulletin, Chimes, Circuit]"), .unsafe),
            // The wheels stop at 23:59, so a longer countdown shows as 23:59 already.
            ("countdown-limit", Self.datePicker("mode: countDownTimer, countDownDuration: \"25:00\""), .safe),
            ("countdown-limit", Self.datePicker("mode: countDownTimer, countDownDuration: 90000"), .safe),
            // The picker rounds a time between its minutes down: 09:07 shows as 09:00, 1:10 as 1:00.
            ("default-off-interval", Self.datePicker("mode: time, minuteInterval: 15, default: \"09:07\""), .safe),
            ("default-off-interval", Self.datePicker("mode: time, style: wheels, minuteInterval: 15, default: \"09:07\""), .safe),
            ("default-off-interval", Self.datePicker("mode: countDownTimer, minuteInterval: 15, countDownDuration: \"1:10\""), .safe),
        ]
        for (rule, text, expected) in cases {
            let (fix, changesScreen) = try Self.fix(of: rule, in: text)
            #expect(fix.applicability == expected, "\(rule): \(fix.summary) in \(text)")
            #expect(changesScreen == (expected == .unsafe), "\(rule): \(fix.summary) in \(text)")
        }
    }

    @Test("each fixable rule's example fixes as the registry says: safely for countdown-limit and default-off-interval (but in an anchor other controls read), as a suggestion for every other rule",
          arguments: FixTests.fixable)
    func examples(rule: RuleID) throws {
        let text = try String(contentsOfFile: Repo.path("Tests/Fixes/\(rule).yaml"), encoding: .utf8)
        let found = Self.fixes(text).filter { $0.rule == rule }
        #expect(!found.isEmpty)
        let expected: Fix.Applicability = Self.safeRules.contains(rule) ? .safe : .unsafe
        #expect(RuleRegistry.description(of: rule)?.fixes == (expected == .safe ? .safe : .suggestion))
        for (_, fix) in found {
            // An edit of an anchor's text that aliases repeat changes every control that reads it: never safe.
            let shared = fix.summary.contains("(this edits the anchor &")
            #expect(fix.applicability == (shared ? .unsafe : expected), "\(rule): \(fix.summary)")
        }
        if Self.safeRules.contains(rule) { #expect(found.contains { $0.fix.applicability == .safe }) }
    }

    @Test("only countdown-limit and default-off-interval fix safely; every other fixing rule suggests, and `piclint rules` marks each so")
    func registry() throws {
        #expect(Set(RuleRegistry.descriptions.filter { $0.fixes == .safe }.map(\.id)) == Self.safeRules)
        let suggesting = RuleRegistry.descriptions.filter { $0.fixes == .suggestion }.map(\.id)
        #expect(Set(suggesting) == Set(FixTests.fixable + ["implicit-compact"]).subtracting(Self.safeRules))
        let listing = try runPiclint(["rules"])
        for id in FixTests.fixable + ["implicit-compact"] {
            let line = try #require(listing.stdout.split(separator: "\n").first { $0.hasPrefix(id.rawValue + " ") })
            #expect(line.hasSuffix(Self.safeRules.contains(id) ? " [fixable]" : " [suggested fix]"), "\(line)")
        }
        #expect(listing.stdout.contains("2 of them [fixable] by `piclint --fix`, 8 with a [suggested fix]"))
    }

    @Test("distinct-values: removing a repeat drops a row, so it is a suggestion, an exact repeat and a respelled number alike")
    func repeats() throws {
        for values in ["[5, 10, 5, 15]", "[5, 10, 5.0, 15]"] {
            let (fix, changesScreen) = try Self.fix(of: "distinct-values", in: Self.wheel("default: 5, values: \(values)"))
            #expect(fix.applicability == .unsafe, "\(values)")
            #expect(changesScreen, "\(values)")
        }
    }

    @Test("unit-in-values: the rows lose their unit and the bar gains it, so moving a unit is a suggestion, whatever the unit")
    func units() throws {
        let (fix, changesScreen) = try Self.fix(of: "unit-in-values", in: Self.wheel("default: 10 min, values: [5 min, 10 min, 15 min, 20 min]"))
        #expect(fix.applicability == .unsafe)
        #expect(changesScreen)
        // What the rule reads as a unit is its own business; whenever it offers a fix for these, the fix is a suggestion.
        let cases: [(values: String, default: String)] = [
            ("[1 hour, 2 hours, 3 hours]", "2 hours"),
            ("[10%, 15%, 20%]", "15%"),
            ("[\"$5\", \"$10\", \"$15\"]", "\"$10\""),
            ("[5 €, 10 €, 15 €]", "10 €"),
            ("[1. Platz, 2. Platz, 3. Platz]", "2. Platz"),
        ]
        var offered = 0
        for (values, value) in cases {
            let text = Self.wheel("default: \(value), values: \(values)")
            guard Self.fixes(text).contains(where: { $0.rule == "unit-in-values" }) else { continue }
            offered += 1
            let (fix, changesScreen) = try Self.fix(of: "unit-in-values", in: text)
            #expect(fix.applicability == .unsafe, "\(values)")
            #expect(changesScreen, "\(values)")
        }
        #expect(offered >= 2)
    }

    @Test("a rename to the single close key is a suggestion: the setting it names takes effect")
    func rename() throws {
        let (fix, changesScreen) = try Self.fix(of: "spec-unknown-key", in: Self.wheel("values: [1, 2, 3, 4, 5], defualt: 3"))
        #expect(fix.applicability == .unsafe)
        #expect(changesScreen)
    }

    // MARK: - The fixer

    @Test("the fixer makes the safe fixes alone, counts the suggestion it left, and makes both when told")
    func selection() throws {
        let safe = try FixTests.fixed(Self.mixed, selection: .safeOnly)
        let safeText = String(decoding: safe.fixed, as: UTF8.self)
        #expect(safeText == Self.mixedSafelyFixed)
        #expect(safe.applied == 1)
        #expect(safe.suggestionsNotMade == 1)
        let all = try FixTests.fixed(Self.mixed, selection: .includingUnsafe)
        #expect(String(decoding: all.fixed, as: UTF8.self) == safeText.replacingOccurrences(
            of: "[Apex, Beacon, Radar, Bulletin, Chimes, Circuit]", with: "[Apex, Beacon, Bulletin, Chimes, Circuit, Radar]"))
        #expect(all.applied == 2)
        #expect(all.suggestionsNotMade == 0)
    }

    @Test("a suggestion that appears only after a safe fix is counted: a countdown cut to 23:59 asks its shared interval for another step")
    func suggestionAfterSafeFix() throws {
        // Two countdowns share an ignored interval through an anchor. Each asks for the valid interval nearest 7 that
        // keeps its duration on it: 6 for both at first, one suggestion.
        let text = """
            x-timer: &timer {kind: datePicker, mode: countDownTimer, minuteInterval: 7}
            screen: s
            controls:
              - {<<: *timer, id: proof, countDownDuration: "36:00"}
              - {<<: *timer, id: rest, countDownDuration: "0:30"}

            """
        // The interval is in the anchor both merge, so its fix says it changes both.
        let shared = " (this edits the anchor &timer, which 2 aliases repeat: every control that reads it changes)"
        let before = Self.fixes(text).filter { $0.fix.applicability == .unsafe }
        #expect(Set(before.map(\.fix)).count == 1)
        #expect(before.allSatisfy { $0.rule == "minute-interval" && $0.fix.summary == "use 6" + shared })
        // Once the proof is cut to 23:59, only 1 keeps it on the interval: a second suggestion, on the fixed text.
        let outcome = try FixTests.fixed(text, selection: .safeOnly)
        let fixed = String(decoding: outcome.fixed, as: UTF8.self)
        #expect(fixed == text.replacingOccurrences(of: "\"36:00\"", with: "\"23:59\""))
        #expect(outcome.applied == 1)
        #expect(Set(Self.fixes(fixed).map(\.fix.summary)) == ["use 1" + shared, "use 6" + shared])
        #expect(outcome.suggestionsNotMade == 2)
    }

    @Test("a UTF-16 file holding only a suggestion is no refusal without --unsafe-fixes")
    func utf16Suggestion() throws {
        let text = "screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, default: Apex, values: [Apex, Beacon, Radar, Bulletin, Chimes, Circuit]}\n"
        let bytes = [0xFF, 0xFE] + Array(try #require(text.data(using: .utf16LittleEndian)))
        let input = InputFile(source: .path("a.yaml"), displayPath: "a.yaml")
        let safe = LintRunner.fix(SourceFile(bytes), of: input, with: FixTests.runner.linter, selection: .safeOnly)
        #expect(safe.refused == nil && !safe.changed)
        let all = LintRunner.fix(SourceFile(bytes), of: input, with: FixTests.runner.linter, selection: .includingUnsafe)
        #expect(all.refused?.contains("(1 fix not made)") == true)
    }

    // MARK: - The command line

    @Test("--fix makes the safe fix, keeps the words' order, and says once how many suggestions it left; --unsafe-fixes sorts")
    func binaryFix() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.mixed, to: root + "/a.yaml")
        try write(Self.mixed, to: root + "/b.yaml")
        let fix = try runPiclint(Self.now + ["--fix", "a.yaml", "b.yaml"], in: root)
        let safeText = Self.mixedSafelyFixed
        #expect(try String(contentsOfFile: root + "/a.yaml", encoding: .utf8) == safeText)
        #expect(try String(contentsOfFile: root + "/b.yaml", encoding: .utf8) == safeText)
        #expect(fix.stderr == "piclint: fixed 1 finding in a.yaml\npiclint: fixed 1 finding in b.yaml\n"
            + "piclint: 2 suggested fixes not made (they may change what a screen means); "
            + "review them with --fix-dry-run --unsafe-fixes, apply with --fix --unsafe-fixes\n")
        // The finding the suggestion is for is still reported.
        #expect(fix.stdout.contains("[predictable-order]"))
        #expect(!fix.stdout.contains("[countdown-limit]"))
        #expect(!fix.stdout.lowercased().contains("fixable"))

        let unsafe = try runPiclint(Self.now + ["--fix", "--unsafe-fixes", "a.yaml"], in: root)
        #expect(unsafe.stderr == "piclint: fixed 1 finding in a.yaml\n")
        #expect(try String(contentsOfFile: root + "/a.yaml", encoding: .utf8)
            == safeText.replacingOccurrences(of: "[Apex, Beacon, Radar, Bulletin, Chimes, Circuit]", with: "[Apex, Beacon, Bulletin, Chimes, Circuit, Radar]"))
        #expect(!unsafe.stdout.contains("[predictable-order]"))
    }

    @Test("--fix-dry-run shows the suggestions only with --unsafe-fixes, and says how many it left out")
    func binaryDryRun() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.mixed, to: root + "/a.yaml")
        let safe = try runPiclint(Self.now + ["--fix-dry-run", "a.yaml"], in: root)
        #expect(safe.status == 1)
        #expect(safe.stdout.contains("+  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: \"23:59\"}"))
        #expect(!safe.stdout.contains("Chimes, Circuit, Radar"))
        #expect(safe.stderr == "piclint: 1 suggested fix not shown (it may change what a screen means); add --unsafe-fixes to see it\n"
            + "piclint: failed: 1 file would change (--fix-dry-run)\n")
        let all = try runPiclint(Self.now + ["--fix-dry-run", "--unsafe-fixes", "a.yaml"], in: root)
        #expect(all.status == 1)
        #expect(all.stdout.contains("countDownDuration: \"23:59\""))
        #expect(all.stdout.contains("values: [Apex, Beacon, Bulletin, Chimes, Circuit, Radar]"))
        #expect(all.stderr == "piclint: failed: 1 file would change (--fix-dry-run)\n")
        #expect(try String(contentsOfFile: root + "/a.yaml", encoding: .utf8) == Self.mixed)

        // A file whose only fix is a suggestion: the safe dry run has nothing to show and exits 0.
        let onlySuggestion = "screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, default: Apex, values: [Apex, Beacon, Radar, Bulletin, Chimes, Circuit]}\n"
        try write(onlySuggestion, to: root + "/b.yaml")
        let nothing = try runPiclint(Self.now + ["--fix-dry-run", "b.yaml"], in: root)
        #expect(nothing.status == 0 && nothing.stdout.isEmpty)
        #expect(nothing.stderr.contains("1 suggested fix not shown"))
    }

    @Test("--unsafe-fixes without --fix or --fix-dry-run is a usage error: exit 2, said on standard error")
    func needsFix() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.mixed, to: root + "/a.yaml")
        let result = try runPiclint(Self.now + ["--unsafe-fixes", "a.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--unsafe-fixes needs --fix or --fix-dry-run"))
        #expect(try String(contentsOfFile: root + "/a.yaml", encoding: .utf8) == Self.mixed)
        let help = try runPiclint(["lint", "--help"])
        #expect(help.stdout.contains("--unsafe-fixes"))
    }

    @Test("the JSON report marks each fix safe or unsafe, and the SARIF report says so in each fix's properties")
    func reports() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.mixed, to: root + "/a.yaml")
        let json = try runPiclint(Self.now + ["--format", "json", "a.yaml"], in: root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        var byRule: [String: String] = [:]
        for diagnostic in diagnostics {
            guard let rule = diagnostic["rule"] as? String, let fix = diagnostic["fix"] as? [String: Any] else { continue }
            byRule[rule] = fix["applicability"] as? String
        }
        #expect(byRule == ["countdown-limit": "safe", "predictable-order": "unsafe"])

        let sarif = try runPiclint(Self.now + ["--format", "sarif", "a.yaml"], in: root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        var sarifByRule: [String: String] = [:]
        for result in results {
            guard let rule = result["ruleId"] as? String, let fix = (result["fixes"] as? [[String: Any]])?.first else { continue }
            sarifByRule[rule] = (fix["properties"] as? [String: Any])?["applicability"] as? String
        }
        #expect(sarifByRule == ["countdown-limit": "safe", "predictable-order": "unsafe"])
    }

    // MARK: - Safe fixes touch no row, no key and no list

    /// Compares a tree before and after safe fixes, which write a setting's value as the picker shows it and nothing
    /// else: every sequence keeps its items, in order, each the same text where it is a scalar (a value, a row);
    /// every mapping keeps its keys, in order, none added, dropped or renamed; only a scalar that is a key's value
    /// may change. Returns what breaks that, for the test's message.
    static func problems(_ old: Node, _ new: Node, path: String = "") -> [String] {
        switch (old.content, new.content) {
        case (.scalar, .scalar):
            return []
        case (.sequence(let before), .sequence(let after)):
            guard before.count == after.count else {
                return ["\(path): a sequence of \(before.count) items became one of \(after.count)"]
            }
            return zip(before, after).enumerated().flatMap { offset, pair -> [String] in
                let (x, y) = pair
                if let old = x.scalar?.text, let new = y.scalar?.text, old != new {
                    return ["\(path)[\(offset)]: the item “\(old)” became “\(new)”"]
                }
                return problems(x, y, path: path + "[\(offset)]")
            }
        case (.mapping(let before), .mapping(let after)):
            let (oldKeys, newKeys) = (before.map { $0.key.scalar?.text ?? "?" }, after.map { $0.key.scalar?.text ?? "?" })
            guard oldKeys == newKeys else { return ["\(path): the keys \(oldKeys) became \(newKeys)"] }
            return zip(before, after).flatMap { problems($0.value, $1.value, path: path + "." + ($0.key.scalar?.text ?? "?")) }
        default:
            return ["\(path): a node changed kind"]
        }
    }

    @Test("on every Fixture and fix example, safe fixes change only settings' values: no row, key or list item moves, goes or is added")
    func safeFixesTouchNoRow() throws {
        var files = 0, changed = 0
        var rules: Set<RuleID> = []
        for folder in ["Fixtures/good", "Fixtures/bad", "Tests/Fixes"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: Repo.path(folder)).sorted() where name.hasSuffix(".yaml") {
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Repo.path(folder + "/" + name))))
                let input = InputFile(source: .path(name), displayPath: name)
                let outcome = LintRunner.fix(SourceFile(bytes), of: input, with: FixTests.runner.linter, selection: .safeOnly) { pass in
                    #expect(pass.applied.allSatisfy { $0.applicability == .safe }, "\(name)")
                    rules.formUnion(pass.rules)
                }
                files += 1
                guard outcome.changed else { continue }
                changed += 1
                let (old, new) = (Parser().parse(bytes), Parser().parse(outcome.fixed))
                #expect(old.error != nil || new.error == nil, "\(name)")
                #expect(old.documents.count == new.documents.count, "\(name)")
                for (before, after) in zip(old.documents, new.documents) {
                    let found = Self.problems(before.root, after.root)
                    #expect(found.isEmpty, "\(folder)/\(name): \(found)")
                }
            }
        }
        #expect(files > 20)
        // The bad Fixtures hold countdowns longer than the wheels show and the fix examples defaults off the
        // interval, so the check above is not vacuous, and sees every safe fix.
        #expect(changed >= 4)
        #expect(rules == Self.safeRules)
    }

    @Test("the tree comparison catches what it is for: a sort, a dropped repeat, a unit taken out, a key renamed or added")
    func comparisonCatchesMistakes() throws {
        func root(_ text: String) throws -> Node { try #require(Parser().parse(text).documents.first).root }
        let before = try root("values: [day, week, month, year]\n")
        #expect(!Self.problems(before, try root("values: [day, month, week, year]\n")).isEmpty)
        #expect(Self.problems(before, try root("values: [day, week, month, year]\n")).isEmpty)
        let repeated = try root("values: [5 min, 10 min, 5 min]\n")
        #expect(!Self.problems(repeated, try root("values: [5 min, 10 min]\n")).isEmpty)
        #expect(!Self.problems(repeated, try root("values: [5, 10, 5]\n")).isEmpty)
        #expect(!Self.problems(repeated, try root("unit: min\nvalues: [5 min, 10 min, 5 min]\n")).isEmpty)
        #expect(!Self.problems(try root("{defualt: 3, values: [1, 2, 3]}\n"), try root("{default: 3, values: [1, 2, 3]}\n")).isEmpty)
        // What a safe fix does: a setting's value, written as the picker shows it.
        let timers = try root("controls:\n  - {id: t, countDownDuration: \"25:00\"}\n")
        #expect(Self.problems(timers, try root("controls:\n  - {id: t, countDownDuration: \"23:59\"}\n")).isEmpty)
    }
}
