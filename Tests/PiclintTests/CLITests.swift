import Foundation
import Lint
import Reports
import Testing

/// The real binary, run as CI and pre-commit hooks run it.
@Suite("Command line")
struct CLITests {
    let badSpec = """
        screen: New Alarm
        controls:
          - id: alarm-time
            kind: datePicker
            mode: time
            minuteInterval: 7

        """
    let cleanSpec = """
        screen: New Alarm
        controls:
          - id: alarm-time
            kind: datePicker
            mode: time
            minuteInterval: 5

        """

    func scratch(_ files: [String: String]) throws -> String {
        let root = try makeScratchDirectory()
        for (path, text) in files { try write(text, to: root + "/" + path) }
        return root
    }

    @Test("minuteInterval 7: file:line:col: error: ... [minute-interval] at the value, exit 1")
    func minuteIntervalError() throws {
        let root = try scratch(["alarm.yaml": badSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["alarm.yaml"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout == """
            alarm.yaml:6:21: error: minuteInterval 7 of `alarm-time` does not divide 60 evenly; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30 [minute-interval]
              = help: the platform ignores any other interval and shows every minute; the nearest valid interval is 6
            1 file, 1 error, 0 warnings

            """)
        // Every exit 1 says why on standard error, whatever the report and wherever it went.
        #expect(result.stderr == "piclint: failed: 1 error (--fail-on error, the default)\n")
    }

    @Test("a clean spec exits 0 with only the summary")
    func clean() throws {
        let root = try scratch(["alarm.yaml": cleanSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["lint", "alarm.yaml"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout == "1 file, 0 errors, 0 warnings\n")
    }

    @Test("broken YAML is yaml-syntax at its position, exit 1, and the other files are still linted")
    func brokenYAML() throws {
        let root = try scratch(["a-broken.yaml": "screen: x\ncontrols: [\n", "b-alarm.yaml": badSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["a-broken.yaml", "b-alarm.yaml"], in: root)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("  = help: ") }
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("a-broken.yaml:3:1: error: did not find expected node content"))
        #expect(lines[0].hasSuffix("[yaml-syntax]"))
        #expect(lines[1].hasPrefix("b-alarm.yaml:6:21: error: minuteInterval 7"))
        #expect(lines[2] == "2 files, 2 errors, 0 warnings")
    }

    @Test("a missing path exits 2 with a message on standard error")
    func missingPath() throws {
        let root = try scratch(["alarm.yaml": cleanSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["alarm.yaml", "nope.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "piclint: error: no such file or directory: nope.yaml\n")
    }

    @Test("bad arguments exit 2, not ArgumentParser's 64")
    func badArguments() throws {
        #expect(try runPiclint(["--frobnicate", "x.yaml"]).status == 2)
        #expect(try runPiclint(["--format", "yaml", "x.yaml"]).status == 2)
        let none = try runPiclint([])
        #expect(none.status == 2)
        #expect(none.stderr.contains("no paths given"))
    }

    @Test("--version and --help exit 0")
    func versionAndHelp() throws {
        let version = try runPiclint(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "0.1.0\n")
        let help = try runPiclint(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE"))
    }

    @Test("- reads standard input, named by --stdin-path")
    func standardInput() throws {
        let result = try runPiclint(["--stdin-path", "screens/piped.yaml", "-"], stdin: badSpec)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("screens/piped.yaml:6:21: error: minuteInterval 7"))
        let unnamed = try runPiclint(["-"], stdin: cleanSpec)
        #expect(unnamed.status == 0)
    }

    @Test("a directory is linted recursively; a quoted glob is expanded by piclint")
    func directoriesAndGlobs() throws {
        let root = try scratch(["screens/alarm.yaml": badSpec, "screens/ios/ok.yml": cleanSpec, "screens/deep/er/bad.yaml": badSpec,
                                "screens/readme.txt": "not a spec"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let directory = try runPiclint(["screens"], in: root)
        #expect(directory.status == 1)
        #expect(directory.stdout.hasSuffix("3 files, 2 errors, 0 warnings\n"))
        let glob = try runPiclint(["screens/**/*.yaml"], in: root)
        #expect(glob.stdout.split(separator: "\n").filter { !$0.hasPrefix("  = help: ") }.map { String($0.prefix { $0 != ":" }) }
            == ["screens/alarm.yaml", "screens/deep/er/bad.yaml", "2 files, 2 errors, 0 warnings"])
        let noMatch = try runPiclint(["screens/**/*.json"], in: root)
        #expect(noMatch.status == 2)
    }

    @Test("--fail-on decides which findings fail the run")
    func failOn() throws {
        let root = try scratch(["w.yaml": "screen: S\ncontrols:\n  - {id: d, kind: datePicker, colour: red}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try runPiclint(["w.yaml"], in: root).status == 0)
        #expect(try runPiclint(["--fail-on", "warning", "w.yaml"], in: root).status == 1)
        #expect(try runPiclint(["--fail-on", "info", "w.yaml"], in: root).status == 1)
        try write(badSpec, to: root + "/e.yaml")
        #expect(try runPiclint(["--fail-on", "never", "e.yaml"], in: root).status == 0)
    }

    @Test("--quiet shows errors only")
    func quiet() throws {
        let root = try scratch(["a.yaml": "screen: S\ncontrols:\n  - {id: d, kind: datePicker, colour: red, minuteInterval: 7}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loud = try runPiclint(["a.yaml"], in: root)
        #expect(loud.stdout.contains("[spec-unknown-key]"))
        let quiet = try runPiclint(["--quiet", "a.yaml"], in: root)
        #expect(!quiet.stdout.contains("[spec-unknown-key]"))
        #expect(quiet.stdout.contains("[minute-interval]"))
        #expect(quiet.status == 1)
    }

    @Test("--output writes the whole report to a file and nothing to standard output")
    func output() throws {
        let root = try scratch(["alarm.yaml": badSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["--format", "json", "--output", "report.json", "alarm.yaml"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let report = try String(contentsOfFile: root + "/report.json", encoding: .utf8)
        let object = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
        #expect((object?["diagnostics"] as? [Any])?.count == 1)
        // A second run replaces the report whole, through a temporary file it does not leave behind.
        try write(cleanSpec, to: root + "/alarm.yaml")
        _ = try runPiclint(["--format", "json", "--output", "report.json", "alarm.yaml"], in: root)
        let replaced = try String(contentsOfFile: root + "/report.json", encoding: .utf8)
        #expect(replaced.contains("\"errors\": 0"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".tmp") }.isEmpty)
        let unwritable = try runPiclint(["--output", root + "/no/such/dir/report.txt", "alarm.yaml"], in: root)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("piclint: error: cannot write"))
    }

    @Test("--color always paints; auto does not when piped; NO_COLOR is respected")
    func color() throws {
        let root = try scratch(["alarm.yaml": badSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try runPiclint(["--color", "always", "alarm.yaml"], in: root).stdout.contains("\u{1B}["))
        #expect(!(try runPiclint(["alarm.yaml"], in: root).stdout.contains("\u{1B}[")))
        #expect(!(try runPiclint(["--color", "never", "alarm.yaml"], in: root).stdout.contains("\u{1B}[")))
        #expect(!(try runPiclint(["alarm.yaml"], in: root, environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}[")))
    }

    @Test("a billion-laughs file fails fast with a clear message, and the run goes on")
    func billionLaughs() throws {
        var bomb = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            bomb += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let root = try scratch(["bomb.yaml": bomb, "ok.yaml": cleanSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let start = Date()
        let result = try runPiclint(["bomb.yaml", "ok.yaml"], in: root)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("bomb.yaml:6:"))
        #expect(result.stdout.contains("alias bomb"))
        #expect(result.stdout.hasSuffix("2 files, 1 error, 0 warnings\n"))
    }

    @Test("simulate draws each picker with the pinned clock and exits 0")
    func simulate() throws {
        let root = try scratch(["alarm.yaml": cleanSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["simulate", "--now", "2026-11-24T21:05", "alarm.yaml"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout == """
            == alarm.yaml · New Alarm · iOS · en_US · 390 × 844 pt

            alarm-time  datePicker · time · compact (automatic) · en_US · 91 × 34 pt
              a compact button showing “9:05\u{202F}PM”; tapping it opens the time wheels

            1 picker in 1 file

            """)
    }

    @Test("simulate says which file it cannot read as YAML, and exits 1")
    func simulateBroken() throws {
        let root = try scratch(["broken.yaml": "screen: x\ncontrols: [\n", "alarm.yaml": cleanSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["simulate", "--now", "2026-11-24T09:41", "broken.yaml", "alarm.yaml"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("broken.yaml:3:1: cannot simulate: did not find expected node content"))
        #expect(result.stdout.contains("alarm-time  datePicker"))
    }

    @Test("--now must be a date-time; a bad one is a usage error")
    func badNow() throws {
        let result = try runPiclint(["--now", "tomorrow", "x.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--now takes a date and time such as 2026-11-24T09:41, not tomorrow"))
    }

    @Test("the JSON report carries each picker's model, resolved with --now")
    func jsonControls() throws {
        let result = try runPiclint(["--format", "json", "--now", "2026-11-24T06:07", "-"], stdin: cleanSpec)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let controls = try #require(object?["controls"] as? [[String: Any]])
        #expect(controls.count == 1)
        let model = try #require(controls.first?["model"] as? [String: Any])
        let dateDefault = try #require(model["default"] as? [String: Any])
        #expect(dateDefault["declared"] as? String == "2026-11-24T06:07")
        #expect(dateDefault["shown"] as? String == "2026-11-24T06:05")
        #expect(dateDefault["roundedToInterval"] as? Bool == true)
    }

    @Test("rules lists exactly the catalogue with severities, from any directory")
    func rules() throws {
        let result = try runPiclint(["rules"], in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.dropLast().map { String($0.prefix { $0 != " " }) } == RuleRegistry.descriptions.map(\.id.rawValue))
        #expect(lines.first == "yaml-syntax               error    The file is well-formed YAML")
        #expect(lines.contains("coarse-minutes            off      Minutes are offered at a useful granularity"))
        #expect(lines.contains("long-list                 warning  A very long list is a list, not a wheel (max: 100)"))
        let configured = try runPiclint(["rules", "--rule", "coarse-minutes=error"])
        #expect(configured.stdout.contains("coarse-minutes            error    "))
    }

    @Test("explain prints the rule's page, as in rules/, from any directory; an unknown id exits 2")
    func explain() throws {
        let result = try runPiclint(["explain", "minute-interval"], in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == 0)
        // The page as written, but for its examples' ↓ markers: a caret line under each marked line, said once.
        let page = try String(contentsOfFile: Repo.path("rules/minute-interval.md"), encoding: .utf8)
        let withoutCarets = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.allSatisfy { $0 == " " || $0 == "^" } || !$0.contains("^") }
            .joined(separator: "\n")
            .replacingOccurrences(of: "\n\n" + RulePageText.caretNote, with: "")
        #expect(withoutCarets == page.replacingOccurrences(of: "↓", with: ""))
        #expect(!result.stdout.contains("↓"))
        #expect(result.stdout.components(separatedBy: RulePageText.caretNote).count == 2)
        let unknown = try runPiclint(["explain", "minute-intervals"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no rule is called minute-intervals; did you mean minute-interval?"))
    }
}
