import ArgumentParser
import Driver
import Lint
import PickerModel

/// The options every command that reads specs shares: which files, and the model's clock.
struct InputOptions: ParsableArguments {
    @Argument(help: "Files, directories or glob patterns ('screens/**/*.yaml'); - reads standard input.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("The name reports give standard input (-).", valueName: "path"))
    var stdinPath: String?

    @Option(help: ArgumentHelp("Pin the model's clock, which `now` and `today` resolve against (YYYY-MM-DDTHH:MM).",
                               valueName: "date-time"))
    var now: String?

    @Option(help: ArgumentHelp("Write the report to this file (whole or not at all) instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        if paths.isEmpty {
            throw ValidationError("no paths given; try `piclint screens/` or `piclint 'screens/**/*.yaml'`")
        }
        if let now, ModelClock(parsing: now) == nil {
            throw ValidationError("--now takes a date and time such as 2026-11-24T09:41, not \(now)")
        }
    }

    /// The clock: pinned by --now, else the machine's.
    var clock: ModelClock {
        now.flatMap(ModelClock.init(parsing:)) ?? .system()
    }

    /// The files to read, or the message for exit code 2.
    func inputs() -> Result<[InputFile], PathError> {
        InputCollector().collect(paths, stdinPath: stdinPath)
    }

    /// Lints every input with the model's clock.
    func run(keepSourceLines: Bool, severities: [String: Severity] = [:]) -> Result<[FileReport], PathError> {
        let linter = Linter(severities: severities, model: ReferenceModel(clock: clock))
        return inputs().map { LintRunner(linter: linter).run($0, keepSourceLines: keepSourceLines) }
    }

    /// Writes a report to --output or standard output; returns false (after saying why) when it cannot.
    func write(_ report: String) -> Bool {
        guard let output else {
            Console.standardOutput(report)
            return true
        }
        if let error = Console.writeAtomically(report, to: output) {
            Console.standardError("piclint: error: cannot write \(output): \(error)\n")
            return false
        }
        return true
    }
}
