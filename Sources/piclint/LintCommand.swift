import ArgumentParser
import Lint
import Spec
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

    @OptionGroup var input: InputOptions

    @Option(help: "Report format.")
    var format: Format = .text

    @Option(help: "Exit 1 when a finding has at least this severity.")
    var failOn: FailOn = .error

    @Flag(help: "Report errors only.")
    var quiet = false

    @Option(name: .customLong("rule"), help: ArgumentHelp("Set a rule's severity: error, warning, info or off (repeatable).",
                                                         valueName: "id=severity"))
    var ruleSeverities: [String] = []

    func validate() throws {
        _ = try severities()
    }

    /// `--rule ID=SEVERITY` options, checked against the catalogue.
    func severities() throws -> [String: Severity] {
        try RuleSeverities.parse(ruleSeverities)
    }

    @Option(help: "Colour the text report: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorMode = .auto

    /// Lints, writes the report, and returns the exit code.
    func execute() -> Int32 {
        let toTerminal = input.output == nil && Console.isTerminal(.standardOutput)
        let files: [FileReport]
        switch input.run(keepSourceLines: format == .text && toTerminal, severities: (try? severities()) ?? [:]) {
        case .success(let reports): files = reports
        case .failure(let error):
            Console.standardError("piclint: error: \(error.message)\n")
            return 2
        }
        let all = files.flatMap(\.diagnostics)
        let shown = quiet ? files.map { file in
            var file = file
            file.diagnostics = file.diagnostics.filter { $0.severity == .error }
            return file
        } : files
        let reportInput = ReportInput(files: shown)
        let report: String
        switch format {
        case .text:
            report = TextReporter(color: useColor(toTerminal: toTerminal), showSource: toTerminal).render(reportInput)
        case .json:
            report = JSONReporter().render(reportInput)
        }
        guard input.write(report) else { return 2 }
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
