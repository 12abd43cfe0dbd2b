import Driver
import Foundation
import Lint
import Reports
import Spec
import Testing
import Source
import YAML

/// piclint reads YAML from strangers' pull requests. Whatever a file holds, it ends in findings or a message,
/// in bounded time and memory, and the other files are still linted.
@Suite("Hostile input")
struct HostileInputTests {
    /// How long one hostile input may take before it counts as a hang. Generous: the suite also runs under
    /// AddressSanitizer on a shared 2-core machine (a 10 MB scalar took 7.8 s there idle, 10.8 s loaded), and the
    /// hangs these tests guard against ran for minutes. How fast piclint is, is the benchmark's business.
    static let hangSeconds = 60.0

    /// Lints text and says how long it took.
    func timedLint(_ text: String) -> (diagnostics: [Diagnostic], seconds: Double) {
        let start = Date()
        let diagnostics = lint(text)
        return (diagnostics, Date().timeIntervalSince(start))
    }

    func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.rule): \($0.message)" }
    }

    // MARK: Aliases and nesting

    @Test("alias bombs stop at the node limit: billion laughs, a wide fan-out, nested merges")
    func aliasBombs() {
        var laughs = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            laughs += "\(Character(UnicodeScalar(97 + level)!)): &\(Character(UnicodeScalar(97 + level)!)) ["
                + Array(repeating: "*\(Character(UnicodeScalar(96 + level)!))", count: 10).joined(separator: ", ") + "]\n"
        }
        // One big anchor repeated many times: linear in the text, quadratic in what it would build.
        let fanOut = "big: &big [" + Array(repeating: "x", count: 2_000).joined(separator: ", ") + "]\nall: ["
            + Array(repeating: "*big", count: 2_000).joined(separator: ", ") + "]\n"
        // Merge keys that each merge the previous mapping twice.
        var merges = "m0: &m0 {k0: 0, j0: 0}\n"
        for level in 1...40 {
            merges += "m\(level): &m\(level) {<<: [*m\(level - 1), *m\(level - 1)], k\(level): \(level)}\n"
        }
        for bomb in [laughs, fanOut, merges] {
            let (diagnostics, seconds) = timedLint(bomb)
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.rule == "yaml-syntax")
            #expect(diagnostics.first?.message.contains("aliases expand this file past 1000000 nodes") == true)
            #expect(seconds < Self.hangSeconds)
        }
    }

    @Test("aliases of one long string stop at 64 MiB of text, before they become values and reports")
    func textBomb() {
        let long = String(repeating: "x", count: 100_000)
        let text = "x-long: &b \"\(long)\"\nscreen: s\ncontrols:\n  - {id: p, kind: picker, values: [" + Array(repeating: "*b", count: 1_000).joined(separator: ", ") + "]}\n"
        let (diagnostics, seconds) = timedLint(text)
        #expect(diagnostics.map(\.rule) == ["yaml-syntax"])
        #expect(diagnostics.first?.message == "aliases expand this file past 67108864 bytes of text (an alias bomb?); the alias *b alone repeats 100000")
        #expect(seconds < Self.hangSeconds)
    }

    @Test("a screen name of 10 MB is cut to 1,000 characters where reports repeat it beside every control")
    func longScreenName() throws {
        let name = String(repeating: "n", count: 10_000_000)
        let report = Linter(frontEnds: .all).lintFile(Array("screen: \(name)\ncontrols:\n  - {id: a, kind: datePicker}\n  - {id: b, kind: datePicker}\n".utf8), path: "s.yaml")
        #expect(report.controls.count == 2)
        #expect(report.controls.map(ControlReport.init).allSatisfy { $0.screen == String(repeating: "n", count: 1_000) + "…" })
    }

    @Test("an alias to itself is an error, not a hang")
    func recursiveAlias() {
        let diagnostics = lint("screen: &s [*s]\ncontrols: []\n")
        #expect(summary(diagnostics) == ["1:13 yaml-syntax: the alias *s names no anchor defined before it"])
    }

    @Test("100,000 levels of nesting end in an error at the level past the limit")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let (diagnostics, seconds) = timedLint(text)
        #expect(summary(diagnostics) == ["1:257 yaml-syntax: nesting deeper than 256 levels"])
        #expect(seconds < Self.hangSeconds)
    }

    // MARK: Sizes

    @Test("a 10 MB scalar is read and judged like any other")
    func hugeScalar() {
        let name = String(repeating: "x", count: 10_000_000)
        let (diagnostics, seconds) = timedLint("screen: \"\(name)\"\ncontrols:\n  - {id: t, kind: datePicker, minuteInterval: 7}\n")
        #expect(diagnostics.map(\.rule) == ["minute-interval"])
        #expect(seconds < Self.hangSeconds)
    }

    @Test("a wheel of a billion values is never listed, whatever its style")
    func billionValues() {
        for style in ["wheels", "segmented", "menu", "radioGroup", "inline"] {
            let (diagnostics, seconds) = timedLint("""
                screen: s
                controls:
                  - {id: p, kind: picker, style: \(style), default: 5, range: {from: 0, to: 1000000000}}
                """)
            #expect(diagnostics.allSatisfy { $0.rule != "yaml-syntax" && $0.rule != "spec-invalid" })
            #expect(seconds < Self.hangSeconds, "style \(style)")
        }
        // An infinite span is as many values as a wheel could hold, not none.
        let infinite = lint("screen: s\ncontrols:\n  - {id: p, kind: picker, default: 0, range: {from: 0, to: 1e308, step: 1e-308}}\n")
        #expect(infinite.map(\.rule) == ["long-list"])
    }

    @Test("200,000 listed values, each repeated 200 times, are judged in linear time")
    func longListedWheel() {
        let values = (0..<200_000).map { String($0 % 1000) }.joined(separator: ", ")
        let (diagnostics, seconds) = timedLint("screen: s\ncontrols:\n  - {id: p, kind: picker, default: 0, values: [\(values)]}\n")
        // The report keeps a file's first 1,000 findings and counts the rest (ParseLimits.maxFindings).
        let kept = diagnostics.dropLast().filter { $0.rule == "distinct-values" }.count
        #expect(diagnostics.count == 1_001)
        #expect(kept + (diagnostics.last?.omitted?[.error] ?? 0) == 199_000)
        #expect(diagnostics.contains { $0.rule == "long-list" })
        #expect(seconds < Self.hangSeconds)
    }

    @Test("thousands of documents in one file are thousands of screens")
    func manyDocuments() {
        let text = (0..<3_000).map { "---\nscreen: s\($0)\ncontrols:\n  - {id: t, kind: datePicker, minuteInterval: 7}\n" }.joined()
        let (diagnostics, seconds) = timedLint(text)
        #expect(decode(text).screens.count == 3_000)
        // One finding a screen: the report keeps the first 1,000 and counts the rest (ParseLimits.maxFindings),
        // pointing at the first one left out.
        #expect(diagnostics.count == 1_001)
        #expect(diagnostics.allSatisfy { $0.rule == "minute-interval" })
        #expect(diagnostics.last?.omitted == [.error: 2_000])
        #expect(diagnostics.last?.range.start.line == 1_001 * 4)
        #expect(seconds < Self.hangSeconds)
    }

    // MARK: Bytes

    @Test("invalid UTF-8, a NUL byte and a lone surrogate are syntax errors at their position")
    func badBytes() {
        for (bytes, position) in [
            (Array("screen: s\ncontrols: [".utf8) + [0xFF] + Array("]\n".utf8), "2:12"),
            (Array("screen: s\n".utf8) + [0] + Array("controls: []\n".utf8), "2:1"),
            (Array("screen: ".utf8) + [0xED, 0xA0, 0x80] + Array("\n".utf8), "1:9"),
        ] {
            let report = Linter(frontEnds: .all).lintFile(bytes, path: "bad.yaml")
            #expect(report.diagnostics.count == 1)
            #expect(report.diagnostics.first?.rule == "yaml-syntax")
            #expect(report.diagnostics.first.map { "\($0.range.start.line):\($0.range.start.column)" } == position)
        }
    }

    @Test("a BOM, CRLF and lone CR line ends all give the same positions")
    func lineEnds() {
        let lines = ["screen: s", "controls:", "  - {id: t, kind: datePicker, minuteInterval: 7}", ""]
        for (prefix, separator) in [("", "\n"), ("\u{FEFF}", "\n"), ("", "\r\n"), ("", "\r")] {
            #expect(summary(lint(prefix + lines.joined(separator: separator)))
                == ["3:47 minute-interval: minuteInterval 7 of `t` does not divide 60 evenly; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"])
        }
    }

    @Test("a tab in indentation is a syntax error at the tab")
    func tabs() {
        #expect(summary(lint("screen: s\ncontrols:\n\t- {id: t}\n"))
            == ["3:1 yaml-syntax: a tab in indentation: YAML indents with spaces only; replace the tab at 3:1 with spaces"])
    }

    // MARK: Numbers

    @Test("numbers past 64 bits, negative, zero and fractional, everywhere a number goes, are findings at the number")
    func numbers() {
        let cases: [(String, String)] = [
            ("{id: a, kind: datePicker, mode: time, minuteInterval: 99999999999999999999}", "spec-invalid: `minuteInterval` 99999999999999999999 is far too large"),
            ("{id: a, kind: datePicker, mode: time, minuteInterval: -5}", "minute-interval: minuteInterval -5 of `a` is outside 1 to 30; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"),
            ("{id: a, kind: datePicker, mode: time, minuteInterval: 0}", "minute-interval: minuteInterval 0 of `a` is outside 1 to 30; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"),
            ("{id: a, kind: datePicker, mode: time, minuteInterval: 2.5}", "spec-invalid: `minuteInterval` must be a whole number, not 2.5"),
            ("{id: a, kind: datePicker, mode: countDownTimer, countDownDuration: -60}", "countdown-limit: countDownDuration -0:01 of `a` is negative"),
            ("{id: a, kind: datePicker, mode: countDownTimer, countDownDuration: 1.5}", "spec-invalid: `countDownDuration` 1.5 is not a whole number of seconds a countdown can hold"),
            ("{id: a, kind: datePicker, mode: countDownTimer, countDownDuration: 99999999999999999999}", "spec-invalid"),
            ("{id: a, kind: picker, source: dynamic, count: -3}", "spec-invalid: `count` must be zero or more, not -3"),
            ("{id: a, kind: picker, source: random, count: 0.5}", "spec-invalid: `count` must be a whole number, not 0.5"),
            ("{id: a, kind: picker, source: random, count: 99999999999999999999}", "spec-invalid"),
            ("{id: a, kind: picker, default: 0, range: {from: 0, to: 10, step: 0}}", "spec-invalid"),
            ("{id: a, kind: picker, default: 0, range: {from: 0, to: 10, step: -1}}", "empty-wheel: the range of `a` has no values: it counts down from 0 by -1 and never reaches 10"),
            ("{id: a, kind: picker, default: 0, range: {from: 99999999999999999999, to: 10}}", "empty-wheel: the range of `a` has no values: it counts up from 99999999999999999999 by 1 and never reaches 10"),
        ]
        for (control, expected) in cases {
            let diagnostics = lint("screen: s\ncontrols:\n  - \(control)\n").filter { $0.rule != "default-value" && $0.rule != "dynamic-values" }
            #expect(diagnostics.contains { "\($0.rule): \($0.message)".hasPrefix(expected) }, "\(control) gave \(summary(diagnostics))")
            #expect(diagnostics.allSatisfy { $0.range.start.line == 3 }, "\(control) gave \(summary(diagnostics))")
        }
        for size in ["{width: -390, height: 844}", "{width: 0, height: 844}", "{width: 390, height: .nan}", "{width: .inf, height: 844}"] {
            #expect(lint("screen: s\nsize: \(size)\ncontrols: []\n").map(\.rule) == ["spec-invalid"], "size \(size)")
        }
    }

    // MARK: Shapes

    @Test("a document that is a scalar or a sequence, and keys that are not words, are spec findings")
    func shapes() {
        #expect(summary(lint("just a scalar\n")) == ["1:1 spec-invalid: a screen must be a mapping of keys to values, not the string \"just a scalar\""])
        #expect(summary(lint("- a\n- b\n")) == ["1:1 spec-invalid: a screen must be a mapping of keys to values, not a sequence"])
        #expect(summary(lint("")) == ["1:1 spec-invalid: the file holds no screen"])
        let keys = lint("screen: s\n[1, 2]: x\n{a: b}: y\ncontrols: []\n")
        #expect(keys.map(\.rule) == ["spec-invalid", "spec-invalid"])
        #expect(keys.allSatisfy { $0.message.hasPrefix("keys must be plain words") })
    }
}

/// What a pull request can put in a linted folder, as the binary meets it.
@Suite("Hostile paths and output")
struct HostilePathTests {
    let spec = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, minuteInterval: 7}\n"

    @Test("a FIFO in a linted folder or matched by a glob is passed over; named on its own it reads as empty, never blocking")
    func fifo() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(spec, to: root + "/a.yaml")
        #expect(mkfifo(root + "/pipe.yaml", 0o644) == 0)
        let folder = try runPiclint(["--now", "2026-11-24T09:41", "."], in: root)
        #expect(folder.stdout.hasSuffix("1 file, 1 error, 0 warnings\n"))
        let glob = try runPiclint(["--now", "2026-11-24T09:41", "*.yaml"], in: root)
        #expect(glob.stdout.hasSuffix("1 file, 1 error, 0 warnings\n"))
        let named = try runPiclint(["--now", "2026-11-24T09:41", "pipe.yaml", "a.yaml"], in: root)
        #expect(named.stdout.contains("pipe.yaml:1:1: error: the file holds no screen [spec-invalid]"))
        #expect(named.stdout.hasSuffix("2 files, 2 errors, 0 warnings\n"))
    }

    @Test("names with spaces and non-ASCII letters are read and reported as named")
    func names() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/écrans à revoir", withIntermediateDirectories: true)
        try write(spec, to: root + "/écrans à revoir/réveil 日本.yaml")
        let result = try runPiclint(["--now", "2026-11-24T09:41", "écrans à revoir"], in: root)
        #expect(result.stdout.hasPrefix("écrans à revoir/réveil 日本.yaml:3:47: error: minuteInterval 7"))
        let json = try runPiclint(["--now", "2026-11-24T09:41", "--format", "json", "écrans à revoir/réveil 日本.yaml"], in: root)
        #expect(json.stdout.contains("\"file\": \"écrans à revoir/réveil 日本.yaml\""))
    }

    @Test("a 50 MB file is refused in well under a second, and the files beside it are still linted")
    func fiftyMegabytes() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(spec, to: root + "/a.yaml")
        try Data(("# " + String(repeating: "z", count: 50_000_000) + "\n" + spec).utf8).write(to: URL(fileURLWithPath: root + "/big.yaml"))
        let start = Date()
        let result = try runPiclint(["--now", "2026-11-24T09:41", "."], in: root)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(result.stdout.contains("big.yaml:1:1: error: the file is more than 16777216 bytes, more than piclint reads [yaml-syntax]"))
        #expect(result.stdout.contains("a.yaml:3:47: error: minuteInterval 7"))
        #expect(result.status == 1)
    }

    @Test("a lint run writes nothing but the reports asked for, and leaves no temporary file")
    func writesNothingElse() throws {
        let root = try makeScratchDirectory()
        let scratch = try makeScratchDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            try? FileManager.default.removeItem(atPath: scratch)
        }
        try write(spec, to: root + "/a.yaml")
        try write(spec.replacingOccurrences(of: "7", with: "5"), to: root + "/b.yaml")
        for arguments in [["."], ["--format", "json", "."], ["--format", "json=report.json", "--format", "sarif=report.sarif", "."]] {
            _ = try runPiclint(["--now", "2026-11-24T09:41"] + arguments, in: root, environment: ["TMPDIR": scratch])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).sorted() == ["a.yaml", "b.yaml", "report.json", "report.sarif"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty)
    }

    @Test("every fuzz regression and Fixture keeps the fuzz target's promises, and two processes report it alike")
    func fuzzRegressions() throws {
        let folder = Repo.path("Tests/FuzzRegressions")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasSuffix(".md") }.sorted()
            .map { folder + "/" + $0 }
        let fixtures = try ["Fixtures/good", "Fixtures/bad"].flatMap { relative in
            try FileManager.default.contentsOfDirectory(atPath: Repo.path(relative)).sorted().map { Repo.path(relative + "/" + $0) }
        }
        let binary = URL(fileURLWithPath: Repo.binary).deletingLastPathComponent().appendingPathComponent("piclint-fuzz").path
        // Each process seeds its hashing anew, so a report that follows a Set's order shows as two digests.
        var outputs: [String] = []
        for _ in 0..<2 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["--digests"] + inputs + fixtures
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            outputs.append(text)
        }
        let count = inputs.count + fixtures.count
        #expect(outputs[0].hasSuffix("piclint-fuzz: replayed \(count) input\(count == 1 ? "" : "s") without a crash\n"))
        #expect(outputs[0] == outputs[1])
    }
}
