import Foundation
import Testing

/// `--statistics`: counts per rule and severity, for a team sizing its first baseline.
@Suite("--statistics")
struct StatisticsTests: NewcomerSupport {
    /// Two minute-interval errors (suggested fixes), a countdown-limit error with a safe fix, and the same finding a
    /// warning under `watch/`, where the config lowers the rule.
    func statisticsProject() throws -> String {
        let interval = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: time, minuteInterval: 7}\n"
        return try scratch([
            "a.yaml": OutputTesting.badSpec,
            "b.yaml": interval,
            "d.yaml": interval,
            "watch/c.yaml": OutputTesting.badSpec,
            "clean.yaml": OutputTesting.cleanSpec,
            ".piclint.yml": "include: [\"**/*.yaml\"]\noverrides:\n  - files: [\"watch/**\"]\n    rules: {countdown-limit: warning}\n",
        ])
    }

    static let statisticsTable = [
        "count  rule             severity  fixable",
        "    2  minute-interval  error           0",
        "    1  countdown-limit  error           1",
        "    1  countdown-limit  warning         1",
        "5 files, 3 errors, 1 warning",
        "",
    ]

    @Test("--statistics prints counts per rule and severity in place of the findings, most first, then by rule; exit codes unchanged")
    func statistics() throws {
        let root = try statisticsProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listed = try runPiclint(Self.now, in: root)
        for jobs in ["1", "4"] {
            let counted = try runPiclint(Self.now + ["--statistics", "--jobs", jobs], in: root)
            #expect(lines(counted.stdout) == Self.statisticsTable)
            #expect(counted.status == listed.status)
            #expect(counted.status == 1)
            #expect(counted.stderr == listed.stderr)
        }
        // The exit code follows --fail-on and --max-warnings as ever.
        #expect(try runPiclint(Self.now + ["--statistics", "--fail-on", "never"], in: root).status == 0)
        #expect(try runPiclint(Self.now + ["--statistics", "--fail-on", "never", "--max-warnings", "0"], in: root).status == 1)
        // --quiet lists errors only, and so counts them only.
        let quiet = try runPiclint(Self.now + ["--statistics", "--quiet"], in: root)
        #expect(lines(quiet.stdout) == Array(Self.statisticsTable.prefix(3)) + ["5 files, 3 errors, 1 warning (1 not listed with --quiet)", ""])
        // Nothing found: the summary alone.
        let clean = try runPiclint(Self.now + ["--statistics", "clean.yaml"], in: root)
        #expect(clean.status == 0)
        #expect(clean.stdout == "1 file, 0 errors, 0 warnings\n")
        // Colour as the text report's: the header bold, each severity in its colour.
        let painted = try runPiclint(Self.now + ["--statistics", "--color", "always"], in: root)
        #expect(painted.stdout.hasPrefix("\u{1B}[1mcount  rule             severity  fixable\u{1B}[0m\n    2  minute-interval  \u{1B}[1;31merror\u{1B}[0m      "))
        #expect(painted.stdout.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == Self.statisticsTable.joined(separator: "\n"))
    }

    @Test("--statistics changes the text report only: other reports are the same, and the table agrees with the JSON report")
    func statisticsWithFormats() throws {
        let root = try statisticsProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let both = try runPiclint(Self.now + ["--statistics", "--format", "json", "--format", "text=stats.txt", "--format", "sarif=r.sarif"], in: root)
        #expect(both.status == 1)
        #expect(try String(contentsOfFile: root + "/stats.txt", encoding: .utf8) == Self.statisticsTable.joined(separator: "\n"))
        let json = try runPiclint(Self.now + ["--format", "json", "--format", "sarif=plain.sarif"], in: root)
        #expect(both.stdout == json.stdout)
        #expect(try String(contentsOfFile: root + "/r.sarif", encoding: .utf8) == String(contentsOfFile: root + "/plain.sarif", encoding: .utf8))

        // Over every bad fixture: each row is the JSON report's count of that rule and severity, and of its safe fixes.
        let fixtures = try runPiclint(Self.now + ["--statistics", "--format", "text", "--format", "json=r.json", Repo.path("Fixtures/bad")], in: root)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/r.json"))) as? [String: Any])
        var expected: [String: (count: Int, fixable: Int)] = [:]
        for diagnostic in try #require(report["diagnostics"] as? [[String: Any]]) {
            let key = "\(diagnostic["rule"] as? String ?? "?") \(diagnostic["severity"] as? String ?? "?")"
            let safe = ((diagnostic["fix"] as? [String: Any])?["applicability"] as? String) == "safe"
            expected[key, default: (0, 0)].count += 1
            expected[key, default: (0, 0)].fixable += safe ? 1 : 0
        }
        let rows = lines(fixtures.stdout).dropFirst().dropLast(2).map { $0.split(separator: " ").map(String.init) }
        #expect(rows.count == expected.count)
        #expect(rows.count > 5)
        for row in rows {
            #expect(row.count == 4)
            let counts = expected["\(row[1]) \(row[2])"]
            #expect(counts.map { [String($0.count), String($0.fixable)] } == [row[0], row[3]], "\(row)")
        }
        // The most first, ties by rule id.
        let order: [(count: Int, rule: String)] = rows.map { (Int($0[0]) ?? 0, $0[1]) }
        let sorted = order.sorted { left, right in left.count != right.count ? left.count > right.count : left.rule < right.rule }
        #expect(order.map(\.rule) == sorted.map(\.rule))
    }

    @Test("--statistics where there is no table to print is refused, with what to do", arguments: [
        (["--format", "json"], "--statistics prints its table in the text report, and this run writes none; add --format text (standard output) or --format text=FILE"),
        (["--format", "sarif=r.sarif"], "--statistics prints its table in the text report, and this run writes none; add --format text (standard output) or --format text=FILE"),
        (["--fix-dry-run"], "--fix-dry-run prints a diff and writes no report, so --statistics has no table to print; give one of the two"),
        (["--write-baseline", "b.json"], "--write-baseline records the findings and writes no report, so --statistics has no table to print; size the baseline with --statistics first, then record it with --write-baseline b.json"),
    ])
    func statisticsRefused(arguments: [String], message: String) throws {
        let root = try statisticsProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["--statistics"] + arguments, in: root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "piclint: error: \(message)\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/b.json"))
    }

    @Test("--help documents --statistics and how it composes with --format")
    func statisticsHelp() throws {
        for arguments in [["lint", "--help"], ["--help"]] {
            let entries = HelpAndOptionTests.entries(try HelpAndOptionTests.help(arguments).stdout)
            #expect(entries["--statistics"] == "--statistics Count the findings per rule: the text report prints a table (count, rule, severity, "
                + "how many --fix fixes), the most frequent first, in place of the findings; other --format reports are written as usual. "
                + "Exit codes are unchanged.")
        }
    }
}
