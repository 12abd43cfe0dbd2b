import ArgumentParser
import Config
import Foundation
import Driver
import Lint
import PickerModel
import Policy
import Reports
import Source
import Spec
import YAML

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
    var jobCount: ThreadCount { jobs.map(ThreadCount.exactly) ?? .everyCore }

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
        ConfigDiscovery.ofThisProcess().find(explicit: config)
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
        // Paths the user typed are read back into the bytes the shell passed (see `RawArguments`); the config's
        // patterns are its text.
        let raw = fromInclude ? arguments.map { RawPath($0) } : arguments.map(RawArguments.current.path)
        let stdinName = stdinPath.map { RawArguments.current.path($0).display }
        return InputCollector().collect(raw, stdinPath: stdinName, skipNonSpecs: skipNonSpecs, configuration: configuration).mapError { error in
            // No path was given: say where the one that found nothing came from.
            guard fromInclude else { return error }
            return PathError(message: error.message + " (from `include` in \(configuration?.file ?? ConfigLoader.fileName))")
        }
    }

    /// What a run reads: the config in effect (which may be none), a runner set up with it, and the files.
    struct Run {
        var configuration: Configuration?
        var runner: LintRunner
        var inputs: [InputFile]
    }

    /// Finds the config and the files to read; throws the config's or the paths' error (exit 2).
    func prepare(severities: SeverityResolution = SeverityResolution()) throws -> Run {
        let configuration: Configuration?
        switch self.configuration() {
        case .success(let found): configuration = found
        case .failure(let error): throw CommandFailure(message: "\(error)", positioned: true)
        }
        switch inputs(configuration) {
        case .success(let inputs):
            var linter = Linter(severities: severities.severities(nil), model: ReferenceModel(clock: clock), frontEnds: .all)
            // A screen of many controls (one big file) is shared out among as many threads as files are linted at once.
            linter.workers = ScreenWorkers(jobCount)
            let runner = LintRunner(linter: linter, configuration: configuration, severities: severities, jobs: jobCount)
            return Run(configuration: configuration, runner: runner, inputs: inputs)
        case .failure(let error):
            throw CommandFailure(message: error.message)
        }
    }

    /// When a run that linted nothing must say so.
    var presence: SpecPresence { SpecPresence(paths: paths, skipNonSpecs: skipNonSpecs) }

    /// Writes a report to --output or standard output; throws why it cannot (exit 2). `what` names it in the
    /// message ("the drawing").
    func write(_ report: String, what: String, temporaryFiles: TemporaryFiles) throws {
        guard let output else {
            try Console.standardOutput(report, what: what)
            return
        }
        if let error = Console.writeAtomically(report, to: output, temporaryFiles: temporaryFiles) {
            throw CommandFailure(message: "cannot write \(output): \(error)")
        }
    }

    /// Something a run writes: a report, a baseline or a diff, in a file or on standard output (`path` nil).
    struct Written {
        /// How messages name it: "the sarif report".
        var what: String
        var path: String?
    }

    /// Throws (exit 2, before anything is written) when an output is one of the files the run reads: a spec
    /// (named, found in a folder or matched by a glob), the config, the baseline it reads (`baseline`), or the file
    /// standard input is redirected from. Compared by device and inode, so `./a.yaml`, a hard link and a symbolic
    /// link are caught as surely as `a.yaml`; standard output counts when it is redirected to one of them (`>>`).
    func refuseOverwritingInputs(of run: Run, with outputs: [Written], readingBaseline baseline: String?) throws {
        var reads: [ReadFile] = []
        for input in run.inputs {
            switch input.source {
            case .path(let path): reads.append(ReadFile(.spec, path: path))
            case .standardInput: reads.append(ReadFile(.standardInput, path: nil))
            }
        }
        // A file named and left out by the config's `exclude` is still the user's spec: named by the bytes the
        // shell passed (see `RawArguments`), as the run reads it.
        reads += paths.filter { $0 != "-" }.map { ReadFile(.spec, path: RawArguments.current.path($0)) }
        if let file = run.configuration?.file { reads.append(ReadFile(.config, path: RawPath(file))) }
        if let baseline { reads.append(ReadFile(.baseline, path: RawPath(baseline))) }
        guard let conflict = OverwriteGuard.conflict(outputs: outputs.map(\.path), reads: reads) else { return }
        let output = outputs[conflict.output]
        let read = TerminalText.visible(conflict.read.described)
        guard let path = output.path else {
            throw CommandFailure(message: "cannot write \(output.what) to standard output: it is redirected to \(read), which this run "
                + "reads, and writing would change it; redirect it to another file")
        }
        throw CommandFailure(message: "cannot write \(output.what) to \(TerminalText.visible(path)): it is \(read), which this run reads, "
            + "and writing would replace it; name another file")
    }
}
