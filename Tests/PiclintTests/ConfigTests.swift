import Config
import Foundation
import Lint
import Policy
import Testing
import Source
import YAML

@Suite("Configuration")
struct ConfigTests {
    func load(_ text: String) -> Result<Configuration, ConfigError> {
        ConfigLoader().load(text, path: ".piclint.yml", directory: ".")
    }

    func error(_ text: String) -> String {
        switch load(text) {
        case .success: return "no error"
        case .failure(let error): return error.description
        }
    }

    @Test("a full config: rules as a severity alone or with options, overrides, baseline")
    func fullConfig() throws {
        let config = try load("""
            include: ["screens/**/*.yaml"]
            exclude: ["screens/legacy/**"]
            failOn: warning
            rules:
              long-list: {severity: error, max: 60}
              coarse-minutes: info
              dynamic-values: off
            overrides:
              - files: ["screens/watch/**"]
                platform: watchOS
                locale: de_DE
                rules: {watch-long-list: error, long-list: {max: 80}}
            baseline: .piclint-baseline.json
            """).get()
        #expect(config.failOn == .warning)
        #expect(config.baseline == ".piclint-baseline.json")
        #expect(config.excludes("screens/legacy/old.yaml"))
        #expect(!config.excludes("screens/new.yaml"))
        let plain = config.settings(for: "screens/alarm.yaml")
        #expect(plain.severities == ["long-list": .error, "coarse-minutes": .info, "dynamic-values": .off])
        #expect(plain.options == ["long-list": ["max": 60]])
        #expect(plain.platform == nil)
        let watch = config.settings(for: "screens/watch/timer.yaml")
        #expect(watch.severities["watch-long-list"] == .error)
        #expect(watch.severities["long-list"] == .error)
        #expect(watch.options == ["long-list": ["max": 80]])
        #expect(watch.platform == .watchOS)
        #expect(watch.locale == "de_DE")
    }

    @Test("every mistake is an error at its line and column", arguments: [
        ("ruels: {}", ".piclint.yml:1:1: error: unknown key `ruels` in the config; did you mean `rules`?"),
        ("rules:\n  long-lists: error", ".piclint.yml:2:3: error: unknown rule `long-lists`; did you mean `long-list`?; `piclint rules` lists them"),
        ("rules:\n  long-list: loud", ".piclint.yml:2:14: error: the severity of `long-list` is error, warning, info or off, not loud"),
        ("rules:\n  long-list: {max: -1}", ".piclint.yml:2:20: error: `max` of `long-list` is a whole number of zero or more (the most values a wheel should have)"),
        ("rules:\n  long-list: {min: 3}", ".piclint.yml:2:15: error: unknown key `min` in the settings of `long-list`"),
        ("rules:\n  yaml-syntax: off", ".piclint.yml:2:16: error: `yaml-syntax` cannot be turned down: a file that is not YAML cannot be checked"),
        ("failOn: sometimes", ".piclint.yml:1:9: error: `failOn` is error, warning, info or never, not sometimes"),
        ("overrides:\n  - platform: watchOS", ".piclint.yml:2:5: error: an override needs `files`, the patterns it applies to"),
        ("overrides:\n  - files: [a]\n    platform: watchos", ".piclint.yml:3:15: error: unknown platform watchos; did you mean watchOS?"),
        ("rules: [a]", ".piclint.yml:1:8: error: `rules` maps rule ids to a severity, or to `{severity: ..., max: ...}`"),
        ("failOn: error\nfailOn: warning", ".piclint.yml:2:1: error: key `failOn` is given twice (first at 1:1)"),
        ("rules: {long-list: error", ".piclint.yml:2:1: error: did not find expected ',' or '}' (while parsing a flow mapping at 1:8)"),
    ])
    func errors(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    @Test("an empty config is a valid one")
    func empty() throws {
        #expect(try load("").get().rules.isEmpty)
        #expect(try load("# nothing yet\n").get().overrides.isEmpty)
    }

    @Test("discovery: the current folder's .piclint.yml, else the nearest parent's, else none; --config wins")
    func discovery() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("failOn: warning\n", to: root + "/.piclint.yml")
        try write("failOn: info\n", to: root + "/other.yml")
        try FileManager.default.createDirectory(atPath: root + "/screens/ios", withIntermediateDirectories: true)
        let here = try ConfigDiscovery().find(explicit: nil, from: root).get()
        #expect(here?.failOn == .warning)
        let parent = try ConfigDiscovery().find(explicit: nil, from: root + "/screens/ios").get()
        #expect(parent?.failOn == .warning)
        #expect(parent?.directory == URL(fileURLWithPath: root).standardizedFileURL.path)
        let explicit = try ConfigDiscovery().find(explicit: root + "/other.yml", from: root).get()
        #expect(explicit?.failOn == .info)
        let none = try ConfigDiscovery().find(explicit: nil, from: "/").get()
        #expect(none == nil)
    }

    @Test("piclint init writes a config that loads, with every rule at its default")
    func initTemplate() throws {
        let config = try ConfigLoader().load(CLIInit.template, path: ".piclint.yml", directory: ".").get()
        #expect(Set(config.rules.keys) == Set(RuleRegistry.descriptions.map(\.id)))
        for rule in RuleRegistry.descriptions {
            #expect(config.rules[rule.id]?.severity == rule.defaultSeverity)
            for option in rule.options { #expect(config.rules[rule.id]?.options[option.name] == option.defaultValue) }
        }
    }

    @Test("a baseline fingerprint masks positions, not other numbers")
    func fingerprint() {
        #expect(Diagnostic.fingerprint("\"Mon\" appears twice in `repeat` (first at 32:14)") == "\"Mon\" appears twice in `repeat` (first at L:C)")
        #expect(Diagnostic.fingerprint("minuteInterval 7 of `a` does not divide 60 evenly") == "minuteInterval 7 of `a` does not divide 60 evenly")
        #expect(Diagnostic.fingerprint("default 07:40 of `a`") == "default L:C of `a`")
    }
}

/// The template `piclint init` writes, read from the binary so the test sees exactly what users get.
enum CLIInit {
    static var template: String {
        let root = (try? makeScratchDirectory()) ?? NSTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try? runPiclint(["init"], in: root)
        return (try? String(contentsOfFile: root + "/.piclint.yml", encoding: .utf8)) ?? ""
    }
}

@Suite("Adopting piclint: config, baseline, limits, parallel runs", .serialized)
struct AdoptionTests {
    let alarm = """
        screen: New Alarm
        controls:
          - id: wake
            kind: datePicker
            mode: time
            minuteInterval: 7

        """

    @Test("a bad config stops piclint with exit 2 and its position")
    func badConfig() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("rules:\n  long-lists: error\n", to: root + "/.piclint.yml")
        try write(alarm, to: root + "/a.yaml")
        let result = try runPiclint(["a.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(".piclint.yml:2:3: error: unknown rule `long-lists`"))
        #expect(result.stdout.isEmpty)
    }

    @Test("the config's severities, options, failOn, include, exclude and overrides take effect; --rule wins")
    func configTakesEffect() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("""
            include: ["screens/**/*.yaml"]
            exclude: ["screens/legacy/**"]
            failOn: warning
            rules:
              minute-interval: warning
            overrides:
              - files: ["screens/watch/**"]
                platform: watchOS
            """, to: root + "/.piclint.yml")
        try write(alarm, to: root + "/screens/alarm.yaml")
        try write(alarm, to: root + "/screens/legacy/old.yaml")
        try write("screen: Laps\ncontrols:\n  - {id: laps, kind: picker, range: {from: 1, to: 20}, default: 5}\n", to: root + "/screens/watch/laps.yaml")
        let result = try runPiclint([], in: root)
        #expect(result.status == 1) // failOn: warning
        #expect(result.stdout == """
            screens/alarm.yaml:6:21: warning: minuteInterval 7 of `wake` does not divide 60 evenly; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30 [minute-interval]
              = help: the platform ignores any other interval and shows every minute; the nearest valid interval is 6
            screens/watch/laps.yaml:3:37: warning: `laps` shows 20 values on Apple Watch; more than 10 are a long way to scroll [watch-long-list]
              = help: use `style: navigationLink`: a button that opens the list, which the Digital Crown scrubs through
            2 files, 0 errors, 2 warnings

            """)
        let commandLine = try runPiclint(["--rule", "minute-interval=off", "--rule", "watch-long-list=off"], in: root)
        #expect(commandLine.status == 0)
        #expect(commandLine.stdout == "2 files, 0 errors, 0 warnings\n")
    }

    @Test("a baseline hides today's findings by content, not line: a line inserted above keeps them hidden, a new one shows")
    func baseline() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(alarm, to: root + "/alarm.yaml")
        let written = try runPiclint(["--write-baseline", "baseline.json", "alarm.yaml"], in: root)
        #expect(written.status == 0)
        #expect(written.stderr == "piclint: recorded 1 finding in baseline.json\n")
        let baseline = try String(contentsOfFile: root + "/baseline.json", encoding: .utf8)
        #expect(baseline.contains("\"rule\" : \"minute-interval\""))
        #expect(baseline.contains("\"file\" : \"alarm.yaml\""))

        let hidden = try runPiclint(["--baseline", "baseline.json", "alarm.yaml"], in: root)
        #expect(hidden.status == 0)
        #expect(hidden.stdout == "1 file, 0 errors, 0 warnings (1 baselined)\n")

        // Edits above the finding move it down two lines; a new mistake appears below.
        let edited = "# owner: alarms team\n# reviewed 2026-11\n" + alarm + "  - id: nap\n    kind: datePicker\n    mode: time\n    minuteInterval: 9\n"
        try write(edited, to: root + "/alarm.yaml")
        let later = try runPiclint(["--baseline", "baseline.json", "alarm.yaml"], in: root)
        #expect(later.status == 1)
        #expect(later.stdout.hasPrefix("alarm.yaml:12:21: error: minuteInterval 9 of `nap`"))
        #expect(later.stdout.hasSuffix("1 file, 1 error, 0 warnings (1 baselined)\n"))
    }

    @Test("baseline entries that match nothing any more are reported, so the baseline can shrink")
    func staleBaseline() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(alarm, to: root + "/alarm.yaml")
        _ = try runPiclint(["--write-baseline", "baseline.json", "alarm.yaml"], in: root)
        try write(alarm.replacingOccurrences(of: "minuteInterval: 7", with: "minuteInterval: 5"), to: root + "/alarm.yaml")
        let result = try runPiclint(["--baseline", "baseline.json", "alarm.yaml"], in: root)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("piclint: 1 baseline entry matches no finding any more (fixed?); shrink baseline.json with --write-baseline baseline.json"))
        #expect(result.stderr.contains("alarm.yaml: [minute-interval] minuteInterval 7 of `wake` does not divide 60 evenly"))
    }

    @Test("a baseline named in the config but not written yet hides nothing; a named one that is missing exits 2")
    func missingBaseline() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("baseline: .piclint-baseline.json\n", to: root + "/.piclint.yml")
        try write(alarm, to: root + "/alarm.yaml")
        #expect(try runPiclint(["alarm.yaml"], in: root).status == 1)
        let named = try runPiclint(["--baseline", "nope.json", "alarm.yaml"], in: root)
        #expect(named.status == 2)
        #expect(named.stderr == "piclint: error: cannot read the baseline nope.json: No such file or directory\n")
    }

    @Test("--max-warnings fails the run past a number of warnings")
    func maxWarnings() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("screen: S\ncontrols:\n  - {id: d, kind: datePicker, colour: red}\n  - {id: e, kind: datePicker, size: 3}\n", to: root + "/w.yaml")
        #expect(try runPiclint(["--max-warnings", "2", "w.yaml"], in: root).status == 0)
        let over = try runPiclint(["--max-warnings", "1", "w.yaml"], in: root)
        #expect(over.status == 1)
        #expect(over.stderr == "piclint: failed: 2 warnings, more than --max-warnings 1\n")
    }

    @Test("--jobs 1 and --jobs 4 give byte-identical reports on all the Fixtures", arguments: ["text", "json"])
    func parallelIsDeterministic(format: String) throws {
        let one = try runPiclint(["--jobs", "1", "--format", format, "--now", GoldenTests.now, "Fixtures"], in: Repo.root.path)
        let four = try runPiclint(["--jobs", "4", "--format", format, "--now", GoldenTests.now, "Fixtures"], in: Repo.root.path)
        #expect(!one.stdout.isEmpty)
        #expect(one.stdout == four.stdout)
        #expect(one.status == four.status)
    }
}
