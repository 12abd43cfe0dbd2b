import Foundation
import Testing
@testable import Driver
import Lint
import PickerModel
@testable import Reports
import Source
import YAML

/// Every line break and encoding libyaml accepts: positions agree with libyaml's, `--fix` edits exactly what it
/// names or leaves the file whole, and the dry run's diff applies with git to exactly what `--fix` writes.
@Suite("Line breaks and encodings")
struct LineBreaksAndEncodingsTests {
    /// The line breaks libyaml knows (YAML 1.1): LF, CRLF, CR, NEL, LS and PS.
    static let breaks: [(name: String, text: String)] = [
        ("LF", "\n"), ("CRLF", "\r\n"), ("CR", "\r"), ("NEL", "\u{85}"), ("LS", "\u{2028}"), ("PS", "\u{2029}"),
    ]

    /// A spec whose minute interval (a fix) sits on the line before another key, after a comment ending in `brk`.
    static func spec(commentBreak brk: String) -> String {
        "screen: Timer\n# a note" + brk + "controls:\n  - id: t\n    kind: datePicker\n    mode: countDownTimer\n"
            + "    minuteInterval: 7\n    countDownDuration: 720\n"
    }

    @Test("line N of a SourceFile is line N of libyaml's marks, whatever ends the lines before it", arguments: breaks.map(\.name))
    func linesAgreeWithLibyaml(name: String) throws {
        let brk = try #require(Self.breaks.first { $0.name == name }).text
        let text = ["a: 1", "# c", "b: 2", "c: [3, 4]", "d: 5"].joined(separator: brk)
        let bytes = Array(text.utf8)
        let parsed = Parser().parse(bytes)
        #expect(parsed.error == nil)
        let root = try #require(parsed.documents.first?.root.mapping)
        let lines = SourceFile(bytes).lines
        for pair in root {
            // The key's text stands on the line libyaml names, at the column it names.
            let mark = pair.key.range.start
            let line = lines[mark.line - 1]
            #expect(String(line.unicodeScalars.dropFirst(mark.column - 1)).hasPrefix(pair.key.scalar?.text ?? "?"), "\(name): \(mark)")
        }
        #expect(lines.count == 5)
    }

    @Test("a reader error's byte offset becomes the line and column libyaml would give", arguments: breaks.map(\.name))
    func readerErrorMarks(name: String) throws {
        let brk = try #require(Self.breaks.first { $0.name == name }).text
        let bytes = Array(("a: 1" + brk + "b: é").utf8) + [0xFF]
        let error = try #require(Parser().parse(bytes).error)
        #expect(error.mark == Mark(line: 2, column: 5))
    }

    @Test("with any line break in a comment above it, a fix edits its own value and nothing else", arguments: breaks.map(\.name))
    func fixLandsOnItsValue(name: String) throws {
        let brk = try #require(Self.breaks.first { $0.name == name }).text
        let text = Self.spec(commentBreak: brk)
        let outcome = try FixTests.fixed(text)
        #expect(outcome.refused == nil)
        #expect(String(decoding: outcome.fixed, as: UTF8.self) == text.replacingOccurrences(of: "minuteInterval: 7", with: "minuteInterval: 6"))
        // Fixing again changes nothing more.
        let again = try FixTests.fixed(String(decoding: outcome.fixed, as: UTF8.self))
        #expect(again.fixed == again.original)
    }

    @Test("UTF-16 with a byte order mark: linted as libyaml reads it, its comments honoured, never edited by --fix")
    func utf16() throws {
        // A countdown longer than the wheels show: an error whose fix is safe, so plain --fix would make it.
        let text = "screen: Timer\ncontrols:\n  - id: t  # piclint:disable-line default-value\n    kind: datePicker\n"
            + "    mode: countDownTimer\n    countDownDuration: \"25:00\"\n"
        let encodings: [(String.Encoding, [UInt8])] = [(.utf16LittleEndian, [0xFF, 0xFE]), (.utf16BigEndian, [0xFE, 0xFF])]
        for (encoding, mark) in encodings {
            let bytes = mark + Array(try #require(text.data(using: encoding)))
            let report = FixTests.runner.linter.lintFile(bytes, path: "spec.yaml")
            let finding = try #require(report.diagnostics.first { $0.rule == "countdown-limit" })
            #expect(finding.range.start == Mark(line: 6, column: 24))
            // No byte edit is offered for a file the marks do not index, and the report says one was left out.
            #expect(finding.fix == nil)
            #expect(report.unplacedFixes == 1)
            // The suppression comment was read: it suppresses nothing, since the finding it names is not there.
            #expect(report.diagnostics.contains { $0.rule == "unused-suppression" && $0.range.start.line == 3 })
            #expect(SourceFile(bytes).line(6) == "    countDownDuration: \"25:00\"")

            let root = try makeScratchDirectory()
            defer { try? FileManager.default.removeItem(atPath: root) }
            try Data(bytes).write(to: URL(fileURLWithPath: root + "/a.yaml"))
            let fix = try runPiclint(["--now", "2026-11-24T09:41", "--fix", "a.yaml"], in: root)
            #expect(fix.stderr.contains("piclint: a.yaml: the file is UTF-16"))
            #expect(fix.stderr.contains("--fix edits UTF-8 files only; it is left as it was (1 fix not made)"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/a.yaml")) == Data(bytes))
            #expect(fix.stdout.contains("a.yaml:6:24: error: countDownDuration 25:00"))
            let dryRun = try runPiclint(["--now", "2026-11-24T09:41", "--fix-dry-run", "a.yaml"], in: root)
            #expect(dryRun.stdout.isEmpty && dryRun.status == 0)
        }
    }

    @Test("UTF-32, which libyaml does not read, is named as such at 1:1 and left whole by --fix")
    func utf32() throws {
        let text = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: time, minuteInterval: 7}\n"
        for encoding in [String.Encoding.utf32LittleEndian, .utf32BigEndian] {
            let mark: [UInt8] = encoding == .utf32LittleEndian ? [0xFF, 0xFE, 0, 0] : [0, 0, 0xFE, 0xFF]
            let bytes = mark + Array(try #require(text.data(using: encoding)))
            let report = FixTests.runner.linter.lintFile(bytes, path: "spec.yaml")
            #expect(report.diagnostics.map(\.message) == ["the file is UTF-32, which YAML parsers (libyaml among them) do not read; save it as UTF-8"])
            #expect(report.diagnostics.first?.range.start == Mark(line: 1, column: 1))
        }
    }

    /// Every mix of line ends, with and without a final line break: the text, what --fix must make of it (the safe
    /// fix alone), and what --fix --unsafe-fixes must make of it (the suggestions too).
    static func lineEndVariants() -> [(name: String, text: String, safelyFixed: String, fixed: String)] {
        let lines = ["screen: Timer", "# comment", "controls:", "  - id: t", "    kind: datePicker", "    mode: countDownTimer",
                     "    minuteInterval: 7", "    countDownDuration: \"36:00\"   # too long", "  - id: p", "    kind: picker",
                     "    values:", "      - 1", "      - 2", "      - 2", "      - 3", "      - 4", "      - 5", "    default: 3"]
        // The safe fix: the duration goes to the 23:59 the wheels show (the platform ignores the interval of 7).
        let safelyFixedLines = lines.map { $0.replacingOccurrences(of: "36:00", with: "23:59") }
        // With the suggestions: the interval, the duration, and the repeated value's whole line (line 14) removed. The
        // duration goes to 23:59, then to 23:54, the longest on the fixed 6-minute interval (`default-off-interval`).
        var fixedLines: [String?] = lines.map {
            $0.replacingOccurrences(of: "minuteInterval: 7", with: "minuteInterval: 6").replacingOccurrences(of: "36:00", with: "23:54")
        }
        fixedLines[13] = nil
        let mixes: [(String, [String])] = [
            ("lf", ["\n"]), ("crlf", ["\r\n"]), ("cr", ["\r"]), ("mixed", ["\n", "\r\n", "\r"]), ("unicode", ["\n", "\u{2028}", "\u{85}", "\u{2029}"]),
        ]
        var variants: [(String, String, String, String)] = []
        for (name, breaks) in mixes {
            let text = lines.indices.map { lines[$0] + breaks[$0 % breaks.count] }.joined()
            let safelyFixed = safelyFixedLines.indices.map { safelyFixedLines[$0] + breaks[$0 % breaks.count] }.joined()
            let fixed = fixedLines.indices.compactMap { index in fixedLines[index].map { $0 + breaks[index % breaks.count] } }.joined()
            variants.append((name, text, safelyFixed, fixed))
            variants.append((name + "-no-final-break", String(text.unicodeScalars.dropLast()),
                             String(safelyFixed.unicodeScalars.dropLast()), String(fixed.unicodeScalars.dropLast())))
        }
        return variants
    }

    @Test("the dry run's diff, applied by git, gives exactly what --fix writes, for every mix of line ends, with and without --unsafe-fixes",
          arguments: [false, true])
    func dryRunAppliesForEveryLineEnd(unsafeFixes: Bool) throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let variants = Self.lineEndVariants()
        for folder in ["fixed", "patched"] {
            for (name, text, _, _) in variants { try write(text, to: "\(root)/\(folder)/\(name).yaml") }
        }
        // With the suggestions a whole line goes, and the duration is rewritten twice (23:59, then 23:54 on the new interval).
        let selection = unsafeFixes ? ["--unsafe-fixes"] : []
        let dryRun = try runPiclint(["--now", "2026-11-24T09:41", "--fix-dry-run"] + selection + ["."], in: root + "/patched")
        #expect(dryRun.status == 1)
        #expect(!dryRun.stdout.contains("\r\n\n"), "no stray line after a CRLF line")
        try write(dryRun.stdout, to: root + "/fixes.diff")
        #expect(try runCommand("/usr/bin/git", ["-C", root + "/patched", "apply", "--unsafe-paths", root + "/fixes.diff"]) == 0)
        _ = try runPiclint(["--now", "2026-11-24T09:41", "--fix"] + selection + ["."], in: root + "/fixed")
        for (name, _, safelyFixed, fixedWithSuggestions) in variants {
            let fixed = try Data(contentsOf: URL(fileURLWithPath: "\(root)/fixed/\(name).yaml"))
            let patched = try Data(contentsOf: URL(fileURLWithPath: "\(root)/patched/\(name).yaml"))
            #expect(fixed == patched, "\(name)")
            // Only the fixed values changed: every other byte, line ends included, is where it was.
            #expect(fixed == Data((unsafeFixes ? fixedWithSuggestions : safelyFixed).utf8), "\(name)")
        }
    }

    @Test("a diff's lines are git's: cut at LF only, compared byte for byte, a missing final break marked once")
    func diffLines() {
        let old = Array("a\r\nb\r\nc".utf8)
        let new = Array("a\r\nB\r\nc".utf8)
        #expect(UnifiedDiff.render(path: "x.yaml", old: old, new: new) == Array("--- a/x.yaml\n+++ b/x.yaml\n@@ -1,3 +1,3 @@\n a\r\n-b\r\n+B\r\n c\n\\ No newline at end of file\n".utf8))
        // A line that is not UTF-8 (a Swift file with a stray byte) is quoted with its own bytes, so the diff applies.
        let stray = Array("let a = 1\n".utf8) + [0xA1, 0x00] + Array(" let b = 2\nlet c = 7\n".utf8)
        #expect(UnifiedDiff.render(path: "x.swift", old: stray, new: Array(stray.dropLast(2)) + Array("6\n".utf8))
            == Array("--- a/x.swift\n+++ b/x.swift\n@@ -1,3 +1,3 @@\n let a = 1\n ".utf8) + [0xA1, 0x00]
            + Array(" let b = 2\n-let c = 7\n+let c = 6\n".utf8))
        // Canonically equivalent but different bytes are a change (é precomposed, then decomposed).
        #expect(!UnifiedDiff.render(path: "x.yaml", old: Array("é\n".utf8), new: Array("e\u{301}\n".utf8)).isEmpty)
        // A lone CR does not end a line for git, so a CR-only file is one line.
        #expect(UnifiedDiff.lines(Array("a\rb\rc".utf8)).count == 1)
        // A path that would break the header is quoted as git quotes it.
        #expect(UnifiedDiff.quoted("a/x\ny\".yaml") == "\"a/x\\ny\\\".yaml\"")
    }

    @Test("of two values as wide, wheel-fit names the first, in every run")
    func wheelFitIsDeterministic() throws {
        let spec = try String(contentsOfFile: Repo.path("Tests/FuzzRegressions/wheel-fit-equal-widths.yaml"), encoding: .utf8)
        let messages = Set((0..<20).map { _ in lint(spec).filter { $0.rule == "wheel-fit" }.map(\.message) })
        #expect(messages.count == 1)
        #expect(messages.first?.first?.contains("for “1000000”") == true)
        // And across processes, where hashing is seeded anew.
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(spec, to: root + "/a.yaml")
        let outputs = Set(try (0..<6).map { _ in try runPiclint(["--now", "2026-11-24T09:41", "--format", "json", "a.yaml"], in: root).stdout })
        #expect(outputs.count == 1)
    }
}
