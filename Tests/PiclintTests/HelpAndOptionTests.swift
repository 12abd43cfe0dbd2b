import Foundation
import Testing

/// What `--help` shows, and how piclint answers a misspelt command or options that cannot go together:
/// one line on standard error, exit 2, and nothing done.
@Suite("Help and options")
struct HelpAndOptionTests {
    static let badSpec = """
        screen: New Alarm
        controls:
          - id: snooze
            kind: datePicker
            mode: countDownTimer
            countDownDuration: "25:00"

        """

    /// Every option of `lint`, as a user would look for it in `piclint --help`.
    static let lintOptions = ["<paths>", "--stdin-path", "--now", "--output", "--config", "--jobs", "--format", "--fail-on", "--max-warnings",
                              "--baseline", "--write-baseline", "--quiet", "--fix", "--fix-dry-run", "--unsafe-fixes", "--rule", "--color",
                              "--version", "--help"]
    static let commands = ["lint (default)", "simulate", "rules", "explain", "init"]

    /// A scratch folder holding alarm.yaml (one error with a safe fix: a countdown longer than the wheels show, which
    /// `--fix` cuts to the 23:59 they show), removed by the caller.
    func scratch() throws -> String {
        let root = try makeScratchDirectory()
        try write(Self.badSpec, to: root + "/alarm.yaml")
        return root
    }

    /// A help as an 80-column terminal shows it, whatever the terminal running the tests.
    static func help(_ arguments: [String]) throws -> ProcessResult {
        try runPiclint(arguments, environment: ["COLUMNS": "80"])
    }

    /// The help's entries (an option or argument with its text, wrapped lines joined, runs of spaces made one), by
    /// the label they start with (`--jobs`, `<paths>`, `-h,`).
    static func entries(_ help: String) -> [String: String] {
        var entries: [String: String] = [:]
        var current: String?
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let words = line.split(separator: " ").joined(separator: " ")
            if line.hasPrefix("  -") || line.hasPrefix("  <") {
                let label = String(line.dropFirst(2).prefix { $0 != " " })
                current = label
                entries[label] = words
            } else if let label = current, line.hasPrefix("   ") {
                entries[label, default: ""] += " " + words
            } else {
                current = nil
            }
        }
        return entries
    }

    /// The text from a section's title to the next blank line.
    static func section(_ title: String, of help: String) -> String? {
        guard let start = help.range(of: "\n\(title)\n") else { return nil }
        let rest = help[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n\n")?.lowerBound ?? rest.endIndex)])
    }

    @Test("piclint --help shows lint's usage, arguments and every option, then the commands and the exit codes; -h and help say the same")
    func rootHelp() throws {
        let help = try Self.help(["--help"])
        #expect(help.status == 0)
        #expect(help.stderr.isEmpty)
        #expect(help.stdout.hasPrefix("OVERVIEW: Check UI spec files (YAML)"))
        #expect(help.stdout.contains("Exit codes: 0 no finding at or above --fail-on; 1 at least one such finding,"))
        // Read as one paragraph: where it wraps depends on its words.
        let paragraph = help.stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(paragraph.contains("The reason for 1 or 2 is on standard error."))
        #expect(paragraph.contains("130, 143, 129 stopped by SIGINT, SIGTERM or SIGHUP"))
        #expect(help.stdout.contains("\nUSAGE: piclint [lint] [<options>] [<paths> ...]\n       piclint <subcommand>\n"))
        #expect(help.stdout.contains("\nARGUMENTS:\n  <paths> "))
        let entries = Self.entries(help.stdout)
        for option in Self.lintOptions {
            #expect(entries[option == "--help" ? "-h," : option] != nil, "\(option) is missing from piclint --help")
        }
        let commands = try #require(Self.section("SUBCOMMANDS:", of: help.stdout))
        for command in Self.commands {
            #expect(commands.contains("\n  \(command) ") || commands.hasPrefix("  \(command) "), "\(command) is missing")
        }
        #expect(help.stdout.hasSuffix("See 'piclint help <subcommand>' for detailed help.\n"))
        // The options are lint's, word for word.
        let lint = try Self.help(["lint", "--help"])
        #expect(Self.section("OPTIONS:", of: help.stdout) == Self.section("OPTIONS:", of: lint.stdout))
        for spelling in [["-h"], ["help"]] {
            #expect(try Self.help(spelling).stdout == help.stdout, "piclint \(spelling[0])")
        }
    }

    @Test("piclint lint --help still shows lint's own help, whose usage says `lint` may be left out")
    func lintHelp() throws {
        let help = try Self.help(["lint", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Lint spec, Interface Builder and Swift files"))
        #expect(help.stdout.contains("\nUSAGE: piclint [lint] [<options>] [<paths> ...]\n\n"))
        #expect(!help.stdout.contains("SUBCOMMANDS:"))
        #expect(try Self.help(["help", "lint"]).stdout == help.stdout)
    }

    @Test("no help gives a default twice, or this machine's core count as --jobs's default",
          arguments: [["--help"], ["lint", "--help"], ["simulate", "--help"], ["rules", "--help"], ["explain", "--help"], ["init", "--help"]])
    func defaultsOnce(arguments: [String]) throws {
        let help = try Self.help(arguments)
        #expect(help.status == 0)
        for (label, text) in Self.entries(help.stdout) {
            #expect(text.components(separatedBy: "(default").count <= 2, "\(label): \(text)")
            #expect(text.components(separatedBy: "values:").count <= 1, "\(label) lists its values in the sentence: \(text)")
        }
        if let jobs = Self.entries(help.stdout)["--jobs"] {
            #expect(jobs == "--jobs <n> Lint this many files at once (default: the number of cores).")
        }
    }

    @Test("--fail-on and --color list each value once, with what it does, and --color's default once")
    func valuesListedOnce() throws {
        let help = try Self.help(["--help"]).stdout
        #expect(help.contains("  --color <when>          Colour the text report. (default: auto)\n"))
        #expect(help.components(separatedBy: "always").count == 2)
        #expect(help.contains("        auto              - on a terminal, unless NO_COLOR is set or TERM is\n"))
        #expect(help.contains("        never             - never fail on a finding's severity\n                            (--max-warnings still counts)\n"))
        #expect(help.contains("        warning           - fail on a warning or an error\n"))
    }

    @Test("a misspelt command that is no file: did you mean the subcommand, exit 2, nothing linted")
    func misspeltCommand() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cases = [
            (["explian", "minute-interval"], "explian", "explain"),
            (["simulat", "alarm.yaml"], "simulat", "simulate"),
            (["lnit", "alarm.yaml"], "lnit", "lint"),
            (["rule"], "rule", "rules"),
        ]
        for (arguments, word, command) in cases {
            let result = try runPiclint(arguments, in: root)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "piclint: error: no such file or directory: \(word); did you mean the subcommand `\(command)`?\n")
        }
    }

    @Test("a file that is named like a misspelt command is linted; after `lint` a missing word is only a missing path")
    func fileNamedLikeACommand() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.badSpec, to: root + "/explian")
        let linted = try runPiclint(["explian"], in: root)
        #expect(linted.status == 1)
        #expect(linted.stdout.hasPrefix("explian:6:24: error: countDownDuration 25:00"))
        let afterLint = try runPiclint(["lint", "simulat"], in: root)
        #expect(afterLint.status == 2)
        #expect(afterLint.stderr == "piclint: error: no such file or directory: simulat\n")
        let unlike = try runPiclint(["screens"], in: root)
        #expect(unlike.stderr == "piclint: error: no such file or directory: screens\n")
    }

    @Test("a misspelt rule id: did you mean, from explain, --rule and rules --rule alike")
    func misspeltRule() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let explain = try runPiclint(["explain", "minute-intervl"], in: root)
        #expect(explain.status == 2)
        #expect(explain.stdout.isEmpty)
        #expect(explain.stderr == "piclint: error: no rule is called minute-intervl; did you mean minute-interval? (`piclint rules` lists them)\n")
        for arguments in [["--rule", "minute-intervl=off", "alarm.yaml"], ["rules", "--rule", "minute-intervl=off"]] {
            let result = try runPiclint(arguments, in: root)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "piclint: error: --rule: no rule is called minute-intervl; did you mean minute-interval?\n")
        }
    }

    /// Options that cannot go together, each with the one line that says why.
    static let conflicts: [([String], String)] = [
        (["--fix", "--fix-dry-run", "alarm.yaml"],
         "--fix makes the fixes and --fix-dry-run only shows them; give one of the two"),
        (["--fix", "-"],
         "--fix writes each fixed file back in place, and standard input (-) is no file to write to; name the file instead of -"),
        (["--fix", "alarm.yaml", "-"],
         "--fix writes each fixed file back in place, and standard input (-) is no file to write to; name the file instead of -"),
        (["--fix-dry-run", "-"],
         "--fix-dry-run shows the fixes as a diff of files named by path, and does not fix standard input (-); name the file instead of -"),
        (["--stdin-path", "x", "alarm.yaml"],
         "--stdin-path names standard input, which is read only when a path is `-`"),
        (["--stdin-path", "x"],
         "--stdin-path names standard input, which is read only when a path is `-`"),
        (["--format", "text", "--format", "json", "--output", "F", "alarm.yaml"],
         "--output names one file, but 2 reports have none (text, json); give each but one a file with FORMAT=FILE instead of --output: "
            + "--format text --format json=F"),
        (["--format", "text", "--format", "json", "--format", "sarif", "alarm.yaml"],
         "only one report can go to standard output, and 3 reports have none (text, json, sarif); give the others a file: "
            + "--format text --format json=piclint.json --format sarif=piclint.sarif"),
        (["--output", "F", "--format", "json=G", "alarm.yaml"],
         "--output F is no report's file: each --format names its own; drop --output"),
        (["--format", "json=F", "--format", "sarif=./F", "alarm.yaml"],
         "the json and sarif reports would both be written to ./F; give each its own file"),
        (["--output", "F", "--format", "json=F", "--format", "text", "alarm.yaml"],
         "the json and text reports would both be written to F; give each its own file"),
        (["--format", "json=", "alarm.yaml"],
         "--format json= names no file; write --format json=FILE"),
        (["--max-warnings", "-1", "alarm.yaml"], "--max-warnings needs a count of 0 or more, not -1"),
        (["--max-warnings=-1", "alarm.yaml"], "--max-warnings needs a count of 0 or more, not -1"),
        (["--jobs", "0", "alarm.yaml"], "--jobs needs a count of 1 or more, not 0"),
        (["--jobs", "-2", "alarm.yaml"], "--jobs needs a count of 1 or more, not -2"),
        (["simulate", "--jobs", "-1", "alarm.yaml"], "--jobs needs a count of 1 or more, not -1"),
        (["--write-baseline", "b.json", "--baseline", "b.json", "alarm.yaml"],
         "--baseline hides the findings a baseline holds, and --write-baseline records all of them afresh; "
            + "give one of the two (--write-baseline b.json alone rewrites it)"),
        (["--write-baseline", "b.json", "--fix-dry-run", "alarm.yaml"],
         "--fix-dry-run writes nothing, not even the baseline --write-baseline names; give one of the two"),
        (["--write-baseline", "b.json", "--format", "json=F", "alarm.yaml"],
         "--write-baseline records the findings and writes no report, so --format has nothing to write; "
            + "run piclint once with --write-baseline and once for the report"),
        (["--write-baseline", "b.json", "--output", "F", "alarm.yaml"],
         "--write-baseline records the findings and writes no report, so --output has nothing to write; "
            + "run piclint once with --write-baseline and once for the report"),
        (["--fix-dry-run", "--output", "F", "alarm.yaml"],
         "--fix-dry-run prints a diff on standard output and writes no report, so --output has nothing to write; "
            + "drop it (redirect the diff with > FILE to keep it)"),
        (["--fix-dry-run", "--format", "json", "alarm.yaml"],
         "--fix-dry-run prints a diff on standard output and writes no report, so --format has nothing to write; "
            + "drop it (redirect the diff with > FILE to keep it)"),
        (["--quite", "alarm.yaml"], "Unknown option '--quite'. Did you mean '--quiet'?"),
    ]

    @Test("options that cannot go together are refused with the reason in one line, exit 2, and nothing is read, fixed or written",
          arguments: conflicts)
    func conflict(arguments: [String], message: String) throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(arguments, stdin: Self.badSpec, in: root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "piclint: error: \(message)\n")
        #expect(try String(contentsOfFile: root + "/alarm.yaml", encoding: .utf8) == Self.badSpec)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["alarm.yaml"])
    }

    @Test("the combinations that make sense still work: - with --stdin-path, --max-warnings 0, --output beside a named report, --fix with --write-baseline")
    func combinationsThatWork() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let piped = try runPiclint(["--stdin-path", "screens/piped.yaml", "-"], stdin: Self.badSpec, in: root)
        #expect(piped.status == 1)
        #expect(piped.stdout.hasPrefix("screens/piped.yaml:6:24: error: countDownDuration 25:00"))
        let zero = try runPiclint(["--max-warnings", "0", "--jobs", "1", "alarm.yaml"], in: root)
        #expect(zero.status == 1)
        #expect(zero.stderr == "piclint: failed: 1 error (--fail-on error, the default)\n")
        let two = try runPiclint(["--format", "text", "--format", "json=report.json", "--output", "report.txt", "alarm.yaml"], in: root)
        #expect(two.status == 1)
        #expect(two.stdout.isEmpty)
        #expect(FileManager.default.fileExists(atPath: root + "/report.txt"))
        #expect(FileManager.default.fileExists(atPath: root + "/report.json"))
        let fixThenRecord = try runPiclint(["--now", "2026-11-24T09:41", "--fix", "--write-baseline", "b.json", "alarm.yaml"], in: root)
        #expect(fixThenRecord.status == 0)
        #expect(fixThenRecord.stderr == "piclint: fixed 1 finding in alarm.yaml\npiclint: recorded 0 findings in b.json\n")
    }

    @Test("a second init says how to replace the config, and init --help documents --force, which does")
    func initForce() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try runPiclint(["init"], in: root).status == 0)
        try write("failOn: warning\n", to: root + "/.piclint.yml")
        let again = try runPiclint(["init"], in: root)
        #expect(again.status == 2)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr == "piclint: error: .piclint.yml exists already; `piclint init --force` replaces it with the default\n")
        #expect(try String(contentsOfFile: root + "/.piclint.yml", encoding: .utf8) == "failOn: warning\n")
        let help = try Self.help(["init", "--help"])
        #expect(help.stdout.contains("USAGE: piclint init [--force]"))
        #expect(Self.entries(help.stdout)["--force"] == "--force Replace an existing .piclint.yml (without it, init leaves one alone).")
        let forced = try runPiclint(["init", "--force"], in: root)
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: root + "/.piclint.yml", encoding: .utf8).hasPrefix("# piclint configuration."))
    }
}
