@testable import Config
@testable import Driver
import Foundation
import Lint
import Policy
import Testing
import Source
import YAML

/// What piclint says when it cannot do its job: every mistake of a config in one run, a baseline's problem at its
/// line and column, the system's reason for every file it cannot read, and a run that would check nothing.
@Suite("Config and baseline errors, unreadable files, runs that find no spec")
struct ConfigAndBaselineErrorTests {
    let alarm = """
        screen: New Alarm
        controls:
          - id: wake
            kind: datePicker
            mode: time
            minuteInterval: 7

        """

    func scratch(_ files: [String: String]) throws -> String {
        let root = try makeScratchDirectory()
        for (path, text) in files { try write(text, to: root + "/" + path) }
        return root
    }

    func configProblems(_ text: String) -> [String] {
        switch ConfigLoader().load(text, path: ".piclint.yml", directory: ".") {
        case .success: return []
        case .failure(let error): return error.description.components(separatedBy: "\n")
        }
    }

    // MARK: - A config's mistakes, all in one run

    @Test("the README's config with four mistakes: four errors in one run, by position, then exit 2")
    func fourMistakesInOneRun() throws {
        let root = try scratch([
            ".piclint.yml": "ruels: {}\nfailOn: sometimes\nrules:\n  long-lists: error\n  long-list: {severity: loud}\n",
            "alarm.yaml": alarm,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["alarm.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            .piclint.yml:1:1: error: unknown key `ruels` in the config; did you mean `rules`?
            .piclint.yml:2:9: error: `failOn` is error, warning, info or never, not sometimes
            .piclint.yml:4:3: error: unknown rule `long-lists`; did you mean `long-list`?; `piclint rules` lists them
            .piclint.yml:5:25: error: the severity of `long-list` is error, warning, info or off, not loud

            """)
    }

    @Test("`piclint rules` reports a config's mistakes as lint does: each line with its position, nothing else")
    func rulesCommandConfigErrors() throws {
        let root = try scratch(["bad.yml": "ruels: {}\nfailOn: sometimes\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["rules", "--config", "bad.yml"], in: root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            bad.yml:1:1: error: unknown key `ruels` in the config; did you mean `rules`?
            bad.yml:2:9: error: `failOn` is error, warning, info or never, not sometimes

            """)
    }

    @Test("every kind of mistake is found beside the others: keys, rule ids, severities, options, overrides, patterns, words, duplicates")
    func everyKindAtOnce() {
        let pairs = String(repeating: "{a,b}", count: 22)
        let text = """
            ruels: {}
            failOn: sometimes
            exclude: ["legacy/\(pairs)"]
            rules:
              long-lists: error
              long-list: {severity: loud, max: -1, min: 3}
              yaml-syntax: off
            overrides:
              - platform: watchos
              - files: [a]
                rule: {}
                rules: {segment-count: {max: many}, short-lists: off}
              - just-a-string
            baseline: [a, b]
            include: screens/**/*.yaml
            include: screens/**/*.yaml

            """
        #expect(configProblems(text) == [
            ".piclint.yml:1:1: error: unknown key `ruels` in the config; did you mean `rules`?",
            ".piclint.yml:2:9: error: `failOn` is error, warning, info or never, not sometimes",
            ".piclint.yml:3:11: error: the pattern's braces expand to more than 1,024 alternatives (each {a,b} doubles them); write it as several patterns, or use * and ?",
            ".piclint.yml:5:3: error: unknown rule `long-lists`; did you mean `long-list`?; `piclint rules` lists them",
            ".piclint.yml:6:25: error: the severity of `long-list` is error, warning, info or off, not loud",
            ".piclint.yml:6:36: error: `max` of `long-list` is a whole number of zero or more (the most values a wheel should have)",
            ".piclint.yml:6:40: error: unknown key `min` in the settings of `long-list`",
            ".piclint.yml:7:16: error: `yaml-syntax` cannot be turned down: a file that is not YAML cannot be checked",
            ".piclint.yml:9:5: error: an override needs `files`, the patterns it applies to",
            ".piclint.yml:9:15: error: unknown platform watchos; did you mean watchOS?",
            ".piclint.yml:11:5: error: unknown key `rule` in an override; did you mean `rules`?",
            ".piclint.yml:12:34: error: `max` of `segment-count` is a whole number of zero or more (the most options a segmented control or radio group should have)",
            ".piclint.yml:12:41: error: unknown rule `short-lists`; did you mean `short-list`?; `piclint rules` lists them",
            ".piclint.yml:13:5: error: an override is a mapping of keys to values",
            ".piclint.yml:14:11: error: `baseline` takes a single word",
            ".piclint.yml:16:1: error: key `include` is given twice (first at 15:1)",
        ])
    }

    @Test("mistakes of other shapes are each reported too: lists where mappings go, a second document, a bad failOn after a good rule")
    func otherShapes() {
        #expect(configProblems("rules: [a]\noverrides: {files: a}\nexclude: {a: b}\n") == [
            ".piclint.yml:1:8: error: `rules` maps rule ids to a severity, or to `{severity: ..., max: ...}`",
            ".piclint.yml:2:12: error: `overrides` is a sequence of `- files: [...]` entries",
            ".piclint.yml:3:10: error: `exclude` is a list of path patterns",
        ])
        #expect(configProblems("failOn: sometimes\n---\nfailOn: never\n") == [
            ".piclint.yml:1:9: error: `failOn` is error, warning, info or never, not sometimes",
            ".piclint.yml:2:1: error: a config is one YAML document",
        ])
        #expect(configProblems("rules:\n  long-list: error\n  short-list: {max: 3}\nfailOn: [error]\n") == [
            ".piclint.yml:3:16: error: unknown key `max` in the settings of `short-list`",
            ".piclint.yml:4:9: error: `failOn` takes a single word",
        ])
    }

    @Test("a config with no mistake still loads, with every part in effect")
    func goodConfigStillLoads() throws {
        let config = try ConfigLoader().load("""
            exclude: [legacy/**]
            failOn: warning
            rules: {long-list: {severity: error, max: 60}}
            overrides:
              - files: [watch/**]
                platform: watchOS
            """, path: ".piclint.yml", directory: ".").get()
        #expect(config.failOn == .warning)
        #expect(config.file == ".piclint.yml")
        #expect(config.rules["long-list"] == RuleSetting(severity: .error, options: ["max": 60]))
        #expect(config.settings(for: "watch/a.yaml").platform == .watchOS)
        #expect(config.excludes("legacy/old.yaml"))
    }

    @Test("a YAML syntax error stops libyaml, so it is the one mistake reported, even with others before it")
    func syntaxErrorAlone() {
        #expect(configProblems("ruels: {}\nfailOn: sometimes\nrules: {long-list: error\n") == [
            ".piclint.yml:4:1: error: did not find expected ',' or '}' (while parsing a flow mapping at 3:8)",
        ])
    }

    @Test("a file of hundreds of mistakes lists the first 100 by position and says how many more there are")
    func manyMistakesAreCapped() {
        let text = (1...250).map { "key\($0): 1\n" }.joined()
        let lines = configProblems(text)
        #expect(lines.count == ConfigLoader.maxProblems + 1)
        #expect(lines[0] == ".piclint.yml:1:1: error: unknown key `key1` in the config")
        #expect(lines[99] == ".piclint.yml:100:1: error: unknown key `key100` in the config")
        #expect(lines[100] == ".piclint.yml:101:1: error: … and 150 more mistakes from here on; is this file a piclint config?")
    }

    @Test("ConfigError keeps its single-mistake form: the first mistake's mark and message")
    func configErrorShape() {
        let error = ConfigError(file: "c.yml", problems: [
            .init(mark: mark(3, 1), message: "third"), .init(mark: mark(1, 5), message: "first"), .init(mark: mark(1, 5), message: "second"),
        ])
        #expect(error.mark == mark(1, 5))
        #expect(error.message == "first")
        #expect(error.description == "c.yml:1:5: error: first\nc.yml:1:5: error: second\nc.yml:3:1: error: third")
        #expect(ConfigError(file: "c.yml", mark: mark(2, 3), message: "x").description == "c.yml:2:3: error: x")
    }

    // MARK: - Why a config or baseline cannot be read

    @Test("a config that cannot be read says why: a folder, nothing there, a file where a folder should be")
    func unreadableConfig() throws {
        let root = try scratch(["alarm.yaml": alarm])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/folder.yml", withIntermediateDirectories: true)
        for (config, reason) in [("folder.yml", "Is a directory"), ("nope.yml", "No such file or directory"),
                                 ("alarm.yaml/x.yml", "Not a directory")] {
            let result = try runPiclint(["--config", config, "alarm.yaml"], in: root)
            #expect(result.status == 2)
            #expect(result.stderr == "\(config):1:1: error: cannot read the config file: \(reason)\n")
            #expect(result.stdout.isEmpty)
        }
        // A .piclint.yml found by discovery that is a folder is not passed over: it is the config, and unreadable.
        try FileManager.default.createDirectory(atPath: root + "/.piclint.yml", withIntermediateDirectories: true)
        let found = try runPiclint(["alarm.yaml"], in: root)
        #expect(found.status == 2)
        #expect(found.stderr == ".piclint.yml:1:1: error: cannot read the config file: Is a directory\n")
    }

    @Test("a config from a pipe is read to its end")
    func configFromPipe() throws {
        let bytes = Array("failOn: never\n".utf8)
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(bytes))
        try pipe.fileHandleForWriting.close()
        let read = FileBytes.read("/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)", limit: ConfigLoader.maxFileSize)
        #expect((try? read.get()) == bytes)
    }

    @Test("a baseline that cannot be read says why, and one the config names but that is a folder is an error, not passed over")
    func unreadableBaseline() throws {
        let root = try scratch(["alarm.yaml": alarm])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/folder.json", withIntermediateDirectories: true)
        let missing = try runPiclint(["--baseline", "nope.json", "alarm.yaml"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr == "piclint: error: cannot read the baseline nope.json: No such file or directory\n")
        let folder = try runPiclint(["--baseline", "folder.json", "alarm.yaml"], in: root)
        #expect(folder.status == 2)
        #expect(folder.stderr == "piclint: error: cannot read the baseline folder.json: Is a directory\n")

        try write("baseline: folder.json\n", to: root + "/.piclint.yml")
        let named = try runPiclint(["alarm.yaml"], in: root)
        #expect(named.status == 2)
        #expect(named.stderr == "piclint: error: cannot read the baseline folder.json: Is a directory\n")
        // Not written yet: it hides nothing, and the run goes on.
        try write("baseline: later.json\n", to: root + "/.piclint.yml")
        let notYet = try runPiclint(["alarm.yaml"], in: root)
        #expect(notYet.status == 1)
        #expect(notYet.stderr == "piclint: failed: 1 error (--fail-on error, the default)\n")
    }

    @Test("a spec that cannot be read is its yaml-syntax finding, with the system's reason")
    func unreadableSpec() throws {
        let root = try scratch(["alarm.yaml": alarm])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reports = LintRunner().run([InputFile(source: .path(root + "/alarm.yaml/x.yaml"), displayPath: "alarm.yaml/x.yaml")])
        #expect(reports.map { $0.diagnostics.map(\.message) } == [["cannot read the file: Not a directory"]])
        #expect(reports.map { $0.diagnostics.map(\.rule) } == [["yaml-syntax"]])
    }

    // MARK: - A baseline's problem, at its line and column

    @Test("a baseline entry without its rule: the file, the entry's line and column, and what is missing; exit 2")
    func baselineEntryWithoutRule() throws {
        let root = try scratch(["alarm.yaml": alarm, ".piclint.yml": "baseline: .piclint-baseline.json\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("""
            {
              "entries" : [
                {
                  "count" : 1,
                  "file" : "alarm.yaml",
                  "message" : "minuteInterval 7 of `wake` does not divide 60 evenly; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30"
                }
              ],
              "version" : 1
            }

            """, to: root + "/.piclint-baseline.json")
        let result = try runPiclint(["alarm.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "piclint: error: .piclint-baseline.json:3:5: entry 1 has no \"rule\"\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("a baseline that is not valid JSON gives the position of the first mistake and what was expected there")
    func baselineSyntax() throws {
        let root = try scratch(["alarm.yaml": alarm])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("{\n  \"entries\": [\n    {\"count\": 1 \"file\": \"a\"}\n  ]\n}\n", to: root + "/b.json")
        let result = try runPiclint(["--baseline", "b.json", "alarm.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "piclint: error: b.json:3:17: not valid JSON: expected `,` or `}` after a value in an object, found `\"`\n")
    }

    @Test("a baseline of another version says which, and what to do")
    func baselineVersion() throws {
        let root = try scratch(["alarm.yaml": alarm])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("{\n  \"entries\" : [],\n  \"version\" : 3\n}\n", to: root + "/b.json")
        let newer = try runPiclint(["--baseline", "b.json", "alarm.yaml"], in: root)
        #expect(newer.status == 2)
        #expect(newer.stderr == "piclint: error: b.json:3:15: the baseline is version 3, from a newer piclint; this one reads versions 1 to 2: "
            + "upgrade piclint, or write the baseline again with --write-baseline\n")
        // Entries in a shape this piclint does not know: the version, which explains them, is what is reported.
        #expect(BaselineFile.decode(Array("{\"version\": 3, \"entries\": [{\"where\": \"a\"}]}".utf8)).failure
            == BaselineFile.Problem(mark: mark(1, 13), reason: "the baseline is version 3, from a newer piclint; this one reads versions 1 to 2: "
                + "upgrade piclint, or write the baseline again with --write-baseline"))
        #expect(BaselineFile.decode(Array("{\"version\": 0, \"entries\": []}".utf8)).failure
            == BaselineFile.Problem(mark: mark(1, 13), reason: "the baseline is version 0; piclint baselines are versions 1 to 2: write it again with --write-baseline"))
    }

    static let entry = #""file": "a.yaml", "rule": "long-list", "message": "m""#

    @Test("each baseline problem is named in the file's terms at its position", arguments: [
        ("", "1:1: not valid JSON: the file is empty"),
        ("  \n", "1:1: not valid JSON: the file holds only white space"),
        ("[]", "1:1: the baseline is a list; it should be an object"),
        (#"{"entries": []}"#, #"1:1: the baseline has no "version""#),
        (#"{"version": 1}"#, #"1:1: the baseline has no "entries""#),
        (#"{"version": "1", "entries": []}"#, #"1:13: "version" is a string; it should be a whole number"#),
        (#"{"version": 1.5, "entries": []}"#, #"1:13: "version" is 1.5; it should be a whole number"#),
        (#"{"version": 1, "entries": {}}"#, #"1:27: "entries" is an object; it should be a list"#),
        (#"{"version": 1, "entries": [null]}"#, "1:28: entry 1 is null; it should be an object"),
        (#"{"version": 1, "entries": [{"#, "1:29: not valid JSON: expected a key in double quotes or `}`, found the end of the file"),
        ("{\"version\": 1, \"entries\": [{\(entry), \"count\": \"2\"}]}", #"1:93: "count" of entry 1 is a string; it should be a whole number"#),
        ("{\"version\": 1, \"entries\": [{\(entry), \"count\": 2.5}]}", #"1:93: "count" of entry 1 is 2.5; it should be a whole number"#),
        ("{\"version\": 1, \"entries\": [{\(entry), \"count\": 1e30}]}", #"1:93: "count" of entry 1 is 1e30, too large a number"#),
        ("{\"version\": 1, \"entries\": [{\(entry), \"count\": true}]}", #"1:93: "count" of entry 1 is true; it should be a whole number"#),
        ("{\"version\": 1, \"entries\": [{\(entry), \"count\": 1}, {\(entry)}]}", #"1:97: entry 2 has no "count""#),
        ("{\"version\": 1, \"entries\": [{\(entry), \"count\": 01}]}", "1:93: not valid JSON: `01` is not a JSON number"),
        (#"{"version": 1, "entries": []} x"#, "1:31: not valid JSON: expected the end of the file after the JSON value, found `x`"),
        (#"{"version": 1, 'entries': []}"#, "1:16: not valid JSON: expected a key in double quotes, found `'`"),
        (#"{"version": 1, "entries": [], "note": tru}"#, "1:39: not valid JSON: expected a value (an object, a list, a string, a number, true, false or null), found `tru`"),
        // The decoder passes over mistakes in values it does not use; these are in the entry's message.
        (#"{"version": 1, "entries": [{"message": "\q", "#, "1:41: not valid JSON: `\\q` is not a JSON escape; a backslash is written `\\\\`"),
        (#"{"version": 1, "entries": [{"message": "\ud800", "#, "1:41: not valid JSON: `\\uD800` is the first half of a surrogate pair, and its second half does not follow"),
        ("{\"version\": 1, \"entries\": [{\"message\": \"a\tb\", ", "1:42: not valid JSON: a control character (U+0009) inside a string; JSON writes it as an escape (`\\u0009`)"),
        (#"{"version": 1, "entries": [{"message": "unterminated"#, "1:53: not valid JSON: the file ends inside the string that starts at 1:40"),
    ])
    func baselineProblems(json: String, expected: String) {
        let problem = BaselineFile.decode(Array(json.utf8)).failure
        #expect(problem.map { "\($0.mark): \($0.reason)" } == expected)
    }

    @Test("a baseline piclint wrote reads back, and a written one with a field changed points at the field")
    func writtenBaselineRoundTrip() throws {
        let diagnostic = Diagnostic(file: "a.yaml", range: SourceRange(at: mark(6, 21)), severity: .error, rule: "minute-interval",
                                    control: "wake", message: "minuteInterval 7 of `wake` does not divide 60 evenly", help: nil)
        let json = Baseline([diagnostic], relative: { $0 }).json()
        #expect(try BaselineFile.decode(Array(json.utf8)).get().entries.count == 1)
        let broken = json.replacingOccurrences(of: "\"count\" : 1", with: "\"count\" : \"one\"")
        let problem = try #require(BaselineFile.decode(Array(broken.utf8)).failure)
        #expect(problem.reason == "\"count\" of entry 1 is a string; it should be a whole number")
        #expect(problem.mark == mark(5, 17))
        #expect(broken.components(separatedBy: "\n")[4] == "      \"count\" : \"one\",")
    }

    @Test("positions count JSON's line breaks (LF, CR, CRLF) and code points, after a byte order mark")
    func jsonPositions() {
        var found: [String: Mark] = [:]
        let text = "\u{FEFF}{\"a\": 1,\r\n\"日本\": [true,\r\"x\"],\n\t\"c\": \"📏\", \"d\": null}"
        let error = JSONPositions.scan(Array(text.utf8)) { path, value in
            let name = path.map { component -> String in
                switch component {
                case .key(let key): return key
                case .index(let index): return "\(index)"
                }
            }.joined(separator: ".")
            found[name] = value.mark
        }
        #expect(error == nil)
        #expect(found == ["": mark(1, 1), "a": mark(1, 7), "日本": mark(2, 7), "日本.0": mark(2, 8), "日本.1": mark(3, 1),
                          "c": mark(4, 7), "d": mark(4, 17)])
        let surrogates = JSONPositions.scan(Array(#"["\ud83d\ude00", "\u00e9"]"#.utf8)) { _, _ in }
        #expect(surrogates == nil)
        let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(JSONPositions.scan(Array(deep.utf8)) { _, _ in }
            == JSONPositions.SyntaxError(mark: mark(1, 513), message: "objects and lists are nested more than 512 deep"))
        var notUTF8 = Array(#"["a"#.utf8)
        notUTF8 += [0xFF, UInt8(ascii: "\""), UInt8(ascii: "]")]
        #expect(JSONPositions.scan(notUTF8) { _, _ in }
            == JSONPositions.SyntaxError(mark: mark(1, 4), message: "a byte that is not UTF-8 (0xFF) inside a string"))
    }

    // MARK: - A run that would check nothing

    @Test("a folder with no spec in it exits 2, as a glob that matches nothing does, saying what was looked for")
    func emptyFolder() throws {
        let root = try scratch(["docs/notes.txt": "hello\n", "docs/.github/workflows/ci.yml": "on: push\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/screens", withIntermediateDirectories: true)
        let empty = try runPiclint(["screens/"], in: root)
        #expect(empty.status == 2)
        #expect(empty.stdout.isEmpty)
        #expect(empty.stderr == "piclint: error: no spec file found in screens/ (looked for *.yaml, *.yml, *.storyboard, *.xib and *.swift files, hidden files and folders skipped)\n")
        let others = try runPiclint(["docs"], in: root)
        #expect(others.status == 2)
        #expect(others.stderr == "piclint: error: no spec file found in docs (looked for *.yaml, *.yml, *.storyboard, *.xib and *.swift files, hidden files and folders skipped)\n")
        let glob = try runPiclint(["screens/*.yaml"], in: root)
        #expect(glob.status == 2)
        #expect(glob.stderr == "piclint: error: no spec files match the pattern screens/*.yaml\n")
        let simulate = try runPiclint(["simulate", "screens"], in: root)
        #expect(simulate.status == 2)
        #expect(simulate.stderr.hasPrefix("piclint: error: no spec file found in screens "))
        // One folder with specs does not excuse another without: each path must yield something.
        try write(alarm, to: root + "/other/alarm.yaml")
        let mixed = try runPiclint(["other", "screens"], in: root)
        #expect(mixed.status == 2)
        #expect(mixed.stdout.isEmpty)
    }

    @Test("a folder or glob whose spec files the config all excludes says so; a file named as it is is left out quietly")
    func allExcluded() throws {
        let root = try scratch([".piclint.yml": "exclude: [\"screens/legacy/**\"]\n", "screens/legacy/old.yaml": alarm,
                                "screens/legacy/older.yaml": alarm])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = try runPiclint(["screens/legacy"], in: root)
        #expect(folder.status == 2)
        #expect(folder.stderr == "piclint: error: no spec file left in screens/legacy: 2 files found, all excluded by `exclude` in .piclint.yml\n")
        let glob = try runPiclint(["screens/**/*.yaml"], in: root)
        #expect(glob.status == 2)
        #expect(glob.stderr == "piclint: error: no spec file left from the pattern screens/**/*.yaml: 2 files matched, all excluded by `exclude` in .piclint.yml\n")
        let named = try runPiclint(["screens/legacy/old.yaml"], in: root)
        #expect(named.status == 0)
        #expect(named.stdout == "0 files, 0 errors, 0 warnings\n")
        #expect(named.stderr.isEmpty)
        // A folder with a file left after the exclusion is linted as before.
        try write(alarm, to: root + "/screens/alarm.yaml")
        let rest = try runPiclint(["screens"], in: root)
        #expect(rest.status == 1)
        #expect(rest.stdout.hasSuffix("1 file, 1 error, 0 warnings\n"))
    }

    @Test("include patterns that find no spec name the config they come from")
    func includeMatchesNothing() throws {
        let root = try scratch([".piclint.yml": "include: [\"screens/**/*.yml\"]\n", "screens/alarm.yaml": alarm])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint([], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "piclint: error: no spec files match the pattern screens/**/*.yml (from `include` in .piclint.yml)\n")
        try write("include: [screens]\nexclude: [\"screens/**\"]\n", to: root + "/.piclint.yml")
        let excluded = try runPiclint([], in: root)
        #expect(excluded.status == 2)
        #expect(excluded.stderr == "piclint: error: no spec file left in screens: 1 file found, all excluded by `exclude` in .piclint.yml "
            + "(from `include` in .piclint.yml)\n")
    }

    @Test("a path that cannot be looked at gives the system's reason, not \"no such file\"")
    func pathReasons() throws {
        let root = try scratch(["alarm.yaml": alarm])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/loop1", withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: root + "/loop2", withDestinationPath: "loop1")
        let loop = try runPiclint(["loop1"], in: root)
        #expect(loop.status == 2)
        #expect(loop.stderr == "piclint: error: cannot read loop1: Too many levels of symbolic links\n")
        let notFolder = try runPiclint(["alarm.yaml/x.yaml"], in: root)
        #expect(notFolder.status == 2)
        #expect(notFolder.stderr == "piclint: error: cannot read alarm.yaml/x.yaml: Not a directory\n")
        let missing = try runPiclint(["nope.yaml"], in: root)
        #expect(missing.stderr == "piclint: error: no such file or directory: nope.yaml\n")
        #expect(FileSystem.listing(of: root + "/alarm.yaml") == .failure(.system("Not a directory")))
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
