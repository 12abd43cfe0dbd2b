import ArgumentParser

/// The command lines a pre-commit hook or a CI job gives most often, `piclint [lint] [--now T] [--config F]
/// [--format F[=FILE]]... [--jobs N] [--quiet] [--skip-non-specs] [--fix] PATH...`, read without ArgumentParser.
///
/// ArgumentParser's parse reflects over every option of every command and first checks for a completion-script
/// request; in a one-file run that start-up (mostly the Swift runtime's first lookups of protocol conformances) cost
/// more than linting the file. A line with anything else (another option, `--`, `-x`, a value that starts with `-`,
/// `help`, a subcommand, a value ArgumentParser would refuse, a mistake `validate` finds) is left to ArgumentParser,
/// so its help, its errors and its words stay the only ones. `PlainLintLineTests` holds the two readings equal.
enum PlainLintLine {
    /// The lint command the line gives, or nil to leave it to ArgumentParser.
    static func command(_ arguments: [String]) -> LintCommand? {
        var words = arguments[...]
        if words.first == "lint" { words.removeFirst() }
        var paths: [String] = []
        var now: String?, config: String?, jobs: Int?
        var formats: [FormatArgument] = []
        var quiet = false, skipNonSpecs = false, fix = false
        while let word = words.popFirst() {
            guard word.hasPrefix("-") else {
                paths.append(word)
                continue
            }
            switch word {
            case "--quiet" where !quiet: quiet = true
            case "--skip-non-specs" where !skipNonSpecs: skipNonSpecs = true
            case "--fix" where !fix: fix = true
            default:
                // `--name value` or `--name=value`; a value that starts with `-` is ArgumentParser's to judge.
                let (name, attached) = split(word)
                guard let value = attached ?? words.popFirst(), !value.hasPrefix("-") else { return nil }
                switch name {
                case "--now" where now == nil: now = value
                case "--config" where config == nil: config = value
                case "--jobs" where jobs == nil:
                    guard let count = Int(value) else { return nil }
                    jobs = count
                case "--format": formats.append(FormatArgument(argument: value))
                default: return nil
                }
            }
        }
        // A first path that names a subcommand, or `help` anywhere, means something else.
        if paths.contains("help") { return nil }
        if let first = paths.first, arguments.first != "lint",
           PiclintCommand.configuration.subcommands.contains(where: { $0.configuration.commandName == first }) {
            return nil
        }
        var input = InputOptions()
        input.paths = paths
        input.stdinPath = nil
        input.skipNonSpecs = skipNonSpecs
        input.now = now
        input.output = nil
        input.config = config
        input.jobs = jobs
        var command = LintCommand()
        command.input = input
        command.formatSpecs = formats
        command.failOn = nil
        command.maxWarnings = nil
        command.baseline = nil
        command.writeBaseline = nil
        command.quiet = quiet
        command.fix = fix
        command.fixDryRun = false
        command.unsafeFixes = false
        command.ruleSeverities = []
        command.statistics = false
        command.color = .auto
        // ArgumentParser validates the option group, then the command; a mistake is left to it to say.
        do {
            try command.input.validate()
            try command.validate()
        } catch {
            return nil
        }
        return command
    }

    private static func split(_ word: String) -> (name: Substring, value: String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word[...], nil) }
        return (word[..<equals], String(word[word.index(after: equals)...]))
    }
}
