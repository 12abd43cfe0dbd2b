import ArgumentParser
import Config
import Driver
import Foundation
import Lint
import Spec
import Reports

/// `piclint [lint] PATH...`: lint files, directories and globs.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint spec files, directories (recursively, *.yaml and *.yml) and glob patterns (the default command).",
        usage: usage
    )

    /// `lint` may be left out, and the usage line says so.
    static let usage = "piclint [lint] [<options>] [<paths> ...]"

    /// A `--format` word: one of the reporters' registry (`ReportFormats`).
    struct Format: Equatable {
        let reporter: any ReportFormat.Type

        init?(rawValue: String) {
            guard let reporter = ReportFormats.named(rawValue) else { return nil }
            self.reporter = reporter
        }

        private init(_ reporter: any ReportFormat.Type) {
            self.reporter = reporter
        }

        static var allCases: [Format] { ReportFormats.all.map(Format.init) }

        static let text = Format(TextReporter.self)

        var rawValue: String { reporter.identifier }

        /// The file an error message suggests for this report.
        var suggestedFile: String { reporter.suggestedFile }

        static func == (left: Format, right: Format) -> Bool { left.rawValue == right.rawValue }

        /// "text, json, … or html", as the help and messages list them.
        static var listed: String {
            let words = allCases.map(\.rawValue)
            return words.dropLast().joined(separator: ", ") + (words.count > 1 ? " or " : "") + (words.last ?? "")
        }
    }

    /// One report to write: a format, and a file (nil: standard output, or --output).
    struct Output: Equatable {
        var format: Format
        var path: String?
    }

    /// `--fail-on`: the threshold a config's `failOn` sets too.
    typealias FailOn = FailureThreshold

    enum ColorMode: String, ExpressibleByArgument, CaseIterable {
        case auto, always, never

        /// What each value means, which the help lists under the option.
        var defaultValueDescription: String {
            switch self {
            case .auto: return "on a terminal, unless NO_COLOR is set or TERM is dumb"
            case .always: return "also into a file or a pipe"
            case .never: return "plain text"
            }
        }
    }

    @OptionGroup var input: InputOptions

    @Option(name: .customLong("format"), help: ArgumentHelp(
        "Report format: \(Format.listed). Repeat it for several reports from one run; FORMAT=FILE writes one to a file (e.g. --format text --format sarif=piclint.sarif).",
        valueName: "format[=file]"))
    var formatSpecs: [String] = []

    /// The reports to write, from --format and --output.
    func outputs() throws -> [Output] {
        var outputs: [Output] = try formatSpecs.map { spec in
            let parts = spec.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let format = Format(rawValue: parts[0]) else {
                throw ValidationError("unknown format \(parts[0]); use " + Format.allCases.map(\.rawValue).joined(separator: ", "))
            }
            if parts.count == 2, parts[1].isEmpty {
                throw ValidationError("--format \(spec) names no file; write --format \(format.rawValue)=FILE")
            }
            return Output(format: format, path: parts.count == 2 ? parts[1] : nil)
        }
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
        return outputs
    }

    @Option(help: ArgumentHelp("Exit 1 when a finding has at least this severity (default: the config's failOn, else error).",
                               valueName: "severity"))
    var failOn: FailOn?

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
    var ruleSeverities: [String] = []

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
        _ = try outputs()
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
            if !formatSpecs.isEmpty || input.output != nil {
                throw ValidationError("--write-baseline records the findings and writes no report, so "
                    + (input.output != nil ? "--output" : "--format") + " has nothing to write; "
                    + "run piclint once with --write-baseline and once for the report")
            }
        }
    }

    /// `--rule ID=SEVERITY` options, checked against the catalogue.
    func severities() throws -> [RuleID: Severity] {
        try RuleSeverities.parse(ruleSeverities)
    }

    @Option(help: ArgumentHelp("Colour the text report.", valueName: "when"))
    var color: ColorMode = .auto

    /// Makes (or, for a dry run, shows) the fixes; nil to go on linting, else the exit code to end with.
    private func applyFixes() -> (exitCode: Int32?, writeFailed: Bool) {
        guard let outcomes = input.fixes(severities: (try? severities()) ?? [:], selection: fixSelection) else { return (2, false) }
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
            if fixDryRun {
                Console.standardOutput(UnifiedDiff.render(path: path, old: outcome.original, new: outcome.fixed))
            } else if let problem = Console.replaceAtomically(target, with: outcome.fixed, sweep: &sweep) {
                Console.standardError("piclint: error: cannot write \(path): \(problem); it is left as it was\n")
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
        if fixDryRun {
            let changing = outcomes.count(where: \.changed)
            guard changing > 0 else { return (0, false) }
            Console.standardError("piclint: failed: \(FindingCounts.counted(changing, "file")) would change (--fix-dry-run)\n")
            return (1, false)
        }
        return (nil, writeFailed)
    }

    /// Lints, writes the report, and returns the exit code.
    func execute() -> Int32 {
        var fixWriteFailed = false
        if fix || fixDryRun {
            let (exitCode, writeFailed) = applyFixes()
            if let exitCode { return exitCode }
            fixWriteFailed = writeFailed
        }
        let code = lintAndReport()
        // A file that could not be written back means piclint could not do what it was asked.
        return fixWriteFailed ? 2 : code
    }

    /// Lints, writes the report, and returns the exit code.
    private func lintAndReport() -> Int32 {
        let outputs = (try? self.outputs()) ?? [Output(format: .text, path: nil)]
        let toTerminal = outputs.contains { $0.format.reporter.quotesSource && $0.path == nil } && Console.isTerminal(.standardOutput)
        // The JSON report's controls are written by the workers, file by file, into a spill file: the models of
        // thousands of files never sit in memory together. Only a report that draws them (HTML) keeps them.
        let keepModels = outputs.contains { $0.format.reporter.drawsControls }
        let spillControls = outputs.contains { $0.format.reporter == JSONReporter.self } && writeBaseline == nil
        var spill = spillControls ? SpillFile() : nil
        var files: [FileReport] = []
        let linted = input.lint(keepSourceLines: toTerminal, severities: (try? severities()) ?? [:], transform: { report in
            var report = report
            let fragment = spillControls ? JSONReporter.controlsFragment(report.controls) : []
            if !keepModels { report.controls = [] }
            return (report, fragment)
        }, consume: { (linted: (report: FileReport, fragment: [UInt8])) in
            files.append(linted.report)
            spill?.append(linted.fragment)
        })
        defer { spill?.close() }
        guard let configuration = linted else { return 2 }
        if let nothing = input.noSpecFound(in: files) {
            Console.standardError("piclint: error: \(nothing)\n")
            return 2
        }
        if let writeBaseline {
            return write(baselineOf: files, to: writeBaseline)
        }
        switch applyBaseline(to: files, configuration: configuration) {
        case .success(let filtered): files = filtered
        case .failure(let error):
            Console.standardError("piclint: error: \(error.message)\n")
            return 2
        }
        let all = files.flatMap(\.diagnostics)
        // --quiet shortens the listing, never the counts: what it leaves out is counted and said in every summary,
        // and --fail-on and --max-warnings judge every finding, so the summary cannot contradict the exit code.
        var quieted: [Severity: Int] = [:]
        let shown = quiet ? files.map { file in
            var file = file
            file.diagnostics = file.diagnostics.filter { diagnostic in
                // The finding that closes a file past the findings limit stands for those left out: kept, so they are counted.
                guard diagnostic.severity != .error, diagnostic.omitted == nil else { return true }
                quieted[diagnostic.severity, default: 0] += 1
                return false
            }
            return file
        } : files
        let reportInput = ReportInput(files: shown, renderedControls: spill.map(SpilledControls.init), quieted: quieted)
        for output in outputs {
            if let problem = write(output, reportInput, toTerminal: toTerminal, helpURL: configuration?.helpURL) {
                Console.standardError("piclint: error: cannot write \(output.path ?? "the report"): \(problem)\n")
                return 2
            }
        }
        let counts = FindingCounts(all)
        let (failOn, failOnSource) = self.failOn.map { ($0, "--fail-on \($0.rawValue)") }
            ?? configuration?.failOn.map { ($0, "failOn: \($0.rawValue) in the config") }
            ?? (.error, "--fail-on error, the default")
        // Every exit 1 says why on standard error, whatever the report's format and wherever it went.
        if let threshold = failOn.threshold, let failing = counts.atOrAbove(threshold) {
            Console.standardError("piclint: failed: \(failing) (\(failOnSource))\n")
            return 1
        }
        if let maxWarnings, counts.warnings > maxWarnings {
            Console.standardError("piclint: failed: \(FindingCounts.counted(counts.warnings, "warning")), more than --max-warnings \(maxWarnings)\n")
            return 1
        }
        return 0
    }

    /// Writes one report to its file (whole or not at all) or to standard output; returns why it failed, if it did.
    private func write(_ output: Output, _ reportInput: ReportInput, toTerminal: Bool, helpURL: String?) -> String? {
        // Colour and quoted source lines are for standard output only: a report file is plain text.
        let context = ReportContext(clock: input.clock, color: output.path == nil && useColor(toTerminal: toTerminal),
                                    terminal: output.path == nil && toTerminal, helpURL: helpURL)
        let reporter = output.format.reporter.init(context: context)
        // Each reporter writes as it can: the JSON report of a large run in pieces, never held whole.
        guard let path = output.path else {
            var sink = StandardOutputSink()
            reporter.write(reportInput, to: &sink)
            return nil
        }
        var file: ReportFile
        switch ReportFile.open(path) {
        case .success(let opened): file = opened
        case .failure(let problem): return problem.message
        }
        reporter.write(reportInput, to: &file)
        return file.commit()
    }

    /// The baseline's path: `--baseline`, else the config's (relative to the config's folder).
    private func baselinePath(_ configuration: Configuration?) -> (path: String, named: Bool)? {
        if let baseline { return (baseline, true) }
        guard let configuration, let path = configuration.baseline else { return nil }
        return (configuration.directory == "." || path.hasPrefix("/") ? path : configuration.directory + "/" + path, false)
    }

    /// Baseline paths are relative to the baseline's folder, so the file works from any working directory.
    private func relative(to baseline: String) -> (String) -> String {
        let folder = (baseline as NSString).deletingLastPathComponent
        return { path in Configuration.relative(path, to: folder.isEmpty ? "." : folder) }
    }

    private func write(baselineOf files: [FileReport], to path: String) -> Int32 {
        let baseline = Baseline(files.flatMap(\.diagnostics), relative: relative(to: path))
        if let error = Console.writeAtomically(baseline.json(), to: path) {
            Console.standardError("piclint: error: cannot write \(path): \(error)\n")
            return 2
        }
        let count = baseline.entries.reduce(0) { $0 + $1.count }
        Console.standardError("piclint: recorded \(count) finding\(count == 1 ? "" : "s") in \(path)\n")
        return 0
    }

    /// Why a baseline cannot be used; piclint exits 2.
    struct BaselineError: Error {
        var message: String
    }

    private func applyBaseline(to files: [FileReport], configuration: Configuration?) -> Result<[FileReport], BaselineError> {
        guard let (path, named) = baselinePath(configuration) else { return .success(files) }
        let baseline: Baseline
        switch BaselineFile.read(path) {
        case .success(let read): baseline = read
        // A baseline the config names but nobody has written yet hides nothing; one that is there but cannot be read
        // (a folder, no permission) is an error like any other.
        case .failure(.missing) where !named: return .success(files)
        case .failure(let error): return .failure(BaselineError(message: error.description))
        }
        let outcome = baseline.apply(to: files, relative: relative(to: path))
        if !outcome.stale.isEmpty {
            let count = outcome.stale.reduce(0) { $0 + $1.count }
            Console.standardError("piclint: \(count) baseline entr\(count == 1 ? "y matches" : "ies match") no finding any more (fixed?); "
                + "shrink \(path) with --write-baseline \(path)\n")
            for entry in outcome.stale.prefix(10) {
                Console.standardError("  \(TerminalText.visible(entry.file)): [\(TerminalText.visible(entry.rule.rawValue))] \(TerminalText.visible(entry.message))\n")
            }
        }
        return .success(outcome.reports)
    }

    private func useColor(toTerminal: Bool) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return toTerminal && !Console.noColorRequested
        }
    }
}

/// A run's findings by severity, counting those past a file's findings limit (the finding that stands for them is
/// not one itself): what --fail-on and --max-warnings judge.
struct FindingCounts {
    var errors = 0, warnings = 0, infos = 0

    init(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            for (severity, count) in diagnostic.omitted ?? [diagnostic.severity: 1] {
                switch severity {
                case .error: errors += count
                case .warning: warnings += count
                case .info: infos += count
                case .off: break
                }
            }
        }
    }

    /// "2 errors and 1 warning", the findings at or above the threshold, or nil when none reaches it.
    func atOrAbove(_ threshold: Severity) -> String? {
        let reaching = [(Severity.error, errors, "error"), (.warning, warnings, "warning"), (.info, infos, "info")]
            .filter { $0.0 >= threshold && $0.1 > 0 }
            .map { Self.counted($0.1, $0.2) }
        guard !reaching.isEmpty else { return nil }
        return reaching.count == 1 ? reaching[0] : reaching.dropLast().joined(separator: ", ") + " and " + (reaching.last ?? "")
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// The spill file as the JSON reporter reads it.
struct SpilledControls: RenderedControls {
    let file: SpillFile

    func replay(_ chunk: ([UInt8]) -> Void) { file.replay(chunk) }
}

extension FailureThreshold: ExpressibleByArgument {
    /// What each value means, which the help lists under the option.
    public var defaultValueDescription: String {
        switch self {
        case .error: return "fail on an error"
        case .warning: return "fail on a warning or an error"
        case .info: return "fail on any finding"
        case .never: return "never fail on a finding's severity (--max-warnings still counts)"
        }
    }
}
