import ArgumentParser
import Lint
import Reports

/// `piclint simulate PATH...`: draws each picker as the reference model sees it.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Draw each picker as the reference model sees it: the visible rows of every wheel, the selection bar, units, counts."
    )

    @OptionGroup var input: InputOptions

    /// Draws every picker; exit 1 when a file could not be read as YAML.
    func run() throws {
        let run = try input.prepare()
        let files = run.runner.run(run.inputs, keepSourceLines: false, keepModels: true)
        if let nothing = input.noSpecFound(in: files) {
            throw CommandFailure(message: nothing)
        }
        try input.write(SimulationReporter().render(ReportInput(files: files)))
        if files.contains(where: { $0.diagnostics.contains { InputRules.isSyntax($0.rule) } }) {
            throw ExitCode.failure
        }
    }
}
