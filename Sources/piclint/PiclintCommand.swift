import ArgumentParser
import Config
import Driver
import Foundation
import Lint
import Reports
import Spec

/// `piclint`: lints UI spec files against Apple's Human Interface Guidelines for pickers.
struct PiclintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "piclint",
        abstract: "Check UI spec files (YAML) against Apple's Human Interface Guidelines for pickers and date pickers.",
        discussion: """
            Exit codes: 0 no finding at or above --fail-on; 1 at least one such finding, or more warnings than \
            --max-warnings, or a file --fix-dry-run would change; 2 piclint could not do its job (bad arguments, a bad config or baseline, a path that is missing or holds no \
            spec, a report it cannot write, an output that is one of its inputs); 130, 143, 129 stopped by SIGINT, SIGTERM or \
            SIGHUP (its temporary files removed). The reason for 1 or 2 is on standard error.
            """,
        version: PiclintVersion.current,
        subcommands: [LintCommand.self, SimulateCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self, ServerCommand.self],
        defaultSubcommand: LintCommand.self
    )

    /// Runs the command line and returns the process's exit code: ArgumentParser's parse, then the command's
    /// `run`, which signals an exit code other than 0 with `ExitCode` (having said why) or `CommandFailure`.
    static func exitCode(arguments: [String]) -> Int32 {
        // `piclint --version` alone is answered here, as ArgumentParser answers it (the version and a newline, exit 0):
        // ArgumentParser first reads the declarations of `lint`, the default command, and the Swift runtime's
        // lookups that takes cost more than the rest of the run (benchmarks/run.py's `--version` row).
        if arguments == ["--version"] {
            return written(configuration.version + "\n", what: "the version")
        }
        do {
            // The common lint lines are read without ArgumentParser's start-up; see `PlainLintLine`.
            let plain = PlainLintLine.command(arguments)
            var command: any ParsableCommand = try plain.map { $0 as any ParsableCommand } ?? parseAsRoot(arguments)
            if let subcommand = misspeltSubcommand(arguments.first) {
                let word = TerminalText.visible(arguments.first ?? "")
                return usageError("no such file or directory: \(word); did you mean the subcommand `\(subcommand)`?")
            }
            // A plain line is a lint command, known without a dynamic cast: the cast's first conformance lookup
            // costs about 1M instructions, 2 % of a one-file run.
            if let writing = plain.map({ $0 as any WritingCommand }) ?? (command as? any WritingCommand) {
                // The run's temporary files, removed if a signal ends it.
                let temporaryFiles = TemporaryFiles()
                Interruptions.watch(temporaryFiles)
                try writing.run(temporaryFiles: temporaryFiles)
            } else {
                try command.run()
            }
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch let failure as CommandFailure {
            guard failure.positioned else { return usageError(failure.message) }
            // Lines that carry their own `file:line:column: error:`, as a config's mistakes do.
            Console.standardError(failure.message + "\n")
            return 2
        } catch {
            return report(error)
        }
    }

    /// Help and --version are clean exits; every other error is a usage error, code 2 as CLI.md says, said in
    /// one line like piclint's other errors rather than with ArgumentParser's usage block.
    private static func report(_ error: Error) -> Int32 {
        if exitCode(for: error) == .success {
            let message = message(for: error)
            // The root's help is `lint`'s (the default command, with the options people look for) and the
            // other commands; ArgumentParser's own lists only the root's options.
            return written((message == helpMessage() ? rootHelp() : fullMessage(for: error)) + "\n",
                           what: message == configuration.version ? "the version" : "the help")
        }
        return usageError(message(for: error))
    }

    /// 0 when the text is written to standard output, else 2 with why (help into a full disk is no help).
    private static func written(_ text: String, what: String) -> Int32 {
        do {
            try Console.standardOutput(text, what: what)
            return 0
        } catch let failure as CommandFailure {
            return usageError(failure.message)
        } catch {
            return usageError("\(error)")
        }
    }

    private static func usageError(_ message: String) -> Int32 {
        Console.standardError("piclint: error: \(message)\n")
        return 2
    }

    /// `piclint --help`: the overview and exit codes, `lint`'s usage, arguments and options, then the commands.
    static func rootHelp(columns: Int? = nil) -> String {
        let root = helpMessage(columns: columns)
        var lint = helpMessage(for: LintCommand.self, columns: columns)
        guard let rootUsage = root.range(of: "\nUSAGE:"), let commands = root.range(of: "\nSUBCOMMANDS:"),
              let lintUsage = lint.range(of: "\nUSAGE:") else {
            // Not the layout this was written against: both helps whole rather than a wrong cut.
            return root + "\n\n" + lint
        }
        lint = String(lint[lintUsage.lowerBound...]).replacingOccurrences(
            of: "USAGE: \(LintCommand.usage)\n", with: "USAGE: \(LintCommand.usage)\n       piclint <subcommand>\n")
        while lint.hasSuffix("\n") { lint.removeLast() }
        return String(root[..<rootUsage.lowerBound]) + lint + "\n" + String(root[commands.lowerBound...])
    }

    /// The command a first word nearly names, when `lint` (the default) took it for a path that does not exist:
    /// `piclint explian minute-interval` means `explain`. A first word that parsed is `lint`'s first path unless
    /// it is an option or names a command; an existing file or a glob pattern is a path.
    static func misspeltSubcommand(_ first: String?) -> String? {
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard let word = first, !word.hasPrefix("-"), !names.contains(word), !Glob.isPattern(word),
              !RawArguments.current.exists(word) else { return nil }
        return Suggestions.nearest(to: word, in: names)
    }
}

/// A command that writes files (reports, baselines, fixed specs, a config): it runs with the run's record of
/// temporary files, which an interruption empties (`Interruptions`).
protocol WritingCommand: ParsableCommand {
    func run(temporaryFiles: TemporaryFiles) throws
}

extension WritingCommand {
    /// ArgumentParser's entry point, which `PiclintCommand.exitCode` does not use: a run with a record of its own
    /// that no interruption empties.
    func run() throws {
        try run(temporaryFiles: TemporaryFiles())
    }
}

/// A command that could not do its job for a reason the user can act on; piclint says it in one line, exit 2.
struct CommandFailure: Error {
    var message: String
    /// Whether each line of the message leads with its own `file:line:column: error:`.
    var positioned = false
}
