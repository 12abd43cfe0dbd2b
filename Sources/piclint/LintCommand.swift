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
        abstract: "Lint spec files, directories (recursively, *.yaml and *.yml) and glob patterns (the default command)."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, junit, checkstyle, github, html

        var reporter: any Reporter {
            switch self {
            case .text: return TextReporter()
            case .json: return JSONReporter()
            case .sarif: return SARIFReporter()
            case .junit: return JUnitReporter()
            case .checkstyle: return CheckstyleReporter()
            case .github: return GitHubReporter()
            case .html: return HTMLReporter()
            }
        }
    }

    /// One report to write: a format, and a file (nil: standard output, or --output).
    struct Output: Equatable {
        var format: Format
        var path: String?
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

    @Option(name: .customLong("format"), help: ArgumentHelp(
        "Report format: text, json, sarif, junit, checkstyle, github or html. Repeat it for several reports from one run; FORMAT=FILE writes one to a file (e.g. --format text --format sarif=piclint.sarif).",
        valueName: "format[=file]"))
    var formatSpecs: [String] = []

    /// The reports to write, from --format and --output.
    func outputs() throws -> [Output] {
        var outputs: [Output] = try formatSpecs.map { spec in
            let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
            guard let format = Format(rawValue: parts[0]) else {
                throw ValidationError("unknown format \(parts[0]); use " + Format.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return Output(format: format, path: parts.count == 2 ? parts[1] : nil)
        }
        if outputs.isEmpty { outputs = [Output(format: .text, path: nil)] }
        let unnamed = outputs.indices.filter { outputs[$0].path == nil }
        guard unnamed.count <= 1 else {
            throw ValidationError("only one report can go to standard output; give the others a file: --format sarif=piclint.sarif")
        }
        if let index = unnamed.first, let output = input.output { outputs[index].path = output }
        return outputs
    }

    @Option(help: "Exit 1 when a finding has at least this severity (default: the config's failOn, else error).")
    var failOn: FailOn?

    @Option(help: ArgumentHelp("Exit 1 when there are more than this many warnings.", valueName: "n"))
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
        _ = try outputs()
        // Alone it would do nothing, silently: the user meant some fixes to be made, so say what is missing.
        if unsafeFixes && !fix && !fixDryRun {
            throw ValidationError("--unsafe-fixes needs --fix or --fix-dry-run: it adds the suggested fixes to the ones they make")
        }
    }

    /// `--rule ID=SEVERITY` options, checked against the catalogue.
    func severities() throws -> [String: Severity] {
        try RuleSeverities.parse(ruleSeverities)
    }

    @Option(help: "Colour the text report: auto (on a terminal, unless NO_COLOR is set), always or never.")
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
        if fixDryRun { return (outcomes.contains(where: \.changed) ? 1 : 0, false) }
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
        let toTerminal = outputs.contains { $0.format == .text && $0.path == nil } && Console.isTerminal(.standardOutput)
        // The JSON report's controls are written by the workers, file by file, into a spill file: the models of
        // thousands of files never sit in memory together. Only the HTML report keeps them, to draw them.
        let keepModels = outputs.contains { $0.format == .html }
        let spillControls = outputs.contains { $0.format == .json } && writeBaseline == nil
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
        let shown = quiet ? files.map { file in
            var file = file
            file.diagnostics = file.diagnostics.filter { $0.severity == .error }
            return file
        } : files
        let reportInput = ReportInput(files: shown, renderedControls: spill.map(SpilledControls.init))
        for output in outputs {
            if let problem = write(output, reportInput, toTerminal: toTerminal, helpURL: configuration?.helpURL) {
                Console.standardError("piclint: error: cannot write \(output.path ?? "the report"): \(problem)\n")
                return 2
            }
        }
        let failOn = self.failOn ?? configuration?.failOn.flatMap(FailOn.init(rawValue:)) ?? .error
        if let threshold = failOn.threshold, all.contains(where: { $0.severity >= threshold }) { return 1 }
        // The warnings past a file's findings limit count too; the finding that stands for them is not one itself.
        let warnings = all.reduce(0) { count, diagnostic in
            count + (diagnostic.omitted.map { $0[.warning] ?? 0 } ?? (diagnostic.severity == .warning ? 1 : 0))
        }
        if let maxWarnings, warnings > maxWarnings {
            Console.standardError("piclint: \(warnings) warnings, more than --max-warnings \(maxWarnings)\n")
            return 1
        }
        return 0
    }

    /// Writes one report to its file (whole or not at all) or to standard output; returns why it failed, if it did.
    private func write(_ output: Output, _ reportInput: ReportInput, toTerminal: Bool, helpURL: String?) -> String? {
        if output.format == .json {
            // Streamed: the JSON report of a large run is written in pieces, never held whole.
            guard let path = output.path else {
                var sink = StandardOutputSink()
                JSONReporter().write(reportInput, to: &sink)
                return nil
            }
            var file: ReportFile
            switch ReportFile.open(path) {
            case .success(let opened): file = opened
            case .failure(let problem): return problem.message
            }
            JSONReporter().write(reportInput, to: &file)
            return file.commit()
        }
        let report: String
        if output.format == .text, output.path == nil {
            report = TextReporter(color: useColor(toTerminal: toTerminal), showSource: toTerminal).render(reportInput)
        } else if output.format == .sarif {
            report = SARIFReporter(helpURL: helpURL).render(reportInput)
        } else if output.format == .junit {
            let clock = input.clock
            report = JUnitReporter(timestamp: "\(clock.date)T\(clock.time):00").render(reportInput)
        } else {
            report = output.format.reporter.render(reportInput)
        }
        guard let path = output.path else {
            Console.standardOutput(report)
            return nil
        }
        return Console.writeAtomically(report, to: path)
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
        // A baseline the config names but nobody has written yet hides nothing.
        case .failure(.unreadable) where !named: return .success(files)
        case .failure(let error): return .failure(BaselineError(message: error.description))
        }
        let outcome = baseline.apply(to: files, relative: relative(to: path))
        if !outcome.stale.isEmpty {
            let count = outcome.stale.reduce(0) { $0 + $1.count }
            Console.standardError("piclint: \(count) baseline entr\(count == 1 ? "y matches" : "ies match") no finding any more (fixed?); "
                + "shrink \(path) with --write-baseline \(path)\n")
            for entry in outcome.stale.prefix(10) {
                Console.standardError("  \(TerminalText.visible(entry.file)): [\(TerminalText.visible(entry.rule))] \(TerminalText.visible(entry.message))\n")
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

/// The spill file as the JSON reporter reads it.
struct SpilledControls: RenderedControls {
    let file: SpillFile

    func replay(_ chunk: ([UInt8]) -> Void) { file.replay(chunk) }
}
