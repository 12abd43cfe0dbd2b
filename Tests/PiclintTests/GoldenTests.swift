import Driver
import Foundation
import Lint
import PickerModel
import Reports
import Testing

/// The Fixtures' reports, compared byte for byte with the files in Fixtures/golden.
/// Run with PICLINT_UPDATE_GOLDEN=1 to rewrite them after a deliberate change, then review the diff.
@Suite("Golden reports on the Fixtures")
struct GoldenTests {
    static let update = ProcessInfo.processInfo.environment["PICLINT_UPDATE_GOLDEN"] == "1"

    static var fixtures: [String] {
        ["good", "bad"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: Repo.path("Fixtures/\(folder)"))) ?? [])
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
                .sorted()
                .map { "\(folder)/\($0)" }
        }
    }

    /// The clock every golden report is made with (`--now 2026-11-24T09:41`).
    static let now = "2026-11-24T09:41"

    /// One fixture linted as `Fixtures/<folder>/<name>` from the repository root, with the pinned clock.
    static func lint(_ fixture: String) -> FileReport {
        let path = "Fixtures/" + fixture
        let runner = LintRunner(linter: Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all))
        return runner.lint(InputFile(source: .path(Repo.path(path)), displayPath: path))
    }

    /// The report of one fixture in a format.
    static func report(_ fixture: String, json: Bool) -> String {
        let input = ReportInput(files: [lint(fixture)])
        return json ? JSONReporter().render(input) : TextReporter().render(input)
    }

    static func compare(_ actual: String, golden: String) throws {
        let path = Repo.path("Fixtures/golden/" + golden)
        if update {
            try write(actual, to: path)
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "Fixtures/golden/\(golden) differs; rerun with PICLINT_UPDATE_GOLDEN=1 and review the diff")
    }

    static func stem(_ fixture: String) -> String {
        String(fixture.prefix { $0 != "." })
    }

    @Test("there are at least 12 fixtures, good and bad")
    func enoughFixtures() {
        #expect(Self.fixtures.count >= 12)
        #expect(Self.fixtures.contains { $0.hasPrefix("good/") })
        #expect(Self.fixtures.contains { $0.hasPrefix("bad/") })
    }

    @Test("text report", arguments: fixtures)
    func text(fixture: String) throws {
        try Self.compare(Self.report(fixture, json: false), golden: Self.stem(fixture) + ".txt")
    }

    @Test("JSON report", arguments: fixtures)
    func json(fixture: String) throws {
        try Self.compare(Self.report(fixture, json: true), golden: Self.stem(fixture) + ".json")
    }

    @Test("simulate drawing", arguments: fixtures)
    func simulate(fixture: String) throws {
        try Self.compare(SimulationReporter().render(ReportInput(files: [Self.lint(fixture)])), golden: Self.stem(fixture) + ".simulate.txt")
    }

    @Test("good fixtures give no finding at all", arguments: fixtures.filter { $0.hasPrefix("good/") })
    func goodIsClean(fixture: String) {
        let file = Self.lint(fixture)
        #expect(file.diagnostics.isEmpty, "\(fixture): \(file.diagnostics.map { "\($0.range.start) \($0.rule) \($0.message)" })")
    }

    @Test("bad fixtures give findings", arguments: fixtures.filter { $0.hasPrefix("bad/") })
    func badHasFindings(fixture: String) {
        #expect(!Self.lint(fixture).diagnostics.isEmpty)
    }

    @Test("the whole Fixtures folder through the binary: the README's first command")
    func wholeRun() throws {
        let result = try runPiclint(["--now", Self.now, "Fixtures"], in: Repo.root.path)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("piclint: failed: ") && result.stderr.hasSuffix(" errors (--fail-on error, the default)\n"))
        try Self.compare(result.stdout, golden: "all.txt")
    }

    @Test("piclint simulate over the whole Fixtures folder through the binary")
    func wholeSimulation() throws {
        let result = try runPiclint(["simulate", "--now", Self.now, "Fixtures"], in: Repo.root.path)
        // Two bad fixtures are not valid YAML, so simulate says so and exits 1.
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        try Self.compare(result.stdout, golden: "simulate-all.txt")
    }
}
