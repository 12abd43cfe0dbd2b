import ArgumentParser
import Testing
@testable import piclint

/// The common lint lines are read without ArgumentParser (its start-up cost more than linting one file). Each line
/// read that way must give exactly the command ArgumentParser gives, and every other line must be left to it.
@Suite("Plain lint lines")
struct PlainLintLineTests {
    /// Every setting of a lint command, as text: two commands with the same settings run the same.
    static func settings(_ command: LintCommand) -> [String] {
        let input = command.input
        return [
            "paths \(input.paths)", "stdinPath \(String(describing: input.stdinPath))", "skipNonSpecs \(input.skipNonSpecs)",
            "now \(String(describing: input.now))", "output \(String(describing: input.output))",
            "config \(String(describing: input.config))", "jobs \(String(describing: input.jobs))",
            "formats \(command.formatSpecs.map { String(describing: $0) })", "failOn \(String(describing: command.failOn))",
            "maxWarnings \(String(describing: command.maxWarnings))", "baseline \(String(describing: command.baseline))",
            "writeBaseline \(String(describing: command.writeBaseline))", "quiet \(command.quiet)", "fix \(command.fix)",
            "fixDryRun \(command.fixDryRun)", "unsafeFixes \(command.unsafeFixes)",
            "rules \(command.ruleSeverities.map { String(describing: $0) })", "statistics \(command.statistics)",
            "color \(command.color)",
        ]
    }

    static let plainLines: [[String]] = [
        ["screens/a.yaml"],
        ["lint", "a.yaml", "b.yml"],
        ["--now", "2026-11-24T09:41", "a.yaml"],
        ["--now=2026-11-24T09:41", "--jobs", "1", "--format", "json=out.json", "screens"],
        ["--format", "text", "--format", "sarif=x.sarif", "--quiet", "--skip-non-specs", "a.yaml"],
        ["--config", "ci/.piclint.yml", "--fix", "a.yaml"],
        ["lint", "lint", "simulate"],
        ["a b.yaml", "ünïcode.yaml", "x=y.yaml"],
        [],
        ["--jobs=+2", "a.yaml"],
        ["a.yaml", "lint", "simulate"],
        ["--format=sarif=out.sarif", "--config=c.yml", "--now=2026-01-01T00:00", "a.yaml"],
    ]

    @Test("a plain line gives the command ArgumentParser gives", arguments: plainLines)
    func plainLineMatchesArgumentParser(_ arguments: [String]) throws {
        let plain = try #require(PlainLintLine.command(arguments))
        let parsed = try #require(try PiclintCommand.parseAsRoot(arguments) as? LintCommand)
        #expect(Self.settings(plain) == Self.settings(parsed))
    }

    static let otherLines: [[String]] = [
        ["--help"], ["-h"], ["help"], ["--version"], ["simulate", "a.yaml"], ["rules"], ["a.yaml", "help"],
        ["--now", "yesterday", "a.yaml"], ["--jobs", "0", "a.yaml"], ["--jobs", "-1", "a.yaml"], ["--jobs", "many"],
        ["--format", "xml", "a.yaml"], ["--format", "json=", "a.yaml"], ["--format", "text", "--format", "json"],
        ["--now", "2026-11-24T09:41", "--now", "2026-11-24T09:42", "a.yaml"], ["--quiet", "--quiet", "a.yaml"],
        ["--", "-a.yaml"], ["-", "--stdin-path", "x.yaml"], ["--rule", "short-list=off", "a.yaml"],
        ["--fix-dry-run", "a.yaml"], ["--unknown", "a.yaml"], ["--now"], ["--format", "--quiet"],
    ]

    @Test("any other line is left to ArgumentParser", arguments: otherLines)
    func otherLinesAreLeftToArgumentParser(_ arguments: [String]) {
        #expect(PlainLintLine.command(arguments) == nil)
    }
}
