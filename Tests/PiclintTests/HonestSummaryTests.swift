import Foundation
import Testing

/// A summary never contradicts the exit code: `--quiet` shortens the listing, not the counts, and every exit 1 says
/// why on standard error.
@Suite("Honest summaries and exit reasons")
struct HonestSummaryTests {
    /// One error-free screen with two warnings: a list nearly in order, and an unknown key.
    static let twoWarnings = """
        screen: Sizes
        controls:
          - id: size
            kind: picker
            style: wheels
            wheels:
              - values: [b, a, c, d, e, f, g, h, i, j, k]
                default: b
          - {id: t, kind: datePicker, mode: time, default: "07:30", colour: red}

        """

    static let oneErrorOneWarning = """
        screen: Alarm
        controls:
          - {id: t, kind: datePicker, mode: time, minuteInterval: 7, colour: red}

        """

    func run(_ arguments: [String], spec: String = twoWarnings) throws -> ProcessResult {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(spec, to: root + "/a.yaml")
        return try runPiclint(["--now", "2026-11-24T09:00", "--color", "never"] + arguments + ["a.yaml"], in: root)
    }

    @Test("--quiet with --fail-on warning: the warnings it does not list are counted, and the failure says why")
    func quietFailOnWarning() throws {
        let result = try run(["--quiet", "--fail-on", "warning"])
        #expect(result.status == 1)
        #expect(result.stdout == "1 file, 0 errors, 2 warnings (2 not listed with --quiet)\n")
        #expect(result.stderr == "piclint: failed: 2 warnings (--fail-on warning)\n")
    }

    @Test("--quiet with --max-warnings 0: the summary's count is the one the limit judges")
    func quietMaxWarnings() throws {
        let result = try run(["--quiet", "--max-warnings", "0"])
        #expect(result.status == 1)
        #expect(result.stdout == "1 file, 0 errors, 2 warnings (2 not listed with --quiet)\n")
        #expect(result.stderr == "piclint: failed: 2 warnings, more than --max-warnings 0\n")
    }

    @Test("--quiet lists the errors and counts the rest")
    func quietListsErrors() throws {
        let result = try run(["--quiet"], spec: Self.oneErrorOneWarning)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").filter { !$0.hasPrefix("  = help: ") }
        #expect(lines.count == 2)
        #expect(lines.first?.contains("error: minuteInterval 7") == true)
        #expect(lines.last == "1 file, 1 error, 1 warning (1 not listed with --quiet)")
        #expect(result.stderr == "piclint: failed: 1 error (--fail-on error, the default)\n")
    }

    @Test("the JSON summary counts what --quiet leaves out, and says how many in `quieted`")
    func quietJSON() throws {
        let result = try run(["--quiet", "--format", "json"], spec: Self.oneErrorOneWarning)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["errors"] == 1)
        #expect(summary["warnings"] == 1)
        #expect(summary["quieted"] == 1)
        let listed = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(listed.map { $0["severity"] as? String } == ["error"])
        // Without --quiet nothing is left out.
        let full = try run(["--format", "json"], spec: Self.oneErrorOneWarning)
        let fullReport = try #require(try JSONSerialization.jsonObject(with: Data(full.stdout.utf8)) as? [String: Any])
        #expect((fullReport["summary"] as? [String: Int])?["quieted"] == 0)
        #expect((fullReport["diagnostics"] as? [Any])?.count == 2)
    }

    @Test("the HTML report's summary counts what --quiet leaves out too")
    func quietHTML() throws {
        let result = try run(["--quiet", "--format", "html"])
        #expect(result.stdout.contains("1 file, 0 errors, 2 warnings (2 not listed with --quiet)"))
    }

    @Test("the reason for exit 1 is said with every format, and names where the threshold came from", arguments: ["text", "json", "sarif", "junit", "checkstyle", "github"])
    func reasonInEveryFormat(format: String) throws {
        let result = try run(["--format", format], spec: Self.oneErrorOneWarning)
        #expect(result.status == 1)
        #expect(result.stderr == "piclint: failed: 1 error (--fail-on error, the default)\n")
    }

    @Test("a config's failOn is named as the reason's source")
    func reasonFromConfig() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(Self.oneErrorOneWarning, to: root + "/a.yaml")
        try write("failOn: warning\n", to: root + "/.piclint.yml")
        let result = try runPiclint(["a.yaml"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr == "piclint: failed: 1 error and 1 warning (failOn: warning in the config)\n")
    }

    @Test("a passing run prints no reason")
    func passing() throws {
        let result = try run(["--fail-on", "error"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}
