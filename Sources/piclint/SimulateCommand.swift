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

    /// Draws every picker and returns the exit code: 1 when a file could not be read as YAML.
    func execute() -> Int32 {
        guard let (_, files) = input.lint(keepSourceLines: false, keepModels: true) else { return 2 }
        if let nothing = input.noSpecFound(in: files) {
            Console.standardError("piclint: error: \(nothing)\n")
            return 2
        }
        guard input.write(SimulationReporter().render(ReportInput(files: files))) else { return 2 }
        return files.contains { $0.diagnostics.contains { $0.rule == InputRules.yamlSyntax.id } } ? 1 : 0
    }
}
