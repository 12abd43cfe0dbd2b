import Foundation
import Testing
@testable import Driver
import Lint
import PickerModel
import Spec
import Source
import YAML

/// A safe fix leaves every other control as it was. A fix is about one control, but YAML lets controls share text: an
/// anchor (`&long "25:00"`) that aliases (`*long`) repeat, or a mapping that others merge (`<<: *base`). An edit of
/// that text changes every control that reads it. So a value reached through an alias stands where its alias stands,
/// and its fix replaces the alias alone; and an edit that lands in an anchor's text that aliases repeat is no safe
/// fix, and says so, even as a suggestion.
@Suite("A safe fix leaves every other control as it was: shared anchors, aliases and merges")
struct SharedAnchorFixTests {
    static let countdowns = """
    screen: Timers
    controls:
      - id: tea
        kind: datePicker
        mode: countDownTimer
        minuteInterval: 15
        countDownDuration: &long "25:00"
      - id: bread
        kind: datePicker
        mode: countDownTimer
        countDownDuration: *long

    """

    /// The fixes of a text by the control they are about.
    static func fixes(_ text: String) -> [(control: String?, rule: RuleID, fix: ResolvedFix)] {
        FixTests.lintText(Array(text.utf8)).compactMap { diagnostic in diagnostic.fix.map { (diagnostic.control, diagnostic.rule, $0) } }
    }

    /// `--fix` (safe fixes only) on a text: what it writes, and whether any control looks other than it did.
    static func safelyFixed(_ text: String) -> (text: String, screenChanged: Bool) {
        let input = InputFile(source: .path("spec.yaml"), displayPath: "spec.yaml")
        let outcome = LintRunner.fix(SourceFile(Array(text.utf8)), of: input, with: FixTests.runner.linter, selection: .safeOnly)
        let fixed = String(decoding: outcome.fixed, as: UTF8.self)
        return (fixed, FixApplicabilityTests.screen(Array(text.utf8)) != FixApplicabilityTests.screen(outcome.fixed))
    }

    @Test("a value reached through an alias is fixed where the alias stands, and the anchor and its other uses keep theirs")
    func aliasIsFixedWhereItStands() throws {
        let fixes = Self.fixes(Self.countdowns)
        let bread = try #require(fixes.first { $0.control == "bread" }?.fix)
        #expect(bread.applicability == .safe)
        #expect(bread.edits.map(\.range.start) == [Mark(line: 11, column: 24)])
        #expect(bread.edits.map(\.text) == ["\"23:59\""])
        // tea's fix would write its 23:45 into the anchor that bread reads too: a suggestion, naming the anchor.
        let tea = try #require(fixes.first { $0.control == "tea" }?.fix)
        #expect(tea.applicability == .unsafe)
        #expect(tea.summary.contains("&long"))
    }

    @Test("--fix makes bread's fix first; with the alias gone, tea's anchor is tea's alone and its fix is safe: no control changes")
    func fixingConverges() {
        let result = Self.safelyFixed(Self.countdowns)
        #expect(!result.screenChanged)
        #expect(result.text == Self.countdowns
            .replacingOccurrences(of: "countDownDuration: *long", with: "countDownDuration: \"23:59\"")
            .replacingOccurrences(of: "&long \"25:00\"", with: "&long \"23:45\""))
    }

    @Test("an alias is written as its anchor's value is: a number of seconds stays a number, a plain time stays plain")
    func aliasTakesTheAnchorsQuoting() throws {
        let seconds = "screen: s\ncontrols:\n  - {id: a, kind: datePicker, mode: countDownTimer, countDownDuration: &s 90000}\n"
            + "  - {id: b, kind: datePicker, mode: countDownTimer, minuteInterval: 10, countDownDuration: *s}\n"
        let b = try #require(Self.fixes(seconds).first { $0.control == "b" }?.fix)
        #expect(b.applicability == .safe)
        #expect(b.edits.map(\.text) == ["85800"])
        let plain = "screen: s\ncontrols:\n  - {id: a, kind: datePicker, mode: time, default: &t 09:07}\n"
            + "  - {id: b, kind: datePicker, mode: time, minuteInterval: 5, default: *t}\n"
        let time = try #require(Self.fixes(plain).first { $0.control == "b" }?.fix)
        #expect(time.applicability == .safe)
        #expect(time.edits.map(\.text) == ["09:05"])
        #expect(!Self.safelyFixed(plain).screenChanged)
    }

    @Test("an anchor shared by a date picker's default and a picker's default: the date picker's fix is no safe fix, and --fix leaves both")
    func anchorAcrossKinds() throws {
        let text = "screen: s\ncontrols:\n  - {id: arrival, kind: datePicker, mode: time, minuteInterval: 15, default: &slot \"09:07\"}\n"
            + "  - {id: slot, kind: picker, values: [\"09:00\", \"09:07\", \"09:15\"], default: *slot}\n"
        let fix = try #require(Self.fixes(text).first { $0.rule == "default-off-interval" }?.fix)
        #expect(fix.applicability == .unsafe)
        #expect(fix.summary.contains("&slot") && fix.summary.contains("every control that reads it changes"))
        let result = Self.safelyFixed(text)
        #expect(result.text == text)
        #expect(!result.screenChanged)
    }

    @Test("a key merged from an anchor is shared by every mapping that merges it: its fixes are suggestions, and --fix changes nothing")
    func mergedKeys() throws {
        let text = "x-shared:\n  timer: &timer {kind: datePicker, mode: countDownTimer, countDownDuration: \"25:00\"}\n"
            + "screen: s\ncontrols:\n  - {<<: *timer, id: oven, minuteInterval: 15}\n  - {<<: *timer, id: rice}\n"
        let fixes = Self.fixes(text).filter { $0.rule == "countdown-limit" }
        #expect(fixes.count == 2)
        #expect(fixes.allSatisfy { $0.fix.applicability == .unsafe && $0.fix.summary.contains("&timer") })
        let result = Self.safelyFixed(text)
        #expect(result.text == text)
    }

    @Test("suggestions too say when they edit shared text: a rename in a merged anchor, a sort of aliased values")
    func suggestionsSayIt() throws {
        let rename = "x-shared:\n  base: &base {kind: datePicker, mode: time, minuteIntervall: 15}\n"
            + "screen: s\ncontrols:\n  - {<<: *base, id: a}\n  - {<<: *base, id: b}\n"
        let renameFix = try #require(Self.fixes(rename).first { $0.rule == "spec-unknown-key" }?.fix)
        #expect(renameFix.applicability == .unsafe && renameFix.summary.contains("&base"))
        let sort = "x-days: &days [Tuesday, Monday, Wednesday, Thursday, Friday]\nscreen: s\ncontrols:\n"
            + "  - {id: a, kind: picker, style: wheels, values: *days}\n  - {id: b, kind: picker, style: wheels, values: *days}\n"
        for (_, _, fix) in Self.fixes(sort) where fix.edits.contains(where: { $0.range.start.line == 1 }) {
            #expect(fix.summary.contains("&days"))
        }
    }

    @Test("an alias stands where it is written; the node it names is where its value is written")
    func aliasPositions() throws {
        let parsed = Parser().parse("a: &x [1, 2]\nb: *x\nc: {<<: &m {k: 1}}\nd: {<<: *m}\n")
        let root = try #require(parsed.documents.first?.root.mapping)
        let alias = root[1].value
        #expect(alias.range == SourceRange(start: Mark(line: 2, column: 4), end: Mark(line: 2, column: 6)))
        #expect(alias.aliasTarget?.range.start == Mark(line: 1, column: 4))
        #expect(alias.sequence?.count == 2)
        #expect(root[0].value.aliasTarget == nil)
        // The anchor an alias names is shared text; the alias itself is not, nor an anchor no alias names.
        #expect(parsed.aliases.sharedAnchor(holding: root[0].value.sequence?[1].range ?? alias.range)?.name == "x")
        #expect(parsed.aliases.sharedAnchor(holding: alias.range) == nil)
        #expect(parsed.aliases.sharedAnchor(holding: SourceRange(at: Mark(line: 3, column: 15)))?.name == "m")
        #expect(Parser().parse("a: &x 1\nb: 2\n").aliases.sharedAnchor(holding: SourceRange(at: Mark(line: 1, column: 7))) == nil)
    }

    @Test("every fuzz regression with shared anchors: each pass of safe fixes leaves every control looking as it did")
    func regressions() throws {
        let folder = Repo.path("Tests/FuzzRegressions")
        var passes = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasPrefix("fix-shared-") {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
            let result = SafeFixInvariantTests.changesOfSafeFixes(bytes, path: name)
            passes += result.passes
            #expect(result.broken.isEmpty, "\(result.broken)")
        }
        // The countdowns' aliases are fixed safely, so the check above is not vacuous.
        #expect(passes >= 2)
    }
}
