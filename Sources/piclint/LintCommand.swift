import ArgumentParser
import Config
import Driver
import Foundation
import Lint
import Policy
import Spec
import Reports

/// `piclint [lint] PATH...`: lint files, directories and globs.
struct LintCommand: WritingCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint spec, Interface Builder and Swift files, directories (recursively, *.yaml, *.yml, *.storyboard, *.xib and *.swift) and glob patterns (the default command).",
        usage: usage
    )

    /// `lint` may be left out, and the usage line says so.
    static let usage = "piclint [lint] [<options>] [<paths> ...]"

    @OptionGroup var input: InputOptions

    @Option(name: .customLong("format"), help: ArgumentHelp(
        "Report format: \(Format.listed). Repeat it for several reports from one run; FORMAT=FILE writes one to a file (e.g. --format text --format sarif=piclint.sarif).",
        valueName: "format[=file]"))
    var formatSpecs: [FormatArgument] = []

    /// The reports to write, from --format and --output; throws what is wrong with them (checked by `validate`).
    func outputs() throws -> [Output] {
        var outputs = try FormatArgument.outputs(formatSpecs)
        if outputs.isEmpty { outputs = [Output(format: .text, path: nil)] }
        let unnamed = outputs.indices.filter { outputs[$0].path == nil }
        if unnamed.count > 1 {
            // Show the command that works: the first report on standard output, each other one in a file of its own.
            let formats = unnamed.map { outputs[$0].format }
            let fixed = formats.enumerated().map { offset, format in
                guard offset > 0 else { return "--format \(format.rawValue)" }
                let file = offset == formats.count - 1 ? input.output ?? format.suggestedFile : format.suggestedFile
                return "--format \(format.rawValue)=\(file)"
            }.joined(separator: " ")
            let which = "\(formats.count) reports have none (\(formats.map(\.rawValue).joined(separator: ", ")))"
            throw ValidationError(input.output == nil
                ? "only one report can go to standard output, and \(which); give the others a file: \(fixed)"
                : "--output names one file, but \(which); give each but one a file with FORMAT=FILE instead of --output: \(fixed)")
        }
        if let output = input.output {
            guard let index = unnamed.first else {
                throw ValidationError("--output \(output) is no report's file: each --format names its own; drop --output")
            }
            outputs[index].path = output
        }
        // A second report written to the same file would silently replace the first.
        var formatOf: [String: Format] = [:]
        for output in outputs {
            guard let path = output.path else { continue }
            let key = URL(fileURLWithPath: path).standardizedFileURL.path
            if let earlier = formatOf[key] {
                throw ValidationError("the \(earlier.rawValue) and \(output.format.rawValue) reports would both be written to \(path); "
                    + "give each its own file")
            }
            formatOf[key] = output.format
        }
        // Two names of one file (a hard or symbolic link, `a.json` and `../here/a.json`): the same, found by inode.
        var formatAt: [FileIdentity: (format: Format, path: String)] = [:]
        for output in outputs {
            guard let path = output.path, let identity = FileIdentity.regularFile(at: path) else { continue }
            if let earlier = formatAt[identity] {
                throw ValidationError("the \(earlier.format.rawValue) and \(output.format.rawValue) reports would both be written to one file "
                    + "(\(earlier.path) and \(path) are the same file); give each its own file")
            }
            formatAt[identity] = (output.format, path)
        }
        return outputs
    }

    @Option(help: ArgumentHelp("Exit 1 when a finding has at least this severity (default: the config's failOn, else error).",
                               valueName: "severity"))
    var failOn: FailureThreshold?

    // Unconditional, so that `--max-warnings -1` is read as a number (and refused as one) rather than as an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("Exit 1 when there are more than this many warnings.", valueName: "n"))
    var maxWarnings: Int?

    @Option(help: ArgumentHelp("Hide the findings recorded in this baseline (default: the config's baseline).", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record today's findings in this baseline file, then exit 0.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Report errors only.")
    var quiet = false

    @Flag(help: "Make the safe fixes, which cannot change what a screen means, in place (each file written whole or not at all), then report what remains.")
    var fix = false

    @Flag(name: .customLong("fix-dry-run"),
          help: "Print the fixes --fix would make as a unified diff and write nothing; exit 1 when a file would change.")
    var fixDryRun = false

    @Flag(name: .customLong("unsafe-fixes"),
          help: "Also make the suggested fixes that may change what a screen means, such as reordering values; with --fix or --fix-dry-run.")
    var unsafeFixes = false

    /// The fixes --fix and --fix-dry-run make: the safe ones, and the suggestions only when asked for.
    var fixSelection: FixSelection { unsafeFixes ? .includingUnsafe : .safeOnly }

    @Option(name: .customLong("rule"), help: ArgumentHelp("Set a rule's severity: error, warning, info or off (repeatable).",
                                                         valueName: "id=severity"))
    var ruleSeverities: [RuleSeverityArgument] = []

    @Flag(help: ArgumentHelp(
        "Count the findings per rule: the text report prints a table (count, rule, severity, how many --fix fixes), the most frequent first, in place of the findings; other --format reports are written as usual. Exit codes are unchanged."))
    var statistics = false

    func validate() throws {
        _ = try severities()
        if let maxWarnings, maxWarnings < 0 {
            throw ValidationError("--max-warnings needs a count of 0 or more, not \(maxWarnings)")
        }
        // Alone it would do nothing, silently: the user meant some fixes to be made, so say what is missing.
        if unsafeFixes && !fix && !fixDryRun {
            throw ValidationError("--unsafe-fixes needs --fix or --fix-dry-run: it adds the suggested fixes to the ones they make")
        }
        try refuseConflicts()
        let outputs = try outputs()
        // With no text report the table would be printed nowhere, silently.
        if statistics, !fixDryRun, writeBaseline == nil, !outputs.contains(where: { $0.format == .text }) {
            throw ValidationError("--statistics prints its table in the text report, and this run writes none; "
                + "add --format text (standard output) or --format text=FILE")
        }
    }

    /// Options that together would do less than they say, silently; each refused with the reason.
    private func refuseConflicts() throws {
        if fix && fixDryRun {
            throw ValidationError("--fix makes the fixes and --fix-dry-run only shows them; give one of the two")
        }
        if fix && input.paths.contains("-") {
            throw ValidationError("--fix writes each fixed file back in place, and standard input (-) is no file to write to; "
                + "name the file instead of -")
        }
        if fixDryRun && input.paths.contains("-") {
            throw ValidationError("--fix-dry-run shows the fixes as a diff of files named by path, and does not fix standard input (-); "
                + "name the file instead of -")
        }
        if fixDryRun && statistics {
            throw ValidationError("--fix-dry-run prints a diff and writes no report, so --statistics has no table to print; give one of the two")
        }
        if fixDryRun && (!formatSpecs.isEmpty || input.output != nil) {
            throw ValidationError("--fix-dry-run prints a diff on standard output and writes no report, so "
                + (input.output != nil ? "--output" : "--format") + " has nothing to write; "
                + "drop it (redirect the diff with > FILE to keep it)")
        }
        if let writeBaseline {
            if baseline != nil {
                throw ValidationError("--baseline hides the findings a baseline holds, and --write-baseline records all of them afresh; "
                    + "give one of the two (--write-baseline \(writeBaseline) alone rewrites it)")
            }
            if fixDryRun {
                throw ValidationError("--fix-dry-run writes nothing, not even the baseline --write-baseline names; give one of the two")
            }
            if statistics {
                throw ValidationError("--write-baseline records the findings and writes no report, so --statistics has no table to print; "
                    + "size the baseline with --statistics first, then record it with --write-baseline \(writeBaseline)")
            }
            if !formatSpecs.isEmpty || input.output != nil {
                throw ValidationError("--write-baseline records the findings and writes no report, so "
                    + (input.output != nil ? "--output" : "--format") + " has nothing to write; "
                    + "run piclint once with --write-baseline and once for the report")
            }
        }
    }

    /// `--rule ID=SEVERITY` options, checked against the catalogue (by `validate`).
    func severities() throws -> SeverityResolution {
        SeverityResolution(commandLine: try RuleSeverityArgument.severities(ruleSeverities))
    }

    @Option(help: ArgumentHelp("Colour the text report.", valueName: "when"))
    var color: ColorMode = .auto

    /// Lints, filters and reports; throws the exit status when it is not 0. Every file written records its
    /// temporary file in `temporaryFiles` until it is in place.
    func run(temporaryFiles: TemporaryFiles) throws {
        let severities = try severities()
        let run = try input.prepare(severities: severities)
        // Before anything is written, fixes included.
        try input.refuseOverwritingInputs(of: run, with: writtenOutputs(), readingBaseline: readBaselinePath(run.configuration))
        var fixWriteFailed = false
        if fix || fixDryRun {
            // A dry run ends here; --fix goes on to report what remains.
            guard let writeFailed = try applyFixes(run, temporaryFiles: temporaryFiles) else { return }
            fixWriteFailed = writeFailed
        }
        do {
            try lintAndReport(run, severities: severities, temporaryFiles: temporaryFiles)
        } catch is ExitCode where fixWriteFailed {
            throw ExitCode(2)
        }
        // A file that could not be written back means piclint could not do what it was asked.
        if fixWriteFailed { throw ExitCode(2) }
    }

    /// What the run writes, each with how messages name it: the reports (nil: standard output), the baseline, or
    /// the dry run's diff on standard output.
    private func writtenOutputs() throws -> [InputOptions.Written] {
        if let writeBaseline { return [InputOptions.Written(what: "the baseline", path: writeBaseline)] }
        if fixDryRun { return [InputOptions.Written(what: "the diff", path: nil)] }
        return try outputs().map { InputOptions.Written(what: "the \($0.format.rawValue) report", path: $0.path) }
    }

    /// The baseline the run reads, if any (none when it writes one).
    private func readBaselinePath(_ configuration: Configuration?) -> String? {
        guard writeBaseline == nil, !fixDryRun else { return nil }
        return BaselineLocation.resolve(commandLine: baseline, configuration: configuration)?.path
    }

    /// Makes (or, for a dry run, shows) the fixes. Returns whether a fixed file could not be written back, or nil
    /// when a dry run is done (exit 0); throws exit 1 when a dry run would change a file.
    private func applyFixes(_ run: InputOptions.Run, temporaryFiles: TemporaryFiles) throws -> Bool? {
        let outcomes = run.inputs.compactMap { run.runner.fix($0, selection: fixSelection) }
        var writeFailed = false
        var sweep = LeftoverSweep()
        for outcome in outcomes {
            // Paths (and a baseline's messages, below) come from the file system and from specs: shown, never acted on.
            let path = TerminalText.visible(outcome.input.displayPath)
            if let refused = outcome.refused {
                Console.standardError("piclint: \(path): \(TerminalText.visible(refused))\n")
                continue
            }
            guard outcome.changed, case .path(let target) = outcome.input.source else { continue }
            guard !fixDryRun else {
                // The header names the file by its bytes, quoted as git quotes them, so `git apply` finds it: the
                // text escapes of `path` (for messages) inside git's quotes would name another file.
                try Console.standardOutput(UnifiedDiff.render(path: target, old: outcome.original, new: outcome.fixed), what: "the diff")
                continue
            }
            if let problem = LintRunner.write(outcome, sweep: &sweep, temporaryFiles: temporaryFiles) {
                switch problem.kind {
                case .changedMeanwhile:
                    // An edit saved while piclint worked is kept: piclint's text was made from the one before it.
                    Console.standardError("piclint: error: \(path) changed while piclint was fixing it; it is left as it was "
                        + "(run piclint --fix again to fix the new text)\n")
                case .interrupted:
                    // The thread that caught the signal says so, and ends the run.
                    break
                case .failed:
                    Console.standardError("piclint: error: cannot write \(path): \(problem); it is left as it was\n")
                }
                writeFailed = true
            } else {
                Console.standardError("piclint: fixed \(outcome.applied) finding\(outcome.applied == 1 ? "" : "s") in \(path)\n")
            }
        }
        // Once per run, summed over the files: the suggestions left out, and how to see or make them.
        let withheld = outcomes.reduce(0) { $0 + $1.suggestionsNotMade }
        if withheld > 0 {
            let fixes = "\(withheld) suggested fix\(withheld == 1 ? "" : "es")"
            Console.standardError(fixDryRun
                ? "piclint: \(fixes) not shown (\(withheld == 1 ? "it" : "they") may change what a screen means); add --unsafe-fixes to see \(withheld == 1 ? "it" : "them")\n"
                : "piclint: \(fixes) not made (\(withheld == 1 ? "it" : "they") may change what a screen means); "
                    + "review \(withheld == 1 ? "it" : "them") with --fix-dry-run --unsafe-fixes, apply with --fix --unsafe-fixes\n")
        }
        guard fixDryRun else { return writeFailed }
        let changing = outcomes.count(where: \.changed)
        guard changing > 0 else { return nil }
        Console.standardError("piclint: failed: \(FindingCounts.counted(changing, "file")) would change (--fix-dry-run)\n")
        throw ExitCode.failure
    }

    /// The stages of a run: the inputs, the Driver's linting, the policy's filter file by file as the reports
    /// arrive, the reports (of the filtered findings only), then the gate's verdict. Throws the exit status when
    /// it is not 0.
    private func lintAndReport(_ run: InputOptions.Run, severities: SeverityResolution, temporaryFiles: TemporaryFiles) throws {
        let outputs = try self.outputs()
        let toTerminal = outputs.contains { $0.format.reporter.quotesSource && $0.path == nil } && Console.isTerminal(.standardOutput)
        // The statistics table quotes no source line.
        let keepSourceLines = toTerminal && !statistics
        // Read before the run so each file is filtered as it arrives; a baseline that cannot be used is said after
        // it, once the run has found something to lint.
        let baseline = writeBaseline == nil ? readBaseline(run.configuration) : .success(nil)
        var matcher: Baseline.Matcher?
        if case .success(let read?) = baseline { matcher = Baseline.Matcher(read.baseline, relative: read.location.relative) }
        // --write-baseline records every finding: nothing is filtered.
        var filter = FindingFilter(baseline: matcher, quiet: quiet && writeBaseline == nil)
        let reporters = outputs.map { reporter(for: $0, toTerminal: toTerminal, helpURL: run.configuration?.helpURL, fileCount: run.inputs.count) }
        // Each file's part of a report is written as it arrives when the files come each path once, in path order,
        // as the reports list them: every run but --write-baseline (which writes no report) and one that names
        // standard input (linted last) as a file it does not sort after.
        let inPathOrder = zip(run.inputs, run.inputs.dropFirst()).allSatisfy { $0.displayPath < $1.displayPath }
        let body: ReportBody
        if writeBaseline == nil && inPathOrder {
            body = spool(run, outputs: outputs, reporters: reporters, filter: &filter, keepSourceLines: keepSourceLines)
        } else {
            var files: [FileReport] = []
            let keepModels = outputs.contains { Self.showsControls($0.format) }
            run.runner.run(run.inputs, keepSourceLines: keepSourceLines, transform: { report in
                guard !keepModels else { return report }
                var report = report
                report.controls = []
                return report
            }, consume: { files.append(filter.filter($0)) })
            if let writeBaseline {
                if let nothing = input.noSpecFound(in: files) { throw CommandFailure(message: nothing) }
                return try write(baselineOf: files, to: writeBaseline, temporaryFiles: temporaryFiles)
            }
            body = .whole(ReportInput(files: files, quieted: filter.quieted))
        }
        if let nothing = input.noSpecFound(files: body.files, skipped: body.skipped, swiftSkipped: body.swiftSkipped) {
            throw CommandFailure(message: nothing)
        }
        switch baseline {
        case .failure(let error): throw CommandFailure(message: error.description)
        case .success(let read?): say(stale: filter.staleEntries, of: read.location.path)
        case .success(nil): break
        }
        defer { body.close() }
        for (index, output) in outputs.enumerated() {
            if let problem = write(output, index: index, reporter: reporters[index], body: body, quieted: filter.quieted,
                                   temporaryFiles: temporaryFiles) {
                throw CommandFailure(message: problem)
            }
        }
        let gate = Gate(failOn: failOn, configured: run.configuration?.failOn, maxWarnings: maxWarnings)
        let verdict = gate.verdict(on: filter.counts)
        // Every exit 1 says why on standard error, whatever the report's format and wherever it went.
        if let reason = verdict.reason {
            Console.standardError("piclint: \(reason)\n")
        }
        if verdict.exitStatus != 0 { throw ExitCode(verdict.exitStatus) }
    }

    /// What the reports are written from: the files' parts spilled as they came, with the run's counts; or, when
    /// the files did not come in path order, the files themselves.
    private enum ReportBody {
        case spooled([ReportSpool], ReportTotals)
        case whole(ReportInput)

        /// How many files were linted, and how many of them were skipped as not specs.
        var files: Int { skipped + reported }
        var skipped: Int {
            switch self {
            case .spooled(_, let totals): return totals.listed.skippedNotSpecs
            case .whole(let input): return input.skippedNotSpecs
            }
        }
        var swiftSkipped: Int {
            switch self {
            case .spooled(_, let totals): return totals.listed.skippedSwiftFiles
            case .whole(let input): return input.skippedSwiftFiles
            }
        }
        private var reported: Int {
            switch self {
            case .spooled(_, let totals): return totals.listed.files
            case .whole(let input): return input.files.count
            }
        }

        /// Gives the spill files' space back.
        func close() {
            guard case .spooled(let spools, _) = self else { return }
            for var spool in spools { spool.close() }
        }
    }

    /// A linted file on its way from a worker: its report (filtered and rendered there, when the run has no
    /// baseline) with its models and source lines dropped once rendered.
    private struct Linted: Sendable {
        var report: FileReport
        /// Its part of each report, when the worker rendered them.
        var parts: [ReportPart]?
        /// The worker's filter, whose counts the run adds up.
        var filter: FindingFilter?
    }

    /// Whether a format shows the controls' models, so each file's are kept until its part is rendered.
    private static func showsControls(_ format: Format) -> Bool {
        format.reporter.drawsControls || format.reporter == JSONReporter.self
    }

    /// Lints the files and writes each one's part of every report into the report's spool as it comes, keeping
    /// only counts: memory stays flat whatever the number of files.
    private func spool(_ run: InputOptions.Run, outputs: [Output], reporters: [any ReportFormat], filter: inout FindingFilter,
                       keepSourceLines: Bool) -> ReportBody {
        var spools = reporters.map(ReportSpool.init)
        var totals = ReportTotals()
        // Without a baseline a file's filtering needs nothing but the file, so the worker that linted it filters and
        // renders it; a baseline's matches are counted across files, so its run filters and renders in input order.
        let onWorker = !filter.hasBaseline
        let quiet = self.quiet
        let keepModels = outputs.contains { Self.showsControls($0.format) }
        run.runner.run(run.inputs, keepSourceLines: keepSourceLines, transform: { report -> Linted in
            var report = report
            guard onWorker else {
                if !keepModels { report.controls = [] }
                return Linted(report: report)
            }
            var local = FindingFilter(baseline: nil, quiet: quiet)
            report = local.filter(report)
            let parts = report.skippedAsNotSpec ? [] : reporters.map { $0.part(of: report) }
            report.controls = []
            report.sourceLines = [:]
            return Linted(report: report, parts: parts, filter: local)
        }, consume: { linted in
            var report = linted.report
            if let local = linted.filter {
                filter.absorb(local)
            } else {
                report = filter.filter(report)
            }
            totals.add(report)
            guard !report.skippedAsNotSpec else { return }
            let parts = linted.parts ?? reporters.map { $0.part(of: report) }
            for index in spools.indices { spools[index].append(parts[index]) }
        })
        return .spooled(spools, totals)
    }

    /// The reporter for an output: colour and quoted source lines are for standard output only (a report file is
    /// plain text).
    private func reporter(for output: Output, toTerminal: Bool, helpURL: String?, fileCount: Int) -> any ReportFormat {
        let context = ReportContext(clock: input.clock, color: output.path == nil && useColor(toTerminal: toTerminal),
                                    terminal: output.path == nil && toTerminal, helpURL: helpURL, fileCount: fileCount,
                                    statistics: statistics)
        return output.format.reporter.init(context: context)
    }

    /// Writes one report to its file (whole or not at all) or to standard output; returns the message saying why it
    /// failed, if it did.
    private func write(_ output: Output, index: Int, reporter: any ReportFormat, body: ReportBody, quieted: [Severity: Int],
                       temporaryFiles: TemporaryFiles) -> String? {
        guard let path = output.path else {
            var sink = StandardOutputSink()
            Self.write(body, index: index, reporter: reporter, quieted: quieted, to: &sink)
            return sink.failure.map { Console.cannotWrite("the report", $0) }
        }
        var file: ReportFile
        switch ReportFile.open(path, temporaryFiles: temporaryFiles) {
        case .success(let opened): file = opened
        case .failure(let problem): return "cannot write \(path): \(problem.message)"
        }
        Self.write(body, index: index, reporter: reporter, quieted: quieted, to: &file)
        return file.commit().map { "cannot write \(path): \($0)" }
    }

    /// Writes a report, a piece at a time, from the spool or the files.
    private static func write(_ body: ReportBody, index: Int, reporter: any ReportFormat, quieted: [Severity: Int],
                              to sink: inout some ReportSink) {
        switch body {
        case .spooled(let spools, var totals):
            totals.quieted = quieted
            spools[index].finish(totals, to: &sink)
        case .whole(let input):
            reporter.write(input, to: &sink)
        }
    }

    private func write(baselineOf files: [FileReport], to path: String, temporaryFiles: TemporaryFiles) throws {
        let baseline = Baseline(files.flatMap(\.diagnostics), relative: BaselineLocation.relative(to: path))
        if let error = Console.writeAtomically(baseline.json(), to: path, temporaryFiles: temporaryFiles) {
            throw CommandFailure(message: "cannot write \(path): \(error)")
        }
        let count = baseline.entries.reduce(0) { $0 + $1.count }
        Console.standardError("piclint: recorded \(Plural.counted(count, "finding")) in \(path)\n")
    }

    /// The run's baseline (`--baseline`, else the config's), nil when there is none, or why it cannot be used.
    private func readBaseline(_ configuration: Configuration?)
        -> Result<(location: BaselineLocation, baseline: Baseline)?, BaselineFile.Failure> {
        guard let location = BaselineLocation.resolve(commandLine: baseline, configuration: configuration) else { return .success(nil) }
        switch BaselineFile.read(location.path) {
        case .success(let read): return .success((location, read))
        // A baseline the config names but nobody has written yet hides nothing; one that is there but cannot be read
        // (a folder, no permission) is an error like any other.
        case .failure(.missing) where !location.named: return .success(nil)
        case .failure(let error): return .failure(error)
        }
    }

    /// Says which baseline entries match no finding any more, so the baseline can shrink.
    private func say(stale: [Baseline.Entry], of path: String) {
        guard !stale.isEmpty else { return }
        let count = stale.reduce(0) { $0 + $1.count }
        Console.standardError("piclint: \(Plural.counted(count, "baseline entry", "baseline entries")) \(Plural.verb(count, "matches", "match")) no finding any more (fixed?); "
            + "shrink \(path) with --write-baseline \(path)\n")
        for entry in stale.prefix(10) {
            Console.standardError("  \(TerminalText.visible(entry.file)): [\(TerminalText.visible(entry.rule.rawValue))] \(TerminalText.visible(entry.message))\n")
        }
    }

    private func useColor(toTerminal: Bool) -> Bool {
        color.enabled(toTerminal: toTerminal)
    }
}
