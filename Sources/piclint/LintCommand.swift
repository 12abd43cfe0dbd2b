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

    /// Lints, filters and reports through the Driver's `LintSession`; throws the exit status when it is not 0.
    /// Every file written records its temporary file in `temporaryFiles` until it is in place.
    func run(temporaryFiles: TemporaryFiles) throws {
        let severities = try severities()
        let run = try input.prepare(severities: severities)
        let session = LintSession(configuration: run.configuration, runner: run.runner, inputs: run.inputs,
                                  plan: try plan(helpURL: run.configuration?.helpURL, fileCount: run.inputs.count))
        // Before anything is written, fixes included.
        try input.refuseOverwritingInputs(of: run, with: writtenOutputs(), readingBaseline: session.readBaselinePath)
        var standardOutput = StandardOutputSink()
        switch session.run(standardOutput: &standardOutput, temporaryFiles: temporaryFiles, events: say) {
        case .finished(let status):
            if status != 0 { throw ExitCode(status) }
        case .failed(let message):
            throw CommandFailure(message: message)
        case .standardOutputFailed(let what, let errno):
            throw CommandFailure(message: Console.cannotWrite(what, errno))
        }
    }

    /// The run the options ask for.
    private func plan(helpURL: String?, fileCount: Int) throws -> LintSession.Plan {
        let outputs = try self.outputs()
        let toTerminal = outputs.contains { $0.format.reporter.quotesSource && $0.path == nil } && Console.isTerminal(.standardOutput)
        let reports = outputs.map { output in
            let context = ReportContext(clock: input.clock, color: output.path == nil && color.enabled(toTerminal: toTerminal),
                                        terminal: output.path == nil && toTerminal, helpURL: helpURL, fileCount: fileCount,
                                        statistics: statistics)
            return LintSession.PlannedReport(reporter: output.format.reporter.init(context: context), path: output.path)
        }
        let fixing: LintSession.Fixing? = fix ? .inPlace(fixSelection) : fixDryRun ? .dryRun(fixSelection) : nil
        // The statistics table quotes no source line.
        return LintSession.Plan(reports: writeBaseline == nil && !fixDryRun ? reports : [],
                                keepSourceLines: toTerminal && !statistics, fixing: fixing,
                                baseline: writeBaseline.map(LintSession.BaselineUse.write) ?? .read(baseline),
                                quiet: quiet, failOn: failOn, maxWarnings: maxWarnings, presence: input.presence)
    }

    /// What the run writes, each with how messages name it: the reports (nil: standard output), the baseline, or
    /// the dry run's diff on standard output.
    private func writtenOutputs() throws -> [InputOptions.Written] {
        if let writeBaseline { return [InputOptions.Written(what: "the baseline", path: writeBaseline)] }
        if fixDryRun { return [InputOptions.Written(what: "the diff", path: nil)] }
        return try outputs().map { InputOptions.Written(what: "the \($0.format.rawValue) report", path: $0.path) }
    }

    /// Says what the run tells a person, on standard error. Paths (and a baseline's messages) come from the file
    /// system and from specs: shown, never acted on.
    private func say(_ event: LintSession.Event) {
        switch event {
        case .fixRefused(let input, let reason):
            Console.standardError("piclint: \(TerminalText.visible(input.displayPath)): \(TerminalText.visible(reason))\n")
        case .changedMeanwhile(let input):
            // An edit saved while piclint worked is kept: piclint's text was made from the one before it.
            Console.standardError("piclint: error: \(TerminalText.visible(input.displayPath)) changed while piclint was fixing it; "
                + "it is left as it was (run piclint --fix again to fix the new text)\n")
        case .cannotWriteFix(let input, let problem):
            Console.standardError("piclint: error: cannot write \(TerminalText.visible(input.displayPath)): \(problem); it is left as it was\n")
        case .fixed(let input, let count):
            Console.standardError("piclint: fixed \(count) finding\(count == 1 ? "" : "s") in \(TerminalText.visible(input.displayPath))\n")
        case .suggestionsNotMade(let withheld, let dryRun):
            let fixes = "\(withheld) suggested fix\(withheld == 1 ? "" : "es")"
            let (it, them) = withheld == 1 ? ("it", "it") : ("they", "them")
            Console.standardError(dryRun
                ? "piclint: \(fixes) not shown (\(it) may change what a screen means); add --unsafe-fixes to see \(them)\n"
                : "piclint: \(fixes) not made (\(it) may change what a screen means); "
                    + "review \(them) with --fix-dry-run --unsafe-fixes, apply with --fix --unsafe-fixes\n")
        case .wouldChange(let files):
            Console.standardError("piclint: failed: \(FindingCounts.counted(files, "file")) would change (--fix-dry-run)\n")
        case .staleBaselineEntries(let stale, let path):
            let count = stale.reduce(0) { $0 + $1.count }
            Console.standardError("piclint: \(Plural.counted(count, "baseline entry", "baseline entries")) \(Plural.verb(count, "matches", "match")) no finding any more (fixed?); "
                + "shrink \(path) with --write-baseline \(path)\n")
            for entry in stale.prefix(10) {
                Console.standardError("  \(TerminalText.visible(entry.file)): [\(TerminalText.visible(entry.rule.rawValue))] \(TerminalText.visible(entry.message))\n")
            }
        case .recordedBaseline(let count, let path):
            Console.standardError("piclint: recorded \(Plural.counted(count, "finding")) in \(path)\n")
        case .gateFailed(let reason):
            // Every exit 1 says why on standard error, whatever the report's format and wherever it went.
            Console.standardError("piclint: \(reason)\n")
        }
    }
}
