import Foundation
import Testing
@testable import Driver
import Lint
import PickerModel
import Reports
import Spec
import YAML

/// Safe fixes and suggestions: `--fix` makes only the fixes that cannot change what a screen means; a fix that
/// reorders values or guesses is a suggestion, reported as such and made only with `--unsafe-fixes`.
@Suite("Fix applicability")
struct FixApplicabilityTests {
    static let now = ["--now", "2026-11-24T09:41"]

    /// A safe fix (the interval) and a suggestion (sorting words no known sequence orders) in one file.
    static let mixed = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: time, minuteInterval: 7}\n"
        + "  - {id: p, kind: picker, style: wheels, default: Apex, values: [Apex, Beacon, Radar, Bulletin, Chimes, Circuit]}\n"

    static func fixes(_ text: String) -> [(rule: RuleID, fix: ResolvedFix)] {
        FixTests.lintText(Array(text.utf8)).compactMap { diagnostic in diagnostic.fix.map { (diagnostic.rule, $0) } }
    }

    static func applicability(of rule: RuleID, in text: String) throws -> Fix.Applicability {
        try #require(fixes(text).first { $0.rule == rule }).fix.applicability
    }

    // MARK: - Which fix is which

    @Test("each fixable rule's example: predictable-order only suggests, the others fix safely (distinct-values suggests for a respelled number)",
          arguments: FixTests.fixable)
    func examples(rule: RuleID) throws {
        let text = try String(contentsOfFile: Repo.path("Tests/Fixes/\(rule).yaml"), encoding: .utf8)
        let found = Self.fixes(text).filter { $0.rule == rule }
        #expect(!found.isEmpty)
        if RuleRegistry.description(of: rule)?.fixes == .suggestion {
            #expect(found.allSatisfy { $0.fix.applicability == .unsafe })
        } else if rule == "distinct-values" {
            // `"8.0"` after `8` is the same number in another spelling, the example's one guess.
            #expect(found.count { $0.fix.applicability == .unsafe } == 1)
            #expect(found.count { $0.fix.applicability == .safe } >= 3)
        } else {
            for (_, fix) in found { #expect(fix.applicability == .safe, "\(rule): \(fix.summary)") }
        }
    }

    @Test("only predictable-order and implicit-compact are listed as suggesting alone, and `piclint rules` marks them so")
    func registry() throws {
        #expect(RuleRegistry.descriptions.filter { $0.fixes == .suggestion }.map(\.id) == ["predictable-order", "implicit-compact"])
        let listing = try runPiclint(["rules"])
        for id in ["predictable-order ", "implicit-compact "] {
            let line = try #require(listing.stdout.split(separator: "\n").first { $0.hasPrefix(id) })
            #expect(line.hasSuffix(" [suggested fix]"))
        }
        #expect(!listing.stdout.contains("9 of them [fixable]"))
    }

    @Test("distinct-values: an exact repeat goes safely; the same number spelled otherwise is a suggestion")
    func repeats() throws {
        let exact = "screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, default: 5, values: [5, 10, 5, 15]}\n"
        #expect(try Self.applicability(of: "distinct-values", in: exact) == .safe)
        let spelled = "screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, default: 5, values: [5, 10, 5.0, 15]}\n"
        #expect(try Self.applicability(of: "distinct-values", in: spelled) == .unsafe)
    }

    @Test("unit-in-values: a unit after the number is safe; before it, a currency, or a lost separator is a suggestion")
    func units() throws {
        func wheel(_ values: String, default value: String) -> String {
            "screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, default: \(value), values: \(values)}\n"
        }
        #expect(try Self.applicability(of: "unit-in-values", in: wheel("[5 min, 10 min, 15 min, 20 min]", default: "10 min")) == .safe)
        // What the rule reads as a unit is its own business; whenever it offers a fix for these, the fix is as below.
        let cases: [(values: String, default: String, expected: Fix.Applicability)] = [
            ("[1 hour, 2 hours, 3 hours]", "2 hours", .safe),
            ("[10%, 15%, 20%]", "15%", .safe),
            ("[\"$5\", \"$10\", \"$15\"]", "\"$10\"", .unsafe),
            ("[5 €, 10 €, 15 €]", "10 €", .unsafe),
            ("[1. Platz, 2. Platz, 3. Platz]", "2. Platz", .unsafe),
        ]
        for (values, value, expected) in cases {
            if let fix = Self.fixes(wheel(values, default: value)).first(where: { $0.rule == "unit-in-values" }) {
                #expect(fix.fix.applicability == expected, "\(values)")
            }
        }
    }

    @Test("a rename to the single close key is safe")
    func rename() throws {
        let text = "screen: s\ncontrols:\n  - {id: p, kind: picker, values: [1, 2, 3, 4, 5], defualt: 3}\n"
        #expect(try Self.applicability(of: "spec-unknown-key", in: text) == .safe)
    }

    // MARK: - The fixer

    @Test("the fixer makes the safe fixes alone, counts the suggestion it left, and makes both when told")
    func selection() throws {
        let safe = try FixTests.fixed(Self.mixed, selection: .safeOnly)
        let safeText = String(decoding: safe.fixed, as: UTF8.self)
        #expect(safeText == Self.mixed.replacingOccurrences(of: "minuteInterval: 7", with: "minuteInterval: 6"))
        #expect(safe.applied == 1)
        #expect(safe.suggestionsNotMade == 1)
        let all = try FixTests.fixed(Self.mixed, selection: .includingUnsafe)
        #expect(String(decoding: all.fixed, as: UTF8.self) == safeText.replacingOccurrences(
            of: "[Apex, Beacon, Radar, Bulletin, Chimes, Circuit]", with: "[Apex, Beacon, Bulletin, Chimes, Circuit, Radar]"))
        #expect(all.applied == 2)
        #expect(all.suggestionsNotMade == 0)
    }

    @Test("a suggestion that appears only after a safe fix is counted: the sort waits for the repeat's removal")
    func suggestionAfterSafeFix() throws {
        let text = "screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, default: 5, values: [30, 5, 10, 5, 20, 15, 25]}\n"
        // Before any fix the repeat keeps the sort from being offered.
        #expect(!Self.fixes(text).contains { $0.rule == "predictable-order" })
        let outcome = try FixTests.fixed(text, selection: .safeOnly)
        #expect(String(decoding: outcome.fixed, as: UTF8.self) == text.replacingOccurrences(of: "10, 5, 20", with: "10, 20"))
        #expect(outcome.suggestionsNotMade == 1)
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
        let safeText = Self.mixed.replacingOccurrences(of: "minuteInterval: 7", with: "minuteInterval: 6")
        #expect(try String(contentsOfFile: root + "/a.yaml", encoding: .utf8) == safeText)
        #expect(try String(contentsOfFile: root + "/b.yaml", encoding: .utf8) == safeText)
        #expect(fix.stderr == "piclint: fixed 1 finding in a.yaml\npiclint: fixed 1 finding in b.yaml\n"
            + "piclint: 2 suggested fixes not made (they may change what a screen means); "
            + "review them with --fix-dry-run --unsafe-fixes, apply with --fix --unsafe-fixes\n")
        // The finding the suggestion is for is still reported.
        #expect(fix.stdout.contains("[predictable-order]"))
        #expect(!fix.stdout.contains("[minute-interval]"))
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
        #expect(safe.stdout.contains("+  - {id: t, kind: datePicker, mode: time, minuteInterval: 6}"))
        #expect(!safe.stdout.contains("Chimes, Circuit, Radar"))
        #expect(safe.stderr == "piclint: 1 suggested fix not shown (it may change what a screen means); add --unsafe-fixes to see it\n"
            + "piclint: failed: 1 file would change (--fix-dry-run)\n")
        let all = try runPiclint(Self.now + ["--fix-dry-run", "--unsafe-fixes", "a.yaml"], in: root)
        #expect(all.status == 1)
        #expect(all.stdout.contains("minuteInterval: 6"))
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
        #expect(byRule == ["minute-interval": "safe", "predictable-order": "unsafe"])

        let sarif = try runPiclint(Self.now + ["--format", "sarif", "a.yaml"], in: root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try #require(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        var sarifByRule: [String: String] = [:]
        for result in results {
            guard let rule = result["ruleId"] as? String, let fix = (result["fixes"] as? [[String: Any]])?.first else { continue }
            sarifByRule[rule] = (fix["properties"] as? [String: Any])?["applicability"] as? String
        }
        #expect(sarifByRule == ["minute-interval": "safe", "predictable-order": "unsafe"])
    }

    // MARK: - Safe fixes never reorder or invent

    /// The number at the start of a value, as unit-in-values keeps it (`10 min` → `10`, `−5 °C` → `-5`).
    static func leadingNumber(_ text: String) -> String {
        String(text.replacingOccurrences(of: "−", with: "-").prefix { $0.isNumber || "+-.,".contains($0) })
    }

    /// Compares a tree before and after safe fixes: a sequence may lose exact repeats and its scalars may lose a unit,
    /// but what remains keeps its order; a mapping may gain `unit:` (with text its values held, and no currency sign,
    /// separator or sign) and have keys renamed in place. Returns what breaks that, for the test's message.
    static func problems(_ old: Node, _ new: Node, path: String = "") -> [String] {
        switch (old.content, new.content) {
        case (.scalar, .scalar):
            return []
        case (.sequence(let before), .sequence(let after)):
            if before.allSatisfy({ $0.scalar != nil }) && after.allSatisfy({ $0.scalar != nil }) {
                return scalarSequenceProblems(before.compactMap(\.scalar?.text), after.compactMap(\.scalar?.text), path: path)
            }
            guard before.count == after.count else { return ["\(path): a sequence of collections changed length"] }
            return zip(before, after).enumerated().flatMap { problems($0.element.0, $0.element.1, path: path + "[\($0.offset)]") }
        case (.mapping(let before), .mapping(let after)):
            let keys = Set(before.compactMap(\.key.scalar?.text))
            var result: [String] = []
            var kept: [Node.Pair] = []
            for pair in after {
                guard pair.key.scalar?.text == "unit", !keys.contains("unit") else {
                    kept.append(pair)
                    continue
                }
                // A unit said once: it must be text the wheel's values held, and a word or symbol of its own.
                let unit = pair.value.scalar?.text ?? ""
                let values = before.first { $0.key.scalar?.text == "values" }?.value.sequence?.compactMap(\.scalar?.text) ?? []
                if unit.isEmpty || !values.contains(where: { $0.hasSuffix(unit) || $0.hasPrefix(unit) }) {
                    result.append("\(path): `unit: \(unit)` is no text its values held (\(values))")
                }
                if unit.unicodeScalars.contains(where: { $0.properties.generalCategory == .currencySymbol || ".,+-−".unicodeScalars.contains($0) }) {
                    result.append("\(path): `unit: \(unit)` holds a currency sign, separator or sign")
                }
            }
            guard before.count == kept.count else { return result + ["\(path): a mapping gained or lost entries"] }
            for (x, y) in zip(before, kept) {
                result += problems(x.value, y.value, path: path + "." + (x.key.scalar?.text ?? "?"))
            }
            return result
        default:
            return ["\(path): a node changed kind"]
        }
    }

    /// The values after must be the values before, in the same order, less exact repeats of values kept, each the
    /// same text or its number (a unit taken out).
    static func scalarSequenceProblems(_ before: [String], _ after: [String], path: String) -> [String] {
        var index = 0
        var kept: [String] = []
        for value in after {
            let start = index
            while index < before.count, before[index] != value, leadingNumber(before[index]) != value || value.isEmpty {
                // Skipped: only an exact repeat of a value kept earlier may go.
                guard kept.contains(before[index]) else {
                    return ["\(path): \(before) became \(after): “\(before[index])” went or moved (from position \(start))"]
                }
                index += 1
            }
            guard index < before.count else { return ["\(path): \(before) became \(after): “\(value)” is out of order or new"] }
            kept.append(before[index])
            index += 1
        }
        let rest = before[index...].filter { !kept.contains($0) }
        return rest.isEmpty ? [] : ["\(path): \(before) became \(after): \(rest) went"]
    }

    @Test("on every good and bad Fixture, safe fixes keep the order of every sequence's values and invent no unit")
    func fixturesNeverReorder() throws {
        var files = 0, changed = 0
        for folder in ["Fixtures/good", "Fixtures/bad"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: Repo.path(folder)).sorted() where name.hasSuffix(".yaml") {
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Repo.path(folder + "/" + name))))
                let input = InputFile(source: .path(name), displayPath: name)
                let outcome = LintRunner.fix(SourceFile(bytes), of: input, with: FixTests.runner.linter, selection: .safeOnly) { pass in
                    #expect(pass.applied.allSatisfy { $0.applicability == .safe }, "\(name)")
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
        // The bad Fixtures hold safe mistakes, so the check above is not vacuous.
        #expect(changed >= 3)
    }

    @Test("the tree comparison catches what it is for: a sort, and an invented unit")
    func comparisonCatchesMistakes() throws {
        func root(_ text: String) throws -> Node { try #require(Parser().parse(text).documents.first).root }
        let before = try root("values: [day, week, month, year]\n")
        #expect(!Self.problems(before, try root("values: [day, month, week, year]\n")).isEmpty)
        #expect(Self.problems(before, try root("values: [day, week, month, year]\n")).isEmpty)
        let repeated = try root("values: [5 min, 10 min, 5 min]\n")
        #expect(Self.problems(repeated, try root("unit: min\nvalues: [5, 10]\n")).isEmpty)
        #expect(!Self.problems(repeated, try root("unit: minutes\nvalues: [5, 10]\n")).isEmpty)
        #expect(!Self.problems(try root("values: [$5, $10]\n"), try root("unit: $\nvalues: [5, 10]\n")).isEmpty)
        #expect(!Self.problems(repeated, try root("values: [10 min, 5 min]\n")).isEmpty)
    }
}
