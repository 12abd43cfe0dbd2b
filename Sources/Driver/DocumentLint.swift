import Config
import Foundation
import Lint
import PickerModel
import Policy
import Source
import Spec

extension LintRunner {
    /// Lints one file's bytes as read (or why they could not be): the one path every entry point takes, so the
    /// command line and the language server, which lints an editor's unsaved text, give the same findings.
    public static func lint(_ read: Result<[UInt8], FileBytes.Failure>, at path: String, skipIfNotSpec: Bool,
                            with linter: Linter, keepSourceLines: Bool = false) -> FileReport {
        linted(read, at: path, skipIfNotSpec: skipIfNotSpec, with: linter, keepSourceLines: keepSourceLines).report
    }

    /// `lint`, with the source the findings' marks count in (nil when the bytes could not be read).
    static func linted(_ read: Result<[UInt8], FileBytes.Failure>, at path: String, skipIfNotSpec: Bool,
                       with linter: Linter, keepSourceLines: Bool) -> (report: FileReport, source: SourceFile?) {
        switch read {
        case .success(let bytes):
            let source = InputFormat(path: path).source(bytes)
            var report = FilePolicy(for: linter).lint(source, path: path, skipIfNotSpec: skipIfNotSpec, with: linter)
            if keepSourceLines {
                report.sourceLines = source.lines(Set(report.diagnostics.map(\.range.start.line)))
            }
            return (report, source)
        case .failure(let error):
            let message: String
            switch error {
            case .system(let why): message = "cannot read the file: \(why)"
            case .tooLarge(let limit): message = "the file is more than \(limit) bytes, more than piclint reads"
            }
            let diagnostic = Diagnostic(file: path, range: SourceRange(at: .start), severity: .error,
                                        rule: InputRules.description(of: InputFormat(path: path).syntaxProblem).id,
                                        control: nil, message: message, help: nil)
            return (FileReport(path: path, diagnostics: [diagnostic]), nil)
        }
    }
}

/// Lints one document's text, held in memory, as the command line lints the file at its path: the config's
/// settings and overrides for that path, the file's own `piclint:` comments, then the baseline. The language server
/// lints an editor's unsaved text with it; nothing here reads the document from disk.
public struct DocumentLint: Sendable {
    /// The baseline a config names, read, with the location its paths are relative to.
    public struct ReadBaseline: Sendable {
        public var location: BaselineLocation
        public var baseline: Baseline

        /// Creates a read baseline.
        public init(location: BaselineLocation, baseline: Baseline) {
            self.location = location
            self.baseline = baseline
        }
    }

    /// What linting a document gave: its findings as reports would list them, and the text their marks count in.
    public struct Result: Sendable {
        /// The findings left after the file's comments and the baseline, in report order.
        public var report: FileReport
        /// The text as linted (nil only when it was over the size limit and was not read).
        public var source: SourceFile?

        /// Creates a result.
        public init(report: FileReport, source: SourceFile?) {
            self.report = report
            self.source = source
        }
    }

    /// The engine with the config in effect.
    public var runner: LintRunner
    /// The baseline, when the config names one that exists.
    public var baseline: ReadBaseline?

    /// A document linter for a config (nil: none), with command-line severities (none for an editor) and a baseline.
    public init(configuration: Configuration?, severities: SeverityResolution = SeverityResolution(),
                model: ReferenceModel = ReferenceModel(), baseline: ReadBaseline? = nil) {
        var linter = Linter(severities: severities.severities(nil), model: model, frontEnds: .all)
        // An editor waits on one document at a time: a screen of many controls is shared out among every core.
        linter.workers = ScreenWorkers(.everyCore)
        // An editor is shown findings, not models.
        linter.keepsModels = false
        runner = LintRunner(linter: linter, configuration: configuration, severities: severities)
        self.baseline = baseline
    }

    /// The baseline a config names, as the command line resolves it: nil when it names none, or names one nobody
    /// has written yet; why it cannot be used otherwise.
    public static func baseline(of configuration: Configuration?) -> Swift.Result<ReadBaseline?, BaselineFile.Failure> {
        LintSession.readBaseline(named: nil, configuration: configuration).map { read in
            read.map { ReadBaseline(location: $0.location, baseline: $0.baseline) }
        }
    }

    /// The config in effect.
    public var configuration: Configuration? { runner.configuration }

    /// The clock `now` and `today` resolve against.
    public var clock: ModelClock {
        get { runner.linter.model.clock }
        set { runner.linter.model = runner.linter.model.reading(newValue) }
    }

    /// The engine for a path: the config's settings for it, as the command line's runner gives them.
    public func linter(for path: String) -> Linter {
        runner.linter(for: path)
    }

    /// The front end that reads a file of this path, as the engine would pick it.
    public func frontEnd(for path: String) -> (any FrontEnd)? {
        let engine = linter(for: path)
        return engine.frontEnds.frontEnd(for: path, limits: engine.limits, decoder: engine.decoder)
    }

    /// Whether the config's `exclude` leaves the path out.
    public func excludes(_ path: String) -> Bool {
        runner.configuration?.excludes(path) ?? false
    }

    /// Lints a document's bytes as the file at `path` (whose name picks the format and whose place picks the config's
    /// overrides). Over the size limit, the one finding the command line gives such a file, and no lint.
    public func lint(_ bytes: [UInt8], path: String, skipIfNotSpec: Bool = false) -> Result {
        let engine = linter(for: path)
        let read: Swift.Result<[UInt8], FileBytes.Failure> = bytes.count > engine.limits.maxFileSize
            ? .failure(.tooLarge(engine.limits.maxFileSize)) : .success(bytes)
        var (report, source) = LintRunner.linted(read, at: path, skipIfNotSpec: skipIfNotSpec, with: engine, keepSourceLines: false)
        if let baseline {
            let matcher = Baseline.Matcher(baseline.baseline, relative: baseline.location.relative)
            var filter = FindingFilter(baseline: matcher, quiet: false)
            report = filter.filter(report)
        }
        return Result(report: report, source: source)
    }

    /// The text `piclint --fix` (with `selection`) would leave of a document's bytes, in memory; nil when over the
    /// size limit.
    public func fix(_ bytes: [UInt8], path: String, selection: FixSelection, skipIfNotSpec: Bool = false) -> FixOutcome? {
        let engine = linter(for: path)
        guard bytes.count <= engine.limits.maxFileSize else { return nil }
        return LintRunner.fix(InputFormat(path: path).source(bytes),
                              of: InputFile(source: .path(path), displayPath: path, skipIfNotSpec: skipIfNotSpec),
                              with: engine, selection: selection)
    }
}
