import Driver
import Foundation
import Testing
@testable import Driver
import Lint
import PickerModel
import Reports
import Spec
import Source
import YAML

/// `--fix`: where the right answer is certain, piclint makes the change, touching nothing else in the file.
@Suite("Fixes")
struct FixTests {
    static let fixable: [RuleID] = ["countdown-limit", "default-not-in-values", "default-off-interval", "distinct-values", "minute-interval", "predictable-order",
                          "spec-unknown-key", "unit-in-values", "unit-placement"]

    /// A runner with the pinned clock, as the golden files were made.
    static let runner = LintRunner(linter: Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all))

    /// Fixes text as `--fix --unsafe-fixes` would, in a scratch file: these tests hold every fix, suggestions too, to
    /// the same promises (FixApplicabilityTests checks which fixes `--fix` alone makes).
    static func fixed(_ text: String, name: String = "spec.yaml", selection: FixSelection = .includingUnsafe) throws -> FixOutcome {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(text, to: root + "/" + name)
        return try #require(runner.fix(InputFile(source: .path(root + "/" + name), displayPath: name), selection: selection))
    }

    static func lintText(_ bytes: [UInt8]) -> [Diagnostic] {
        runner.linter.lintFile(bytes, path: "spec.yaml").diagnostics
    }

    @Test("each fixable rule's example, in flow and block style with comments and anchors, becomes its golden file", arguments: fixable)
    func golden(rule: RuleID) throws {
        let before = try String(contentsOfFile: Repo.path("Tests/Fixes/\(rule).yaml"), encoding: .utf8)
        let after = try String(contentsOfFile: Repo.path("Tests/Fixes/\(rule).fixed.yaml"), encoding: .utf8)
        #expect(Self.lintText(Array(before.utf8)).contains { $0.rule == rule && $0.fix != nil })
        let outcome = try Self.fixed(before)
        #expect(String(decoding: outcome.fixed, as: UTF8.self) == after)
        // The rule has nothing left to say, and a second run changes nothing.
        #expect(!Self.lintText(outcome.fixed).contains { $0.rule == rule })
        let again = try Self.fixed(after)
        #expect(again.fixed == again.original)
        #expect(again.applied == 0)
    }

    @Test("`piclint rules` marks exactly the rules that fix, and every rule's examples agree")
    func registry() throws {
        let fixing = RuleRegistry.descriptions.filter { $0.fixes != .none }.map(\.id)
        // implicit-compact suggests only on Interface Builder files, whose fix InterfaceBuilderTextTests checks.
        #expect(Set(fixing) == Set(Self.fixable + ["implicit-compact"]))
        let listing = try runPiclint(["rules"])
        for id in RuleRegistry.descriptions.map(\.id) {
            let line = listing.stdout.split(separator: "\n").first { $0.hasPrefix(id.rawValue + " ") } ?? ""
            #expect((line.hasSuffix(" [fixable]") || line.hasSuffix(" [suggested fix]")) == fixing.contains(id), "\(line)")
        }
        #expect(listing.stdout.hasSuffix("rules, 2 of them [fixable] by `piclint --fix`, 8 with a [suggested fix] that "
            + "`piclint --fix --unsafe-fixes` makes; `piclint explain ID` shows one in full\n"))
    }

    @Test("outside its edits a fixed file is byte for byte the original: comments, quotes, blank lines, CRLF")
    func untouchedElsewhere() throws {
        let text = "# header comment\r\nscreen: s   # trailing\r\n\r\ncontrols:\r\n  - {id: t, kind: datePicker, mode: time, minuteInterval: 7}  # seven\r\n  - id: u\r\n    kind: datePicker\r\n    minuteInterval: 25\r\n"
        let outcome = try Self.fixed(text)
        #expect(String(decoding: outcome.fixed, as: UTF8.self)
            == "# header comment\r\nscreen: s   # trailing\r\n\r\ncontrols:\r\n  - {id: t, kind: datePicker, mode: time, minuteInterval: 6}  # seven\r\n  - id: u\r\n    kind: datePicker\r\n    minuteInterval: 30\r\n")
    }

    @Test("a fix inside an anchor is made once, where it is written, for every control that merges it")
    func anchors() throws {
        let outcome = try Self.fixed("""
            base: &base {kind: datePicker, mode: time, minuteInterval: 7}
            screen: s
            controls:
              - {<<: *base, id: a}
              - {<<: *base, id: b}

            """)
        #expect(String(decoding: outcome.fixed, as: UTF8.self).hasPrefix("base: &base {kind: datePicker, mode: time, minuteInterval: 6}\n"))
        #expect(outcome.applied == 1)
    }

    @Test("overlapping fixes are made one pass at a time, never merged: duplicates go, then the rest is sorted")
    func overlapping() throws {
        let outcome = try Self.fixed("screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, default: 5, values: [30, 5, 10, 5, 20, 15, 25]}\n")
        #expect(String(decoding: outcome.fixed, as: UTF8.self)
            == "screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, default: 5, values: [5, 10, 15, 20, 25, 30]}\n")
    }

    @Test("unknown keys are renamed only to a single close match the mapping does not hold already")
    func renames() throws {
        // `defualt` is one slip from `default`; `valeus` could be `values`, but the mapping has `values` already.
        let outcome = try Self.fixed("screen: s\ncontrols:\n  - {id: p, kind: picker, values: [1, 2, 3, 4, 5], defualt: 3, valeus: [1]}\n")
        #expect(String(decoding: outcome.fixed, as: UTF8.self)
            == "screen: s\ncontrols:\n  - {id: p, kind: picker, values: [1, 2, 3, 4, 5], default: 3, valeus: [1]}\n")
    }

    @Test("values that are neither plainly numbers nor plainly words keep their order; a unit already given stays")
    func notCertain() throws {
        for text in [
            // Numbers and words mixed.
            "screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, default: b, values: [10, b, 5, a, 20]}\n",
            // The wheel has a unit: stripping another one is no certain answer.
            "screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, unit: min, default: 5 s, values: [5 s, 10 s, 15 s, 20 s, 30 s]}\n",
        ] {
            let outcome = try Self.fixed(text)
            #expect(outcome.fixed == outcome.original, "\(text)")
        }
        // Sizes a step out of place go to their place in the size sequence, never the alphabet's: a suggestion.
        let sizes = "screen: s\ncontrols:\n  - {id: p, kind: picker, style: wheels, default: S, values: [S, M, XS, L, XL]}\n"
        #expect(String(decoding: try Self.fixed(sizes).fixed, as: UTF8.self) == sizes.replacingOccurrences(of: "[S, M, XS, L, XL]", with: "[XS, S, M, L, XL]"))
        #expect(try Self.fixed(sizes, selection: .safeOnly).applied == 0)
    }

    /// Specs from a seeded generator: every fixable mistake, in flow and block style, alone and together.
    static func generatedSpecs(count: Int) -> [String] {
        var generator = SeededGenerator(seed: 2026)
        let intervals = [1, 5, 7, 8, 9, 15, 25, 45, -3, 0]
        let lists = ["[5, 15, 10, 20, 30, 25]", "[4, 6, 8, 8, 10, 12]", "[Radar, Beacon, Chimes, Apex, Bulletin]",
                     "[\"5 min\", \"10 min\", \"15 min\", \"20 min\"]", "[1 kg, 2 kg, 2 kg, 5 kg, 10 kg]", "[XS, S, M, L, XL]",
                     "[low, medium, high, medium, max]", "[10, 20, 30, 40, 50]"]
        let keys = ["default", "defualt", "deafult", "stlye", "style"]
        return (0..<count).map { _ in
            var text = "screen: generated  # a comment\ncontrols:\n"
            for index in 0..<Int.random(in: 1...5, using: &generator) {
                let block = Bool.random(using: &generator)
                if Bool.random(using: &generator) {
                    let interval = intervals.randomElement(using: &generator) ?? 7
                    let minute = Int.random(in: 0...59, using: &generator)
                    let time = "\"\(String(format: "%02d", Int.random(in: 6...20, using: &generator))):\(String(format: "%02d", minute))\""
                    let duration = ["\"36:00\"", "90000", "\"0:30\""].randomElement(using: &generator) ?? "\"0:30\""
                    let mode = ["time", "countDownTimer", "dateAndTime"].randomElement(using: &generator) ?? "time"
                    let last = mode == "countDownTimer" ? "countDownDuration: \(duration)" : "default: \(time)"
                    text += block
                        ? "  - id: d\(index)\n    kind: datePicker\n    mode: \(mode)\n    minuteInterval: \(interval)   # why\n    \(last)\n"
                        : "  - {id: d\(index), kind: datePicker, mode: \(mode), minuteInterval: \(interval), \(last)}\n"
                } else {
                    let list = lists.randomElement(using: &generator) ?? lists[0]
                    let key = keys.randomElement(using: &generator) ?? "default"
                    let placement = ["above", "selectionBar", "onWheel"].randomElement(using: &generator) ?? "above"
                    let unit = list.contains("min") || list.contains("kg") ? "" : (block ? "    unit: pt\n    unitPlacement: \(placement)\n" : ", unit: pt, unitPlacement: \(placement)")
                    let value = key == "stlye" || key == "style" ? "wheels" : "5"
                    text += block
                        ? "  - id: p\(index)\n    kind: picker\n    values: \(list)\n\(unit)    \(key): \(value)\n"
                        : "  - {id: p\(index), kind: picker, values: \(list)\(unit), \(key): \(value)}\n"
                }
            }
            return text
        }
    }

    @Test("on every Fixture and 300 generated specs, fixed files parse, lose every fixed finding, gain no problem, and fix once")
    func properties() throws {
        var texts = Self.generatedSpecs(count: 300)
        for folder in ["Fixtures/good", "Fixtures/bad", "Tests/Fixes"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: Repo.path(folder)).sorted() where name.hasSuffix(".yaml") {
                texts.append(try String(contentsOfFile: Repo.path(folder + "/" + name), encoding: .utf8))
            }
        }
        var changed = 0
        for text in texts {
            let before = Self.lintText(Array(text.utf8))
            let outcome = try Self.fixed(text)
            #expect(outcome.refused == nil, "\(text)")
            let after = Self.lintText(outcome.fixed)
            // It still reads: no new syntax error and no new problem with the spec's shape.
            let shape: [RuleID] = ["yaml-syntax", "spec-invalid", "duplicate-key"]
            #expect(after.count { shape.contains($0.rule) } <= before.count { shape.contains($0.rule) }, "\(text)")
            // Nothing fixable is left.
            #expect(!after.contains { $0.fix != nil }, "\(text) left \(after.filter { $0.fix != nil }.map(\.message))")
            // Fixing again changes nothing.
            let again = try Self.fixed(String(decoding: outcome.fixed, as: UTF8.self))
            #expect(again.fixed == again.original, "\(text)")
            if outcome.changed { changed += 1 }
        }
        #expect(changed > 200)
    }

    @Test("the JSON report carries each fix as edits with lines, columns and bytes")
    func jsonFix() throws {
        let text = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: \"25:00\"}\n"
        let report = Self.runner.linter.lintFile(Array(text.utf8), path: "a.yaml")
        let json = JSONReporter().render(ReportInput(files: [report])).filter { !$0.isWhitespace }
        // The edit replaces the quoted scalar `"25:00"`, 7 bytes from byte 91, with the same quoting.
        #expect(json.contains("""
              "fix": {
                "summary": "use 23:59",
                "applicability": "safe",
                "edits": [
                  {
                    "line": 3,
                    "column": 72,
                    "endLine": 3,
                    "endColumn": 79,
                    "offset": 91,
                    "length": 7,
                    "text": "\\"23:59\\""
                  }
                ]
              }
            """.filter { !$0.isWhitespace }))
        #expect(Array(text.utf8)[91..<98].elementsEqual("\"25:00\"".utf8))
    }

    @Test("the binary: --fix rewrites in place keeping permissions and reports what remains; --fix-dry-run shows the same change and writes nothing")
    func binary() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: \"25:00\"}\n  - {id: p, kind: picker, values: [a, b]}\n"
        try write(text, to: root + "/a.yaml")
        #expect(chmod(root + "/a.yaml", 0o640) == 0)
        let dryRun = try runPiclint(["--now", "2026-11-24T09:41", "--fix-dry-run", "a.yaml"], in: root)
        #expect(dryRun.status == 1)
        #expect(dryRun.stdout == """
            --- a/a.yaml
            +++ b/a.yaml
            @@ -1,4 +1,4 @@
             screen: s
             controls:
            -  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: "25:00"}
            +  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: "23:59"}
               - {id: p, kind: picker, values: [a, b]}

            """)
        #expect(try String(contentsOfFile: root + "/a.yaml", encoding: .utf8) == text)
        let fix = try runPiclint(["--now", "2026-11-24T09:41", "--fix", "a.yaml"], in: root)
        #expect(fix.stderr == "piclint: fixed 1 finding in a.yaml\n")
        // What remains is reported, and decides the exit code.
        #expect(!fix.stdout.contains("countdown-limit"))
        #expect(fix.stdout.contains("[short-list]"))
        #expect(fix.status == 0)
        let fixedText = try String(contentsOfFile: root + "/a.yaml", encoding: .utf8)
        #expect(fixedText == text.replacingOccurrences(of: "\"25:00\"", with: "\"23:59\""))
        let attributes = try FileManager.default.attributesOfItem(atPath: root + "/a.yaml")
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["a.yaml"])
        let again = try runPiclint(["--now", "2026-11-24T09:41", "--fix-dry-run", "a.yaml"], in: root)
        #expect(again.status == 0 && again.stdout.isEmpty)
    }

    @Test("on the bad Fixtures, the dry run's diff applied by git gives exactly what --fix writes, and a second --fix changes nothing")
    func fixturesDryRunMatchesFix() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for copy in ["fixed", "patched"] {
            try FileManager.default.copyItem(atPath: Repo.path("Fixtures/bad"), toPath: root + "/" + copy)
        }
        // Suggestions too, so that every fix is held to this (FixApplicabilityTests runs the safe ones alone).
        let dryRun = try runPiclint(["--now", "2026-11-24T09:41", "--fix-dry-run", "--unsafe-fixes", "."], in: root + "/patched")
        #expect(dryRun.status == 1)
        try write(dryRun.stdout, to: root + "/fixes.diff")
        #expect(try runCommand("/usr/bin/git", ["-C", root + "/patched", "apply", "--unsafe-paths", root + "/fixes.diff"]) == 0)
        let fix = try runPiclint(["--now", "2026-11-24T09:41", "--fix", "--unsafe-fixes", "."], in: root + "/fixed")
        #expect(fix.stderr.contains("piclint: fixed "))
        for name in try FileManager.default.contentsOfDirectory(atPath: root + "/fixed").sorted() {
            let fixed = try Data(contentsOf: URL(fileURLWithPath: root + "/fixed/" + name))
            let patched = try Data(contentsOf: URL(fileURLWithPath: root + "/patched/" + name))
            #expect(fixed == patched, "\(name)")
        }
        // Nothing fixable is left in the report, and a second run has nothing to do.
        let report = try runPiclint(["--now", "2026-11-24T09:41", "--format", "json", "."], in: root + "/fixed")
        #expect(!report.stdout.contains("\"fix\": {"))
        #expect(report.stdout.contains("\"fix\": null"))
        let again = try runPiclint(["--now", "2026-11-24T09:41", "--fix-dry-run", "--unsafe-fixes", "."], in: root + "/fixed")
        #expect(again.status == 0 && again.stdout.isEmpty)
    }

    @Test("a file that cannot be written is reported, left untouched, and the run exits 2")
    func unwritable() throws {
        let root = try makeScratchDirectory()
        defer {
            #if os(Linux)
            _ = try? runCommand("/usr/bin/chattr", ["-i", root + "/locked"])
            #else
            _ = chmod(root + "/locked", 0o755)
            #endif
            try? FileManager.default.removeItem(atPath: root)
        }
        try FileManager.default.createDirectory(atPath: root + "/locked", withIntermediateDirectories: true)
        let text = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: \"25:00\"}\n"
        try write(text, to: root + "/locked/a.yaml")
        try write(text, to: root + "/b.yaml")
        #if os(Linux)
        // An immutable folder refuses the temporary file, even to root (the tests run as root in CI).
        let locked = try runCommand("/usr/bin/chattr", ["+i", root + "/locked"])
        #expect(locked == 0, "chattr +i must work here to test an unwritable folder")
        #else
        // Elsewhere the tests run as a user, whom a read-only folder stops.
        #expect(chmod(root + "/locked", 0o555) == 0)
        #endif
        let result = try runPiclint(["--now", "2026-11-24T09:41", "--fix", "locked/a.yaml", "b.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("piclint: error: cannot write locked/a.yaml: "))
        #expect(result.stderr.contains("it is left as it was"))
        #expect(try String(contentsOfFile: root + "/locked/a.yaml", encoding: .utf8) == text)
        #expect(try String(contentsOfFile: root + "/b.yaml", encoding: .utf8)
            == text.replacingOccurrences(of: "\"25:00\"", with: "\"23:59\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/locked") == ["a.yaml"])
    }
}

/// Runs a program and gives its exit status.
func runCommand(_ path: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// A small deterministic random number generator (SplitMix64), so generated specs are the same every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
