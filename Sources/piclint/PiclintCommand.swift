import ArgumentParser
import Lint

/// `piclint`: lints UI spec files against Apple's Human Interface Guidelines for pickers.
struct PiclintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "piclint",
        abstract: "Check UI spec files (YAML) against Apple's Human Interface Guidelines for pickers and date pickers.",
        discussion: """
            Exit codes: 0 no finding at or above --fail-on; 1 at least one such finding; \
            2 piclint could not do its job (bad arguments, a missing path, an internal failure).
            """,
        version: PiclintVersion.current,
        subcommands: [LintCommand.self, SimulateCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self],
        defaultSubcommand: LintCommand.self
    )

    /// Runs the command line and returns the process's exit code; the only place that decides it.
    static func exitCode(arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            if let lint = command as? LintCommand {
                return lint.execute()
            }
            if let simulate = command as? SimulateCommand {
                return simulate.execute()
            }
            try command.run()
            return 0
        } catch {
            // Help and --version are clean exits; every other parse error is a usage error, code 2 as CLI.md says.
            if exitCode(for: error) == .success {
                Console.standardOutput(fullMessage(for: error) + "\n")
                return 0
            }
            Console.standardError(fullMessage(for: error) + "\n")
            return 2
        }
    }
}
