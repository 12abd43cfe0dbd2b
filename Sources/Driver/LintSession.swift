import Config
import Lint
import Policy
import Reports
import Spec

/// One run of the engine over a set of files, as every entry point drives it: the fixes (made or shown), the
/// linting, the policy's filter file by file as the reports arrive, the reports (of the filtered findings only),
/// then the gate's verdict. The command line parses its arguments into a `Plan` and words the `Event`s; the
/// plugins run the command line; the language server lints one document at a time through the same `LintRunner`
/// and `FindingFilter`.
///
/// Nothing here prints or exits: what a person should be told comes back as events, what standard output
/// carries goes into the sink the caller gives, and the run ends in an `Outcome`.
public struct LintSession: Sendable {
    /// What the run is asked to do, already checked for options that contradict each other.
    public struct Plan: Sendable {
        /// The reports, each with its reporter (made for where it goes) and its file (nil: standard output).
        public var reports: [PlannedReport]
        /// Whether the reports quote source lines (a terminal reads them), which the files then keep.
        public var keepSourceLines: Bool
        /// The fixes to make first, if any.
        public var fixing: Fixing?
        /// The baseline to read (nil: the config's, if any), or to write instead of any report.
        public var baseline: BaselineUse
        /// `--quiet`: errors only.
        public var quiet: Bool
        /// The gate's own settings; the config's threshold joins them.
        public var failOn: FailureThreshold?
        public var maxWarnings: Int?
        /// When a run that linted nothing must say so.
        public var presence: SpecPresence

        public init(reports: [PlannedReport], keepSourceLines: Bool = false, fixing: Fixing? = nil, baseline: BaselineUse = .read(nil),
                    quiet: Bool = false, failOn: FailureThreshold? = nil, maxWarnings: Int? = nil, presence: SpecPresence) {
            self.reports = reports
            self.keepSourceLines = keepSourceLines
            self.fixing = fixing
            self.baseline = baseline
            self.quiet = quiet
            self.failOn = failOn
            self.maxWarnings = maxWarnings
            self.presence = presence
        }
    }

    /// A report to write: its reporter, how messages name it ("sarif"), and its file (nil: standard output).
    public struct PlannedReport: Sendable {
        public var reporter: any ReportFormat
        public var path: String?

        public init(reporter: any ReportFormat, path: String?) {
            self.reporter = reporter
            self.path = path
        }

        /// Whether the report shows the controls' models, so each file's are kept until its part is rendered.
        var showsControls: Bool {
            let format = type(of: reporter)
            return format.drawsControls || format == JSONReporter.self
        }
    }

    /// The fixes a run makes before it lints: in place (then the run reports what remains), or shown as a diff.
    public enum Fixing: Sendable, Hashable {
        case inPlace(FixSelection)
        case dryRun(FixSelection)
    }

    /// The baseline a run reads (a path from the command line, else the config's), or the one it records.
    public enum BaselineUse: Sendable, Hashable {
        case read(String?)
        case write(String)
    }

    /// What a person should be told along the way; the command line words it.
    public enum Event: Sendable {
        /// A file left as it was because its fixes would have made it worse.
        case fixRefused(InputFile, reason: String)
        /// A file fixed and written back.
        case fixed(InputFile, count: Int)
        /// A file edited by someone else while piclint fixed it; their edit is kept.
        case changedMeanwhile(InputFile)
        /// A fixed file that could not be written back.
        case cannotWriteFix(InputFile, OutputProblem)
        /// Suggested fixes the selection left out, summed over the run.
        case suggestionsNotMade(Int, dryRun: Bool)
        /// Files a dry run would change (the run then fails).
        case wouldChange(files: Int)
        /// Baseline entries that match no finding any more.
        case staleBaselineEntries([Baseline.Entry], baseline: String)
        /// The findings recorded in a baseline.
        case recordedBaseline(findings: Int, path: String)
        /// Why the gate failed the run.
        case gateFailed(reason: String)
    }

    /// How a run ended.
    public enum Outcome: Sendable, Equatable {
        /// Done, with the exit status the findings earned (0 or 1); 2 when a fixed file could not be written back.
        case finished(exitStatus: Int32)
        /// Not done, for a reason the user can act on (exit 2): a report that cannot be written, a bad baseline,
        /// nothing to lint.
        case failed(String)
        /// Standard output could not be written; the message names what was lost.
        case standardOutputFailed(what: String, errno: Int32)
    }

    public var configuration: Configuration?
    public var runner: LintRunner
    public var inputs: [InputFile]
    public var plan: Plan

    public init(configuration: Configuration?, runner: LintRunner, inputs: [InputFile], plan: Plan) {
        self.configuration = configuration
        self.runner = runner
        self.inputs = inputs
        self.plan = plan
    }

    /// The baseline the run reads, if any: the plan's, else the config's; none when it writes one or shows a diff.
    public var readBaselinePath: String? {
        guard case .read(let named) = plan.baseline, !isDryRun else { return nil }
        return BaselineLocation.resolve(commandLine: named, configuration: configuration)?.path
    }

    private var isDryRun: Bool {
        if case .dryRun = plan.fixing { return true }
        return false
    }

    /// Runs the plan. Standard output (the reports without a file, or the dry run's diff) goes to `standardOutput`;
    /// every file written records its temporary file in `temporaryFiles` until it is in place.
    public func run(standardOutput: inout some FailingReportSink, temporaryFiles: TemporaryFiles,
                    events: (Event) -> Void) -> Outcome {
        var fixWriteFailed = false
        if let fixing = plan.fixing {
            let fixed = applyFixes(fixing, standardOutput: &standardOutput, temporaryFiles: temporaryFiles, events: events)
            switch fixed {
            case .writeFailed(let failed): fixWriteFailed = failed
            case .dryRunDone(let outcome): return outcome
            }
        }
        let outcome = lintAndReport(standardOutput: &standardOutput, temporaryFiles: temporaryFiles, events: events)
        // A file that could not be written back means piclint could not do what it was asked.
        if fixWriteFailed, case .finished = outcome { return .finished(exitStatus: 2) }
        return outcome
    }

    /// The baseline the plan reads, nil when there is none, or why it cannot be used. Shared with every entry point
    /// that filters findings as the command line does.
    public static func readBaseline(named: String?, configuration: Configuration?)
        -> Result<(location: BaselineLocation, baseline: Baseline)?, BaselineFile.Failure> {
        guard let location = BaselineLocation.resolve(commandLine: named, configuration: configuration) else { return .success(nil) }
        switch BaselineFile.read(location.path) {
        case .success(let read): return .success((location, read))
        // A baseline the config names but nobody has written yet hides nothing; one that is there but cannot be read
        // (a folder, no permission) is an error like any other.
        case .failure(.missing) where !location.named: return .success(nil)
        case .failure(let error): return .failure(error)
        }
    }
}

/// A report sink that remembers the first write that failed (errno), as standard output does.
public protocol FailingReportSink: ReportSink {
    var failure: Int32? { get }
}

/// When a run that found files but linted none of them, every one plainly not a spec, must fail: as a folder with no
/// spec file, it checked nothing.
public struct SpecPresence: Sendable, Hashable {
    /// The paths the run was given (empty: the config's `include` patterns).
    public var paths: [String]
    /// `--skip-non-specs`: named files that are not specs were asked to be skipped (the pre-commit hook).
    public var skipNonSpecs: Bool

    public init(paths: [String], skipNonSpecs: Bool) {
        self.paths = paths
        self.skipNonSpecs = skipNonSpecs
    }

    /// Why the run cannot pass, from its files; nil when something was linted.
    public func nothingLinted(in files: [FileReport]) -> String? {
        nothingLinted(files: files.count, skipped: files.count(where: \.skippedAsNotSpec),
                      swiftSkipped: files.count { $0.skippedAsNotSpec && InputFormat(path: $0.path) == .swift })
    }

    /// The same, from how many files were linted and how many of them were skipped as not specs. Swift files skipped
    /// had no picker piclint reads, and are named as such.
    public func nothingLinted(files: Int, skipped: Int, swiftSkipped: Int = 0) -> String? {
        guard !skipNonSpecs, files > 0, skipped == files else { return nil }
        let places = paths.isEmpty ? "the `include` patterns of the config" : paths.joined(separator: ", ")
        let yaml = files - swiftSkipped
        let swift = swiftSkipped == 1 ? "1 Swift file found, with no picker piclint reads"
            : "\(swiftSkipped) Swift files found, none with a picker piclint reads"
        guard yaml > 0 else { return "no picker found in \(places) (\(swift))" }
        let found = yaml == 1 ? "1 YAML file found, not a spec" : "\(yaml) YAML files found, none of them a spec"
        guard swiftSkipped > 0 else { return "no spec file found in \(places) (\(found): a spec has `screen` or `controls` at its top level)" }
        return "no spec file or picker found in \(places) (\(found), and \(swift): a spec has `screen` or `controls` at its top level)"
    }
}

/// A report kept in memory never fails to be written: the language server's and the tests' standard output.
extension MemorySink: FailingReportSink {
    public var failure: Int32? { nil }
}
