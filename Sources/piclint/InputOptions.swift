import ArgumentParser
import Config
import Foundation
import Driver
import Lint
import PickerModel

/// The options every command that reads specs shares: which files, and the model's clock.
struct InputOptions: ParsableArguments {
    @Argument(help: "Files, directories or glob patterns ('screens/**/*.yaml'); - reads standard input.")
    var paths: [String] = []

    @Option(help: ArgumentHelp("The name reports give standard input (-).", valueName: "path"))
    var stdinPath: String?

    @Flag(name: .customLong("skip-non-specs"),
          help: "Leave named files that are not plainly specs alone (no top-level screen or controls), as folder walks and globs do; the pre-commit hook passes it.")
    var skipNonSpecs = false

    @Option(help: ArgumentHelp("Pin the model's clock, which `now` and `today` resolve against (YYYY-MM-DDTHH:MM).",
                               valueName: "date-time"))
    var now: String?

    @Option(help: ArgumentHelp("Write the report to this file (whole or not at all) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Use this config instead of the .piclint.yml found in the current folder or a parent.", valueName: "file"))
    var config: String?

    // Optional, so the help gives the default in words rather than this machine's core count; unconditional, so
    // that `--jobs -1` is read as a number (and refused as one) rather than as an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Lint this many files at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    /// The files linted at once: --jobs, else one per core.
    var jobCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs needs a count of 1 or more, not \(jobs)") }
        // Without `-` nothing reads standard input, and the name would silently go unused.
        if stdinPath != nil, !paths.contains("-") {
            throw ValidationError("--stdin-path names standard input, which is read only when a path is `-`")
        }
        if let now, ModelClock(parsing: now) == nil {
            throw ValidationError("--now takes a date and time such as 2026-11-24T09:41, not \(now)")
        }
    }

    /// The clock: pinned by --now, else the machine's.
    var clock: ModelClock {
        now.flatMap(ModelClock.init(parsing:)) ?? .system()
    }

    /// The config in effect, or the message for exit code 2 (with the config's file, line and column).
    func configuration() -> Result<Configuration?, ConfigError> {
        ConfigDiscovery().find(explicit: config)
    }

    /// The files to read: the paths given, else the config's `include`; the config's `exclude` left out.
    func inputs(_ configuration: Configuration?) -> Result<[InputFile], PathError> {
        var arguments = paths
        var fromInclude = false
        if arguments.isEmpty, let configuration, !configuration.include.isEmpty {
            arguments = configuration.include.map { glob in
                configuration.directory == "." || glob.isAbsolute ? glob.pattern : configuration.directory + "/" + glob.pattern
            }
            fromInclude = true
        }
        guard !arguments.isEmpty else {
            return .failure(PathError(message: "no paths given; try `piclint screens/`, or list `include:` patterns in .piclint.yml"))
        }
        return InputCollector().collect(arguments, stdinPath: stdinPath, skipNonSpecs: skipNonSpecs, configuration: configuration).mapError { error in
            // No path was given: say where the one that found nothing came from.
            guard fromInclude else { return error }
            return PathError(message: error.message + " (from `include` in \(configuration?.file ?? ConfigLoader.fileName))")
        }
    }

    /// Finds the config and lints every input with it; on a config or path error, says why and returns nil (exit 2).
    func lint(keepSourceLines: Bool, keepModels: Bool, severities: [RuleID: Severity] = [:])
        -> (configuration: Configuration?, files: [FileReport])? {
        guard let (configuration, runner, inputs) = prepare(severities: severities) else { return nil }
        return (configuration, runner.run(inputs, keepSourceLines: keepSourceLines, keepModels: keepModels))
    }

    /// Finds the config and lints every input with it, each file's report turned by `transform` on its worker and
    /// handed to `consume` in input order. Returns the config in effect (which may be none), or nil after saying
    /// why on a config or path error (exit 2).
    func lint<Output: Sendable>(keepSourceLines: Bool, severities: [RuleID: Severity],
                                transform: @escaping @Sendable (FileReport) -> Output, consume: (Output) -> Void)
        -> Configuration?? {
        guard let (configuration, runner, inputs) = prepare(severities: severities) else { return nil }
        runner.run(inputs, keepSourceLines: keepSourceLines, transform: transform, consume: consume)
        return .some(configuration)
    }

    /// Fixes every input in memory, making the fixes the selection allows; nil after saying why on a config or path
    /// error (exit 2).
    func fixes(severities: [RuleID: Severity], selection: FixSelection) -> [FixOutcome]? {
        guard let (_, runner, inputs) = prepare(severities: severities) else { return nil }
        return inputs.compactMap { runner.fix($0, selection: selection) }
    }

    /// The config in effect, a runner set up with it, and the files to read; nil after saying why on a config or
    /// path error (exit 2).
    private func prepare(severities: [RuleID: Severity]) -> (Configuration?, LintRunner, [InputFile])? {
        let configuration: Configuration?
        switch self.configuration() {
        case .success(let found): configuration = found
        case .failure(let error):
            Console.standardError("\(error)\n")
            return nil
        }
        switch inputs(configuration) {
        case .success(let inputs):
            let runner = LintRunner(linter: Linter(severities: severities, model: ReferenceModel(clock: clock)),
                                    configuration: configuration, commandLineSeverities: severities, jobs: jobCount)
            return (configuration, runner, inputs)
        case .failure(let error):
            Console.standardError("piclint: error: \(error.message)\n")
            return nil
        }
    }

    /// Why a run that found YAML files but linted none of them, every one plainly not a spec, cannot pass: as a
    /// folder with no spec file, it checked nothing. Nil when something was linted, or when `--skip-non-specs` asked
    /// for named files to be skipped (the pre-commit hook, whose staged YAML may all be workflows).
    func noSpecFound(in files: [FileReport]) -> String? {
        guard !skipNonSpecs, !files.isEmpty, files.allSatisfy(\.skippedAsNotSpec) else { return nil }
        let places = paths.isEmpty ? "the `include` patterns of the config" : paths.joined(separator: ", ")
        let found = files.count == 1 ? "1 YAML file found, not a spec" : "\(files.count) YAML files found, none of them a spec"
        return "no spec file found in \(places) (\(found): a spec has `screen` or `controls` at its top level)"
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
