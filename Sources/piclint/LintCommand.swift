import ArgumentParser
import Driver
import Lint
import Reports

/// `piclint [lint] PATH...`: lint files, directories and globs.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint spec files, directories (recursively, *.yaml and *.yml) and glob patterns (the default command)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case error, warning, info, never

        var threshold: Severity? {
            switch self {
            case .error: return .error
            case .warning: return .warning
            case .info: return .info
            case .never: return nil
            }
        }
    }

    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never
    }

    @Argument(help: "Files, directories or glob patterns ('screens/**/*.yaml'); - reads standard input.")
    var paths: [String] = []

    @Option(help: "Report format.")
    var format: Format = .text

    @Option(help: ArgumentHelp("Write the report to this file (whole or not at all) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: "Exit 1 when a finding has at least this severity.")
    var failOn: FailOn = .error

    @Flag(help: "Report errors only.")
    var quiet = false

    @Option(help: "Colour the text report: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorMode = .auto

    @Option(help: ArgumentHelp("The name reports give standard input (-).", valueName: "path"))
    var stdinPath: String?

    func validate() throws {
        if paths.isEmpty {
            throw ValidationError("no paths given; try `piclint screens/` or `piclint 'screens/**/*.yaml'`")
        }
    }

    /// Lints, writes the report, and returns the exit code.
    func execute() -> Int32 {
        let inputs: [InputFile]
        switch InputCollector().collect(paths, stdinPath: stdinPath) {
        case .success(let files): inputs = files
        case .failure(let error):
            Console.standardError("piclint: error: \(error.message)\n")
            return 2
        }
        let toTerminal = output == nil && Console.isTerminal(.standardOutput)
        let files = LintRunner().run(inputs, keepSourceLines: format == .text && toTerminal)
        let all = files.flatMap(\.diagnostics)
        let shown = quiet ? files.map { file in
            FileReport(path: file.path, diagnostics: file.diagnostics.filter { $0.severity == .error }, sourceLines: file.sourceLines)
        } : files
        let input = ReportInput(files: shown)
        let report: String
        switch format {
        case .text:
            report = TextReporter(color: useColor(toTerminal: toTerminal), showSource: toTerminal).render(input)
        case .json:
            report = JSONReporter().render(input)
        }
        if let output {
            if let error = Console.writeAtomically(report, to: output) {
                Console.standardError("piclint: error: cannot write \(output): \(error)\n")
                return 2
            }
        } else {
            Console.standardOutput(report)
        }
        guard let threshold = failOn.threshold else { return 0 }
        return all.contains { $0.severity >= threshold } ? 1 : 0
    }

    private func useColor(toTerminal: Bool) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return toTerminal && !Console.noColorRequested
        }
    }
}
